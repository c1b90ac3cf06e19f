"""Nags scenarios, one or more per rule of docs/rules/nags.md (NAG-1 … NAG-17), the acceptance tests of §6.6, the horse
points table, every house rule in its non-default setting, and bad input.

Tables are fixed either by a preset deck (horses first, then the deal one card at a time from next(dealer), then
the starter and the stock) or by building a state directly; each narration asserts the seat to act and the exact
list of legal actions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import msgspec
import pytest

from engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, code, make, parse
from engine.errors import IllegalAction, InvalidSetup
from engine.events import Event
from engine.rng import Rng, seed_state
from engine.variants.nags import (
    VARIANT,
    HorseSlot,
    NagsAction,
    NagsHorse,
    NagsOptions,
    NagsPlay,
    NagsState,
    NagsTurnStock,
    apply,
    cards,
    down_rank,
    horse_points,
    legal_actions,
    new_match,
    turn_horses,
    up_rank,
    view,
)
from engine.variants.nags.model import DEAL_ACTION_CAP
from engine.variants.nags.race import dead

SEED = 7
T = NagsTurnStock()
#: A deck in suit order (♠ 2..A, ♥ 2..A, ♦ 2..A, ♣ 2..A): its first four cards have four different ranks.
BY_SUIT = [code(make(r, s)) for s in (SPADES, HEARTS, DIAMONDS, CLUBS) for r in range(2, 15)]


def P(card: str, *more: str) -> NagsPlay:
    return NagsPlay(card=card, more=list(more) if more else None)


def arrange(
    horses: Sequence[str],
    hands: Sequence[Sequence[str]],
    starter: str,
    stock: Sequence[str] = (),
    *,
    hand_size: int = 9,
    dealer: int | None = None,
) -> list[str]:
    """A preset deck: ``horses``, then ``hands`` (by seat, topped up from the unnamed cards in BY_SUIT order)
    dealt one at a time from next(dealer), the ``starter``, the ``stock`` top first, then the unnamed rest."""
    players = len(hands)
    dealer = players - 1 if dealer is None else dealer
    named = [*horses, *(c for h in hands for c in h), starter, *stock]
    assert len(set(named)) == len(named), "a card is named twice"
    spare = [c for c in BY_SUIT if c not in named]
    full = [list(h) for h in hands]
    for h in full:
        while len(h) < hand_size:
            h.append(spare.pop(0))
    order = [(dealer + 1 + i) % players for i in range(players)]
    dealt = [full[seat][k] for k in range(hand_size) for seat in order]
    return [*horses, *dealt, starter, *stock, *spare]


def table(
    hands: Sequence[Sequence[str]],
    pile: Sequence[str],
    *,
    stock: Sequence[str] = (),
    horses: Sequence[str] = ("2H", "3S", "4D", "5C"),
    turn: int = 0,
    options: NagsOptions | None = None,
    rank_direction: str = "up",
    choice: bool = False,
    fill: bool = True,
) -> NagsState:
    """A state built directly: ``stock`` top first; with ``fill`` every unnamed card lies below it."""
    base = new_match(len(hands), options, seed=SEED)
    named = [*(c for h in hands for c in h), *pile, *stock, *horses]
    assert len(set(named)) == len(named), "a card is named twice"
    stock_cards = [parse(c) for c in reversed(stock)]
    if fill:
        used = {parse(c) for c in named}
        stock_cards = [c for c in range(52) if c not in used] + stock_cards
    return msgspec.structs.replace(
        base,
        hands=[[parse(c) for c in h] for h in hands],
        pile=[parse(c) for c in pile],
        stock=stock_cards,
        horses=[HorseSlot(card=parse(h)) for h in horses],
        turn=turn,
        rank_direction=rank_direction,
        direction_choice=choice,
        stall_count=0,
    )


def with_horse(s: NagsState, index: int, **changes: Any) -> NagsState:
    horses = list(s.horses)
    horses[index] = msgspec.structs.replace(horses[index], **changes)
    return msgspec.structs.replace(s, horses=horses)


def act(state: NagsState, seat: int, action: NagsAction) -> tuple[NagsState, list[Event]]:
    """Apply an action, first checking that it is listed for the seat to move."""
    assert state.turn == seat
    assert action in legal_actions(state, seat), f"{action!r} not in {legal_actions(state, seat)!r}"
    return apply(state, seat, action)


def rejected(state: NagsState, seat: int, action: Any) -> IllegalAction:
    before = msgspec.msgpack.encode(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, seat, action)
    assert msgspec.msgpack.encode(state) == before
    return info.value


def horses_of(state: NagsState) -> list[tuple[str, str, int | None, int | None]]:
    return [(code(h.card), h.state, h.place, h.owner) for h in state.horses]


def types(events: list[Event]) -> list[str]:
    return [e.type for e in events]


def hand(state: NagsState, seat: int) -> list[str]:
    return sorted(code(c) for c in state.hands[seat])


# --- NAG-1 .. NAG-4: set-up ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_two_to_five_players_one_52_card_deck_NAG_1(players: int) -> None:
    state = new_match(players, None, seed=SEED)
    assert sorted(cards(state)) == list(range(52))
    assert VARIANT.min_players == 2 and VARIANT.max_players == 5


@pytest.mark.parametrize("players", [0, 1, 6, 8])
def test_other_player_counts_are_refused_NAG_1(players: int) -> None:
    with pytest.raises(InvalidSetup) as info:
        new_match(players, None, seed=SEED)
    assert info.value.code == "invalid_players"


def test_four_horses_of_four_ranks_never_in_play_NAG_2() -> None:
    for seed in range(40):
        state = new_match(4, None, seed=seed)
        ranks = {h.card // 4 for h in state.horses}
        assert len(state.horses) == 4 and len(ranks) == 4
        horse_cards = {h.card for h in state.horses}
        elsewhere = {c for h in state.hands for c in h} | set(state.stock) | set(state.pile)
        assert not horse_cards & elsewhere


def test_acceptance_1_duplicate_sevens_both_returned_and_two_new_turned() -> None:
    """§6.6 #1: horses 7H, 7S, QD, 3C: both 7s go back into the deck, it is shuffled, two new cards turned."""
    deck = arrange(["7H", "7S", "QD", "3C"], [[], []], "9C")
    seed = 1
    state = new_match(2, None, seed=seed, deck=deck)
    # By hand: the 7s join the rest of the deck, the match's PRNG shuffles it, and its top two are turned.
    rest = [parse(c) for c in deck[4:]] + [parse("7H"), parse("7S")]
    Rng(seed_state(seed)).shuffle(rest)
    new, rest = rest[:2], rest[2:]
    assert len({c // 4 for c in new} | {parse("QD") // 4, parse("3C") // 4}) == 4  # no second round for this seed
    assert [code(h.card) for h in state.horses] == [code(new[0]), code(new[1]), "QD", "3C"]
    # ... and the deal continues from that shuffled deck: seat 0 first, one card at a time
    assert state.hands[0] == rest[0:18:2] and state.hands[1] == rest[1:18:2]
    assert state.pile == [rest[18]]
    _, _, returned = turn_horses([parse(c) for c in deck], Rng(seed_state(seed)), "return_pair_turn_two")
    assert [[code(c) for c in group] for group in returned] == [["7H", "7S"]]
    assert sorted(cards(state)) == list(range(52))


def test_duplicates_replaced_in_place_until_four_ranks_NAG_2() -> None:
    """With seed 7 the first replacement brings another three: both threes go back in turn."""
    deck = [parse(c) for c in arrange(["7H", "7S", "QD", "3C"], [[], []], "9C")]
    horses, rest, returned = turn_horses(deck, Rng(seed_state(7)), "return_pair_turn_two")
    assert len({h // 4 for h in horses}) == 4 and horses[2] == parse("QD")
    assert [code(c) for c in returned[0]] == ["7H", "7S"] and len(returned) >= 2
    assert "3C" in [code(c) for c in returned[1]]
    assert sorted(horses + rest) == list(range(52))


def test_three_of_a_rank_are_all_returned_NAG_2() -> None:
    deck = [parse(c) for c in arrange(["7H", "7S", "7D", "3C"], [[], []], "9C")]
    horses, rest, returned = turn_horses(deck, Rng(seed_state(1)), "return_pair_turn_two")
    assert [code(c) for c in returned[0]] == ["7H", "7S", "7D"]
    assert horses[3] == parse("3C")
    assert len({h // 4 for h in horses}) == 4
    assert sorted(horses + rest) == list(range(52))


def test_reject_each_duplicate_returns_only_the_later_card_NAG_2() -> None:
    """Option ``horse_duplicate_procedure = reject_each_duplicate`` (S8): the first 7 stays a horse; 7S is
    buried in the deck (below its top card) and the turning goes on."""
    deck = arrange(["7H", "7S", "QD", "3C"], [[], []], "9C")
    opts = NagsOptions(horse_duplicate_procedure="reject_each_duplicate")
    state = new_match(2, opts, seed=SEED, deck=deck)
    assert [code(h.card) for h in state.horses] == ["7H", "QD", "3C", deck[4]]
    assert parse("7S") in cards(state) and parse("7S") not in [h.card for h in state.horses]
    _, _, returned = turn_horses([parse(c) for c in deck], Rng(seed_state(SEED)), "reject_each_duplicate")
    assert [[code(c) for c in group] for group in returned] == [["7S"]]
    assert sorted(cards(state)) == list(range(52))


def test_deal_one_at_a_time_then_starter_then_stock_NAG_3() -> None:
    deck = BY_SUIT
    state = new_match(3, None, seed=SEED, deck=deck)
    assert [code(h.card) for h in state.horses] == deck[:4]
    # dealer is seat 2: seat 0 takes deck[4], seat 1 deck[5], seat 2 deck[6], seat 0 deck[7], ...
    assert [code(c) for c in state.hands[0]] == deck[4:31:3]
    assert [code(c) for c in state.hands[1]] == deck[5:31:3]
    assert [code(c) for c in state.hands[2]] == deck[6:31:3]
    assert [code(c) for c in state.pile] == [deck[31]]
    assert code(state.stock[-1]) == deck[32]  # the stock's top is the next card after the starter
    assert len(state.stock) == 52 - 4 - 27 - 1
    v = view(state, None)
    assert v.top == deck[31] and v.discard_count == 1 and v.stock_count == 20 and v.hand_counts == [9, 9, 9]


def test_five_players_leave_two_stock_cards_NAG_3() -> None:
    state = new_match(5, None, seed=SEED)
    assert [len(h) for h in state.hands] == [9] * 5
    assert len(state.stock) == 2 and len(state.pile) == 1


@pytest.mark.parametrize(
    ("horse", "twin", "rivals"),
    [("7H", "7D", ("7S", "7C")), ("5C", "5S", ("5H", "5D")), ("QD", "QH", ("QS", "QC")), ("AS", "AC", ("AH", "AD"))],
)
def test_twin_is_same_rank_same_colour_rivals_the_other_colour_NAG_4(
    horse: str, twin: str, rivals: tuple[str, str]
) -> None:
    horses = [horse, "2H", "3S", "4D"]
    finish = table([["KC"], ["KD"]], ["9S"], stock=[twin], horses=horses)
    after, _ = act(finish, 0, T)
    assert horses_of(after)[0] == (horse, "finished", 1, 0)
    for rival in rivals:
        fell = table([["KC"], ["KD"]], ["9S"], stock=[rival], horses=horses)
        after, _ = act(fell, 0, T)
        assert horses_of(after)[0] == (horse, "fallen", None, None)


# --- NAG-5 .. NAG-10: play -----------------------------------------------------------------------------


def test_rank_order_and_wrap_NAG_5() -> None:
    assert [up_rank(r, True) for r in (2, 9, 10, 13, 14)] == [3, 10, 11, 14, 2]
    assert [down_rank(r, True) for r in (2, 3, 11, 14)] == [14, 2, 10, 13]
    assert up_rank(14, False) is None and down_rank(2, False) is None


def test_deal_starts_up_with_next_of_dealer_NAG_6() -> None:
    state = new_match(4, None, seed=SEED)
    v = view(state, None)
    assert v.rank_direction == "up" and v.deal.dealer == 3 and v.turn == 0 and v.direction == 1


def test_first_dealer_option_moves_the_first_player_NAG_6() -> None:
    state = new_match(4, NagsOptions(first_dealer=1), seed=SEED)
    assert state.book.dealer == 1 and state.turn == 2
    assert view(state, None).options.first_dealer == 1


def test_same_rank_or_next_in_the_direction_is_legal_NAG_7() -> None:
    up = table([["9H", "10S", "8D", "KC"], ["2C"]], ["9C"])
    assert legal_actions(up, 0) == [P("9H"), P("10S")]
    down = table([["9H", "10S", "8D", "KC"], ["2C"]], ["9C"], rank_direction="down")
    assert legal_actions(down, 0) == [P("8D"), P("9H")]
    err = rejected(up, 0, P("KC"))
    assert (err.code, err.rule) == ("card_does_not_match", "NAG-7")


def test_acceptance_2_up_then_stock_turn_opens_the_way_down() -> None:
    """§6.6 #2: top 9C, up: 9x and 10x legal, 8x illegal; after a stock turn the next player plays 8D, now down."""
    state = table([["KC", "QC"], ["8D", "9H", "10S", "2C"]], ["9C"], stock=["9S"])
    assert state.turn == 0 and legal_actions(state, 0) == [T]
    on_nine = msgspec.structs.replace(state, turn=1)
    assert legal_actions(on_nine, 1) == [P("9H"), P("10S")]
    err = rejected(on_nine, 1, P("8D"))
    assert (err.code, err.rule) == ("card_does_not_match", "NAG-8")

    state, events = act(state, 0, T)
    assert types(events) == ["turned_stock"] and events[0].data == {"card": "9S"}
    assert state.turn == 1 and state.direction_choice
    assert legal_actions(state, 1) == [P("8D"), P("9H"), P("10S")]
    state, events = act(state, 1, P("8D"))
    assert types(events) == ["played", "rank_direction_changed"]
    assert events[1].data == {"rank_direction": "down"}
    v = view(state, 0)
    assert v.rank_direction == "down" and not v.direction_choice and v.top == "8D" and v.turn == 0
    assert v.legal_actions == [T]  # KC, QC: neither 8 nor 7


def test_direction_choice_belongs_to_the_mover_after_a_stock_turn_only_NAG_8() -> None:
    state = table([["KC"], ["8D", "10D", "4S"], ["8H", "10H"]], ["9C"], stock=["9S"])
    state, _ = act(state, 0, T)
    assert legal_actions(state, 1) == [P("8D"), P("10D")]
    state, _ = act(state, 1, P("10D"))  # going up keeps "up"
    assert state.rank_direction == "up" and not state.direction_choice
    assert legal_actions(state, 2) == [P("10H")]  # the next player has no choice: 9 is not "up" from 10
    err = rejected(state, 2, P("8H"))
    assert err.code == "card_does_not_match"


def test_same_rank_with_the_choice_leaves_the_direction_NAG_8() -> None:
    state = table([["KC"], ["9D", "3C"], ["8H", "10H"]], ["9C"], stock=["9S"], rank_direction="down")
    state, _ = act(state, 0, T)
    assert legal_actions(state, 1) == [P("9D")]
    state, events = act(state, 1, P("9D"))
    assert types(events) == ["played"] and state.rank_direction == "down"
    assert legal_actions(state, 2) == [P("8H")]


def test_choice_passes_on_when_the_next_player_also_turns_NAG_8() -> None:
    """NAG-A16: the choice belongs to whoever moves right after the latest stock turn."""
    state = table([["KC"], ["2C"], ["8H", "QH"]], ["9C"], stock=["9S", "JD"])
    state, _ = act(state, 0, T)
    assert state.direction_choice and legal_actions(state, 1) == [T]
    state, _ = act(state, 1, T)
    assert state.direction_choice and state.turn == 2
    assert legal_actions(state, 2) == [P("QH")]  # on JD: J, Q or 10 (8H is no neighbour of J)


def test_starter_opens_the_direction_choice_NAG_8() -> None:
    deck = arrange(["2H", "3S", "4D", "5C"], [["8D", "KC"], ["KD"]], "9C")
    state = new_match(2, None, seed=SEED, deck=deck)
    assert state.direction_choice and view(state, 0).direction_choice
    assert P("8D") in legal_actions(state, 0)
    state, events = act(state, 0, P("8D"))
    assert state.rank_direction == "down" and "rank_direction_changed" in types(events)


def test_starter_without_direction_choice_option_NAG_8() -> None:
    """Option ``starter_opens_direction_choice = false``: the first player must go up (or play the same rank)."""
    deck = arrange(["2H", "3S", "4D", "5C"], [["8D", "KC"], ["KD"]], "9C")
    state = new_match(2, NagsOptions(starter_opens_direction_choice=False), seed=SEED, deck=deck)
    assert not state.direction_choice
    assert P("8D") not in legal_actions(state, 0)
    assert rejected(state, 0, P("8D")).rule == "NAG-8"


def test_a_legal_card_must_be_played_NAG_9() -> None:
    state = table([["9H", "KC"], ["2C"]], ["9C"])
    assert legal_actions(state, 0) == [P("9H")]
    err = rejected(state, 0, T)
    assert (err.code, err.rule) == ("must_play", "NAG-9")
    err = rejected(state, 0, P("9H", "9S"))
    assert (err.code, err.rule) == ("multi_card_play_disabled", "NAG-9")


def test_multi_card_play_lists_every_ordered_run_of_one_rank_NAG_9() -> None:
    """Option ``multi_card_play``: several cards of one rank, in the order given, the last one on top."""
    opts = NagsOptions(multi_card_play=True)
    state = table([["9S", "9H", "10D", "KC"], ["2C"]], ["9C"], options=opts)
    assert legal_actions(state, 0) == [P("9S"), P("9S", "9H"), P("9H"), P("9H", "9S"), P("10D")]
    three = table([["9S", "9H", "9D", "KC"], ["2C"]], ["9C"], options=opts)
    assert len(legal_actions(three, 0)) == 15
    after, events = act(state, 0, P("9H", "9S"))
    assert [code(c) for c in after.pile] == ["9C", "9H", "9S"] and view(after, None).top == "9S"
    assert events[0].data == {"card": "9H", "more": ["9S"]}
    assert hand(after, 0) == ["10D", "KC"]


def test_multi_card_play_bad_runs_are_refused_NAG_9() -> None:
    opts = NagsOptions(multi_card_play=True)
    state = table([["9S", "9H", "10D", "KC"], ["2C"]], ["9C"], options=opts)
    assert rejected(state, 0, P("9S", "10D")).code == "ranks_differ"
    assert rejected(state, 0, P("9S", "9S")).code == "duplicate_card"
    assert rejected(state, 0, P("9S", "9D")).code == "card_not_in_hand"
    assert rejected(state, 0, NagsPlay(card="9S", more=[])).code == "empty_more"
    assert rejected(state, 0, P("KC", "9S")).code == "ranks_differ"


def test_a_play_names_at_most_the_four_cards_of_a_rank_NAG_9() -> None:
    """One deck holds four cards of a rank: ``more`` lists at most three, and a longer one is not even decoded."""
    every = msgspec.json.encode({"type": "play", "card": "9S", "more": ["9H", "9D", "9C"]})
    assert msgspec.json.decode(every, type=NagsPlay) == P("9S", "9H", "9D", "9C")
    with pytest.raises(msgspec.ValidationError, match="length <= 3"):
        msgspec.json.decode(every.replace(b'"9C"', b'"9C","9S"'), type=NagsPlay)


def test_multi_card_play_horses_finish_and_fall_in_landing_order_NAG_9() -> None:
    opts = NagsOptions(multi_card_play=True)
    horses = ("9D", "3S", "4D", "5C")
    twin_first = table([["9H", "9S", "KC"], ["2C"]], ["9C"], horses=horses, options=opts)
    after, events = act(twin_first, 0, P("9H", "9S"))
    assert horses_of(after)[0] == ("9D", "finished", 1, 0)
    assert types(events) == ["played", "horse_finished"]
    rival_first = table([["9H", "9S", "KC"], ["2C"]], ["9C"], horses=horses, options=opts)
    after, events = act(rival_first, 0, P("9S", "9H"))
    assert horses_of(after)[0] == ("9D", "fallen", None, None)
    assert types(events) == ["played", "horse_fell"]


def test_stock_turn_when_no_legal_card_ends_the_turn_NAG_10() -> None:
    state = table([["KC", "2S"], ["QD"]], ["9C"], stock=["AH", "6C"])
    assert legal_actions(state, 0) == [T] and legal_actions(state, 1) == []
    before = msgspec.msgpack.encode(state)
    assert state.turn == 0  # the only legal action is still the player's own: nothing was applied for him
    after, events = act(state, 0, T)
    assert msgspec.msgpack.encode(state) == before
    assert [code(c) for c in after.pile] == ["9C", "AH"] and code(after.stock[-1]) == "6C"
    assert types(events) == ["turned_stock"] and events[0].seat == 0
    assert hand(after, 0) == ["2S", "KC"] and after.turn == 1
    assert legal_actions(after, 1) == [T]  # on AH with the choice: A, 2 or K; QD is none


def test_voluntary_stock_turn_option_NAG_10() -> None:
    """Option ``voluntary_stock_turn``: turning is allowed while holding a legal card."""
    state = table([["9H", "KC"], ["2C"]], ["9C"], stock=["6H"], options=NagsOptions(voluntary_stock_turn=True))
    assert legal_actions(state, 0) == [P("9H"), T]
    after, _ = act(state, 0, T)
    assert code(after.pile[-1]) == "6H" and after.direction_choice and after.turn == 1


# --- NAG-11 .. NAG-14: horses, going out, scoring ------------------------------------------------------


def test_played_twin_finishes_the_horse_for_the_player_NAG_11() -> None:
    state = table([["KC", "2S"], ["9D", "10S", "AC"]], ["9C"], horses=("9H", "10D", "AS", "5C"), turn=1)
    state, events = act(state, 1, P("9D"))
    assert horses_of(state)[0] == ("9H", "finished", 1, 1)
    assert events[-1] == Event(type="horse_finished", seat=1, data={"horse": "9H", "card": "9D", "place": 1})
    v = view(state, None)
    assert v.horses[0] == NagsHorse(card="9H", state="finished", place=1, owner=1)
    assert v.horses[1] == NagsHorse(card="10D", state="running", place=None, owner=None)


def test_places_count_in_finishing_order_NAG_11() -> None:
    horses = ("9H", "10D", "JS", "QC")
    state = table([["10H", "QS", "4C"], ["9D", "JC", "5C"]], ["9C"], horses=horses, turn=1)
    state, _ = act(state, 1, P("9D"))  # 9H 1st for seat 1
    state, _ = act(state, 0, P("10H"))  # 10D 2nd for seat 0
    state, _ = act(state, 1, P("JC"))  # JS 3rd for seat 1
    state, _ = act(state, 0, P("QS"))  # QC 4th for seat 0
    assert horses_of(state) == [
        ("9H", "finished", 1, 1),
        ("10D", "finished", 2, 0),
        ("JS", "finished", 3, 1),
        ("QC", "finished", 4, 0),
    ]


def test_acceptance_4_stock_twin_credits_the_turner_and_a_rival_first_fells() -> None:
    """§6.6 #4: horse KH: turning KD gives it to the turner as 1st; after KS appeared, KD does nothing."""
    horses = ("KH", "3S", "4D", "5C")
    state = table([["7C", "8C"], ["7D"]], ["2C"], stock=["KD"], horses=horses)
    state, events = act(state, 0, T)
    assert horses_of(state)[0] == ("KH", "finished", 1, 0)
    assert types(events) == ["turned_stock", "horse_finished"]

    state = table([["7C", "8C"], ["7D", "6D"]], ["2C"], stock=["KS", "KD"], horses=horses)
    state, events = act(state, 0, T)
    assert horses_of(state)[0] == ("KH", "fallen", None, None) and types(events) == ["turned_stock", "horse_fell"]
    assert legal_actions(state, 1) == [T]  # on KS: K, A or Q
    state, events = act(state, 1, T)
    assert code(state.pile[-1]) == "KD"
    assert horses_of(state)[0] == ("KH", "fallen", None, None) and types(events) == ["turned_stock"]


def test_rival_fells_and_a_later_twin_does_nothing_NAG_12() -> None:
    horses = ("9H", "10D", "AS", "5C")
    state = table([["9S", "KC"], ["9D", "10C"]], ["9C"], horses=horses)
    state, events = act(state, 0, P("9S"))
    assert horses_of(state)[0] == ("9H", "fallen", None, None)
    assert events[-1] == Event(type="horse_fell", seat=0, data={"horse": "9H", "card": "9S"})
    state, events = act(state, 1, P("9D"))
    assert horses_of(state)[0] == ("9H", "fallen", None, None) and types(events) == ["played"]


def test_fallen_horses_take_no_place_NAG_12() -> None:
    """NAG-A14: positions count finishing horses only."""
    horses = ("9H", "10D", "AS", "5C")
    state = table([["9S", "KC"], ["10H", "4C"]], ["9C"], horses=horses)
    state, _ = act(state, 0, P("9S"))  # 9H falls
    state, _ = act(state, 1, P("10H"))  # 10D is the first horse home
    assert horses_of(state)[:2] == [("9H", "fallen", None, None), ("10D", "finished", 1, 1)]


def test_going_out_ends_the_deal_at_once_NAG_13() -> None:
    horses = ("KH", "QS", "4D", "5C")
    state = table([["10S"], ["7C", "8C", "JD"], ["2S", "3H"]], ["9C"], horses=horses)
    state, events = act(state, 0, P("10S"))
    assert types(events)[:3] == ["played", "deal_ended", "dealt"]
    assert events[1].seat == 0 and events[1].data == {"deal": 1, "reason": "went_out", "scores": [10, 0, 0]}
    assert state.book.results[0].scores == [10, 0, 0]  # 5 + 3 + 2; the running horses score nothing
    assert state.book.deal == 2 and state.book.dealer == 0 and state.turn == 1


def test_going_out_with_several_cards_lands_them_all_first_NAG_13() -> None:
    """With ``multi_card_play`` the last cards all land (and move horses) before the deal ends."""
    opts = NagsOptions(multi_card_play=True, deals=1)
    state = table([["9S", "9H"], ["KC", "2S"]], ["9C"], horses=("9D", "3S", "4D", "5C"), options=opts)
    state, events = act(state, 0, P("9H", "9S"))
    assert types(events) == ["played", "horse_finished", "deal_ended", "match_ended"]
    assert state.book.scores == [5 + 2 + 9, 0] and [code(c) for c in state.pile] == ["9C", "9H", "9S"]


@pytest.mark.parametrize(
    ("rank", "row"),
    [
        ("A", (14, 7, 5, 4)),
        ("K", (13, 7, 5, 4)),
        ("Q", (12, 6, 4, 3)),
        ("J", (11, 6, 4, 3)),
        ("10", (10, 5, 4, 3)),
        ("9", (9, 5, 3, 3)),
        ("8", (8, 4, 3, 2)),
        ("7", (7, 4, 3, 2)),
        ("6", (6, 3, 2, 2)),
        ("5", (5, 3, 2, 2)),
        ("4", (4, 2, 2, 1)),
        ("3", (3, 2, 1, 1)),
        ("2", (2, 1, 1, 1)),
    ],
)
def test_horse_points_table_NAG_14(rank: str, row: tuple[int, int, int, int]) -> None:
    value = parse(rank + "S") // 4 + 2
    assert tuple(horse_points(value, place) for place in (1, 2, 3, 4)) == row


def test_acceptance_5_winner_bonus_and_a_jack_second_is_worth_six() -> None:
    """§6.6 #5: the winner scores 5 + the opponents' cards; a J horse finishing 2nd is worth 6."""
    horses = ("2H", "JH", "4D", "5C")
    state = table([["JD"], ["7C", "8C", "9D"], ["2S", "3H", "6S", "KS"]], ["10C"], horses=horses)
    state = with_horse(state, 0, state="finished", place=1, owner=2)
    state, events = act(state, 0, P("JD"))
    assert types(events)[:3] == ["played", "horse_finished", "deal_ended"]
    assert events[1].data == {"horse": "JH", "card": "JD", "place": 2}
    # seat 0: 5 + (3 + 4) + 6 for the jack; seat 2: 2 for the two that finished 1st
    assert state.book.results[0].scores == [18, 0, 2]
    assert state.book.scores == [18, 0, 2]


def test_deal_scoring_sums_horses_per_owner_NAG_14() -> None:
    horses = ("AS", "KH", "QD", "JC")
    state = table([["7C"], ["2S", "3S"]], ["6C"], horses=horses)
    state = with_horse(state, 0, state="finished", place=1, owner=1)  # 14
    state = with_horse(state, 1, state="finished", place=2, owner=1)  # 7
    state = with_horse(state, 2, state="fallen")
    state = with_horse(state, 3, state="finished", place=3, owner=0)  # 4
    state, _ = act(state, 0, P("7C"))
    assert state.book.results[0].scores == [5 + 2 + 4, 21]


# --- NAG-15 .. NAG-17: stock, stalls, matches ----------------------------------------------------------


def test_acceptance_6_five_players_third_stock_turn_reshuffles_the_pile() -> None:
    """§6.6 #6: five players, two stock cards: the 3rd stock turn finds it empty; the pile minus its top is
    shuffled into a new stock and the turn is made."""
    hands = [
        ["7S", "JS", "QH", "KD", "KC", "AS", "2S", "3S", "4S"],
        ["8S", "8H", "7C", "9S", "10S", "QS", "4D", "5S", "6S"],
        ["8C", "7H", "9H", "10H", "AD", "2D", "3D", "4C", "5D"],
        ["8D", "7D", "9D", "10D", "JD", "AC", "5C", "6H", "6C"],
        ["10C", "JH", "JC", "QD", "QC", "KH", "AH", "2C", "3C"],
    ]
    deck = arrange(["2H", "3H", "4H", "5H"], hands, "9C", ["KS", "6D"])
    state = new_match(5, None, seed=SEED, deck=deck)
    assert len(state.stock) == 2 and state.turn == 0
    assert legal_actions(state, 0) == [T]  # on 9C with the choice: 8, 9 or 10
    state, _ = act(state, 0, T)  # 1st stock turn: KS
    assert legal_actions(state, 1) == [P("QS")]
    state, _ = act(state, 1, P("QS"))
    assert state.rank_direction == "down" and legal_actions(state, 2) == [T]
    state, _ = act(state, 2, T)  # 2nd stock turn: 6D, the stock is now empty
    assert state.stock == [] and view(state, None).stock_count == 0
    assert P("7D") in legal_actions(state, 3)
    state, _ = act(state, 3, P("7D"))
    assert state.rank_direction == "up" and legal_actions(state, 4) == [T]
    pile_before = [code(c) for c in state.pile]
    assert pile_before == ["9C", "KS", "QS", "6D", "7D"]
    state, events = act(state, 4, T)  # 3rd stock turn: reshuffle first
    assert types(events) == ["reshuffled", "turned_stock"]
    assert events[0].data == {"count": 4}
    turned = events[1].data["card"]
    assert turned in pile_before[:-1]
    assert [code(c) for c in state.pile] == ["7D", turned]
    assert sorted(code(c) for c in state.stock) == sorted(set(pile_before[:-1]) - {turned})
    assert sorted(cards(state)) == list(range(52))


def test_stock_exhausted_keeps_the_top_card_NAG_15() -> None:
    assert NagsOptions().stock_exhausted == "reshuffle_keep_top"
    state = table([["KC"], ["2S"]], ["9C", "QC", "7C"], fill=False)
    state, events = act(state, 0, T)
    assert types(events) == ["reshuffled", "turned_stock"] and events[0].data == {"count": 2}
    assert code(state.pile[0]) == "7C" and len(state.pile) == 2 and len(state.stock) == 1


def test_a_dead_deal_stalls_NAG_16() -> None:
    """No hand card has the rank of a stock or pile card, or a rank next to it: the deal ends at once without a
    winner; horses already finished still score. (With a whole deck a deal is never dead while every hand holds a
    card, see :func:`engine.variants.nags.race.dead`, so the position is set up directly.)"""
    horses = ("2H", "3S", "4D", "5C")
    state = table([["KC", "4C"], ["KD", "4S"]], ["9C", "9S"], stock=["9H"], horses=horses, fill=False)
    state = with_horse(state, 0, state="finished", place=1, owner=1)
    assert dead(state)
    state, events = act(state, 0, T)
    assert types(events)[:3] == ["turned_stock", "deal_ended", "dealt"]
    ended = next(e for e in events if e.type == "deal_ended")
    assert ended.seat is None and ended.data == {"deal": 1, "reason": "stalled", "scores": [0, 2]}


def test_a_play_that_leaves_the_deal_dead_stalls_it_NAG_16() -> None:
    state = table([["9D", "4C"], ["4S", "KD"]], ["9C"], stock=["9H", "QS"], fill=False)
    assert not dead(state)  # KD next to QS
    state, events = act(state, 0, P("9D"))
    assert types(events) == ["played"] and state.turn == 1
    state, events = act(state, 1, T)  # turns 9H
    state, events = act(state, 0, T)  # turns QS: seat 1 may play KD
    state, events = act(state, 1, P("KD"))
    # now the hands hold 4C and 4S; stock and pile only 9s, Qs and a K: dead
    assert types(events)[:3] == ["played", "deal_ended", "dealt"]
    assert state.book.results[0].reason == "stalled"


def test_dead_follows_rank_wrap_NAG_16() -> None:
    state = table([["2C"], ["2D"]], ["AC"], stock=["KS"], fill=False)
    assert not dead(state)  # the ace is next to the two
    assert dead(table([["2C"], ["2D"]], ["AC"], stock=["KS"], fill=False, options=NagsOptions(rank_wrap=False)))


def test_a_live_deal_goes_on_past_a_round_of_stock_turns_NAG_16() -> None:
    """Five players, a preset deck: seats 0-2 hold no 8, 9 or 10 and turn the starter 9C's stock and a reshuffle,
    three stock turns for three cards in stock and pile, where the former default cap stalled the deal. It is
    live (seat 3 holds 8s, 9D, 10s), so seat 3 plays."""
    hands: list[list[str]] = [[], [], [], ["8S", "8H", "8D", "8C", "10S", "10H", "10D", "10C", "9D"], []]
    hands[4] = ["2C", "3C", "4C", "6C", "7C", "JC", "QC", "KC", "AC"]
    state = new_match(5, None, seed=SEED, deck=arrange(("2H", "3S", "4D", "5C"), hands, "9C", ["9H", "9S"]))
    assert NagsOptions().stall_limit is None and state.options.stall_limit is None
    for seat in (0, 1, 2):
        assert legal_actions(state, seat) == [T]
        state, events = act(state, seat, T)
    assert types(events) == ["reshuffled", "turned_stock"]
    assert state.stall_count == 3 and len(state.stock) + len(state.pile) == 3 and state.book.deal == 1
    assert state.turn == 3 and all(P(c) in legal_actions(state, 3) for c in ("8S", "9D", "10S"))
    state, events = act(state, 3, P("10S"))
    assert types(events) == ["played"] and state.stall_count == 0


def test_a_live_five_player_deal_is_not_ended_NAG_16() -> None:
    """The audit's example: five players, seed 1000, random legal actions from ``random.Random(0)``. The former
    cap ended deal 4 as stalled at action 288 with 6s and Qs in the hands and 5s and Ks in the stock and pile;
    now every deal ends with a player going out."""
    state = new_match(5, None, seed=1000)
    chooser = random.Random(0)
    ends = []
    while state.turn is not None:
        state, events = act(state, state.turn, chooser.choice(legal_actions(state, state.turn)))
        ends += [e.data["reason"] for e in events if e.type == "deal_ended"]
    assert ends == ["went_out"] * 5


def test_a_hand_play_resets_the_stall_count_NAG_16() -> None:
    state = table([["KC", "9D"], ["2S", "3H"]], ["9C"], stock=["AH", "QS"], options=NagsOptions(stall_limit=2))
    state, _ = act(state, 0, P("9D"))
    state, _ = act(state, 1, T)
    assert state.stall_count == 1
    state = msgspec.structs.replace(state, hands=[[parse("KC"), parse("AC")], state.hands[1]])
    state, _ = act(state, 0, P("AC"))
    assert state.stall_count == 0


def test_stall_limit_option_NAG_16() -> None:
    """Option ``stall_limit = 2``: two stock turns in a row without a hand play end a live deal."""
    options = NagsOptions(stall_limit=2)
    state = table([["KC", "4C"], ["KD", "4S"]], ["9C"], stock=["9H", "9S", "3D"], options=options, fill=False)
    assert not dead(state)  # the 4s are next to 3D
    state, _ = act(state, 0, T)
    assert state.stall_count == 1 and view(state, None).stall_count == 1
    state, events = act(state, 1, T)
    assert state.book.results[0].reason == "stalled"
    assert "dealt" in types(events) and state.book.deal == 2


def test_match_of_one_deal_per_player_NAG_17() -> None:
    state = new_match(3, None, seed=SEED)
    assert state.options.deals == 3 and view(state, None).options.deals == 3
    assert state.options.first_dealer == 2


def test_next_deal_resets_the_table_and_moves_the_dealer_NAG_17() -> None:
    state = table([["10S"], ["7C", "8C"]], ["JC"], rank_direction="down")
    state = with_horse(msgspec.structs.replace(state, stall_count=3), 0, state="fallen")
    state, events = act(state, 0, P("10S"))
    assert types(events)[:3] == ["played", "deal_ended", "dealt"]
    assert {"horses", "starter"} <= set(types(events))
    assert events[2].data == {"deal": 2, "dealer": 0, "hand_size": 9}
    assert state.book.deal == 2 and state.book.dealer == 0 and state.turn == 1
    assert [len(h) for h in state.hands] == [9, 9] and len(state.pile) == 1
    assert state.rank_direction == "up" and state.direction_choice
    assert state.stall_count == 0 and state.deal_actions == 0
    assert sorted(cards(state)) == list(range(52))
    v = view(state, 1)
    assert v.deal.number == 2 and v.deal.dealer == 0 and v.deal_results[0].deal == 1


def test_match_ends_after_the_last_deal_highest_total_wins_NAG_17() -> None:
    state = table([["10S"], ["7C", "8C"]], ["9C"], options=NagsOptions(deals=1))
    state, events = act(state, 0, P("10S"))
    assert types(events) == ["played", "deal_ended", "match_ended"]
    assert events[-1].data == {"winners": [0], "scores": [7, 0]}
    assert state.book.status == "finished" and state.book.winners == [0] and state.turn is None
    assert legal_actions(state, 0) == [] and legal_actions(state, 1) == []
    v = view(state, 0)
    assert v.status == "finished" and v.winners == [0] and v.turn is None and v.legal_actions == []
    assert rejected(state, 0, P("7C")).code == "match_over"


def test_tied_totals_share_the_match_NAG_17() -> None:
    state = table([["7S", "8S", "9S", "10S", "JS"], ["10C"]], ["9C"], turn=1, options=NagsOptions(deals=1))
    state = msgspec.structs.replace(state, book=msgspec.structs.replace(state.book, scores=[10, 0]))
    state, _ = act(state, 1, P("10C"))
    assert state.book.scores == [10, 10] and state.book.winners == [0, 1]


def go_out(state: NagsState) -> NagsState:
    """The seat to move gets a single card of the top's rank (its old cards go under the stock)."""
    seat = state.turn
    assert seat is not None
    top = state.pile[-1]
    horses = {h.card for h in state.horses}
    card = next(c for c in range(52) if c // 4 == top // 4 and c != top and c not in horses)
    hands = [[c for c in h if c != card] for h in state.hands]
    stock = [c for c in state.stock if c != card]
    stock[:0] = hands[seat]
    hands[seat] = [card]
    return msgspec.structs.replace(state, hands=hands, stock=stock)


def test_deals_option_NAG_17() -> None:
    """Option ``deals = 4`` with two players: the dealer alternates and the match ends after the fourth deal."""
    state = new_match(2, NagsOptions(deals=4), seed=SEED)
    assert state.options.deals == 4
    for number in range(1, 5):
        assert state.book.deal == number and state.book.dealer == number % 2
        state = go_out(state)
        assert state.turn is not None
        state, events = act(state, state.turn, P(code(state.hands[state.turn][0])))
        assert sorted(cards(state)) == list(range(52))
    assert types(events)[-1] == "match_ended"
    assert state.book.status == "finished" and [r.deal for r in state.book.results] == [1, 2, 3, 4]
    assert state.book.scores == [sum(r.scores[seat] for r in state.book.results) for seat in (0, 1)]


# --- house rules of the set-up (§6.1) ------------------------------------------------------------------


def test_hand_size_option_NAG_3() -> None:
    state = new_match(4, NagsOptions(hand_size=5), seed=SEED)
    assert [len(h) for h in state.hands] == [5] * 4 and len(state.stock) == 52 - 4 - 20 - 1
    assert view(state, 0).options.hand_size == 5


def test_first_player_lowest_two_option_NAG_6() -> None:
    """``first_player = lowest_two``: the holder of the lowest two in the hands (♣ < ♦ < ♥ < ♠) moves first."""
    opts = NagsOptions(first_player="lowest_two")
    deck = arrange(["6S", "3S", "4S", "5S"], [["2S", "KC"], ["2H", "KD"], ["2D", "KH"]], "9C", ["2C"])
    state = new_match(3, opts, seed=SEED, deck=deck)
    assert state.turn == 2 and state.direction_choice  # 2D beats 2H and 2S; 2C lies in the stock
    deck = arrange(["6S", "3S", "4S", "5S"], [["2S", "KC"], ["2C", "KD"], ["2D", "KH"]], "9C")
    assert new_match(3, opts, seed=SEED, deck=deck).turn == 1
    deck = arrange(["6S", "3S", "4S", "5S"], [["KS"], ["QS"], ["JS"]], "2C", ["2S", "2H", "2D"])
    state = new_match(3, opts, seed=SEED, deck=deck)
    assert state.turn == 0  # no two in any hand: next(dealer) begins


def test_starter_twin_credits_the_dealer_NAG_11() -> None:
    deck = arrange(["7H", "QD", "3C", "9S"], [["KC"], ["KD"], ["KH"]], "7D")
    state = new_match(3, None, seed=SEED, deck=deck)
    assert horses_of(state)[0] == ("7H", "finished", 1, 2)
    deck = arrange(["7H", "QD", "3C", "9S"], [["KC"], ["KD"], ["KH"]], "7S")
    state = new_match(3, None, seed=SEED, deck=deck)
    assert horses_of(state)[0] == ("7H", "fallen", None, None)


def test_starter_horse_effect_credit_nobody_option_NAG_11() -> None:
    """Option ``starter_horse_effect = credit_nobody``: a starter twin finishes its horse for no one."""
    opts = NagsOptions(starter_horse_effect="credit_nobody", deals=1)
    deck = arrange(["7H", "QD", "3C", "9S"], [["7C", "KC"], ["KD"]], "7D")
    state = new_match(2, opts, seed=SEED, deck=deck)
    assert horses_of(state)[0] == ("7H", "finished", 1, None)
    state = msgspec.structs.replace(state, hands=[[parse("7C")], state.hands[1]])
    assert legal_actions(state, 0) == [P("7C")]
    state, _ = act(state, 0, P("7C"))
    assert state.book.scores == [5 + 9, 0]  # the unowned horse scores for nobody, not for the dealer


def test_starter_horse_effect_rebury_option_NAG_11() -> None:
    """Option ``starter_horse_effect = rebury``: a starter of a horse's rank is buried and another turned."""
    opts = NagsOptions(starter_horse_effect="rebury")
    deck = arrange(["7H", "QD", "3C", "9S"], [["KC"], ["KD"]], "7D", ["QH", "8C"])
    state = new_match(2, opts, seed=SEED, deck=deck)
    assert len(state.pile) == 1 and state.pile[0] // 4 + 2 not in (7, 12, 3, 9)
    assert all(h[1] == "running" for h in horses_of(state))
    assert parse("7D") in state.stock and parse("QH") in state.stock
    assert len(state.stock) == 52 - 4 - 18 - 1
    assert sorted(cards(state)) == list(range(52))


def test_rebury_with_only_horse_ranks_in_the_stock_keeps_the_starter_NAG_11() -> None:
    hands = [["KC"], ["KD"], ["KH"], ["KS"], ["AS"]]
    deck = arrange(["7H", "QD", "3C", "9S"], hands, "7D", ["QH", "3S"])
    state = new_match(5, NagsOptions(starter_horse_effect="rebury"), seed=SEED, deck=deck)
    assert [code(c) for c in state.pile] == ["7D"]
    assert horses_of(state)[0] == ("7H", "finished", 1, None)


def test_rank_wrap_off_option_NAG_5() -> None:
    """Option ``rank_wrap = false``: nothing follows the ace and nothing precedes the two."""
    opts = NagsOptions(rank_wrap=False)
    state = table([["2S", "KC"], ["AD"]], ["AS"], options=opts)
    assert legal_actions(state, 0) == [T]
    assert rejected(state, 0, P("2S")).code == "card_does_not_match"
    state = table([["AS", "3C"], ["QD"]], ["2H"], horses=("7H", "4S", "5D", "6C"), options=opts, rank_direction="down")
    assert legal_actions(state, 0) == [T]


def test_acceptance_3_ranks_wrap_between_ace_and_two() -> None:
    """§6.6 #3: top AS, up: 2x legal; top 2H, down: Ax legal."""
    state = table([["2S", "KC"], ["AD"]], ["AS"], horses=("3H", "4S", "5D", "6C"))
    assert legal_actions(state, 0) == [P("2S")]
    state = table([["AS", "3C"], ["QD"]], ["2H"], horses=("7H", "4S", "5D", "6C"), rank_direction="down")
    assert legal_actions(state, 0) == [P("AS")]


# --- views, events and the safety cap -------------------------------------------------------------------


def test_views_hide_other_hands_and_the_stock() -> None:
    state = new_match(3, None, seed=SEED)
    spectator = view(state, None)
    assert spectator.hand is None and spectator.legal_actions == [] and spectator.seat is None
    mine = view(state, 0)
    assert sorted(mine.hand or []) == hand(state, 0) and mine.legal_actions == legal_actions(state, 0)
    assert view(state, 1).legal_actions == [] and mine.hand_counts == [9, 9, 9]
    for viewer in (None, 0, 1, 2):
        encoded = msgspec.json.encode(view(state, viewer)).decode()
        hidden = [c for seat, h in enumerate(state.hands) if seat != viewer for c in h] + state.stock
        assert not [code(c) for c in hidden if f'"{code(c)}"' in encoded]
        assert '"rng"' not in encoded and '"seed"' not in encoded and '"stock"' not in encoded
    assert spectator.variant == "nags" and spectator.direction == 1 and spectator.score_direction == "higher_is_better"
    assert spectator.discard_pile == [spectator.top] and spectator.discard_count == 1 and spectator.stock_count == 20
    assert [h.card for h in spectator.horses] == [code(h.card) for h in state.horses]


def test_wire_shapes_of_actions_and_options() -> None:
    decoder = msgspec.json.Decoder(NagsAction)
    assert decoder.decode(b'{"type":"play","card":"9D","more":["9S"]}') == P("9D", "9S")
    assert decoder.decode(b'{"type":"turn_stock"}') == T
    with pytest.raises(msgspec.ValidationError):
        decoder.decode(b'{"type":"play","card":"9D","more":[]}')
    with pytest.raises(msgspec.ValidationError):
        decoder.decode(b'{"type":"play","card":"1X"}')
    with pytest.raises(msgspec.ValidationError):
        decoder.decode(b'{"type":"turn_stock","card":"9D"}')
    assert msgspec.json.encode(P("9D")) == b'{"type":"play","card":"9D"}'
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"players":3}', type=NagsOptions)


def test_safety_cap_voids_a_deal_that_runs_too_long() -> None:
    """docs/rules/nags.md: the deal reaching the cap ends with reason ``voided`` and no scores."""
    state = table([["9D", "KC"], ["2S"]], ["9C"], horses=("9H", "3S", "4D", "5C"))
    state = msgspec.structs.replace(state, deal_actions=DEAL_ACTION_CAP - 1)
    state, events = act(state, 0, P("9D"))
    assert state.book.results[0].reason == "voided" and state.book.results[0].scores == [0, 0]
    assert "horse_finished" in types(events)


# --- bad input ------------------------------------------------------------------------------------------


def test_bad_actions_are_refused_with_their_codes() -> None:
    state = table([["9H", "KC"], ["2C"]], ["9C"])
    assert rejected(state, 0, P("1X")).code == "unknown_card"
    assert rejected(state, 0, NagsPlay(card="9H", more=["ZZ"])).code == "unknown_card"
    assert rejected(state, 0, P("9S")).code == "card_not_in_hand"
    assert rejected(state, 1, P("2C")).code == "not_your_turn"
    assert rejected(state, 5, P("2C")).code == "unknown_seat"
    assert rejected(state, -1, T).code == "unknown_seat"
    assert rejected(state, 0, "play 9H").code == "illegal_action"


@pytest.mark.parametrize(
    "options",
    [
        NagsOptions(hand_size=10),  # 5 x 10 > 46
        NagsOptions(hand_size=0),
        NagsOptions(first_player="nobody"),  # type: ignore[arg-type]
        NagsOptions(stall_limit=0),
        NagsOptions(deals=0),
        NagsOptions(first_dealer=5),
        NagsOptions(stock_exhausted="no_reshuffle"),  # type: ignore[arg-type]
    ],
)
def test_invalid_options_are_refused(options: NagsOptions) -> None:
    with pytest.raises(InvalidSetup) as info:
        new_match(5, options, seed=SEED)
    assert info.value.code == "invalid_options"


@pytest.mark.parametrize(
    "deck",
    [
        BY_SUIT[:-1],
        [*BY_SUIT[:-1], "2S"],
        [*BY_SUIT[:-1], "1X"],
        [*BY_SUIT, "2S"],
    ],
)
def test_bad_decks_are_refused(deck: list[str]) -> None:
    with pytest.raises(InvalidSetup) as info:
        new_match(2, None, seed=SEED, deck=deck)
    assert info.value.code == "bad_deck"


def test_preset_deck_is_shown() -> None:
    assert view(new_match(2, None, seed=SEED, deck=BY_SUIT), None).preset_deck
    assert not view(new_match(2, None, seed=SEED), None).preset_deck
