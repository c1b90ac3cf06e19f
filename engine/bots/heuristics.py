"""Judging a position from one seat's side: the per-variant weights the greedy and expert bots share.

:func:`standing` scores a (determinized) state for a seat, higher is better. A deal that just ended counts by
its result: the seat's deal score against the best of the others, in the variant's score direction. A deal
still running counts by what the seat holds and what it has put on the others:

- *holding cost*: the cards in the seat's hand, each at the points it would cost if another player went out
  now (the variant's penalty table), plus a flat cost per card, so shedding high cards comes first;
- *wild cards* are an asset to hold (an 8; in Switch an ace: a negative cost): a wild card is played when
  nothing else fits, not while an ordinary card could go (and, like any card, once drawn if it fits: a seat never
  passes while it can play, so that in Super Crazy Eights, where an 8 left in hand costs 50, SLO-13, it is seldom
  kept to the end);
- *follow-up*: the different cards the seat could play if it were its turn now, so a wild card names the
  suit the seat holds most of and a Nags play keeps the seat's next cards in reach;
- *pressure*: the cards the other seats hold and an obligation to draw that now rests on another seat (an
  answered 2 or 4 passes it on), weighed per variant (three times a card in Switch and Super Crazy Eights, where
  2s and 4s make a seat draw); *tempo*: a move that takes a turn from another seat (a 2 or a 4 it must answer or
  draw for, SWI-5, SWI-6, SLO-8; a jack attack, SWI-7; a skip, SLO-7), worth a flat amount in those two games;
  and, against it, what the next seat can likely play: the different cards that
  would fit among those hidden from the seat, weighted by the chance that they are in the next seat's hand
  (an expectation, the same in every determinization, so that a guess at the hidden cards does not sway the
  choice), the cards its last draw showed it lacked (engine/lacks.py) counted at most as often as it may hold
  them;
- Nags: the points of the horses the seat owns; Nusicle: fewer cards in hand is all that counts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import msgspec

from engine.cards import ACE, Card, parse, rank
from engine.lacks import lacked
from engine.match import MatchState, ScoreDirection
from engine.registry import Variant

#: Weight of a finished deal's result against the running-deal terms.
DEAL_WEIGHT = 1000.0


@dataclass(frozen=True, slots=True)
class Weights:
    """The per-variant side of :func:`standing`."""

    values: Sequence[int]
    """Points of a card left in hand, indexed by rank (2..14); all 1 where only the count matters."""
    wild_rank: int | None = None
    """The rank that may be played on anything, held cheaply."""
    extra: Callable[[Any, int], float] | None = None
    """A variant's own term (Nags' horses)."""
    wild_cost: float = -6.0
    """What holding a wild card costs (negative: an asset)."""
    pressure: float = 1.0
    """Weight of a card the other seats hold or owe."""
    tempo: float = 0.0
    """Worth of a move after which the next seat loses its turn (it owes a draw, is attacked, is skipped)."""
    follow: float = 1.5
    """Weight of each different card the seat could play next (:func:`follow_up`)."""
    card_cost: float = 3.0
    """What holding any card costs on top of its points."""
    mobility: float = 2.0
    """Weight of each different card the next seat could likely play (:func:`expected_follow_up`)."""


def _nags_horses(state: Any, seat: int) -> float:
    from engine.variants.nags import horse_points

    return float(
        sum(
            horse_points(rank(h.card), h.place)
            for h in state.horses
            if h.owner == seat and h.place is not None and h.state == "finished"
        )
    )


def _weights() -> dict[str, Weights]:
    from engine.variants.crazy_eights import VALUES as CE8_VALUES
    from engine.variants.super_crazy_eights import CARD_VALUES as SLO_VALUES
    from engine.variants.switch.model import VALUES as SWI_VALUES

    ones = (1,) * 15
    return {
        # The next seat's chances to follow weigh 8, not 2: with 2 players greedy so wins 0.554 of 4,000 matches
        # against itself at 2 (6 to 12 alike), with 4 players 0.514 (docs/bots.md).
        "crazy-eights": Weights(values=CE8_VALUES, wild_rank=8, mobility=8.0),
        # Only a deal's winner scores (SWI-11): what counts is going out first. A 2 or a 4 makes the next seat
        # draw (SWI-5, SWI-6), a J makes a seat miss its turn (SWI-7).
        "switch": Weights(values=SWI_VALUES, wild_rank=ACE, pressure=3.0, tempo=10.0),
        # An 8 is kept for when nothing else fits, as in Crazy Eights, and played once drawn (a seat never passes
        # while it can play, engine/bots/__init__.py: considered), so that it is seldom held when the deal ends,
        # where it costs 50 (SLO-13). A 2 makes the next seat draw (SLO-8), a 3 skips it (SLO-7). A seat that
        # cannot follow draws (SLO-5): keeping cards to follow with counts double.
        "super-crazy-eights": Weights(values=SLO_VALUES, wild_rank=8, pressure=3.0, tempo=10.0, follow=3.0),
        "nags": Weights(values=ones, extra=_nags_horses),
        "nusicle": Weights(values=ones),
    }


_WEIGHTS: dict[str, Weights] = {}


def weights(variant_id: str) -> Weights:
    if not _WEIGHTS:
        _WEIGHTS.update(_weights())
    return _WEIGHTS.get(variant_id, Weights(values=(1,) * 15))


def side_of(state: Any, seat: int) -> tuple[int, int]:
    """(the index of the seat's score in the book, how many scores there are): by side in partnership play."""
    sides = len(state.book.scores)
    return (seat % sides if sides != state.players else seat), sides


def deal_result_value(scores: Sequence[int], index: int, direction: ScoreDirection) -> float:
    """A finished deal for score ``index``: its margin over the best other score, in the score direction."""
    mine = scores[index]
    others = [s for i, s in enumerate(scores) if i != index]
    if not others:
        return 0.0
    margin = mine - (max(others) if direction == "higher_is_better" else min(others))
    return float(margin if direction == "higher_is_better" else -margin)


def card_cost(w: Weights, action: Any) -> float:
    """What holding the card an action plays costs (0 for an action without a card)."""
    code = getattr(action, "card", None)
    if code is None:
        return 0.0
    r = rank(parse(code))
    return w.wild_cost if r == w.wild_rank else float(w.values[r])


def holding(state: Any, seat: int, w: Weights) -> float:
    hand = state.hands[seat]
    cost = w.card_cost * len(hand)
    for c in hand:
        r = rank(c)
        cost += w.wild_cost if r == w.wild_rank else w.values[r]
    return cost


def follow_up(variant: Variant, state: Any, seat: int) -> float:
    if state.turn is None:
        return 0.0
    probe = state if state.turn == seat else msgspec.structs.replace(state, turn=seat)
    return float(len({getattr(a, "card", None) for a in variant.legal_actions(probe, seat) if is_play(a)}))


def expected_follow_up(variant: Variant, state: Any, seat: int, other: int) -> float:
    """What :func:`follow_up` of ``other`` is worth on average over the cards hidden from ``seat``: the different
    playable cards among them, each in ``other``'s hand with the chance that hand's size gives. The same for
    every determinization of ``seat``'s view, so one determinization judges it without noise."""
    if state.turn is None:
        return 0.0
    pool = sorted(c for s, h in enumerate(state.hands) if s != seat for c in h) + list(state.stock)
    if not pool:
        return 0.0
    size = len(state.hands[other])
    lack = lacked(state, other)
    if lack is None:
        return _follow_up_from(variant, state, other, pool) * size / len(pool)
    cards, most = lack
    free = [c for c in pool if c not in cards]
    barred = [c for c in pool if c in cards]
    # The hand's expected count of the barred cards: as many as a uniform deal would give, at most ``most``.
    held = min(float(most), size * len(barred) / len(pool))
    value = _follow_up_from(variant, state, other, barred) * held / len(barred) if barred and held else 0.0
    if free:
        value += _follow_up_from(variant, state, other, free) * (size - held) / len(free)
    return value


def _follow_up_from(variant: Variant, state: Any, other: int, cards: list[Card]) -> float:
    """:func:`follow_up` of ``other`` holding ``cards`` (each listed once however many it would hold)."""
    hands = list(state.hands)
    hands[other] = cards
    return follow_up(variant, msgspec.structs.replace(state, hands=hands, turn=other), other)


def pressure(state: MatchState, seat: int) -> float:
    others: int = sum(len(h) for s, h in enumerate(state.hands) if s != seat)
    pending = getattr(state, "pending", None)
    owed = int(getattr(pending, "count", 0)) if pending is not None and state.turn not in (None, seat) else 0
    return float(others + owed) / max(1, state.players - 1)


def takes_a_turn(after: Any, seat: int) -> bool:
    """Whether the seat's move (``after``: the state it left) takes a turn from another seat: the seat to act owes
    a draw (SWI-5, SWI-6, SLO-8) or is jack-attacked (SWI-7), or is not the seat next to the mover in the
    direction of play (a skip, SLO-7; with 2 players the skip hands the turn back to the mover)."""
    nxt: int | None = after.turn
    if nxt is None or (nxt == seat and getattr(after, "drawn", None) is not None):
        return False
    if getattr(after, "pending", None) is not None or getattr(after, "jack_attack", None) is not None:
        return nxt != seat
    direction: int = getattr(after, "direction", 1)
    players: int = after.players
    return nxt != (seat + direction) % players


def action_type(action: Any) -> str:
    """The wire ``type`` of an action (its msgspec tag)."""
    return str(action.__struct_config__.tag)


def is_play(action: Any) -> bool:
    return action_type(action).startswith("play")


def standing(
    variant: Variant, before: Any, after: Any, seat: int, expected: bool = True, w: Weights | None = None
) -> float:
    """How good ``after`` (reached from ``before`` by the seat's move and what followed) is for ``seat``.

    ``expected``: the next seat's chances by :func:`expected_follow_up`; else by its hand in ``after`` as dealt
    (cheaper, for a playout, which is one sample of the hidden cards anyway). ``w``: the variant's
    :func:`weights` unless given."""
    index, _ = side_of(after, seat)
    results = after.book.results
    if len(results) > len(before.book.results):
        result = results[len(before.book.results)].scores
        return DEAL_WEIGHT * (1.0 + deal_result_value(result, index, variant.score_direction))
    w = w or weights(variant.id)
    value = -holding(after, seat, w) + w.follow * follow_up(variant, after, seat) + w.pressure * pressure(after, seat)
    if expected and w.tempo and before.turn == seat and takes_a_turn(after, seat):
        value += w.tempo
    nxt = after.turn
    if nxt is not None and nxt != seat:
        mobility = expected_follow_up(variant, after, seat, nxt) if expected else follow_up(variant, after, nxt)
        value -= w.mobility * mobility
    if w.extra is not None:
        value += w.extra(after, seat)
    return value
