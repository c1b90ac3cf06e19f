"""Super Crazy Eights: which actions the seat to move (or a challenger) may send, and why others are refused."""

from __future__ import annotations

from engine.actions import announced_twice, check_turn, require_listed
from engine.cards import SUIT_CODES, Card, code, parse, parse_suit, rank, suit
from engine.errors import IllegalAction
from engine.shedding import ReshufflePolicy, can_draw, legality_table, table_row
from engine.variants.super_crazy_eights.model import (
    EIGHT,
    TWO,
    SuperCrazyEightsAction,
    SuperCrazyEightsChallenge,
    SuperCrazyEightsDraw,
    SuperCrazyEightsPass,
    SuperCrazyEightsPlay,
    SuperCrazyEightsState,
)

#: SLO-4 precomputed: ``_LEGAL[table_row(top, named_suit)][card]``, the 8 wild.
_LEGAL = legality_table(EIGHT)
_PASS = SuperCrazyEightsPass()
_DRAW = SuperCrazyEightsDraw()


def policy(state: SuperCrazyEightsState) -> ReshufflePolicy:
    """SLO-11: the whole pile by default, all but its top card with ``reshuffle_keep_top``."""
    return "reshuffle_keep_top" if state.options.reshuffle_keep_top else "reshuffle_whole_pile"


def playable(state: SuperCrazyEightsState, card: Card) -> bool:
    """SLO-4 with no obligation pending: suit or rank of the top card, the named suit after an 8, 8s always;
    anything on a free lead or an empty pile (SLO-3, SLO-11)."""
    if state.free_lead or not state.pile:
        return True
    return _LEGAL[table_row(state.pile[-1], state.named_suit)][card]


def answers_two(state: SuperCrazyEightsState, card: Card) -> bool:
    """SLO-8 / SLO-A11: a 2 answers a pending obligation (an 8 too with ``twos_or_eights``); nothing answers a
    starter 2 when ``starter_two_counterable`` is false (SLO-3)."""
    if state.pending_locked:
        return False
    r = rank(card)
    return r == TWO or (r == EIGHT and state.options.answer_to_pending_two == "twos_or_eights")


def may_play(state: SuperCrazyEightsState, card: Card) -> bool:
    """Whether ``card`` from the mover's hand may go on the pile now (SLO-4, SLO-5, SLO-8)."""
    if state.drawn is not None:
        return card == state.drawn
    if state.pending is not None:
        return answers_two(state, card)
    return playable(state, card)


def drawable(state: SuperCrazyEightsState) -> bool:
    """A draw would give a card: the stock holds one, or the pile can become the stock (SLO-11)."""
    return can_draw(state.stock, state.pile, policy(state))


def _plays(hand: list[Card], card: Card, call: bool) -> list[SuperCrazyEightsAction]:
    """The bodies that play ``card``: an 8 once per suit unless it is the last card (SLO-9, SLO-12); each with
    the call 'Poslednja' first and then without it when ``call`` (SLO-10)."""
    if rank(card) == EIGHT and len(hand) > 1:
        plays = [SuperCrazyEightsPlay(card=code(card), named_suit=s) for s in SUIT_CODES]  # type: ignore[arg-type]
    else:
        plays = [SuperCrazyEightsPlay(card=code(card))]
    return announced_twice(plays) if call else list(plays)


def call_due(state: SuperCrazyEightsState, hand: list[Card]) -> bool:
    """SLO-10: whether a play from ``hand`` is one the call 'Poslednja' goes with, by ``last_card_mode``: the play
    that leaves one card (``second_to_last``), the going-out play (``last``), never (``off``)."""
    mode = state.options.last_card_mode
    return (mode == "second_to_last" and len(hand) == 2) or (mode == "last" and len(hand) == 1)


def turn_actions(state: SuperCrazyEightsState, seat: int) -> list[SuperCrazyEightsAction]:
    """The mover's actions: plays (hand order: suit, then rank), then draw, then pass (SLO-5, SLO-8, SLO-11)."""
    hand = state.hands[seat]
    out: list[SuperCrazyEightsAction] = []
    call = call_due(state, hand)
    for card in sorted(set(hand), key=lambda c: (suit(c), rank(c))):
        if may_play(state, card):
            out.extend(_plays(hand, card, call))
    if state.drawn is not None:
        out.append(_PASS)
    elif state.pending is not None:
        out.append(_DRAW)
    elif drawable(state):
        if not out or state.options.voluntary_draw:
            out.append(_DRAW)
    elif not out:
        out.append(_PASS)
    return out


def forced_pass(state: SuperCrazyEightsState, seat: int) -> bool:
    """The seat can neither play nor draw (only with ``reshuffle_keep_top``, SLO-11): the server passes for him."""
    if state.drawn is not None or state.pending is not None or drawable(state):
        return False
    return not any(playable(state, card) for card in state.hands[seat])


def legal_actions(state: SuperCrazyEightsState, seat: int) -> list[SuperCrazyEightsAction]:
    """Exactly what ``seat`` may send now: the mover's turn actions, and for every opponent of a seat open to
    it a ``challenge`` (SLO-10). A play the call goes with is listed twice, with ``announce_last`` first."""
    if state.book.status == "finished" or not 0 <= seat < state.players:
        return []
    out = turn_actions(state, seat) if seat == state.turn else []
    if state.challenge is not None and seat != state.challenge:
        out.append(SuperCrazyEightsChallenge(seat=state.challenge))
    return out


def diagnose(state: SuperCrazyEightsState, seat: int, action: SuperCrazyEightsAction) -> None:
    """Raise the specific ``IllegalAction`` for an action the rules refuse now; nothing for a legal one."""
    if isinstance(action, SuperCrazyEightsChallenge):
        _diagnose_challenge(state, seat, action)
    else:
        check_turn(state.book, state.turn, seat, state.players)
        if isinstance(action, SuperCrazyEightsPlay):
            _diagnose_play(state, seat, action)
        elif isinstance(action, SuperCrazyEightsDraw):
            _diagnose_draw(state, seat)
        elif state.drawn is None and not forced_pass(state, seat):
            raise IllegalAction("pass_not_allowed", "a pass is only allowed after drawing this turn", "SLO-5")
    require_listed(action, legal_actions(state, seat), "SLO-10")


def _diagnose_play(state: SuperCrazyEightsState, seat: int, action: SuperCrazyEightsPlay) -> None:
    card = parse(action.card)
    hand = state.hands[seat]
    if card not in hand:
        raise IllegalAction("card_not_in_hand", f"{code(card)} is not in seat {seat}'s hand")
    if state.drawn is not None and card != state.drawn:
        raise IllegalAction(
            "only_drawn_card", f"after drawing only the drawn card may be played, not {code(card)}", "SLO-5"
        )
    if state.pending is not None and not answers_two(state, card):
        if state.pending_locked:
            raise IllegalAction("must_draw_two", "the starter 2 must be drawn, it cannot be answered", "SLO-3")
        raise IllegalAction(
            "must_answer_two", f"a pending 2-obligation is answered by a 2 or drawn, not by {code(card)}", "SLO-8"
        )
    if state.pending is None and not playable(state, card):
        top = code(state.pile[-1])
        why = f"the suit named is {SUIT_CODES[state.named_suit]}" if state.named_suit is not None else "suit or rank"
        raise IllegalAction("card_does_not_match", f"{code(card)} does not go on {top}: {why}", "SLO-4")
    named = None if action.named_suit is None else parse_suit(action.named_suit)
    keeps = len(hand) > 1
    if rank(card) == EIGHT and keeps and named is None:
        raise IllegalAction("suit_required", "an 8 names the suit to follow", "SLO-9")
    if named is not None and rank(card) != EIGHT:
        raise IllegalAction("suit_not_allowed", "only an 8 names a suit", "SLO-9")
    if named is not None and not keeps:
        raise IllegalAction("suit_not_allowed", "a last card names no suit", "SLO-12")


def _diagnose_draw(state: SuperCrazyEightsState, seat: int) -> None:
    if state.drawn is not None:
        raise IllegalAction("draw_not_allowed", "one draw per turn: play the drawn card or pass", "SLO-5")
    if state.pending is not None:
        return
    if not drawable(state):
        raise IllegalAction("stock_empty", "the stock is empty and the pile cannot be reshuffled", "SLO-11")
    if not state.options.voluntary_draw and any(playable(state, c) for c in state.hands[seat]):
        raise IllegalAction("draw_not_allowed", "a player holding a legal card must play (voluntary_draw)", "SLO-5")


def _diagnose_challenge(state: SuperCrazyEightsState, seat: int, action: SuperCrazyEightsChallenge) -> None:
    if state.book.status == "finished":
        raise IllegalAction("match_over", "the match is over")
    if not 0 <= seat < state.players:
        raise IllegalAction("unknown_seat", f"no seat {seat} at a table of {state.players}")
    if state.options.last_card_enforcement != "challenge":
        raise IllegalAction(
            "challenge_not_allowed", "missing calls are penalised automatically (last_card_enforcement)", "SLO-10"
        )
    if action.seat == seat:
        raise IllegalAction("cannot_challenge_self", "only an opponent may challenge", "SLO-10")
    if state.challenge is None or action.seat != state.challenge:
        raise IllegalAction("nothing_to_challenge", f"seat {action.seat} is not open to a challenge now", "SLO-10")
