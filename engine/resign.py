"""Resigning: the ``resign`` action every variant has, written once (README, "Playing with others").

Any seat still in the match may resign while it is played, on its turn or not; ``legal_actions`` lists
``{"type": "resign"}`` last for every such seat, so a client that sends the first entry never resigns.

- With two players, or in partnership play (scores kept per side), the match ends at once: the deal is
  recorded with reason ``resigned`` and no score, and the other side wins.
- With more players the seat is marked ``resigned`` (views show it per seat) and the house bot plays it from
  then on: :func:`legal_actions` then lists for it what the bot may play (never ``resign``), and the view of
  that seat lists nothing. When only one seat is left that has not resigned, the match ends and it wins.

Events: ``resigned`` (the seat), then, when the match ends, ``deal_ended`` (reason ``resigned``) and
``match_ended``. :func:`resignable` wraps a variant's own ``legal_actions``, ``apply`` and ``view`` with this,
so no variant's rules module knows about resigning; each variant only declares its ``<Prefix>Resign`` action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from engine.actions import action_tag
from engine.errors import IllegalAction
from engine.events import Event
from engine.match import MatchState, finish_match, record_deal, side_seats

RESIGN_TAG = "resign"

LegalActions = Callable[[Any, int], list[Any]]
Apply = Callable[[Any, int, Any], tuple[Any, list[Event]]]
View = Callable[[Any, int | None], Any]


def is_resign(action: object) -> bool:
    """Whether ``action`` is a variant's ``resign`` action."""
    return action_tag(action) == RESIGN_TAG


def resigned_seats(state: MatchState) -> list[bool]:
    """Per seat: has resigned (a state stored before resigning existed has an empty list)."""
    return state.resigned or [False] * state.players


def in_sides(state: MatchState) -> bool:
    """Whether scores are kept per side (partnership play): fewer score columns than seats."""
    return len(state.book.scores) < state.players


def resign(state: MatchState, seat: int) -> tuple[MatchState, list[Event]]:
    """Apply ``seat``'s resignation (see the module docstring); raises before changing anything."""
    if state.book.status == "finished":
        raise IllegalAction("match_over", "the match is over")
    if not 0 <= seat < state.players:
        raise IllegalAction("unknown_seat", f"no seat {seat} at a table of {state.players}")
    marked = [*resigned_seats(state)]
    if marked[seat]:
        raise IllegalAction("seat_resigned", f"seat {seat} has resigned")
    marked[seat] = True
    events = [Event(type="resigned", seat=seat)]
    new = msgspec.structs.replace(state, version=state.version + 1, resigned=marked)
    if in_sides(state):
        winners = side_seats([1 - seat % 2], state.players)
    elif state.players == 2:
        winners = [1 - seat]  # also when the other seat was claimed (engine/claim.py)
    elif marked.count(False) == 1:
        winners = [marked.index(False)]
    else:
        return new, events
    book = msgspec.structs.replace(state.book)
    new.book = book
    scores = [0] * len(book.scores)
    record_deal(book, "resigned", scores)
    events.append(Event(type="deal_ended", data={"deal": book.deal, "reason": "resigned", "scores": scores}))
    finish_match(book, winners)
    new.turn = None
    events.append(Event(type="match_ended", data={"winners": list(book.winners), "scores": list(book.scores)}))
    return new, events


def resignable(legal_actions: LegalActions, apply: Apply, view: View, action: Any) -> tuple[LegalActions, Apply, View]:
    """A variant's three functions with ``action`` (its ``resign``) added as the module docstring says."""

    def legal(state: Any, seat: int) -> list[Any]:
        own = legal_actions(state, seat)
        if state.book.status == "finished" or not 0 <= seat < state.players or resigned_seats(state)[seat]:
            return own
        return [*own, action]

    def apply_any(state: Any, seat: int, move: Any) -> tuple[Any, list[Event]]:
        if is_resign(move):
            return resign(state, seat)
        return apply(state, seat, move)

    def view_any(state: Any, seat: int | None) -> Any:
        seen = view(state, seat)
        if seat is not None:
            seen.legal_actions = [] if resigned_seats(state)[seat] else legal(state, seat)
        return seen

    return legal, apply_any, view_any
