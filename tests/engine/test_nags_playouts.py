"""Random Nags matches over player counts and house rules, checking the engine's invariants after every action.

Conservation counts the four horses as cards (RULES.md §9.8). ``OSMICA_PLAYOUTS=<n>`` sets the matches per
configuration for a long run.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

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
    assert stats.ends["capped"] == 0
    print(f"nags playouts: {stats.matches} matches, {stats.actions} actions, ends {dict(stats.ends)}")


@pytest.mark.parametrize("players", range(2, 6))
def test_same_seed_same_match(players: int) -> None:
    a = NAGS.new_match(players, NagsOptions(), seed=99)
    b = NAGS.new_match(players, NagsOptions(), seed=99)
    assert msgspec.msgpack.encode(a) == msgspec.msgpack.encode(b)
    assert msgspec.msgpack.encode(a) != msgspec.msgpack.encode(NAGS.new_match(players, NagsOptions(), seed=100))
