"""Live notifications: one Redis subscription per watched match per process, fanned out to its subscribers.

The match's event list stays the only truth. :data:`~service.store.scripts.WRITE` announces every commit with
``SPUBLISH`` on the match's shard channel (same hash slot as its keys, so Redis Cluster routes it to the
match's node), inside the script that stores the events: no event is stored without its announcement. A
process holds one :class:`Topic` per match that any of its requests watches (streams, long polls) and one
Pub/Sub connection per Redis server (per Cluster node owning a watched match), whatever the number of
watchers::

    WRITE script --SPUBLISH--> Shard (1 connection per node) --> Topic (1 per match) --> N subscribers
                                                                   |
                                        one shared read of the list per notification (Notifier.read)

Presence (service/matches/presence.py) publishes on the same channel: its notice (``p``, where a commit publishes
its version) says "read the seats' presence again", which a topic reads once for all its subscribers
(:meth:`Notifier.attendance`), and never makes them read the events.

A notification only says "read again": a subscriber reads what follows its last seq through
:meth:`Notifier.read`, which reads the list once per notification for all of the process's subscribers of that
match and keeps the latest :data:`CACHE_EVENTS` events; a subscriber further behind reads the list itself. So
a lost notification costs latency, never an event, and a slow subscriber is resumed from the list, never
dropped. When a Pub/Sub connection fails the shard reconnects (with back-off), subscribes again and wakes
every topic it serves (notifications may have been missed meanwhile); a topic's cached read also expires
after a heartbeat period, so a watcher re-reads at least that often. A watcher whose client went away is
noticed at the latest when its next heartbeat cannot be written; with the last watcher of a match, the process
unsubscribes from it. Needs Redis 7+ or Valkey (sharded Pub/Sub, ``SPUBLISH`` inside scripts).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from redis.asyncio import ConnectionPool, Redis
from redis.asyncio.cluster import RedisCluster
from redis.exceptions import RedisError, SlotNotCoveredError

from service.store.records import PRESENCE_NOTICE, Attendance, Record, notify_channel
from service.store.store import Store

log = logging.getLogger("osmica.streams")

CACHE_EVENTS = 256
"""Events a topic keeps from its last reads; a subscriber further behind reads the list itself."""
RETRY_MIN, RETRY_MAX = 0.1, 5.0
"""Back-off bounds (seconds) between attempts to reconnect a failed Pub/Sub connection."""
FINAL_SENDS = 10
"""Event-loop turns a closing notifier gives the ended streams to send their final chunk."""


class Topic:
    """One match watched in this process: a wake-up signal and the latest read of its event list."""

    __slots__ = (
        "attendance",
        "attendance_fetched",
        "attendance_lock",
        "attendance_notified",
        "attendance_seen",
        "channel",
        "events",
        "fetched",
        "game_id",
        "lock",
        "notified",
        "record",
        "refs",
        "seen",
        "shared",
        "signal",
        "start",
        "subscribed",
    )

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.channel = notify_channel(game_id).encode()
        self.refs = 0
        self.signal = asyncio.Event()
        self.subscribed = asyncio.Event()
        """Set once the first watcher's subscription was confirmed (or failed: the shard retries it)."""
        self.notified = 0
        """Notifications so far."""
        self.seen = -1
        """The notifications counted when the last completed read of the list began."""
        self.fetched = 0.0
        self.lock = asyncio.Lock()
        self.record: Record | None = None
        self.start = 0
        """The seq before ``events[0]``."""
        self.events: list[bytes] = []
        self.shared: tuple[Record, Any, Any] | None = None
        """What the service derives from ``record`` once for every subscriber (its state, encoded messages)."""
        self.attendance: Attendance | None = None
        """The latest read of the match's presence set (service/matches/presence.py)."""
        self.attendance_notified = 0
        self.attendance_seen = -1
        self.attendance_fetched = 0.0
        self.attendance_lock = asyncio.Lock()

    def notify(self, events: bool = True, presence: bool = True) -> None:
        """Something may have changed (the events, the seats' presence, or either): the next read of it goes to
        Redis, and every waiter wakes up."""
        if events:
            self.notified += 1
        if presence:
            self.attendance_notified += 1
        signal, self.signal = self.signal, asyncio.Event()
        signal.set()

    async def wait(self, signal: asyncio.Event, timeout: float) -> bool:
        """Wait until ``signal`` (taken before the last read) fires, at most ``timeout`` s; True if it did."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(signal.wait(), timeout)
        return signal.is_set()


class Shard:
    """One Pub/Sub connection (to the server, or to one Cluster node) and the task that reads it."""

    def __init__(self, notifier: Notifier, name: str, client: Any) -> None:
        self.notifier = notifier
        self.name = name
        self.client = client
        self.channels: set[bytes] = set()
        self.pubsub: Any = None
        self.wanted = asyncio.Event()
        self.lock = asyncio.Lock()
        self.confirmations: dict[bytes, asyncio.Event] = {}
        self.task = asyncio.get_running_loop().create_task(self._run(), name=f"osmica-notify-{name}")

    async def add(self, channel: bytes, timeout: float) -> None:
        """Subscribe ``channel`` and wait (at most ``timeout`` s) until the server confirms it: a read made after
        that cannot miss a commit's announcement."""
        confirmed = self.confirmations.setdefault(channel, asyncio.Event())
        self.channels.add(channel)
        self.wanted.set()
        if self.pubsub is not None:
            with contextlib.suppress(RedisError, OSError):  # the reader reconnects and subscribes again
                async with self.lock:
                    await self.pubsub.ssubscribe(channel)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(confirmed.wait(), timeout)

    async def remove(self, channel: bytes) -> None:
        self.channels.discard(channel)
        self.confirmations.pop(channel, None)
        if self.pubsub is not None:
            with contextlib.suppress(RedisError, OSError):
                async with self.lock:
                    await self.pubsub.sunsubscribe(channel)

    async def _run(self) -> None:
        delay = RETRY_MIN
        while True:
            await self.wanted.wait()
            pubsub = self.client.pubsub()
            try:
                self.pubsub = pubsub
                async with self.lock:
                    for channel in list(self.channels):
                        await pubsub.ssubscribe(channel)
                if pubsub.connection is None:  # every watcher left meanwhile: nothing to listen to
                    self.wanted.clear()
                    continue
                self.notifier.wake(self.channels)  # whatever was announced while (re)connecting
                delay = RETRY_MIN
                while True:
                    message = await pubsub.get_message(timeout=None)
                    if message is not None:
                        self._dispatch(message)
            except (RedisError, OSError) as exc:
                log.warning("notifications from %s interrupted (%s); reconnecting", self.name, type(exc).__name__)
            except Exception:  # never leave the shard without a reader
                log.exception("notifications from %s failed; reconnecting", self.name)
            finally:
                self.pubsub = None
                with contextlib.suppress(Exception):
                    await pubsub.aclose()
            self.notifier.wake(self.channels)  # watchers re-read (and find the store's state for themselves)
            await asyncio.sleep(delay)
            delay = min(delay * 2, RETRY_MAX)
            await self.notifier.reroute(self)

    def _dispatch(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        kind = kind.decode() if isinstance(kind, bytes) else kind
        channel = message["channel"]
        if kind == "smessage":
            if message.get("data") == PRESENCE_NOTICE:
                self.notifier.wake((channel,), events=False)
            else:
                self.notifier.wake((channel,), presence=False)
        elif kind == "ssubscribe":
            confirmed = self.confirmations.pop(channel, None)
            if confirmed is not None:
                confirmed.set()
        elif kind == "sunsubscribe" and channel in self.channels:
            # The server dropped the subscription (its slot moved to another node): subscribe where it lives now.
            self.channels.discard(channel)
            asyncio.get_running_loop().create_task(self.notifier.resubscribe(channel))

    async def close(self) -> None:
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.task
        if self.client is not self.notifier.store.redis:
            await self.client.aclose()


class Notifier:
    """The process's topics and shards over one :class:`~service.store.store.Store`."""

    def __init__(self, store: Store, heartbeat: float, timeout: float) -> None:
        self.store = store
        self.heartbeat = heartbeat
        self.timeout = timeout
        """Seconds to wait for a subscription's confirmation."""
        self.topics: dict[str, Topic] = {}
        self._by_channel: dict[bytes, Topic] = {}
        self.shards: dict[str, Shard] = {}
        self.closing = asyncio.Event()
        """Set when the process shuts down: every stream ends (its client resumes on another replica)."""
        self.watchers = 0
        self._idle = asyncio.Event()
        self._idle.set()

    @contextlib.asynccontextmanager
    async def watch(self, game_id: str) -> AsyncIterator[Topic]:
        """The match's topic, subscribed while at least one caller of this process is inside the block."""
        topic = self.topics.get(game_id)
        if topic is None:
            topic = self.topics[game_id] = Topic(game_id)
            self._by_channel[topic.channel] = topic
        topic.refs += 1
        self.watchers += 1
        self._idle.clear()
        try:
            if topic.refs == 1:
                try:
                    await self.resubscribe(topic.channel)
                finally:
                    topic.subscribed.set()
            else:  # a read made before the subscription is confirmed could miss a commit's announcement
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(topic.subscribed.wait(), self.timeout)
            yield topic
        finally:
            self.watchers -= 1
            if self.watchers == 0:
                self._idle.set()
            topic.refs -= 1
            if topic.refs == 0 and self.topics.get(game_id) is topic:
                del self.topics[game_id]
                del self._by_channel[topic.channel]
                for shard in self.shards.values():
                    if topic.channel in shard.channels:
                        await shard.remove(topic.channel)

    def wake(self, channels: Any, events: bool = True, presence: bool = True) -> None:
        for channel in list(channels):
            topic = self._by_channel.get(channel)
            if topic is not None:
                topic.notify(events, presence)

    async def read(self, topic: Topic, after: int) -> tuple[Record | None, list[bytes]]:
        """The match and its events after ``after``. Subscribers share one read of the list per notification
        (kept for :data:`CACHE_EVENTS` events); one behind that window reads the list itself. The store's
        errors propagate: the caller waits and tries again."""
        if not self._fresh(topic):
            await self._refresh(topic, after)
        if topic.record is not None and after >= topic.start:
            return topic.record, topic.events[after - topic.start :]
        return await self.store.load_events(topic.game_id, after)

    async def attendance(self, topic: Topic) -> Attendance:
        """The match's presence set, read once per presence notice (or heartbeat period) for every subscriber of
        the topic. The store's errors propagate."""
        if not self._attendance_fresh(topic):
            async with topic.attendance_lock:
                if not self._attendance_fresh(topic):
                    notified = topic.attendance_notified
                    topic.attendance = await self.store.attendance(topic.game_id)
                    topic.attendance_seen, topic.attendance_fetched = notified, time.monotonic()
        assert topic.attendance is not None
        return topic.attendance

    def _attendance_fresh(self, topic: Topic) -> bool:
        return (
            topic.attendance is not None
            and topic.attendance_seen == topic.attendance_notified
            and time.monotonic() - topic.attendance_fetched <= self.heartbeat
        )

    def _fresh(self, topic: Topic) -> bool:
        """Nothing announced since the topic's last read, and that read is younger than a heartbeat period."""
        return topic.seen == topic.notified and time.monotonic() - topic.fetched <= self.heartbeat

    async def _refresh(self, topic: Topic, after: int) -> None:
        """Read what follows the topic's window from the list: once, however many subscribers wait for it."""
        async with topic.lock:
            if not self._fresh(topic):
                notified = topic.notified  # one that comes during the read makes it stale again
                known = topic.start + len(topic.events) if topic.record is not None else after
                record, raw = await self.store.load_events(topic.game_id, known)
                topic.seen, topic.fetched = notified, time.monotonic()
                if topic.record is None:
                    topic.start = known
                topic.events.extend(raw)
                if len(topic.events) > CACHE_EVENTS:
                    drop = len(topic.events) - CACHE_EVENTS
                    topic.start, topic.events = topic.start + drop, topic.events[drop:]
                topic.record = record

    async def resubscribe(self, channel: bytes) -> None:
        """Subscribe ``channel`` on the shard that serves it now (a failure is retried by that shard)."""
        if channel not in self._by_channel:
            return
        shard = await self._shard_for(channel)
        await shard.add(channel, self.timeout)

    async def reroute(self, shard: Shard) -> None:
        """After ``shard`` lost its connection: move its channels whose slot now lives on another node."""
        if not isinstance(self.store.redis, RedisCluster):
            return
        for channel in list(shard.channels):
            with contextlib.suppress(RedisError, OSError):
                target = await self._shard_for(channel)
                if target is not shard:
                    shard.channels.discard(channel)
                    await target.add(channel, 0)

    async def _shard_for(self, channel: bytes) -> Shard:
        redis = self.store.redis
        if not isinstance(redis, RedisCluster):
            return self._shard("server", lambda: redis)
        await redis.initialize()
        node = redis.get_node_from_key(channel.decode())
        if node is None:
            raise SlotNotCoveredError("no node serves this match's slot")
        return self._shard(
            node.name,
            lambda: Redis(
                connection_pool=ConnectionPool(connection_class=node.connection_class, **node.connection_kwargs)
            ),
        )

    def _shard(self, name: str, client: Any) -> Shard:
        shard = self.shards.get(name)
        if shard is None:
            shard = self.shards[name] = Shard(self, name, client())
        return shard

    def stop(self) -> None:
        """End every stream and long poll now (each sends what it has read and closes cleanly): the process is
        stopping, and its clients resume on another replica."""
        self.closing.set()
        for topic in list(self.topics.values()):
            topic.notify()

    async def close(self, grace: float) -> None:
        """:meth:`stop`, wait at most ``grace`` s for the streams to send their last bytes, then close the
        Pub/Sub connections."""
        self.stop()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._idle.wait(), grace)
        for _ in range(FINAL_SENDS):  # let the responses hand their final chunk to the server
            await asyncio.sleep(0)
        for shard in list(self.shards.values()):
            await shard.close()
        self.shards.clear()


def on_stop_signal(callback: Callable[[], None]) -> None:
    """Run ``callback`` as soon as this worker process is told to stop (SIGTERM, SIGINT), then the server's
    own handler. The server waits for the requests in flight before it shuts the app down, and a stream is
    never done by itself: it must hear of the signal first. Without a handler of the server's (an app run
    in process) nothing is installed."""
    loop = asyncio.get_running_loop()
    handlers = getattr(loop, "_signal_handlers", None)  # asyncio keeps no public registry of them
    if not isinstance(handlers, dict):
        return
    for number in (signal.SIGTERM, signal.SIGINT):
        previous = handlers.get(number)
        if not isinstance(previous, asyncio.Handle):
            continue

        def chained(previous: asyncio.Handle = previous) -> None:
            callback()
            previous._run()

        loop.add_signal_handler(number, chained)
