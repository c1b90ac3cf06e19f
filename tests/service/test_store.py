"""The store against a real Redis: one atomic write script, version checks, TTLs, idempotency records, hash tags;
and the Redis round trips the service makes per view and per act (INFO commandstats)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import msgspec
import pytest
from redis.crc import key_slot

from service.store import IdempotencyRecord, Record, Store, connect, events_key, game_key, idempotency_key
from tests.servers import RedisServer, ServiceProcess
from tests.service.play import create

TTL = 3600


@pytest.fixture
async def store(redis_server: RedisServer) -> AsyncIterator[Store]:
    store = Store(connect(redis_server.url, 2.0), TTL)
    yield store
    await store.close()


def record(events: int = 0, state: bytes = b"\xa1s") -> Record:
    return Record(variant="crazy-eights", names=["a", "b"], tokens=[b"x" * 32, b"y" * 32], events=events,
                  state=msgspec.Raw(state))  # fmt: skip


async def test_create_writes_once_and_refuses_an_existing_id(store: Store) -> None:
    assert await store.commit("g-create", expected=None, version=0, record=record(), events=[])
    assert not await store.commit("g-create", expected=None, version=0, record=record(state=b"\xa1t"), events=[])
    loaded, _ = await store.load("g-create")
    assert loaded is not None and bytes(loaded.state) == b"\xa1s"
    assert await store.load("g-unknown") == (None, None)


async def test_a_stale_version_writes_nothing(store: Store) -> None:
    await store.commit("g-stale", expected=None, version=0, record=record(), events=[])
    assert await store.commit("g-stale", expected=0, version=1, record=record(1, b"\xa1u"), events=[b"e1"])
    idem = (idempotency_key("g-stale", "tok", "k"), IdempotencyRecord(request=b"r", response=b"{}"))
    assert not await store.commit(
        "g-stale", expected=0, version=1, record=record(2, b"\xa1v"), events=[b"e2"], idem=idem
    )
    loaded, stored = await store.load("g-stale", idem[0])
    assert loaded is not None and bytes(loaded.state) == b"\xa1u"
    assert stored is None
    assert await store.redis.lrange(events_key("g-stale"), 0, -1) == [b"e1"]


async def test_events_idempotency_record_and_ttl_are_written_together(store: Store) -> None:
    await store.redis.delete(game_key("g-ttl"), events_key("g-ttl"))
    await store.commit("g-ttl", expected=None, version=0, record=record(), events=[])
    slot = idempotency_key("g-ttl", "tok", "key-1")
    idem = (slot, IdempotencyRecord(request=b"digest", response=b'{"view":1}'))
    assert await store.commit("g-ttl", expected=0, version=1, record=record(2), events=[b"a", b"b"], idem=idem)
    for key in (game_key("g-ttl"), events_key("g-ttl"), slot):
        assert 0 < await store.redis.ttl(key) <= TTL
    _, stored = await store.load("g-ttl", slot)
    assert stored == idem[1]
    loaded, events = await store.load_events("g-ttl", 1)
    assert loaded is not None and events == [b"b"]
    # a write with an idempotency record that already exists is refused as a lost race
    assert not await store.commit("g-ttl", expected=1, version=2, record=record(3), events=[b"c"], idem=idem)


async def test_every_write_refreshes_the_ttl(store: Store) -> None:
    await store.commit("g-refresh", expected=None, version=0, record=record(), events=[])
    await store.redis.expire(game_key("g-refresh"), 10)
    await store.commit("g-refresh", expected=0, version=1, record=record(1), events=[b"x"])
    assert await store.redis.ttl(game_key("g-refresh")) > 10
    assert await store.redis.ttl(events_key("g-refresh")) > 10


def test_all_keys_of_a_match_share_one_cluster_slot() -> None:
    keys = [game_key("AbC-1_x"), events_key("AbC-1_x"), idempotency_key("AbC-1_x", "token", "{key}")]
    assert len({key_slot(k.encode()) for k in keys}) == 1
    assert all(k.startswith("osmica:{AbC-1_x}:") for k in keys)


def commandstats(client: Any) -> dict[str, int]:
    stats = client.info("commandstats")
    return {name.removeprefix("cmdstat_"): int(value["calls"]) for name, value in stats.items()}


def calls_during(redis_server: RedisServer, request: Any) -> dict[str, int]:
    client = redis_server.client()
    client.config_resetstat()
    request()
    stats = commandstats(client)
    return {k: v for k, v in stats.items() if k not in {"info", "config|resetstat"} and v}


def test_round_trips_per_view_and_per_act(
    http: httpx.Client, redis_server: RedisServer, service: ServiceProcess
) -> None:
    game = create(http, "crazy-eights", 2, seed=5)
    legal = game.view(0)["legal_actions"]
    view = calls_during(redis_server, lambda: game.view(0))
    act = calls_during(redis_server, lambda: game.act(0, legal[-1]))
    legal = game.view(0)["legal_actions"]
    keyed = calls_during(redis_server, lambda: game.act(0, legal[-1], **{"Idempotency-Key": "rt"}))
    events = calls_during(redis_server, lambda: game.events(0))
    print(f"\nRedis commands per view {view}, per act {act}, per act with Idempotency-Key {keyed}, per events {events}")
    assert view == {"hget": 1}
    # one round trip to load, one EVALSHA; inside the script: HGET, HSET, EXPIRE x2, RPUSH
    assert act["hget"] == 2 and act["evalsha"] == 1 and act["hset"] == 1
    assert act.get("rpush", 0) <= 1 and act["expire"] == 2
    assert keyed["get"] == 1 and keyed["set"] == 1 and keyed["evalsha"] == 1  # the GET is pipelined with the HGET
    assert events == {"hget": 1, "lrange": 1}
