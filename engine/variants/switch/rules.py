"""Switch: what a seat may do now (SWI-3 … SWI-8, SWI-12) and why anything else is refused."""

from __future__ import annotations

from typing import Final

from engine.actions import announced_twice, check_turn
from engine.cards import ACE, JACK, parse, parse_suit, rank
from engine.errors import IllegalAction
from engine.shedding import can_draw, legality_table, play_table, table_row

from .model import FOUR, TWO, SwitchAction, SwitchChallenge, SwitchDraw, SwitchPass, SwitchPlay, SwitchState

#: SWI-3: suit or rank, aces wild, the named suit after an ace.
LEGAL: Final = legality_table(ACE)
#: Every play body per card: an ace once per suit it names, or plain when it ends the deal (SWI-3, SWI-10).
PLAYS, ENDING = play_table(lambda card, named: SwitchPlay(card=card, named_suit=named), ACE)
DRAW: Final = SwitchDraw()
PASS: Final = SwitchPass()
ONLY_PASS: Final[list[SwitchAction]] = [PASS]
_RANK: Final = tuple(rank(c) for c in range(52))


def drawable(state: SwitchState) -> bool:
    """A card can be drawn: from the stock, or from the pile minus its top card reshuffled (SWI-12)."""
    return can_draw(state.stock, state.pile, state.options.stock_exhausted)


def answer_ranks(state: SwitchState) -> tuple[int, ...]:
    """The ranks that answer what the seat to act faces: 2s/4s an obligation (SWI-5, SWI-6), Js a jack
    attack (SWI-7); with ``wild_on_pending`` aces too (SWI-A4). Empty on a normal turn."""
    opts = state.options
    if state.pending is not None:
        ranks: tuple[int, ...] = (TWO, FOUR) if opts.mix_twos_fours else (state.pending.rank,)
    elif state.jack_attack is not None:
        ranks = (JACK,)
    else:
        return ()
    return (*ranks, ACE) if opts.wild_on_pending else ranks


def _forced(state: SwitchState) -> bool:
    """Whether a seat facing an obligation or attack must answer when it can (SWI-A1, SWI-A2)."""
    opts = state.options
    counter = opts.counter_twos_fours if state.pending is not None else opts.counter_jack
    return counter == "forced_if_able"


def turn_actions(state: SwitchState, seat: int) -> list[SwitchAction]:
    """The exact actions of the seat to act, in card order (rank, then suit S H D C), then draw, then pass."""
    hand = state.hands[seat]
    plays = ENDING if len(hand) == 1 else PLAYS
    call = len(hand) == 2  # SWI-8: a play that leaves one card is listed with the call, then without it
    out: list[SwitchAction] = []
    drawn = state.drawn
    if drawn is not None:  # SWI-4: play the drawn card if legal, or pass
        if state.options.drawn_card_playable and LEGAL[table_row(state.pile[-1], state.named_suit)][drawn]:
            out.extend(announced_twice(plays[drawn]) if call else plays[drawn])
        out.append(PASS)
        return out
    ranks = answer_ranks(state)
    if ranks:  # SWI-5 … SWI-7: answer, or draw the obligation / miss the turn
        answers = sorted({c for c in hand if _RANK[c] in ranks})
        for c in answers:
            out.extend(announced_twice(plays[c]) if call else plays[c])
        if not (answers and _forced(state)):
            out.append(DRAW if state.pending is not None and drawable(state) else PASS)
        return out
    ok = LEGAL[table_row(state.pile[-1], state.named_suit)]
    playable = sorted({c for c in hand if ok[c]})
    for c in playable:
        out.extend(announced_twice(plays[c]) if call else plays[c])
    if drawable(state):  # SWI-4, SWI-A6: drawing is allowed whether or not the player could play
        out.append(DRAW)
    elif not playable:  # SWI-12: neither play nor draw
        out.append(PASS)
    return out


def legal_actions(state: SwitchState, seat: int) -> list[SwitchAction]:
    """Every action ``seat`` may send now, in a fixed order; a challenge (SWI-8) comes last."""
    if state.book.status == "finished" or not 0 <= seat < state.players:
        return []
    out = turn_actions(state, seat) if seat == state.turn else []
    if state.challenge is not None and seat != state.challenge:
        out.append(SwitchChallenge(seat=state.challenge))
    return out


def _answer_error(state: SwitchState, what: str) -> IllegalAction:
    if state.pending is not None:
        n = state.pending.rank
        rule = "SWI-5" if n == TWO else "SWI-6"
        return IllegalAction(f"must_answer_{'two' if n == TWO else 'four'}", f"{what}: answer the {n} or draw", rule)
    return IllegalAction("must_answer_jack", f"{what}: answer the jack attack with a J or miss the turn", "SWI-7")


def _diagnose_play(state: SwitchState, seat: int, action: SwitchPlay) -> None:
    hand = state.hands[seat]
    card = parse(action.card)
    if action.named_suit is not None:
        parse_suit(action.named_suit)
    if card not in hand:
        raise IllegalAction("card_not_in_hand", f"seat {seat} holds no {action.card}")
    if state.drawn is not None and card != state.drawn:
        raise IllegalAction("only_drawn_card", "after drawing only the drawn card may be played", "SWI-4")
    ranks = answer_ranks(state)
    if ranks:
        if _RANK[card] not in ranks:
            raise _answer_error(state, f"{action.card} may not be played now")
    elif not LEGAL[table_row(state.pile[-1], state.named_suit)][card]:
        raise IllegalAction("card_does_not_match", f"{action.card} does not match the top card", "SWI-3")
    if _RANK[card] == ACE and len(hand) > 1:
        if action.named_suit is None:
            raise IllegalAction("suit_required", "an ace must name a suit", "SWI-3")
    elif action.named_suit is not None:
        what = "an ace that ends the deal" if _RANK[card] == ACE else "a card other than an ace"
        raise IllegalAction("suit_not_allowed", f"no suit is named with {what}", "SWI-3")


def _diagnose_draw(state: SwitchState) -> None:
    if state.drawn is not None:
        raise IllegalAction("draw_limit_reached", "only one card may be drawn per turn", "SWI-4")
    if state.jack_attack is not None:
        raise IllegalAction("draw_not_allowed", "a jack-attacked player answers with a J or misses the turn", "SWI-7")
    if not drawable(state):
        raise IllegalAction("stock_empty", "no card is left to draw", "SWI-12")
    if state.pending is not None and _forced(state):
        raise _answer_error(state, "the obligation can be answered")


def _diagnose_pass(state: SwitchState, seat: int) -> None:
    ranks = answer_ranks(state)
    if ranks and _forced(state) and any(_RANK[c] in ranks for c in state.hands[seat]):
        raise _answer_error(state, "the player can answer")
    if state.pending is not None:
        raise IllegalAction("must_draw", "a player facing an obligation he does not answer draws it", "SWI-5")
    raise IllegalAction(
        "pass_not_allowed", "a player passes only after drawing or when he can neither play nor draw", "SWI-4"
    )


def diagnose(state: SwitchState, seat: int, action: SwitchAction) -> None:
    """Raise the specific reason an action of the seat to act that is not listed is refused, where there is one."""
    if isinstance(action, SwitchPlay):
        _diagnose_play(state, seat, action)
    elif isinstance(action, SwitchDraw):
        _diagnose_draw(state)
    elif isinstance(action, SwitchPass):
        _diagnose_pass(state, seat)
    elif not isinstance(action, SwitchChallenge):
        raise IllegalAction("unknown_action", f"not a switch action: {action!r}")


def check_challenge(state: SwitchState, seat: int, action: SwitchChallenge) -> None:
    """A challenge is made out of turn by any opponent of the seat open to it (SWI-8, docs/rules/switch.md)."""
    check_turn(state.book, seat, seat, state.players)  # match_over, unknown_seat; the turn does not matter
    if state.options.last_card_enforcement != "challenge":
        raise IllegalAction("challenge_not_allowed", "last-card calls are enforced automatically", "SWI-8")
    if state.challenge is None or action.seat != state.challenge:
        raise IllegalAction("nothing_to_challenge", f"seat {action.seat} is not open to a last-card challenge", "SWI-8")
    if seat == action.seat:
        raise IllegalAction("cannot_challenge_self", "a player may not challenge himself", "SWI-8")
