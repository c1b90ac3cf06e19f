"""Quick match: an app's players queue for a game, the service seats them together by rating (docs/quick-match.md).

``POST /v1/{variant}/queue`` (API key) answers a *ticket*, a bearer secret ``qt_<app id>_<secret>`` (256 random
bits; the app id says whose keys to read). The store keeps only the ticket's hash, as the id of its record.
Tickets of one app, game, player count and options form a *pool*; a pool is matched by rating ordinal (the
app's ratings in that game, :mod:`service.accounts.ratings`; a player without one has a new player's), each ticket's
rating window widening with its wait (:func:`window`). A ticket with ``bots_after_s`` is seated with the house's
bots once it has waited that long (with the other tickets of its pool that also wait for bots, within their
windows). A matched table is created by :func:`~service.seating.create.create`, exactly as ``POST .../games``
creates one: each seat bound to its player, rated when every seat is a player's.

Keys of an app share its hash tag ``{app:<app id>}`` (one Redis Cluster slot, as the ratings' keys), so every
script below runs on one node::

    osmica:{app:A}:ticket:<id>         hash   one ticket (fields below); expires KEEP_MS after it ends
    osmica:{app:A}:queue:<pool>        zset   the pool's searching tickets, scored by rating ordinal
    osmica:{app:A}:queue:<pool>:gen    string counts the pool's arrivals (a pass that missed one runs again)
    osmica:{app:A}:queue:<pool>:lease  string the replica matching the pool now, for LEASE_MS at most
    osmica:{app:A}:queues              set    the app's pools with searching tickets
    osmica:{app:A}:queued              hash   player -> their searching ticket (one per player and app)
    osmica:{app:A}:queue:log           stream which tickets ended, in order (wakes their long polls)

Exactly once, whatever the replicas: a table is created first, then :data:`MATCH` marks its tickets matched in
one script, only if every one of them is still searching (else it changes nothing, and the table, never seen
by anyone, is deleted); the same script writes the app's ``queue_matched`` webhook event (service/webhooks/),
so a formed table is always announced and one not formed never. A cancel (:data:`CANCEL`) or an expiry is one
script too, so whichever of them runs first wins: a ticket ends in at most one match, and a cancelled or expired
one in none. Any replica may match a pool; the lease only keeps two from doing the same work at once (a replica
that dies holding it delays the pool by ``LEASE_MS`` at most). A pass runs right after an arrival, on the replica
that took it (arrivals during a pass make one more pass after it, not one each), and on every replica every
``queue_sweep`` seconds (widening windows, bots, expiries). A pass seats its tables side by side.

The seat token of a matched ticket is derived from the ticket itself (:func:`seat_token`): the match stores its
hash like any seat token's, and only the ticket's holder, who sends the ticket, is answered the token. A ticket
whose holder stops asking expires ``queue_idle_s`` seconds after its last poll ended. Long polls wait on the
app's notification channel (the sharded channel of the app's slot, :class:`~service.store.notifier.Notifier`): a
script that ends tickets appends their ids to the app's log and announces it, and one reader per app and
process wakes the polls of the tickets it names.

Hand-written because no maintained package matches over Redis with these guarantees (Nakama's matchmaker is a
server of its own, in Go); the rating model itself is the ``openskill`` package's (service/accounts/ratings.py).
"""

from __future__ import annotations

import asyncio
import base64
import bisect
import contextlib
import functools
import hashlib
import logging
import re
import secrets
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import msgspec
from redis.asyncio.cluster import RedisCluster
from redis.exceptions import RedisError

from engine.errors import InvalidSetup
from engine.registry import Variant, variants
from service.accounts.apps import APPS_KEY, CURRENT_APP, require_app
from service.accounts.ratings import Rating, initial, ratings_key
from service.matches.context import Context
from service.matches.tokens import token_hash
from service.seating.create import create
from service.store.notifier import Notifier
from service.store.records import KEY_PREFIX, events_key, game_key, moves_key, notify_channel
from service.webhooks.outbox import DUE_KEY, app_outbox, hooks_key, webhook_key
from service.wire.errors import FieldError, ServiceError
from service.wire.fields import BotLevel
from service.wire.schemas import SeatSpec, variant_schemas
from service.wire.webhooks import WebhookQueueMatchedData

log = logging.getLogger("osmica.queue")

WINDOW_BASE = 1.0
"""The rating window (ordinal points) of a ticket that has just arrived."""
WINDOW_PER_S = 0.5
"""Ordinal points the window widens by per second of waiting."""
WINDOW_MAX = 50.0
"""The widest window (reached after 98 s): past it, the whole of a real ladder."""
HOUSE_BOT: BotLevel = "greedy"
"""The level of the bots that fill a table after ``bots_after_s`` (the house bot of the turn clocks)."""
LEASE_MS = 10_000
KEEP_MS = 300_000
"""How long an ended ticket still answers its status (a lost answer can be asked again)."""
LOG_LENGTH = 10_000
"""Entries the app's log keeps (approximately); a poll that misses one still reads its ticket at its end."""
TICKET_PREFIX = "qt_"
TICKET_PATTERN = r"^qt_app_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$"
_TICKET = re.compile(TICKET_PATTERN)
MAX_TICKET = 70
SECRET_BYTES = 32

SEATING = 8
"""Tables of one pass seated at once: their matches are created side by side, each a few round trips to Redis,
without taking every connection of the process's pool."""

STATUS = {b"s": "searching", b"m": "matched", b"c": "cancelled", b"e": "expired"}

_ENDED = """
local function ended(key, tid, st, prefix, now)
  local player = redis.call('HGET', key, 'player')
  redis.call('HSET', key, 'st', st, 'end', now)
  redis.call('PEXPIRE', key, tonumber(ARGV[2]))
  local pool = redis.call('HGET', key, 'pool')
  redis.call('ZREM', prefix .. 'queue:' .. pool, tid)
  if redis.call('HGET', prefix .. 'queued', player) == tid then redis.call('HDEL', prefix .. 'queued', player) end
end
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function announce(prefix, tids)
  redis.call('XADD', prefix .. 'queue:log', 'MAXLEN', '~', ARGV[3], '*', 't', tids)
  redis.call('SPUBLISH', prefix .. 'notify', tids)
end
"""
"""Shared by the scripts: ARGV[1] is always the app's key prefix ``osmica:{app:A}:``, ARGV[2] KEEP_MS, ARGV[3]
LOG_LENGTH. ``ended`` marks a ticket ended (``st``: m, c or e) and takes it out of its pool and of ``queued``."""

ENQUEUE = (
    _ENDED
    + """
local prefix = ARGV[1]
local now = now_ms()
local tid, pool, player = ARGV[4], ARGV[5], ARGV[6]
local held = redis.call('HGET', prefix .. 'queued', player)
if held then
  local key = prefix .. 'ticket:' .. held
  local st, alive = unpack(redis.call('HMGET', key, 'st', 'alive'))
  if st == 's' and tonumber(alive) >= now then return {0, now} end
  if st == 's' then ended(key, held, 'e', prefix, now); announce(prefix, held) end
end
local alive = now + tonumber(ARGV[8])
local key = prefix .. 'ticket:' .. tid
redis.call('HSET', key, 'st', 's', 'pool', pool, 'player', player, 'ord', ARGV[7], 'at', now, 'alive', alive,
  'bots', ARGV[9], 'v', ARGV[10], 'n', ARGV[11], 'opt', ARGV[12], 'tok', ARGV[13])
redis.call('PEXPIRE', key, alive - now + tonumber(ARGV[2]))
redis.call('ZADD', prefix .. 'queue:' .. pool, ARGV[7], tid)
redis.call('SADD', prefix .. 'queues', pool)
redis.call('HSET', prefix .. 'queued', player, tid)
redis.call('INCR', prefix .. 'queue:' .. pool .. ':gen')
return {1, now}
"""
)
"""ARGV (after the three shared): ticket id, pool, player, ordinal, idle ms, bots after (ms, -1: never), variant,
players, options (msgpack), the hash of the ticket's seat token. Returns {1, now} when queued, {0, now} when the
player already holds a searching ticket of this app."""

POLL = (
    _ENDED
    + """
local prefix = ARGV[1]
local key = prefix .. 'ticket:' .. ARGV[4]
local st, alive, v, game, seat = unpack(redis.call('HMGET', key, 'st', 'alive', 'v', 'game', 'seat'))
if not st then return false end
local extend = tonumber(ARGV[5])
if st == 's' then
  local now = now_ms()
  if tonumber(alive) < now then
    ended(key, ARGV[4], 'e', prefix, now)
    announce(prefix, ARGV[4])
    st = 'e'
  elseif extend >= 0 then
    alive = math.max(tonumber(alive), now + extend)
    redis.call('HSET', key, 'alive', alive)
    redis.call('PEXPIRE', key, alive - now + tonumber(ARGV[2]))
  end
end
return {st, v, game or '', seat or ''}
"""
)
"""ARGV: ticket id, the ms its holder counts as present from now (the poll's wait and the idle time; -1: a read that
does not count as a poll). Returns false for no such ticket, else status, variant, game id and seat. A searching
ticket whose time ran out is expired here."""

CANCEL = (
    _ENDED
    + """
local prefix = ARGV[1]
local key = prefix .. 'ticket:' .. ARGV[4]
local st, alive, v, game, seat = unpack(redis.call('HMGET', key, 'st', 'alive', 'v', 'game', 'seat'))
if not st then return false end
if st == 's' then
  local now = now_ms()
  if tonumber(alive) < now then st = 'e' else st = 'c' end
  ended(key, ARGV[4], st, prefix, now)
  announce(prefix, ARGV[4])
end
return {st, v, game or '', seat or ''}
"""
)
"""ARGV: ticket id. Cancels a searching ticket (or expires it, if its time ran out first); returns as POLL."""

SNAPSHOT = (
    _ENDED
    + """
local prefix = ARGV[1]
local pool = ARGV[4]
local now = now_ms()
local out = {now, redis.call('GET', prefix .. 'queue:' .. pool .. ':gen') or '0', ''}
local gone = {}
for _, tid in ipairs(redis.call('ZRANGE', prefix .. 'queue:' .. pool, 0, -1)) do
  local key = prefix .. 'ticket:' .. tid
  local st, alive, ord, at, bots, opt = unpack(redis.call('HMGET', key, 'st', 'alive', 'ord', 'at', 'bots', 'opt'))
  if st ~= 's' then
    redis.call('ZREM', prefix .. 'queue:' .. pool, tid)
  elseif tonumber(alive) < now then
    ended(key, tid, 'e', prefix, now)
    table.insert(gone, tid)
  else
    out[3] = opt
    table.insert(out, tid)
    table.insert(out, ord)
    table.insert(out, at)
    table.insert(out, bots)
  end
end
if #gone > 0 then announce(prefix, table.concat(gone, ',')) end
if redis.call('ZCARD', prefix .. 'queue:' .. pool) == 0 then redis.call('SREM', prefix .. 'queues', pool) end
return out
"""
)
"""ARGV: pool. Expires the pool's tickets whose time ran out; returns now, the pool's arrival count, its options
(msgpack; '' for an empty pool), then id, ordinal, arrival (ms) and bots-after (ms) of each searching ticket."""

MATCH = (
    _ENDED
    + """
local prefix = ARGV[1]
local now = now_ms()
local n = tonumber(ARGV[5])
for i = 0, n - 1 do
  local key = prefix .. 'ticket:' .. ARGV[6 + 2 * i]
  local st, alive = unpack(redis.call('HMGET', key, 'st', 'alive'))
  if st ~= 's' or tonumber(alive) < now then return 0 end
end
local tids = {}
for i = 0, n - 1 do
  local tid = ARGV[6 + 2 * i]
  local key = prefix .. 'ticket:' .. tid
  ended(key, tid, 'm', prefix, now)
  redis.call('HSET', key, 'game', ARGV[4], 'seat', ARGV[7 + 2 * i])
  table.insert(tids, tid)
end
announce(prefix, table.concat(tids, ','))
local entry = ARGV[6 + 2 * n]
if entry ~= '' and string.find(redis.call('HGET', KEYS[3], 'events') or '', ',queue_matched,', 1, true) then
  redis.call('RPUSH', KEYS[2], entry)
  redis.call('EXPIRE', KEYS[2], tonumber(ARGV[7 + 2 * n]))
  if KEYS[4] then redis.call('ZADD', KEYS[4], 'NX', now, ARGV[8 + 2 * n]) end
  return 2
end
return 1
"""
)
"""ARGV: game id, ticket count, then each ticket's id and seat, then the ``queue_matched`` webhook entry ('' without
webhooks), the outbox's TTL in seconds and the app's outbox's name in the deliveries' set. KEYS: a key of the app's
slot, the app's outbox, its webhook[, the deliveries' set (one server; on a cluster it lives in another slot)]. Marks
the tickets matched to that game, only if every one is still searching and present, and in the same step appends
the entry to the app's outbox when its webhook takes ``queue_matched`` (the outbox then enters the deliveries' set).
Returns 2 when it marked them and wrote the entry, 1 when it marked them only, 0 when it changed nothing."""

RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return redis.call('GET', KEYS[2]) or '0'
"""
"""KEYS: the pool's lease, its arrival count. ARGV: the lease's owner. Gives the lease back (if still ours);
returns the arrival count, so that a pass that missed an arrival runs again."""


def prefix(app: str) -> str:
    """The start of every queue key of ``app`` (its hash tag); also the start of its notification channel."""
    return f"{KEY_PREFIX}:{{app:{app}}}:"


def ticket_key(app: str, tid: str) -> str:
    return f"{prefix(app)}ticket:{tid}"


def pool_key(app: str, pool: str) -> str:
    return f"{prefix(app)}queue:{pool}"


def channel_topic(app: str) -> str:
    """The :class:`~service.store.notifier.Notifier` topic whose channel (``osmica:{app:A}:notify``) the scripts
    announce on: it lies in the app's slot, as the scripts' keys."""
    topic = f"app:{app}"
    assert notify_channel(topic) == f"{prefix(app)}notify"
    return topic


def new_ticket(app: str) -> str:
    return f"{TICKET_PREFIX}{app}_{secrets.token_urlsafe(SECRET_BYTES)}"


def ticket_app(ticket: str) -> str | None:
    """The app id a ticket names, or None for anything not shaped like a ticket."""
    return ticket[len(TICKET_PREFIX) : len(TICKET_PREFIX) + 20] if _TICKET.match(ticket) else None


def ticket_id(ticket: str) -> str:
    """The id of the ticket's record: a hash of the ticket (the store never holds the ticket itself)."""
    return hashlib.sha256(ticket.encode()).hexdigest()[:32]


def seat_token(ticket: str) -> str:
    """The seat token a matched ticket is answered: derived from the ticket, so the store holds only its hash."""
    digest = hashlib.sha256(b"osmica quick match seat token\0" + ticket.encode()).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def window(waited_ms: float) -> float:
    """The rating window of a ticket that has waited ``waited_ms``: ``WINDOW_BASE + WINDOW_PER_S * seconds``, at
    most ``WINDOW_MAX`` ordinal points. A table forms when its spread (highest ordinal minus lowest) is within the
    window of every ticket at it."""
    return min(WINDOW_MAX, WINDOW_BASE + WINDOW_PER_S * max(0.0, waited_ms) / 1000)


@dataclass(frozen=True)
class Waiting:
    """A searching ticket as a pass sees it."""

    tid: str
    ordinal: float
    since: int
    """Arrival, Unix ms on Redis's clock."""
    bots_after: int
    """Ms after arrival when bots may fill its table; -1: never."""


@dataclass
class Table:
    """A table a pass forms: its tickets (by ordinal) and how many bots fill it."""

    tickets: list[Waiting]
    bots: int = 0


def _fits(group: list[Waiting], now: int) -> bool:
    spread = max(t.ordinal for t in group) - min(t.ordinal for t in group)
    return all(spread <= window(now - t.since) for t in group)


def _by_ordinal(t: Waiting) -> tuple[float, int, str]:
    return t.ordinal, t.since, t.tid


def plan(tickets: list[Waiting], players: int, now: int) -> list[Table]:
    """The tables to form now. Oldest ticket first, each is seated with the ``players - 1`` tickets next to it by
    ordinal that give the smallest spread, if that spread is within every one's window. Then each ticket left whose
    ``bots_after`` has passed (oldest first) is seated with the nearest others left whose ``bots_after`` has passed
    too, while the spread stays within every one's window, and bots take the other seats."""
    ordered = sorted(tickets, key=_by_ordinal)
    keys = [_by_ordinal(t) for t in ordered]  # found by bisection: a backlog of thousands stays cheap to plan
    tables: list[Table] = []
    left = {t.tid for t in tickets}
    for ticket in sorted(tickets, key=lambda t: (t.since, t.tid)):
        if ticket.tid not in left:
            continue
        at = bisect.bisect_left(keys, _by_ordinal(ticket))
        best: int | None = None
        for first in range(max(0, at - players + 1), min(at, len(ordered) - players) + 1):
            group = ordered[first : first + players]
            spread = group[-1].ordinal - group[0].ordinal
            if _fits(group, now) and (
                best is None or spread < ordered[best + players - 1].ordinal - ordered[best].ordinal
            ):
                best = first
        if best is not None:
            tables.append(Table(ordered[best : best + players]))
            left -= {t.tid for t in ordered[best : best + players]}
            del ordered[best : best + players], keys[best : best + players]
    ready = [t for t in ordered if t.bots_after >= 0 and now - t.since >= t.bots_after]
    for ticket in sorted(ready, key=lambda t: (t.since, t.tid)):
        if ticket not in ready:
            continue
        group = [ticket]
        for other in sorted(ready, key=lambda t: (abs(t.ordinal - ticket.ordinal), t.since, t.tid)):
            if len(group) == players - 1:
                break
            if other is not ticket and _fits([*group, other], now):
                group.append(other)
        for t in group:
            ready.remove(t)
        tables.append(Table(sorted(group, key=lambda t: t.ordinal), bots=players - len(group)))
    return tables


@functools.lru_cache(maxsize=1024)
def _refusal(variant_id: str, players: int, options: bytes) -> tuple[str, str] | None:
    """Why a match of ``players`` with these (encoded) options cannot be set up (code, message), or None: a
    pool's tables are dealt only when it is full, so a queueing request checks its setup by dealing one now. The
    answer depends on nothing else, and an app's players queue with a handful of setups: each is dealt once per
    process."""
    variant = variants()[variant_id]
    try:
        variant.new_match(players, msgspec.msgpack.decode(options, type=variant.options_type), seed=0)
    except InvalidSetup as exc:
        return exc.code, exc.message
    return None


@dataclass
class _AppWatch:
    """The long polls of one app in this process, and the task that reads the app's log for them."""

    waiters: dict[str, set[asyncio.Event]] = field(default_factory=dict)
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None


class Queue:
    """The quick-match use cases over the process's :class:`~service.matches.context.Context` (its store,
    settings, ratings and notifier): queue, poll, cancel, and the passes that form tables."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.redis = ctx.store.redis
        self.settings = ctx.settings
        self.notifier: Notifier = ctx.notifier
        self.owner = secrets.token_hex(8)
        """This process, as a lease's holder."""
        self._scripts = {
            name: self.redis.register_script(script)
            for name, script in (
                ("enqueue", ENQUEUE),
                ("poll", POLL),
                ("cancel", CANCEL),
                ("snapshot", SNAPSHOT),
                ("match", MATCH),
                ("release", RELEASE),
            )
        }
        self._watches: dict[str, _AppWatch] = {}
        self._passes: dict[tuple[str, str], asyncio.Task[None]] = {}
        """The pools this process runs passes over now, each by one task."""
        self._again: set[tuple[str, str]] = set()
        """The pools with an arrival since their task's pass began."""

    async def _run(self, name: str, app: str, *args: Any, keys: list[str] | None = None) -> Any:
        shared = [prefix(app), KEEP_MS, LOG_LENGTH] if keys is None else []
        return await self.ctx.store.script(self._scripts[name], keys or [ticket_key(app, "")], [*shared, *args])

    async def enqueue(self, variant: Variant, body: Any) -> tuple[str, int]:
        """Queue the body's player; returns the ticket and Redis's clock (ms) at its arrival."""
        app = require_app("queueing needs an API key (X-Api-Key): players belong to an app")
        options = msgspec.msgpack.encode(body.options)
        refused = _refusal(variant.id, body.players, options)
        if refused is not None:
            code, message = refused
            field_name = "players" if code == "invalid_players" else "options"
            raise ServiceError(
                400, code, message, errors=[FieldError(message=message, field=field_name, source="body")]
            )
        rating = Rating.decode(await self.ctx.store.hget(ratings_key(app, variant.id), body.player))
        ordinal = (rating or initial()).ordinal
        pool = hashlib.sha256(b"%s\0%d\0%s" % (variant.id.encode(), body.players, options)).hexdigest()[:16]
        ticket = new_ticket(app)
        bots = -1 if body.bots_after_s is None else body.bots_after_s * 1000
        done, now = await self._run(
            "enqueue",
            app,
            ticket_id(ticket),
            pool,
            body.player,
            repr(ordinal),
            int(self.settings.queue_idle_s * 1000),
            bots,
            variant.id,
            body.players,
            options,
            token_hash(seat_token(ticket)),
        )
        if not done:
            raise ServiceError(409, "already_queued", f"{body.player!r} already holds a searching ticket of this app")
        self._soon(app, pool)
        return ticket, int(now)

    def _soon(self, app: str, pool: str) -> None:
        """Passes over ``pool`` beside the answer (a task: the answer does not wait for it). Arrivals while a pass
        runs make one more pass after it, not one each: a burst of arrivals costs a few passes over the pool."""
        key = (app, pool)
        self._again.add(key)
        if key not in self._passes:
            self._passes[key] = asyncio.create_task(self._passes_over(key))

    async def _passes_over(self, key: tuple[str, str]) -> None:
        try:
            while key in self._again:
                self._again.discard(key)
                await self._pass_quietly(*key)
        finally:
            del self._passes[key]

    def _ticket(self, ticket: str) -> tuple[str, str]:
        """The ticket's app and id; 404 ``ticket_unknown`` for a malformed ticket or one of another app than the
        caller's key's (a caller without a key may use any ticket: it is the secret)."""
        app = ticket_app(ticket)
        caller = CURRENT_APP.get()
        if app is None or (caller and caller != app):
            raise unknown()
        return app, ticket_id(ticket)

    async def status(self, ticket: str, wait: float) -> dict[str, Any]:
        """The ticket's status (``QueueStatus``); a searching ticket's poll waits up to ``wait`` s for its end."""
        app, tid = self._ticket(ticket)
        extend = int((wait + self.settings.queue_idle_s) * 1000)
        if wait <= 0:
            found = await self._run("poll", app, tid, extend)
        else:  # watched before the first read: an end announced after it wakes the poll
            loop = asyncio.get_running_loop()
            deadline = loop.time() + wait
            async with self._watch(app, tid) as woken:
                found = await self._run("poll", app, tid, extend)
                while found is not None and found[0] == b"s" and not self.notifier.closing.is_set():
                    remaining = deadline - loop.time()
                    if remaining <= 0:
                        break
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(woken.wait(), remaining)
                    woken.clear()
                    found = await self._run("poll", app, tid, -1)
        if found is None:
            raise unknown()
        return self._answer(ticket, found)

    async def cancel(self, ticket: str) -> dict[str, Any]:
        """Cancel a searching ticket; 409 ``already_matched`` once it is matched. Cancelling an ended ticket
        again answers its status."""
        app, tid = self._ticket(ticket)
        found = await self._run("cancel", app, tid)
        if found is None:
            raise unknown()
        if found[0] == b"m":
            raise ServiceError(409, "already_matched", "the ticket is matched: poll it for the seat")
        return self._answer(ticket, found)

    @staticmethod
    def _answer(ticket: str, found: list[bytes]) -> dict[str, Any]:
        st, variant, game, seat = found
        matched = st == b"m"
        return {
            "status": STATUS[st],
            "game_id": game.decode() if matched else None,
            "variant": variant.decode(),
            "seat": int(seat) if matched else None,
            "token": seat_token(ticket) if matched else None,
        }

    @contextlib.asynccontextmanager
    async def _watch(self, app: str, tid: str) -> AsyncIterator[asyncio.Event]:
        """An event set whenever the app's log names ``tid`` (or may have: a reconnected channel, a heartbeat)."""
        watch = self._watches.get(app)
        if watch is None:
            watch = self._watches[app] = _AppWatch()
            watch.task = asyncio.create_task(self._read_log(app, watch))
        woken = asyncio.Event()
        watch.waiters.setdefault(tid, set()).add(woken)
        try:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(watch.ready.wait(), self.settings.store_timeout)
            yield woken
        finally:
            mine = watch.waiters.get(tid, set())
            mine.discard(woken)
            if not mine:
                watch.waiters.pop(tid, None)
            if not watch.waiters:
                watch.wake.set()

    async def _read_log(self, app: str, watch: _AppWatch) -> None:
        """While this process polls tickets of ``app``: read the app's log after each announcement (and every
        heartbeat period) and wake the polls of the tickets it names."""
        log_key = f"{prefix(app)}queue:log"
        last = b"0-0"
        try:
            async with self.notifier.watch(channel_topic(app)) as topic:
                while True:
                    try:
                        newest = await self.redis.xrevrange(log_key, count=1)
                        last = newest[0][0] if newest else b"0-0"
                        break
                    except RedisError:
                        await asyncio.sleep(1)
                watch.ready.set()
                while watch.waiters:
                    signal = topic.signal
                    try:
                        found = await self.redis.xread({log_key: last}, count=1000)
                    except RedisError:
                        found = []
                        self._wake_all(watch)  # each poll reads its own ticket
                    for _, entries in found:
                        for entry_id, fields in entries:
                            last = entry_id
                            for tid in fields.get(b"t", b"").split(b","):
                                for woken in watch.waiters.get(tid.decode(), ()):
                                    woken.set()
                    if found and len(found[0][1]) == 1000:
                        continue
                    watch.wake.clear()
                    waiting = [asyncio.ensure_future(signal.wait()), asyncio.ensure_future(watch.wake.wait())]
                    await asyncio.wait(waiting, timeout=self.settings.stream_heartbeat, return_when="FIRST_COMPLETED")
                    for w in waiting:
                        w.cancel()
                    if not signal.is_set() and watch.waiters:
                        self._wake_all(watch)  # a heartbeat: announcements may have been lost
                if self._watches.get(app) is watch:  # at once: a poll that comes now starts a reader of its own
                    del self._watches[app]
        finally:
            if self._watches.get(app) is watch:
                del self._watches[app]
            watch.ready.set()

    @staticmethod
    def _wake_all(watch: _AppWatch) -> None:
        for events in watch.waiters.values():
            for woken in events:
                woken.set()

    async def _pass_quietly(self, app: str, pool: str) -> None:
        try:
            await self.run_pool(app, pool)
        except RedisError as exc:
            log.warning("queue pool not matched: %s", type(exc).__name__)
        except Exception:  # pragma: no cover - a bug must not stop the other pools
            log.exception("queue pool not matched")

    async def run_pool(self, app: str, pool: str) -> int:
        """Passes over ``pool`` while this process holds its lease and arrivals come in meanwhile; returns the
        tables formed (0 when another process holds the lease: it runs again for what arrived)."""
        lease = f"{pool_key(app, pool)}:lease"
        formed = 0
        while await self.redis.set(lease, self.owner, nx=True, px=LEASE_MS):
            seen = b"0"
            try:
                now, seen, raw_options, *flat = await self._run("snapshot", app, pool)
                if raw_options:
                    tickets = [
                        Waiting(flat[i].decode(), float(flat[i + 1]), int(flat[i + 2]), int(flat[i + 3]))
                        for i in range(0, len(flat), 4)
                    ]
                    spec = await self.redis.hmget(ticket_key(app, tickets[0].tid), "v", "n")
                    variant = variants().get((spec[0] or b"").decode())
                    if variant is not None and spec[1] is not None:
                        players = int(spec[1])
                        options = msgspec.msgpack.decode(raw_options, type=variant.options_type)
                        tables = plan(tickets, players, int(now))  # no ticket in two: seated side by side
                        turns = asyncio.Semaphore(SEATING)
                        seated = await asyncio.gather(
                            *(self._seat_in_turn(turns, app, variant, players, options, t) for t in tables),
                            return_exceptions=True,
                        )
                        for game in seated:
                            if isinstance(game, BaseException):
                                raise game
                        formed += sum(game is not None for game in seated)
            finally:
                arrivals = await self._run("release", app, self.owner, keys=[lease, f"{pool_key(app, pool)}:gen"])
            if arrivals == seen:
                break
        return formed

    async def _seat_in_turn(
        self, turns: asyncio.Semaphore, app: str, variant: Variant, players: int, options: Any, table: Table
    ) -> str | None:
        async with turns:
            return await self.seat(app, variant, players, options, table)

    async def seat(self, app: str, variant: Variant, players: int, options: Any, table: Table) -> str | None:
        """Create ``table``'s match (as ``POST .../games`` would, under the app) and mark its tickets matched to
        it in one script; when one of them ended meanwhile, nothing is marked and the match is deleted unseen.
        Returns the match's game id when the table was formed, else None."""
        chosen = table.tickets
        order = list(range(players))
        secrets.SystemRandom().shuffle(order)  # who leads is no one's choice
        seats: list[SeatSpec | None] = [None] * players
        hashes: list[bytes] = [b""] * players
        seat_of: dict[str, int] = {}
        names = await asyncio.gather(*(self.redis.hmget(ticket_key(app, t.tid), "player", "tok") for t in chosen))
        for ticket, seat, (player, hashed) in zip(chosen, order, names, strict=False):
            if player is None or hashed is None:
                return None  # gone since the snapshot (its record expired): the next pass sees it
            seats[seat] = SeatSpec(name=player.decode(), player=player.decode())
            hashes[seat] = hashed
            seat_of[ticket.tid] = seat
        for seat in order[len(chosen) :]:
            seats[seat] = SeatSpec(bot=HOUSE_BOT)
        body = variant_schemas(variant).create(players=players, options=options, seats=seats, rated=table.bots == 0)
        token = CURRENT_APP.set(app)
        try:
            created = await create(self.ctx, variant, body, seat_hashes=hashes)
        finally:
            CURRENT_APP.reset(token)
        game_id = created.game_id
        args: list[Any] = [prefix(app), KEEP_MS, LOG_LENGTH, game_id, len(chosen)]
        for ticket in chosen:
            args += [ticket.tid, seat_of[ticket.tid]]
        outbox = self.ctx.store.outbox
        apart = isinstance(self.redis, RedisCluster)
        keys = [ticket_key(app, ""), hooks_key(app_outbox(app)), webhook_key(app)] + ([] if apart else [DUE_KEY])
        if outbox is None:
            args += ["", 0, ""]
        else:
            bound = [seat.player if seat is not None else None for seat in seats]
            matched = WebhookQueueMatchedData(
                game_id=game_id, variant=variant.id, seat_players=bound, rated=not table.bots
            )
            args += [outbox.queue_matched(app, matched), outbox.ttl, app_outbox(app)]
        done = await self.ctx.store.script(self._scripts["match"], keys, args)
        if done == 2:
            if apart:
                await outbox.enter(self.redis, app_outbox(app))
            outbox.on_written()
        if done:
            return str(game_id)
        await self.redis.delete(game_key(game_id), events_key(game_id), moves_key(game_id), hooks_key(game_id))
        return None

    async def sweep(self) -> int:
        """One pass over every pool of every app (widening windows, bots, expiries); returns the tables formed."""
        formed = 0
        for raw_app in await self.redis.hkeys(APPS_KEY):
            app = raw_app.decode()
            for pool in await self.redis.smembers(f"{prefix(app)}queues"):
                formed += await self.run_pool(app, pool.decode())
        return formed

    async def matcher(self, stop: asyncio.Event) -> None:
        """Sweep every ``queue_sweep`` seconds until ``stop`` is set; a store that does not answer only delays it."""
        while not stop.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), self.settings.queue_sweep)
            try:
                await self.sweep()
            except RedisError as exc:
                log.warning("queues not swept: %s", type(exc).__name__)
            except Exception:  # pragma: no cover - a bug must not stop the queues
                log.exception("queues not swept")

    async def settled(self, timeout: float) -> None:
        """Wait up to ``timeout`` s for the passes started by arrivals (at shutdown)."""
        if self._passes:
            await asyncio.wait(list(self._passes.values()), timeout=timeout)


def unknown() -> ServiceError:
    return ServiceError(404, "ticket_unknown", "no such ticket (or it ended more than five minutes ago)")
