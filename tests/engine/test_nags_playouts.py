"""Random Nags matches over player counts and house rules, checking the engine's invariants after every action.

Conservation counts the four horses as cards (docs/rules/nags.md). ``OSMICA_PLAYOUTS=<n>`` sets the matches per
configuration for a long run.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import msgspec
import pytest

from engine.bots import playable
from engine.cards import code, rank
from engine.variants.nags import VARIANT as NAGS
from engine.variants.nags import NagsOptions, NagsPlay, NagsState, NagsTurnStock
from tests.engine.harness import Stats, playout_count, run_playouts, scramble_hands_and_stock

#: House-rule sets of the grid; each runs with every player count 2..5.
OPTION_GRID: list[NagsOptions] = [
    NagsOptions(),
    NagsOptions(multi_card_play=True, voluntary_stock_turn=True),
    NagsOptions(rank_wrap=False, starter_opens_direction_choice=False, first_player="lowest_two"),
    NagsOptions(starter_horse_effect="rebury", horse_duplicate_procedure="reject_each_duplicate", deals=2),
    NagsOptions(starter_horse_effect="credit_nobody", stall_limit=4, multi_card_play=True, first_dealer=0),
    NagsOptions(hand_size=5, rank_wrap=False, voluntary_stock_turn=True, stall_limit=30, deals=3),
]
CONFIGS: list[tuple[int, NagsOptions]] = [(players, opts) for opts in OPTION_GRID for players in range(2, 6)]


def _mores(c: int) -> list[Any]:
    same = [d for d in range(52) if rank(d) == rank(c) and d != c]
    return [
        *(NagsPlay(card=code(c), more=[code(d)]) for d in same),
        NagsPlay(card=code(c), more=[code(d) for d in same]),
        NagsPlay(card=code(c), more=[code((c + 4) % 52)]),
        NagsPlay(card=code(c), more=[code(c)]),
        NagsPlay(card=code(c), more=[]),
    ]


SINGLES: list[Any] = [NagsTurnStock(), *(NagsPlay(card=code(c)) for c in range(52))]
MORES: list[list[Any]] = [_mores(c) for c in range(52)]


def universe(state: NagsState, seat: int) -> list[Any]:
    """Every card as a single play, the stock turn, and for the seat's cards and the top card every kind of
    ``more``: each other card of the rank, all of them, a card of another rank, the card itself, and none."""
    out = list(SINGLES)
    for c in {*state.hands[seat], state.pile[-1]}:
        out.extend(MORES[c])
    return out


def test_random_playouts_keep_every_invariant() -> None:
    per_config = playout_count(10)
    stats: Stats = run_playouts(NAGS, CONFIGS, per_config, universe, scramble_hands_and_stock, view_every=3)
    assert stats.matches == per_config * len(CONFIGS)
    assert stats.rejected > 0
    assert stats.ends["went_out"] > 0
    assert stats.ends["stalled"] > 0
    assert stats.ends["voided"] == 0
    print(f"nags playouts: {stats.matches} matches, {stats.actions} actions, ends {dict(stats.ends)}")


@pytest.mark.parametrize("players", range(2, 6))
def test_same_seed_same_match(players: int) -> None:
    a = NAGS.new_match(players, NagsOptions(), seed=99)
    b = NAGS.new_match(players, NagsOptions(), seed=99)
    assert msgspec.msgpack.encode(a) == msgspec.msgpack.encode(b)
    assert msgspec.msgpack.encode(a) != msgspec.msgpack.encode(NAGS.new_match(players, NagsOptions(), seed=100))


def _dead_after(state: NagsState, action: Any) -> bool:
    """NAG-16 from the wording, for the position ``action`` leaves (worked out from the state before it, since a
    deal's end deals the next one at once): no hand card of the same rank as a stock or pile card, or next to it."""
    played = [] if isinstance(action, NagsTurnStock) else [action.card, *(action.more or [])]
    hands = [[code(c) for c in hand] for hand in state.hands]
    hands[state.turn] = [c for c in hands[state.turn] if c not in played]
    seen = {rank(c) for c in (*state.stock, *state.pile)} | {RANK_OF[c] for c in played}
    wrap = state.options.rank_wrap
    near = {r + d for r in seen for d in (-1, 0, 1)}
    if wrap:
        near |= {14 for r in seen if r == 2} | {2 for r in seen if r == 14}
    return not any(RANK_OF[c] in near for hand in hands for c in hand)


RANK_OF = {code(c): rank(c) for c in range(52)}


def test_five_player_deals_stall_only_when_dead_NAG_16() -> None:
    """Default options, five players, random legal actions: no deal ends ``stalled`` unless it is dead, none
    reaches the safety cap. Also counts the deals the former default cap (stock + pile consecutive stock turns)
    would have ended. ``OSMICA_PLAYOUTS=400`` plays 2,000 deals."""
    matches = playout_count(40)
    ends: Counter[str] = Counter()
    old_cap_deals = longest = longest_deal = actions = 0
    for m in range(matches):
        chooser = random.Random(m)
        state = NAGS.new_match(5, NagsOptions(), seed=70_000 + m)
        old_cap_hit = False
        while state.turn is not None:
            action = chooser.choice(playable(NAGS, state, state.turn))
            dead = _dead_after(state, action)
            before = state
            state, events = NAGS.apply(state, state.turn, action)
            actions += 1
            ended = [e.data["reason"] for e in events if e.type == "deal_ended"]
            if isinstance(action, NagsTurnStock) and not ended:
                longest = max(longest, state.stall_count)
                old_cap_hit = old_cap_hit or state.stall_count >= len(state.stock) + len(state.pile)
            for reason in ended:
                longest_deal = max(longest_deal, before.deal_actions + 1)
                ends[reason] += 1
                old_cap_deals += old_cap_hit
                old_cap_hit = False
                assert reason != "stalled" or dead, (m, before.book.deal)
                assert reason == "stalled" or not dead
    assert ends["voided"] == 0 and ends["stalled"] == 0 and ends["went_out"] == 5 * matches
    print(
        f"\nnags 5-player deals: {sum(ends.values())}, ends {dict(ends)}, {actions} actions, longest deal "
        f"{longest_deal} actions, longest run of stock turns {longest}, deals the former cap would have stalled "
        f"{old_cap_deals}"
    )
