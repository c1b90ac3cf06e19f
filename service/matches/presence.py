"""Presence: which seats are connected, on any replica, and the events when that changes (README, "Presence").

A seat is *connected* while it has an open stream or long poll, or made a request with its token lately, on
any replica. Each replica writes what it sees into the match's presence set in Redis, and expiry does the rest,
so a replica that dies takes its connections with it without telling anyone::

    osmica:{<game_id>}:presence   sorted set  seat -> until (Unix ms, Redis's clock); the key expires with
                                              its last member
    osmica:presence               sorted set  game id -> when a sweeper should look at it next

- **Writes.** A request with a seat's token (a view, an act, an events page, the start of a stream or long poll)
  refreshes the seat's ``until`` to *now + window + refresh* (:data:`TOUCH`), but a process writes a seat at
  most once per ``presence_refresh`` seconds: the other requests cost nothing. While streams or long polls of
  a seat are open in a process, that process refreshes the seat every ``presence_refresh`` seconds, all such
  seats together (one pipelined batch). So a seat counts as connected from its request until between
  ``presence_window`` and ``presence_window + presence_refresh`` seconds after the last one (30 to 40 s by
  default), and a connected seat costs each process that sees it 60 / ``presence_refresh`` writes a minute
  (6 by default) however many requests it makes.
- **What views show.** Each view's ``connected`` is what the match's record says (``Record.away``, kept with
  the match and written together with the ``presence`` events), so a view costs no extra read and always
  agrees with the events seen so far. :meth:`Presence.reconcile` brings the record in line with the presence
  set: it reads both, and when a seat changed, commits the new ``away`` with one ``presence`` event per seat
  that changed (none while the match waits for players: views only), by version like every write, so that
  concurrent reconciles and actions never overwrite each other and the last one always states the truth.
- **Noticing a connection.** The write that brings a seat back (it had no live ``until``) reconciles at once,
  inside the request: ``connected`` becomes true with that request.
- **Noticing a disconnection.** Nobody writes when a seat goes, so every replica's sweeper (the turn clocks'
  loop, every ``clock_sweep`` seconds) claims the matches due in ``osmica:presence`` under a lease, as the turn
  clocks are claimed (``service/store/scripts.py``: ``CLAIM``/``UNCLAIM``), reconciles each and puts it back at the
  earliest ``until`` of its seats still connected (out of the set when none is). A seat that stops is
  announced gone (``connected: false``) between ``presence_window`` and ``presence_window + presence_refresh +
  clock_sweep`` seconds after its last request or the end of its last stream (30 to 41 s by default), plus
  at most one lease (10 s by default) when the replica that claimed the match died meanwhile; a replica
  killed with its streams open, likewise from its death.

Claims (engine/claim.py): a seat disconnected since ``away[seat]`` (the ``until`` it passed; a seat never
connected: the match's creation) may be claimed once ``disconnect_grace_s`` seconds of the turn clocks
(``clock_second_ms``) have passed on Redis's clock; before that, 409 ``claim_too_early`` (``Retry-After``
says when), and 409 ``seat_connected`` while the seat is connected.

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
from functools import cache
from typing import Any

import msgspec
from redis.exceptions import RedisError

from engine.claim import disconnect_grace
from engine.events import Event
from engine.registry import Variant, variants
from service.ops import metrics
from service.ops.settings import Settings
from service.store.records import KEY_PREFIX, Record, revision
from service.store.store import Store
from service.wire.errors import ServiceError

log = logging.getLogger("osmica.presence")

DUE_KEY = f"{KEY_PREFIX}:presence"
"""The sorted set of the matches a sweeper should look at: game id, scored by when (Unix ms, Redis's clock)."""
ATTEMPTS = 16
"""Lost races a reconcile may suffer before it leaves the change to the next one."""
BATCH = 256
"""Seats refreshed in one pipelined batch."""
SWEEP_BATCH = 64
"""Due matches a sweep claims at once."""


def presence_key(game_id: str) -> str:
    return f"{KEY_PREFIX}:{{{game_id}}}:presence"


TOUCH = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
local old = redis.call('ZSCORE', KEYS[1], ARGV[1])
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl)
if old and tonumber(old) > now then return 0 end
return now + ttl
"""
"""KEYS: the match's presence set. ARGV: the seat, milliseconds it stays connected. Returns 0, or the new
``until`` when the seat had no live one (it comes back: reconcile)."""

READ = """
local t = redis.call('TIME')
local all = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
table.insert(all, 1, tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000))
return all
"""
"""KEYS: the match's presence set. Returns Redis's clock (Unix ms), then seat, until, seat, until, ..."""

SCHEDULE = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not score or tonumber(ARGV[2]) < tonumber(score) then redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1]) end
"""
"""KEYS: :data:`DUE_KEY`. ARGV: game id, when. Looks at the match at ``when`` unless it is due sooner (or leased:
the sweeper holding it checks the set again when it is done)."""

_msgpack = msgspec.msgpack.Encoder()


@cache
def _state_decoder(variant: Variant) -> msgspec.msgpack.Decoder[Any]:
    return msgspec.msgpack.Decoder(variant.state_type)


def away_since(record: Record) -> list[int]:
    """Per seat: 0 while connected, else since when it is not (Unix ms; never connected: the match's creation)."""
    return record.away or [record.created or 1] * record.players


def connected(record: Record) -> list[bool]:
    """Per seat: connected, as views show it."""
    return [since == 0 for since in away_since(record)]


class Presence:
    """The presence of the seats of every match, as seen and written by this process."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.refresh = settings.presence_refresh
        self.ttl_ms = int((settings.presence_window + settings.presence_refresh) * 1000)
        self.lease_ms = max(1000, int(settings.clock_sweep * 10_000))
        self._touch = store.redis.register_script(TOUCH)
        self._read = store.redis.register_script(READ)
        self._schedule = store.redis.register_script(SCHEDULE)
        self._written: dict[tuple[str, int], float] = {}
        self._held: Counter[tuple[str, int]] = Counter()
        self._refreshed = 0.0
        self.writes = 0
        """Presence writes this process made (:data:`TOUCH` calls), for the benchmark."""

    async def seen(self, game_id: str, seat: int | None) -> bool:
        """A request of ``seat`` (None: a spectator, nothing to do): its presence refreshed unless this process
        did so within ``presence_refresh``. True when the seat came back and the match's record changed: a caller
        holding the record loads it again. A store that does not answer only leaves the presence as it was."""
        if seat is None:
            return False
        key = (game_id, seat)
        now = time.monotonic()
        if now - self._written.get(key, -math.inf) < self.refresh:
            return False
        self._written[key] = now
        try:
            until = await self._write(game_id, seat)
            if not until:
                return False
            await self._due(game_id, until)
            return await self.reconcile(game_id) is not None
        except RedisError as exc:
            self._written.pop(key, None)
            log.warning("presence not written: %s", type(exc).__name__)
            return False

    @contextlib.asynccontextmanager
    async def holding(self, game_id: str, seat: int | None) -> AsyncIterator[bool]:
        """While a stream or long poll of ``seat`` is open: the seat is refreshed with every batch (:meth:`tick`).
        Yields what :meth:`seen` answered for its start."""
        if seat is None:
            yield False
            return
        key = (game_id, seat)
        self._held[key] += 1
        try:
            yield await self.seen(game_id, seat)
        finally:
            self._held[key] -= 1
            if self._held[key] <= 0:
                del self._held[key]

    async def _write(self, game_id: str, seat: int) -> int:
        self.writes += 1
        return int(await self.store.script(self._touch, [presence_key(game_id)], [seat, self.ttl_ms]))

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
                    await self.reconcile(game_id)

    async def sweep(self, stop: asyncio.Event | None = None) -> int:
        """Claim the matches due for a look (leased to this process), reconcile each and schedule its next look.
        Returns how many were claimed."""
        claimed = await self.store.claim(self.lease_ms, SWEEP_BATCH, DUE_KEY)
        for game_id, leased in claimed:
            if stop is not None and stop.is_set():
                break
            nxt = await self.reconcile(game_id)
            if nxt is None:
                continue  # still leased: due again when the lease ends
            await self.store.unclaim(game_id, leased, nxt, DUE_KEY)
            if not nxt:  # a seat that came back since the look above: its write found the entry leased
                now, until = await self._seats(game_id)
                alive = [u for u in until.values() if u > now]
                if alive:
                    await self._due(game_id, min(alive))
        return len(claimed)

    async def _seats(self, game_id: str) -> tuple[int, dict[int, int]]:
        """Redis's clock and each seat's ``until`` in the presence set."""
        now, *flat = await self.store.script(self._read, [presence_key(game_id)], [])
        return int(now), {int(flat[i]): int(float(flat[i + 1])) for i in range(0, len(flat), 2)}

    async def reconcile(self, game_id: str) -> int | None:
        """Bring the match's record in line with its presence set (see the module docstring). Returns the earliest
        ``until`` of its seats still connected, 0 when none is or the match is over or gone; None when a
        concurrent change won every attempt (the next look does it)."""
        for _ in range(ATTEMPTS):
            record, _ = await self.store.load(game_id)
            variant = None if record is None else variants().get(record.variant)
            if record is None or variant is None:
                return 0
            version = 0
            if not record.waiting:
                state = _state_decoder(variant).decode(record.state)
                if variant.turn(state) is None:
                    return 0
                version = state.version
            now, until = await self._seats(game_id)
            alive = {s: u for s, u in until.items() if u > now}
            before = away_since(record)
            after = [0 if s in alive else before[s] or until.get(s, now) for s in range(record.players)]
            nxt = min(alive.values(), default=0)
            changed = [s for s in range(record.players) if (before[s] == 0) != (after[s] == 0)]
            if not changed:
                return nxt
            events = (
                []
                if record.waiting
                else [Event(type="presence", seat=s, data={"connected": after[s] == 0}) for s in changed]
            )
            new = msgspec.structs.replace(record, away=after, rev=record.rev + 1, events=record.events + len(events))
            if await self.store.commit(
                game_id,
                expected=revision(version, record.rev),
                version=revision(version, new.rev),
                record=new,
                events=[_msgpack.encode(e) for e in events],
            ):
                return nxt
            metrics.VERSION_CONFLICTS.labels(variant.id).inc()
        return None

    def check_claim(self, variant: Variant, record: Record, state: Any, seat: int, now: int) -> None:
        """Refuse ``seat``'s claim of the seat to act while that seat is connected (409 ``seat_connected``) or has
        been disconnected for less than ``disconnect_grace_s`` (409 ``claim_too_early``, with ``Retry-After``);
        what the state alone decides is the engine's (engine/claim.py)."""
        grace = disconnect_grace(state)
        target = variant.turn(state)
        if grace is None or target is None or target == seat:
            return
        since = away_since(record)[target]
        if since == 0:
            raise ServiceError(
                409,
                "seat_connected",
                f"seat {target} is connected: it cannot be claimed",
                version=state.version,
            )
        due = since + grace * self.settings.clock_second_ms
        if now < due:
            raise ServiceError(
                409,
                "claim_too_early",
                f"seat {target} has been disconnected for less than disconnect_grace_s ({grace} s)",
                version=state.version,
                headers={"Retry-After": str(max(1, math.ceil((due - now) / 1000)))},
            )

    def refuse_reissue(self, record: Record, seat: int) -> None:
        """409 ``seat_connected``: a host does not take a seat in play from a player who is there."""
        if not record.waiting and connected(record)[seat]:
            raise ServiceError(
                409, "seat_connected", f"seat {seat} is connected: its token is not reissued while it plays"
            )
