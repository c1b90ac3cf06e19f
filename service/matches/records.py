"""A match's record as the use cases read it: checked for the caller, decoded, and the caller's seat.

Every use case loads a :class:`~service.store.records.Record` and goes through these: :func:`checked` (404 for an
unknown game, one of another variant or of another app), :func:`state_of` (the engine's state; 409
``match_waiting`` before the deal), :func:`seated` and :func:`viewer` (the seat of a token, 401 for a bad one),
:func:`autoplay` (the turns the server plays after a change) and :func:`refused` (an engine refusal as a 409).
"""

from __future__ import annotations

import hmac
from functools import cache
from typing import Any

import msgspec

from engine.errors import IllegalAction
from engine.events import Event
from engine.registry import Variant
from service.accounts.apps import CURRENT_APP
from service.matches import seats
from service.matches.autoplay import play_for_seats, server_seat
from service.matches.tokens import bearer_token, seat_of
from service.store.records import Move, Record
from service.wire.errors import ServiceError, not_found, unauthorized
from service.wire.rules import rule_url

json = msgspec.json.Encoder()
msgpack = msgspec.msgpack.Encoder()
event_decoder = msgspec.msgpack.Decoder(Event)
move_decoder = msgspec.msgpack.Decoder(Move)


@cache
def action_decoder(variant: Variant) -> msgspec.msgpack.Decoder[Any]:
    return msgspec.msgpack.Decoder(variant.action_type)


@cache
def state_decoder(variant: Variant) -> msgspec.msgpack.Decoder[Any]:
    return msgspec.msgpack.Decoder(variant.state_type)


def checked(variant: Variant, record: Record | None) -> Record:
    """The record, or 404 when the game is unknown, expired, of another variant or of another app than the
    caller's (service/accounts/apps.py)."""
    if record is None or record.variant != variant.id or record.app != CURRENT_APP.get():
        raise not_found()
    return record


def state_of(variant: Variant, record: Record) -> Any:
    if record.waiting:
        raise ServiceError(409, "match_waiting", "the match waits for players: nothing is dealt yet", version=0)
    return state_decoder(variant).decode(record.state)


def seated(record: Record, token: str) -> int:
    seat = seat_of(token, record.tokens)
    if seat is None:
        raise unauthorized("unknown seat token")
    return seat


def required_token(authorization: str | None, missing: str, *, unknown: str = "unknown seat token") -> str:
    """The bearer token of a request that needs one; 401 with ``missing`` without an ``Authorization`` header,
    with ``unknown`` for a header of another scheme or an empty token."""
    token = bearer_token(authorization)
    if not token:
        raise unauthorized(missing if token is None else unknown)
    return token


def viewer(record: Record, authorization: str | None) -> int | None:
    """The seat of the caller's token; None (a spectator) without a header; 401 for a bad one."""
    token = bearer_token(authorization)
    if token is None:
        return None
    if not token:
        raise unauthorized("unknown seat token")
    return seated(record, token)


def token_key(record: Record, seat: int | None) -> bytes:
    """The stored hash of the token that holds ``seat`` now (none for a spectator)."""
    return b"" if seat is None else record.tokens[seat]


def holds(record: Record, seat: int | None, key: bytes) -> bool:
    """Whether the token whose hash is ``key`` still holds ``seat`` in ``record`` (a spectator always watches)."""
    return seat is None or (seat < len(record.tokens) and hmac.compare_digest(record.tokens[seat], key))


def autoplay(variant: Variant, state: Any, record: Record, budget: float | None) -> tuple[Any, list[Event], list[Move]]:
    """Every turn the server plays from ``state`` (bot seats, resigned seats): the state after them, their
    events and their moves; ``budget``: seconds an expert bot may search per move (None: a fixed count)."""
    state, played = play_for_seats(variant, state, seats.bot_levels(record), budget)
    events, moves = server_moves(played)
    return state, events, moves


def server_moves(played: list[tuple[int, Any, list[Event]]]) -> tuple[list[Event], list[Move]]:
    """The events and the stored moves (``by: "bot"``) of moves the server made for seats."""
    events = [e for _, _, more in played for e in more]
    moves = [Move(seat=seat, by="bot", action=msgspec.Raw(msgpack.encode(action))) for seat, action, _ in played]
    return events, moves


def refused(variant: Variant, state: Any, seat: int, exc: IllegalAction) -> ServiceError:
    """409 with the engine's code and rule, the version, and what this seat may do instead."""
    legal = [] if server_seat(state, seat) else msgspec.to_builtins(variant.legal_actions(state, seat))
    return ServiceError(
        409,
        exc.code,
        exc.message,
        rule=exc.rule,
        rule_url=rule_url(exc.rule),
        version=state.version,
        legal_actions=legal,
    )
