"""Scenario tests for Super Crazy Eights (Super Lude Osmice), one or more per rule (SLO-1 …), every
acceptance scenario of §5.6, every house rule of §5.1 in its non-default setting, and bad input.

Decks are fixed (``deck=`` wire codes, top first): with four players and the dealer on seat 3, card ``i`` of
the first eight rounds goes to seat ``i % 4``; the next card is the starter, then the stock from its top.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import msgspec
import pytest

from engine.cards import SUIT_CODES, code, parse
from engine.errors import IllegalAction, InvalidSetup
from engine.events import Event, redact
from engine.match import Book
from engine.obligations import Pending
from engine.registry import get
from engine.seats import deal_order
from engine.shedding import hand_value
from engine.variants.super_crazy_eights import (
    CARD_VALUES,
    DEAL_ACTION_CAP,
    DEAL_SCHEDULE,
    SuperCrazyEightsAction,
    SuperCrazyEightsChallenge,
    SuperCrazyEightsDraw,
    SuperCrazyEightsOptions,
    SuperCrazyEightsPass,
    SuperCrazyEightsPlay,
    SuperCrazyEightsState,
    apply,
    cards,
    legal_actions,
    new_match,
    view,
)
from engine.views import ChallengeWindow, PendingDraw

Opts = SuperCrazyEightsOptions
DRAW = {"type": "draw"}
PASS = {"type": "pass"}
#: Filler cards go to the hands first in this order, so unnamed hands hold plain cards.
_BORING = ["4", "5", "6", "7", "9", "10", "J", "Q", "K", "3", "A", "2", "8"]


# --- helpers ---------------------------------------------------------------------------------------------


def deck_for(
    players: int = 4,
    hands: dict[int, Sequence[str]] | None = None,
    starter: str = "4C",
    stock: Sequence[str] = (),
    *,
    dealer: int | None = None,
    decks: int | None = None,
    size: int = 8,
) -> list[str]:
    """Deal 1's deck, top first: the named hands (filled up with plain cards), the starter, the named stock."""
    dealer = players - 1 if dealer is None else dealer
    copies = decks or (1 if players <= 4 else 2)
    pool = Counter({r + s: copies for r in _BORING for s in SUIT_CODES})
    named = {seat: list(h) for seat, h in (hands or {}).items()}
    pool.subtract([c for h in named.values() for c in h] + [starter, *stock])
    assert all(n >= 0 for n in pool.values()), "a card is named too often"
    fillers = sorted(pool.elements(), key=lambda c: (_BORING.index(c[:-1]), SUIT_CODES.index(c[-1])))
    full = {}
    for seat in range(players):
        hand = named.get(seat, [])
        while len(hand) < size:
            hand.append(fillers.pop(0))
        full[seat] = hand
    order = deal_order(dealer, players)
    out = [full[seat][r] for r in range(size) for seat in order]
    return [*out, starter, *stock, *fillers]


def new(
    players: int = 4,
    hands: dict[int, Sequence[str]] | None = None,
    starter: str = "4C",
    stock: Sequence[str] = (),
    **options: Any,
) -> SuperCrazyEightsState:
    opts = Opts(**options)
    size = opts.deal_schedule[0]
    deck = deck_for(players, hands, starter, stock, dealer=opts.first_dealer, decks=opts.decks, size=size)
    return new_match(players, opts, seed=7, deck=deck)


def legal(state: SuperCrazyEightsState, seat: int) -> list[dict[str, Any]]:
    return [msgspec.to_builtins(a) for a in legal_actions(state, seat)]


def play(card: str, suit: str | None = None, announce: bool = False) -> SuperCrazyEightsPlay:
    return SuperCrazyEightsPlay(card=card, named_suit=suit, announce_last=announce)  # type: ignore[arg-type]


def p(card: str, suit: str | None = None) -> dict[str, Any]:
    """A play as ``legal_actions`` lists it."""
    return {"type": "play", "card": card} | ({"named_suit": suit} if suit else {})


def called(*plays: dict[str, Any]) -> list[dict[str, Any]]:
    """Plays the call goes with, as ``legal_actions`` lists them: each with the call first, then without."""
    return [q for play in plays for q in (play | {"announce_last": True}, play)]


def eights(card: str) -> list[dict[str, Any]]:
    return [p(card, s) for s in SUIT_CODES]


def act(state: SuperCrazyEightsState, seat: int, action: SuperCrazyEightsAction) -> SuperCrazyEightsState:
    new_state, _ = apply(state, seat, action)
    return new_state


def act_ev(
    state: SuperCrazyEightsState, seat: int, action: SuperCrazyEightsAction
) -> tuple[SuperCrazyEightsState, list[str]]:
    new_state, events = apply(state, seat, action)
    return new_state, [e.type for e in events]


def hand(state: SuperCrazyEightsState, seat: int) -> list[str]:
    hand_codes = view(state, seat).hand
    assert hand_codes is not None
    return hand_codes


def top(state: SuperCrazyEightsState) -> str | None:
    return view(state, None).top


def refused(state: SuperCrazyEightsState, seat: int, action: SuperCrazyEightsAction) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        apply(state, seat, action)
    return info.value


def arrange(state: SuperCrazyEightsState, **fields: Any) -> SuperCrazyEightsState:
    """The state with some fields replaced, every card moved between hands, stock and pile kept (conserved)."""
    out = msgspec.structs.replace(state, **fields)
    assert Counter(cards(out)) == Counter(cards(state)), "arranged state loses or adds cards"
    return out


def setup(
    state: SuperCrazyEightsState,
    hands: dict[int, Sequence[str]] | None = None,
    pile: Sequence[str] | None = None,
    stock: Sequence[str] | None = None,
    rest_to: int | None = None,
    **fields: Any,
) -> SuperCrazyEightsState:
    """Move the match's cards: the named hands, the pile (top last; default its current top) and the stock
    (top first) get exactly the named cards; other hands keep theirs where they can (filled up with plain cards
    to their size); the rest goes to seat ``rest_to``, else to the stock when it is not named, else under the
    pile."""
    pool = Counter(cards(state))
    pile_cards = [parse(c) for c in pile] if pile is not None else [state.pile[-1]]
    stock_cards = [parse(c) for c in reversed(stock)] if stock is not None else []
    named = {seat: [parse(c) for c in h] for seat, h in (hands or {}).items()}
    pool.subtract([c for h in named.values() for c in h] + pile_cards + stock_cards)
    assert all(n >= 0 for n in pool.values()), "a card is named more often than the match holds it"
    new_hands: list[list[int]] = []
    for seat, old in enumerate(state.hands):
        if seat in named:
            new_hands.append(named[seat])
            continue
        kept = []
        for c in old:
            if pool[c] > 0:
                pool[c] -= 1
                kept.append(c)
        new_hands.append(kept)
    fillers = sorted(pool.elements(), key=lambda c: (_BORING.index(code(c)[:-1]), c))
    for seat, h in enumerate(new_hands):
        while seat not in named and len(h) < len(state.hands[seat]):
            h.append(fillers.pop(0))
    if rest_to is not None:
        new_hands[rest_to] += fillers
    elif stock is None:
        stock_cards = fillers
    else:
        pile_cards = fillers + pile_cards
    return arrange(state, hands=new_hands, pile=pile_cards, stock=stock_cards, **fields)


def with_stock(state: SuperCrazyEightsState, stock_top_first: Sequence[str]) -> SuperCrazyEightsState:
    """Only the named cards stay in the stock; the rest of it goes under the pile's top card."""
    return setup(state, stock=stock_top_first)


def bot_match(state: SuperCrazyEightsState) -> tuple[SuperCrazyEightsState, list[Event]]:
    """Play to the end: the mover plays his first listed card (with the call where it is due), else draws, else
    passes."""
    events: list[Event] = []
    while state.turn is not None:
        acts = legal_actions(state, state.turn)
        plays = [a for a in acts if isinstance(a, SuperCrazyEightsPlay)]
        action: SuperCrazyEightsAction = plays[0] if plays else acts[0]
        state, evs = apply(state, state.turn, action)
        events += evs
    return state, events


# --- SLO-1: players and decks ----------------------------------------------------------------------------


def test_two_to_twelve_players_one_deck_up_to_four_SLO_1() -> None:
    for players in range(2, 13):
        state = new_match(players, None, seed=players)
        assert len(cards(state)) == (52 if players <= 4 else 104)
        assert state.options.decks == (1 if players <= 4 else 2)
        assert all(len(h) == 8 for h in state.hands)
    for players in (1, 13):
        with pytest.raises(InvalidSetup) as info:
            new_match(players, None, seed=1)
        assert info.value.code == "invalid_players"


def test_acceptance_1_deal_sizes_follow_the_schedule_and_five_players_use_two_decks() -> None:
    state = new_match(5, None, seed=11)
    assert len(cards(state)) == 104
    assert Counter(cards(state)) == Counter(list(range(52)) * 2)
    final, events = bot_match(state)
    dealt = [e.data["hand_size"] for e in events if e.type == "dealt"]
    assert [state.options.deal_schedule[0], *dealt] == list(DEAL_SCHEDULE)
    assert len(final.book.results) == 15
    assert Counter(cards(final)) == Counter(list(range(52)) * 2)


# --- SLO-2: fifteen deals, dealt one at a time, dealer rotating --------------------------------------------


def test_deal_one_at_a_time_from_next_of_dealer_and_rotate_dealer_SLO_2() -> None:
    deck = deck_for(4, {0: ["9H", "10H", "JH", "QH", "KH", "AH", "3H", "4H"]}, starter="5S")
    state = new_match(4, None, seed=3, deck=deck)
    assert view(state, 0).deal.number == 1 and view(state, 0).deal.dealer == 3 and view(state, 0).deal.hand_size == 8
    assert sorted(hand(state, 0)) == sorted(deck[0:32:4])
    assert sorted(hand(state, 1)) == sorted(deck[1:32:4])
    assert top(state) == "5S" and view(state, None).stock_count == 52 - 33
    assert state.turn == 0
    final, events = bot_match(state)
    dealers = [e.data["dealer"] for e in events if e.type == "dealt"]
    assert dealers == [(3 + k) % 4 for k in range(1, 15)]
    assert [r.deal for r in final.book.results] == list(range(1, 16))
    assert final.book.status == "finished" and final.turn is None


def test_direction_and_flags_start_afresh_each_deal_SLO_2() -> None:
    # Seat 0 reverses with an ace and is left with one card unannounced; seat 2 goes out; deal 2 starts afresh.
    state = new(3, {0: ["AC", "5H"]}, starter="4C", deal_schedule=(2, 3))
    state = act(state, 0, play("AC"))
    assert state.direction == -1 and state.turn == 2 and state.unannounced == [True, False, False]
    assert view(state, 2).announced == [False] * 3
    state = setup(state, {2: ["6C"]})
    state, types = act_ev(state, 2, play("6C"))
    assert types[:3] == ["played", "deal_ended", "dealt"]
    v = view(state, 0)
    assert (
        v.direction == 1
        and v.announced == [False] * 3
        and state.unannounced == [False] * 3
        and v.deal.number == 2
        and v.deal.dealer == 0
    )
    assert v.deal.hand_size == 3 and v.hand_counts == [3, 3, 3] and v.turn in (1, 2)
    assert state.book.results[0].scores[2] == 0


# --- SLO-3: the starter is the dealer's play ---------------------------------------------------------------


def test_acceptance_2_starter_ace_reverses_from_the_start() -> None:
    state = new(4, {1: ["5S"]}, starter="AS", first_dealer=2)
    assert state.turn == 1 and state.direction == -1
    assert view(state, None).direction == -1
    state = act(state, 1, play("5S"))
    assert state.turn == 0


def test_acceptance_3_starter_two_first_player_draws_two_and_the_next_plays_SLO_3() -> None:
    """Default ``starter_two_counterable=false``: the first player draws 2, even holding a 2, and the next plays."""
    assert Opts().starter_two_counterable is False
    for first_hand in (
        ["4H", "5H", "6H", "7H", "9H", "10H", "JH", "QH"],
        ["2H", "5H", "6H", "7H", "9H", "10H", "JH", "QH"],
    ):
        state = new(4, {0: first_hand}, starter="2S", stock=["3D", "KC"])
        assert view(state, 0).pending == PendingDraw(rank="2", count=2)
        assert legal(state, 0) == [DRAW]
        state, types = act_ev(state, 0, SuperCrazyEightsDraw())
        assert types == ["drew"]
        assert hand(state, 0)[-2:] == ["3D", "KC"] and len(state.hands[0]) == 10
        assert state.pending is None and state.turn == 1 and not state.pending_locked


def test_a_starter_two_cannot_be_answered_by_default_SLO_A6() -> None:
    state = new(4, {0: ["2H", "5H"]}, starter="2S")
    assert legal(state, 0) == [DRAW]
    err = refused(state, 0, play("2H"))
    assert (err.code, err.rule) == ("must_draw_two", "SLO-3")
    state = act(state, 0, SuperCrazyEightsDraw())
    assert len(state.hands[0]) == 10 and state.turn == 1 and not state.pending_locked
    # the next 2 in the deal is an ordinary 2 again: it may be answered (SLO-8)
    state = msgspec.structs.replace(state, hands=[state.hands[0], [parse("2C"), *state.hands[1]], *state.hands[2:]])
    state = act(state, 1, play("2C"))
    state = msgspec.structs.replace(state, hands=[*state.hands[:2], [parse("2D"), *state.hands[2]], state.hands[3]])
    assert p("2D") in legal(state, 2)


def test_option_starter_two_counterable_answers_with_a_two_SLO_A6() -> None:
    """``starter_two_counterable=true`` (Keller): the first player may answer the starter 2 with a 2."""
    state = new(4, {0: ["4H", "5H", "6H", "7H", "9H", "10H", "JH", "QH"]}, starter="2S", starter_two_counterable=True)
    assert legal(state, 0) == [DRAW]
    state = act(state, 0, SuperCrazyEightsDraw())
    assert len(state.hands[0]) == 10 and state.pending is None and state.turn == 1

    state = new(4, {0: ["2H", "5H", "6H", "7H", "9H", "10H", "JH", "QH"]}, starter="2S", starter_two_counterable=True)
    assert legal(state, 0) == [p("2H"), DRAW]
    state = act(state, 0, play("2H"))
    assert state.turn == 1 and view(state, 1).pending == PendingDraw(rank="2", count=4)


def test_acceptance_4_starter_three_skips_and_starter_eight_is_a_free_lead() -> None:
    state = new(4, starter="3S")
    assert state.turn == 1
    assert new(2, starter="3S").turn == 1  # two players: seat 1 deals, seat 0 is skipped, the dealer starts

    kd_hand = ["KD", "4H", "5H", "6H", "7H", "9C", "10C", "JC"]
    state = new(4, {0: kd_hand}, starter="8S")
    v = view(state, 0)
    assert v.free_lead and v.named_suit is None and v.top == "8S"
    assert legal(state, 0) == [p("4H"), p("5H"), p("6H"), p("7H"), p("KD"), p("9C"), p("10C"), p("JC"), DRAW]
    state = act(state, 0, play("KD"))
    assert top(state) == "KD" and not view(state, 1).free_lead


def test_starter_eight_free_lead_lasts_until_a_card_is_played_SLO_3() -> None:
    state = new(4, {0: ["4H", "5H", "6H", "7H", "9H", "10H", "JH", "QH"]}, starter="8S", stock=["KD"])
    state = act(state, 0, SuperCrazyEightsDraw())
    assert state.drawn == parse("KD") and legal(state, 0) == [p("KD"), PASS]
    state = act(state, 0, SuperCrazyEightsPass())
    assert state.turn == 1 and view(state, 1).free_lead


def test_plain_starter_must_be_matched_by_next_of_dealer_SLO_3() -> None:
    state = new(4, {0: ["4H", "5H", "6H", "7H", "9H", "10H", "JH", "QC"]}, starter="9S")
    assert state.turn == 0 and state.direction == 1 and state.pending is None
    assert legal(state, 0) == [p("9H"), DRAW]


# --- SLO-4: legal cards ----------------------------------------------------------------------------------


def test_suit_or_rank_matches_and_eights_always_SLO_4() -> None:
    state = new(4, {0: ["4H", "9C", "9D", "KS", "8D", "QH", "JH", "5H"]}, starter="9S")
    assert legal(state, 0) == [p("KS"), *eights("8D"), p("9D"), p("9C"), DRAW]
    err = refused(state, 0, play("4H"))
    assert (err.code, err.rule) == ("card_does_not_match", "SLO-4")


def test_after_an_eight_the_named_suit_or_an_eight_SLO_4() -> None:
    state = new(4, {0: ["8C", "4S"], 1: ["9C", "8H", "QD", "KD", "5D", "6S", "7S", "JS"]}, starter="4C")
    state = act(state, 0, play("8C", "D"))
    assert view(state, 1).named_suit == "D" and top(state) == "8C"
    assert legal(state, 1) == [*eights("8H"), p("5D"), p("QD"), p("KD"), DRAW]
    assert refused(state, 1, play("9C")).code == "card_does_not_match"


# --- SLO-5: a turn: play one, or draw one and then only that card ------------------------------------------


def test_acceptance_6_after_a_voluntary_draw_only_the_drawn_card_or_pass() -> None:
    state = new(4, {0: ["9C", "4H", "5H", "6H", "7H", "9H", "10H", "JH"]}, starter="4C", stock=["5C"])
    assert legal(state, 0) == [p("4H"), p("9C"), DRAW]
    state = act(state, 0, SuperCrazyEightsDraw())
    assert state.turn == 0 and view(state, 0).drawn_this_turn == 1 and view(state, 0).drawn_card == "5C"
    assert view(state, 1).drawn_this_turn == 1 and view(state, 1).drawn_card is None
    assert legal(state, 0) == [p("5C"), PASS]
    err = refused(state, 0, play("9C"))
    assert (err.code, err.rule) == ("only_drawn_card", "SLO-5")
    assert refused(state, 0, SuperCrazyEightsDraw()).code == "draw_not_allowed"
    state = act(state, 0, play("5C"))
    assert top(state) == "5C" and state.turn == 1 and view(state, 1).drawn_this_turn == 0


def test_a_drawn_card_that_does_not_fit_ends_the_turn_SLO_5() -> None:
    state = new(4, {0: ["9C", "4H", "5H", "6H", "7H", "9H", "10H", "JH"]}, starter="4C", stock=["KD"])
    state, types = act_ev(state, 0, SuperCrazyEightsDraw())
    assert types == ["drew", "passed"]
    assert state.turn == 1 and "KD" in hand(state, 0)


def test_pass_only_after_drawing_SLO_5() -> None:
    state = new(4, {0: ["9C"]}, starter="4C")
    err = refused(state, 0, SuperCrazyEightsPass())
    assert (err.code, err.rule) == ("pass_not_allowed", "SLO-5")


def test_drew_event_shows_the_card_only_to_the_drawer_SLO_5() -> None:
    state = new(4, {0: ["9C"]}, starter="4C", stock=["KD"])
    _, events = apply(state, 0, SuperCrazyEightsDraw())
    drew = events[0]
    assert redact(drew, 0) == {"type": "drew", "seat": 0, "count": 1, "cards": ["KD"]}
    assert redact(drew, 1) == {"type": "drew", "seat": 0, "count": 1}
    assert redact(drew, None) == {"type": "drew", "seat": 0, "count": 1}


# --- SLO-6: aces reverse ---------------------------------------------------------------------------------


def test_ace_reverses_the_direction_SLO_6() -> None:
    state = new(4, {0: ["AC", "5H"], 3: ["6C", "AH"]}, starter="4C")
    state, types = act_ev(state, 0, play("AC"))
    assert "direction_changed" in types and state.direction == -1 and state.turn == 3
    state = act(state, 3, play("AH"))
    assert state.direction == 1 and state.turn == 0


def test_ace_with_two_players_changes_nothing_SLO_6() -> None:
    state = new(2, {0: ["AC", "5H"]}, starter="4C")
    state = act(state, 0, play("AC"))
    assert state.turn == 1 and state.direction == -1


# --- SLO-7: threes skip ----------------------------------------------------------------------------------


def test_three_skips_the_next_player_SLO_7() -> None:
    state = new(4, {0: ["3C", "5H"]}, starter="4C")
    state, events = apply(state, 0, play("3C"))
    assert [(e.type, e.seat) for e in events] == [("played", 0), ("skipped", 1)]
    assert state.turn == 2


def test_three_with_two_players_the_player_moves_again_SLO_7() -> None:
    state = new(2, {0: ["3C", "5C"]}, starter="4C")
    state = act(state, 0, play("3C"))
    assert state.turn == 0


# --- SLO-8: twos stack -----------------------------------------------------------------------------------


def test_twos_stack_and_the_whole_obligation_is_drawn_SLO_8() -> None:
    state = new(4, {0: ["2C", "5H"], 1: ["2H", "6S"], 2: ["3D", "AD", "8S", "9S"]}, starter="4C")
    state = act(state, 0, play("2C"))
    assert state.turn == 1 and state.pending == Pending(rank=2, count=2)
    state = act(state, 1, play("2H"))
    assert state.turn == 2 and view(state, 2).pending == PendingDraw(rank="2", count=4)
    assert legal(state, 2) == [DRAW]  # 3, A and 8 do not answer a 2
    assert refused(state, 2, play("3D")).code == "must_answer_two"
    err = refused(state, 2, play("8S", "S"))
    assert (err.code, err.rule) == ("must_answer_two", "SLO-8")
    before = len(state.hands[2])
    state, events = apply(state, 2, SuperCrazyEightsDraw())
    assert [e.type for e in events] == ["drew"] and events[0].data == {"count": 4, "reason": "two_obligation"}
    assert len(state.hands[2]) == before + 4 and state.pending is None and state.turn == 3
    assert top(state) == "2H"
    assert legal(state, 3)[-1] == DRAW  # plays normally on the 2


def test_four_twos_make_eight_SLO_8() -> None:
    state = new(4, {0: ["2C", "5H"], 1: ["2H"], 2: ["2D"], 3: ["2S"]}, starter="4C")
    for seat, two in enumerate(["2C", "2H", "2D", "2S"]):
        state = act(state, seat, play(two))
    assert state.turn == 0 and state.pending == Pending(rank=2, count=8)
    assert legal(state, 0) == [DRAW]


def test_acceptance_5_pending_two_with_eight_and_two_in_hand() -> None:
    state = new(4, {0: ["8H", "2C"]}, starter="2D", deal_schedule=(2, 2), starter_two_counterable=True)
    assert hand(state, 0) == ["8H", "2C"]
    assert legal(state, 0) == [*called(p("2C")), DRAW]
    err = refused(state, 0, play("8H", "S"))
    assert (err.code, err.rule) == ("must_answer_two", "SLO-8")


# --- SLO-9: eights are wild ------------------------------------------------------------------------------


def test_eight_names_a_suit_unless_it_is_the_last_card_SLO_9() -> None:
    state = new(4, {0: ["8C", "4H"]}, starter="KH")
    assert refused(state, 0, play("8C")).code == "suit_required"
    err = refused(state, 0, play("4H", "H"))
    assert (err.code, err.rule) == ("suit_not_allowed", "SLO-9")
    state, events = apply(state, 0, play("8C", "H"))
    assert events[0].data == {"card": "8C", "named_suit": "H"}
    assert view(state, 1).named_suit == "H"

    last = new(2, {0: ["8C"]}, starter="KH", deal_schedule=(1,))
    assert legal(last, 0) == [p("8C"), DRAW]
    assert refused(last, 0, play("8C", "H")).code == "suit_not_allowed"


# --- SLO-10: "Poslednja" ---------------------------------------------------------------------------------


def test_acceptance_7_unannounced_last_card_becomes_a_penalty_draw() -> None:
    state = new(2, {0: ["9C", "5C"], 1: ["6D", "7D"]}, starter="4C", stock=["KH", "QS"], deal_schedule=(2,))
    state = act(state, 0, play("9C"))
    assert state.unannounced == [True, False]
    state = act(state, 1, SuperCrazyEightsDraw())  # KH does not fit 9C: the turn passes
    assert state.turn == 0
    assert legal(state, 0) == [p("5C"), DRAW]
    state, events = apply(state, 0, play("5C"))
    assert [e.type for e in events] == ["penalty"]
    assert redact(events[0], 1) == {"type": "penalty", "seat": 0, "count": 1, "reason": "last_card"}
    assert redact(events[0], 0)["cards"] == ["QS"]
    assert sorted(hand(state, 0)) == ["5C", "QS"] and top(state) == "9C"
    assert state.turn == 1 and state.unannounced == [False, False]


def test_announced_last_card_goes_out_SLO_10() -> None:
    state = new(2, {0: ["9C", "5C"], 1: ["6D", "7D"]}, starter="4C", stock=["KH"], deal_schedule=(2,))
    state, events = apply(state, 0, play("9C", announce=True))
    assert events[0].data == {"card": "9C", "announced": True}
    assert state.unannounced == [False, False]
    state = act(state, 1, SuperCrazyEightsDraw())
    state, types = act_ev(state, 0, play("5C"))
    assert types[:3] == ["played", "deal_ended", "match_ended"]
    assert state.book.results[0].reason == "went_out" and state.book.results[0].scores[0] == 0


def test_mark_cleared_by_drawing_SLO_10() -> None:
    state = new(2, {0: ["9C", "5C"], 1: ["6D", "7D"]}, starter="4C", stock=["KH", "QS", "JS"], deal_schedule=(2,))
    state = act(state, 0, play("9C"))
    state = act(state, 1, SuperCrazyEightsDraw())
    state = act(state, 0, SuperCrazyEightsDraw())  # QS does not fit: turn ends, but the hand size changed
    assert state.unannounced == [False, False]


def test_a_dealt_single_card_is_never_unannounced_SLO_10() -> None:
    state = new(4, {0: ["9C"]}, starter="4C", deal_schedule=(1,))
    assert state.unannounced == [False] * 4
    state, types = act_ev(state, 0, play("9C"))
    assert types[:2] == ["played", "deal_ended"]


def test_unannounced_single_two_under_an_obligation_draws_penalty_and_obligation_SLO_10() -> None:
    state = new(3, {0: ["2C", "9C"]}, starter="4C", deal_schedule=(2,))
    state = act(state, 0, play("9C"))  # no call: seat 0 is marked
    # Later a 2 is pending on seat 0, who holds 2C alone: he may try it, but the call is missing.
    state = setup(state, pile=["2H"], turn=0, pending=Pending(rank=2, count=2))
    assert state.unannounced == [True, False, False]
    assert legal(state, 0) == [p("2C"), DRAW]
    before = len(state.hands[0])
    state, events = apply(state, 0, play("2C"))
    assert [e.type for e in events] == ["penalty", "drew"]
    assert len(state.hands[0]) == before + 3 and state.pending is None and state.turn == 1


# --- SLO-11: the stock runs out --------------------------------------------------------------------------


def test_acceptance_8_last_stock_card_reshuffles_the_whole_pile_and_frees_the_lead() -> None:
    state = new(4, {0: ["9C", "4H", "5H", "6H", "7H", "9H", "10H", "JH"]}, starter="4C")
    state = with_stock(state, ["QD"])
    pile_before = len(state.pile)
    state, events = apply(state, 0, SuperCrazyEightsDraw())
    assert [e.type for e in events] == ["drew", "reshuffled"]
    assert events[1].data == {"count": pile_before}
    v = view(state, 0)
    assert v.top is None and v.discard_count == 0 and v.free_lead and v.named_suit is None
    assert v.stock_count == pile_before
    assert legal(state, 0) == [p("QD"), PASS]
    state = act(state, 0, play("QD"))
    assert top(state) == "QD" and state.turn == 1


def test_reshuffle_clears_the_named_suit_SLO_11() -> None:
    state = new(4, {0: ["8C", "4S", "5S"], 1: ["KD", "QH", "4D"]}, starter="4C")
    state = act(state, 0, play("8C", "S"))
    state = with_stock(state, ["KH"])
    state = act(state, 1, SuperCrazyEightsDraw())
    assert view(state, 1).named_suit is None and view(state, 1).free_lead
    assert legal(state, 1) == [p("KH"), PASS]


def test_pending_two_survives_a_reshuffle_in_the_middle_of_the_draw_SLO_11() -> None:
    state = new(4, {0: ["2C", "5H"], 1: ["2H", "6S"]}, starter="4C")
    state = act(state, 0, play("2C"))
    state = act(state, 1, play("2H"))
    state = with_stock(state, ["KS", "QS"])
    pile = len(state.pile)
    state, events = apply(state, 2, SuperCrazyEightsDraw())
    assert [e.type for e in events] == ["drew", "reshuffled", "drew"]
    assert [events[0].data["count"], events[1].data["count"], events[2].data["count"]] == [2, pile, 2]
    assert len(state.hands[2]) == 12 and state.pending is None and state.turn == 3
    assert view(state, 3).free_lead and view(state, 3).top is None


def test_obligation_lapses_when_stock_and_pile_are_empty_SLO_11() -> None:
    state = new(2, {0: ["2C", "5H"]}, starter="4C")
    state = act(state, 0, play("2C"))
    extra = state.stock + state.pile
    state = arrange(state, hands=[state.hands[0], state.hands[1] + extra], stock=[], pile=[])
    assert legal(state, 1)[-1] == DRAW and view(state, 1).pending == PendingDraw(rank="2", count=2)
    state, events = apply(state, 1, SuperCrazyEightsDraw())
    assert [(e.type, e.data["count"]) for e in events] == [("drew", 0)]
    assert state.pending is None and state.turn == 0


def test_nothing_to_draw_from_empty_stock_and_pile_SLO_11() -> None:
    state = new(2, {0: ["9C", "5H"]}, starter="4C")
    extra = state.stock + state.pile
    state = arrange(state, hands=[state.hands[0], state.hands[1] + extra], stock=[], pile=[])
    assert DRAW not in legal(state, 0) and view(state, 0).free_lead
    assert refused(state, 0, SuperCrazyEightsDraw()).code == "stock_empty"


# --- SLO-12: going out -----------------------------------------------------------------------------------


def test_going_out_on_a_two_ends_the_deal_without_effect_SLO_12() -> None:
    state = new(3, {0: ["2C"], 1: ["5D"], 2: ["6D"]}, starter="4C", deal_schedule=(1, 1))
    state, events = apply(state, 0, play("2C"))
    assert [e.type for e in events][:3] == ["played", "deal_ended", "dealt"]
    assert state.pending is None and state.book.deal == 2 and state.book.results[0].reason == "went_out"


# --- SLO-13: deal scoring --------------------------------------------------------------------------------


def test_acceptance_9_hand_value() -> None:
    assert hand_value([parse(c) for c in ["8S", "2D", "KH", "AC", "3S", "7D"]], CARD_VALUES) == 91
    assert [CARD_VALUES[r] for r in range(2, 15)] == [20, 3, 4, 5, 6, 7, 50, 9, 10, 10, 10, 10, 1]


def test_each_player_scores_his_own_hand_SLO_13() -> None:
    state = new(3, {0: ["9C", "5C"]}, starter="4C", deal_schedule=(2, 2))
    state = act(state, 0, play("9C", announce=True))
    state = setup(state, {1: ["8S", "2D", "KH", "AC", "3S", "7D"], 2: ["9D"]}, turn=0)
    state = act(state, 0, play("5C"))
    assert state.book.results[0].scores == [0, 91, 9]
    assert state.book.scores == [0, 91, 9]


# --- SLO-14: the match -----------------------------------------------------------------------------------


def test_lowest_total_wins_and_ties_share_SLO_14() -> None:
    state = new(3, {0: ["9C"], 1: ["KC"], 2: ["5D"]}, starter="4C", deal_schedule=(1,))
    state = arrange(state, book=Book(deal=1, dealer=2, scores=[10, 0, 5]))
    state, types = act_ev(state, 0, play("9C"))
    assert types == ["played", "deal_ended", "match_ended"]
    assert state.book.scores == [10, 10, 10] and state.book.winners == [0, 1, 2]
    v = view(state, 1)
    assert v.status == "finished" and v.winners == [0, 1, 2] and v.turn is None and v.legal_actions == []
    assert v.score_direction == "lower_is_better"

    state = new(3, {0: ["9C"], 1: ["KC"], 2: ["5D"]}, starter="4C", deal_schedule=(1,))
    state = act(state, 0, play("9C"))
    assert state.book.winners == [0]


def test_safety_cap_voids_a_deal_that_runs_too_long() -> None:
    state = new(4, {0: ["9C"]}, starter="4C")
    state = arrange(state, deal_actions=DEAL_ACTION_CAP - 1)
    state, types = act_ev(state, 0, play("9C"))
    assert types[:3] == ["played", "deal_ended", "dealt"]
    assert state.book.results[0].reason == "voided" and state.book.results[0].scores == [0, 0, 0, 0]
    assert state.book.deal == 2 and state.deal_actions == 0


# --- house rules in their non-default settings (§5.1) ----------------------------------------------------


def test_option_decks_two_with_three_players() -> None:
    state = new_match(3, Opts(decks=2), seed=1)
    assert len(cards(state)) == 104 and view(state, 0).options.decks == 2
    with pytest.raises(InvalidSetup) as info:
        new_match(7, Opts(decks=1), seed=1)
    assert info.value.code == "invalid_options"


def test_option_deal_schedule() -> None:
    state = new_match(3, Opts(deal_schedule=(3, 1)), seed=5)
    assert all(len(h) == 3 for h in state.hands) and view(state, 0).deal.hand_size == 3
    final, events = bot_match(state)
    assert [e.data["hand_size"] for e in events if e.type == "dealt"] == [1]
    assert len(final.book.results) == 2 and final.book.status == "finished"


def test_option_starter_effects_none() -> None:
    state = new(4, starter="AS", starter_effects="none")
    assert state.turn == 0 and state.direction == 1
    state = new(4, starter="2S", starter_effects="none")
    assert state.pending is None
    state = new(4, starter="3S", starter_effects="none")
    assert state.turn == 0
    state = new(4, {0: ["KD", "4S", "5H", "6H", "7H", "9H", "10H", "JH"]}, starter="8S", starter_effects="none")
    assert not view(state, 0).free_lead
    assert legal(state, 0) == [p("4S"), DRAW]


def test_option_drawn_card_not_playable() -> None:
    state = new(4, {0: ["9C"]}, starter="4C", stock=["5C"], drawn_card_playable=False)
    state, types = act_ev(state, 0, SuperCrazyEightsDraw())
    assert types == ["drew", "passed"] and state.turn == 1 and "5C" in hand(state, 0)


def test_option_no_voluntary_draw() -> None:
    state = new(4, {0: ["9C", "4H", "5H", "6H", "7H", "9H", "10H", "JH"]}, starter="4C", voluntary_draw=False)
    assert legal(state, 0) == [p("4H"), p("9C")]
    err = refused(state, 0, SuperCrazyEightsDraw())
    assert (err.code, err.rule) == ("draw_not_allowed", "SLO-5")
    state = new(4, {0: ["5H", "6H", "7H", "9H", "10H", "JH", "QH", "KH"]}, starter="4C", voluntary_draw=False)
    assert legal(state, 0) == [DRAW]


def test_option_two_stack_cap() -> None:
    state = new(4, {0: ["2C", "5H"], 1: ["2H"], 2: ["2D"]}, starter="4C", two_stack_cap=4)
    for seat, two in enumerate(["2C", "2H", "2D"]):
        state = act(state, seat, play(two))
    assert state.pending == Pending(rank=2, count=4)


def test_option_eights_answer_a_pending_two() -> None:
    state = new(
        4,
        {0: ["8H", "2C"]},
        starter="2D",
        deal_schedule=(2,),
        answer_to_pending_two="twos_or_eights",
        starter_two_counterable=True,
    )
    assert legal(state, 0) == [*called(*eights("8H"), p("2C")), DRAW]
    state = act(state, 0, play("8H", "C", announce=True))
    assert state.pending is None and view(state, 1).named_suit == "C" and state.turn == 1


def test_option_reverse_with_two_players_skip() -> None:
    state = new(2, {0: ["AC", "5H"]}, starter="4C", reverse_with_two_players="skip")
    state, types = act_ev(state, 0, play("AC"))
    assert types == ["played", "direction_changed", "skipped"] and state.turn == 0
    state = new(2, starter="AS", reverse_with_two_players="skip")
    assert state.turn == 1  # the starter ace skips seat 0: the dealer, seat 1, starts


def test_option_last_card_mode_last() -> None:
    state = new(
        2,
        {0: ["9C", "5C"], 1: ["6D", "7D"]},
        starter="4C",
        stock=["KH", "QS"],
        deal_schedule=(2,),
        last_card_mode="last",
    )
    state = act(state, 0, play("9C"))
    assert state.unannounced == [False, False]
    state = act(state, 1, SuperCrazyEightsDraw())
    state, types = act_ev(state, 0, play("5C"))
    assert types == ["penalty"] and sorted(hand(state, 0)) == ["5C", "QS"] and state.turn == 1


def test_option_last_card_mode_last_going_out_with_the_call() -> None:
    state = new(2, {0: ["9C"]}, starter="4C", deal_schedule=(1,), last_card_mode="last")
    state, types = act_ev(state, 0, play("9C", announce=True))
    assert types[:2] == ["played", "deal_ended"]


def test_option_last_card_mode_off() -> None:
    state = new(
        2, {0: ["9C", "5C"], 1: ["6D", "7D"]}, starter="4C", stock=["KH"], deal_schedule=(2,), last_card_mode="off"
    )
    state = act(state, 0, play("9C"))
    assert state.unannounced == [False, False]
    state = act(state, 1, SuperCrazyEightsDraw())
    state, types = act_ev(state, 0, play("5C"))
    assert types[:2] == ["played", "deal_ended"]


def test_option_last_card_enforcement_challenge() -> None:
    state = new(
        4,
        {0: ["9C", "5C"], 1: ["6C", "7D"]},
        starter="4C",
        stock=["KH", "QS"],
        deal_schedule=(2,),
        last_card_enforcement="challenge",
    )
    state = act(state, 0, play("9C"))
    v = view(state, 2)
    assert state.unannounced == [True, False, False, False] and v.announced == [False] * 4
    assert v.challenge_open == ChallengeWindow(seat=0, penalty=1)
    assert legal(state, 2) == [{"type": "challenge", "seat": 0}]
    assert legal(state, 1) == [*called(p("6C")), DRAW, {"type": "challenge", "seat": 0}]
    assert legal(state, 0) == []
    assert refused(state, 0, SuperCrazyEightsChallenge(seat=0)).code == "cannot_challenge_self"
    assert refused(state, 2, SuperCrazyEightsChallenge(seat=1)).code == "nothing_to_challenge"
    state, events = apply(state, 2, SuperCrazyEightsChallenge(seat=0))
    assert [(e.type, e.seat) for e in events] == [("challenged", 2), ("penalty", 0)]
    assert sorted(hand(state, 0)) == ["5C", "KH"] and state.turn == 1 and state.version == 2
    assert state.unannounced == [False] * 4 and view(state, 3).challenge_open is None and legal(state, 3) == []


def test_option_challenge_window_closes_with_the_next_action() -> None:
    state = new(
        4, {0: ["9C", "5C"], 1: ["6C", "7D"]}, starter="4C", deal_schedule=(2,), last_card_enforcement="challenge"
    )
    state = act(state, 0, play("9C"))
    state = act(state, 1, play("6C", announce=True))
    assert all(a["type"] != "challenge" for seat in range(4) for a in legal(state, seat))
    assert view(state, 0).challenge_open is None and view(state, 0).announced == [False, True, False, False]
    assert refused(state, 3, SuperCrazyEightsChallenge(seat=0)).code == "nothing_to_challenge"
    state = setup(state, pile=["5H"], turn=0)
    state, types = act_ev(state, 0, play("5C"))  # unchallenged in time: he goes out with his last card
    assert types[:2] == ["played", "deal_ended"]


def test_challenge_refused_in_automatic_mode() -> None:
    state = new(4, {0: ["9C", "5C"]}, starter="4C", deal_schedule=(2,))
    state = act(state, 0, play("9C"))
    err = refused(state, 2, SuperCrazyEightsChallenge(seat=0))
    assert (err.code, err.rule) == ("challenge_not_allowed", "SLO-10")


def test_option_reshuffle_keep_top() -> None:
    state = new(4, {0: ["9C", "4H", "5H", "6H", "7H", "9H", "10H", "JH"]}, starter="4C", reshuffle_keep_top=True)
    state = with_stock(state, [])
    pile = len(state.pile)
    state, events = apply(state, 0, SuperCrazyEightsDraw())
    assert [e.type for e in events][:2] == ["reshuffled", "drew"] and events[0].data == {"count": pile - 1}
    assert top(state) == "4C" and not view(state, 0).free_lead


def test_option_reshuffle_keep_top_a_seat_that_can_neither_play_nor_draw_passes() -> None:
    state = new(4, starter="4C", reshuffle_keep_top=True)
    everything = Counter(cards(state))
    spades = [r + "S" for r in _BORING if r not in ("4", "8")]
    hearts = [r + "H" for r in _BORING if r not in ("4", "8", "9")]
    state = setup(state, {0: spades[:6], 1: hearts}, pile=["9H", "4C"], stock=[], rest_to=2)
    assert sum(everything.values()) == len(cards(state))
    assert legal(state, 0) == [DRAW]
    state, events = apply(state, 0, SuperCrazyEightsDraw())  # 9H comes back and does not fit 4C
    assert [(e.type, e.seat) for e in events] == [("reshuffled", None), ("drew", 0), ("passed", 0), ("passed", 1)]
    assert events[3].data == {"auto": True}
    assert state.turn == 2 and view(state, 2).stock_count == 0 and view(state, 2).discard_count == 1


def test_option_reshuffle_keep_top_a_round_of_passes_blocks_the_deal_SLO_11() -> None:
    # With every card in play someone can always follow the top card (8s are wild and all 51 others are in the
    # hands), so this rule is checked on a table from which the cards that fit are left out.
    state = new(4, starter="4C", reshuffle_keep_top=True)
    plain = [parse(r + s) for r in ("5", "6", "7", "9") for s in "SHD"]
    state = msgspec.structs.replace(
        state,
        hands=[plain[0:3], plain[3:6], plain[6:9], plain[9:12]],
        pile=[parse("2C")],
        stock=[],
        pending=Pending(rank=2, count=2),
    )
    state, events = apply(state, 0, SuperCrazyEightsDraw())
    assert [e.type for e in events] == [
        "drew",
        "passed",
        "passed",
        "passed",
        "passed",
        "deal_ended",
        "dealt",
        "starter",
    ]
    assert events[0].data == {"count": 0, "reason": "two_obligation"}
    assert state.book.results[0].reason == "blocked"
    assert state.book.results[0].scores == [15, 18, 21, 27]


def test_option_first_dealer() -> None:
    state = new_match(4, Opts(first_dealer=0), seed=2)
    assert state.turn == 1 and view(state, 0).deal.dealer == 0 and view(state, 0).options.first_dealer == 0


def test_option_table_orientation_is_only_a_label() -> None:
    a = new_match(4, Opts(table_orientation="clockwise"), seed=9)
    b = new_match(4, Opts(), seed=9)
    assert a.hands == b.hands and a.turn == b.turn and a.direction == b.direction
    assert view(a, None).options.table_orientation == "clockwise"
    assert view(b, None).options.table_orientation == "counterclockwise"


# --- views -----------------------------------------------------------------------------------------------


def test_views_hide_other_hands_and_show_the_table() -> None:
    state = new(4, {0: ["9C"]}, starter="4C")
    spectator = view(state, None)
    assert spectator.hand is None and spectator.legal_actions == [] and spectator.variant == "super-crazy-eights"
    assert spectator.hand_counts == [8, 8, 8, 8] and spectator.stock_count == 19
    assert spectator.options.decks == 1 and spectator.options.first_dealer == 3
    assert view(state, 1).legal_actions == []
    encoded = msgspec.json.decode(msgspec.json.encode(view(state, 0)))
    assert "stock" not in encoded and "seed" not in encoded and "rng" not in encoded
    assert encoded["pending"] is None and encoded["top"] == "4C" and encoded["discard_count"] == 1


# --- bad input -------------------------------------------------------------------------------------------


def test_bad_actions_are_refused_with_clear_codes() -> None:
    state = new(4, {0: ["9C"]}, starter="4C")
    assert refused(state, 0, play("1X")).code == "unknown_card"
    assert refused(state, 0, play("KD")).code == "card_not_in_hand"
    assert refused(state, 1, SuperCrazyEightsDraw()).code == "not_your_turn"
    assert refused(state, 7, SuperCrazyEightsDraw()).code == "unknown_seat"
    assert refused(state, 7, SuperCrazyEightsChallenge(seat=0)).code == "unknown_seat"
    assert refused(state, 0, play("9C", "H")).code == "suit_not_allowed"
    assert refused(state, 0, play("9C", "X")).code == "unknown_suit"
    before = msgspec.msgpack.encode(state)
    for action in (play("KD"), SuperCrazyEightsPass()):
        with pytest.raises(IllegalAction):
            apply(state, 0, action)
    assert msgspec.msgpack.encode(state) == before


def test_actions_after_the_match_are_refused() -> None:
    state = new(2, {0: ["9C"]}, starter="4C", deal_schedule=(1,))
    state = act(state, 0, play("9C"))
    assert state.book.status == "finished"
    assert refused(state, 1, SuperCrazyEightsDraw()).code == "match_over"
    assert refused(state, 1, SuperCrazyEightsChallenge(seat=0)).code == "match_over"
    assert legal(state, 0) == [] and legal(state, 1) == []


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (4, {"decks": 3}),
        (6, {"decks": 1, "deal_schedule": (9,)}),
        (4, {"deal_schedule": ()}),
        (4, {"deal_schedule": (0, 1)}),
        (4, {"first_dealer": 4}),
        (4, {"two_stack_cap": 1}),
        (4, {"last_card_mode": "last", "last_card_enforcement": "challenge"}),
        (12, {"deal_schedule": (9,)}),
    ],
)
def test_invalid_options_are_refused(players: int, options: dict[str, Any]) -> None:
    with pytest.raises(InvalidSetup) as info:
        new_match(players, Opts(**options), seed=1)
    assert info.value.code == "invalid_options"


def test_bad_decks_are_refused() -> None:
    good = deck_for(4)
    for deck in (good[:-1], [*good[:-1], "1X"], [*good[:-1], good[0]], deck_for(4) + deck_for(4)):
        with pytest.raises(InvalidSetup) as info:
            new_match(4, None, seed=1, deck=deck)
        assert info.value.code == "bad_deck"
    with pytest.raises(InvalidSetup) as info:
        new_match(5, None, seed=1, deck=good)
    assert info.value.code == "bad_deck"


def test_wire_shapes_of_the_actions() -> None:
    decoder = msgspec.json.Decoder(SuperCrazyEightsAction)
    assert decoder.decode(b'{"type":"play","card":"8S","named_suit":"H","announce_last":true}') == play("8S", "H", True)
    assert decoder.decode(b'{"type":"challenge","seat":2}') == SuperCrazyEightsChallenge(seat=2)
    assert msgspec.json.encode(SuperCrazyEightsPlay(card="9C")) == b'{"type":"play","card":"9C"}'
    for bad in (
        b'{"type":"play","card":"1X"}',
        b'{"type":"draw","extra":1}',
        b'{"type":"play","card":"8S","named_suit":"X"}',
    ):
        with pytest.raises(msgspec.ValidationError):
            decoder.decode(bad)
    variant = get("super-crazy-eights")
    assert variant.title == "Super Crazy Eights (Super Lude Osmice)"
    assert (variant.min_players, variant.max_players, variant.score_direction) == (2, 12, "lower_is_better")
