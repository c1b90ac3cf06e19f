"""Acting: one action by the token's seat, applied optimistically by version, and its answer, repeated
byte for byte for a repeated ``Idempotency-Key``.

An act is applied optimistically: on a lost race it reloads and applies again, at most
:data:`~service.matches.context.MAX_ATTEMPTS` times, so concurrent requests never lose or double an action.
Engine refusals become 409 here, with the caller's legal actions; nothing of another seat is ever put into a
response. Acts are counted in the metrics: accepted, rejected (by problem code) and lost races
(``osmica_version_conflicts_total``).

An ``Idempotency-Key`` record keeps only the request's digest and where its answer lies: a repeat gets the same
bytes again, rebuilt from the current state when the match is still at the version the action made, else by
dealing the match again from its seed, options and deck and applying its stored moves up to that version (the
engine is deterministic).

Every write goes through :meth:`Store.commit` (or :meth:`Store.confirm` for a repeated answer), where writes are
confirmed by replicas when the settings ask for it (:class:`~service.store.connection.Durability`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection
from typing import Any

import msgspec

from engine.claim import is_claim
from engine.clock import played, refuse_abandoned
from engine.errors import IllegalAction
from engine.registry import Variant
from service.clocks.deadlines import RedisNow, deadline, expire
from service.matches import reveal
from service.matches.autoplay import apply_move, server_seat
from service.matches.context import MAX_ATTEMPTS, Context
from service.matches.presence import connected
from service.matches.records import (
    action_decoder,
    autoplay,
    checked,
    event_decoder,
    json,
    move_decoder,
    msgpack,
    refused,
    required_token,
    seated,
    state_of,
)
from service.matches.views import answer
from service.ops import metrics
from service.store.records import Attendance, IdempotencyRecord, Move, Record, idempotency_field, revision
from service.wire.errors import ServiceError

DIGEST_BYTES = 16
"""Bytes of a request body's SHA-256 kept in an idempotency record."""


async def seat(ctx: Context, variant: Variant, game_id: str, authorization: str | None) -> int:
    """The seat of the caller's token, which must hold one: 401 without, 404 for no such game."""
    token = required_token(authorization, "a seat token is required to act")
    loaded, _ = await ctx.store.load(game_id)
    return seated(checked(variant, loaded), token)


async def act(
    ctx: Context,
    variant: Variant,
    game_id: str,
    authorization: str | None,
    action: Any,
    *,
    if_match: Collection[int] | None = None,
    idempotency: str | None = None,
) -> bytes:
    """Apply one action by the token's seat; returns the JSON of ``<Prefix>ActResult``."""
    token = required_token(authorization, "a seat token is required to act")
    body = json.encode(action)
    digest = hashlib.sha256(body).digest()[:DIGEST_BYTES]
    slot = None if idempotency is None else idempotency_field(token, idempotency)
    for _ in range(MAX_ATTEMPTS):
        loaded, stored, seen = await ctx.store.load_present(game_id, slot)
        record = checked(variant, loaded)
        seat = seated(record, token)
        await ctx.presence.seen(game_id, seat)
        state = state_of(variant, record)
        if stored is not None:
            if stored.request != digest:
                metrics.ACTIONS_REJECTED.labels(variant.id, "idempotency_key_reused").inc()
                raise ServiceError(422, "idempotency_key_reused", "this Idempotency-Key was sent with another body")
            if await ctx.store.confirm(game_id):  # as durable as the first answer (with confirmed writes)
                # and announced to watchers, should the first answer's announcement not have been made
                await ctx.store.announce(game_id, record, revision(state.version, record.rev))
                return await _first_answer(ctx, variant, game_id, record, seen, state, seat, stored)
            continue  # the records left the primary since the load: load again
        now = RedisNow(ctx.store, game_id)  # one read of Redis's clock for the check and the new deadline
        if await expire(ctx, variant, game_id, record, state, now):
            continue  # the seat to act ran out of time first: act on what that made
        if if_match is not None and state.version not in if_match:
            metrics.ACTIONS_REJECTED.labels(variant.id, "version_mismatch").inc()
            raise ServiceError(
                412, "version_mismatch", f"the match is at version {state.version}", version=state.version
            )
        try:
            if server_seat(state, seat):
                refuse_abandoned(state, seat)
                raise IllegalAction("seat_resigned", f"seat {seat} has resigned; the house bot plays it")
            if is_claim(action):
                ctx.presence.check_claim(variant, record, state, seat, seen)
            new_state, events = variant.apply(state, seat, action)
            new_state = played(new_state, seat)
        except IllegalAction as exc:
            metrics.ACTIONS_REJECTED.labels(variant.id, exc.code).inc()
            raise refused(variant, state, seat, exc) from None
        new_state, bot_events, bot_moves = autoplay(variant, new_state, record, ctx.bot_budget(record))
        events += bot_events
        moves = [Move(seat=seat, action=msgspec.Raw(msgpack.encode(action))), *bot_moves]
        first = record.events + 1
        new_record = msgspec.structs.replace(
            record,
            events=record.events + len(events),
            state=msgspec.Raw(msgpack.encode(new_state)),
            deadline=await deadline(ctx, game_id, variant, new_state, record, state, seat, now),
        )
        shown = connected(record, seen, seat)
        response = answer(variant, new_state, seat, game_id, new_record, shown, events, first)
        idem = IdempotencyRecord(
            request=digest,
            version=new_state.version,
            first=first,
            count=len(events),
            deadline=new_record.deadline,
            connected=shown,
        )
        committed = await ctx.store.commit(
            game_id,
            expected=revision(state.version, record.rev),
            version=revision(new_state.version, record.rev),
            record=new_record,
            events=[msgpack.encode(e) for e in events],
            moves=moves,
            idem=None if slot is None else (slot, idem),
            clock=None if new_record.deadline == record.deadline else new_record.deadline,
        )
        if committed:
            metrics.ACTIONS_ACCEPTED.labels(variant.id).inc()
            await ctx.rate(variant, game_id, new_record, new_state)
            return response
        metrics.VERSION_CONFLICTS.labels(variant.id).inc()
    metrics.ACTIONS_REJECTED.labels(variant.id, "store_unavailable").inc()
    raise ctx.busy()


async def _first_answer(
    ctx: Context,
    variant: Variant,
    game_id: str,
    record: Record,
    seen: Attendance,
    state: Any,
    seat: int,
    stored: IdempotencyRecord,
) -> bytes:
    """The answer an act gave first, rebuilt: the actor's view at the version it made, and its events."""
    rebuild = state.version != stored.version
    raw_events, raw_moves = await ctx.store.load_answer(
        game_id, stored.first, stored.count, stored.version if rebuild else None
    )
    if rebuild:
        if not record.commitment or len(raw_moves) != stored.version:  # a match stored before moves were
            raise ServiceError(
                422, "idempotency_key_reused", "the first answer to this Idempotency-Key is no longer available"
            )
        state = variant.new_match(
            state.players,
            state.options,
            seed=state.seed,
            deck=record.deck,
            client_seeds=reveal.client_seeds(record),
        )
        actions = action_decoder(variant)
        for raw in raw_moves:
            move = move_decoder.decode(raw)
            state, _ = apply_move(variant, state, move.seat, move.by, actions.decode(move.action))
    events = [event_decoder.decode(e) for e in raw_events]
    answered = msgspec.structs.replace(record, deadline=stored.deadline)
    shown = stored.connected or connected(record, seen, seat)  # as the first answer showed it
    return answer(variant, state, seat, game_id, answered, shown, events, stored.first)
