"""Turn clocks: the deadline of the seat to act, its timeout applied when it has passed, and the sweeper.

A clock runs for the seat to act when the match has one (``turn_timeout``) and the seat is a player's. Its deadline
is kept on Redis's clock in the record and in the store's clocks set; whoever touches a match whose deadline
has passed (a view, an act, the sweeper of any replica) applies the timeout first (engine/clock.py), by version,
so a race between them is harmless.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import msgspec
from redis.exceptions import RedisError

from engine.clock import turn_timeout
from engine.registry import Variant, variants
from service.matches import reveal, seats
from service.matches.autoplay import finish_turn, server_seat, time_out
from service.matches.context import MAX_ATTEMPTS, Context
from service.matches.records import autoplay, msgpack, server_moves, state_of
from service.ops import metrics
from service.store.records import Move, Record, revision
from service.store.store import Store

log = logging.getLogger("osmica.clocks")

SWEEP_BATCH = 64
"""Due matches a sweep claims at once."""


class RedisNow:
    """Redis's clock (Unix ms, the match's node) for one change of a match: read when first needed, the same
    instant after that, so a change that checks a deadline and sets the next one reads it once."""

    __slots__ = ("game_id", "store", "value")

    def __init__(self, store: Store, game_id: str) -> None:
        self.store, self.game_id = store, game_id
        self.value: int | None = None

    async def __call__(self) -> int:
        if self.value is None:
            self.value = await self.store.now(self.game_id)
        return self.value


async def deadline(
    ctx: Context,
    game_id: str,
    variant: Variant,
    state: Any,
    record: Record,
    before: Any = None,
    actor: int | None = None,
    now: RedisNow | None = None,
) -> int:
    """The deadline of ``state`` (Unix ms on Redis's clock; 0: no clock runs), after ``actor``'s move from
    ``before`` (None: a new deal of the match). A clock runs for the seat to act when the match has one and the
    seat is a player's; it starts afresh after each move of the seat to act and when the turn passes, and an
    out-of-turn move of another seat (a challenge, a resignation) leaves it running. ``now``: the instant of
    the change, when it has been read already."""
    timeout = turn_timeout(state)
    seat = variant.turn(state)
    if timeout is None or seat is None or server_seat(state, seat, seats.bot_levels(record)):
        return 0
    if before is not None and record.deadline and actor != before.turn and before.turn == seat:
        return record.deadline
    now = now or RedisNow(ctx.store, game_id)
    return await now() + timeout * ctx.settings.clock_second_ms


async def expire(
    ctx: Context, variant: Variant, game_id: str, record: Record, state: Any = None, now: RedisNow | None = None
) -> bool:
    """Apply the timeout of the seat to act if its deadline has passed (on Redis's clock): the server acts
    for it (engine/clock.py), then any bot turns that follow, in one commit checked by version, exactly as an
    action. True when the match changed (this call or a concurrent one): load it again. ``now``: the
    instant of the change the caller is making, read here if it has not been yet."""
    if not record.deadline:
        return False
    now = now or RedisNow(ctx.store, game_id)
    if await now() < record.deadline:
        return False
    if record.waiting:
        return await _lapse(ctx, variant, game_id, record)
    state = state_of(variant, record) if state is None else state
    seat = variant.turn(state)
    if seat is None:  # pragma: no cover - a finished match has no deadline
        return False
    new_state, action, events = time_out(variant, state, seat)
    new_state, rest = finish_turn(variant, new_state, seat)
    rest_events, rest_moves = server_moves(rest)
    new_state, bot_events, bot_moves = autoplay(variant, new_state, record, ctx.bot_budget(record))
    events += rest_events + bot_events
    moves = [Move(seat=seat, by="timeout", action=msgspec.Raw(msgpack.encode(action))), *rest_moves, *bot_moves]
    due = await deadline(ctx, game_id, variant, new_state, record, state, seat, now)
    new_record = msgspec.structs.replace(
        record,
        events=record.events + len(events),
        state=msgspec.Raw(msgpack.encode(new_state)),
        deadline=due,
    )
    if await ctx.store.commit(
        game_id,
        expected=revision(state.version, record.rev),
        version=revision(new_state.version, record.rev),
        record=new_record,
        events=[msgpack.encode(e) for e in events],
        moves=moves,
        clock=due,
    ):
        metrics.TIMEOUTS.labels(variant.id).inc()
        await ctx.rate(variant, game_id, new_record, new_state)
    else:
        metrics.VERSION_CONFLICTS.labels(variant.id).inc()
    return True


async def reveal_deadline(ctx: Context, game_id: str, record: Record) -> int:
    """The end of the reveal phase (``fairness: "players"``) that starts now (Unix ms on Redis's clock)."""
    assert record.seat_seeds is not None
    return await ctx.store.now(game_id) + record.seat_seeds.timeout * ctx.settings.clock_second_ms


async def _lapse(ctx: Context, variant: Variant, game_id: str, record: Record) -> bool:
    """Cancel a match whose reveal phase ended with a seed missing (its deadline has passed), in one commit
    checked by revision (service/matches/reveal.py). True when the match changed (this call or a concurrent
    one): load it again."""
    if not reveal.revealing(record):
        return False
    changed = reveal.cancelled(record)
    if not await ctx.store.commit(
        game_id, expected=revision(0, record.rev), version=revision(0, changed.rev), record=changed, events=[]
    ):
        metrics.VERSION_CONFLICTS.labels(variant.id).inc()
    return True


async def sweep(ctx: Context, stop: asyncio.Event | None = None) -> int:
    """One look at the turn clocks: claim the matches whose deadline has passed (each leased to this process
    so that no other claims it meanwhile) and time each out (:func:`expire`; the version check makes a race
    with another replica or a request harmless). An entry that no longer matches its match (expired, no clock
    any more, a later deadline) is put right; once ``stop`` is set, the rest wait for their lease to end.
    Returns how many entries were claimed."""
    lease = max(1000, int(ctx.settings.clock_sweep * 10_000))
    claimed = await ctx.store.claim(lease, SWEEP_BATCH)
    for game_id, leased in claimed:
        if stop is not None and stop.is_set():
            break
        for _ in range(MAX_ATTEMPTS):
            record, _ = await ctx.store.load(game_id)
            variant = None if record is None else variants().get(record.variant)
            if record is None or variant is None or not record.deadline:
                await ctx.store.unclaim(game_id, leased, 0)
                break
            if not await expire(ctx, variant, game_id, record):
                await ctx.store.unclaim(game_id, leased, record.deadline)
                break
    return len(claimed)


async def sweeper(ctx: Context, stop: asyncio.Event) -> None:
    """Sweep every ``clock_sweep`` seconds until ``stop`` is set (never in the middle of a match's timeout); a
    store that does not answer only delays it."""
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), ctx.settings.clock_sweep)
        try:
            while not stop.is_set() and await sweep(ctx, stop) >= SWEEP_BATCH:
                pass
            await ctx.ratings.sweep(ctx.load, variants(), state_of)
            await ctx.presence.tick(stop)
        except RedisError as exc:
            log.warning("turn clocks not swept: %s", type(exc).__name__)
        except Exception:  # pragma: no cover - a bug must not stop the clocks of every other match
            log.exception("turn clocks not swept")
