"""Crazy Eights: what a seat or a spectator may see (docs/rules/crazy-eights.md)."""

from __future__ import annotations

from engine.cards import Card, code, suit_code
from engine.match import hands_and_stock
from engine.views import base_fields

from .model import VARIANT_ID, CrazyEightsState, CrazyEightsView
from .rules import legal_actions
from .table import Table, to_state


def view(state: CrazyEightsState | Table, seat: int | None) -> CrazyEightsView:
    """What ``seat`` (or a spectator, None) may see (§7.5), of a stored state or its table (table.py)."""
    if isinstance(state, Table):
        state = to_state(state)
    base = base_fields(state, seat, "higher_is_better")  # first: it refuses an unknown seat
    partnership = state.options.partnership
    top = state.pile[-1] if state.pile else None
    return CrazyEightsView(
        variant=VARIANT_ID,
        direction=1,
        options=state.options,
        legal_actions=[] if seat is None else legal_actions(state, seat),
        top=None if top is None else code(top),
        discard_count=len(state.pile),
        named_suit=None if state.named_suit is None else suit_code(state.named_suit),
        drawn_this_turn=state.drawn,
        out=[partnership and not h for h in state.hands],
        sides=[s % 2 for s in range(state.players)] if partnership else None,
        **base,  # type: ignore[arg-type]
    )


def cards(state: CrazyEightsState | Table) -> list[Card]:
    """Every card of the match: hands, stock and discard pile."""
    if isinstance(state, Table):
        state = to_state(state)
    return hands_and_stock(state) + state.pile
