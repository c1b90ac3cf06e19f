"""Turn clocks: the options every variant shares, and what a timeout does to a match (README, "Turn clocks").

With ``turn_timeout_s`` set, the seat to act has that many seconds; the service keeps the time (it knows the
clock, the engine does not) and, when the time is up, applies :func:`time_out` for that seat:

- a variant with a rule of its own for it (:attr:`Variant.time_out <engine.registry.Variant.time_out>`: Switch,
  SWI-9: draw 2, the turn ends) applies that rule; every other variant lets the house bot play the turn, with
  the action the service chose for it;
- the seat's count of consecutive timeouts goes up by one; any move the seat's player makes sets it back to 0
  (:func:`played`, which the service applies after a player's move, and a replay after each one). When the
  count reaches ``abandon_after``, the seat is *abandoned*: views show it per seat, the seat's own view lists
  no action (:func:`clocked`), and the house bot plays it from then on, as it plays a resigned seat.

Events: ``timed_out`` (the seat, and ``abandoned: true`` when this timeout abandoned it) before the events of
the move made for the seat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

import msgspec

from engine.errors import IllegalAction
from engine.events import Event
from engine.match import MatchState

MIN_TURN_TIMEOUT = 5
MAX_TURN_TIMEOUT = 86400

TurnTimeout = Annotated[
    Annotated[int, msgspec.Meta(ge=MIN_TURN_TIMEOUT, le=MAX_TURN_TIMEOUT)] | None,
    msgspec.Meta(
        description="Turn clock in seconds (5..86400); null = no clock. When it runs out the server acts for the "
        "seat to act (README, Turn clocks)"
    ),
]
AbandonAfter = Annotated[
    int,
    msgspec.Meta(
        ge=1,
        le=100,
        description="Consecutive timeouts after which a seat is abandoned and the house bot plays it",
    ),
]

LegalActions = Callable[[Any, int], list[Any]]
Apply = Callable[[Any, int, Any], tuple[Any, list[Event]]]
View = Callable[[Any, int | None], Any]
Penalty = Callable[[Any, int], tuple[Any, list[Event]]]


def timeouts(state: MatchState) -> list[int]:
    """Per seat: consecutive timeouts (a state stored before clocks existed has an empty list)."""
    return state.timeouts or [0] * state.players


def abandoned_seats(state: MatchState) -> list[bool]:
    """Per seat: abandoned after ``abandon_after`` consecutive timeouts."""
    return state.abandoned or [False] * state.players


def turn_timeout(state: Any) -> int | None:
    """The match's turn clock in seconds, or None."""
    return getattr(state.options, "turn_timeout_s", None)


def played(state: Any, seat: int) -> Any:
    """``state`` after a move ``seat``'s player made: its count of consecutive timeouts is 0 again."""
    if not state.timeouts or not 0 <= seat < state.players or not state.timeouts[seat]:
        return state
    counts = [*state.timeouts]
    counts[seat] = 0
    return msgspec.structs.replace(state, timeouts=counts)


def refuse_abandoned(state: Any, seat: int) -> None:
    """Refuse any move sent for an abandoned seat (``seat_abandoned``): the house bot plays it."""
    if abandoned_seats(state)[seat]:
        raise IllegalAction("seat_abandoned", f"seat {seat} was abandoned; the house bot plays it")


def clocked(legal_actions: LegalActions, apply: Apply, view: View) -> tuple[LegalActions, Apply, View]:
    """A variant's three functions with the view of an abandoned seat listing no action."""

    def view_any(state: Any, seat: int | None) -> Any:
        seen = view(state, seat)
        if seat is not None and abandoned_seats(state)[seat]:
            seen.legal_actions = []
        return seen

    return legal_actions, apply, view_any


def time_out(apply: Apply, penalty: Penalty | None, state: Any, seat: int, action: Any) -> tuple[Any, list[Event]]:
    """``seat``'s turn timed out: its variant's ``penalty`` (when it has one), else ``action`` (the house bot's
    move for the seat) applied with ``apply``; then the count, and abandonment (see the module docstring). The
    events of the move are returned as they are: the service marks them as made by the server."""
    if state.turn != seat:
        raise IllegalAction("not_your_turn", f"seat {seat} is not to act: no clock runs for it")
    count = timeouts(state)[seat] + 1
    new, events = penalty(state, seat) if penalty is not None else apply(state, seat, action)
    counts = [*timeouts(new)]
    counts[seat] = count
    marked = [*abandoned_seats(new)]
    now_abandoned = count >= state.options.abandon_after and not marked[seat]
    marked[seat] = marked[seat] or now_abandoned
    new = msgspec.structs.replace(new, timeouts=counts, abandoned=marked)
    data = {"abandoned": True} if now_abandoned else {}
    return new, [Event(type="timed_out", seat=seat, data=data), *events]
