"""Simple hand-shedding heuristics, the benchmark's yardstick for the house bots (``benchmarks/bots.py``).

Each heuristic is a few lines that read the seat's *view* alone (``variant.view(state, seat)``: its own hand, the
table, the counts and the listed actions, exactly what a client sees) and pick one of the listed actions. They
are what a player writing a quick bot against the API would write, so the house bots must beat them. Written
here by hand: they are the opponents the bots are measured against, no library plays these games.

Per variant family, three of them:

- one-pile games (Crazy Eights, Switch, Super Crazy Eights; the wild rank: an 8, in Switch an ace):
  ``shedder`` plays the matching non-wild card worth most, keeps wild cards until nothing else fits and then
  names the suit it holds most, draws when no play is listed (and calls its last card, answers attacks,
  challenges a missed call whenever that is listed); ``suiter`` plays the card that leaves it the most cards of
  the suit it plays on (the most follow-ups), ties by value; ``hasty`` plays a random listed card, draws only
  when it has none.
- Nags: ``first`` plays the first listed card, ``high`` the highest rank with the most cards, ``low`` the lowest
  rank with the fewest.
- Nusicle: ``first`` plays the first listed card (an ace reset only when no plain play is listed), else draws,
  else passes; ``faces`` prefers face cards (they govern a pile), ``low`` the lowest card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from engine.cards import ACE, is_face, parse, rank, suit
from engine.registry import Variant
from engine.rng import Rng

Heuristic = Callable[[Any, Rng], Any]
"""``(view, rng) -> action``: one of ``view.legal_actions``."""


def kind(action: Any) -> str:
    return str(action.__struct_config__.tag)


def _values(variant_id: str) -> Sequence[int]:
    from engine.variants.crazy_eights import VALUES as CE8_VALUES
    from engine.variants.super_crazy_eights import CARD_VALUES as SLO_VALUES
    from engine.variants.switch.model import VALUES as SWI_VALUES

    return {"crazy-eights": CE8_VALUES, "switch": SWI_VALUES, "super-crazy-eights": SLO_VALUES}[variant_id]


def _plays(view: Any) -> list[Any]:
    """The listed plays, each card once: the call of the last card where both are listed."""
    best: dict[tuple[str, str | None], Any] = {}
    for a in view.legal_actions:
        if kind(a) == "play":
            key = (a.card, getattr(a, "named_suit", None))
            if key not in best or getattr(a, "announce_last", False):
                best[key] = a
    return list(best.values())


def _fallback(view: Any) -> Any:
    """No play chosen: challenge, else draw, else the first listed action that is not a resignation."""
    by_kind = {kind(a): a for a in reversed(view.legal_actions) if kind(a) != "resign"}
    for k in ("challenge", "draw", "turn_stock", "pass"):
        if k in by_kind:
            return by_kind[k]
    return next(a for a in view.legal_actions if kind(a) != "resign")


def _most_held_suit(view: Any, wild: int) -> str:
    held = Counter(suit(parse(c)) for c in view.hand or [] if rank(parse(c)) != wild)
    best = max(range(4), key=lambda s: (held[s], -s))
    return "SHDC"[best]


def one_pile(variant_id: str, choose: Callable[[Any, list[Any], Sequence[int], int, Rng], Any]) -> Heuristic:
    """A one-pile heuristic: ``choose(view, plays, values, wild, rng)`` picks among the listed plays, None to draw;
    a challenge goes first, a wild card names by :func:`_most_held_suit` unless it ends the deal."""
    values = _values(variant_id)
    wild = ACE if variant_id == "switch" else 8

    def heuristic(view: Any, rng: Rng) -> Any:
        if any(kind(a) == "challenge" for a in view.legal_actions):
            return _fallback(view)
        plays = _plays(view)
        pick = choose(view, plays, values, wild, rng) if plays else None
        if pick is None:
            return _fallback(view)
        if rank(parse(pick.card)) == wild and pick.named_suit is not None:
            named = _most_held_suit(view, wild)
            return next((a for a in plays if a.card == pick.card and a.named_suit == named), pick)
        return pick

    return heuristic


def _shedder(view: Any, plays: list[Any], values: Sequence[int], wild: int, rng: Rng) -> Any:
    plain = [a for a in plays if rank(parse(a.card)) != wild]
    if plain:
        return max(plain, key=lambda a: values[rank(parse(a.card))])
    return plays[0]


def _suiter(view: Any, plays: list[Any], values: Sequence[int], wild: int, rng: Rng) -> Any:
    held = Counter(suit(parse(c)) for c in view.hand or [])
    plain = [a for a in plays if rank(parse(a.card)) != wild]
    if plain:
        return max(plain, key=lambda a: (held[suit(parse(a.card))], values[rank(parse(a.card))]))
    return plays[0]


def _hasty(view: Any, plays: list[Any], values: Sequence[int], wild: int, rng: Rng) -> Any:
    return plays[rng.below(len(plays))]


def _first(view: Any, rng: Rng) -> Any:
    plays = [a for a in view.legal_actions if kind(a) == "play"] or [
        a for a in view.legal_actions if kind(a) == "play_ace"
    ]
    return plays[0] if plays else _fallback(view)


def _by(key: Callable[[Any], Any]) -> Heuristic:
    """Play the listed card (a plain play before an ace reset) that ``key`` ranks highest, else draw or pass."""

    def heuristic(view: Any, rng: Rng) -> Any:
        plays = [a for a in view.legal_actions if kind(a) == "play"] or [
            a for a in view.legal_actions if kind(a) == "play_ace"
        ]
        return max(plays, key=key) if plays else _fallback(view)

    return heuristic


def _card(action: Any) -> int:
    return parse(action.card if kind(action) == "play" else action.face)


def _nags_rank(action: Any) -> tuple[int, int]:
    return rank(parse(action.card)), 1 + len(action.more or ())


def heuristics(variant: Variant) -> dict[str, Heuristic]:
    """The variant's heuristics by name."""
    if variant.id == "nags":
        return {
            "first": _first,
            "high": _by(_nags_rank),
            "low": _by(lambda a: tuple(-x for x in _nags_rank(a))),
        }
    if variant.id == "nusicle":
        return {
            "first": _first,
            "faces": _by(lambda a: (is_face(_card(a)), -rank(_card(a)))),
            "low": _by(lambda a: -rank(_card(a))),
        }
    return {
        "shedder": one_pile(variant.id, _shedder),
        "suiter": one_pile(variant.id, _suiter),
        "hasty": one_pile(variant.id, _hasty),
    }
