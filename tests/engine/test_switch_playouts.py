"""Random Switch matches over player counts and house rules, checking the engine's invariants after every action.

The random players call "Last card" on most plays that leave one card and forget it on the others (decided
from the state, so a replay makes the same calls), so both the penalty and the challenge window are exercised
and deals still end; and they choose a play more often than a draw (see :func:`_players`). A deal of Switch
can block only in a state built for a test (with a whole deck in play someone always holds a card of the top
card's suit or an ace), so random matches end by going out, or rarely by the safety cap.
``OSMICA_PLAYOUTS=<n>`` sets the matches per configuration for a long run (25 configurations).
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any

import msgspec
import pytest

from engine.cards import code
from engine.events import Event
from engine.registry import Variant, get
from engine.variants.switch import (
    SwitchAction,
    SwitchChallenge,
    SwitchDraw,
    SwitchOptions,
    SwitchPass,
    SwitchPlay,
    SwitchState,
)
from tests.engine.harness import Stats, playout_count, run_playouts, scramble_hands_and_stock

SWITCH = get("switch")

#: House-rule sets of the grid, each with the player counts it runs with; together every option of §8.1
#: takes each of its values. ``target=1`` ends a match with its first scored deal, which keeps the run short.
OPTION_GRID: list[tuple[SwitchOptions, tuple[int, ...]]] = [
    (SwitchOptions(), (2, 3, 4, 5, 6, 7, 8)),
    (
        SwitchOptions(
            counter_twos_fours="optional",
            counter_jack="forced_if_able",
            mix_twos_fours=True,
            wild_on_pending=True,
            starter_trick_card="as_dealer_play",
            target=1,
        ),
        (2, 3, 4, 6, 8),
    ),
    (
        SwitchOptions(
            last_card_enforcement="challenge",
            drawn_card_playable=False,
            starter_trick_card="ignore",
            deck_rule="pagat",
            first_dealer=0,
        ),
        (2, 3, 5, 6, 8),
    ),
    (
        SwitchOptions(
            two_cap=4,
            four_cap=24,
            infraction_penalty_cards=3,
            hand_size=3,
            target=60,
            last_card_enforcement="challenge",
            wild_on_pending=True,
        ),
        (2, 4, 7),
    ),
    # Big hands and a short stock: the pile is reshuffled into the stock again and again.
    (SwitchOptions(hand_size=17, infraction_penalty_cards=0, drawn_card_playable=False, target=1), (2,)),
    (SwitchOptions(hand_size=12, starter_trick_card="ignore", infraction_penalty_cards=0, target=1), (3, 4)),
    # One card each: trick starters act at once and deals often end on the first play.
    (SwitchOptions(hand_size=1, starter_trick_card="as_dealer_play", counter_jack="forced_if_able", target=1), (5, 8)),
]
CONFIGS: list[tuple[int, SwitchOptions]] = [(players, opts) for opts, counts in OPTION_GRID for players in counts]


def _players(variant: Variant, weight: int = 3) -> Variant:
    """The variant as random players drive it.

    They call "Last card" on four plays in five (picked from the state alone, so a replay makes the same
    calls), and they prefer playing to drawing: ``legal_actions`` lists every play ``weight`` times. The list
    holds exactly the legal bodies, so every check of the harness is unchanged; only the random choice is
    weighted. (Uniform random players hover around ten cards and need over a thousand actions per deal, which
    would make a few hundred matches per run far too slow.) ``apply`` is pure, so the results for the state
    at hand are remembered and the repeated bodies are not worked out again.
    """
    memo: dict[tuple[int, SwitchAction], tuple[SwitchState, list[Event]]] = {}
    current: list[SwitchState] = []

    def legal_actions(state: SwitchState, seat: int) -> list[SwitchAction]:
        return [a for a in variant.legal_actions(state, seat) for _ in range(weight if type(a) is SwitchPlay else 1)]

    def apply(state: SwitchState, seat: int, action: SwitchAction) -> tuple[SwitchState, list[Event]]:
        if type(action) is SwitchPlay and (state.version * 31 + seat) % 5:
            called = msgspec.structs.replace(action, announce_last=True)
            if called in variant.legal_actions(state, seat):
                action = called
        if not current or current[0] is not state:
            memo.clear()
            current[:] = [state]
        key = (seat, action)
        if key not in memo:
            memo[key] = variant.apply(state, seat, action)
        return memo[key]

    return dataclasses.replace(variant, legal_actions=legal_actions, apply=apply)


PLAYERS = _players(SWITCH)


#: Per card: the plain play and the play naming each suit.
_BODIES: list[list[Any]] = [
    [SwitchPlay(card=code(c)), *(SwitchPlay(card=code(c), named_suit=s) for s in ("S", "H", "D", "C"))]
    for c in range(52)
]
_WINDOW = 8


def universe(state: SwitchState, seat: int) -> list[Any]:
    """Draw, pass, a challenge of every seat, and plays with and without each named suit of the seat's own
    cards, the top card and a window of other cards that moves with the version, so that every card code is
    offered over a match (a full 52 x 5 list at every step would dominate the run time)."""
    own = set(state.hands[seat])
    others = {(state.version * _WINDOW + i) % 52 for i in range(_WINDOW)}
    others.add(state.pile[-1])
    out: list[Any] = [SwitchDraw(), SwitchPass(), *(SwitchChallenge(seat=k) for k in range(state.players))]
    for c in sorted(own | others):
        out.extend(_BODIES[c] if c in own or c == state.pile[-1] else _BODIES[c][:2])
    return out


def test_random_playouts_keep_every_invariant() -> None:
    per_config = playout_count(10)
    start = time.perf_counter()
    stats: Stats = run_playouts(
        PLAYERS, CONFIGS, per_config, universe, scramble_hands_and_stock, view_every=4, illegal_samples=4
    )
    elapsed = time.perf_counter() - start
    assert stats.matches == per_config * len(CONFIGS)
    assert stats.rejected > 0
    assert stats.ends["went_out"] > 0
    assert set(stats.ends) <= {"went_out", "blocked", "voided"}
    print(
        f"switch playouts: {stats.matches} matches, {stats.actions} actions in {elapsed:.1f} s, ends {dict(stats.ends)}"
    )


@pytest.mark.parametrize("players", range(2, 9))
def test_same_seed_same_match(players: int) -> None:
    a = SWITCH.new_match(players, SwitchOptions(), seed=99)
    b = SWITCH.new_match(players, SwitchOptions(), seed=99)
    assert msgspec.msgpack.encode(a) == msgspec.msgpack.encode(b)
    assert msgspec.msgpack.encode(a) != msgspec.msgpack.encode(SWITCH.new_match(players, SwitchOptions(), seed=100))
