"""Turn clocks in the engine (engine/clock.py): the options of every variant, Switch's penalty (SWI-9), the count
of timeouts in a row and abandonment."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from engine.clock import abandoned_seats, played, time_out, timeouts
from engine.errors import IllegalAction
from engine.obligations import Pending
from engine.registry import Variant, get, variants
from engine.variants.switch.model import TWO


def _timed_out(variant: Variant, state: Any) -> tuple[Any, list[Any]]:
    seat = state.turn
    action = None if variant.time_out is not None else variant.legal_actions(state, seat)[0]
    return time_out(variant.apply, variant.time_out, state, seat, action)


@pytest.mark.parametrize("variant_id", list(variants()))
def test_every_variant_has_the_clock_options_within_the_contract_bounds(variant_id: str) -> None:
    options_type = get(variant_id).options_type
    defaults = options_type()
    assert defaults.turn_timeout_s is None and defaults.abandon_after == 3
    for seconds in (5, 86400):
        assert msgspec.convert({"turn_timeout_s": seconds}, options_type).turn_timeout_s == seconds
    for bad in ({"turn_timeout_s": 4}, {"turn_timeout_s": 86401}, {"abandon_after": 0}):
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert(bad, options_type)


def test_a_switch_player_out_of_time_draws_two_and_his_turn_ends_SWI_9() -> None:
    variant = get("switch")
    state = variant.new_match(3, msgspec.convert({"turn_timeout_s": 30}, variant.options_type), seed=9)
    seat = state.turn
    held = len(state.hands[seat])
    after, events = _timed_out(variant, state)
    assert [e.type for e in events] == ["timed_out", "penalty", "passed"]
    assert events[1].data == {"count": 2, "reason": "timeout"} and len(events[1].private["cards"]) == 2
    assert len(after.hands[seat]) == held + 2
    assert after.turn != seat and after.version == state.version + 1
    assert timeouts(after)[seat] == 1 and not abandoned_seats(after)[seat]
    assert sorted(variant.cards(after)) == sorted(variant.cards(state))


def test_a_switch_pick_up_left_unanswered_is_drawn_before_the_timeout_penalty_SWI_9() -> None:
    variant = get("switch")
    state = variant.new_match(2, msgspec.convert({"turn_timeout_s": 30}, variant.options_type), seed=4)
    state = msgspec.structs.replace(state, pending=Pending(rank=TWO, count=4))
    seat = state.turn
    held = len(state.hands[seat])
    after, events = _timed_out(variant, state)
    assert [e.type for e in events] == ["timed_out", "drew", "penalty"]
    assert events[1].data == {"count": 4}
    assert len(after.hands[seat]) == held + 6 and after.pending is None and after.turn != seat


@pytest.mark.parametrize("variant_id", [v for v in variants() if v != "switch"])
def test_elsewhere_the_house_bots_move_is_the_timeout(variant_id: str) -> None:
    variant = get(variant_id)
    state = variant.new_match(2, msgspec.convert({"turn_timeout_s": 30}, variant.options_type), seed=12)
    seat = state.turn
    action = variant.legal_actions(state, seat)[0]
    expected, moved = variant.apply(state, seat, action)
    after, events = time_out(variant.apply, variant.time_out, state, seat, action)
    assert events[0].type == "timed_out" and events[0].seat == seat and events[1:] == moved
    assert after.hands == expected.hands and after.version == expected.version


def test_abandon_after_timeouts_in_a_row_and_a_players_move_starts_the_count_again() -> None:
    variant = get("crazy-eights")
    state = variant.new_match(
        2, msgspec.convert({"turn_timeout_s": 30, "abandon_after": 2}, variant.options_type), seed=3
    )
    seat = state.turn
    state, events = _timed_out(variant, state)
    assert timeouts(state)[seat] == 1 and "abandoned" not in events[0].data
    assert played(state, seat) is not state and timeouts(played(state, seat))[seat] == 0
    while state.turn != seat:  # the other seat plays (as a bot would: that is no move of ``seat``'s player)
        other = state.turn
        state, _ = variant.apply(state, other, variant.legal_actions(state, other)[0])
    state, events = _timed_out(variant, state)
    assert events[0].data == {"abandoned": True}
    assert abandoned_seats(state) == [seat == 0, seat == 1]
    assert variant.view(state, seat).legal_actions == []
    assert variant.view(state, seat).abandoned == abandoned_seats(state)


def test_only_the_seat_to_act_times_out() -> None:
    variant = get("nags")
    state = variant.new_match(2, msgspec.convert({"turn_timeout_s": 30}, variant.options_type), seed=1)
    with pytest.raises(IllegalAction) as refused:
        time_out(variant.apply, variant.time_out, state, 1 - state.turn, None)
    assert refused.value.code == "not_your_turn"
