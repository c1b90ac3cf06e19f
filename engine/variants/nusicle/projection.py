"""What each seat and a spectator see of a Nusicle match (docs/rules/nusicle.md)."""

from __future__ import annotations

from engine.cards import code, codes, sorted_hand
from engine.variants.nusicle.building import governing
from engine.variants.nusicle.game import VARIANT_ID, legal_actions
from engine.variants.nusicle.model import NusiclePile, NusicleState, NusicleUnderStock, NusicleView
from engine.views import base_fields


def view(state: NusicleState, seat: int | None) -> NusicleView:
    """What ``seat`` (or a spectator, None) may see (docs/rules/nusicle.md): never the other hand or the stock order."""
    base = base_fields(state, seat, "lower_is_better")  # first: it refuses an unknown seat
    return NusicleView(
        variant=VARIANT_ID,
        direction=1,
        options=state.options,
        legal_actions=[] if seat is None else legal_actions(state, seat),
        piles=[
            NusiclePile(cards=codes(p), top=code(p[-1]), governing=code(governing(p)), formation_count=n)
            for p, n in zip(state.piles, state.formed, strict=True)
        ],
        drawn_this_turn=int(state.drawn),
        under_stock=NusicleUnderStock(
            cards=sorted_hand([c for b in state.under for c in b.cards]), count=sum(b.left for b in state.under)
        ),
        **base,  # type: ignore[arg-type]
    )
