"""Claiming the seat to act in every variant (engine/claim.py): what the state decides about a claim, the
claimed seat marked and played by the house bot, and a claimer who then resigns. Whether the seat was
disconnected long enough is the service's check (tests/service/test_presence.py)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from engine.claim import is_claim
from engine.errors import IllegalAction
from engine.events import redact
from engine.registry import Variant, variants
from service.matches.autoplay import play_for_seats

VARIANTS = list(variants().values())


def _action(variant: Variant, kind: str) -> Any:
    return msgspec.convert({"type": kind}, variant.action_type)


def _refused(variant: Variant, state: Any, seat: int) -> str:
    with pytest.raises(IllegalAction) as refused:
        variant.apply(state, seat, _action(variant, "claim"))
    return refused.value.code


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
def test_a_claim_needs_the_option_and_another_seat_than_the_one_to_act(variant: Variant) -> None:
    plain = variant.new_match(2, variant.options_type(), seed=5)
    assert _refused(variant, plain, 1 - variant.turn(plain)) == "claim_disabled"
    state = variant.new_match(2, variant.options_type(disconnect_grace_s=5), seed=5)
    assert _refused(variant, state, variant.turn(state)) == "claim_own_seat"
    for seat in range(2):
        assert not any(is_claim(a) for a in variant.legal_actions(state, seat))  # it depends on time: never listed


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
def test_the_claimed_seat_is_marked_resigned_and_the_house_bot_plays_it(variant: Variant) -> None:
    state = variant.new_match(2, variant.options_type(disconnect_grace_s=5), seed=11)
    target = variant.turn(state)
    claimer = 1 - target
    after, events = variant.apply(state, claimer, _action(variant, "claim"))
    assert [redact(e, None) for e in events] == [{"type": "claimed", "seat": target, "by": claimer}]
    assert msgspec.json.decode(
        msgspec.json.encode({"seq": 1, **redact(events[0], None)}), type=variant.event_type, strict=True
    )
    assert after.version == state.version + 1 and variant.turn(after) == target
    assert variant.view(after, None).resigned == [s == target for s in range(2)]
    assert variant.view(after, target).legal_actions == []
    played, moves = play_for_seats(variant, after)
    assert moves and all(seat == target for seat, _, _ in moves)
    assert variant.turn(played) in (claimer, None)
    if variant.turn(played) is not None:
        assert _refused(variant, played, target) == "seat_resigned"  # the claimed seat claims nothing back


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
def test_a_claimer_who_resigns_in_a_two_seat_match_loses_to_the_house_bot(variant: Variant) -> None:
    state = variant.new_match(2, variant.options_type(disconnect_grace_s=5), seed=2)
    claimer = 1 - variant.turn(state)
    after, _ = variant.apply(state, claimer, _action(variant, "claim"))
    ended, events = variant.apply(after, claimer, _action(variant, "resign"))
    assert events[-1].type == "match_ended" and variant.view(ended, None).winners == [1 - claimer]
