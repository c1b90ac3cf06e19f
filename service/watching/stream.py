"""The Server-Sent Events of a match, redacted for the caller, from the store's notifier (docs/streams.md)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from redis.exceptions import RedisError

from engine.registry import Variant
from service.matches import reveal
from service.matches.context import Context
from service.matches.presence import connected
from service.matches.records import checked, event_decoder, holds, json, state_of, token_key, viewer
from service.matches.views import view_of, wire_event
from service.store.notifier import Topic
from service.store.records import Record
from service.wire.schemas import PresenceEvent, PresenceMessage, variant_schemas

STALL_RETRY = 1.0
"""Seconds a stream waits before reading again after the store failed to answer."""


async def stream(
    ctx: Context, variant: Variant, game_id: str, authorization: str | None, after: int, with_view: bool
) -> AsyncIterator[bytes]:
    """Check the caller (404, 401, 503 before anything is sent), then the Server-Sent Events of the match
    after ``after``, redacted for the caller (see :func:`_stream`)."""
    loaded, _ = await ctx.store.load(game_id)
    record = checked(variant, loaded)
    seat = viewer(record, authorization)
    return _stream(ctx, variant, game_id, seat, token_key(record, seat), after, with_view)


async def _stream(
    ctx: Context, variant: Variant, game_id: str, seat: int | None, key: bytes, after: int, with_view: bool
) -> AsyncIterator[bytes]:
    """One message per event (``id``: seq, ``event``: type, ``data``: ``<Prefix>StreamMessage``), read from
    the list after each notification; once dealt, an ``event: presence`` message (``PresenceMessage``) per seat
    whose connection changed since the stream last said (at first: from nobody connected), read from the
    presence set after each presence notice (service/matches/presence.py); a comment every heartbeat period.
    Ends after the match's last event, when the match expires, or when the process shuts down. A seat's
    stream checks at every read that its token (``key``, the hash it was opened with) still holds the seat: once
    the seat left or its token was reissued, on whichever replica, it sends nothing more of the match but a
    last ``revoked`` message and ends. While the store does not answer, it stalls (heartbeats go on) and reads
    again every :data:`STALL_RETRY` seconds."""
    notifier = ctx.notifier
    heartbeat = ctx.settings.stream_heartbeat
    told: list[bool] = []  # the seats' presence as this stream last said it (at first: nobody)
    async with notifier.watch(game_id) as topic, ctx.presence.holding(game_id, seat):
        yield b"retry: 1000\n: ready\n\n"
        while not notifier.closing.is_set():
            signal = topic.signal
            try:
                record, raw = await notifier.read(topic, after)
                seen = None
                if record is not None and not record.waiting and holds(record, seat, key):
                    seen = await notifier.attendance(topic)
            except RedisError:
                if not await topic.wait(signal, STALL_RETRY):
                    yield b": store unavailable; waiting\n\n"
                continue
            if record is None or record.variant != variant.id:
                return  # expired
            if not holds(record, seat, key):
                yield REVOKED
                return
            if reveal.phase(record) == "cancelled":
                return  # never dealt
            if record.waiting:  # nothing to send before the deal
                if not await topic.wait(signal, heartbeat) and not notifier.closing.is_set():
                    yield b": heartbeat\n\n"
                continue
            shared = _shared(topic, variant, record)
            state = shared[0]
            assert seen is not None
            now = connected(record, seen, seat)
            if raw:
                yield _messages(variant, game_id, record, now, shared, raw, after, seat, with_view)
                after += len(raw)
            if state.book.status == "finished" and after >= record.events:
                return
            if now != told:
                changed = _presence(now, told or [False] * len(now), state.version)
                told = now
                if changed:
                    yield changed
            if not await topic.wait(signal, heartbeat) and not notifier.closing.is_set():
                yield b": heartbeat\n\n"


def _shared(topic: Topic, variant: Variant, record: Record) -> tuple[Any, dict[tuple[int, int | None, bool], bytes]]:
    """The engine state of ``record`` and a cache of encoded messages by (seq, viewer, with view): built once
    for every subscriber of the topic that reads that record (a private read shares nothing)."""
    shared = topic.shared
    if shared is None or shared[0] is not record:
        if record is not topic.record:
            return state_of(variant, record), {}
        shared = topic.shared = (record, state_of(variant, record), {})
    return shared[1], shared[2]


def _messages(
    variant: Variant,
    game_id: str,
    record: Record,
    shown: list[bool],
    shared: tuple[Any, dict[tuple[int, int | None, bool], bytes]],
    raw: list[bytes],
    after: int,
    seat: int | None,
    with_view: bool,
) -> bytes:
    """The SSE messages of ``raw`` (the events after ``after`` up to ``record``'s last), for ``seat``: each
    encoded once per viewer for all the subscribers that read the same record."""
    state, cache = shared
    message = variant_schemas(variant).stream_message
    out = []
    for i, entry in enumerate(raw):
        seq = after + i + 1
        view = with_view and i == len(raw) - 1
        key = (seq, seat, view)
        encoded = cache.get(key)
        if encoded is None:
            event = wire_event(event_decoder.decode(entry), seq, seat)
            data = message(
                event=event,
                version=state.version,
                view=view_of(variant, state, seat, game_id, record, shown) if view else None,
            )
            encoded = cache[key] = sse_message(seq, event["type"], json.encode(data))
        out.append(encoded)
    return b"".join(out)


def _presence(now: list[bool], told: list[bool], version: int) -> bytes:
    """One ``event: presence`` message per seat whose connection differs from what the stream said (no ``id``:
    presence is no event of the match, and ``Last-Event-ID`` keeps naming the last one)."""
    return b"".join(
        b"event: presence\ndata: %s\n\n"
        % json.encode(PresenceMessage(event=PresenceEvent(seat=s, connected=c), version=version, connected=now))
        for s, (c, before) in enumerate(zip(now, told, strict=True))
        if c != before
    )


REVOKED = b"event: revoked\ndata: %s\n\n" % json.encode(
    {"code": "token_revoked", "detail": "this seat token was revoked: the seat was left or its token reissued"}
)
"""The last message of a stream whose seat token stopped holding its seat (no ``id``: a client that resumes
with a new token keeps its place)."""


def sse_message(seq: int, kind: str, data: bytes) -> bytes:
    """One Server-Sent Event of a match's stream: ``id`` its seq, ``event`` its type, ``data`` the JSON."""
    return b"id: %d\nevent: %s\ndata: %s\n\n" % (seq, kind.encode(), data)
