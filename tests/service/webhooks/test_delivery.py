"""The delivery loop in process, on a real Redis of its own and a real local receiver: the backoff's bounds, an
address checked again at delivery time, an event dropped and counted once its retry window has passed, the
signature's format; and the ``queue_matched`` entries the queue's match script writes (no process delivers them
here, so the outboxes can be read as the script left them)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Iterator
from typing import Any

import msgspec
import pytest
from osmica_client.webhooks import verify_signature

from engine.registry import get
from service.accounts.apps import CURRENT_APP, Apps
from service.matches.context import Context
from service.ops.metrics import REGISTRY
from service.ops.settings import Settings
from service.queue.matchmaker import Queue, Table, Waiting, ticket_id
from service.seating.create import create as create_match
from service.store.connection import connect
from service.store.store import Store
from service.webhooks.delivery import Deliverer
from service.webhooks.outbox import DUE_KEY, Outbox, Webhooks, app_outbox, decode_entry, hooks_key, sign
from service.wire.queue import queue_request
from service.wire.schemas import variant_schemas
from tests.servers import RedisServer
from tests.service.webhooks.receiver import Receiver


@pytest.fixture(scope="module")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    """A Redis of this module's own: no service process's deliveries claim the events these tests deliver."""
    server = RedisServer(tmp_path_factory.mktemp("redis-delivery")).start()
    yield server
    server.stop()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    with Receiver() as r:
        yield r


def _settings(redis_server: RedisServer, **overrides: Any) -> Settings:
    fast = {"webhook_backoff_ms": 20, "webhook_backoff_max_ms": 100, "webhook_poll": 0.05, "webhook_allow_http": True}
    return Settings(redis_url=redis_server.url, **{**fast, **overrides})


@pytest.fixture
async def store(redis_server: RedisServer) -> AsyncIterator[Store]:
    store = Store(connect(redis_server.url, 5.0), 3600)
    yield store
    await store.close()


async def _turn_pending(store: Store, settings: Settings, url: str) -> tuple[str, str]:
    """A keyed match whose deal wrote a ``turn`` event for ``url``'s webhook (stored as is, unchecked): the app and
    the game id."""
    app, _ = await Apps(store.redis).create("delivery")
    await Webhooks(store.redis).put(app, url, ["turn"])
    store.outbox = Outbox(settings.webhook_retry_window + 3600)
    variant = get("nags")
    body = msgspec.convert(
        {"players": 2, "seats": [{"name": "a", "player": "u-1"}, {"name": "b", "player": "u-2"}]},
        variant_schemas(variant).create,
    )
    token = CURRENT_APP.set(app)
    try:
        created = await create_match(Context(store, settings), variant, body)
    finally:
        CURRENT_APP.reset(token)
    assert await store.redis.llen(hooks_key(created.game_id)) == 1
    return app, str(created.game_id)


async def _until(check: Any, what: str) -> None:
    for _ in range(2000):
        if await check():
            return
        await asyncio.sleep(0.01)
    raise TimeoutError(what)


def _count(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def test_backoff_doubles_from_the_base_up_to_the_cap_with_equal_jitter(redis_server: RedisServer) -> None:
    settings = _settings(redis_server, webhook_backoff_ms=1000, webhook_backoff_max_ms=30_000)
    deliverer = Deliverer(connect(redis_server.url, 5.0), settings)
    random.seed(7)
    for failures, full in [(1, 1000), (2, 2000), (3, 4000), (5, 16_000), (6, 30_000), (60, 30_000)]:
        waits = [deliverer.backoff_ms(failures) for _ in range(200)]
        assert all(full // 2 <= w <= full for w in waits), (failures, min(waits), max(waits))
        assert len(set(waits)) > 1  # jittered


async def test_an_address_is_checked_again_at_delivery_time(
    store: Store, redis_server: RedisServer, receiver: Receiver
) -> None:
    settings = _settings(redis_server)  # private addresses refused; the stored URL's host is now the loopback's
    _, game_id = await _turn_pending(store, settings, receiver.url)
    before = _count("osmica_webhooks_retried_total", type="turn")
    stop = asyncio.Event()
    task = asyncio.create_task(Deliverer(store.redis, settings).run(stop))
    try:
        await _until(lambda: _aresult(_count("osmica_webhooks_retried_total", type="turn") >= before + 2), "retries")
    finally:
        stop.set()
        await task
    assert receiver.deliveries == []  # never connected
    assert await store.redis.llen(hooks_key(game_id)) == 1  # still pending: retried until the window ends


async def test_an_event_past_its_retry_window_is_dropped_and_counted(
    store: Store, redis_server: RedisServer, receiver: Receiver
) -> None:
    settings = _settings(redis_server, webhook_retry_window=1, webhook_allow_private=True)
    receiver.release("down")
    _, game_id = await _turn_pending(store, settings, receiver.url)
    dropped = _count("osmica_webhooks_dropped_total", type="turn", reason="expired")
    stop = asyncio.Event()
    task = asyncio.create_task(Deliverer(store.redis, settings).run(stop))
    try:
        await _until(
            lambda: _aresult(_count("osmica_webhooks_dropped_total", type="turn", reason="expired") == dropped + 1),
            "the drop",
        )
        await _until(lambda: _gone(store, game_id), "the match out of the due set")
    finally:
        stop.set()
        await task
    assert receiver.deliveries and all(d.status == 503 for d in receiver.deliveries)
    assert await store.redis.llen(hooks_key(game_id)) == 0


async def test_a_removed_webhook_drops_what_was_pending(
    store: Store, redis_server: RedisServer, receiver: Receiver
) -> None:
    settings = _settings(redis_server, webhook_allow_private=True)
    app, game_id = await _turn_pending(store, settings, receiver.url)
    assert await Webhooks(store.redis).delete(app)
    unsubscribed = _count("osmica_webhooks_dropped_total", type="turn", reason="unsubscribed")
    stop = asyncio.Event()
    task = asyncio.create_task(Deliverer(store.redis, settings).run(stop))
    try:
        await _until(lambda: _gone(store, game_id), "the match out of the due set")
    finally:
        stop.set()
        await task
    assert _count("osmica_webhooks_dropped_total", type="turn", reason="unsubscribed") >= unsubscribed + 1
    assert receiver.deliveries == []


def test_the_signature_is_an_hmac_of_the_time_and_the_body() -> None:
    header = sign("whsec_test", b'{"id":"evt_1","type":"turn"}', 1700000000)
    assert header == "t=1700000000,v1=b1280364030c0b68910c3b6148c33a179bf1e3bb511b82e9368bde25cc84f7c4"
    assert verify_signature("whsec_test", header, b'{"id":"evt_1","type":"turn"}', now=1700000100)
    assert not verify_signature("whsec_test", header, b'{"id":"evt_1","type":"turn"}', now=1700000301)
    assert verify_signature("whsec_test", header, b'{"id":"evt_1","type":"turn"}', tolerance=0)
    assert not verify_signature("whsec_test", "t=1700000000", b"{}", tolerance=0)
    assert not verify_signature("whsec_test", None, b"{}")


async def _aresult(value: bool) -> bool:
    return value


async def _gone(store: Store, game_id: str) -> bool:
    return await store.redis.zscore(DUE_KEY, game_id) is None


async def _queued(store: Store, settings: Settings, app: str, events: list[str], url: str) -> tuple[Queue, list[str]]:
    """An app whose webhook takes ``events`` (stored as is, unchecked) and two of its players queued for a three-seat
    table (no table forms by itself): the queue of a process that writes webhook events, and the tickets."""
    await Webhooks(store.redis).put(app, url, events)
    store.outbox = Outbox(settings.webhook_retry_window + 3600)
    queue = Queue(Context(store, settings))
    variant = get("crazy-eights")
    token = CURRENT_APP.set(app)
    try:
        tickets = []
        for player in ("u-1", "u-2"):
            body = msgspec.convert({"player": player, "players": 3}, queue_request(variant))
            tickets.append((await queue.enqueue(variant, body))[0])
    finally:
        CURRENT_APP.reset(token)
    await queue.settled(5)
    return queue, tickets


async def _seat(queue: Queue, app: str, tickets: list[str]) -> str | None:
    """What a pass does with a table it planned of ``tickets`` and one bot: create the match, then mark them."""
    variant = get("crazy-eights")
    table = Table([Waiting(ticket_id(t), 0.0, 0, -1) for t in tickets], bots=1)
    return await queue.seat(app, variant, 3, variant.options_type(), table)


async def _forget(store: Store, app: str) -> None:
    """Leave no pending event for the other tests' delivery loops."""
    await store.redis.delete(hooks_key(app_outbox(app)))
    await store.redis.zrem(DUE_KEY, app_outbox(app))


@pytest.mark.parametrize("events", [["turn", "match_finished"], ["queue_matched"]])
async def test_queue_matched_is_written_with_the_match_for_a_subscribed_app_only(
    store: Store, redis_server: RedisServer, events: list[str]
) -> None:
    app, _ = await Apps(store.redis).create("queue-hooks")
    queue, tickets = await _queued(store, _settings(redis_server), app, events, "http://127.0.0.1:9/hook")
    try:
        game_id = await _seat(queue, app, tickets)
        assert game_id is not None
        outbox = hooks_key(app_outbox(app))
        if "queue_matched" not in events:
            assert await store.redis.llen(outbox) == 0
            assert await store.redis.zscore(DUE_KEY, app_outbox(app)) is None
            return
        (raw,) = await store.redis.lrange(outbox, 0, -1)
        assert await store.redis.zscore(DUE_KEY, app_outbox(app)) is not None
        entry = decode_entry(raw)
        assert entry.type == "queue_matched" and entry.app == app
        data = msgspec.json.decode(entry.data)
        assert data["game_id"] == game_id and data["variant"] == "crazy-eights" and data["rated"] is False
        assert sorted(p or "" for p in data["seat_players"]) == ["", "u-1", "u-2"]
        for ticket in tickets:
            assert ticket.encode() not in raw and ticket_id(ticket).encode() not in raw
    finally:
        await _forget(store, app)


async def test_a_table_whose_tickets_were_not_all_searching_writes_no_queue_matched(
    store: Store, redis_server: RedisServer
) -> None:
    app, _ = await Apps(store.redis).create("queue-hooks-race")
    queue, tickets = await _queued(store, _settings(redis_server), app, ["queue_matched"], "http://127.0.0.1:9/hook")
    try:
        assert (await queue.cancel(tickets[0]))["status"] == "cancelled"
        assert await _seat(queue, app, tickets) is None  # a pass that had seen the cancelled ticket
        assert not await store.redis.exists(hooks_key(app_outbox(app)))
        assert await store.redis.zscore(DUE_KEY, app_outbox(app)) is None
    finally:
        await _forget(store, app)
