"""Scenario tests of Switch, one or more per rule of docs/rules/switch.md (SWI-1 … SWI-13), the seven acceptance
scenarios of §8.6, every house-rule option of §8.1 in a non-default setting, and bad input.

Each test fixes the cards (a preset deck, or a state built directly), narrates a few turns and asserts the seat
to act and the exact legal actions. Actions are written compactly: ``"5H"`` plays the 5 of hearts, ``"AS>D"``
plays the ace of spades naming diamonds, then ``"draw"``, ``"pass"``, ``"challenge 1"``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import msgspec
import pytest

from engine.cards import code, deck, parse
from engine.errors import IllegalAction, InvalidSetup
from engine.events import Event, redact
from engine.obligations import Pending
from engine.registry import get
from engine.seats import deal_order
from engine.shedding import deck_copies
from engine.variants.switch import (
    SwitchAction,
    SwitchChallenge,
    SwitchDraw,
    SwitchOptions,
    SwitchPass,
    SwitchPlay,
    SwitchState,
    apply,
    cards,
    legal_actions,
    new_match,
    view,
)
from engine.views import ChallengeWindow, PendingDraw

# ---------------------------------------------------------------------------------------------------------------
# Helpers.


def C(text: str) -> list[int]:
    return [parse(c) for c in text.split()]


def preset(
    players: int, hands: Sequence[str], starter: str, stock: str = "", *, copies: int = 1, dealer: int | None = None
) -> list[str]:
    """Deal 1's deck, top first: the hands dealt one card at a time from the seat after the dealer, the starter,
    then the stock from its top card down, then every other card of the deck."""
    dealer = players - 1 if dealer is None else dealer
    held = [h.split() for h in hands]
    order = [held[seat][i] for i in range(len(held[0])) for seat in deal_order(dealer, players)]
    order += [starter, *stock.split()]
    rest = Counter(code(c) for c in deck(copies))
    rest.subtract(order)
    assert all(n >= 0 for n in rest.values()), "a card is used too often"
    return order + [c for c in (code(x) for x in range(52)) for _ in range(rest[c])]


def match(players: int, hands: Sequence[str], starter: str, stock: str = "", **options: Any) -> SwitchState:
    """A new match on a preset deck; ``hand_size`` is the length of the hands given."""
    opts = SwitchOptions(hand_size=len(hands[0].split()), **options)
    copies = deck_copies(opts.deck_rule, players)
    order = preset(players, hands, starter, stock, copies=copies, dealer=opts.first_dealer)
    return new_match(players, opts, seed=11, deck=order)


def table(
    players: int,
    hands: Sequence[str],
    top: str,
    stock: str = "",
    *,
    pile: str = "",
    turn: int = 0,
    named: str | None = None,
    pending: Pending | None = None,
    jack_attack: int | None = None,
    direction: int = 1,
    scores: list[int] | None = None,
    **options: Any,
) -> SwitchState:
    """A state built directly: these hands, this top card (``pile`` under it), ``stock`` from its top down."""
    state = new_match(players, SwitchOptions(**options), seed=7)
    book = msgspec.structs.replace(state.book, scores=scores if scores is not None else list(state.book.scores))
    return msgspec.structs.replace(
        state,
        book=book,
        hands=[C(h) for h in hands],
        stock=C(stock)[::-1],
        pile=[*C(pile), parse(top)],
        turn=turn,
        named_suit=None if named is None else "SHDC".index(named),
        pending=pending,
        jack_attack=jack_attack,
        direction=direction,
        drawn=None,
        announced=[False] * players,
        challenge=None,
    )


def name(action: SwitchAction) -> str:
    if isinstance(action, SwitchPlay):
        played = action.card if action.named_suit is None else f"{action.card}>{action.named_suit}"
        return f"{played}!" if action.announce_last else played
    if isinstance(action, SwitchChallenge):
        return f"challenge {action.seat}"
    return "draw" if isinstance(action, SwitchDraw) else "pass"


def acts(state: SwitchState, seat: int | None = None) -> list[str]:
    """The legal actions of ``seat`` (default: the seat to act), compactly."""
    if seat is None:
        assert state.turn is not None
        seat = state.turn
    return [name(a) for a in legal_actions(state, seat)]


def ace(card: str) -> list[str]:
    """An ace as ``legal_actions`` lists it when it does not end the deal: once per suit, S H D C."""
    return [f"{card}>{s}" for s in "SHDC"]


def act(state: SwitchState, seat: int, text: str, *, announce: bool = False) -> tuple[SwitchState, list[Event]]:
    """Apply a compact action and check the input state was left alone."""
    before = msgspec.msgpack.encode(state)
    action: SwitchAction
    if text == "draw":
        action = SwitchDraw()
    elif text == "pass":
        action = SwitchPass()
    elif text.startswith("challenge"):
        action = SwitchChallenge(seat=int(text.split()[1]))
    else:
        card, _, suit = text.partition(">")
        action = SwitchPlay(card=card, named_suit=suit or None, announce_last=announce)  # type: ignore[arg-type]
    new, events = apply(state, seat, action)
    assert msgspec.msgpack.encode(state) == before
    assert new.version == state.version + 1
    return new, events


def refused(state: SwitchState, seat: int, action: SwitchAction, code_: str, rule: str | None = None) -> None:
    """``action`` is refused with ``code_`` (and ``rule``), and nothing changes."""
    before = msgspec.msgpack.encode(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, seat, action)
    assert info.value.code == code_, info.value
    if rule is not None:
        assert info.value.rule == rule
    assert msgspec.msgpack.encode(state) == before


def kinds(events: list[Event]) -> list[str]:
    return [e.type for e in events]


def hand(state: SwitchState, seat: int) -> list[str]:
    return sorted(code(c) for c in state.hands[seat])


def top(state: SwitchState) -> str:
    return code(state.pile[-1])


def play(card: str, suit: str | None = None, announce: bool = False) -> SwitchPlay:
    return SwitchPlay(card=card, named_suit=suit, announce_last=announce)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------------------------
# §8.6 acceptance scenarios.


def test_acceptance_1_four_twos_make_the_fifth_player_owe_eight_and_a_fifth_two_keeps_it_at_eight() -> None:
    hands = ["2S 5S 10C", "2H 6H 10H", "2D 7D 10D", "2C 8C 10S", "9H KC QD"]
    s = match(5, hands, "9S", deck_rule="pagat")  # five players, one 52-card deck
    assert len(cards(s)) == 52
    assert acts(s) == ["2S", "5S", "draw"]
    for seat, two in enumerate(["2S", "2H", "2D", "2C"]):
        assert s.turn == seat
        s, _ = act(s, seat, two)
        assert s.pending == Pending(rank=2, count=min(2 * (seat + 1), 8))
    assert s.turn == 4 and s.pending == Pending(rank=2, count=8)
    assert acts(s) == ["draw"]
    s, events = act(s, 4, "draw")
    assert [e.data["count"] for e in events if e.type == "drew"] == [8]
    assert len(s.hands[4]) == 3 + 8 and s.turn == 0 and s.pending is None

    hands = ["2S 5S 10C", "2H 6H 10H", "2D 7D 10D", "2C 8C 10S", "2S KC QD"]
    s = match(5, hands, "9S")  # five players, two decks: 8 twos
    for seat, two in enumerate(["2S", "2H", "2D", "2C", "2S"]):
        s, _ = act(s, seat, two)
    assert s.turn == 0 and s.pending == Pending(rank=2, count=8)
    assert acts(s) == ["draw"]


def test_acceptance_2_a_four_obligation_is_answered_only_by_a_four_or_drawn() -> None:
    s = match(2, ["4D 5C 6C", "2H AS 9C"], "9D")
    s, _ = act(s, 0, "4D")
    assert s.turn == 1 and s.pending == Pending(rank=4, count=4)
    assert acts(s) == ["draw"]
    refused(s, 1, play("2H"), "must_answer_four", "SWI-6")
    refused(s, 1, play("AS", "H"), "must_answer_four", "SWI-6")
    refused(s, 1, SwitchPass(), "must_draw", "SWI-5")
    s, events = act(s, 1, "draw")
    assert kinds(events) == ["drew"] and events[0].data == {"count": 4}
    assert len(s.hands[1]) == 7 and s.turn == 0 and s.pending is None


def test_acceptance_3_forced_if_able_a_player_holding_a_two_may_not_draw() -> None:
    s = match(2, ["2D 5C 6C", "2C 7H 8H"], "9D")
    s, _ = act(s, 0, "2D")
    assert acts(s) == ["2C"]
    refused(s, 1, SwitchDraw(), "must_answer_two", "SWI-5")
    refused(s, 1, SwitchPass(), "must_answer_two", "SWI-5")
    refused(s, 1, play("7H"), "must_answer_two", "SWI-5")


def test_acceptance_4_jacks_reverse_and_attack_the_previous_player() -> None:
    hands = ["9S JD 5C", "JS JH 6C", "3D 4H 7C", "KC QC 8S"]
    s = match(4, hands, "9D")
    s, _ = act(s, 0, "9S")
    s, events = act(s, 1, "JS")
    assert kinds(events) == ["played", "direction_changed"] and events[1].data == {"direction": -1}
    assert s.turn == 0 and s.jack_attack == 0 and s.direction == -1
    assert acts(s) == ["JD!", "JD", "pass"]
    s, _ = act(s, 0, "JD")
    assert s.turn == 1 and s.jack_attack == 1 and s.direction == 1
    assert acts(s) == ["JH!", "JH", "pass"]
    s, events = act(s, 1, "pass")
    assert kinds(events) == ["passed"]
    assert s.turn == 2 and s.jack_attack is None and s.direction == 1
    assert acts(s) == ["3D", "draw"]  # plays normally on the JD


def test_acceptance_5_two_players_a_jack_gives_its_player_another_turn() -> None:
    s = match(2, ["JD 5D 6C", "3S 4S 7H"], "9D")
    s, events = act(s, 0, "JD")
    # Seat 1 holds no jack: missing the turn is his only action, and the engine makes it.
    assert kinds(events) == ["played", "direction_changed", "passed"]
    assert events[2].seat == 1 and events[2].data == {"auto": True}
    assert s.turn == 0 and s.jack_attack is None
    assert acts(s) == ["5D!", "5D", "draw"]

    s = match(2, ["JD 5D 6C", "JS 4S 7H"], "9D")
    s, _ = act(s, 0, "JD")
    assert s.turn == 1 and acts(s) == ["JS", "pass"]
    s, _ = act(s, 1, "pass")
    assert s.turn == 0


def test_acceptance_6_playing_from_two_cards_without_the_call_draws_two() -> None:
    s = match(2, ["5D 6C", "3S 4S"], "9D", "KH KS QH")
    s, events = act(s, 0, "5D")
    assert kinds(events) == ["played", "penalty"]
    assert events[1].data == {"count": 2, "reason": "last_card"} and events[1].private == {"cards": ["KH", "KS"]}
    assert len(s.hands[0]) == 1 + 2 and s.announced == [False, False]
    assert s.turn == 1


def test_acceptance_7_scoring_of_a_hand() -> None:
    s = table(2, ["5D", "AS 2D 4C JH QS 8D 3C"], "9D")
    s, events = act(s, 0, "5D")
    ended = [e for e in events if e.type == "deal_ended"]
    assert ended[0].data == {"deal": 1, "reason": "went_out", "scores": [86, 0]} and ended[0].seat == 0
    assert s.book.scores == [86, 0]


# ---------------------------------------------------------------------------------------------------------------
# Set-up: SWI-1, SWI-2.


@pytest.mark.parametrize(
    ("players", "rule", "size", "per_hand"),
    [(2, "britannica", 52, 7), (3, "britannica", 104, 5), (8, "britannica", 104, 5), (5, "pagat", 52, 5)],
)
def test_deck_and_hand_size_follow_crazy_eights_SWI_1(players: int, rule: str, size: int, per_hand: int) -> None:
    s = new_match(players, SwitchOptions(deck_rule=rule), seed=3)  # type: ignore[arg-type]
    assert len(cards(s)) == size
    assert [len(h) for h in s.hands] == [per_hand] * players
    assert len(s.pile) == 1 and len(s.stock) == size - players * per_hand - 1
    assert s.options.hand_size == per_hand


def test_pagat_deck_rule_takes_two_decks_from_six_players_SWI_1() -> None:
    assert len(cards(new_match(6, SwitchOptions(deck_rule="pagat"), seed=3))) == 104


def test_hand_size_option_SWI_1() -> None:
    s = new_match(3, SwitchOptions(hand_size=9), seed=3)
    assert [len(h) for h in s.hands] == [9, 9, 9]


def test_trick_card_starters_are_buried_until_a_plain_card_turns_SWI_1() -> None:
    s = match(2, ["3C 5C", "3H 5H"], "2H", "AS JD 4C 8D 9S")
    assert top(s) == "8D"  # 8s are ordinary in Switch and stay
    assert s.pending is None and s.jack_attack is None and s.named_suit is None
    assert code(s.stock[-1]) == "9S"  # the starter came from the top; the buried cards went below
    buried = [code(c) for c in s.stock]
    assert all(c in buried for c in ("2H", "AS", "JD", "4C"))
    assert len(cards(s)) == 52


def test_trick_starters_are_buried_in_later_deals_too_SWI_1() -> None:
    for seed in range(40):
        s = new_match(3, SwitchOptions(target=1), seed=seed)
        assert code(s.pile[-1])[:-1] not in ("A", "2", "4", "J")


def test_starter_trick_card_ignore_has_no_effect_SWI_A7() -> None:
    s = match(2, ["2C 5C 9H", "3H 6H 7S"], "2H", starter_trick_card="ignore")
    assert top(s) == "2H" and s.pending is None and s.turn == 0
    assert acts(s) == ["2C", "9H", "draw"]
    s, _ = act(s, 0, "2C")  # a 2 on the 2 starts a fresh obligation (SWI-A15)
    assert s.pending == Pending(rank=2, count=2)

    s = match(2, ["3S 5C 9H", "3H 6H 7S"], "AH", starter_trick_card="ignore")
    assert s.named_suit is None and acts(s) == ["9H", "draw"]


def test_starter_trick_card_as_dealer_play_two_and_four_SWI_A7() -> None:
    s = match(3, ["3C 5C 9H", "3H 6H 7S", "8C 8H 9C"], "2H", starter_trick_card="as_dealer_play")
    assert s.turn == 0 and s.pending == Pending(rank=2, count=2)
    assert acts(s) == ["draw"]
    s = match(3, ["3C 4C 9H", "3H 6H 7S", "8C 8H 9C"], "4H", starter_trick_card="as_dealer_play")
    assert s.pending == Pending(rank=4, count=4) and acts(s) == ["4C"]


def test_starter_trick_card_as_dealer_play_jack_attacks_the_seat_before_the_dealer_SWI_A7() -> None:
    hands = ["3C 5C 9H", "3H 6H 7S", "JC 8H 9C", "KD KS KH"]
    s = match(4, hands, "JH", starter_trick_card="as_dealer_play")
    assert s.book.dealer == 3 and s.direction == -1
    assert s.turn == 2 and s.jack_attack == 2
    assert acts(s) == ["JC", "pass"]
    s, _ = act(s, 2, "pass")
    assert s.turn == 1 and s.jack_attack is None

    # Two players: the attacked seat 0 holds no jack and misses at once; the dealer moves.
    s = match(2, ["3C 5C 9H", "3H 6H 7S"], "JH", starter_trick_card="as_dealer_play")
    assert s.turn == 1 and s.jack_attack is None and s.direction == -1
    assert acts(s) == ["3H", "6H", "draw"]


def test_starter_trick_card_as_dealer_play_ace_names_no_suit_SWI_A7() -> None:
    s = match(2, ["3C 5S 9H", "3H 6H 7S"], "AS", starter_trick_card="as_dealer_play")
    assert s.named_suit is None and s.turn == 0
    assert acts(s) == ["5S", "draw"]


def test_play_starts_after_the_dealer_in_seat_order_SWI_2() -> None:
    s = new_match(4, SwitchOptions(), seed=5)
    assert s.book.dealer == 3 and s.turn == 0 and s.direction == 1
    assert view(s, None).deal.dealer == 3


def test_first_dealer_option_SWI_2() -> None:
    s = match(3, ["3C 5C", "3H 6H", "8C 8H"], "9C", first_dealer=1)
    assert s.book.dealer == 1 and s.turn == 2
    assert hand(s, 2) == ["8C", "8H"]  # dealt first, from the seat after the dealer
    assert acts(s) == ["8C!", "8C", "draw"]
    assert s.options.first_dealer == 1


# ---------------------------------------------------------------------------------------------------------------
# Play: SWI-3, SWI-4.


def test_suit_or_rank_matches_and_aces_are_wild_SWI_3() -> None:
    s = table(2, ["9S 3H KD AC 8H", "5C 6C"], "9H", "KH")
    assert acts(s) == ["3H", "8H", "9S", *ace("AC"), "draw"]
    refused(s, 0, play("KD"), "card_does_not_match", "SWI-3")
    refused(s, 0, play("AC"), "suit_required", "SWI-3")
    refused(s, 0, play("9S", "H"), "suit_not_allowed", "SWI-3")
    s, events = act(s, 0, "AC>D")
    assert events[0].data == {"card": "AC", "named_suit": "D"}
    assert s.named_suit == 2 and view(s, 1).named_suit == "D"


def test_after_an_ace_only_the_named_suit_or_another_ace_SWI_3() -> None:
    s = table(2, ["KD 3C AH 7D", "5C"], "AC", "KH", named="D")
    assert acts(s) == ["7D", "KD", *ace("AH"), "draw"]
    refused(s, 0, play("3C"), "card_does_not_match", "SWI-3")
    s, _ = act(s, 0, "7D")
    assert s.named_suit is None


def test_an_ace_that_ends_the_deal_names_no_suit_SWI_3() -> None:
    s = table(2, ["AH", "5C 6C"], "9C", "KH")
    assert acts(s) == ["AH", "draw"]
    refused(s, 0, play("AH", "S"), "suit_not_allowed", "SWI-3")
    s, events = act(s, 0, "AH")
    assert "deal_ended" in kinds(events)


def test_draw_one_then_play_the_drawn_card_or_pass_SWI_4() -> None:
    s = table(2, ["9S 3C", "5C 6C"], "9H", "4H 7S")
    assert acts(s) == ["9S!", "9S", "draw"]  # drawing is allowed though a card could be played (SWI-A6)
    s, events = act(s, 0, "draw")
    assert kinds(events) == ["drew"] and events[0].private == {"cards": ["4H"]}
    assert s.turn == 0 and view(s, 0).drawn_this_turn == 1
    assert acts(s) == ["4H", "pass"]  # only the drawn card
    refused(s, 0, play("9S"), "only_drawn_card", "SWI-4")
    refused(s, 0, SwitchDraw(), "draw_limit_reached", "SWI-4")
    s, _ = act(s, 0, "4H")
    assert s.turn == 1 and top(s) == "4H" and view(s, 1).drawn_this_turn == 0


def test_a_drawn_card_may_be_kept_SWI_4() -> None:
    s = table(2, ["9S 3C", "5C 6C"], "9H", "4H 7S")
    s, _ = act(s, 0, "draw")
    s, events = act(s, 0, "pass")
    assert kinds(events) == ["passed"] and s.turn == 1 and len(s.hands[0]) == 3


def test_an_unplayable_drawn_card_ends_the_turn_SWI_4() -> None:
    s = table(2, ["3C 5C", "5D 6C"], "9H", "7S 4H")
    assert acts(s) == ["draw"]
    s, events = act(s, 0, "draw")
    assert kinds(events) == ["drew", "passed"] and events[1].data == {"auto": True}
    assert s.turn == 1 and s.drawn is None


def test_drawn_card_playable_false_ends_the_turn_after_the_draw_SWI_A6() -> None:
    s = table(2, ["9S 3C", "5C 6C"], "9H", "4H 7S", drawn_card_playable=False)
    s, events = act(s, 0, "draw")
    assert kinds(events) == ["drew", "passed"]
    assert s.turn == 1 and hand(s, 0) == ["3C", "4H", "9S"]


def test_a_drawn_ace_is_offered_once_per_suit_SWI_4() -> None:
    s = table(2, ["3C 5C", "5D 6C"], "9H", "AD")
    s, _ = act(s, 0, "draw")
    assert acts(s) == [*ace("AD"), "pass"]


# ---------------------------------------------------------------------------------------------------------------
# Twos and fours: SWI-5, SWI-6.


def test_two_obligation_passes_on_and_is_drawn_SWI_5() -> None:
    s = match(3, ["2S 5C 6S", "2C 7H 8H", "3D 9D 10C"], "9S")
    s, _ = act(s, 0, "2S")
    assert s.turn == 1 and acts(s) == ["2C"]
    s, _ = act(s, 1, "2C")
    assert s.turn == 2 and s.pending == Pending(rank=2, count=4) and acts(s) == ["draw"]
    s, events = act(s, 2, "draw")
    assert events[-1].type == "drew" and events[-1].data == {"count": 4}
    assert len(s.hands[2]) == 7
    # Obligation paid: the next player plays normally on the 2 on top.
    assert s.turn == 0 and s.pending is None and top(s) == "2C"
    assert acts(s) == ["5C!", "5C", "draw"]


def test_a_two_played_after_an_obligation_was_drawn_starts_a_new_one_SWI_A15() -> None:
    s = table(2, ["2H 5H", "2S 4D 9C"], "2C", "KH", turn=1)
    assert acts(s) == ["2S", "9C", "draw"]
    s, _ = act(s, 1, "2S")
    assert s.pending == Pending(rank=2, count=2) and s.turn == 0


def test_two_obligation_caps_at_eight_SWI_5() -> None:
    s = table(3, ["2H 5H", "2S 3S", "2C 3C"], "2D", pending=Pending(rank=2, count=6))
    s, _ = act(s, 0, "2H")
    assert s.pending == Pending(rank=2, count=8)
    s, _ = act(s, 1, "2S")  # further 2s may still be played (SWI-A5)
    assert s.pending == Pending(rank=2, count=8)


def test_two_cap_option_SWI_A5() -> None:
    s = table(3, ["2H 5H 6H", "2S 3S 6S", "2C 3C 6C"], "9H", "KH KS KD KC", two_cap=4)
    s, _ = act(s, 0, "2H")
    s, _ = act(s, 1, "2S")
    assert s.pending == Pending(rank=2, count=4)
    s, _ = act(s, 2, "2C")
    assert s.pending == Pending(rank=2, count=4) and s.turn == 0
    s, events = act(s, 0, "draw")
    assert events[-1].data == {"count": 4}


def test_counter_twos_fours_optional_allows_drawing_instead_SWI_A2() -> None:
    s = match(2, ["2D 5C 6C", "2C 7H 8H"], "9D", counter_twos_fours="optional")
    s, _ = act(s, 0, "2D")
    assert acts(s) == ["2C", "draw"]
    s, _ = act(s, 1, "draw")
    assert len(s.hands[1]) == 5 and s.turn == 0


def test_four_obligation_counts_four_per_four_and_caps_at_sixteen_SWI_6() -> None:
    s = table(3, ["4H 5H 6H", "4S 3S 6S", "9C 3C 6C"], "9H", "KH KS")
    s, _ = act(s, 0, "4H")
    assert s.pending == Pending(rank=4, count=4)
    s, _ = act(s, 1, "4S")
    assert s.pending == Pending(rank=4, count=8) and s.turn == 2
    s = table(2, ["4H 5H 6H", "4S 3S 6S"], "4D", "KH", pending=Pending(rank=4, count=12))
    s, _ = act(s, 0, "4H")
    assert s.pending == Pending(rank=4, count=16)
    s, _ = act(s, 1, "4S")
    assert s.pending == Pending(rank=4, count=16)


def test_four_cap_option_SWI_A5() -> None:
    s = table(2, ["4H 5H 6H", "4S 3S 6S"], "4D", "KH", pending=Pending(rank=4, count=12), four_cap=20)
    s, _ = act(s, 0, "4H")
    assert s.pending == Pending(rank=4, count=16)
    s, _ = act(s, 1, "4S")
    assert s.pending == Pending(rank=4, count=20)


def test_twos_and_fours_do_not_answer_each_other_SWI_6() -> None:
    s = table(2, ["4H 2H 5H", "3S"], "2D", pending=Pending(rank=2, count=2))
    assert acts(s) == ["2H"]
    refused(s, 0, play("4H"), "must_answer_two", "SWI-5")
    s = table(2, ["4H 2H 5H", "3S"], "4D", pending=Pending(rank=4, count=4))
    assert acts(s) == ["4H"]
    refused(s, 0, play("2H"), "must_answer_four", "SWI-6")


def test_mix_twos_fours_lets_either_answer_SWI_A3() -> None:
    s = table(
        3, ["4H 5H 6H", "2S 3S 6S", "9C 3C 6C"], "2D", "KH", pending=Pending(rank=2, count=2), mix_twos_fours=True
    )
    assert acts(s) == ["4H"]
    s, _ = act(s, 0, "4H")
    assert s.pending == Pending(rank=4, count=6)
    assert acts(s) == ["2S"]
    s, _ = act(s, 1, "2S")  # the 2's cap is lower, but an obligation is never lowered
    assert s.pending == Pending(rank=2, count=8)
    s = table(2, ["2H 5H 6H", "3S"], "4D", "KH", pending=Pending(rank=4, count=12), mix_twos_fours=True)
    s, _ = act(s, 0, "2H")
    assert s.pending == Pending(rank=2, count=12)


def test_no_other_card_and_no_single_draw_while_an_obligation_is_pending_SWI_6() -> None:
    s = table(2, ["9D AS 5C", "3S 6S"], "2D", "KH KS QH", pending=Pending(rank=2, count=2))
    assert acts(s) == ["draw"]
    refused(s, 0, play("9D"), "must_answer_two", "SWI-5")
    refused(s, 0, play("AS", "H"), "must_answer_two", "SWI-5")
    s, events = act(s, 0, "draw")
    # The draw is the obligation, and ends the turn.
    assert kinds(events) == ["drew"] and events[0].data == {"count": 2}
    assert s.turn == 1 and s.pending is None and s.drawn is None


def test_wild_on_pending_lets_an_ace_cancel_an_obligation_SWI_A4() -> None:
    s = table(3, ["AS 9D 5C", "3S 6H", "7C 8C"], "2D", "KH", pending=Pending(rank=2, count=4), wild_on_pending=True)
    assert acts(s) == ace("AS")  # forced_if_able: an ace answers, so the draw is gone
    s, _ = act(s, 0, "AS>H")
    assert s.pending is None and s.named_suit == 1 and s.turn == 1
    assert acts(s) == ["6H!", "6H", "draw"]
    s = table(
        2,
        ["AS 9D", "3S"],
        "2D",
        "KH KS",
        pending=Pending(rank=2, count=2),
        wild_on_pending=True,
        counter_twos_fours="optional",
    )
    assert acts(s) == [*(f"{a}{c}" for a in ace("AS") for c in ("!", "")), "draw"]


# ---------------------------------------------------------------------------------------------------------------
# Jacks: SWI-7.


def test_a_jack_attack_is_answered_by_any_jack_or_missed_without_drawing_SWI_7() -> None:
    s = table(3, ["JS 5C 6C", "3H JC 9D", "KD 7D JD"], "9S", "KH")
    s, _ = act(s, 0, "JS")
    # Seat 0 played before seat 1 in seat order; now seat 2, who played before seat 0, is next and attacked.
    assert s.direction == -1 and s.turn == 2 and s.jack_attack == 2
    assert acts(s) == ["JD", "pass"]
    refused(s, 2, play("KD"), "must_answer_jack", "SWI-7")
    refused(s, 2, SwitchDraw(), "draw_not_allowed", "SWI-7")
    s, events = act(s, 2, "pass")
    assert kinds(events) == ["passed"] and len(s.hands[2]) == 3  # he draws nothing
    assert s.turn == 1 and s.direction == -1 and s.jack_attack is None
    assert acts(s) == ["JC", "draw"]  # seat 1 plays normally on the JS


def test_a_jack_attacked_seat_without_a_jack_misses_automatically_SWI_7() -> None:
    s = table(3, ["JS 5C 6C", "3H JC 9D", "KD 7D"], "9S", "KH")
    s, events = act(s, 0, "JS")
    assert kinds(events) == ["played", "direction_changed", "passed"]
    assert events[2].seat == 2 and events[2].data == {"auto": True}
    assert s.turn == 1 and s.jack_attack is None and s.direction == -1
    assert acts(s) == ["JC", "draw"]


def test_answering_jack_attacks_the_previous_jack_player_SWI_7() -> None:
    s = table(3, ["JS 5C 6C", "3H 9D", "KD JD 7D"], "9S", "KH")
    s, _ = act(s, 0, "JS")
    s, events = act(s, 2, "JD")
    # The answer reverses again and attacks seat 0, the first jack's player; he has no jack left and misses,
    # and seat 1 plays on the JD.
    assert kinds(events) == ["played", "direction_changed", "passed"]
    assert events[1].data == {"direction": 1} and events[2].seat == 0
    assert s.direction == 1 and s.turn == 1 and s.jack_attack is None
    assert acts(s) == ["9D!", "9D", "draw"]


def test_counter_jack_forced_if_able_removes_the_miss_SWI_A1() -> None:
    s = table(3, ["JS 5C 6C", "3H 9D", "KD JD 7D"], "9S", "KH", counter_jack="forced_if_able")
    s, _ = act(s, 0, "JS")
    assert acts(s) == ["JD"]
    refused(s, 2, SwitchPass(), "must_answer_jack", "SWI-7")


def test_wild_on_pending_lets_an_ace_end_a_jack_attack_SWI_A4() -> None:
    s = table(3, ["JS 5C 6C", "3H 9D", "KD AD 7D"], "9S", "KH", wild_on_pending=True)
    s, _ = act(s, 0, "JS")
    assert acts(s) == [*ace("AD"), "pass"]
    s, _ = act(s, 2, "AD>C")
    assert s.jack_attack is None and s.direction == -1 and s.turn == 1 and s.named_suit == 3


# ---------------------------------------------------------------------------------------------------------------
# Last card: SWI-8.


def test_announcing_the_last_card_avoids_the_penalty_SWI_8() -> None:
    s = match(2, ["5D 6C", "3S 4S"], "9D")
    s, events = act(s, 0, "5D", announce=True)
    assert kinds(events) == ["played"] and events[0].data == {"card": "5D", "announced": True}
    assert len(s.hands[0]) == 1 and s.announced == [True, False]
    assert view(s, None).announced == [True, False]


def test_the_penalty_does_not_cancel_the_cards_effect_SWI_8() -> None:
    s = match(2, ["2D 6C", "3S 4S"], "9D", "KH KS")
    s, events = act(s, 0, "2D")
    assert kinds(events) == ["played", "penalty"]
    assert s.pending == Pending(rank=2, count=2) and s.turn == 1 and len(s.hands[0]) == 3


def test_an_announcement_is_refused_unless_the_play_leaves_one_card_SWI_8() -> None:
    s = match(2, ["5D 6C 7C", "3S 4S 8H"], "9D")
    assert acts(s) == ["5D", "draw"]
    with pytest.raises(IllegalAction) as refused:
        act(s, 0, "5D", announce=True)
    assert refused.value.code == "announce_not_allowed" and refused.value.rule == "SWI-8"


def test_the_call_flag_clears_when_the_player_draws_SWI_8() -> None:
    s = match(2, ["5D 6C", "3S 9D"], "9C", "KH KS")
    s, _ = act(s, 0, "6C", announce=True)
    assert s.announced == [True, False]
    s, _ = act(s, 1, "draw")  # KH does not go on 6C
    assert s.turn == 0 and acts(s) == ["draw"]
    s, _ = act(s, 0, "draw")
    assert s.announced == [False, False] and len(s.hands[0]) == 2


def test_infraction_penalty_cards_option_SWI_8() -> None:
    s = match(2, ["5D 6C", "3S 4S"], "9D", infraction_penalty_cards=3)
    s, events = act(s, 0, "5D")
    assert events[-1].data == {"count": 3, "reason": "last_card"} and len(s.hands[0]) == 4
    s = match(2, ["5D 6C", "3S 4S"], "9D", infraction_penalty_cards=0)
    s, events = act(s, 0, "5D")
    assert kinds(events) == ["played"] and len(s.hands[0]) == 1


def test_challenge_mode_opens_a_window_for_every_opponent_SWI_8() -> None:
    s = match(3, ["5D 6C", "3S 4S", "8D 8S"], "9D", "KH KS", last_card_enforcement="challenge")
    s, events = act(s, 0, "5D")
    assert kinds(events) == ["played"] and len(s.hands[0]) == 1
    assert view(s, None).challenge_open == ChallengeWindow(seat=0, penalty=2)
    assert acts(s, 0) == []
    assert acts(s, 1) == ["draw", "challenge 0"]  # the seat to act may challenge too
    assert acts(s, 2) == ["challenge 0"]
    refused(s, 0, SwitchChallenge(seat=0), "cannot_challenge_self", "SWI-8")
    refused(s, 2, SwitchChallenge(seat=1), "nothing_to_challenge", "SWI-8")
    c, events = act(s, 2, "challenge 0")
    assert kinds(events) == ["challenged", "penalty"]
    assert events[0].seat == 2 and events[0].data == {"target": 0}
    assert events[1].seat == 0 and events[1].private == {"cards": ["KH", "KS"]}
    assert len(c.hands[0]) == 3 and c.challenge is None and c.turn == 1
    assert acts(c, 2) == [] and acts(c, 1) == ["draw"]


def test_challenge_window_closes_with_the_next_accepted_action_SWI_8() -> None:
    s = match(3, ["5D 6C", "3S 4S", "8D 8S"], "9D", "KH KS", last_card_enforcement="challenge")
    s, _ = act(s, 0, "5D")
    s, events = act(s, 1, "draw")  # KH, which does not go on 5D: seat 1 passes
    assert kinds(events) == ["drew", "passed"]
    assert s.challenge is None and s.turn == 2 and acts(s, 2) == ["8D!", "8D", "draw"] and acts(s, 1) == []
    refused(s, 2, SwitchChallenge(seat=0), "nothing_to_challenge", "SWI-8")
    assert len(s.hands[0]) == 1


def test_challenge_window_survives_the_engines_own_moves_SWI_8() -> None:
    # Seat 0 leaves one card with a J; seat 1 has no jack and misses automatically; the window stays open
    # until seat 0's own next action.
    s = match(2, ["JD 6D", "3S 4S"], "9D", "KH KS", last_card_enforcement="challenge")
    s, events = act(s, 0, "JD")
    assert kinds(events) == ["played", "direction_changed", "passed"]
    assert s.turn == 0 and s.challenge == 0
    assert acts(s, 1) == ["challenge 0"] and acts(s, 0) == ["6D", "draw"]
    c, _ = act(s, 1, "challenge 0")
    assert len(c.hands[0]) == 3
    s, events = act(s, 0, "6D")
    assert "deal_ended" in kinds(events)


def test_announced_play_opens_no_window_SWI_8() -> None:
    s = match(2, ["5D 6C", "3S 4S"], "9D", last_card_enforcement="challenge")
    s, _ = act(s, 0, "5D", announce=True)
    assert s.challenge is None and acts(s, 0) == [] and view(s, 1).challenge_open is None


def test_challenge_is_refused_when_calls_are_automatic_SWI_8() -> None:
    s = match(2, ["5D 6C", "3S 4S"], "9D")
    refused(s, 1, SwitchChallenge(seat=0), "challenge_not_allowed", "SWI-8")


# ---------------------------------------------------------------------------------------------------------------
# SWI-9 … SWI-13.


def test_illegal_requests_are_refused_without_penalty_SWI_9() -> None:
    s = match(2, ["5D 6C", "3S 4S"], "9D")
    refused(s, 0, play("3S"), "card_not_in_hand")
    refused(s, 1, play("3S"), "not_your_turn")
    refused(s, 0, play("6C"), "card_does_not_match", "SWI-3")
    assert [len(h) for h in s.hands] == [2, 2] and s.version == 0


def test_turn_timeout_is_offered_within_its_bounds_SWI_9() -> None:
    assert new_match(2, SwitchOptions(turn_timeout_s=None), seed=1).options.turn_timeout_s is None
    assert new_match(2, SwitchOptions(turn_timeout_s=30), seed=1).options.turn_timeout_s == 30
    with pytest.raises(InvalidSetup) as info:
        new_match(2, SwitchOptions(turn_timeout_s=4), seed=1)
    assert info.value.code == "invalid_options"


def test_going_out_on_a_trick_card_ends_the_deal_and_its_effects_lapse_SWI_10() -> None:
    s = table(3, ["2D", "3S 4S", "5H 6H"], "9D")
    s, events = act(s, 0, "2D")
    assert kinds(events)[:2] == ["played", "deal_ended"]
    assert events[1].data == {"deal": 1, "reason": "went_out", "scores": [3 + 15 + 5 + 6, 0, 0]}
    assert kinds(events)[2] == "dealt"
    # A fresh deal: dealer 0, seat 1 leads, nothing carried over.
    assert s.book.deal == 2 and s.book.dealer == 0 and s.turn == 1
    assert s.pending is None and s.direction == 1 and s.named_suit is None and s.jack_attack is None


def test_going_out_on_a_jack_ends_the_deal_SWI_10() -> None:
    s = table(2, ["JD", "3S 4S"], "9D", direction=-1)
    s, events = act(s, 0, "JD")
    assert "direction_changed" not in kinds(events)
    assert s.book.results[0].scores == [3 + 15, 0]
    assert s.direction == 1 and s.jack_attack is None


def test_card_values_SWI_11() -> None:
    s = table(3, ["5D", "AS AH 2D 4C", "JH KD QS 3C 5C 6C 7C 8C 9C 10C"], "9D")
    s, _ = act(s, 0, "5D")
    assert s.book.results[0].scores == [20 + 20 + 15 + 15 + 15 + 10 + 10 + 3 + 5 + 6 + 7 + 8 + 9 + 10, 0, 0]


def test_an_empty_stock_is_the_pile_minus_its_top_card_reshuffled_SWI_12() -> None:
    s = table(2, ["3C 5C", "5D 6C"], "9H", pile="KS QS JS")
    s, events = act(s, 0, "draw")
    assert kinds(events)[:2] == ["reshuffled", "drew"] and events[0].data == {"count": 3}
    assert top(s) == "9H" and len(s.pile) == 1
    assert len(s.stock) == 2 and len(s.hands[0]) == 3


def test_an_obligation_larger_than_the_cards_left_draws_what_exists_SWI_12() -> None:
    s = table(2, ["3C 5C", "5H 6C"], "2H", "KH", pile="KS", pending=Pending(rank=2, count=6))
    s, events = act(s, 0, "draw")
    assert kinds(events) == ["reshuffled", "drew"] and events[1].data == {"count": 2}
    assert s.pending is None and not s.stock and len(s.pile) == 1
    # Nothing is left to draw now: seat 1 may only play.
    assert s.turn == 1 and acts(s) == ["5H!", "5H"]


def test_under_an_obligation_with_nothing_to_draw_the_player_passes_SWI_12() -> None:
    # Seat 0's 2 leaves him one card, unannounced: the penalty takes the last card there is (the 9D reshuffled),
    # so seat 1, facing the 2 without a 2 and with nothing to draw, passes; the obligation is gone.
    s = table(2, ["2D 5C", "3S 6C"], "9D")
    s, events = act(s, 0, "2D")
    assert kinds(events) == ["played", "reshuffled", "penalty", "passed"]
    assert events[2].data == {"count": 1, "reason": "last_card"} and events[3].seat == 1
    assert s.pending is None and s.turn == 0 and acts(s) == ["9D!", "9D"]
    # With optional answers, pass takes the place of the draw that is impossible.
    s = table(2, ["3C 5C", "2D 6C"], "2H", pending=Pending(rank=2, count=2), turn=1, counter_twos_fours="optional")
    assert acts(s) == ["2D!", "2D", "pass"]
    s, events = act(s, 1, "pass")
    assert s.pending is None
    # Seat 0 can neither play on the 2H nor draw, and passes; seat 1 then plays normally.
    assert kinds(events) == ["passed", "passed"] and events[1].seat == 0 and events[1].data == {"auto": True}
    assert s.turn == 1 and acts(s) == ["2D!", "2D"]


def test_a_player_who_can_neither_play_nor_draw_passes_and_a_full_round_blocks_SWI_12() -> None:
    # One card left to draw: seat 0 draws it and cannot play it; then nobody can play or draw.
    s = table(3, ["3C 5C", "5D 6C KD", "7D 7S"], "9H", "5S")
    s, events = act(s, 0, "draw")
    assert kinds(events)[:6] == ["drew", "passed", "passed", "passed", "passed", "deal_ended"]
    assert [e.seat for e in events[1:5]] == [0, 1, 2, 0]
    ended = events[5]
    # Totals: seat 0 = 3+5+5 = 13, seat 1 = 5+6+10 = 21, seat 2 = 7+7 = 14: seat 0 scores 8 + 1.
    assert ended.data == {"deal": 1, "reason": "blocked", "scores": [9, 0, 0]}
    assert kinds(events)[6] == "dealt" and s.book.deal == 2


def test_a_blocked_deal_is_scored_with_switch_values_and_ties_split_SWI_12() -> None:
    def blocked(hands: list[str]) -> list[int]:
        _, events = act(table(3, hands, "9H", "5S"), 0, "draw")
        ended = next(e for e in events if e.type == "deal_ended")
        assert ended.data["reason"] == "blocked"
        return list(ended.data["scores"])

    assert blocked(["3C 6C", "5D 4S", "KD 7S"]) == [9, 0, 0]  # 14, 5+15 = 20, 17
    assert blocked(["3C 6C", "5D 4S", "KD 7S 3S"]) == [12, 0, 0]  # 14, 20, 20
    assert blocked(["3C 6C", "6D 8C", "KD 8S"]) == [2, 2, 0]  # 14, 14, 18: the tied share 4, rounded down
    assert blocked(["3C 6C", "6D 8C", "KD 5C"]) == [0, 0, 0]  # 14, 14, 15: half of 1 rounds down to 0


def test_the_match_ends_when_a_score_reaches_the_target_SWI_13() -> None:
    s = table(2, ["5D", "KS QS"], "9D", target=20)
    s, events = act(s, 0, "5D")
    assert kinds(events) == ["played", "deal_ended", "match_ended"]
    assert events[-1].data == {"winners": [0], "scores": [20, 0]}
    assert s.book.status == "finished" and s.book.winners == [0] and s.turn is None
    assert acts(s, 0) == [] and acts(s, 1) == []
    v = view(s, 1)
    assert v.status == "finished" and v.winners == [0] and v.legal_actions == [] and v.turn is None
    refused(s, 1, play("KS"), "match_over")
    refused(s, 1, SwitchChallenge(seat=0), "match_over")


def test_default_target_is_fifty_per_player_SWI_13() -> None:
    assert new_match(2, None, seed=1).options.target == 100
    assert new_match(5, None, seed=1).options.target == 250


def test_a_shared_lead_at_the_target_plays_another_deal_SWI_13() -> None:
    s = table(2, ["5D", "KS QS"], "9D", target=20, scores=[0, 20])
    s, events = act(s, 0, "5D")
    assert "match_ended" not in kinds(events)
    assert s.book.scores == [20, 20] and s.book.deal == 2 and s.book.dealer == 0 and s.turn == 1
    assert [len(h) for h in s.hands] == [7, 7] and len(cards(s)) == 52


def test_a_deal_reaching_the_safety_cap_is_void_and_redealt_by_the_same_dealer() -> None:
    from engine.variants.switch import DEAL_ACTION_CAP

    s = table(2, ["9S 3C", "5C 6C"], "9H", "4H 7S")
    s = msgspec.structs.replace(s, deal_actions=DEAL_ACTION_CAP - 1)
    s, events = act(s, 0, "draw")
    ended = next(e for e in events if e.type == "deal_ended")
    assert ended.data == {"deal": 1, "reason": "voided", "scores": [0, 0]}
    assert s.book.deal == 2 and s.book.dealer == 1 and s.turn == 0


# ---------------------------------------------------------------------------------------------------------------
# Views and events: §8.5.


def test_views_show_the_table_and_only_the_viewers_cards() -> None:
    s = match(3, ["2D 6C 7C", "3S 4S 8S", "8D 8H 5S"], "9D", "KH KS")
    s, _ = act(s, 0, "2D")
    v = view(s, 1)
    assert v.variant == "switch" and v.seat == 1 and v.hand == ["3S", "4S", "8S"]
    assert v.hand_counts == [2, 3, 3] and v.top == "2D" and v.discard_count == 2
    assert v.pending == PendingDraw(rank="2", count=2) and v.jack_attack is None and v.direction == 1
    assert v.turn == 1 and [name(a) for a in v.legal_actions] == ["draw"]
    assert v.score_direction == "higher_is_better" and v.options.hand_size == 3
    spectator = view(s, None)
    assert spectator.hand is None and spectator.legal_actions == []
    other = view(s, 2)
    assert other.legal_actions == [] and other.hand == ["5S", "8H", "8D"]
    text = msgspec.json.encode(other).decode()
    assert '"3S"' not in text and "seed" not in text and "rng" not in text
    with pytest.raises(IllegalAction) as info:
        view(s, 3)
    assert info.value.code == "unknown_seat"


def test_drawn_cards_are_private_to_the_drawer() -> None:
    s = table(2, ["3C 5C", "5D 6C"], "9H", "7S 4H")
    s, events = act(s, 0, "draw")
    drew = events[0]
    assert redact(drew, 0) == {"type": "drew", "seat": 0, "count": 1, "cards": ["7S"]}
    assert redact(drew, 1) == {"type": "drew", "seat": 0, "count": 1}
    assert redact(drew, None) == {"type": "drew", "seat": 0, "count": 1}


def test_the_variant_is_registered() -> None:
    v = get("switch")
    assert v.title == "Switch" and v.min_players == 2 and v.max_players == 8
    assert v.score_direction == "higher_is_better" and v.options_type is SwitchOptions
    assert msgspec.json.decode(b'{"type": "challenge", "seat": 2}', type=v.action_type) == SwitchChallenge(seat=2)
    assert msgspec.json.decode(
        b'{"type": "play", "card": "AS", "named_suit": "D", "announce_last": true}', type=v.action_type
    ) == play("AS", "D", True)
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"type": "play", "card": "1S"}', type=v.action_type)
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"type": "draw", "extra": 1}', type=v.action_type)


# ---------------------------------------------------------------------------------------------------------------
# Bad input.


def test_unknown_card_and_suit_are_refused() -> None:
    s = match(2, ["5D 6C", "3S 4S"], "9D")
    refused(s, 0, play("1X"), "unknown_card")
    refused(s, 0, play("5D", "X"), "unknown_suit")


def test_wrong_seat_and_unknown_seat_are_refused() -> None:
    s = match(2, ["5D 6C", "3S 4S"], "9D")
    refused(s, 1, SwitchDraw(), "not_your_turn")
    refused(s, 2, SwitchDraw(), "unknown_seat")
    refused(s, -1, SwitchChallenge(seat=0), "unknown_seat")
    assert legal_actions(s, 5) == []


def test_pass_is_refused_on_a_normal_turn() -> None:
    s = match(2, ["5D 6C", "3S 4S"], "9D")
    refused(s, 0, SwitchPass(), "pass_not_allowed", "SWI-4")


def test_draw_with_nothing_to_draw_is_refused() -> None:
    s = table(2, ["9S 3C", "5C 6C"], "9H")
    assert acts(s) == ["9S!", "9S"]
    refused(s, 0, SwitchDraw(), "stock_empty", "SWI-12")


@pytest.mark.parametrize("players", [0, 1, 9])
def test_invalid_player_counts(players: int) -> None:
    with pytest.raises(InvalidSetup) as info:
        new_match(players, None, seed=1)
    assert info.value.code == "invalid_players"


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, SwitchOptions(hand_size=18)),  # 2 x 18 + 16 trick cards + starter > 52
        (8, SwitchOptions(hand_size=9)),
        (3, SwitchOptions(first_dealer=3)),
        (2, SwitchOptions(two_cap=1)),
        (2, SwitchOptions(four_cap=3)),
        (2, SwitchOptions(target=0)),
        (2, SwitchOptions(infraction_penalty_cards=-1)),
        (2, SwitchOptions(hand_size=0)),
        (2, SwitchOptions(turn_timeout_s=0)),
    ],
)
def test_invalid_options(players: int, options: SwitchOptions) -> None:
    with pytest.raises(InvalidSetup) as info:
        new_match(players, options, seed=1)
    assert info.value.code == "invalid_options"


def test_hand_size_limits_depend_on_burying() -> None:
    assert len(new_match(2, SwitchOptions(hand_size=17), seed=1).hands[0]) == 17
    assert len(new_match(2, SwitchOptions(hand_size=25, starter_trick_card="ignore"), seed=1).hands[0]) == 25


def test_unknown_option_fields_are_rejected_by_the_schema() -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"wild_rank": "8"}', type=SwitchOptions)
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"no_such_rule": true}', type=SwitchOptions)


def test_bad_decks_are_refused() -> None:
    good = preset(2, ["5D 6C", "3S 4S"], "9D")
    with pytest.raises(InvalidSetup) as info:
        new_match(2, SwitchOptions(hand_size=2), seed=1, deck=good[:-1])
    assert info.value.code == "bad_deck"
    with pytest.raises(InvalidSetup) as info:
        new_match(2, SwitchOptions(hand_size=2), seed=1, deck=[*good[:-1], "ZZ"])
    assert info.value.code == "bad_deck"
    with pytest.raises(InvalidSetup) as info:
        new_match(3, SwitchOptions(hand_size=2), seed=1, deck=good)  # three players need 104 cards
    assert info.value.code == "bad_deck"
    assert new_match(2, SwitchOptions(hand_size=2), seed=1, deck=good).preset_deck


def test_default_options_and_effective_values() -> None:
    o = new_match(4, None, seed=1).options
    assert o == SwitchOptions(hand_size=5, target=200, first_dealer=3)
    assert (o.wild_rank, o.draw_mode, o.stock_exhausted) == ("A", "single", "reshuffle_keep_top")
    assert (o.drawn_card_playable, o.counter_twos_fours, o.counter_jack) == (True, "forced_if_able", "optional")
    assert (o.mix_twos_fours, o.two_cap, o.four_cap, o.wild_on_pending) == (False, 8, 16, False)
    assert (o.starter_trick_card, o.last_card_enforcement, o.infraction_penalty_cards) == ("bury", "automatic", 2)
