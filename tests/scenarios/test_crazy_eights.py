"""Scenario tests of classic Crazy Eights, one or more per rule of docs/rules/crazy-eights.md (CE8-1 … CE8-18), the six
acceptance scenarios of §7.6, every house-rule option of §7.1, and bad input.

Each test fixes the cards (a preset deck, or a state built directly), narrates a few turns and asserts the seat
to act and the exact legal actions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import msgspec
import pytest

from engine.cards import code, deck, parse, sorted_hand
from engine.errors import IllegalAction, InvalidSetup
from engine.events import Event, redact
from engine.match import Book
from engine.registry import get
from engine.rng import seed_state
from engine.variants import crazy_eights as ce
from engine.variants.crazy_eights import (
    DRAW,
    PASS,
    CrazyEightsOptions,
    CrazyEightsPlay,
    CrazyEightsState,
    apply,
    legal_actions,
    new_match,
    view,
)


def P(card: str, suit: str | None = None) -> CrazyEightsPlay:
    return CrazyEightsPlay(card=card, named_suit=suit)  # type: ignore[arg-type]


def EIGHT(card: str) -> list[CrazyEightsPlay]:
    """An 8 as ``legal_actions`` lists it: once per suit, S H D C."""
    return [P(card, s) for s in "SHDC"]


def C(cards: str) -> list[int]:
    return [parse(c) for c in cards.split()]


def preset(players: int, hands: Sequence[str], starter: str, stock: str = "", copies: int = 1) -> list[str]:
    """Deal 1's deck, top first: the hands dealt one card at a time from seat 0, the starter, then the stock
    from its top card down, then every other card of the deck."""
    cards = [h.split() for h in hands]
    order = [cards[seat][i] for i in range(len(cards[0])) for seat in range(players)]
    order += [starter, *stock.split()]
    rest = Counter(code(c) for c in deck(copies))
    rest.subtract(order)
    assert all(n >= 0 for n in rest.values()), "a card is used too often"
    return order + [c for c in (code(x) for x in range(52)) for _ in range(rest[c])]


def table(
    players: int,
    hands: Sequence[str],
    top: str,
    stock: str = "",
    *,
    named: str | None = None,
    pile: str = "",
    turn: int = 0,
    scores: list[int] | None = None,
    **options: Any,
) -> CrazyEightsState:
    """A state built directly: these hands, this top card (``pile`` under it), ``stock`` from its top down."""
    state = new_match(players, CrazyEightsOptions(**options), seed=7)
    book = msgspec.structs.replace(state.book, scores=scores if scores is not None else list(state.book.scores))
    return msgspec.structs.replace(
        state,
        hands=[C(h) for h in hands],
        stock=C(stock)[::-1],
        pile=[*C(pile), parse(top)],
        named_suit=None if named is None else "SHDC".index(named),
        turn=turn,
        book=book,
    )


def act(state: CrazyEightsState, action: Any, seat: int | None = None) -> tuple[CrazyEightsState, list[Event]]:
    return apply(state, state.turn if seat is None else seat, action)


def moves(state: CrazyEightsState) -> list[Any]:
    assert state.turn is not None
    return legal_actions(state, state.turn)


def kinds(events: list[Event]) -> list[str]:
    return [e.type for e in events]


def rejects(state: CrazyEightsState, action: Any, code_: str, rule: str | None = None, seat: int | None = None) -> None:
    before = msgspec.msgpack.encode(state)
    with pytest.raises(IllegalAction) as info:
        act(state, action, seat)
    assert info.value.code == code_, info.value
    if rule is not None:
        assert info.value.rule == rule
    assert msgspec.msgpack.encode(state) == before


# --- Set-up -----------------------------------------------------------------------------------------------


def test_two_players_get_seven_from_52_cards_CE8_1() -> None:
    state = new_match(2, seed=1)
    assert [len(h) for h in state.hands] == [7, 7]
    assert len(ce.cards(state)) == 52
    assert len(state.stock) == 52 - 14 - 1


def test_more_players_get_five_from_104_cards_CE8_1() -> None:
    for players in (3, 5, 8):
        state = new_match(players, seed=1)
        assert [len(h) for h in state.hands] == [5] * players
        assert Counter(ce.cards(state)) == Counter(deck(2))


def test_pagat_deck_rule_one_deck_up_to_five_players_CE8_1() -> None:
    five = new_match(5, CrazyEightsOptions(deck_rule="pagat"), seed=1)
    six = new_match(6, CrazyEightsOptions(deck_rule="pagat"), seed=1)
    assert len(ce.cards(five)) == 52
    assert len(ce.cards(six)) == 104


def test_hand_size_option_CE8_1() -> None:
    state = new_match(3, CrazyEightsOptions(hand_size=9), seed=1)
    assert [len(h) for h in state.hands] == [9, 9, 9]
    assert view(state, None).options.hand_size == 9


def test_deal_is_one_card_at_a_time_from_next_of_dealer_CE8_1() -> None:
    hands = ["2S 3S 4S 5S 6S 7S 9S", "2H 3H 4H 5H 6H 7H 9H"]
    state = new_match(2, seed=3, deck=preset(2, hands, "KD", "QD JD"))
    assert state.hands == [C(hands[0]), C(hands[1])]
    assert state.pile == C("KD")
    assert state.stock[-2:] == C("JD QD")  # QD is the top, drawn next
    assert state.preset_deck


def test_acceptance_1_starter_eight_is_buried_CE8_2() -> None:
    hands = ["2S 3S 4S 5S 6S 7S 9S", "2H 3H 4H 5H 6H 7H 9H"]
    for seed in range(20):
        state = new_match(2, seed=seed, deck=preset(2, hands, "8D", "5C QD"))
        assert state.pile == C("5C"), "the next card is turned"
        assert parse("8D") in state.stock, "the 8 is in the stock"
        assert state.stock[-1] != parse("8D"), "never on top"
        assert len(state.stock) == 52 - 14 - 1


def test_starter_eights_in_a_row_are_all_buried_CE8_2() -> None:
    hands = ["2S 3S 4S 5S 6S 7S 9S", "2H 3H 4H 5H 6H 7H 9H"]
    state = new_match(2, seed=5, deck=preset(2, hands, "8D", "8C 8S JC"))
    assert state.pile == C("JC")
    assert set(C("8D 8C 8S")) <= set(state.stock)
    for seed in range(200):  # wherever the buried 8s land, the starter is never an 8
        state = new_match(2, seed=seed)
        assert code(state.pile[-1])[0] != "8"


def test_buried_starter_of_a_later_deal_is_shown_in_the_events_CE8_2() -> None:
    # with this PRNG state the shuffle for deal 2 turns 8S first: it is buried and the next card turned
    state = msgspec.structs.replace(table(2, ["5S", "2C 3C"], "5H", "2D"), rng=seed_state(9))
    state, events = act(state, P("5S"))
    assert kinds(events) == ["played", "deal_ended", "dealt", "buried", "starter"]
    assert events[3].data == {"card": "8S"} and events[4].data == {"card": "9S"}
    assert state.pile == C("9S") and parse("8S") in state.stock


def test_seat_after_dealer_leads_and_play_runs_in_seat_order_CE8_3() -> None:
    state = table(3, ["4S 9C", "4H 9C", "4D 9C"], "4C", "2D 3D")
    assert state.turn == 0
    state, _ = act(state, P("4S"))
    assert state.turn == 1
    state, _ = act(state, P("4H"))
    assert state.turn == 2
    state, _ = act(state, P("4D"))
    assert state.turn == 0
    assert new_match(4, seed=1).turn == 0  # dealer seat 3 by default
    assert view(new_match(4, seed=1), None).direction == 1


def test_first_dealer_option_CE8_3() -> None:
    state = new_match(4, CrazyEightsOptions(first_dealer=1), seed=1)
    assert state.book.dealer == 1
    assert state.turn == 2


# --- Play -------------------------------------------------------------------------------------------------


def test_legal_card_matches_rank_or_suit_CE8_4() -> None:
    state = table(2, ["9S 5D 5C KD 8H 2C", "3C 4C"], "5H", "2H 3H")
    # card order (rank, then S H D C); the 8 once per suit; then draw (voluntary_draw)
    assert moves(state) == [P("5D"), P("5C"), *EIGHT("8H"), DRAW]
    rejects(state, P("9S"), "card_does_not_match", "CE8-4")
    rejects(state, P("KD"), "card_does_not_match", "CE8-4")


def test_acceptance_2_named_suit_after_an_eight_CE8_4() -> None:
    state = table(2, ["5H 8S 5C", "3D 4D"], "8C", "2H 3H", named="H")
    assert moves(state) == [P("5H"), *EIGHT("8S"), DRAW]
    rejects(state, P("5C"), "card_does_not_match", "CE8-4")
    assert view(state, 0).named_suit == "H"


def test_eight_is_wild_and_names_any_suit_CE8_5() -> None:
    state = table(2, ["8D KS", "3C 4C 5C"], "2H", "2C 3H")
    assert moves(state) == [*EIGHT("8D"), DRAW]
    state, events = act(state, P("8D", "D"))  # its own suit may be named
    assert events[0].data == {"card": "8D", "named_suit": "D"}
    assert state.named_suit == 2 and view(state, None).named_suit == "D"
    assert moves(state) == [DRAW]  # seat 1 holds no diamond and no 8


def test_eight_requires_a_suit_unless_it_ends_the_deal_CE8_5() -> None:
    state = table(2, ["8D KS", "3C 4C 5C"], "2H", "2C 3H")
    rejects(state, P("8D"), "suit_required", "CE8-5")
    rejects(state, P("8D", "X"), "unknown_suit")
    last = table(2, ["8D", "3C 4C 5C"], "2H", "2C 3H")
    assert moves(last) == [P("8D"), DRAW]
    rejects(last, P("8D", "S"), "suit_not_allowed", "CE8-5")
    plain = table(2, ["2S KS", "3C 4C 5C"], "2H", "2C 3H")
    rejects(plain, P("2S", "S"), "suit_not_allowed", "CE8-5")
    after, events = act(last, P("8D"))
    assert events[1].type == "deal_ended" and after.book.results[0].scores == [12, 0]


def test_acceptance_3_until_playable_CE8_6() -> None:
    state = table(2, ["2S 4S 6C 7C 9D JD QS", "2H 3H"], "5H", "3S KH 4H")
    assert moves(state) == [DRAW]
    state, events = act(state, DRAW)
    assert events == [Event(type="drew", seat=0, data={"count": 1}, private={"cards": ["3S"]})]
    assert state.turn == 0 and moves(state) == [DRAW]
    state, _ = act(state, DRAW)
    assert state.turn == 0
    assert moves(state) == [P("KH")], "draw is no longer legal; play KH is"
    rejects(state, DRAW, "must_play", "CE8-6")
    rejects(state, PASS, "pass_not_allowed")
    assert view(state, 0).drawn_this_turn == 2
    state, _ = act(state, P("KH"))
    assert state.turn == 1 and view(state, 1).drawn_this_turn == 0


def test_until_playable_may_play_a_held_card_after_drawing_CE8_6() -> None:
    state = table(2, ["5S 9C", "2D 3D"], "5H", "2C QH")
    assert moves(state) == [P("5S"), DRAW]  # voluntary draw although 5S is legal
    state, _ = act(state, DRAW)  # 2C: not playable
    assert moves(state) == [P("5S"), DRAW]
    state, _ = act(state, DRAW)  # QH: playable, so a legal card must be played now, any one
    assert moves(state) == [P("5S"), P("QH")]


def test_voluntary_draw_off_draws_only_without_a_legal_card_CE8_6() -> None:
    state = table(2, ["5S 9C", "2D 3D"], "5H", "2C QH", voluntary_draw=False)
    assert moves(state) == [P("5S")]
    rejects(state, DRAW, "draw_not_allowed", "CE8-6")
    stuck = table(2, ["9C", "2D 3D"], "5H", "2C QH", voluntary_draw=False)
    assert moves(stuck) == [DRAW]


def test_single_draw_then_play_the_drawn_card_or_pass_CE8_6() -> None:
    state = table(2, ["5S 9C", "2D 3D"], "5H", "QH 2C", draw_mode="single")
    assert moves(state) == [P("5S"), DRAW]
    state, _ = act(state, DRAW)  # QH
    assert state.turn == 0
    assert moves(state) == [P("QH"), PASS]  # 5S, held before, may no longer be played
    rejects(state, P("5S"), "only_drawn_card", "CE8-6")
    rejects(state, DRAW, "draw_limit_reached", "CE8-6")
    passed, events = act(state, PASS)
    assert passed.turn == 1 and kinds(events) == ["passed"]
    played, _ = act(state, P("QH"))
    assert played.turn == 1 and played.pile[-1] == parse("QH")


def test_single_draw_of_an_unplayable_card_passes_automatically_CE8_6() -> None:
    state = table(2, ["9C", "2D 3D"], "5H", "2C QH", draw_mode="single")
    state, events = act(state, DRAW)  # 2C: the only action left is pass, which the server makes
    assert kinds(events) == ["drew", "passed"]
    assert events[1].seat == 0 and events[1].data == {"auto": True}
    assert state.turn == 1 and state.version == 1


def test_max_n_draws_up_to_n_then_may_pass_CE8_6() -> None:
    state = table(2, ["5S 9C", "2D 3D"], "5H", "QH 2C 3C", draw_mode="max_n", max_draw_cards=2)
    state, _ = act(state, DRAW)  # QH: playable, yet drawing may go on
    assert moves(state) == [P("5S"), P("QH"), DRAW]
    state, _ = act(state, DRAW)  # 2C: the limit is reached
    assert moves(state) == [P("5S"), P("QH"), PASS]
    rejects(state, DRAW, "draw_limit_reached", "CE8-6")
    state, events = act(state, PASS)
    assert state.turn == 1 and kinds(events) == ["passed"]
    assert view(state, None).options.max_draw_cards == 2


def test_max_n_without_a_legal_card_passes_automatically_at_the_limit_CE8_6() -> None:
    state = table(2, ["9C", "2D 3D"], "5H", "2C 3C 4C", draw_mode="max_n", max_draw_cards=2)
    state, _ = act(state, DRAW)
    assert moves(state) == [DRAW]
    state, events = act(state, DRAW)
    assert kinds(events) == ["drew", "passed"] and state.turn == 1


def test_max_n_stock_running_out_before_the_limit_CE8_7() -> None:
    state = table(2, ["5S 9C", "2D 3D"], "5H", "2C", draw_mode="max_n")
    state, _ = act(state, DRAW)  # the last card: a legal card is held, so it must be played (no pass)
    assert moves(state) == [P("5S")]
    rejects(state, PASS, "pass_not_allowed", "CE8-7")
    rejects(state, DRAW, "stock_empty", "CE8-7")


def test_empty_stock_legal_card_must_be_played_CE8_7() -> None:
    state = table(2, ["6H 6S 2D", "2C 3C"], "5H")
    assert moves(state) == [P("6H")]
    rejects(state, DRAW, "stock_empty", "CE8-7")
    rejects(state, PASS, "pass_not_allowed", "CE8-7")


def test_empty_stock_without_legal_card_passes_automatically_CE8_7() -> None:
    state = table(2, ["6H 6S 2D", "2C 3C"], "5H")
    state, events = act(state, P("6H"))
    assert kinds(events) == ["played", "passed"]  # seat 1 can neither play nor draw
    assert events[1].seat == 1
    assert state.turn == 0 and moves(state) == [P("6S")]
    assert state.version == 1


def test_stock_running_out_while_drawing_CE8_7() -> None:
    state = table(2, ["9C 6D", "6H 2S"], "5H", "2C")
    state, events = act(state, DRAW)  # the last card, unplayable; seat 0 has nothing more to do
    assert kinds(events) == ["drew", "passed"]
    assert state.turn == 1 and moves(state) == [P("6H")]


def test_going_out_ends_the_deal_CE8_8() -> None:
    state = table(2, ["5S", "2C 3C"], "5H", "2D 3D")
    state, events = act(state, P("5S"))
    assert kinds(events)[:3] == ["played", "deal_ended", "dealt"] and kinds(events)[-1] == "starter"
    assert events[1].data == {"deal": 1, "reason": "went_out", "scores": [5, 0]}
    assert state.book.deal == 2 and state.book.dealer == 0  # dealer rotates, seat 1 leads deal 2
    assert state.turn == 1
    assert [len(h) for h in state.hands] == [7, 7] and state.named_suit is None


def test_acceptance_4_blocked_deal_split_tie_CE8_9_CE8_12() -> None:
    # seat 0 draws the last stock card; nobody holds a diamond, a 9 or an 8: the deal blocks
    state = table(3, ["3S", "2C 2H", "KS QC 10H"], "9D", "AS")
    assert moves(state) == [DRAW]
    state, events = act(state, DRAW)
    assert kinds(events)[:2] == ["drew", "deal_ended"]
    assert events[1].data == {"deal": 1, "reason": "blocked", "scores": [13, 13, 0]}  # totals 4, 4, 30
    assert state.book.scores == [13, 13, 0]
    assert view(state, None).deal_results[0].reason == "blocked"


def test_a_held_eight_prevents_the_block_CE8_9() -> None:
    state = table(3, ["3S 8C", "2C 2H", "KS QC 10H"], "9D", "AS")
    state, events = act(state, DRAW)
    assert kinds(events) == ["drew"] and moves(state) == EIGHT("8C")


def test_reshuffle_keep_top_rebuilds_the_stock_CE8_9() -> None:
    state = table(2, ["9C 7C", "2D 3D"], "5H", pile="2S 3S 4S", stock_exhausted="reshuffle_keep_top")
    assert moves(state) == [DRAW]
    state, events = act(state, DRAW)
    assert kinds(events) == ["reshuffled", "drew"]
    assert events[0].data == {"count": 3}
    assert state.pile == C("5H") and len(state.stock) == 2
    assert state.hands[0][-1] in C("2S 3S 4S")


def test_reshuffle_keep_top_blocks_only_with_the_top_card_alone_CE8_9() -> None:
    state = table(2, ["9C 7C", "2D 3D"], "5H", "AC", stock_exhausted="reshuffle_keep_top")
    state, events = act(state, DRAW)
    assert kinds(events)[:2] == ["drew", "deal_ended"]
    assert events[1].data["reason"] == "blocked"
    assert events[1].data["scores"] == [0, 12]  # 9 + 7 + 1 = 17 against 2 + 3 = 5


def test_acceptance_6_card_values_CE8_10_CE8_11() -> None:
    state = table(2, ["5S", "8H KD AS 10C"], "5H", "2D")
    state, events = act(state, P("5S"))
    assert events[1].data["scores"] == [71, 0]  # 50 + 10 + 1 + 10


def test_going_out_scores_all_opponents_hands_CE8_11() -> None:
    state = table(4, ["JH", "2C 3C", "QS", "AS 4D 9C"], "JS", "2D")
    state, events = act(state, P("JH"))
    assert events[1].data["scores"] == [5 + 10 + 14, 0, 0, 0]
    assert state.book.scores == [29, 0, 0, 0]


@pytest.mark.parametrize(
    ("tie", "scores"),
    [("split_round_down", [13, 13, 0]), ("each_tied_full", [26, 26, 0]), ("none", [0, 0, 0])],
)
def test_block_tie_options_CE8_12(tie: str, scores: list[int]) -> None:
    state = table(3, ["3S", "2C 2H", "KS QC 10H"], "9D", "AS", block_tie=tie)
    state, events = act(state, DRAW)
    assert events[1].data["scores"] == scores


def test_blocked_lowest_scores_differences_and_rounds_down_CE8_12() -> None:
    state = table(4, ["3S", "2C 2H", "3C", "KS 10H 7C"], "9D", "AS", block_tie="split_round_down")
    state, events = act(state, DRAW)  # totals 4, 4, 3, 27: seat 2 alone is lowest
    assert events[1].data["scores"] == [0, 0, 1 + 1 + 24, 0]
    tied = table(4, ["3S", "2C 2H", "4C", "KS 10H 7C"], "9D", "AS")
    tied, events = act(tied, DRAW)  # totals 4, 4, 4, 27: 23 // 3 = 7 each
    assert events[1].data["scores"] == [7, 7, 7, 0]


def test_match_ends_at_target_with_the_single_highest_score_CE8_13() -> None:
    state = table(2, ["5S", "KS"], "5H", "2D", target=10)
    state, events = act(state, P("5S"))
    assert kinds(events) == ["played", "deal_ended", "match_ended"]
    assert events[2].data == {"winners": [0], "scores": [10, 0]}
    assert state.turn is None and state.book.status == "finished" and state.book.winners == [0]
    assert legal_actions(state, 0) == [] and legal_actions(state, 1) == []
    rejects(state, P("KS"), "match_over", seat=1)
    v = view(state, 0)
    assert v.status == "finished" and v.winners == [0] and v.turn is None


def test_default_target_is_fifty_per_player_CE8_13() -> None:
    assert new_match(3, seed=1).options.target == 150
    assert new_match(2, seed=1).options.target == 100


def test_shared_lead_at_target_plays_another_deal_CE8_13() -> None:
    state = table(
        3, ["3S", "2C 2H", "KS QC 10H"], "9D", "AS", block_tie="each_tied_full", target=100, scores=[80, 80, 0]
    )
    state, events = act(state, DRAW)  # +26 each: 106, 106, 0 — a shared lead
    assert "match_ended" not in kinds(events)
    assert state.book.scores == [106, 106, 0] and state.book.status == "playing"
    assert state.book.deal == 2 and state.book.dealer == 0 and state.turn == 1
    assert events[2].data == {"deal": 2, "dealer": 0, "hand_size": 5}


def test_named_suit_does_not_survive_into_the_next_deal_CE8_13() -> None:
    state = table(2, ["8S", "2C 3C"], "5H", "2D")
    state, _ = act(state, P("8S"))
    assert state.named_suit is None and view(state, None).named_suit is None
    assert state.drawn == 0


# --- Partnership ------------------------------------------------------------------------------------------


def test_partnership_needs_exactly_four_players_CE8_14() -> None:
    for players in (2, 3, 5, 6):
        with pytest.raises(InvalidSetup) as info:
            new_match(players, CrazyEightsOptions(partnership=True), seed=1)
        assert info.value.code == "invalid_options"
    state = new_match(4, CrazyEightsOptions(partnership=True), seed=1)
    assert [len(h) for h in state.hands] == [5] * 4 and len(ce.cards(state)) == 104
    v = view(state, 1)
    assert v.sides == [0, 1, 0, 1] and v.scores == [0, 0] and v.out == [False] * 4
    assert v.options.target == 200
    assert view(new_match(4, seed=1), None).sides is None


def test_acceptance_5_out_player_is_skipped_CE8_15() -> None:
    state = table(4, ["5H", "5S 9C", "5D 7D", "5C 2C"], "5S", "2D 3D", partnership=True)
    state, events = act(state, P("5H"))
    assert kinds(events) == ["played", "went_out"] and events[1].seat == 0
    assert view(state, None).out == [True, False, False, False]
    assert state.turn == 1
    state, _ = act(state, P("5S"))
    state, _ = act(state, P("5D"))
    state, _ = act(state, P("5C"))
    assert state.turn == 1, "seat 0 is skipped"
    assert legal_actions(state, 0) == []
    rejects(state, DRAW, "not_your_turn", seat=0)
    assert moves(state) == [P("9C"), DRAW]
    state, events = act(state, P("9C"))  # seat 1 out as well; seats 2 and 3 play on
    assert kinds(events) == ["played", "went_out"] and state.turn == 2
    assert view(state, None).out == [True, True, False, False]
    assert moves(state) == [DRAW]
    state, _ = act(state, DRAW)  # 2D
    state, events = act(state, DRAW)  # 3D, the last stock card: nothing to play, seat 2 passes
    assert kinds(events) == ["drew", "passed"] and state.turn == 3
    assert moves(state) == [P("2C")]
    state, events = act(state, P("2C"))  # seats 1 and 3 are both out: side 1 scores seat 2's 7 + 2 + 3
    assert events[1].data == {"deal": 1, "reason": "went_out", "scores": [0, 12]}


def test_going_out_with_an_eight_still_names_a_suit_CE8_15() -> None:
    state = table(4, ["8H", "5S 9C", "5D 7D", "5C 2C"], "5S", "2D 3D", partnership=True)
    assert moves(state) == [*EIGHT("8H"), DRAW]
    rejects(state, P("8H"), "suit_required", "CE8-5")
    state, _ = act(state, P("8H", "D"))
    assert state.named_suit == 2 and state.turn == 1


def test_both_partners_out_end_the_deal_CE8_16() -> None:
    state = table(4, ["5H", "5S 9C", "5D", "KC 2C"], "5S", "2D 3D", partnership=True)
    state, _ = act(state, P("5H"))  # seat 0 out
    state, _ = act(state, P("5S"))  # seat 1 plays, holds 9C
    assert moves(state) == [P("5D"), DRAW]  # the last card of the second partner: an 8 would name no suit
    state, events = act(state, P("5D"))  # seat 2 out: side 0 scores 9 + 10 + 2
    assert events[1].data == {"deal": 1, "reason": "went_out", "scores": [21, 0]}
    assert state.book.scores == [21, 0]


def test_other_side_both_out_CE8_16() -> None:
    state = table(4, ["5H 9H", "5S", "5D 7D", "5C"], "5S", "2D 3D", partnership=True, turn=1)
    state, events = act(state, P("5S"))
    assert kinds(events) == ["played", "went_out"]
    state, _ = act(state, P("5D"))
    state, events = act(state, P("5C"))  # seat 3 out too: side 1 scores 5 + 9 + 7
    assert events[1].data["scores"] == [0, 21]


def test_partnership_block_compares_side_totals_CE8_17() -> None:
    # seat 0 is out (0); side 0: 0 + 10 = 10; side 1: 4 + 3 = 7 → side 1 scores 3
    state = table(4, ["", "2C 2H", "KS", "3C"], "9D", "AS", partnership=True, turn=1)
    state, events = act(state, DRAW)
    assert events[1].data == {"deal": 1, "reason": "blocked", "scores": [0, 2]}
    equal = table(4, ["", "2C 2H", "4S", "3C"], "9D", "AS", partnership=True, turn=3)
    equal, events = act(equal, DRAW)  # side 0: 4, side 1: 4 + 4 = 8 → side 0 scores 4
    assert events[1].data["scores"] == [4, 0]
    even = table(4, ["", "2C 2H", "4S 4C", "3C"], "9D", "AS", partnership=True, turn=3)
    even, events = act(even, DRAW)  # 8 against 8: nobody scores
    assert events[1].data["scores"] == [0, 0]


def test_side_reaching_target_wins_CE8_18() -> None:
    state = table(4, ["5H 9H", "5S", "5D 7D", "5C"], "5S", "2D", partnership=True, turn=1, scores=[150, 190])
    state, _ = act(state, P("5S"))
    state, _ = act(state, P("5D"))
    state, events = act(state, P("5C"))
    assert events[-1].type == "match_ended"
    assert events[-1].data == {"winners": [1, 3], "scores": [150, 211]}
    assert view(state, 2).winners == [1, 3]


# --- Views, events, safety cap ------------------------------------------------------------------------------


def test_views_show_only_what_the_seat_may_see_7_5() -> None:
    state = new_match(3, CrazyEightsOptions(draw_mode="single"), seed=11)
    spectator = view(state, None)
    assert spectator.hand is None and spectator.legal_actions == []
    assert spectator.variant == "crazy-eights" and spectator.score_direction == "higher_is_better"
    mine = view(state, 0)
    assert mine.hand == sorted_hand(state.hands[0])
    assert mine.legal_actions == legal_actions(state, 0) and view(state, 1).legal_actions == []
    assert mine.hand_counts == [5, 5, 5] and mine.stock_count == 104 - 16
    assert mine.top == code(state.pile[-1]) and mine.discard_count == 1
    assert mine.deal.number == 1 and mine.deal.dealer == 2
    text = msgspec.json.encode(view(state, 1))
    assert b'"seed"' not in text and b"rng" not in text and b'stock"' not in text


def test_drawn_card_is_private_to_the_drawer_7_5() -> None:
    state = table(2, ["9C", "2D 3D"], "5H", "2C QH")
    _, events = act(state, DRAW)
    assert redact(events[0], 1) == {"type": "drew", "seat": 0, "count": 1}
    assert redact(events[0], None) == {"type": "drew", "seat": 0, "count": 1}
    assert redact(events[0], 0)["cards"] == ["2C"]


def test_deal_over_the_action_cap_is_void_and_redealt_by_the_same_dealer_9_4() -> None:
    state = table(2, ["5S 9C", "2D 3D"], "5H", "2C QH")
    state = msgspec.structs.replace(state, deal_actions=ce.DEAL_ACTION_CAP - 1)
    state, events = act(state, DRAW)
    assert events[1].data == {"deal": 1, "reason": "voided", "scores": [0, 0]}
    assert state.book.deal == 2 and state.book.dealer == 1 and state.turn == 0


def test_registry_entry() -> None:
    variant = get("crazy-eights")
    assert variant.title == "Crazy Eights" and variant.min_players == 2 and variant.max_players == 8
    assert variant.score_direction == "higher_is_better"
    decoded = msgspec.json.decode(b'{"type": "play", "card": "8S", "named_suit": "H"}', type=variant.action_type)
    assert decoded == P("8S", "H")
    assert msgspec.json.encode(DRAW) == b'{"type":"draw"}'
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"type": "draw", "x": 1}', type=variant.action_type)
    assert msgspec.json.decode(b"{}", type=variant.options_type) == CrazyEightsOptions()


def test_same_seed_same_match() -> None:
    a = new_match(4, seed=99)
    b = new_match(4, seed=99)
    assert msgspec.msgpack.encode(a) == msgspec.msgpack.encode(b)
    assert msgspec.msgpack.encode(a) != msgspec.msgpack.encode(new_match(4, seed=98))


# --- Bad input ----------------------------------------------------------------------------------------------


def test_unknown_card() -> None:
    state = table(2, ["5S 9C", "2D 3D"], "5H", "2C QH")
    rejects(state, P("1X"), "unknown_card")
    rejects(state, P("11H"), "unknown_card")


def test_card_not_in_hand() -> None:
    state = table(2, ["5S 9C", "2D 3D"], "5H", "2C QH")
    rejects(state, P("5D"), "card_not_in_hand")


def test_wrong_seat_and_unknown_seat() -> None:
    state = table(2, ["5S 9C", "2D 3D"], "5H", "2C QH")
    rejects(state, DRAW, "not_your_turn", seat=1)
    rejects(state, DRAW, "unknown_seat", seat=2)
    rejects(state, DRAW, "unknown_seat", seat=-1)
    with pytest.raises(IllegalAction):
        view(state, 5)


def test_unknown_action_type() -> None:
    state = table(2, ["5S 9C", "2D 3D"], "5H", "2C QH")
    rejects(state, {"type": "play", "card": "5S"}, "unknown_action")


def test_action_after_match_end() -> None:
    state = table(2, ["5S", "KS"], "5H", "2D", target=1)
    state, _ = act(state, P("5S"))
    rejects(state, DRAW, "match_over", seat=0)
    rejects(state, P("KS"), "match_over", seat=1)


@pytest.mark.parametrize("players", [0, 1, 9, 12])
def test_invalid_player_counts(players: int) -> None:
    with pytest.raises(InvalidSetup) as info:
        new_match(players, seed=1)
    assert info.value.code == "invalid_players"


@pytest.mark.parametrize(
    "options",
    [
        {"partnership": True},  # with 5 players
        {"hand_size": 0},
        {"hand_size": 19},  # 5 x 19 > 104 - 8 - 2
        {"first_dealer": 5},
        {"max_draw_cards": 0},
        {"target": 0},
    ],
)
def test_invalid_options(options: dict[str, Any]) -> None:
    with pytest.raises(InvalidSetup) as info:
        new_match(5, CrazyEightsOptions(**options), seed=1)
    assert info.value.code == "invalid_options"


def test_options_schema_rejects_unknown_fields_and_values() -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"draw_mode": "twice"}', type=CrazyEightsOptions)
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"jokers": true}', type=CrazyEightsOptions)


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d[:-1],  # a card short
        lambda d: [*d, "2S"],  # a card too many
        lambda d: ["3S", *d[1:]],  # a duplicate instead of a card
        lambda d: ["ZZ", *d[1:]],  # an unknown code
    ],
)
def test_bad_deck(mutate: Any) -> None:
    good = [code(c) for c in range(52)]
    new_match(2, seed=1, deck=good)
    with pytest.raises(InvalidSetup) as info:
        new_match(2, seed=1, deck=mutate(good))
    assert info.value.code == "bad_deck"
    with pytest.raises(InvalidSetup) as info:
        new_match(3, seed=1, deck=good)  # three players need the 104-card deck
    assert info.value.code == "bad_deck"


def test_book_is_untouched_by_a_rejected_action() -> None:
    state = table(2, ["5S", "KS"], "5H", "2D")
    book = msgspec.structs.replace(state.book)
    rejects(state, P("KS"), "card_not_in_hand")
    assert isinstance(state.book, Book) and state.book == book
