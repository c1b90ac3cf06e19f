"""Clients that know no rule, only ``legal_actions`` (a view's contract), finish every match of every variant.

A *random client* sends, at every step, one entry chosen uniformly among everything listed for every seat (the
seat to act's turn, and an open challenge for the others); over at least 200 seeded matches per variant it
finishes every one within :data:`STEP_CAP` actions. A *first-entry client* always sends the first entry listed
for the seat to act: where a play leaves the player at the last-card count it is the one with
``announce_last``, so it never draws a missed-call penalty (SWI-8, SLO-10).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.bots import playable
from engine.events import Event
from engine.registry import Variant, get
from engine.variants.crazy_eights import CrazyEightsOptions
from engine.variants.nags import NagsOptions
from engine.variants.nusicle import NusicleOptions
from engine.variants.super_crazy_eights import SuperCrazyEightsOptions
from engine.variants.switch import SwitchOptions

MATCHES = 200
STEP_CAP = 20_000
"""Actions a match may take; the slowest random matches here need a few thousand."""

SHORT = (5, 1, 2)
"""A short Super Crazy Eights schedule (deals of 5, 1 and 2 cards): a random 15-deal match takes ~10,000 actions."""

#: Per variant, the (players, options) cycled over the seeded matches: every player count, and the options that
#: change what is listed (the call's mode and enforcement, the draw rules).
CONFIGS: dict[str, list[tuple[int, Any]]] = {
    "crazy-eights": [
        (2, CrazyEightsOptions()),
        (3, CrazyEightsOptions(draw_mode="single")),
        (4, CrazyEightsOptions(partnership=True)),
        (5, CrazyEightsOptions(draw_mode="max_n", stock_exhausted="reshuffle_keep_top")),
        (8, CrazyEightsOptions(voluntary_draw=False)),
    ],
    "switch": [
        (2, SwitchOptions(target=20)),
        (3, SwitchOptions(target=20, last_card_enforcement="challenge")),
        (4, SwitchOptions(target=20, wild_on_pending=True, mix_twos_fours=True)),
        (2, SwitchOptions(target=20, last_card_enforcement="challenge", counter_twos_fours="optional")),
        (6, SwitchOptions(target=20)),
    ],
    "super-crazy-eights": [
        (2, SuperCrazyEightsOptions(deal_schedule=SHORT)),
        (3, SuperCrazyEightsOptions(deal_schedule=SHORT, last_card_mode="last")),
        (4, SuperCrazyEightsOptions(deal_schedule=SHORT, last_card_enforcement="challenge")),
        (5, SuperCrazyEightsOptions(deal_schedule=SHORT, last_card_mode="off", reshuffle_keep_top=True)),
        (2, SuperCrazyEightsOptions(deal_schedule=(2, 1))),
    ],
    "nags": [
        (2, NagsOptions()),
        (3, NagsOptions(multi_card_play=True)),
        (5, NagsOptions(hand_size=5, voluntary_stock_turn=True)),
        (4, NagsOptions(starter_horse_effect="rebury", horse_duplicate_procedure="reject_each_duplicate")),
    ],
    "nusicle": [
        (2, NusicleOptions(deals=3)),
        (2, NusicleOptions(deals=2, pass_rule="free", pat_rule="two_passes")),
    ],
}


def missed_calls(events: list[Event]) -> int:
    return sum(e.type == "penalty" and e.data.get("reason") == "last_card" for e in events)


def random_client(variant: Variant, players: int, options: Any, seed: int) -> tuple[int, int]:
    """Play one match with the random client; (actions, missed-call penalties)."""
    chooser = random.Random(seed)
    state = variant.new_match(players, options, seed=seed)
    steps = penalties = 0
    while variant.turn(state) is not None:
        listed = [(seat, a) for seat in range(players) for a in playable(variant, state, seat)]  # never resign
        seat, action = chooser.choice(listed)
        state, events = variant.apply(state, seat, action)
        penalties += missed_calls(events)
        steps += 1
        assert steps < STEP_CAP, f"{variant.id} seed {seed}: the random client did not finish"
    return steps, penalties


def first_entry_client(variant: Variant, players: int, options: Any, seed: int) -> int:
    """Play one match sending the first listed entry of the seat to act; the missed-call penalties drawn."""
    state = variant.new_match(players, options, seed=seed)
    steps = penalties = 0
    while (seat := variant.turn(state)) is not None:
        state, events = variant.apply(state, seat, variant.legal_actions(state, seat)[0])
        penalties += missed_calls(events)
        steps += 1
        assert steps < STEP_CAP, f"{variant.id} seed {seed}: the first-entry client did not finish"
    return penalties


@pytest.mark.parametrize("variant_id", list(CONFIGS))
def test_a_random_client_finishes_every_match(variant_id: str) -> None:
    variant = get(variant_id)
    configs = CONFIGS[variant_id]
    penalties = 0
    for seed in range(1, MATCHES + 1):
        players, options = configs[seed % len(configs)]
        _, missed = random_client(variant, players, options, seed)
        penalties += missed
    if variant_id in ("switch", "super-crazy-eights"):
        assert penalties > 0  # the unannounced entries are listed too, and a random client sends some of them


@pytest.mark.parametrize("variant_id", ["switch", "super-crazy-eights"])
def test_the_first_listed_entry_never_misses_the_call_SWI_8_SLO_10(variant_id: str) -> None:
    variant = get(variant_id)
    configs = CONFIGS[variant_id]
    for seed in range(1, MATCHES + 1):
        players, options = configs[seed % len(configs)]
        assert first_entry_client(variant, players, options, seed) == 0, f"seed {seed}"


def test_plays_at_the_last_card_count_are_listed_with_the_call_first_SWI_8_SLO_10() -> None:
    """Every listed entry with ``announce_last`` is followed by the same play without it, and only in the
    variants that have the call."""
    for variant_id, configs in CONFIGS.items():
        variant = get(variant_id)
        for seed, (players, options) in enumerate(configs):
            chooser = random.Random(seed)
            state = variant.new_match(players, options, seed=seed)
            for _ in range(400):
                seat = variant.turn(state)
                if seat is None:
                    break
                listed = variant.legal_actions(state, seat)
                for i, action in enumerate(listed):
                    if getattr(action, "announce_last", False):
                        assert variant_id in ("switch", "super-crazy-eights")
                        plain = listed[i + 1]
                        assert plain.announce_last is False and plain.card == action.card
                state, _ = variant.apply(state, seat, chooser.choice(listed))
