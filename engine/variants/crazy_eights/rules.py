"""Crazy Eights: what the seat to act may do now (CE8-4 … CE8-7) and why anything else is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, cast

from engine import native
from engine.cards import SUIT_CODES, code, parse, parse_suit, rank
from engine.errors import IllegalAction
from engine.shedding import can_draw, play_table, table_row

from .model import EIGHT, CrazyEightsAction, CrazyEightsDraw, CrazyEightsPass, CrazyEightsPlay, CrazyEightsState
from .table import LEGAL, MAX_N, SINGLE, UNTIL_PLAYABLE, Table, to_table

if TYPE_CHECKING:  # bit sets of cards as machine words in the compiled engine (table.py)
    from mypy_extensions import i64

COMPILED: Final = native.MODE == "compiled"
"""Whether the compiled build runs (engine/native.py): :func:`_add_plays` is written for each."""

IS_EIGHT: Final = tuple(rank(c) == EIGHT for c in range(52))
SUIT_INDEX: Final = {s: i for i, s in enumerate(SUIT_CODES)}
#: Every play body per card, built once: an 8 once per suit it names, or plain when it ends the deal (CE8-5).
_TABLES = play_table(lambda card, named: CrazyEightsPlay(card=card, named_suit=named), EIGHT)
PLAYS: Final = _TABLES[0]
ENDING: Final = _TABLES[1]
PLAIN: Final = tuple(ENDING[c][0] for c in range(52))
"""Per card, its play without a suit: every card's one play but an 8's that does not end the deal."""
BY_CODE: Final = {code(c): c for c in range(52)}
CODES: Final = tuple(code(c) for c in range(52))
DRAW: Final = CrazyEightsDraw()
PASS: Final = CrazyEightsPass()
#: The action types, for exact type tests (as ``Final`` names the compiled engine keeps them at hand).
PLAY_TYPE: Final = CrazyEightsPlay
DRAW_TYPE: Final = CrazyEightsDraw
PASS_TYPE: Final = CrazyEightsPass


def ends_deal(state: Table, seat: int) -> bool:
    """Whether playing the seat's last card ends the deal (CE8-8, CE8-16)."""
    if len(state.hands[seat]) != 1:
        return False
    return not state.fixed.partnership or not state.hands[(seat + 2) % 4]


def legal_now(state: Table, seat: int) -> list[CrazyEightsAction]:
    """The exact legal actions of the seat to act (CE8-4 … CE8-7): plays in card order, draw, pass."""
    fixed = state.fixed
    hand = state.hands[seat]
    ok = state.matching
    drawn = state.drawn
    mode = fixed.mode
    out: list[CrazyEightsAction] = []
    if drawn and mode == SINGLE:  # CE8-6: only the drawn card may be played, or the turn passed
        last = state.last_drawn
        assert last is not None
        if ok >> last & 1:
            out += ENDING[last] if ends_deal(state, seat) else PLAYS[last]
        out.append(PASS)
        return out
    if len(hand) == 1 and (not fixed.partnership or not state.hands[(seat + 2) % 4]):
        playable = bool(ok >> hand[0] & 1)
        if playable:
            out.append(PLAIN[hand[0]])  # CE8-5: an 8 that ends the deal names no suit
    else:
        playable = _add_plays(out, state, hand)
    capped = mode == MAX_N and drawn >= fixed.max_draw_cards
    if state.stock_size or (fixed.reshuffle and state.pile_size > 1):
        if fixed.voluntary_draw or not playable:  # CE8-6, CE8-A3
            if mode == UNTIL_PLAYABLE:
                last_drawn = state.last_drawn
                if not drawn or last_drawn is None or not ok >> last_drawn & 1:
                    out.append(DRAW)
            elif not drawn if mode == SINGLE else not capped:
                out.append(DRAW)
        if capped:
            out.append(PASS)
    elif capped or not playable:  # CE8-7: with nothing to draw, pass only without a legal card
        out.append(PASS)
    return out


def _add_plays(out: list[CrazyEightsAction], state: Table, hand: list[int]) -> bool:
    """Append the plays of the hand's legal cards (CE8-4, CE8-5) in card order, both copies of a card as one and
    an 8 once per suit it names; whether there was any.

    Written for each build, as the shuffle is (engine/rng.py): compiled, the legal cards are gathered as a bit set
    in a machine word (:attr:`~.table.Table.matching`) and read lowest bit first, without a list to sort; the
    interpreter, which pays for every operation on a 52-bit integer, tests the row of bools and sorts."""
    if COMPILED:
        ok = state.matching
        bits: i64 = 0
        for c in hand:
            if ok >> c & 1:
                bits |= 1 << c
        rest = bits
        while rest:
            low = rest & -rest
            rest ^= low
            c = int(low).bit_length() - 1
            if IS_EIGHT[c]:
                out += PLAYS[c]
            else:
                out.append(PLAIN[c])
        return bits != 0
    named = state.named_suit
    row = LEGAL[state.pile[state.pile_size - 1] if named is None else 52 + named]
    cards = [c for c in hand if row[c]]
    if len(cards) > 1:
        cards = sorted(set(cards))
    for c in cards:
        if IS_EIGHT[c]:
            out += PLAYS[c]
        else:
            out.append(PLAIN[c])
    return bool(cards)


def _any_legal(ok: i64, hand: list[int]) -> bool:
    return any(ok >> c & 1 for c in hand)


def play_index(state: Table, seat: int, card_code: str, suit: str | None) -> int:
    """Where the card of a legal play of ``card_code`` naming ``suit`` lies in the seat's hand (its first copy),
    or -1 if the play is not legal: ``apply`` takes the card out at that index."""
    card = BY_CODE.get(card_code, -1)
    if card < 0 or not state.matching >> card & 1:
        return -1
    if state.drawn and state.fixed.mode == SINGLE and card != state.last_drawn:  # CE8-6: only the drawn card
        return -1
    try:
        at = state.hands[seat].index(card)
    except ValueError:  # not in the hand
        return -1
    if IS_EIGHT[card] and not ends_deal(state, seat):
        return at if suit in SUIT_INDEX else -1  # CE8-5
    return at if suit is None else -1


def is_legal(state: Table, seat: int, action: object) -> bool:
    """Whether ``action in legal_now(state, seat)``, decided without building the list (``apply``'s check)."""
    kind = type(action)
    if kind is PLAY_TYPE:
        action = cast(CrazyEightsPlay, action)
        return play_index(state, seat, action.card, action.named_suit) >= 0
    fixed = state.fixed
    ok = state.matching
    drawn = state.drawn
    mode = fixed.mode
    if drawn != 0 and mode == SINGLE:
        return kind is PASS_TYPE
    capped = mode == MAX_N and drawn >= fixed.max_draw_cards
    drawable = state.stock_size > 0 or (fixed.reshuffle and state.pile_size > 1)
    if kind is DRAW_TYPE:
        if not drawable or capped:
            return False
        last = state.last_drawn
        if mode == UNTIL_PLAYABLE and drawn and last is not None and ok >> last & 1:
            return False
        return fixed.voluntary_draw or not _any_legal(ok, state.hands[seat])  # CE8-6, CE8-A3
    if kind is PASS_TYPE:
        return capped or (not drawable and not _any_legal(ok, state.hands[seat]))  # CE8-6, CE8-7
    return False


def only_pass(state: Table, seat: int) -> bool:
    """Whether ``legal_now(state, seat) == [PASS]``, cheaply: the pass the engine makes itself (CE8-7)."""
    fixed = state.fixed
    ok = state.matching
    drawn = state.drawn
    mode = fixed.mode
    if drawn and mode == SINGLE:
        last = state.last_drawn
        assert last is not None
        return not ok >> last & 1
    drawable = state.stock_size > 0 or (fixed.reshuffle and state.pile_size > 1)
    if drawable and (mode != MAX_N or drawn < fixed.max_draw_cards):
        return False  # he may draw
    return not _any_legal(ok, state.hands[seat])


def legal_actions(state: CrazyEightsState | Table, seat: int) -> list[CrazyEightsAction]:
    """Every action ``seat`` may send now, in a fixed order; empty unless it is the seat's turn."""
    if isinstance(state, Table):  # the turn read and compared as a native field and int
        turn = state.turn
        return [] if turn is None or seat != turn else legal_now(state, seat)
    return [] if seat != state.turn else legal_now(to_table(state), seat)


def diagnose(state: Table, seat: int, action: object) -> None:
    """Raise the specific reason an unlisted action is illegal, where there is one."""
    opts = state.options
    hand = state.hands[seat]
    ok = LEGAL[table_row(state.pile[state.pile_size - 1], state.named_suit)]
    drawable = can_draw(state.stock[: state.stock_size], state.pile[: state.pile_size], opts.stock_exhausted)
    if isinstance(action, CrazyEightsPlay):
        card = parse(action.card)
        if action.named_suit is not None:
            parse_suit(action.named_suit)
        if card not in hand:
            raise IllegalAction("card_not_in_hand", f"seat {seat} holds no {action.card}")
        if opts.draw_mode == "single" and state.drawn and card != state.last_drawn:
            raise IllegalAction("only_drawn_card", "after drawing only the drawn card may be played", "CE8-6")
        if not ok[card]:
            raise IllegalAction("card_does_not_match", f"{action.card} does not match the top card", "CE8-4")
        if IS_EIGHT[card] and not ends_deal(state, seat):
            if action.named_suit is None:
                raise IllegalAction("suit_required", "an 8 must name a suit", "CE8-5")
        elif action.named_suit is not None:
            what = "an 8 that ends the deal" if IS_EIGHT[card] else "a card other than an 8"
            raise IllegalAction("suit_not_allowed", f"no suit is named with {what}", "CE8-5")
    elif isinstance(action, CrazyEightsDraw):
        if not drawable:
            raise IllegalAction("stock_empty", "the stock is empty", "CE8-7")
        last = state.last_drawn
        if opts.draw_mode == "until_playable" and last is not None and ok[last]:
            raise IllegalAction("must_play", "a playable card was drawn: a legal card must be played", "CE8-6")
        if opts.draw_mode == "single" and state.drawn:
            raise IllegalAction("draw_limit_reached", "only one card may be drawn per turn", "CE8-6")
        if opts.draw_mode == "max_n" and state.drawn >= opts.max_draw_cards:
            raise IllegalAction(
                "draw_limit_reached", f"at most {opts.max_draw_cards} cards may be drawn per turn", "CE8-6"
            )
        if not opts.voluntary_draw and any(ok[c] for c in hand):
            raise IllegalAction("draw_not_allowed", "a player holding a legal card may not draw", "CE8-6")
    elif isinstance(action, CrazyEightsPass):
        raise IllegalAction("pass_not_allowed", "a player may pass only when he cannot play or draw", "CE8-7")
    else:
        raise IllegalAction("unknown_action", f"not a crazy-eights action: {action!r}")
