"""Presence: which seats are connected, on any replica, kept beside the match and never in it (README, "Presence").

A seat is *connected* while it has an open stream or long poll, or made a request with its token lately, on
any replica. Each replica writes what it sees into the match's presence set in Redis, and expiry does the rest,
so a replica that dies takes its connections with it without telling anyone::

    osmica:{<game_id>}:presence   sorted set  seat -> until (Unix ms, Redis's clock) while connected; once a
                                              sweep saw it gone, -since
    osmica:presence               sorted set  game id -> when a sweeper should look at it next

The match's record, its events and their ``seq`` never change with presence: a read with a seat's token writes
the presence set only, and views, streams and claims read it.

- **Writes.** A request with a seat's token (a view, an act, an events page, the start of a stream or long poll)
  sets the seat's ``until`` to *now + window + refresh* (:data:`TOUCH`), but a process writes a seat at most once
  per ``presence_refresh`` seconds: the other requests cost nothing. While streams or long polls of a seat are
  open in a process, that process refreshes the seat every ``presence_refresh`` seconds, all such seats together
  (one pipelined batch). So a seat counts as connected from its request until between ``presence_window`` and
  ``presence_window + presence_refresh`` seconds after the last one (30 to 40 s by default), and a connected seat
  costs each process that sees it 60 / ``presence_refresh`` writes a minute (6 by default) however many requests
  it makes, plus the sweeps below.
- **What views show.** ``connected`` is read from the presence set with Redis's clock in the same round trip as
  the match (``Store.load_present``: the ``HGET``, a ``ZRANGE`` and a ``TIME``, sent together). A caller's own
  seat always shows connected in its own answer: its request made it so.
- **Telling the streams.** :data:`TOUCH` publishes ``p`` on the match's channel (``Store``'s notify channel)
  when the seat had no live ``until`` (it comes back), and :data:`SWEEP` when it finds seats gone: each process
  then reads the presence set once for all its streams of that match, and each stream sends ``event: presence``
  for the seats whose state changed since it last said (service/watching/stream.py).
- **Noticing a disconnection.** Nobody writes when a seat goes, so every replica's sweeper (the turn clocks'
  loop, every ``clock_sweep`` seconds) claims the matches due in ``osmica:presence`` under a lease, as the turn
  clocks are claimed (``service/store/scripts.py``: ``CLAIM``/``UNCLAIM``), runs :data:`SWEEP` on each (which
  marks the seats whose ``until`` passed as gone since then, and announces them) and puts the match back at the
  earliest ``until`` still live (out of the set when none is). A seat that stops is announced gone between
  ``presence_window`` and ``presence_window + presence_refresh + clock_sweep`` seconds after its last request or
  the end of its last stream (30 to 41 s by default), plus at most one lease (10 s by default) when the replica
  that claimed the match died meanwhile; a replica killed with its streams open, likewise from its death.
- **Expiry.** The presence set expires ``presence_window + presence_refresh`` seconds after its last write plus
  :data:`RETAIN_S` clock seconds (the longest ``disconnect_grace_s``): a claim can still tell since when a seat is
  gone, and a match nobody visits leaves nothing behind.

Claims (engine/claim.py): a seat disconnected since its ``until`` (a seat never connected: since the match's
creation) may be claimed once ``disconnect_grace_s`` seconds of the turn clocks (``clock_second_ms``) have passed on
Redis's clock; before that, 409 ``claim_too_early`` (``Retry-After`` says when), and 409 ``seat_connected`` while
the seat is connected.

Written by hand: the presence systems of the libraries at hand (Phoenix, Socket.IO adapters) track
connections of one process or need their own broker; this is a Redis sorted set and three small scripts.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections import Counter
from collections.abc import AsyncIterator
from typing import Any

from redis.exceptions import RedisError

from engine.claim import MAX_GRACE, disconnect_grace
from engine.registry import Variant
from service.ops.settings import Settings
from service.store.records import PRESENCE_DUE_KEY, PRESENCE_NOTICE, Attendance, Record, notify_channel, presence_key
from service.store.store import Store
from service.wire.errors import ServiceError

log = logging.getLogger("osmica.presence")

DUE_KEY = PRESENCE_DUE_KEY
BATCH = 256
"""Seats refreshed in one pipelined batch."""
SWEEP_BATCH = 64
"""Due matches a sweep claims at once."""
RETAIN_S = MAX_GRACE
"""Clock seconds a presence set outlives its last write: the longest ``disconnect_grace_s``."""

TOUCH = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
local old = redis.call('ZSCORE', KEYS[1], ARGV[1])
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl + tonumber(ARGV[3]))
if old and tonumber(old) > now then return 0 end
redis.call('SPUBLISH', ARGV[4], ARGV[5])
return now + ttl
"""
"""KEYS: the match's presence set. ARGV: the seat, milliseconds it stays connected, milliseconds the set is kept
after that, the match's channel, the presence notice. Returns 0, or the new ``until`` when the seat had no live
one: it comes back, and the match's watchers are told."""

SWEEP = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local all = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
local nxt, gone = 0, 0
for i = 1, #all, 2 do
  local u = tonumber(all[i + 1])
  if u > now then
    if nxt == 0 or u < nxt then nxt = u end
  elseif u > 0 then
    redis.call('ZADD', KEYS[1], -u, all[i])
    gone = gone + 1
  end
end
if gone > 0 then redis.call('SPUBLISH', ARGV[1], ARGV[2]) end
return nxt
"""
"""KEYS: the match's presence set. ARGV: the match's channel, the presence notice. Marks every seat whose ``until``
passed as gone since then (``-until``) and tells the match's watchers when there was one. Returns the earliest
``until`` still live (0: none)."""

SCHEDULE = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not score or tonumber(ARGV[2]) < tonumber(score) then redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1]) end
"""
"""KEYS: :data:`DUE_KEY`. ARGV: game id, when. Looks at the match at ``when`` unless it is due sooner (or leased:
the sweeper holding it checks the set again when it is done)."""


class Presence:
    """The presence of the seats of every match, as seen and written by this process."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.refresh = settings.presence_refresh
        self.ttl_ms = int((settings.presence_window + settings.presence_refresh) * 1000)
        self.retain_ms = RETAIN_S * settings.clock_second_ms
        self.lease_ms = max(1000, int(settings.clock_sweep * 10_000))
        self._touch = store.redis.register_script(TOUCH)
        self._sweep = store.redis.register_script(SWEEP)
        self._schedule = store.redis.register_script(SCHEDULE)
        self._written: dict[tuple[str, int], float] = {}
        self._held: Counter[tuple[str, int]] = Counter()
        self._refreshed = 0.0
        self.writes = 0
        """Presence writes this process made (:data:`TOUCH` calls), for the benchmark."""

    async def seen(self, game_id: str, seat: int | None) -> None:
        """A request of ``seat`` (None: a spectator, nothing to do): its presence refreshed unless this process
        did so within ``presence_refresh``. A store that does not answer only leaves the presence as it was."""
        if seat is None:
            return
        key = (game_id, seat)
        now = time.monotonic()
        if now - self._written.get(key, -math.inf) < self.refresh:
            return
        self._written[key] = now
        try:
            until = await self._write(game_id, seat)
            if until:
                await self._due(game_id, until)
        except RedisError as exc:
            self._written.pop(key, None)
            log.warning("presence not written: %s", type(exc).__name__)

    @contextlib.asynccontextmanager
    async def holding(self, game_id: str, seat: int | None) -> AsyncIterator[None]:
        """While a stream or long poll of ``seat`` is open: the seat is refreshed with every batch (:meth:`tick`),
        and written at its start (:meth:`seen`)."""
        if seat is None:
            yield
            return
        key = (game_id, seat)
        self._held[key] += 1
        try:
            await self.seen(game_id, seat)
            yield
        finally:
            self._held[key] -= 1
            if self._held[key] <= 0:
                del self._held[key]

    async def _write(self, game_id: str, seat: int) -> int:
        self.writes += 1
        args = [seat, self.ttl_ms, self.retain_ms, notify_channel(game_id), PRESENCE_NOTICE]
        return int(await self.store.script(self._touch, [presence_key(game_id)], args))

    async def _due(self, game_id: str, when: int) -> None:
        await self.store.script(self._schedule, [DUE_KEY], [game_id, when])

    async def tick(self, stop: asyncio.Event | None = None) -> None:
        """One turn of the sweeper: the held seats refreshed when ``presence_refresh`` has passed since the last
        batch, then the due matches swept."""
        now = time.monotonic()
        if now - self._refreshed >= self.refresh:
            self._refreshed = now
            await self._refresh_held(now)
        while (stop is None or not stop.is_set()) and await self.sweep(stop) >= SWEEP_BATCH:
            pass

    async def _refresh_held(self, now: float) -> None:
        held = list(self._held)
        for key in [k for k, at in self._written.items() if now - at >= self.refresh and k not in self._held]:
            del self._written[key]  # forget what no longer throttles anything
        for start in range(0, len(held), BATCH):
            batch = held[start : start + BATCH]
            for key in batch:
                self._written[key] = now
            results = await asyncio.gather(*(self._write(g, s) for g, s in batch), return_exceptions=True)
            for (game_id, _), until in zip(batch, results, strict=True):
                if isinstance(until, BaseException):
                    raise until
                if until:  # back after the store lost it (or after a pause longer than the window)
                    await self._due(game_id, until)

    async def sweep(self, stop: asyncio.Event | None = None) -> int:
        """Claim the matches due for a look (leased to this process), mark and announce their seats gone and
        schedule their next look. Returns how many were claimed."""
        claimed = await self.store.claim(self.lease_ms, SWEEP_BATCH, DUE_KEY)
        for game_id, leased in claimed:
            if stop is not None and stop.is_set():
                break
            nxt = int(
                await self.store.script(
                    self._sweep, [presence_key(game_id)], [notify_channel(game_id), PRESENCE_NOTICE]
                )
            )
            await self.store.unclaim(game_id, leased, nxt, DUE_KEY)
            if not nxt:  # a seat that came back since the sweep above: its write found the entry leased
                seen = await self.store.attendance(game_id)
                alive = [u for u in seen.until.values() if u > seen.now]
                if alive:
                    await self._due(game_id, min(alive))
        return len(claimed)

    def check_claim(self, variant: Variant, record: Record, state: Any, seat: int, seen: Attendance) -> None:
        """Refuse ``seat``'s claim of the seat to act while that seat is connected (409 ``seat_connected``) or has
        been disconnected for less than ``disconnect_grace_s`` (409 ``claim_too_early``, with ``Retry-After``);
        what the state alone decides is the engine's (engine/claim.py)."""
        grace = disconnect_grace(state)
        target = variant.turn(state)
        if grace is None or target is None or target == seat:
            return
        since = seen.away_since(target, record.created or 1)
        if since is None:
            raise ServiceError(
                409,
                "seat_connected",
                f"seat {target} is connected: it cannot be claimed",
                version=state.version,
            )
        due = since + grace * self.settings.clock_second_ms
        if seen.now < due:
            raise ServiceError(
                409,
                "claim_too_early",
                f"seat {target} has been disconnected for less than disconnect_grace_s ({grace} s)",
                version=state.version,
                headers={"Retry-After": str(max(1, math.ceil((due - seen.now) / 1000)))},
            )


def connected(record: Record, seen: Attendance, seat: int | None = None) -> list[bool]:
    """Per seat: connected, as views show it; ``seat`` (the caller's) is, by its request."""
    shown = seen.connected(record.players)
    if seat is not None and 0 <= seat < len(shown):
        shown[seat] = True
    return shown


def refuse_reissue(record: Record, seat: int, seen: Attendance) -> None:
    """409 ``seat_connected``: a host does not take a seat in play from a player who is there."""
    if not record.waiting and seen.away_since(seat, 0) is None:
        raise ServiceError(409, "seat_connected", f"seat {seat} is connected: its token is not reissued while it plays")
