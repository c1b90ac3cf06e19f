"""The store against real servers: one atomic write script, version checks, TTLs, idempotency records, hash tags,
the shared rate limit's script, error counting; and the Redis round trips the service makes per view and per act
(INFO commandstats).

Every store test runs four times: once per kind of ``OSMICA_REDIS_URL`` — one server (``redis://``), a 3-node
Redis Cluster (``redis+cluster://``, all keys of a match in one slot, the scripts run on the node owning it),
and the primary named by a Redis Sentinel (``redis+sentinel://``) — and once more on one server with the
single-command operations on the pipelined connection the service gives a plain server
(:mod:`service.store.pipelined`)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import msgspec
import pytest
from redis.asyncio.cluster import RedisCluster
from redis.crc import key_slot
from redis.exceptions import ConnectionError as RedisConnectionError

from service.ops import metrics
from service.store.connection import connect
from service.store.pipelined import pipelined_for
from service.store.records import (
    IdempotencyRecord,
    Move,
    Record,
    events_key,
    game_key,
    idempotency_field,
    idempotency_key,
    moves_key,
    rate_key,
)
from service.store.scripts import LOAD_KEYED, NOW, WRITE
from service.store.store import Store
from tests.redis_cluster import RedisClusterNodes
from tests.servers import RedisSentinel, RedisServer, ServiceProcess, command_calls, reserve_port
from tests.service.play import create, playable

TTL = 3600
IDEMPOTENCY_TTL = 600
MOVE = Move(seat=0, action=msgspec.Raw(b"\x80"))


@pytest.fixture(scope="module")
def redis_sentinel(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisSentinel]:
    """A Sentinel and the primary it names (a server of its own: the tests reuse their game ids per backend)."""
    directory = tmp_path_factory.mktemp("sentinel")
    primary = RedisServer(directory / "primary").start()
    sentinel = RedisSentinel(directory / "sentinel", primary).start()
    yield sentinel
    sentinel.stop()
    primary.stop()


@pytest.fixture(scope="module")
def redis_of_its_own(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    """One server for the pipelined store (the tests reuse their game ids per backend)."""
    server = RedisServer(tmp_path_factory.mktemp("pipelined")).start()
    yield server
    server.stop()


def backend_url(request: pytest.FixtureRequest, kind: str) -> str:
    """The URL of a running backend of this kind (started on first use)."""
    if kind == "pipelined":
        own: RedisServer = request.getfixturevalue("redis_of_its_own")
        return own.url
    if kind == "cluster":
        cluster: RedisClusterNodes = request.getfixturevalue("redis_cluster")
        return cluster.cluster_url
    if kind == "sentinel":
        sentinel: RedisSentinel = request.getfixturevalue("redis_sentinel")
        return sentinel.url
    server: RedisServer = request.getfixturevalue("redis_server")
    return server.url


@pytest.fixture(params=["single", "pipelined", "cluster", "sentinel"])
async def store(request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    url = backend_url(request, request.param)
    pipelined = pipelined_for(url, 2.0) if request.param == "pipelined" else None
    store = Store(connect(url, 2.0), TTL, idempotency_ttl=IDEMPOTENCY_TTL, pipelined=pipelined)
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
    idem = (idempotency_field("tok", "k"), IdempotencyRecord(request=b"r", version=1, first=2, count=1))
    assert not await store.commit(
        "g-stale", expected=0, version=1, record=record(2, b"\xa1v"), events=[b"e2"], idem=idem
    )
    loaded, stored = await store.load("g-stale", idem[0])
    assert loaded is not None and bytes(loaded.state) == b"\xa1u"
    assert stored is None
    assert await store.redis.lrange(events_key("g-stale"), 0, -1) == [b"e1"]


async def test_events_idempotency_record_and_ttl_are_written_together(store: Store) -> None:
    keys = (game_key("g-ttl"), events_key("g-ttl"), moves_key("g-ttl"), idempotency_key("g-ttl"))
    await store.redis.delete(*keys)
    await store.commit("g-ttl", expected=None, version=0, record=record(), events=[])
    slot = idempotency_field("tok", "key-1")
    idem = (slot, IdempotencyRecord(request=b"digest", version=1, first=1, count=2))
    move = Move(seat=1, action=msgspec.Raw(b"\xa1m"))
    events = [b"a", b"b"]
    assert await store.commit("g-ttl", expected=0, version=1, record=record(2), events=events, moves=[move], idem=idem)
    for key in keys:
        assert 0 < await store.redis.ttl(key) <= TTL
    _, stored = await store.load("g-ttl", slot)
    assert stored == idem[1]
    loaded, events = await store.load_events("g-ttl", 1)
    assert loaded is not None and events == [b"b"]
    loaded, events, moves = await store.load_replay("g-ttl")
    assert loaded is not None and events == [b"a", b"b"] and moves == [msgspec.msgpack.encode(move)]
    assert await store.load_answer("g-ttl", 1, 2, 1) == ([b"a", b"b"], [msgspec.msgpack.encode(move)])
    assert await store.load_answer("g-ttl", 2, 1, None) == ([b"b"], [])
    # a write with a live idempotency record under its field is refused as a lost race
    assert not await store.commit(
        "g-ttl", expected=1, version=2, record=record(3), events=[b"c"], moves=[move], idem=idem
    )


async def test_an_idempotency_record_lives_its_own_ttl(store: Store) -> None:
    """Honoured until its expiry (Redis's clock); then ignored, overwritten, and dropped by a later write."""
    key = idempotency_key("g-idem-ttl")
    await store.redis.delete(game_key("g-idem-ttl"), events_key("g-idem-ttl"), moves_key("g-idem-ttl"), key)
    await store.commit("g-idem-ttl", expected=None, version=0, record=record(), events=[])
    now = int((await store.redis.time())[0])
    stale = (idempotency_field("tok", "old"), IdempotencyRecord(request=b"r", version=1, first=1, count=1))
    assert await store.commit(
        "g-idem-ttl", expected=0, version=1, record=record(1), events=[b"e"], moves=[MOVE], idem=stale
    )
    expires, _, _ = (await store.redis.hget(key, stale[0])).partition(b":")
    assert now + IDEMPOTENCY_TTL <= int(expires) <= now + IDEMPOTENCY_TTL + 2
    assert (await store.load("g-idem-ttl", stale[0]))[1] == stale[1]
    # its time is up (written as if long ago): not honoured, and the same field may be written again
    await store.redis.hset(key, stale[0], b"%d:" % (now - 1) + msgspec.msgpack.encode(stale[1]))
    assert (await store.load("g-idem-ttl", stale[0]))[1] is None
    again = (stale[0], IdempotencyRecord(request=b"s", version=2, first=2, count=1))
    assert await store.commit(
        "g-idem-ttl", expected=1, version=2, record=record(2), events=[b"f"], moves=[MOVE], idem=again
    )
    assert (await store.load("g-idem-ttl", stale[0]))[1] == again[1]
    # expired records are dropped when the hash reaches a multiple of 32 fields
    await store.redis.hset(key, stale[0], b"%d:" % (now - 1) + msgspec.msgpack.encode(again[1]))
    for n in range(31):
        idem = (idempotency_field("tok", f"k{n}"), IdempotencyRecord(request=b"r", version=3 + n, first=3, count=1))
        assert await store.commit(
            "g-idem-ttl", expected=2 + n, version=3 + n, record=record(3), events=[], moves=[MOVE], idem=idem
        )
    assert await store.redis.hlen(key) == 31
    assert not await store.redis.hexists(key, stale[0])


async def test_every_write_refreshes_the_ttl(store: Store) -> None:
    await store.commit("g-refresh", expected=None, version=0, record=record(), events=[])
    await store.redis.expire(game_key("g-refresh"), 10)
    await store.commit("g-refresh", expected=0, version=1, record=record(1), events=[b"x"])
    assert await store.redis.ttl(game_key("g-refresh")) > 10
    assert await store.redis.ttl(events_key("g-refresh")) > 10


async def test_the_client_matches_the_url(store: Store, request: pytest.FixtureRequest) -> None:
    kind = request.node.callspec.params["store"]
    assert isinstance(store.redis, RedisCluster) == (kind == "cluster")
    assert (store.pipelined is not None) == (kind == "pipelined")
    assert (pipelined_for(backend_url(request, kind), 2.0) is not None) == (kind in {"single", "pipelined"})
    assert await store.ping()
    if kind == "cluster":
        assert len(store.redis.get_primaries()) == 3
        # matches spread over the nodes, and each one's keys are on the node that owns its slot
        for n in range(12):
            await store.commit(f"spread-{n}", expected=None, version=0, record=record(), events=[])
        owners = {store.redis.get_node_from_key(game_key(f"spread-{n}")).port for n in range(12)}
        assert len(owners) > 1


async def test_a_held_write_holds_no_load(store: Store, request: pytest.FixtureRequest) -> None:
    """``CLIENT PAUSE WRITE`` (a failover's) holds the scripts, never the reads: a match is still loaded while a
    write of it waits, and the write lands once the pause ends."""
    if request.node.callspec.params["store"] not in {"single", "pipelined"}:
        pytest.skip("one server to pause")
    await store.commit("g-held", expected=None, version=0, record=record(), events=[])
    await store.redis.execute_command("CLIENT", "PAUSE", 20_000, "WRITE")
    try:
        write = asyncio.ensure_future(store.commit("g-held", expected=0, version=1, record=record(1), events=[b"e"]))
        async with asyncio.timeout(10):
            while (await store.redis.info("clients"))["blocked_clients"] < 1:  # the server holds the write
                await asyncio.sleep(0.01)
        async with asyncio.timeout(5):
            loaded, _ = await store.load("g-held")
        assert loaded is not None and loaded.events == 0 and not write.done()
    finally:
        await store.redis.execute_command("CLIENT", "UNPAUSE")
    assert await write
    loaded, _ = await store.load("g-held")
    assert loaded is not None and loaded.events == 1


async def test_the_shared_rate_limit_counts_on_the_server(store: Store) -> None:
    """GCRA: the window's worth at once, then refused (not counted) with the wait until the next one."""
    client = f"rate-{id(store)}"
    await store.redis.delete(rate_key(client))
    interval, window = 600_000_000, 1_800_000_000  # 3 per 30 min: one every 10 min
    answers = [await store.throttle(client, interval, window) for _ in range(5)]
    waits, fulls = [w for w, _ in answers], [f for _, f in answers]
    assert waits[:3] == [0, 0, 0]
    # the time the calls took is taken off the wait: a minute of slack for a loaded machine
    assert all(540_000_000 < w <= 600_000_000 for w in waits[3:]), waits
    # until the whole window's worth is back: one interval more per request passed, none for one refused
    assert all(n * interval - 60_000_000 < f <= n * interval for n, f in zip((1, 2, 3, 3, 3), fulls, strict=True))
    assert 0 < await store.redis.pttl(rate_key(client)) <= 1_800_000
    assert await store.throttle(f"other-{client}", interval, window) == (0, interval)


@pytest.mark.parametrize("pipelined", [False, True], ids=["redis-py", "pipelined"])
async def test_a_failed_command_counts_as_a_store_error(pipelined: bool) -> None:
    counter = metrics.STORE_ERRORS.labels("load", "ConnectionError")
    before = counter._value.get()
    # a port bound here and never listened on refuses every connection, and no other process can take it
    with reserve_port() as nowhere:
        url = f"redis://127.0.0.1:{nowhere.getsockname()[1]}/0"
        store = Store(connect(url, 0.5), TTL, pipelined=pipelined_for(url, 0.5) if pipelined else None)
        with pytest.raises(RedisConnectionError):
            await store.load("g-nowhere")
        await store.close()
    assert counter._value.get() == before + 1


@pytest.mark.parametrize("kind", ["single", "cluster", "sentinel"])
async def test_a_burst_beyond_the_pool_waits_for_a_connection(kind: str, request: pytest.FixtureRequest) -> None:
    """Two connections (per node) and a hundred reads at once: each waits for a free connection (within the
    store timeout) instead of failing with ``MaxConnectionsError``."""
    store = Store(connect(backend_url(request, kind), 30.0, max_connections=2), TTL)
    try:
        await store.commit("g-burst", expected=None, version=0, record=record(1), events=[b"e"])
        answers = await asyncio.gather(*(store.load_events("g-burst", 0) for _ in range(100)))
        assert all(loaded is not None and events == [b"e"] for loaded, events in answers)
        loads = await asyncio.gather(*(store.load("g-burst") for _ in range(100)))
        assert all(loaded is not None and loaded.events == 1 for loaded, _ in loads)
        if isinstance(store.redis, RedisCluster):
            assert all(len(node._connections) <= 2 for node in store.redis.get_nodes())
        else:
            assert len(store.redis.connection_pool._in_use_connections) == 0
            assert len(store.redis.connection_pool._available_connections) <= 2
    finally:
        await store.redis.delete(game_key("g-burst"), events_key("g-burst"), moves_key("g-burst"))
        await store.close()


def test_all_keys_of_a_match_share_one_cluster_slot() -> None:
    keys = [game_key("AbC-1_x"), events_key("AbC-1_x"), moves_key("AbC-1_x"), idempotency_key("AbC-1_x")]
    assert len({key_slot(k.encode()) for k in keys}) == 1
    assert all(k.startswith("osmica:{AbC-1_x}:") for k in keys)


def calls_during(redis_server: RedisServer, request: Any) -> dict[str, int]:
    client = redis_server.client()
    for script in (WRITE, LOAD_KEYED, NOW):  # already known to the server, as after a replica's first requests
        client.script_load(script)
    client.config_resetstat()
    request()
    stats = command_calls(client)
    # a connection's handshake (redis-py opens its first one when a request first needs a pipeline) is not the
    # request's
    return {k: v for k, v in stats.items() if k not in {"info", "config|resetstat", "hello", "client|setinfo"} and v}


@pytest.fixture(scope="module")
def quiet(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[RedisServer, httpx.Client]]:
    """A Redis of its own and one service process over it whose turn-clock sweeper first looks a minute after it
    starts: nothing but the requests of the test reaches this Redis while its commands are counted."""
    path = tmp_path_factory.mktemp("quiet")
    store = RedisServer(path / "redis").start()
    process = ServiceProcess(store.url, log=path / "osmica.log", env={"OSMICA_CLOCK_SWEEP": "60"}).start()
    try:
        with httpx.Client(base_url=process.base_url, timeout=10) as client:
            yield store, client
    finally:
        process.stop()
        store.stop()


def test_round_trips_per_view_and_per_act(quiet: tuple[RedisServer, httpx.Client]) -> None:
    redis_server, http = quiet
    game = create(http, "crazy-eights", 2, seed=5)
    legal = game.view(0)["legal_actions"]
    view = calls_during(redis_server, lambda: game.view(0))
    act = calls_during(redis_server, lambda: game.act(0, playable(legal)[-1]))
    legal = game.view(0)["legal_actions"]
    keyed = calls_during(redis_server, lambda: game.act(0, playable(legal)[-1], **{"Idempotency-Key": "rt"}))
    events = calls_during(redis_server, lambda: game.events(0))
    print(f"\nRedis commands per view {view}, per act {act}, per act with Idempotency-Key {keyed}, per events {events}")
    # one round trip: the record's HGET, the presence set's ZRANGE and Redis's TIME sent together (docs/presence.md)
    assert view == {"hget": 1, "zrange": 1, "time": 1}
    # one round trip to load (with the presence set), one EVALSHA; inside the script: HGET, HSET, EXPIRE x3, RPUSH
    # (events, the move)
    assert act["hget"] == 2 and act["evalsha"] == 1 and act["hset"] == 1 and act["zrange"] == 1
    assert 1 <= act["rpush"] <= 2 and act["expire"] == 3
    # with a key, the load is one script too (the match and the live record at once), and the write script also
    # reads the record's field and writes it
    assert keyed["evalsha"] == 2 and keyed["hget"] == 4 and keyed["hset"] == 2 and "get" not in keyed
    assert events == {"hget": 1, "lrange": 1}
    replay = calls_during(redis_server, lambda: http.get(game.path + "/replay"))
    assert replay == {"hget": 1, "lrange": 2}  # one pipelined round trip (here 409: the match is played)


def test_round_trips_of_a_match_with_a_turn_clock(quiet: tuple[RedisServer, httpx.Client]) -> None:
    """A clock adds one round trip (Redis's time, a script) to a view and to an act: the act reads the time once
    for the deadline it checks and the one it sets."""
    redis_server, http = quiet
    game = create(http, "crazy-eights", 2, seed=5, options={"turn_timeout_s": 86400})
    legal = game.view(0)["legal_actions"]
    view = calls_during(redis_server, lambda: game.view(0))
    act = calls_during(redis_server, lambda: game.act(0, playable(legal)[-1]))
    print(f"\nRedis commands per clocked view {view}, per clocked act {act}")
    assert view == {"hget": 1, "zrange": 1, "evalsha": 1, "time": 2}  # the load's TIME (presence), the clock's
    assert act["evalsha"] == 2 and act["time"] == 2
