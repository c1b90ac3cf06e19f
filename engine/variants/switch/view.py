"""Switch: what a seat or a spectator may see (RULES.md §8.5) and the match's card inventory."""

from __future__ import annotations

from typing import Final

from engine.actions import SuitCode
from engine.cards import Card, code, sorted_hand
from engine.errors import IllegalAction
from engine.views import DealInfo, book_fields

from .model import VARIANT_ID, SwitchChallengeWindow, SwitchState, SwitchView
from .rules import legal_actions

_SUITS: Final[tuple[SuitCode, ...]] = ("S", "H", "D", "C")


def view(state: SwitchState, seat: int | None) -> SwitchView:
    """What ``seat`` (or a spectator, None) may see: never other hands, the stock order or the PRNG (§8.5)."""
    if seat is not None and not 0 <= seat < state.players:
        raise IllegalAction("unknown_seat", f"no seat {seat} at a table of {state.players}")
    top = state.pile[-1] if state.pile else None
    window = None
    if state.challenge is not None:
        window = SwitchChallengeWindow(seat=state.challenge, penalty=state.options.infraction_penalty_cards)
    return SwitchView(
        variant=VARIANT_ID,
        version=state.version,
        seat=seat,
        players=state.players,
        preset_deck=state.preset_deck,
        deal=DealInfo(number=state.book.deal, dealer=state.book.dealer),
        turn=state.turn,
        direction=state.direction,
        hand=None if seat is None else sorted_hand(state.hands[seat]),
        hand_counts=[len(h) for h in state.hands],
        stock_count=len(state.stock),
        options=state.options,
        legal_actions=[] if seat is None else legal_actions(state, seat),
        top=None if top is None else code(top),
        discard_count=len(state.pile),
        named_suit=None if state.named_suit is None else _SUITS[state.named_suit],
        pending=state.pending,
        jack_attack=state.jack_attack,
        announced=list(state.announced),
        challenge_open=window,
        drawn_this_turn=0 if state.drawn is None else 1,
        **book_fields(state.book, "higher_is_better"),  # type: ignore[arg-type]
    )


def cards(state: SwitchState) -> list[Card]:
    """Every card of the match: hands, stock and discard pile."""
    out = [c for hand in state.hands for c in hand]
    out += state.stock
    out += state.pile
    return out


def turn(state: SwitchState) -> int | None:
    """The seat to act, or None once the match is over."""
    return state.turn
