"""Nusicle scenarios (docs/rules/nusicle.md): one or more tests per rule NUS-1..NUS-19, the acceptance tests of §4.6,
every house rule of §4.1 in its non-default setting, and bad input.

Positions come from a preset deck (``deck=``: seat 0 is the non-dealer of deal 1 and gets ``deck[0:3]``, the
dealer ``deck[3:6]``, and so on; then the piles are turned) or are set up directly with :func:`position`.
Legal actions are written compactly: ``7S>0`` plays 7S on pile 0, ``AS+KD>1`` resets pile 1 with AS and KD.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import msgspec
import pytest

from engine.cards import JACK, QUEEN, code, codes, parse, suit_code
from engine.cards import deck as full_deck
from engine.errors import IllegalAction, InvalidSetup
from engine.events import Event
from engine.registry import get
from engine.rng import Rng
from engine.variants import nusicle as N
from engine.variants.nusicle import dealing, game
from engine.variants.nusicle.building import Building, fits
from engine.variants.nusicle.game import DEAL_ACTION_CAP
from engine.variants.nusicle.model import NusicleAction, NusicleBatch, NusicleState

ALL = codes(full_deck())
CLOSED = [["QS", "2C"], ["QC", "2D"]]
"""Two Queen piles that accept only a 3 — hands below hold no 3 unless a test says so."""


def fmt(action: NusicleAction) -> str:
    match action:
        case N.NusiclePlay(card=card, pile=pile):
            return f"{card}>{pile}"
        case N.NusiclePlayAce(ace=ace, pile=pile, face=face):
            return f"{ace}+{face}>{pile}"
        case N.NusicleDraw():
            return "draw"
        case _:
            return "pass"


def parse_action(text: str) -> NusicleAction:
    if text == "draw":
        return N.NusicleDraw()
    if text == "pass":
        return N.NusiclePass()
    body, pile = text.split(">")
    if "+" in body:
        ace, face = body.split("+")
        return N.NusiclePlayAce(ace=ace, pile=int(pile), face=face)
    return N.NusiclePlay(card=body, pile=int(pile))


def legal(state: NusicleState, seat: int | None = None) -> list[str]:
    return [fmt(a) for a in N.legal_actions(state, state.turn if seat is None else seat)]


def act(state: NusicleState, text: str, seat: int | None = None) -> tuple[NusicleState, list[Event]]:
    mover = state.turn if seat is None else seat
    assert mover is not None
    return N.apply(state, mover, parse_action(text))


def refused(state: NusicleState, text: str | NusicleAction, seat: int | None = None) -> IllegalAction:
    action = parse_action(text) if isinstance(text, str) else text
    mover = state.turn if seat is None else seat
    before = msgspec.msgpack.encode(state)
    with pytest.raises(IllegalAction) as info:
        N.apply(state, -1 if mover is None else mover, action)
    assert msgspec.msgpack.encode(state) == before
    return info.value


def types(events: list[Event]) -> list[str]:
    return [e.type for e in events]


def make_deck(seat0: list[str], seat1: list[str], turned: list[str], stock: Sequence[str] = ()) -> list[str]:
    """Deal 1's deck: seat 0 (non-dealer) and seat 1 (dealer) get their 9 cards in packets of 3, then the piles
    are turned from ``turned``, then ``stock`` lies on top of the remaining cards."""
    order: list[str] = []
    for k in range(3):
        order += seat0[3 * k : 3 * k + 3] + seat1[3 * k : 3 * k + 3]
    order += [*turned, *stock]
    assert len(set(order)) == len(order)
    return order + [c for c in ALL if c not in order]


def position(
    hands: list[list[str]],
    piles: list[list[str]],
    stock: Sequence[str] = (),
    *,
    turn: int = 0,
    drawn: bool = False,
    formed: Sequence[int] = (0, 0, 0),
    base: NusicleState | None = None,
    **options: Any,
) -> NusicleState:
    """A position set up directly; ``stock`` is listed top card first."""
    state = base if base is not None else N.new_match(2, N.NusicleOptions(**options), seed=11)
    return msgspec.structs.replace(
        state,
        hands=[[parse(c) for c in h] for h in hands],
        piles=[[parse(c) for c in p] for p in piles],
        stock=[parse(c) for c in reversed(stock)],
        formed=list(formed),
        under=[],
        turn=turn,
        drawn=drawn,
        passes=0,
    )


def stock_top_first(state: NusicleState) -> list[str]:
    return codes(reversed(state.stock))


# --- set-up: NUS-1 .. NUS-6 -----------------------------------------------------------------------------------


def test_two_players_one_52_card_deck_NUS_1() -> None:
    state = N.new_match(2, None, seed=3)
    assert sorted(N.cards(state)) == list(range(52))
    assert get("nusicle").min_players == get("nusicle").max_players == 2
    for players in (1, 3, 4):
        with pytest.raises(InvalidSetup) as info:
            N.new_match(players, None, seed=3)
        assert info.value.code == "invalid_players"


def test_deal_in_three_packets_of_three_non_dealer_first_NUS_2() -> None:
    seat0 = ["2S", "3S", "4S", "5H", "6H", "7H", "2D", "3D", "4D"]
    seat1 = ["5S", "6S", "7S", "8H", "9H", "10H", "5D", "6D", "7D"]
    deck = make_deck(seat0, seat1, ["KC", "QH", "JD"])
    assert deck[:6] == ["2S", "3S", "4S", "5S", "6S", "7S"]
    state = N.new_match(2, None, seed=1, deck=deck)
    assert Counter(codes(state.hands[0])) == Counter(seat0)
    assert Counter(codes(state.hands[1])) == Counter(seat1)
    assert state.book.dealer == 1 and state.turn == 0
    v = N.view(state, 0)
    assert v.hand_counts == [9, 9]
    assert v.stock_count == 52 - 18 - 3  # 34 remain, three of them turned for the piles
    assert v.preset_deck is True


def test_piles_are_turned_until_a_face_card_NUS_3() -> None:
    deck = make_deck(
        ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"],
        ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H"],
        ["5C", "9C", "KD", "2C", "QC", "JH"],
        ["4D", "7C"],
    )
    state = N.new_match(2, None, seed=1, deck=deck)
    piles = N.view(state, None).piles
    assert [p.cards for p in piles] == [["5C", "9C", "KD"], ["2C", "QC"], ["JH"]]
    assert [(p.top, p.governing, p.formation_count) for p in piles] == [
        ("KD", "KD", 3),
        ("QC", "QC", 2),
        ("JH", "JH", 1),
    ]
    assert stock_top_first(state)[:2] == ["4D", "7C"]
    assert N.view(state, None).under_stock == N.NusicleUnderStock(cards=[], count=0)


def test_ace_in_formation_sets_the_cards_below_aside_NUS_4() -> None:
    deck = make_deck(
        ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"],
        ["2H", "3H", "4H", "6H", "7H", "8H", "9H", "10H", "2D"],
        ["5H", "AH", "9C", "AS", "3D", "KD", "QC", "4C", "AC", "JH"],
    )
    state = N.new_match(2, None, seed=1, deck=deck)
    assert [codes(p) for p in state.piles] == [["AS", "3D", "KD"], ["QC"], ["AC", "JH"]]
    # 5H, AH and 9C were under AS (an earlier ace goes too); 4C lay under AC
    assert N.view(state, None).under_stock == N.NusicleUnderStock(cards=["5H", "AH", "4C", "9C"], count=4)
    assert state.formed == [3, 1, 2]


def test_set_aside_cards_go_shuffled_under_the_stock_NUS_5() -> None:
    deck = make_deck(
        ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"],
        ["2H", "3H", "4H", "6H", "7H", "8H", "9H", "10H", "2D"],
        ["5H", "9C", "AS", "3D", "KD", "QC", "JH"],
    )
    state = N.new_match(2, None, seed=1, deck=deck)
    assert Counter(codes(state.stock[:2])) == Counter(["5H", "9C"])  # the bottom: drawn last
    assert len(state.stock) == 52 - 18 - 7 + 2
    # the stock drawn down to its last three cards: the count of known cards left falls only in the batch
    state = msgspec.structs.replace(state, stock=state.stock[:3])
    assert N.view(state, 1).under_stock == N.NusicleUnderStock(cards=["5H", "9C"], count=2)
    state, _ = act(state, "draw")
    assert code(state.hands[0][-1]) not in ("5H", "9C")
    assert N.view(state, 1).under_stock.count == 2
    state, _ = act(state, "pass")
    state, _ = act(state, "draw")
    assert code(state.hands[1][-1]) in ("5H", "9C")
    # the public does not know which one seat 1 drew
    assert N.view(state, 0).under_stock == N.NusicleUnderStock(cards=["5H", "9C"], count=1)


def test_under_stock_forgets_a_card_seen_on_a_pile_again_NUS_5() -> None:
    state = position([["9S"], ["4D", "6H"]], [["KH", "7H"], *CLOSED], ["5H", "9C", "7C"])
    batch = NusicleBatch(cards=[parse("5H"), parse("9C"), parse("7C")], left=3)
    state = msgspec.structs.replace(state, under=[batch])
    state, _ = act(state, "draw")
    assert N.view(state, 1).under_stock == N.NusicleUnderStock(cards=["5H", "7C", "9C"], count=2)
    state, _ = act(state, "5H>0")
    assert N.view(state, 1).under_stock == N.NusicleUnderStock(cards=["7C", "9C"], count=2)


def test_misdeal_when_the_stock_runs_out_before_three_faces_NUS_6() -> None:
    seat0 = ["JS", "JH", "JD", "JC", "QS", "QH", "QD", "QC", "KS"]
    seat1 = ["KH", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"]
    deck = make_deck(seat0, seat1, [])  # the last two faces, KD and KC, lie in the rest: pile 2 never gets one
    state = N.new_match(2, None, seed=9, deck=deck)
    assert state.book.deal == 1 and state.book.dealer == 1 and state.book.results == []
    assert Counter(codes(state.hands[0])) != Counter(seat0)  # redealt from the seeded shuffle
    assert all(len(h) == 9 for h in state.hands) and len(state.piles) == 3
    assert sorted(N.cards(state)) == list(range(52))
    # the misdeal itself: the formation runs out of cards, and the same dealer deals a fresh shuffle
    bad = [parse(c) for c in deck]
    assert dealing.lay_out(bad, 1, Rng([1, 2, 3, 4])) is None
    events: list[Event] = []
    redealt = msgspec.structs.replace(state, hands=[[], []], stock=[], piles=[[], [], []])
    game._deal(redealt, bad, events)
    assert events[0] == Event(type="misdeal", data={"deal": 1, "dealer": 1})
    assert types(events)[1:] == ["dealt", "piles_formed"]
    assert sorted(N.cards(redealt)) == list(range(52))


# --- building: NUS-7 .. NUS-10, NUS-12 ------------------------------------------------------------------------


def test_king_pile_takes_same_suit_or_rank_NUS_7() -> None:
    state = position([["7S", "2H", "8S", "9D"], ["4C"]], [["KH", "7H"], *CLOSED], ["5C"])
    assert legal(state) == ["7S>0", "2H>0", "draw"]
    err = refused(state, "8S>0")
    assert (err.code, err.rule) == ("card_does_not_match", "NUS-7")


def test_queen_pile_takes_the_adjacent_rank_without_wrap_NUS_8() -> None:
    state = position([["9S", "JD", "QS", "8C", "10H"], ["4C"]], [["QD", "10C"], *CLOSED], ["5C"])
    assert legal(state) == ["9S>0", "JD>0", "draw"]
    assert refused(state, "QS>0").rule == "NUS-8"
    for wrap, expected in ((False, ["3S", "3H", "3D", "3C"]), (True, ["3S", "3H", "3D", "3C", "KS", "KH", "KD", "KC"])):
        b = Building(queen_wrap=wrap, both_ways=False, ace_on_any_pile=True)
        assert codes(c for c in range(52) if fits(c, parse("2S"), QUEEN, b)) == expected  # never an ace


def test_jack_pile_takes_the_next_suit_in_the_cycle_NUS_9() -> None:
    state = position([["2S", "5H", "KH", "9D", "6C"], ["4C"]], [["JC", "4D"], *CLOSED], ["5C"])
    assert legal(state) == ["5H>0", "KH>0", "draw"]
    assert refused(state, "2S>0").rule == "NUS-9"
    # the cycle wraps: hearts -> spades, clubs follow spades, diamonds follow clubs
    for top, nxt in (("2H", "S"), ("2S", "C"), ("2C", "D"), ("2D", "H")):
        suits = {suit_code(c % 4) for c in range(52) if fits(c, parse(top), JACK, Building(False, False, True))}
        assert suits == {nxt}


def test_fresh_queen_pile_takes_any_number_card_then_the_adjacent_rank_NUS_10() -> None:
    """Default ``queen_pile_start=any_number``, from a preset deck: pile 1 is a fresh Queen pile (its QC on
    top); every number card, and a J or K, may start it; from the first number card on NUS-8 applies."""
    deck = make_deck(
        ["6D", "JH", "KD", "QH", "4S", "10S", "2C", "5C", "9H"],
        ["5S", "7H", "3D", "8S", "4H", "9S", "6C", "8C", "2D"],
        ["KC", "3C", "QC", "JD"],
        ["4D"],
    )
    state = N.new_match(2, None, seed=1, deck=deck)
    assert state.options.queen_pile_start == "any_number"
    assert [N.view(state, None).piles[i].top for i in range(3)] == ["KC", "QC", "JD"]
    # pile 0 (King of clubs): clubs or kings; pile 1 (fresh Queen): numbers, J, K, never a Q or an ace;
    # pile 2 (Jack, top JD): hearts
    assert legal(state) == [
        "4S>1",
        "10S>1",
        "9H>1",
        "9H>2",
        "JH>1",
        "JH>2",
        "QH>2",
        "6D>1",
        "KD>0",
        "KD>1",
        "2C>0",
        "2C>1",
        "5C>0",
        "5C>1",
        "draw",
    ]
    err = refused(state, "QH>1")
    assert (err.code, err.rule) == ("card_does_not_match", "NUS-10")
    state, _ = act(state, "6D>1")
    assert N.view(state, None).piles[1].governing == "QC"  # still a Queen pile: NUS-8 from the 6 on
    # seat 1 holds 5S 7H 3D 8S 4H 9S 6C 8C 2D: only the 5 and the 7 go on the 6 (no other 6, no 8)
    assert [a for a in legal(state) if a.endswith(">1")] == ["5S>1", "7H>1"]
    assert refused(state, "6C>1").rule == "NUS-8"


def test_fresh_king_and_jack_piles_follow_their_rule_against_the_face_card_NUS_10() -> None:
    state = position([["JH", "KD", "10S", "4C", "QH", "9C", "3H"], ["5H"]], [["KH"], ["JS"], *CLOSED[:1]], ["5C"])
    # pile 0 (fresh King of hearts): hearts or kings; pile 1 (fresh Jack of spades): clubs only
    assert legal(state) == ["3H>0", "3H>2", "JH>0", "QH>0", "KD>0", "4C>1", "9C>1", "draw"]


def test_queen_pile_start_adjacent_to_queen_takes_only_jack_or_king_NUS_10() -> None:
    """``queen_pile_start=adjacent_to_queen`` (NUS-A4 before 2026-12-01): only a J or K, the ranks next to the
    Q, may go on a fresh Queen pile, and each makes it a Jack or a King pile at once (NUS-12)."""
    deck = make_deck(
        ["6D", "JH", "KD", "QH", "4S", "10S", "2C", "5C", "9H"],
        ["5S", "7H", "3D", "8S", "4H", "9S", "6C", "8C", "2D"],
        ["KC", "3C", "QC", "JD"],
        ["4D"],
    )
    state = N.new_match(2, N.NusicleOptions(queen_pile_start="adjacent_to_queen"), seed=1, deck=deck)
    assert [a for a in legal(state) if a.endswith(">1")] == ["JH>1", "KD>1"]
    err = refused(state, "6D>1")
    assert (err.code, err.rule) == ("card_does_not_match", "NUS-10")
    state, _ = act(state, "KD>1")
    assert N.view(state, None).piles[1].governing == "KD"
    # the same position with the default: the number cards too
    state = N.new_match(2, None, seed=1, deck=deck)
    expected = ["4S>1", "10S>1", "9H>1", "JH>1", "6D>1", "KD>1", "2C>1", "5C>1"]
    assert [a for a in legal(state) if a.endswith(">1")] == expected


def test_a_queen_played_starts_a_fresh_queen_pile_NUS_10() -> None:
    """A Q played on a pile (NUS-12) makes it a fresh Queen pile, as does a Q on an ace (NUS-13)."""
    state = position([["QH", "9D", "5S"], ["4S", "8C", "KS"]], [["KH", "7H"], *CLOSED], ["5C"])
    state, _ = act(state, "QH>0")
    assert legal(state) == ["4S>0", "KS>0", "8C>0", "draw"]
    state, _ = act(state, "8C>0")
    assert legal(state) == ["9D>0", "draw"]
    state = position([["AS", "QS", "9D"], ["4S", "8C"]], [["KH", "7H"], *CLOSED], ["5C"])
    state, _ = act(state, "AS+QS>0")
    assert legal(state) == ["4S>0", "8C>0", "draw"]


def test_a_face_card_played_governs_the_pile_and_is_not_wild_NUS_12() -> None:
    state = position([["QH", "QS", "9C", "6H"], ["JD", "KS", "4H", "8C"]], [["KH", "7H"], *CLOSED], ["5C"])
    assert refused(state, "QS>0").code == "card_does_not_match"  # a face card must fit like any other
    state, events = act(state, "QH>0")
    assert events[0] == Event(type="played", seat=0, data={"card": "QH", "pile": 0})
    assert N.view(state, None).piles[0].governing == "QH"
    assert legal(state) == ["KS>0", "4H>0", "JD>0", "8C>0", "draw"]  # a fresh Queen pile (NUS-10)
    state, _ = act(state, "JD>0")  # now a Jack pile with top JD: hearts next
    assert N.view(state, None).piles[0].governing == "JD"
    assert legal(state) == ["6H>0", "draw"]


# --- turn: NUS-11, NUS-13, NUS-14, NUS-16 ---------------------------------------------------------------------


def test_non_dealer_moves_first_then_play_or_draw_then_play_or_pass_NUS_11() -> None:
    state = position([["7S", "9D"], ["8C", "4D"]], [["KH", "7H"], *CLOSED], ["2H", "5C", "6S"])
    assert state.book.dealer == 1 and state.turn == 0
    assert legal(state) == ["7S>0", "draw"]  # no pass before drawing
    err = refused(state, "pass")
    assert (err.code, err.rule) == ("pass_not_allowed", "NUS-11")
    state, events = act(state, "draw")
    assert events == [Event(type="drew", seat=0, data={"count": 1}, private={"cards": ["2H"]})]
    assert state.turn == 0 and N.view(state, 0).drawn_this_turn
    assert legal(state) == ["7S>0", "2H>0", "pass"]  # any card, not only the drawn one; no second draw
    err = refused(state, "draw")
    assert (err.code, err.rule) == ("draw_not_allowed", "NUS-11")
    state, _ = act(state, "7S>0")
    assert state.turn == 1 and not state.drawn
    assert legal(state, 0) == [] and legal(state) == ["draw"]
    state, events = act(state, "draw")  # 5C fits nowhere: the pass is the only action and is made for him
    assert types(events) == ["drew", "passed"] and events[1].data == {"auto": True}
    assert state.turn == 0
    state, _ = act(state, "draw")
    assert legal(state) == ["6S>0", "pass"]
    state, events = act(state, "pass")  # seat 1 then has no card to draw and none to play: passed for him
    assert events == [Event(type="passed", seat=0, data={}), Event(type="passed", seat=1, data={"auto": True})]
    assert state.turn == 0 and legal(state) == ["6S>0"]


def test_first_player_dealer_option_NUS_11() -> None:
    state = N.new_match(2, N.NusicleOptions(first_player="dealer"), seed=4)
    assert state.book.dealer == 1 and state.turn == 1
    assert N.view(state, 1).legal_actions and not N.view(state, 0).legal_actions


def test_ace_play_needs_a_face_card_and_recycles_the_pile_NUS_13() -> None:
    state = position([["AS", "5C", "9D"], ["8C"]], [["KH", "7H", "7S", "5S"], *CLOSED], ["2D"], formed=[1, 2, 2])
    assert legal(state) == ["5C>0", "draw"]
    assert refused(state, "AS+KD>0").code == "card_not_in_hand"
    assert refused(state, N.NusiclePlay(card="AS", pile=0)).code == "ace_needs_face"
    state = position([["AS", "KD", "5C"], ["8C"]], [["KH", "7H", "7S", "5S"], *CLOSED], ["2D"], formed=[1, 2, 2])
    assert legal(state) == ["5C>0", "AS+KD>0", "AS+KD>1", "AS+KD>2", "draw"]
    assert refused(state, "KD+AS>0").code == "not_an_ace"
    state, events = act(state, "AS+KD>0")
    assert events[0] == Event(
        type="ace_played", seat=0, data={"ace": "AS", "pile": 0, "face": "KD", "recycled": ["5S", "7S", "7H", "KH"]}
    )
    assert codes(state.piles[0]) == ["AS", "KD"] and state.formed[0] == 0
    assert Counter(codes(state.stock[:4])) == Counter(["KH", "7H", "7S", "5S"])  # under the stock
    assert stock_top_first(state)[0] == "2D"
    view = N.view(state, 1)
    assert view.piles[0].governing == "KD" and view.piles[0].top == "KD"
    assert view.under_stock == N.NusicleUnderStock(cards=["5S", "7S", "7H", "KH"], count=4)
    assert view.hand_counts == [1, 1] and state.turn == 1


def test_ace_only_on_a_pile_whose_rule_it_fits_without_ace_on_any_pile_NUS_13() -> None:
    piles = [["KH", "7H"], ["QS"], ["JC", "4D"]]
    hands = [["AS", "AH", "KD"], ["8C"]]
    state = position(hands, piles, ["2D"], ace_on_any_pile=False)
    # King pile of hearts: AH; Queen pile: never; Jack pile (top diamonds): a heart
    assert legal(state) == ["KD>1", "AH+KD>0", "AH+KD>2", "draw"]
    err = refused(state, "AS+KD>0")
    assert (err.code, err.rule) == ("card_does_not_match", "NUS-13")
    default = position(hands, piles, ["2D"])
    assert legal(default) == ["KD>1", *[f"{a}+KD>{p}" for a in ("AS", "AH") for p in range(3)], "draw"]


def test_ace_play_takes_two_cards_and_may_go_out_NUS_14() -> None:
    state = position([["AS", "KD", "9C"], ["8C"]], [["KH", "7H"], *CLOSED], ["2D"])
    state, _ = act(state, "AS+KD>1")
    assert len(state.hands[0]) == 1
    state = position([["AS", "KD"], ["8C", "4H"]], [["KH", "7H"], *CLOSED], ["2D"])
    state, events = act(state, "AS+KD>2")
    ended = next(e for e in events if e.type == "deal_ended")
    assert ended.data == {"deal": 1, "reason": "went_out", "scores": [2, 2 + 2 + 2], "pile": 2}


def test_empty_stock_means_play_if_able_and_piles_are_never_reshuffled_NUS_16() -> None:
    state = position([["7S", "9D", "6S"], ["8C", "4D"]], [["KH", "7H"], *CLOSED], [])
    assert legal(state) == ["7S>0"]
    assert refused(state, "draw").code == "draw_not_allowed"
    err = refused(state, "pass")
    assert (err.code, err.rule) == ("pass_not_allowed", "NUS-16")
    # seat 1 (8C, 4D) cannot play on 7S: the server passes for it, and the stock stays empty
    state, events = act(state, "7S>0")
    assert types(events) == ["played", "passed"] and events[1].seat == 1
    assert state.turn == 0 and state.stock == [] and legal(state) == ["6S>0"]


# --- end of deal: NUS-15, NUS-17, NUS-18, NUS-19 --------------------------------------------------------------


def test_going_out_ends_the_deal_and_the_dealer_alternates_NUS_15() -> None:
    state = position([["5H"], ["9C", "4D"]], [["KH", "7H"], *CLOSED], ["2H", "6S"])
    state, events = act(state, "5H>0")
    assert types(events)[:2] == ["played", "deal_ended"]
    assert types(events)[2:] == ["dealt", "piles_formed"]
    assert events[2] == Event(type="dealt", data={"deal": 2, "dealer": 0, "hand_size": 9})
    assert [len(h) for h in state.hands] == [9, 9]
    assert state.book.deal == 2 and state.book.dealer == 0 and state.turn == 1
    assert [r.reason for r in state.book.results] == ["went_out"]
    assert state.drawn is False and state.passes == 0 and state.deal_actions == 0
    assert sorted(N.cards(state)) == list(range(52))


def test_pat_as_soon_as_neither_player_can_ever_play_again_NUS_17() -> None:
    # acceptance 7 (only aces left) is below; a dead position with ordinary cards left in the stock is Pat at
    # once too: nobody can ever play 6C or 8D, whoever draws them
    state = position([["5H", "9S"], ["4D", "10S"]], [["KH", "7H"], *CLOSED], ["6C", "8D"])
    state, events = act(state, "5H>0")
    assert types(events)[:2] == ["played", "deal_ended"]
    assert events[1].data == {"deal": 1, "reason": "pat", "scores": [0, 0]}
    assert state.book.deal == 1 and state.book.dealer == 1 and state.book.scores == [0, 0]
    # a single ace that the forced draw gives to the player without a face card: dead as well
    state = position([["5H", "KS"], ["4D", "10S"]], [["KH", "7H"], *CLOSED], ["AC"])
    state, events = act(state, "5H>0")
    assert types(events)[:2] == ["played", "deal_ended"] and events[1].data["reason"] == "pat"
    # ... but not if the face-card holder draws it
    state = position([["5H", "10S"], ["4D", "KS"]], [["KH", "7H"], *CLOSED], ["AC"])
    state, events = act(state, "5H>0")
    assert types(events) == ["played"] and legal(state) == ["draw"]
    state, _ = act(state, "draw")
    assert legal(state) == ["AC+KS>0", "AC+KS>1", "AC+KS>2", "pass"]


def test_pat_rule_two_passes_option_NUS_17() -> None:
    state = position([["5H", "9S"], ["4D", "10S"]], [["KH", "7H"], *CLOSED], ["AH", "AC"], pat_rule="two_passes")
    state, events = act(state, "5H>0")
    assert types(events) == ["played"]
    state, events = act(state, "draw")
    assert types(events) == ["drew", "passed"] and state.passes == 1
    state, events = act(state, "draw")
    assert types(events)[:3] == ["drew", "passed", "deal_ended"]
    assert events[2].data["reason"] == "pat"
    # a pass with ordinary cards left in the stock does not count
    state = position([["5H", "9S"], ["4D", "10S"]], [["KH", "7H"], *CLOSED], ["6C", "7C", "AC"], pat_rule="two_passes")
    state, _ = act(state, "5H>0")
    state, events = act(state, "draw")
    assert types(events) == ["drew", "passed"] and state.passes == 0


def test_winner_scores_the_whole_finishing_pile_opponent_hand_and_other_piles_NUS_18() -> None:
    piles = [["3C", "9D", "KH", "7H"], ["2S", "QS"], ["JC", "4D", "5H"]]
    state = position([["7C"], ["9C", "4S", "2D"]], piles, ["6S"], formed=[3, 2, 1])
    state, events = act(state, "7C>0")
    ended = next(e for e in events if e.type == "deal_ended")
    assert ended.seat == 0
    assert ended.data["scores"] == [5, 3 + 2 + 3]
    assert state.book.scores == [5, 8]
    assert [(r.deal, r.reason, r.scores) for r in N.view(state, 0).deal_results] == [(1, "went_out", [5, 8])]


def test_pile_count_includes_all_cards_false_counts_only_played_cards_NUS_18() -> None:
    piles = [["3C", "9D", "KH", "7H"], ["2S", "QS"], ["JC", "4D", "5H"]]
    state = position([["7C"], ["9C", "4S", "2D"]], piles, ["6S"], formed=[3, 2, 1], pile_count_includes_all_cards=False)
    state, events = act(state, "7C>0")
    assert next(e for e in events if e.type == "deal_ended").data["scores"] == [2, 3 + 0 + 2]


def _win(state: NusicleState, winner: int, opponent_hand: list[str]) -> NusicleState:
    """Rig the current deal so that ``winner`` goes out at once with 5H on the King pile (pile of 3 cards)."""
    hands: list[list[str]] = [[], []]
    hands[winner] = ["5H"]
    hands[1 - winner] = opponent_hand
    rigged = position(hands, [["KH", "7H"], *CLOSED], ["2H"], turn=winner, base=state)
    state, _ = N.apply(rigged, winner, N.NusiclePlay(card="5H", pile=0))
    return state


def test_match_of_fixed_deals_dealer_alternates_lower_total_wins_NUS_19() -> None:
    state = N.new_match(2, N.NusicleOptions(deals=2), seed=21)
    assert (state.book.dealer, state.turn) == (1, 0)
    state = _win(state, 0, ["9C"])  # 3 : 1 + 2 + 2
    assert state.book.scores == [3, 5] and state.book.status == "playing"
    assert (state.book.deal, state.book.dealer, state.turn) == (2, 0, 1)
    state = _win(state, 1, ["9C", "4S", "2D", "8D"])  # 4 + 4 : 3
    assert state.book.scores == [11, 8] and state.book.status == "finished"
    assert state.book.winners == [1] and state.turn is None
    assert N.legal_actions(state, 0) == N.legal_actions(state, 1) == []
    view = N.view(state, None)
    assert view.status == "finished" and view.winners == [1] and view.turn is None
    assert [r.deal for r in view.deal_results] == [1, 2]
    assert refused(state, "draw", seat=0).code == "match_over"


def test_equal_totals_draw_the_match_NUS_19() -> None:
    state = N.new_match(2, N.NusicleOptions(deals=2), seed=21)
    state = _win(state, 0, ["9C"])  # 3 : 5
    state = _win(state, 1, ["9C"])  # 1 + 2 + 2 : 3
    assert state.book.scores == [8, 8]
    assert state.book.winners == [0, 1]


def test_target_match_ends_when_a_total_reaches_the_target_NUS_19() -> None:
    state = N.new_match(2, N.NusicleOptions(match_mode="target", target_points=10, deals=1), seed=5)
    state = _win(state, 0, ["9C", "4S"])  # 3 : 6
    assert state.book.status == "playing"  # ``deals`` does not end a target match
    state = _win(state, 0, ["9C", "4S", "2D"])  # 6 : 13 -> seat 1 reached 10; lower total wins
    assert state.book.scores == [6, 13] and state.book.status == "finished" and state.book.winners == [0]


def test_pat_deals_are_not_counted_and_the_same_dealer_redeals_NUS_19() -> None:
    state = N.new_match(2, N.NusicleOptions(deals=1), seed=8)
    state = position([["5H", "9S"], ["4D", "10S"]], [["KH", "7H"], *CLOSED], ["AH", "AC"], base=state)
    state, _ = act(state, "5H>0")
    assert [r.reason for r in state.book.results] == ["pat"]
    assert (state.book.deal, state.book.dealer, state.book.status) == (1, 1, "playing")
    state = _win(state, 0, ["9C"])
    assert [(r.deal, r.reason) for r in state.book.results] == [(1, "pat"), (1, "went_out")]
    assert state.book.status == "finished"


def test_first_dealer_option_NUS_19() -> None:
    state = N.new_match(2, N.NusicleOptions(first_dealer=0), seed=5)
    assert (state.book.dealer, state.turn) == (0, 1)
    assert state.options.first_dealer == 0
    assert N.new_match(2, None, seed=5).options.first_dealer == 1  # effective default


def test_safety_cap_voids_an_endless_deal() -> None:
    state = position([["5H", "9S"], ["4D", "10S"]], [["KH", "7H"], *CLOSED], ["2S"], pass_rule="free")
    state = msgspec.structs.replace(state, deal_actions=DEAL_ACTION_CAP - 1)
    state, events = act(state, "pass")
    assert next(e for e in events if e.type == "deal_ended").data["reason"] == "voided"
    assert state.book.deal == 1 and state.deal_actions == 0


# --- acceptance tests of docs/rules/nusicle.md ------------------------------------------------------------------------


def test_acceptance_1_formation_with_an_ace() -> None:
    deck = make_deck(
        ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"],
        ["2H", "3H", "4H", "6H", "7H", "8H", "9H", "10H", "2D"],
        ["5H", "9C", "AS", "3D", "KD", "QC", "4C", "JH"],
    )
    state = N.new_match(2, None, seed=1, deck=deck)
    view = N.view(state, None)
    assert view.piles[0].cards == ["AS", "3D", "KD"]
    assert [p.cards for p in view.piles[1:]] == [["QC"], ["4C", "JH"]]
    assert view.under_stock == N.NusicleUnderStock(cards=["5H", "9C"], count=2)
    assert Counter(codes(state.stock[:2])) == Counter(["5H", "9C"])


def test_acceptance_2_king_pile_then_queen_changes_it() -> None:
    state = position([["7S", "2H", "8S", "QH", "9D"], ["JD", "KS", "10C", "4H"]], [["KH", "7H"], *CLOSED], ["5C"])
    assert legal(state) == ["7S>0", "2H>0", "QH>0", "draw"]
    state, _ = act(state, "QH>0")
    assert legal(state) == ["KS>0", "4H>0", "JD>0", "10C>0", "draw"]  # a fresh Queen pile: acceptance test 3
    assert legal(msgspec.structs.replace(state, options=N.NusicleOptions(queen_pile_start="adjacent_to_queen"))) == [
        "KS>0",
        "JD>0",
        "draw",
    ]


def test_acceptance_3_queen_pile_adjacent_ranks() -> None:
    state = position([["9S", "9D", "JH", "QS", "8C"], ["4C"]], [["QD", "10C"], *CLOSED], ["5C"])
    assert legal(state) == ["9S>0", "JH>0", "9D>0", "draw"]
    assert refused(state, "QS>0").code == "card_does_not_match"
    # a Queen rule over a King on top: only a queen (no ace, no 2); the table of one pile, checked directly
    b = Building(queen_wrap=False, both_ways=False, ace_on_any_pile=True)
    assert codes(c for c in range(52) if fits(c, parse("KS"), QUEEN, b)) == ["QS", "QH", "QD", "QC"]
    # a fresh Queen pile (its Q on top): every number card, J and K; after 6D only 5s and 7s (NUS-10)
    fresh = codes(c for c in range(52) if fits(c, parse("QC"), QUEEN, b))
    assert fresh == [c for c in ALL if c[0] not in "QA"]
    assert codes(c for c in range(52) if fits(c, parse("6D"), QUEEN, b)) == [
        "5S",
        "5H",
        "5D",
        "5C",
        "7S",
        "7H",
        "7D",
        "7C",
    ]
    # with queen_pile_start=adjacent_to_queen, only J and K
    old = Building(queen_wrap=False, both_ways=False, ace_on_any_pile=True, queen_any_number=False)
    assert codes(c for c in range(52) if fits(c, parse("QC"), QUEEN, old)) == [
        *(f"J{s}" for s in "SHDC"),
        *(f"K{s}" for s in "SHDC"),
    ]


def test_acceptance_4_jack_pile_suit_cycle() -> None:
    state = position([["2S", "5H", "KH", "9D", "6C"], ["4C"]], [["JC", "4D"], *CLOSED], ["5C"])
    assert legal(state) == ["5H>0", "KH>0", "draw"]
    state = position([["2S", "5H", "9D"], ["4C"]], [["JC", "4D", "JH"], *CLOSED], ["5C"])
    assert legal(state) == ["2S>0", "draw"]


def test_acceptance_5_ace_play_refused_without_face_accepted_with_one() -> None:
    piles = [["KH", "7H", "7S"], *CLOSED]
    state = position([["AS", "5C", "9D"], ["8C"]], piles, ["2D"])
    assert legal(state) == ["draw"]
    assert refused(state, "AS+QD>0").code == "card_not_in_hand"
    state = position([["AS", "QD", "9D"], ["8C"]], piles, ["2D"])
    state, _ = act(state, "AS+QD>0")
    assert codes(state.piles[0]) == ["AS", "QD"]
    assert Counter(codes(state.stock[:3])) == Counter(["KH", "7H", "7S"])


def test_acceptance_6_going_out_by_ace_play_scores_two() -> None:
    state = position([["AS", "KD"], ["8C", "4H", "6D"]], [["KH", "7H"], *CLOSED], ["2D"])
    state, events = act(state, "AS+KD>0")
    assert next(e for e in events if e.type == "deal_ended").data["scores"] == [2, 3 + 2 + 2]


def test_acceptance_7_pat_with_only_aces_left_and_no_face_cards() -> None:
    state = position([["5H", "9S"], ["4D", "10S"]], [["KH", "7H"], *CLOSED], ["AH", "AC"])
    state, events = act(state, "5H>0")
    assert types(events) == ["played", "deal_ended", "dealt", "piles_formed"]
    assert events[1].data["reason"] == "pat" and state.book.scores == [0, 0]
    assert (state.book.deal, state.book.dealer) == (1, 1)
    # variant: one player holds a face card -> no Pat; he draws an ace and plays ace + face
    state = position([["5H", "KS"], ["4D", "10S"]], [["KH", "7H"], *CLOSED], ["AH", "AC"])
    state, events = act(state, "5H>0")
    assert types(events) == ["played"]
    state, events = act(state, "draw")  # seat 1 draws AH, cannot use it: passed for him
    assert types(events) == ["drew", "passed"]
    state, _ = act(state, "draw")
    assert legal(state) == ["AC+KS>0", "AC+KS>1", "AC+KS>2", "pass"]


def test_acceptance_8_empty_stock_and_a_legal_card_means_no_pass() -> None:
    state = position([["7S", "9D"], ["8C"]], [["KH", "7H"], *CLOSED], [])
    assert legal(state) == ["7S>0"]
    assert "pass" not in legal(state)


# --- house rules in their non-default setting -----------------------------------------------------------------


def test_queen_wrap_option_makes_king_and_two_adjacent_NUS_8() -> None:
    state = position([["KS", "3D", "9H"], ["4C"]], [["QD", "2C"], ["QS", "5C"], ["QC", "5D"]], ["9C"], queen_wrap=True)
    assert legal(state) == ["KS>0", "3D>0", "draw"]
    plain = position([["KS", "3D", "9H"], ["4C"]], [["QD", "2C"], ["QS", "5C"], ["QC", "5D"]], ["9C"])
    assert legal(plain) == ["3D>0", "draw"]


def test_queen_wrap_matters_once_a_number_card_starts_a_queen_pile_NUS_8_NUS_10() -> None:
    """From a preset deck: a 2 starts the fresh Queen pile; with ``queen_wrap`` the opponent's K may follow
    it (and makes it a King pile, NUS-12), without it only a 3."""
    deck = make_deck(
        ["2D", "5H", "6H", "7H", "8H", "9H", "10H", "4S", "5S"],
        ["KS", "3C", "6C", "7C", "8C", "9C", "10C", "4D", "5D"],
        ["KH", "QD", "JC"],
        ["6S"],
    )
    for wrap, expected in ((True, ["KS>1", "3C>1"]), (False, ["3C>1"])):
        state = N.new_match(2, N.NusicleOptions(queen_wrap=wrap), seed=1, deck=deck)
        state, _ = act(state, "2D>1")
        assert [a for a in legal(state) if a.endswith(">1")] == expected
        if wrap:
            state, _ = act(state, "KS>1")
            assert N.view(state, None).piles[1].governing == "KS"
        else:
            assert refused(state, "KS>1").rule == "NUS-8"


def test_jack_sequence_both_ways_option() -> None:
    state = position([["2S", "5H", "9D", "6C"], ["4C"]], [["JC", "4D"], *CLOSED], ["5C"], jack_sequence="both_ways")
    assert legal(state) == ["5H>0", "6C>0", "draw"]  # after diamonds: hearts (next) or clubs (previous)


def test_pass_rule_free_option() -> None:
    state = position([["7S", "9D"], ["8C"]], [["KH", "7H"], *CLOSED], ["5C"], pass_rule="free")
    assert legal(state) == ["7S>0", "draw", "pass"]
    state, events = act(state, "pass")
    assert types(events) == ["passed"] and state.turn == 1
    empty = position([["7S", "9D"], ["8C"]], [["KH", "7H"], *CLOSED], [], pass_rule="free")
    assert legal(empty) == ["7S>0", "pass"]
    # with free passing a lone ace in the stock can still reach the face-card holder: no Pat
    state = position([["5H", "KS"], ["4D", "10S"]], [["KH", "7H"], *CLOSED], ["AC"], pass_rule="free")
    state, events = act(state, "5H>0")
    assert types(events) == ["played"] and legal(state) == ["draw", "pass"]


def test_face_change_requires_legal_play_is_fixed_true() -> None:
    assert N.NusicleOptions().face_change_requires_legal_play is True
    with pytest.raises(InvalidSetup) as info:
        N.new_match(2, N.NusicleOptions(face_change_requires_legal_play=False), seed=1)  # type: ignore[arg-type]
    assert info.value.code == "invalid_options"
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"face_change_requires_legal_play": false}', type=N.NusicleOptions)


def test_default_options_and_their_schema() -> None:
    opts = N.NusicleOptions()
    assert msgspec.to_builtins(opts) == {
        "first_player": "non_dealer",
        "ace_on_any_pile": True,
        "queen_wrap": False,
        "queen_pile_start": "any_number",
        "jack_sequence": "forward",
        "face_change_requires_legal_play": True,
        "pass_rule": "after_draw_or_stuck",
        "pile_count_includes_all_cards": True,
        "match_mode": "fixed_deals",
        "deals": 10,
        "disconnect_grace_s": None,
        "target_points": 100,
        "pat_rule": "dead_position",
        "first_dealer": None,
        "turn_timeout_s": None,
        "abandon_after": 3,
    }
    schema = msgspec.json.schema(N.NusicleOptions)
    props = schema["$defs"]["NusicleOptions"]["properties"]
    # every game's (docs/rules/README.md)
    shared = {"first_dealer", "turn_timeout_s", "abandon_after", "disconnect_grace_s"}
    assert all("NUS-" in p.get("description", "") or key in shared for key, p in props.items())


# --- views and bad input --------------------------------------------------------------------------------------


def test_views_show_piles_and_public_facts_but_no_hidden_cards() -> None:
    state = position([["7S", "9D"], ["8C", "4D"]], [["KH", "7H"], *CLOSED], ["2H", "5C"])
    mine, theirs, spectator = N.view(state, 0), N.view(state, 1), N.view(state, None)
    assert mine.hand == ["7S", "9D"] and theirs.hand == ["4D", "8C"] and spectator.hand is None
    assert [fmt(a) for a in mine.legal_actions] == ["7S>0", "draw"]
    assert theirs.legal_actions == [] and spectator.legal_actions == []
    assert mine.variant == "nusicle" and mine.score_direction == "lower_is_better" and mine.direction == 1
    assert mine.piles[0] == N.NusiclePile(cards=["KH", "7H"], top="7H", governing="KH", formation_count=0)
    encoded = msgspec.json.encode(spectator).decode()
    for hidden in ("7S", "9D", "8C", "4D", "2H", "5C"):
        assert f'"{hidden}"' not in encoded
    with pytest.raises(IllegalAction):
        N.view(state, 2)


def test_bad_input_is_refused_with_a_clear_code() -> None:
    state = position([["7S", "9D"], ["8C", "4D"]], [["KH", "7H"], *CLOSED], ["2H"])
    assert refused(state, "ZZ>0").code == "unknown_card"
    assert refused(state, "8C>0").code == "card_not_in_hand"
    assert refused(state, "7S>3").code == "unknown_pile"
    assert refused(state, "7S>0", seat=1).code == "not_your_turn"
    assert refused(state, "draw", seat=2).code == "unknown_seat"
    assert refused(state, "AS+KZ>0").code == "unknown_card"
    assert refused(state, "KD+7S>0").code == "not_an_ace"
    state2 = position([["AS", "7S"], ["8C"]], [["KH", "7H"], *CLOSED], ["2H"])
    assert refused(state2, "AS+7S>0").code == "face_card_required"


@pytest.mark.parametrize(
    ("options", "code_"),
    [
        ({"deals": 0}, "invalid_options"),
        ({"target_points": 0}, "invalid_options"),
        ({"first_dealer": 2}, "invalid_options"),
        ({"pass_rule": "sometimes"}, "invalid_options"),
    ],
)
def test_invalid_options_are_refused(options: dict[str, Any], code_: str) -> None:
    with pytest.raises(InvalidSetup) as info:
        N.new_match(2, N.NusicleOptions(**options), seed=1)
    assert info.value.code == code_


def test_bad_decks_are_refused() -> None:
    good = codes(full_deck())
    for deck in (good[:-1], [*good[:-1], good[0]], [*good[:-1], "1X"], [*good, "2S"]):
        with pytest.raises(InvalidSetup) as info:
            N.new_match(2, None, seed=1, deck=deck)
        assert info.value.code == "bad_deck"


def test_same_seed_same_match() -> None:
    a = N.new_match(2, None, seed=99)
    b = N.new_match(2, None, seed=99)
    assert msgspec.msgpack.encode(a) == msgspec.msgpack.encode(b)
    assert msgspec.msgpack.encode(N.new_match(2, None, seed=100)) != msgspec.msgpack.encode(a)


def test_actions_round_trip_on_the_wire() -> None:
    decoder = msgspec.json.Decoder(N.NusicleAction)
    assert decoder.decode(b'{"type": "play", "card": "7H", "pile": 1}') == N.NusiclePlay(card="7H", pile=1)
    assert decoder.decode(b'{"type": "play_ace", "ace": "AS", "pile": 0, "face": "QD"}') == N.NusiclePlayAce(
        ace="AS", pile=0, face="QD"
    )
    assert decoder.decode(b'{"type": "draw"}') == N.NusicleDraw()
    for bad in (b'{"type": "play", "card": "7H", "pile": 3}', b'{"type": "pass", "x": 1}', b'{"type": "play"}'):
        with pytest.raises(msgspec.ValidationError):
            decoder.decode(bad)
