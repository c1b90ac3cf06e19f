"""Claiming the seat of a player who is gone: the ``claim`` action every variant has (README, "Presence").

With the option ``disconnect_grace_s`` set, when the seat to act has been disconnected that long, any other
seat still in the match may send ``{"type": "claim"}``: the seat to act is then marked ``resigned`` (views show
it per seat) and the house bot plays it from then on, as it plays a seat that resigned at a table of three or
more. The match goes on, also with two players; it stays rated for the others, the claimed seat placing last
(docs/ratings.md).

The engine knows no clock and no connection: it checks what the state decides (the option is set, the match is
in play, the claimer is not the seat to act and still plays its seat, the seat to act is a player's). Whether the
seat to act has been disconnected for ``disconnect_grace_s`` is the service's check (service/matches/presence.py), made
before the action is applied; a replay applies the claim as the service accepted it.

Events: ``claimed`` (``seat``: the seat claimed; ``by``: the seat that claimed it). :func:`claimable` wraps a
variant's ``apply`` with this, so no variant's rules module knows about claims; each variant only declares its
``<Prefix>Claim`` action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

import msgspec

from engine.actions import action_tag
from engine.clock import abandoned_seats
from engine.errors import IllegalAction
from engine.events import Event
from engine.match import MatchState
from engine.resign import resigned_seats

CLAIM_TAG = "claim"
MIN_GRACE = 5
MAX_GRACE = 86400

DisconnectGrace = Annotated[
    Annotated[int, msgspec.Meta(ge=MIN_GRACE, le=MAX_GRACE)] | None,
    msgspec.Meta(
        description="Seconds (5..86400) the seat to act may stay disconnected before any other seat may claim it "
        "for the house bot (action claim); null = seats cannot be claimed (README, Presence)"
    ),
]

Apply = Callable[[Any, int, Any], tuple[Any, list[Event]]]


def is_claim(action: object) -> bool:
    """Whether ``action`` is a variant's ``claim`` action."""
    return action_tag(action) == CLAIM_TAG


def disconnect_grace(state: Any) -> int | None:
    """The match's ``disconnect_grace_s``, or None (claims are off)."""
    return getattr(state.options, "disconnect_grace_s", None)


def claim(state: MatchState, seat: int) -> tuple[MatchState, list[Event]]:
    """``seat`` claims the seat to act for the house bot (see the module docstring); raises before changing
    anything."""
    if state.book.status == "finished" or state.turn is None:
        raise IllegalAction("match_over", "the match is over")
    if disconnect_grace(state) is None:
        raise IllegalAction("claim_disabled", "this match has no disconnect_grace_s: seats cannot be claimed")
    target = state.turn
    if seat == target:
        raise IllegalAction("claim_own_seat", "it is your turn: a seat cannot claim itself")
    marked = [*resigned_seats(state)]
    gone = abandoned_seats(state)
    if marked[seat] or gone[seat]:
        raise IllegalAction("seat_resigned", f"seat {seat} has left the match: the house bot plays it")
    if marked[target] or gone[target]:  # pragma: no cover - the house bot never keeps the turn
        raise IllegalAction("seat_resigned", f"the house bot already plays seat {target}")
    marked[target] = True
    new = msgspec.structs.replace(state, version=state.version + 1, resigned=marked)
    return new, [Event(type="claimed", seat=target, data={"by": seat})]


def claimable(apply: Apply) -> Apply:
    """A variant's ``apply`` with its ``claim`` action applied as the module docstring says."""

    def apply_any(state: Any, seat: int, move: Any) -> tuple[Any, list[Event]]:
        if is_claim(move):
            return claim(state, seat)
        return apply(state, seat, move)

    return apply_any
