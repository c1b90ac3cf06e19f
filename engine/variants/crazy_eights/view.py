"""Crazy Eights: what a seat or a spectator may see (RULES.md §7.5)."""

from __future__ import annotations

from engine.cards import Card, code, sorted_hand
from engine.errors import IllegalAction
from engine.views import DealInfo, book_fields

from .model import VARIANT_ID, CrazyEightsState, CrazyEightsView
from .rules import SUITS, legal_actions


def view(state: CrazyEightsState, seat: int | None) -> CrazyEightsView:
    """What ``seat`` (or a spectator, None) may see (§7.5)."""
    if seat is not None and not 0 <= seat < state.players:
        raise IllegalAction("unknown_seat", f"no seat {seat} at a table of {state.players}")
    partnership = state.options.partnership
    top = state.pile[-1] if state.pile else None
    return CrazyEightsView(
        variant=VARIANT_ID,
        version=state.version,
        seat=seat,
        players=state.players,
        preset_deck=state.preset_deck,
        deal=DealInfo(number=state.book.deal, dealer=state.book.dealer),
        turn=state.turn,
        direction=1,
        hand=None if seat is None else sorted_hand(state.hands[seat]),
        hand_counts=[len(h) for h in state.hands],
        stock_count=len(state.stock),
        options=state.options,
        legal_actions=[] if seat is None else legal_actions(state, seat),
        top=None if top is None else code(top),
        discard_count=len(state.pile),
        named_suit=None if state.named_suit is None else SUITS[state.named_suit],
        drawn_this_turn=state.drawn,
        out=[partnership and not h for h in state.hands],
        sides=[s % 2 for s in range(state.players)] if partnership else None,
        **book_fields(state.book, "higher_is_better"),  # type: ignore[arg-type]
    )


def turn(state: CrazyEightsState) -> int | None:
    return state.turn


def cards(state: CrazyEightsState) -> list[Card]:
    """Every card of the match: hands, stock and discard pile."""
    out = [c for hand in state.hands for c in hand]
    out += state.stock
    out += state.pile
    return out
