"""What each seat and a spectator see of a Nusicle match (RULES.md §4.5, API.md "View")."""

from __future__ import annotations

from engine.cards import code, codes, sorted_hand
from engine.errors import IllegalAction
from engine.variants.nusicle.building import governing
from engine.variants.nusicle.game import PLAYERS, VARIANT_ID, legal_actions
from engine.variants.nusicle.model import NusiclePile, NusicleState, NusicleUnderStock, NusicleView
from engine.views import DealInfo


def view(state: NusicleState, seat: int | None) -> NusicleView:
    """What ``seat`` (or a spectator, None) may see (RULES.md §4.5): never the other hand or the stock order."""
    if seat is not None and not 0 <= seat < PLAYERS:
        raise IllegalAction("unknown_seat", f"no seat {seat} at a table of {PLAYERS}")
    book = state.book
    return NusicleView(
        variant=VARIANT_ID,
        version=state.version,
        status=book.status,
        seat=seat,
        players=state.players,
        preset_deck=state.preset_deck,
        deal=DealInfo(number=book.deal, dealer=book.dealer),
        turn=state.turn,
        direction=1,
        hand=None if seat is None else sorted_hand(state.hands[seat]),
        hand_counts=[len(h) for h in state.hands],
        stock_count=len(state.stock),
        scores=list(book.scores),
        score_direction="lower_is_better",
        deal_results=list(book.results),
        winners=list(book.winners),
        options=state.options,
        legal_actions=[] if seat is None else legal_actions(state, seat),
        piles=[
            NusiclePile(cards=codes(p), top=code(p[-1]), governing=code(governing(p)), formation_count=n)
            for p, n in zip(state.piles, state.formed, strict=True)
        ],
        drawn_this_turn=state.drawn,
        under_stock=NusicleUnderStock(
            cards=sorted_hand([c for b in state.under for c in b.cards]), count=sum(b.left for b in state.under)
        ),
    )
