"""The view fields every variant shares (engine/views.py), checked for each registered variant."""

from __future__ import annotations

import pytest

from engine.errors import IllegalAction
from engine.registry import Variant, variants


@pytest.fixture(params=sorted(variants()))
def variant(request: pytest.FixtureRequest) -> Variant:
    return variants()[request.param]


def test_a_seat_off_the_table_has_no_view(variant: Variant) -> None:
    state = variant.new_match(variant.min_players, variant.options_type(), seed=7)
    for seat in (-1, variant.min_players):
        with pytest.raises(IllegalAction) as info:
            variant.view(state, seat)
        assert info.value.code == "unknown_seat"


def test_each_seat_sees_its_own_hand_and_counts_of_the_rest(variant: Variant) -> None:
    state = variant.new_match(variant.min_players, variant.options_type(), seed=7)
    spectator = variant.view(state, None)
    assert spectator.hand is None
    assert spectator.legal_actions == []
    assert spectator.hand_counts == [len(hand) for hand in state.hands]
    assert spectator.stock_count == len(state.stock)
    assert (spectator.version, spectator.players, spectator.turn) == (0, variant.min_players, state.turn)
    assert (spectator.deal.number, spectator.deal.dealer) == (state.book.deal, state.book.dealer)
    assert spectator.score_direction == variant.score_direction
    for seat in range(variant.min_players):
        seen = variant.view(state, seat)
        assert seen.seat == seat
        assert seen.hand is not None and len(seen.hand) == len(state.hands[seat])
        assert seen.legal_actions == variant.legal_actions(state, seat)
