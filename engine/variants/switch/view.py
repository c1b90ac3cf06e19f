"""Switch: what a seat or a spectator may see (docs/rules/switch.md) and the match's card inventory."""

from __future__ import annotations

from engine.cards import Card, code, suit_code
from engine.match import hands_and_stock
from engine.views import ChallengeWindow, base_fields, pending_draw

from .model import VARIANT_ID, SwitchState, SwitchView
from .rules import legal_actions


def view(state: SwitchState, seat: int | None) -> SwitchView:
    """What ``seat`` (or a spectator, None) may see: never other hands, the stock order or the PRNG (§8.5)."""
    base = base_fields(state, seat, "higher_is_better")  # first: it refuses an unknown seat
    top = state.pile[-1] if state.pile else None
    window = None
    if state.challenge is not None:
        window = ChallengeWindow(seat=state.challenge, penalty=state.options.infraction_penalty_cards)
    return SwitchView(
        variant=VARIANT_ID,
        direction=state.direction,
        options=state.options,
        legal_actions=[] if seat is None else legal_actions(state, seat),
        top=None if top is None else code(top),
        discard_count=len(state.pile),
        named_suit=None if state.named_suit is None else suit_code(state.named_suit),
        pending=pending_draw(state.pending),
        jack_attack=state.jack_attack,
        announced=list(state.announced),
        challenge_open=window,
        drawn_this_turn=0 if state.drawn is None else 1,
        **base,  # type: ignore[arg-type]
    )


def cards(state: SwitchState) -> list[Card]:
    """Every card of the match: hands, stock and discard pile."""
    return hands_and_stock(state) + state.pile
