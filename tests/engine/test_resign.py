"""Resigning in every variant (engine/resign.py): listed last for every seat in play, the end of a two-sided
match, the resigned seat of a larger table played by the house bot, and replays that reproduce it."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from engine.bots import bot_rng, decide, playable
from engine.errors import IllegalAction
from engine.registry import Variant, variants
from engine.resign import is_resign

VARIANTS = list(variants().values())
LARGER = [v for v in VARIANTS if v.max_players >= 3]


def _resign(variant: Variant) -> Any:
    return msgspec.convert({"type": "resign"}, variant.action_type)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
def test_every_seat_in_play_lists_resign_last(variant: Variant) -> None:
    players = min(3, variant.max_players)
    state = variant.new_match(players, variant.options_type(), seed=4)
    for seat in range(players):
        legal = variant.legal_actions(state, seat)
        assert legal[-1] == _resign(variant) and not any(is_resign(a) for a in legal[:-1])
        assert variant.view(state, seat).legal_actions == legal
    assert variant.view(state, None).resigned == [False] * players


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
def test_resigning_in_a_two_player_match_ends_it_and_the_other_seat_wins(variant: Variant) -> None:
    state = variant.new_match(2, variant.options_type(), seed=9)
    off_turn = 1 - variant.turn(state)
    after, events = variant.apply(state, off_turn, _resign(variant))
    assert [e.type for e in events] == ["resigned", "deal_ended", "match_ended"]
    assert events[0].seat == off_turn and events[1].data["reason"] == "resigned"
    seen = variant.view(after, None)
    assert seen.status == "finished" and seen.turn is None and seen.winners == [1 - off_turn]
    assert seen.deal_results[-1].reason == "resigned" and seen.version == state.version + 1
    assert variant.legal_actions(after, 0) == [] == variant.legal_actions(after, 1)
    with pytest.raises(IllegalAction) as refused:
        variant.apply(after, 1 - off_turn, _resign(variant))
    assert refused.value.code == "match_over"


def test_resigning_in_partnership_play_ends_the_match_and_the_other_side_wins() -> None:
    variant = variants()["crazy-eights"]
    options = variant.options_type(partnership=True)
    state = variant.new_match(4, options, seed=3)
    after, events = variant.apply(state, 2, _resign(variant))
    assert variant.view(after, 1).winners == [1, 3]
    assert events[-2].data == {"deal": 1, "reason": "resigned", "scores": [0, 0]}


@pytest.mark.parametrize("variant", LARGER, ids=lambda v: v.id)
def test_a_resigned_seat_of_a_larger_table_is_marked_and_played_by_the_house_bot(variant: Variant) -> None:
    state = variant.new_match(3, variant.options_type(), seed=21)
    seat = variant.turn(state)
    after, events = variant.apply(state, seat, _resign(variant))
    assert [(e.type, e.seat) for e in events] == [("resigned", seat)]
    assert variant.view(after, None).resigned == [s == seat for s in range(3)]
    assert variant.turn(after) == seat and variant.view(after, seat).legal_actions == []
    bot_legal = variant.legal_actions(after, seat)
    assert bot_legal and not any(is_resign(a) for a in bot_legal)
    with pytest.raises(IllegalAction) as twice:
        variant.apply(after, seat, _resign(variant))
    assert twice.value.code == "seat_resigned"
    move = decide(variant, after, seat, "greedy", bot_rng(1))
    played, _ = variant.apply(after, seat, move)
    assert variant.turn(played) != seat or played.version == after.version + 1


@pytest.mark.parametrize("variant", LARGER, ids=lambda v: v.id)
def test_when_one_seat_is_left_it_wins_and_a_replay_reproduces_the_match(variant: Variant) -> None:
    state = variant.new_match(3, variant.options_type(), seed=5)
    history: list[tuple[int, Any]] = []
    for seat in (0, 2):
        history.append((seat, _resign(variant)))
        state, _ = variant.apply(state, seat, _resign(variant))
    assert variant.view(state, None).winners == [1]
    assert state.book.results[-1].reason == "resigned"
    replay = variant.new_match(3, variant.options_type(), seed=5)
    for seat, action in history:
        replay, _ = variant.apply(replay, seat, action)
    assert msgspec.msgpack.encode(replay) == msgspec.msgpack.encode(state)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
def test_bots_never_choose_resign(variant: Variant) -> None:
    state = variant.new_match(2, variant.options_type(), seed=8)
    for k in range(30):
        seat = variant.turn(state)
        if seat is None:
            break
        assert playable(variant, state, seat) == variant.legal_actions(state, seat)[:-1]
        state, _ = variant.apply(state, seat, decide(variant, state, seat, "random", bot_rng(k)))
