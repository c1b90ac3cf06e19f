"""Webhook deliveries: every replica sends the events the commits wrote (:mod:`.outbox`), off the request path.

A match with events to send is in the deliveries' sorted set (``osmica:webhooks:due``), scored by when to look at it
(Unix ms). Each process's :class:`Deliverer` claims the due matches with the turn clocks' lease (the same
:data:`service.store.scripts.CLAIM` script: each claimed entry is pushed a lease into the future at once, so no
other replica takes it meanwhile), up to its free delivery slots (``webhook_concurrency``), and drains each match's
outbox in order, oldest first (an app's own outbox of ``queue_matched`` events, ``app:<id>`` in the set, is drained
the same way):

* a 2xx within ``webhook_timeout`` seconds delivers the event: it leaves the outbox (only if it is still the oldest:
  two replicas that both sent it pop it once) and the next is sent;
* anything else (another status, no answer in time, a refused address) is a failed attempt: the match is put back
  at ``now + backoff`` (``webhook_backoff_ms`` doubled per failed attempt, at most ``webhook_backoff_max_ms``, the
  second half of each wait drawn at random: "equal jitter"), and the later events of that match wait behind it, so a
  receiver sees each match's events in order;
* an event older than ``webhook_retry_window`` is dropped and counted (``osmica_webhooks_dropped_total``), as is one
  the app's webhook no longer takes.

Pending events survive a replica's death: they stay in Redis, and a match whose lease ran out (three times the
timeout) is claimed by another replica. Delivery is at least once: a replica that dies after the receiver answered but
before the event left the outbox has it sent again, with the same ``id``. Requests never wait for a delivery: the
commit only wakes this process's loop (:meth:`Deliverer.wake`), others look every ``webhook_poll`` seconds.

Each delivery resolves the receiver's host, checks every address (:func:`service.webhooks.resolve`) and connects
to the address it checked, with the URL's host in ``Host`` and in TLS's SNI and certificate check, so a second DNS
answer cannot send it elsewhere. Redirects are not followed. An ``https`` connection is closed after its delivery:
the pool knows connections by address, and one opened with another host's certificate must never carry the next
host's event.

The HTTP is httpx's. The queue is written here rather than taken from a task-queue package (arq, Celery, taskiq):
its entries must be written inside the store's own commit script, atomically with the change, and a match's events
must leave in order, a failing one holding back the later ones of its match only; no such package writes from a
caller's Lua script or orders by a key that way.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx
import msgspec
from redis.exceptions import RedisError

from service.accounts.ratings import decode_history, history_key, rated_key
from service.ops import metrics
from service.ops.settings import Settings
from service.store.scripts import CLAIM
from service.webhooks.outbox import (
    DUE_KEY,
    SIGNATURE_HEADER,
    Entry,
    Webhook,
    Webhooks,
    body,
    decode_entry,
    hooks_key,
    resolve,
    sign,
    tries_key,
)
from service.wire.errors import ServiceError

log = logging.getLogger("osmica.webhooks")

POP = """
if redis.call('LINDEX', KEYS[1], 0) ~= ARGV[1] then return 0 end
redis.call('LPOP', KEYS[1])
redis.call('DEL', KEYS[2])
return 1
"""
"""KEYS: the match's outbox, its failed attempts. ARGV: the entry sent. Takes it out if it is still the oldest."""

USER_AGENT = "Osmica-Webhooks"


class Deliverer:
    """One process's deliveries (see the module docstring); ``redis`` is a redis-py asyncio client."""

    def __init__(self, redis: Any, settings: Settings) -> None:
        self.redis = redis
        self.settings = settings
        self.webhooks = Webhooks(redis)
        self.lease_ms = max(1000, int(settings.webhook_timeout * 3000))
        self._claim = redis.register_script(CLAIM)
        self._pop = redis.register_script(POP)
        self._wake = asyncio.Event()
        self._client: httpx.AsyncClient | None = None
        self._active: set[asyncio.Task[None]] = set()

    def wake(self) -> None:
        """A commit of this process wrote events: look now instead of at the next poll."""
        self._wake.set()

    def backoff_ms(self, failures: int) -> int:
        """The wait after ``failures`` failed attempts: exponential, capped, its second half at random."""
        full: int = min(self.settings.webhook_backoff_max_ms, self.settings.webhook_backoff_ms << min(failures - 1, 40))
        return full // 2 + random.randint(0, full - full // 2)

    async def run(self, stop: asyncio.Event) -> None:
        """Deliver until ``stop`` is set; then let the deliveries under way end (at most the timeout)."""
        concurrency = self.settings.webhook_concurrency
        limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
        async with httpx.AsyncClient(
            timeout=self.settings.webhook_timeout, limits=limits, follow_redirects=False
        ) as client:
            self._client = client
            try:
                while not stop.is_set():
                    self._wake.clear()
                    free = concurrency - len(self._active)
                    claimed = await self._claimed(free) if free > 0 else []
                    for game_id, leased in claimed:
                        task = asyncio.create_task(self._drain(game_id, leased))
                        self._active.add(task)
                        task.add_done_callback(self._finished)
                    if free > 0 and len(claimed) == free:
                        continue  # more may be due
                    waiting = asyncio.ensure_future(self._wake.wait())
                    stopping = asyncio.ensure_future(stop.wait())
                    await asyncio.wait(
                        (waiting, stopping), timeout=self.settings.webhook_poll, return_when="FIRST_COMPLETED"
                    )
                    waiting.cancel()
                    stopping.cancel()
            finally:
                if self._active:
                    await asyncio.wait(list(self._active), timeout=self.settings.webhook_timeout + 1)
                for task in list(self._active):  # their leases run out: another replica sends them
                    task.cancel()
                self._client = None

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._active.discard(task)
        self._wake.set()  # a slot is free

    async def _claimed(self, count: int) -> list[tuple[str, int]]:
        try:
            leased, *ids = await self._claim(keys=[DUE_KEY], args=[self.lease_ms, count])
        except RedisError as exc:
            log.warning("webhook deliveries not claimed: %s", type(exc).__name__)
            return []
        return [(g.decode(), int(leased)) for g in ids]

    async def _drain(self, game_id: str, leased: int) -> None:
        """Send the match's events in order until its outbox is empty or an attempt fails."""
        outbox = hooks_key(game_id)
        try:
            while True:
                raw = await self.redis.lindex(outbox, 0)
                if raw is None:
                    await self.redis.zrem(DUE_KEY, game_id)
                    if await self.redis.llen(outbox):  # a commit added one meanwhile: look again at once
                        await self.redis.zadd(DUE_KEY, {game_id: _now_ms()})
                    return
                entry = decode_entry(raw)
                hook = await self.webhooks.get(entry.app)
                if hook is None or entry.type not in hook.events:
                    await self._done(game_id, raw)
                    metrics.WEBHOOKS_DROPPED.labels(entry.type, "unsubscribed").inc()
                    continue
                if _now_ms() - entry.created > self.settings.webhook_retry_window * 1000:
                    await self._done(game_id, raw)
                    metrics.WEBHOOKS_DROPPED.labels(entry.type, "expired").inc()
                    log.warning("webhook event %s of app %s dropped: not delivered in time", entry.id, entry.app)
                    continue
                payload = await self._payload(entry)
                if payload is None:  # the match's ratings are not applied yet: look again soon
                    await self.redis.zadd(DUE_KEY, {game_id: _now_ms() + self.settings.webhook_backoff_ms}, xx=True)
                    return
                if not await self._send(hook, entry, payload):
                    failures = await self.redis.incr(tries_key(game_id))
                    await self.redis.expire(tries_key(game_id), self.settings.webhook_retry_window + 3600)
                    metrics.WEBHOOKS_RETRIED.labels(entry.type).inc()
                    await self.redis.zadd(DUE_KEY, {game_id: _now_ms() + self.backoff_ms(failures)}, xx=True)
                    return
                await self._done(game_id, raw)
                metrics.WEBHOOKS_DELIVERED.labels(entry.type).inc()
                metrics.WEBHOOK_LATENCY.labels(entry.type).observe(max(0, _now_ms() - entry.created) / 1000)
                await self.redis.zadd(DUE_KEY, {game_id: _now_ms() + self.lease_ms}, xx=True)  # the lease goes on
        except RedisError as exc:  # the lease runs out: this or another replica goes on later
            log.warning("webhook deliveries of %s paused: %s", game_id, type(exc).__name__)
        except Exception:  # the same, and the log says why
            log.exception("webhook deliveries of %s failed", game_id)

    async def _done(self, game_id: str, raw: bytes) -> None:
        await self._pop(keys=[hooks_key(game_id), tries_key(game_id)], args=[raw])

    async def _payload(self, entry: Entry) -> bytes | None:
        """The body to post; None while a rated match's rating changes are not there yet."""
        if entry.type != "match_finished":
            return body(entry)
        data = msgspec.json.decode(entry.data)
        if not data.get("rated"):
            return body(entry)
        if await self.redis.zscore(rated_key(entry.app), data["game_id"]) is None:
            return None
        changes: list[float | None] = []
        for player in data["seat_players"]:
            found = None
            history = [] if player is None else await self.redis.lrange(history_key(entry.app, player), 0, -1)
            for raw in history:
                _, item = decode_history(raw)
                if item.game_id == data["game_id"]:
                    found = item.rating_change
                    break
            changes.append(found)
        return body(entry, {**data, "rating_changes": changes})

    async def _send(self, hook: Webhook, entry: Entry, payload: bytes) -> bool:
        """One attempt: True when the receiver answered 2xx in time."""
        assert self._client is not None
        parts = urlsplit(hook.url)
        try:
            addresses = await resolve(parts, self.settings.webhook_allow_private)
        except ServiceError as exc:
            log.warning("webhook event %s of app %s not sent: %s", entry.id, entry.app, exc.detail)
            return False
        address = addresses[0]
        host = f"[{address}]" if ":" in address else address
        netloc = host if parts.port is None else f"{host}:{parts.port}"
        target = urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, ""))
        headers = {
            "Host": parts.netloc,
            "Content-Type": "application/json",
            "User-Agent": USER_AGENT,
            SIGNATURE_HEADER: sign(hook.secret, payload),
        }
        extensions = {}
        if parts.scheme == "https":  # the certificate is checked for the URL's host, and its connection is its own
            extensions["sni_hostname"] = parts.hostname
            headers["Connection"] = "close"
        try:
            async with asyncio.timeout(self.settings.webhook_timeout):
                async with self._client.stream(
                    "POST", target, content=payload, headers=headers, extensions=extensions
                ) as response:
                    return 200 <= response.status_code < 300
        except (httpx.HTTPError, TimeoutError, OSError) as exc:
            log.info("webhook event %s of app %s not delivered: %s", entry.id, entry.app, type(exc).__name__)
            return False


def _now_ms() -> int:
    return int(time.time() * 1000)


@contextlib.asynccontextmanager
async def delivering(deliverer: Deliverer, enabled: bool) -> Any:
    """Run ``deliverer`` for the duration of the block (when ``enabled``)."""
    if not enabled:
        yield
        return
    stop = asyncio.Event()
    task = asyncio.create_task(deliverer.run(stop))
    try:
        yield
    finally:
        stop.set()
        await task
