"""Super Crazy Eights: what a seat or a spectator sees (RULES.md §5.5)."""

from __future__ import annotations

from engine.cards import Card, code, sorted_hand, suit_code
from engine.variants.super_crazy_eights.model import VARIANT_ID, SuperCrazyEightsState, SuperCrazyEightsView
from engine.variants.super_crazy_eights.rules import legal_actions
from engine.views import DealInfo, book_fields


def view(state: SuperCrazyEightsState, seat: int | None) -> SuperCrazyEightsView:
    """The table as ``seat`` sees it: never another hand, the stock order, the seed or the PRNG."""
    top = state.pile[-1] if state.pile else None
    own_draw = seat is not None and seat == state.turn and state.drawn is not None
    return SuperCrazyEightsView(
        variant=VARIANT_ID,
        version=state.version,
        seat=seat,
        players=state.players,
        preset_deck=state.preset_deck,
        deal=DealInfo(
            number=state.book.deal,
            dealer=state.book.dealer,
            hand_size=state.options.deal_schedule[state.book.deal - 1],
        ),
        turn=state.turn,
        direction=state.direction,
        hand=None if seat is None else sorted_hand(state.hands[seat]),
        hand_counts=[len(h) for h in state.hands],
        stock_count=len(state.stock),
        options=state.options,
        legal_actions=[] if seat is None else legal_actions(state, seat),
        top=None if top is None else code(top),
        discard_count=len(state.pile),
        named_suit=None if state.named_suit is None else suit_code(state.named_suit),  # type: ignore[arg-type]
        free_lead=state.turn is not None and (state.free_lead or not state.pile),
        pending=state.pending,
        unannounced=list(state.unannounced),
        has_drawn=state.drawn is not None,
        drawn_card=code(state.drawn) if own_draw and state.drawn is not None else None,
        **book_fields(state.book, "lower_is_better"),  # type: ignore[arg-type]
    )


def cards(state: SuperCrazyEightsState) -> list[Card]:
    """Every card of the match: hands, stock and pile (conservation checks)."""
    return [c for hand in state.hands for c in hand] + state.stock + state.pile


def turn(state: SuperCrazyEightsState) -> int | None:
    """The seat to move, or None once the match is over."""
    return state.turn
