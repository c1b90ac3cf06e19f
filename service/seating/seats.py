"""Taking, leaving and handing over seats: join (by invite or as a rematch's player), leave a waiting match,
the rematch of a finished one, and the host's reissue of a seat's token."""

from __future__ import annotations

import hmac
import time
from typing import Any

import msgspec

from engine.events import Event
from engine.registry import Variant
from engine.rng import random_seed
from service.accounts import players
from service.clocks.deadlines import deadline, reveal_deadline
from service.matches import reveal, seats
from service.matches.context import MAX_ATTEMPTS, Context
from service.matches.presence import refuse_reissue
from service.matches.records import autoplay, checked, msgpack, required_token, seated, state_of
from service.matches.tokens import new_game_id, new_token, token_hash
from service.matches.views import views
from service.ops import metrics
from service.store.records import Move, Record, revision
from service.wire.errors import ServiceError, invalid, unauthorized
from service.wire.schemas import Invite, Rematch, SeatToken, variant_schemas


async def join(ctx: Context, variant: Variant, game_id: str, authorization: str | None, body: Any) -> Any:
    """Take an open seat with an invite; returns ``<Prefix>Joined`` with that seat's token only."""
    if (body.invite is None) == (body.from_ is None):
        raise invalid("send exactly one of invite and from", "invite")
    fresh = new_token()
    for _ in range(MAX_ATTEMPTS):
        loaded, _ = await ctx.store.load(game_id)
        record = checked(variant, loaded)
        if body.from_ is not None:
            seat, name = await _claim(ctx, variant, record, body.from_, authorization)
        else:
            invited = seats.invite_seat(record, body.invite)
            if invited is None and not seats.open_seats(record):
                raise ServiceError(409, "not_waiting", "every seat of this match is taken")
            if invited is None:
                raise ServiceError(404, "invite_unknown", "no open seat of this match has that invite")
            seat, name = invited, f"seat {invited}"
        if seat not in seats.open_seats(record):
            raise ServiceError(409, "seat_taken", f"seat {seat} is taken")
        changed = seats.with_seat(record, seat, token_hash(fresh), body.name or name)
        changed = reveal.with_commitment(changed, seat, body.seed_commitment)
        if body.from_ is None:
            changed.seat_players = players.at_join(record, seat, body.player)
        elif body.player is not None:
            raise invalid("a rematch keeps each seat's player: send from without player", "player")
        events: list[Event] = []
        moves: list[Move] = []
        version: int = 0
        if not seats.open_seats(changed) and changed.seat_seeds is not None:
            changed.deadline = await reveal_deadline(ctx, game_id, changed)
        elif not seats.open_seats(changed):
            changed, events, moves, version = await dealt(ctx, variant, game_id, changed)
        if await ctx.store.commit(
            game_id,
            expected=revision(0, record.rev),
            version=revision(version, changed.rev),
            record=changed,
            events=[msgpack.encode(e) for e in events],
            moves=moves,
            lobby="remove" if record.public and not seats.open_seats(changed) else None,
            clock=changed.deadline or None,
        ):
            seen = await ctx.store.attendance(game_id)
            return variant_schemas(variant).joined(
                game_id=game_id, seat=seat, token=fresh, **views(variant, changed, seat, game_id, seen)
            )
        metrics.VERSION_CONFLICTS.labels(variant.id).inc()
    raise ctx.busy()


async def dealt(
    ctx: Context, variant: Variant, game_id: str, record: Record
) -> tuple[Record, list[Event], list[Move], int]:
    """Deal a waiting match whose every seat is taken (and every seed revealed): the record dealt, the events
    and moves of the server's turns that follow, and the version they make."""
    state = seats.deal(variant, record, reveal.client_seeds(record))
    state, events, moves = autoplay(variant, state, record, ctx.bot_budget(record))
    changed = msgspec.structs.replace(
        record, waiting=False, state=msgspec.Raw(msgpack.encode(state)), events=len(events)
    )
    changed.deadline = await deadline(ctx, game_id, variant, state, changed)
    return changed, events, moves, state.version


async def _claim(
    ctx: Context, variant: Variant, record: Record, previous: str, authorization: str | None
) -> tuple[int, str]:
    """The seat of the rematch ``record`` that the caller's seat token of ``previous`` claims, and its name."""
    if not record.waiting:
        raise ServiceError(409, "not_waiting", "every seat of this match is taken")
    if record.previous != previous:
        raise ServiceError(409, "not_a_rematch", "this match is no rematch of that one")
    required = "the seat token of the finished match is required"
    token = required_token(authorization, required, unknown=required)
    old, _ = await ctx.store.load(previous)
    old_seat = seated(checked(variant, old), token)
    assert old is not None
    return seats.rotated(old_seat, record.players), old.names[old_seat]


async def leave(ctx: Context, variant: Variant, game_id: str, authorization: str | None) -> Invite:
    """Give up a seat of a waiting match: it is open again, under a new invite (answered once)."""
    token = required_token(authorization, "a seat token is required to leave")
    for _ in range(MAX_ATTEMPTS):
        loaded, _ = await ctx.store.load(game_id)
        record = checked(variant, loaded)
        seat = seated(record, token)
        reveal.refuse_cancelled(record)
        if not record.waiting:
            raise ServiceError(409, "not_waiting", "the match has started: resign instead")
        if not seats.open_seats(record):
            raise ServiceError(409, "not_waiting", "every seat is taken and the seeds are being revealed")
        invite = seats.new_invite()
        changed = reveal.reopened(seats.reopened(record, seat, invite), seat)
        if await ctx.store.commit(
            game_id, expected=revision(0, record.rev), version=revision(0, changed.rev), record=changed, events=[]
        ):
            return Invite(seat=seat, invite=invite)
        metrics.VERSION_CONFLICTS.labels(variant.id).inc()
    raise ctx.busy()


async def rematch(ctx: Context, variant: Variant, game_id: str, authorization: str | None) -> Rematch:
    """The rematch of a finished match, asked for with any of its seat tokens: the same variant, options and
    players in a new match whose seats rotate one place; asked again, the same one."""
    token = required_token(authorization, "a seat token is required")
    for _ in range(MAX_ATTEMPTS):
        loaded, _ = await ctx.store.load(game_id)
        record = checked(variant, loaded)
        seated(record, token)
        if record.waiting or variant.turn(state := state_of(variant, record)) is not None:
            raise ServiceError(409, "not_finished", "a rematch follows a finished match")
        if record.rematch:
            return Rematch(game_id=record.rematch)
        new_id, fresh = (
            new_game_id(),
            seats.rematch_record(variant, record, state, game_id, random_seed(), int(time.time() * 1000)),
        )
        fresh.seat_seeds = reveal.for_rematch(record.seat_seeds, fresh.bots)
        if fresh.rated:
            await ctx.ratings.expect(fresh.app, new_id)
        if not await ctx.store.commit(new_id, expected=None, version=0, record=fresh, events=[]):
            continue  # pragma: no cover - a 128-bit collision
        changed = msgspec.structs.replace(record, rematch=new_id, rev=record.rev + 1)
        if await ctx.store.commit(
            game_id,
            expected=revision(state.version, record.rev),
            version=revision(state.version, changed.rev),
            record=changed,
            events=[],
        ):
            return Rematch(game_id=new_id)
        metrics.VERSION_CONFLICTS.labels(variant.id).inc()  # the other one stands; ours expires unclaimed
    raise ctx.busy()


async def reissue(ctx: Context, variant: Variant, game_id: str, authorization: str | None, seat: int) -> SeatToken:
    """A new token for ``seat``, asked for with the host's token; the seat's old token stops working at once,
    its streams and long polls included. In play the reissue is an event every seat sees (``token_reissued``)."""
    token = required_token(authorization, "the host token is required", unknown="unknown host token")
    for _ in range(MAX_ATTEMPTS):
        loaded, _, seen = await ctx.store.load_present(game_id)
        record = checked(variant, loaded)
        if not record.host or not hmac.compare_digest(token_hash(token), record.host):
            raise unauthorized("unknown host token")
        if not 0 <= seat < len(record.tokens):
            raise ServiceError(404, "unknown_seat", f"no seat {seat} at a table of {len(record.tokens)}")
        if seats.kinds(record)[seat] != "taken":
            raise ServiceError(409, "seat_not_taken", f"seat {seat} is held by no player")
        refuse_reissue(record, seat, seen)
        fresh = new_token()
        tokens = [*record.tokens]
        tokens[seat] = token_hash(fresh)
        version = 0 if record.waiting else state_of(variant, record).version
        # In play, every seat hears of it: a host who also plays cannot quietly take over a seat's view.
        events = [] if record.waiting else [msgpack.encode(Event(type="token_reissued", seat=seat))]
        changed = msgspec.structs.replace(record, tokens=tokens, rev=record.rev + 1, events=record.events + len(events))
        if await ctx.store.commit(
            game_id,
            expected=revision(version, record.rev),
            version=revision(version, changed.rev),
            record=changed,
            events=events,
        ):
            return SeatToken(seat=seat, token=fresh)
        metrics.VERSION_CONFLICTS.labels(variant.id).inc()
    raise ctx.busy()
