"""Random Nusicle playouts over the option grid (docs/rules/nusicle.md), and the exactness of Pat detection (NUS-17).

``run_playouts`` checks the engine invariants after every action (cards conserved, a live match has an
action, exactly the listed actions are accepted, views hide what they must, every match ends, replays are
exact). The Pat tests compare the engine's dead-position detector with an exhaustive search, written here
from the rules alone, over every position reachable by draws and passes: a deal must be declared Pat exactly
when neither player can ever play (``play`` or ``play_ace``) again.

``OSMICA_PLAYOUTS=<n>`` sets the number of matches per configuration (long runs).
"""

from __future__ import annotations

import random
import time
from collections import Counter, deque
from collections.abc import Sequence
from functools import cache

import msgspec

from engine.cards import codes, parse
from engine.cards import deck as full_deck
from engine.events import Event
from engine.registry import get
from engine.variants import nusicle as N
from engine.variants.nusicle import building, game
from engine.variants.nusicle.model import NusicleAction, NusicleOptions, NusicleState
from tests.engine.harness import playout_count, run_playouts, scramble_hands_and_stock

VARIANT = get("nusicle")
O = NusicleOptions  # noqa: E741

#: Short matches so that a few hundred of them fit in a CI run; one default 10-deal config as well.
CONFIGS: list[tuple[int, NusicleOptions]] = [
    (2, O(deals=2)),
    (2, O(deals=2, first_player="dealer", first_dealer=0)),
    (2, O(deals=1, ace_on_any_pile=False)),
    (2, O(deals=1, queen_wrap=True, jack_sequence="both_ways")),
    (2, O(deals=2, queen_pile_start="adjacent_to_queen")),
    (2, O(deals=2, pass_rule="free")),
    (2, O(deals=1, pass_rule="free", ace_on_any_pile=False, jack_sequence="both_ways")),
    (2, O(deals=1, pile_count_includes_all_cards=False)),
    (2, O(deals=2, pat_rule="two_passes")),
    (
        2,
        O(
            deals=1,
            pat_rule="two_passes",
            pass_rule="free",
            ace_on_any_pile=False,
            queen_pile_start="adjacent_to_queen",
        ),
    ),
    (2, O(match_mode="target", target_points=25)),
    (2, O(match_mode="target", target_points=25, pass_rule="free", pat_rule="two_passes", queen_wrap=True)),
]
DEFAULT_CONFIG = [(2, O())]


CODES = codes(full_deck())
ACES = [c for c in CODES if c[0] == "A"]
FACES = [c for c in CODES if c[0] in "JQK"]
JUNK: list[NusicleAction] = [
    N.NusiclePlayAce(ace="KS", pile=0, face="QS"),
    N.NusiclePlayAce(ace="AS", pile=0, face="7S"),
    N.NusiclePlayAce(ace="AH", pile=1, face="AS"),
    N.NusiclePlay(card="1S", pile=0),
    N.NusicleDraw(),
    N.NusiclePass(),
]


def universe(state: NusicleState, seat: int) -> Sequence[NusicleAction]:
    """Every card of the deck played on some pile; the seat's own cards on every pile and on a pile too many;
    its aces with every face card on every pile, every ace with its face cards; junk; draw; pass."""
    hand = codes(state.hands[seat])
    out: list[NusicleAction] = [N.NusiclePlay(card=c, pile=i % 3) for i, c in enumerate(CODES)]
    out += [N.NusiclePlay(card=c, pile=p) for c in hand for p in (0, 1, 2, 3)]
    out += [N.NusiclePlayAce(ace=a, pile=p, face=f) for a in hand if a in ACES for p in (0, 1, 2) for f in FACES]
    out += [N.NusiclePlayAce(ace=a, pile=p, face=f) for a in ACES for p in (0, 1, 2) for f in hand if f in FACES]
    return out + JUNK


def test_random_playouts_over_the_option_grid() -> None:
    per_config = playout_count(20)
    start = time.process_time()
    stats = run_playouts(VARIANT, CONFIGS, per_config, universe, scramble_hands_and_stock, seed0=1)
    stats_default = run_playouts(
        VARIANT, DEFAULT_CONFIG, max(1, per_config // 10), universe, scramble_hands_and_stock, seed0=7
    )
    elapsed = time.process_time() - start
    assert stats.matches == per_config * len(CONFIGS)
    assert stats_default.matches == max(1, per_config // 10)
    ends = stats.ends + stats_default.ends
    assert ends["went_out"] >= stats.matches
    assert ends["pat"] > 0
    assert set(ends) <= {"went_out", "pat"}, ends  # the safety cap never fires in random play
    assert stats.rejected > 0
    print(
        f"\nnusicle playouts: {stats.matches + stats_default.matches} matches, "
        f"{stats.actions + stats_default.actions} actions, ends {dict(ends)}, {elapsed:.1f} s CPU"
    )


# --- Pat exactness (NUS-17) -----------------------------------------------------------------------------------

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
CYCLE = "SCDH"
"""NUS-9: spades, clubs, diamonds, hearts, spades, ..."""


def _r(card: str) -> str:
    return card[:-1]


def ref_fits(card: str, pile: Sequence[str], o: NusicleOptions) -> bool:
    """An ordinary play, from the wording of NUS-7..NUS-10 and NUS-12 (wire codes, independent of the engine)."""
    rule = next(_r(c) for c in reversed(pile) if _r(c) in ("J", "Q", "K"))
    top = pile[-1]
    if _r(card) == "A":
        return False
    if rule == "K":
        return card[-1] == top[-1] or _r(card) == _r(top)
    if rule == "Q":
        if _r(top) == "Q" and o.queen_pile_start == "any_number" and _r(card) not in ("J", "Q", "K"):
            return True  # NUS-10: a fresh Queen pile takes any number card
        gap = abs(RANKS.index(_r(card)) - RANKS.index(_r(top)))
        return gap == 1 or (o.queen_wrap and {_r(card), _r(top)} == {"2", "K"})
    k = CYCLE.index(top[-1])
    return card[-1] == CYCLE[(k + 1) % 4] or (o.jack_sequence == "both_ways" and card[-1] == CYCLE[(k - 1) % 4])


def ref_ace_may_reset(ace: str, pile: Sequence[str], o: NusicleOptions) -> bool:
    if o.ace_on_any_pile:
        return True
    rule = next(_r(c) for c in reversed(pile) if _r(c) in ("J", "Q", "K"))
    if rule == "K":
        return ace[-1] == pile[-1][-1]
    if rule == "Q":
        return False
    k = CYCLE.index(pile[-1][-1])
    return ace[-1] == CYCLE[(k + 1) % 4] or (o.jack_sequence == "both_ways" and ace[-1] == CYCLE[(k - 1) % 4])


class RefTable:
    """What the three (frozen) piles accept, from :func:`ref_fits` and :func:`ref_ace_may_reset`."""

    def __init__(self, piles: Sequence[Sequence[str]], o: NusicleOptions) -> None:
        every = codes(full_deck())
        self.fitting = {c for c in every if any(ref_fits(c, p, o) for p in piles)}
        self.resetting = {c for c in every if _r(c) == "A" and any(ref_ace_may_reset(c, p, o) for p in piles)}

    def can_play(self, hand: Sequence[str]) -> bool:
        """A ``play`` of a fitting card, or a ``play_ace`` of an ace that may reset a pile with a face card."""
        if any(c in self.fitting for c in hand):
            return True
        return any(c in self.resetting for c in hand) and any(_r(c) in ("J", "Q", "K") for c in hand)


def ref_can_ever_play(
    hands: Sequence[Sequence[str]],
    stock: Sequence[str],
    piles: Sequence[Sequence[str]],
    mover: int,
    drawn: bool,
    o: NusicleOptions,
    budget: int = 200_000,
) -> bool | None:
    """Breadth-first search over every position reachable by ``draw`` and ``pass`` (NUS-11, NUS-16; the piles
    cannot change until someone plays): True as soon as the player to move has a play. ``stock`` is top card
    first. None when the search exceeds ``budget`` positions."""
    table = RefTable(piles, o)
    start = (tuple(sorted(hands[0])), tuple(sorted(hands[1])), 0, mover, drawn)
    seen = {start}
    queue = deque([start])
    while queue:
        h0, h1, k, seat, has_drawn = queue.popleft()
        held = (h0, h1)
        if table.can_play(held[seat]):
            return True
        nxt = []
        if k < len(stock) and not has_drawn:
            grown = list(held)
            grown[seat] = tuple(sorted((*held[seat], stock[k])))
            nxt.append((grown[0], grown[1], k + 1, seat, True))
        if o.pass_rule == "free" or has_drawn or k == len(stock):
            nxt.append((h0, h1, k, 1 - seat, False))
        for position in nxt:
            if position not in seen:
                seen.add(position)
                queue.append(position)
        if len(seen) > budget:
            return None
    return False


def ref_dead(state: NusicleState, budget: int = 200_000) -> bool | None:
    live = ref_can_ever_play(
        [codes(h) for h in state.hands],
        codes(reversed(state.stock)),
        [codes(p) for p in state.piles],
        state.turn if state.turn is not None else 0,
        state.drawn,
        state.options,
        budget,
    )
    return None if live is None else not live


OPTION_GRID = [
    O(pass_rule=pr, ace_on_any_pile=aa, jack_sequence=js, queen_wrap=qw, queen_pile_start=qs)  # type: ignore[arg-type]
    for pr in ("after_draw_or_stuck", "free")
    for aa in (True, False)
    for js in ("forward", "both_ways")
    for qw in (False, True)
    for qs in ("any_number", "adjacent_to_queen")
]


@cache
def _base_by_json(options_json: bytes) -> NusicleState:
    return N.new_match(2, msgspec.json.decode(options_json, type=NusicleOptions), seed=1)


def _base(options: NusicleOptions) -> NusicleState:
    return _base_by_json(msgspec.json.encode(options))


def small_end_game(rng: random.Random, options: NusicleOptions) -> NusicleState:
    """Three piles (a governing face card, maybe one card on it), hands of 1-3 cards and a stock of 0-6 cards,
    biased towards cards that fit nowhere, aces and face cards, so that dead positions are common."""
    cards = codes(full_deck())
    rng.shuffle(cards)
    faces = [c for c in cards if _r(c) in ("J", "Q", "K")]
    piles = []
    for face in faces[:3]:
        cards.remove(face)
        pile = [face]
        if rng.random() < 0.6:
            top = next(c for c in cards if _r(c) not in ("J", "Q", "K", "A"))
            cards.remove(top)
            pile.append(top)
        piles.append(pile)

    dead = {c for c in cards if _r(c) != "A" and not any(ref_fits(c, p, options) for p in piles)}

    def pick(kinds: Sequence[str]) -> str:
        kind = rng.choice(kinds)
        if kind == "dead":
            pool = [c for c in cards if c in dead]
        elif kind == "ace":
            pool = [c for c in cards if _r(c) == "A"]
        elif kind == "face":
            pool = [c for c in cards if _r(c) in ("J", "Q", "K")]
        else:
            pool = cards
        card = rng.choice(pool or cards)
        cards.remove(card)
        return card

    hands = [[pick(["dead"] * 6 + ["face", "ace", "any"]) for _ in range(rng.randint(1, 3))] for _ in range(2)]
    stock = [pick(["dead", "dead", "ace", "ace", "face", "any"]) for _ in range(rng.randint(0, 6))]
    base = _base(options)
    return msgspec.structs.replace(
        base,
        hands=[[parse(c) for c in h] for h in hands],
        stock=[parse(c) for c in reversed(stock)],
        piles=[[parse(c) for c in p] for p in piles],
        formed=[0, 0, 0],
        under=[],
        turn=rng.randrange(2),
        drawn=rng.random() < 0.3 and bool(stock),
    )


def _pat_declared(events: list[Event]) -> bool:
    ended = [e for e in events if e.type == "deal_ended"]
    return bool(ended) and ended[0].data["reason"] == "pat"


def test_pat_detector_agrees_with_exhaustive_search_on_small_end_games_NUS_17() -> None:
    rng = random.Random(2024)
    verdicts: Counter[tuple[str, bool]] = Counter()
    for options in OPTION_GRID:
        for _ in range(playout_count(25) * 8):
            state = small_end_game(rng, options)
            expected = ref_dead(state)
            assert expected is not None
            assert state.turn is not None
            got = building.dead(state.hands, state.stock, state.piles, state.turn, state.drawn, options)
            assert got == expected, (
                options,
                [codes(h) for h in state.hands],
                codes(reversed(state.stock)),
                [codes(p) for p in state.piles],
                state.turn,
                state.drawn,
            )
            # the same verdict through the engine's follow-ups: Pat at once, or the deal goes on
            events: list[Event] = []
            game._settle(msgspec.structs.replace(state), events, None)
            assert _pat_declared(events) == expected
            verdicts[(options.pass_rule, expected)] += 1
    # both verdicts were exercised under both pass rules
    assert all(verdicts[(rule, dead)] > 20 for rule in ("after_draw_or_stuck", "free") for dead in (True, False))


PAT_CONFIGS = [
    O(deals=2),
    O(deals=2, ace_on_any_pile=False, queen_pile_start="adjacent_to_queen"),
    O(deals=2, pass_rule="free"),
    O(deals=2, pass_rule="free", ace_on_any_pile=False, jack_sequence="both_ways", queen_wrap=True),
]


def test_pat_is_declared_exactly_when_nobody_can_ever_play_in_playouts_NUS_17() -> None:
    """After every action of random matches: Pat is declared if and only if, in the position the action
    produced, no sequence of draws and passes ever gives either player a play."""
    checked = skipped = pats = 0
    for k, options in enumerate(PAT_CONFIGS):
        for m in range(max(1, playout_count(25) * 2 // 5)):
            seed = 50_000 + k * 1000 + m
            chooser = random.Random(seed)
            state = N.new_match(2, options, seed=seed)
            while state.turn is not None:
                seat = state.turn
                action = chooser.choice(N.legal_actions(state, seat))
                raw, _, finish = game.step(state, seat, action)
                state, events = N.apply(state, seat, action)
                if finish is not None:
                    continue
                expected = ref_dead(raw, budget=20_000)
                if expected is None:
                    skipped += 1
                    continue
                checked += 1
                pats += expected
                assert _pat_declared(events) == expected, (seed, action, events)
    print(f"\nPat exactness: {checked} positions checked, {pats} dead, {skipped} skipped")
    assert checked > 1000 and pats > 0
    assert skipped <= checked // 100


# --- Queen piles in play (NUS-8, NUS-10) ----------------------------------------------------------------------


def _queen_pile_plays(options: NusicleOptions, deals: int) -> Counter[str]:
    """Random one-deal matches: every ``play`` onto a Queen pile, by the kind of top card it went on."""
    seen: Counter[str] = Counter()
    for m in range(deals):
        chooser = random.Random(m)
        state = N.new_match(2, msgspec.structs.replace(options, deals=1), seed=60_000 + m)
        while state.turn is not None:
            action = chooser.choice(N.legal_actions(state, state.turn))
            if isinstance(action, N.NusiclePlay):
                pile = state.piles[action.pile]
                if _r(codes([building.governing(pile)])[0]) == "Q":
                    top, card = codes([pile[-1]])[0], action.card
                    if _r(top) == "Q":
                        seen["fresh_face" if _r(card) in ("J", "K") else "fresh_number"] += 1
                    else:
                        seen["adjacent"] += 1
                        seen["wrap"] += {_r(card), _r(top)} == {"2", "K"}
            state, _ = N.apply(state, state.turn, action)
    return seen


def test_queen_piles_build_by_adjacent_rank_in_random_deals_NUS_8_NUS_10() -> None:
    """With ``queen_pile_start=adjacent_to_queen`` every card that goes on a Queen pile is a J or K, each of which
    changes the pile at once, so the Queen's rule never applies; by default number cards start fresh Queen
    piles and NUS-8 then applies from them on; with ``queen_wrap`` a K follows a 2 on a Queen pile."""
    deals = max(20, playout_count(25) * 4)
    old = _queen_pile_plays(O(queen_pile_start="adjacent_to_queen"), deals)
    assert old["fresh_face"] > 0 and set(old) == {"fresh_face"}, old
    new = _queen_pile_plays(O(), deals)
    assert new["fresh_number"] > 0 and new["fresh_face"] > 0 and new["adjacent"] > 0 and new["wrap"] == 0, new
    wrapped = _queen_pile_plays(O(queen_wrap=True), deals)
    assert wrapped["wrap"] > 0, wrapped
    print(
        f"\nQueen-pile plays in {deals} deals: adjacent_to_queen {dict(old)}, default {dict(new)}, wrap {dict(wrapped)}"
    )
