"""Super Crazy Eights: what a seat or a spectator sees (docs/rules/super-crazy-eights.md)."""

from __future__ import annotations

from engine.cards import Card, code, suit_code
from engine.match import hands_and_stock
from engine.variants.super_crazy_eights.model import VARIANT_ID, SuperCrazyEightsState, SuperCrazyEightsView
from engine.variants.super_crazy_eights.rules import legal_actions
from engine.views import ChallengeWindow, base_fields, pending_draw


def view(state: SuperCrazyEightsState, seat: int | None) -> SuperCrazyEightsView:
    """The table as ``seat`` sees it: never another hand, the stock order, the seed or the PRNG."""
    base = base_fields(state, seat, "lower_is_better", hand_size=state.options.deal_schedule[state.book.deal - 1])
    top = state.pile[-1] if state.pile else None
    calls = state.options.last_card_mode == "second_to_last"
    own_draw = seat is not None and seat == state.turn and state.drawn is not None
    return SuperCrazyEightsView(
        variant=VARIANT_ID,
        direction=state.direction,
        options=state.options,
        legal_actions=[] if seat is None else legal_actions(state, seat),
        top=None if top is None else code(top),
        discard_count=len(state.pile),
        named_suit=None if state.named_suit is None else suit_code(state.named_suit),
        free_lead=state.turn is not None and (state.free_lead or not state.pile),
        pending=pending_draw(state.pending),
        announced=[
            calls and len(hand) == 1 and not missed for hand, missed in zip(state.hands, state.unannounced, strict=True)
        ],
        challenge_open=None if state.challenge is None else ChallengeWindow(seat=state.challenge, penalty=1),
        drawn_this_turn=0 if state.drawn is None else 1,
        drawn_card=code(state.drawn) if own_draw and state.drawn is not None else None,
        **base,  # type: ignore[arg-type]
    )


def cards(state: SuperCrazyEightsState) -> list[Card]:
    """Every card of the match: hands, stock and pile (conservation checks)."""
    return hands_and_stock(state) + state.pile
