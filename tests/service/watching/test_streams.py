"""Live streams and long polls across replicas, on real servers (README, "Following a match live").

Two ``osmica serve`` processes share one Redis: a stream held on replica B sees every action made through
replica A, in order, with no gap and no duplicate, redacted exactly as ``/events`` redacts it for the caller,
for every variant; the same on the 3-node Redis Cluster. A dropped stream resumes with ``Last-Event-ID`` (or
``?after=``) with exactly the missed events; ``?view=true`` carries the caller's fresh view on the last event
of each commit; a finished match's stream closes. Each process holds one subscription per watched match
whatever the number of watchers. With Redis stopped, open streams stall (heartbeats go on), new ones are 503,
never 500, and all resume when Redis returns. SIGTERM ends a stream cleanly and its client resumes on the
other replica. Long polls answer as soon as an event is committed anywhere, else empty after ``wait``. A
subscriber that falls behind the events a process keeps for its subscribers is served from the list.
"""

from __future__ import annotations

import random
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest
import redis

from service.store.connection import connect
from service.store.notifier import CACHE_EVENTS, Notifier
from service.store.records import Record, notify_channel
from service.store.store import Store
from tests.redis_cluster import RedisClusterNodes
from tests.servers import START_TIMEOUT, STORE_TIMEOUT, RedisServer, ServiceProcess, wait_until
from tests.service.play import Game, choose, create, play
from tests.service.sse import EventStream

VARIANTS = {
    "crazy-eights": (2, {"target": 1}),
    "switch": (3, {}),
    "super-crazy-eights": (2, {}),
    "nags": (3, {"deals": 1}),
    "nusicle": (2, {}),
}
ACTIONS = 30


@pytest.fixture(scope="module")
def replica_b(redis_server: RedisServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    """A second replica on the session's Redis (replica A is the session's ``service``)."""
    directory = tmp_path_factory.mktemp("stream-b")
    process = ServiceProcess(redis_server.url, log=directory / "osmica.log", env={"TMPDIR": str(directory)})
    yield process.start()
    process.stop()


def on(base_url: str) -> httpx.Client:
    return httpx.Client(base_url=base_url, timeout=20)


def stream(base_url: str, game: Game, seat: int | None = None, **params: Any) -> EventStream:
    return EventStream(on(base_url), game.path + "/stream", headers=game.auth(seat), params=params)


def check_streams_follow_actions(a: str, b: str, variant: str, seed: int) -> None:
    """Streams on B (the spectator and every seat) see every action made through A, each as ``/events`` shows
    it to that caller: seqs 1..n, in order, no gap, no repeat."""
    players, options = VARIANTS[variant]
    game = create(on(a), variant, players, seed=seed, options=options)
    watchers = {seat: stream(b, game, seat) for seat in (None, *range(players))}
    try:
        for watcher in watchers.values():
            watcher.wait_ready()
        final = play(game, random.Random(seed), ACTIONS)
        for seat, watcher in watchers.items():
            expected = game.events(seat)
            got = watcher.messages(len(expected))
            assert [int(m["id"]) for m in got] == list(range(1, len(expected) + 1))
            assert [m["data"]["event"] for m in got] == expected, f"seat {seat}: stream differs from /events"
            assert [m["event"] for m in got] == [e["type"] for e in expected]
            assert got[-1]["data"]["version"] == final["version"]
            if final["status"] == "finished":
                assert watcher.next_message() is None, "the stream must close after the match's last event"
    finally:
        for watcher in watchers.values():
            watcher.close()


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_stream_on_one_replica_sees_every_action_made_through_the_other(
    service: ServiceProcess, replica_b: ServiceProcess, variant: str
) -> None:
    check_streams_follow_actions(service.base_url, replica_b.base_url, variant, seed=list(VARIANTS).index(variant))


def test_streams_across_replicas_on_a_redis_cluster(redis_cluster: RedisClusterNodes, tmp_path: Path) -> None:
    processes = [
        ServiceProcess(redis_cluster.cluster_url, log=tmp_path / f"osmica-{name}.log", env={"TMPDIR": str(tmp_path)})
        for name in "ab"
    ]
    try:
        a, b = (p.start().base_url for p in processes)
        for seed, variant in enumerate(VARIANTS):
            check_streams_follow_actions(a, b, variant, seed=100 + seed)
    finally:
        for process in processes:
            assert process.stop() == 0


def drawing(game: Game, actions: int) -> None:
    """Play, drawing whenever the seat to act may: drawn cards for every seat."""
    for _ in range(actions):
        seat = game.view()["turn"]
        legal = game.view(seat)["legal_actions"]
        draws = [a for a in legal if a["type"] == "draw"]
        assert game.act(seat, draws[0] if draws else legal[0]).status_code == 200


def test_a_seat_stream_names_its_own_drawn_cards_only_and_the_spectator_none(
    service: ServiceProcess, replica_b: ServiceProcess
) -> None:
    game = create(on(service.base_url), "crazy-eights", 2, seed=7, options={"target": 500})
    watchers = {seat: stream(replica_b.base_url, game, seat) for seat in (None, 0, 1)}
    try:
        for watcher in watchers.values():
            watcher.wait_ready()
        drawing(game, 6)
        count = len(game.events())
        seen = {seat: [m["data"]["event"] for m in w.messages(count)] for seat, w in watchers.items()}
    finally:
        for watcher in watchers.values():
            watcher.close()
    draws = [i for i, e in enumerate(seen[None]) if e["type"] == "drew"]
    assert {seen[None][i]["seat"] for i in draws} == {0, 1}, "both seats must have drawn"
    for i in draws:
        drawer = seen[None][i]["seat"]
        assert "cards" not in seen[None][i], "the spectator saw a drawn card"
        assert seen[drawer][i]["cards"], "the drawer must see its drawn cards"
        assert "cards" not in seen[1 - drawer][i], "a seat saw another seat's drawn card"
    for seat in (None, 0, 1):
        assert seen[seat] == game.events(seat)


def test_a_dropped_stream_resumes_with_exactly_the_missed_events(
    service: ServiceProcess, replica_b: ServiceProcess
) -> None:
    game = create(on(service.base_url), "switch", 3, seed=11)
    rng = random.Random(11)
    with stream(replica_b.base_url, game, 1) as first:
        first.wait_ready()
        play(game, rng, 3)
        seen = first.messages(len(game.events(1)))
    last = int(seen[-1]["id"])
    play(game, rng, 4)  # while nobody watches
    missed = game.events(1, after=last)
    assert missed
    # Last-Event-ID wins over ?after= (a reconnecting EventSource sends both)
    resumed = EventStream(
        on(replica_b.base_url), game.path + "/stream", headers={**game.auth(1), "Last-Event-ID": str(last)},
        params={"after": 0},
    )  # fmt: skip
    with resumed, stream(service.base_url, game, 1, after=last) as by_query:
        for again in (resumed, by_query):
            again.wait_ready()
            got = again.messages(len(missed))
            assert [m["data"]["event"] for m in got] == missed
            assert [int(m["id"]) for m in got] == list(range(last + 1, last + 1 + len(missed)))
        play(game, rng, 1)
        latest = game.events(1, after=last + len(missed))
        for again in (resumed, by_query):
            assert [m["data"]["event"] for m in again.messages(len(latest))] == latest


def test_view_true_carries_the_fresh_view_after_each_commit(service: ServiceProcess, replica_b: ServiceProcess) -> None:
    game = create(on(service.base_url), "nags", 2, seed=5, options={"deals": 1})
    rng = random.Random(5)
    with stream(replica_b.base_url, game, 0, view="true") as watcher, stream(replica_b.base_url, game) as plain:
        watcher.wait_ready()
        plain.wait_ready()
        for _ in range(6):
            seat = game.view()["turn"]
            response = game.act(seat, choose(game.view(seat)["legal_actions"], rng))
            assert response.status_code == 200
            count = len(response.json()["events"])
            got = watcher.messages(count)
            assert all("view" not in m["data"] for m in got[:-1]), "a view only on the last event of a commit"
            assert got[-1]["data"]["view"] == game.view(0)
            assert got[-1]["data"]["version"] == got[-1]["data"]["view"]["version"]
            assert all("view" not in m["data"] for m in plain.messages(count))


def test_a_finished_match_streams_its_events_then_closes(service: ServiceProcess) -> None:
    game = create(on(service.base_url), "crazy-eights", 2, seed=3, options={"target": 1})
    final = play(game, random.Random(3), 400)
    assert final["status"] == "finished"
    with stream(service.base_url, game, 0, after=2) as watcher:
        watcher.wait_ready()
        rest = watcher.rest()
    assert [m["data"]["event"] for m in rest] == game.events(0, after=2)
    assert rest[-1]["event"] == "match_ended"


def test_stream_checks_come_before_the_stream(service: ServiceProcess) -> None:
    client = on(service.base_url)
    game = create(client, "nusicle", 2, seed=1)
    assert client.get("/v1/nusicle/games/unknown-game/stream").status_code == 404
    assert client.get("/v1/nags/games/" + game.game_id + "/stream").status_code == 404
    wrong = client.get(game.path + "/stream", headers={"Authorization": "Bearer " + "x" * 43})
    assert wrong.status_code == 401 and wrong.json()["code"] == "unauthorized"
    bad = client.get(game.path + "/stream", headers={"Last-Event-ID": "seven"})
    assert bad.status_code == 400 and bad.json()["code"] == "validation_error"
    with stream(service.base_url, game) as watcher:
        watcher.wait_ready()
        assert watcher.response.headers["content-type"].startswith("text/event-stream")
        assert watcher.response.headers["cache-control"] == "private, no-store"
        assert watcher.retry == 1000


def shard_subscribers(client: redis.Redis, game: Game) -> int:
    reply = client.execute_command("PUBSUB", "SHARDNUMSUB", notify_channel(game.game_id))
    return int(reply[1])


def test_one_subscription_per_match_per_process_whatever_the_watchers(
    service: ServiceProcess, replica_b: ServiceProcess, redis_server: RedisServer
) -> None:
    games = [create(on(service.base_url), "crazy-eights", 4, seed=s, options={"target": 500}) for s in (1, 2)]
    watchers = [stream(replica_b.base_url, g, seat) for g in games for seat in (None, 0, 1, 2, 3) for _ in range(3)]
    watchers.append(stream(service.base_url, games[0]))
    server = redis_server.client()
    try:
        for watcher in watchers:
            watcher.wait_ready()
        # 15 watchers of each match on B, 1 on A: one subscriber per process and match
        assert [shard_subscribers(server, g) for g in games] == [2, 1]
        play(games[0], random.Random(1), 2)
        count = len(games[0].events())
        for watcher in watchers[:15] + watchers[-1:]:
            assert [int(m["id"]) for m in watcher.messages(count)] == list(range(1, count + 1))
    finally:
        for watcher in watchers:
            watcher.close()
        server.close()


def test_redis_connections_do_not_grow_with_the_watchers(tmp_path: Path) -> None:
    """On a Redis of its own, 40 watchers of two matches on one replica: one Pub/Sub connection (subscribed to
    the two matches' channels) and at most 4 for commands, whatever the number of watchers. Two are the store's
    pipelined connections (one for loads, one for scripts); the pool's are at most two, because this test sends
    one request at a time and each match's subscribers share one read of its list: the test's request (the
    ``/events`` read after a move) may overlap the shared read of the match that moved, never the other match's
    (each match moves once the other's watchers have read its last move, and the heartbeat, which would have them
    read again, is longer than the test)."""
    store = RedisServer(tmp_path / "redis").start()
    # The process's own loops (turn clocks, presence, quick-match passes, webhook deliveries) first look after a
    # minute: the connections counted are those of the requests and the watchers.
    quiet = {
        "OSMICA_CLOCK_SWEEP": "60",
        "OSMICA_QUEUE_SWEEP": "60",
        "OSMICA_WEBHOOK_POLL": "60",
        "OSMICA_STREAM_HEARTBEAT": "300",
    }
    process = ServiceProcess(store.url, log=tmp_path / "osmica.log", env={"TMPDIR": str(tmp_path), **quiet}).start()
    server = store.client()
    watchers: list[EventStream] = []
    try:
        games = [create(on(process.base_url), "crazy-eights", 2, seed=s, options={"target": 500}) for s in (1, 2)]
        for i in range(40):
            watchers.append(stream(process.base_url, games[i % 2], [None, 0, 1][i % 3]))
            watchers[-1].wait_ready()
        rng = random.Random(9)
        seen = [0] * len(watchers)
        for _ in range(3):
            for g, game in enumerate(games):
                play(game, rng, 1)
                # Every watcher of this match has its events before the other match moves: the two matches' reads
                # never overlap, so the bound below holds on a machine of any speed.
                count = len(game.events())
                for i in range(g, len(watchers), 2):
                    assert int(watchers[i].messages(count - seen[i])[-1]["id"]) == count
                    seen[i] = count
        clients = server.client_list()
        subscribed = [c for c in clients if "P" in c["flags"]]
        commands = [c for c in clients if "P" not in c["flags"] and c["cmd"] != "client|list"]
        assert len(subscribed) == 1 and int(subscribed[0]["ssub"]) == 2, subscribed
        described = [(c["name"], c["cmd"], c["age"]) for c in commands]
        assert len(commands) <= 4, f"{len(commands)} command connections for 40 watchers: {described}"
    finally:
        for watcher in watchers:
            watcher.close()
        server.close()
        process.stop()
        store.stop()


@pytest.fixture
def own_store(tmp_path: Path) -> Iterator[tuple[RedisServer, ServiceProcess, ServiceProcess]]:
    """A Redis of its own (so it can be stopped) and two replicas on it with 0.2 s heartbeats. A stopped Redis
    refuses connections at once, so the store timeout need not be short: a long one never turns a slow answer on
    a loaded machine into a 503. The shutdown timeout is far longer than a stop may take (ServiceProcess.stop
    waits 30 s): a stream that held the server until then would show."""
    store = RedisServer(tmp_path / "redis").start()
    env = {
        "TMPDIR": str(tmp_path),
        "OSMICA_STREAM_HEARTBEAT": "0.2",
        "OSMICA_STORE_TIMEOUT": "5",
        "OSMICA_SHUTDOWN_TIMEOUT": "300",
    }
    processes = [ServiceProcess(store.url, log=tmp_path / f"osmica-{n}.log", env=env).start() for n in "ab"]
    try:
        yield store, processes[0], processes[1]
    finally:
        for process in processes:
            process.stop()
        store.stop()


def test_a_process_unsubscribes_once_the_last_watcher_of_a_match_is_gone(
    own_store: tuple[RedisServer, ServiceProcess, ServiceProcess],
) -> None:
    """A watcher that goes away is noticed at the latest when its next heartbeat cannot be written (0.2 s
    here); with the last one of a match, the process unsubscribes."""
    store, a, _ = own_store
    games = [create(on(a.base_url), "nags", 2, seed=s) for s in (1, 2)]
    watchers = [stream(a.base_url, g, seat) for g in games for seat in (None, 0, 1)]
    server = store.client()
    try:
        for watcher in watchers:
            watcher.wait_ready()
        assert [shard_subscribers(server, g) for g in games] == [1, 1]
        for watcher in watchers[:3]:
            watcher.close()
        wait_until(lambda: [shard_subscribers(server, g) for g in games] == [0, 1], START_TIMEOUT, "the unsubscription")
        for watcher in watchers[3:5]:
            watcher.close()
        play(games[1], random.Random(1), 1)
        assert watchers[5].messages(len(games[1].events()))
        assert shard_subscribers(server, games[1]) == 1
    finally:
        for watcher in watchers:
            watcher.close()
        server.close()


def test_heartbeats_keep_an_idle_stream_open(own_store: tuple[RedisServer, ServiceProcess, ServiceProcess]) -> None:
    _, a, _ = own_store
    game = create(on(a.base_url), "nags", 2, seed=2)
    with stream(a.base_url, game) as watcher:
        watcher.wait_ready()
        watcher.wait_comment("heartbeat")
        watcher.wait_comment("heartbeat")


def test_streams_stall_while_redis_is_stopped_and_resume_after(
    own_store: tuple[RedisServer, ServiceProcess, ServiceProcess],
) -> None:
    store, a, b = own_store
    game = create(on(a.base_url), "crazy-eights", 2, seed=21, options={"target": 500})
    rng = random.Random(21)
    play(game, rng, 2)
    before = len(game.events(0))
    watchers = [stream(b.base_url, game, 0), stream(a.base_url, game)]
    for watcher in watchers:
        watcher.wait_ready()
        watcher.messages(before)
    store.stop(save=True)
    try:
        for watcher in watchers:  # still open: comments go on, no message, no error
            watcher.wait_comment("store unavailable; waiting")
        refused = on(b.base_url).get(game.path + "/stream")
        assert refused.status_code == 503 and refused.json()["code"] == "store_unavailable"
        assert on(a.base_url).get(game.path + "/events", params={"after": before, "wait": 1}).status_code == 503
    finally:
        store.start()
    play(game, rng, 2)
    seat_events, spectator_events = game.events(0, after=before), game.events(after=before)
    assert [m["data"]["event"] for m in watchers[0].messages(len(seat_events))] == seat_events
    assert [m["data"]["event"] for m in watchers[1].messages(len(spectator_events))] == spectator_events
    for watcher in watchers:
        watcher.close()
    for process in (a, b):
        assert '"status":500' not in process.log_since()


def test_sigterm_ends_a_stream_cleanly_and_it_resumes_on_the_other_replica(
    own_store: tuple[RedisServer, ServiceProcess, ServiceProcess],
) -> None:
    _, a, b = own_store
    game = create(on(a.base_url), "super-crazy-eights", 2, seed=8)
    rng = random.Random(8)
    watcher = stream(b.base_url, game, 1)
    watcher.wait_ready()
    play(game, rng, 3)
    seen = watcher.messages(len(game.events(1)))
    # exit 0 within stop()'s 30 s wait, far less than the 300 s shutdown timeout: the stream did not hold it
    assert b.stop() == 0, "the stream held the server until its shutdown timeout"
    assert watcher.rest() == [], "the stream ended without an error (a clean end of the chunked body)"
    watcher.close()
    play(game, rng, 3)
    last = int(seen[-1]["id"])
    with EventStream(
        on(a.base_url), game.path + "/stream", headers={**game.auth(1), "Last-Event-ID": str(last)}
    ) as again:
        again.wait_ready()
        missed = game.events(1, after=last)
        assert [m["data"]["event"] for m in again.messages(len(missed))] == missed


def test_a_long_poll_answers_when_an_event_is_committed_on_another_replica(
    service: ServiceProcess, replica_b: ServiceProcess
) -> None:
    game = create(on(service.base_url), "crazy-eights", 2, seed=4, options={"target": 500})
    answer: dict[str, Any] = {}

    def poll() -> None:
        started = time.monotonic()
        response = on(replica_b.base_url).get(game.path + "/events", params={"after": 0, "wait": 25})
        answer.update(response=response, seconds=time.monotonic() - started)

    poller = threading.Thread(target=poll)
    poller.start()
    play(game, random.Random(4), 1)
    poller.join(30)
    assert answer["response"].status_code == 200
    assert answer["response"].json()["events"] == game.events(after=0)[: len(answer["response"].json()["events"])]
    assert answer["response"].json()["events"], "the long poll must answer with the committed event"
    assert answer["seconds"] < 25


def test_a_long_poll_without_events_answers_empty_after_wait(service: ServiceProcess) -> None:
    client = on(service.base_url)
    game = create(client, "nusicle", 2, seed=6)
    started = time.monotonic()
    response = client.get(game.path + "/events", params={"after": 0, "wait": 1})
    assert response.status_code == 200 and response.json() == {"events": []}
    assert time.monotonic() - started >= 1
    assert client.get(game.path + "/events", params={"after": 0, "wait": 31}).status_code == 400
    play(game, random.Random(6), 1)
    immediate = client.get(game.path + "/events", params={"after": 0, "wait": 30})
    assert immediate.json()["events"] == game.events()


async def test_a_subscriber_that_falls_behind_is_resumed_from_the_list(redis_server: RedisServer) -> None:
    """The notifier keeps the last CACHE_EVENTS events of a match for its subscribers; one further behind (a
    slow reader, a resume from long ago) gets exactly the missing events from the list, never a gap."""
    store = Store(connect(redis_server.url, STORE_TIMEOUT), ttl=600)
    notifier = Notifier(store, heartbeat=15.0, timeout=STORE_TIMEOUT)
    game_id = f"behind-{uuid.uuid4().hex}"
    record = Record(variant="nags", names=[], tokens=[], events=0, state=msgspec.Raw(msgspec.msgpack.encode({})))
    assert await store.commit(game_id, expected=None, version=0, record=record, events=[])
    written: list[bytes] = []

    async def write(count: int) -> None:
        for _ in range(count):
            event = f"event {len(written) + 1}".encode()
            done = msgspec.structs.replace(record, events=len(written) + 1)
            assert await store.commit(game_id, expected=len(written), version=len(written) + 1, record=done,
                                      events=[event])  # fmt: skip
            written.append(event)

    try:
        await write(CACHE_EVENTS + 40)
        async with notifier.watch(game_id) as topic:
            total = len(written)
            assert (await notifier.read(topic, total - 5))[1] == written[-5:]  # the window starts there
            assert (await notifier.read(topic, 0))[1] == written, "behind the window: the whole list"
            await write(CACHE_EVENTS + 60)  # a subscriber at `total` does not read meanwhile
            signal = topic.signal
            for _ in range(100):  # the announcements reach the topic (each wakes its subscribers)
                if topic.notified >= CACHE_EVENTS + 60:
                    break
                await topic.wait(signal, 5.0)
                signal = topic.signal
            latest, behind = await notifier.read(topic, total)
            assert latest is not None and latest.events == len(written)
            assert behind == written[total:], "the slow subscriber gets every event it missed, in order"
            assert topic.start > total, "the shared window moved on past it"
            assert (await notifier.read(topic, len(written) - 1))[1] == written[-1:]
    finally:
        await notifier.close(1.0)
        await store.close()
