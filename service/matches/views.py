"""What a caller sees of a match: its view (a seat's or a spectator's), the answer to an action, an event."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.events import Event, redact
from engine.registry import Variant
from service.accounts import players
from service.matches import reveal, seats
from service.matches.presence import connected
from service.matches.records import json, state_of
from service.store.records import Attendance, Record
from service.wire.fields import rfc3339
from service.wire.schemas import variant_schemas


def view_of(variant: Variant, state: Any, seat: int | None, game_id: str, record: Record, shown: list[bool]) -> Any:
    """``seat``'s view (None: a spectator's) of ``state``; ``shown``: who is connected (:func:`connected`)."""
    return msgspec.structs.replace(
        variant.view(state, seat),
        game_id=game_id,
        names=list(record.names),
        seat_players=players.shown(record),
        commitment=record.commitment,
        rematch=record.rematch or None,
        deadline=rfc3339(record.deadline) if record.deadline else None,
        connected=shown,
    )


def any_view(variant: Variant, record: Record, seat: int | None, game_id: str, shown: list[bool]) -> Any:
    """The view of the match: ``<Prefix>Waiting`` while a seat is open, else the seat's or spectator's view."""
    if not record.waiting:
        return view_of(variant, state_of(variant, record), seat, game_id, record, shown)
    return variant_schemas(variant).waiting(
        game_id=game_id,
        variant=variant.id,
        status=reveal.phase(record),
        version=0,
        seat=seat,
        players=record.players,
        names=list(record.names),
        seats=seats.seats(record),
        options=seats.deal(variant, record).options,
        public=record.public,
        preset_deck=record.deck is not None,
        commitment=record.commitment,
        legal_actions=[],
        **reveal.waiting_fields(record, rfc3339(record.deadline) if record.deadline else None),
        connected=shown,
    )


def views(variant: Variant, record: Record, seat: int | None, game_id: str, seen: Attendance) -> dict[str, Any]:
    """``view`` and ``waiting`` of a created or joined answer: one of them is null."""
    view = any_view(variant, record, seat, game_id, connected(record, seen, seat))
    return {"view": None, "waiting": view} if record.waiting else {"view": view, "waiting": None}


def answer(
    variant: Variant,
    state: Any,
    seat: int,
    game_id: str,
    record: Record,
    shown: list[bool],
    events: list[Event],
    first: int,
) -> bytes:
    """The JSON of ``<Prefix>ActResult``: the actor's view of ``state`` and the action's ``events`` from ``first``."""
    result = variant_schemas(variant).act_result(
        view=view_of(variant, state, seat, game_id, record, shown),
        events=[wire_event(e, first + i, seat) for i, e in enumerate(events)],
    )
    return json.encode(result)


def wire_event(event: Event, seq: int, viewer: int | None) -> dict[str, Any]:
    """The event as ``viewer`` receives it: numbered, redacted (the variant's typed event, as JSON data)."""
    return {"seq": seq, **redact(event, viewer)}
