"""The service on a 3-node Redis Cluster (``OSMICA_REDIS_URL=redis+cluster://...``): a match is created, played
to the end and read back over HTTP, its keys live on the node that owns its slot, and the stored state is the
serial replay of the accepted actions; ``/readyz`` fails while one primary does not answer (its process stopped
with SIGSTOP until the probe has been answered, however long that takes) and passes again once it answers.
The turn clocks work there too, their sorted set living in another slot than the matches. (The store's own
tests, every operation, run on the cluster too.)"""

from __future__ import annotations

import random
import signal
from pathlib import Path

import httpx
import msgspec
from redis.cluster import RedisCluster

from engine.registry import get
from service.store.records import CLOCKS_KEY, events_key, game_key
from tests.redis_cluster import RedisClusterNodes
from tests.servers import START_TIMEOUT, ServiceProcess, wait_until
from tests.service.clocks.test_clocks import CLOCK_ENV
from tests.service.play import check_outcome, create, play, replay, stored_state


def test_a_match_on_a_redis_cluster(redis_cluster: RedisClusterNodes, tmp_path: Path) -> None:
    # the store timeout is how long the probe waits for the stopped node below: short, yet far longer than any
    # answer of a running node takes on a loaded machine
    env = {"TMPDIR": str(tmp_path), "OSMICA_STORE_TIMEOUT": "3"}
    process = ServiceProcess(redis_cluster.cluster_url, log=tmp_path / "osmica.log", env=env)
    process.start()
    nodes = RedisCluster(host=redis_cluster.host, port=redis_cluster.ports[0], socket_timeout=5)
    try:
        client = httpx.Client(base_url=process.base_url, timeout=60)
        assert client.get("/readyz").status_code == 200
        variant = get("crazy-eights")
        options = {"target": 1}
        games = [create(client, "crazy-eights", 2, seed=60, options=options)]
        for i, game in enumerate(games):
            final = play(game, random.Random(i), 300)
            check_outcome(final)
            assert len(game.events(0)) == len(game.events()) > 0
            node = nodes.get_node_from_key(game_key(game.game_id))
            assert node is not None and node == nodes.get_node_from_key(events_key(game.game_id))
            assert node.port in redis_cluster.ports
            _, state = stored_state(nodes, game)  # type: ignore[arg-type]
            expected = replay(variant, 2, msgspec.convert(options, variant.options_type), 60, game.history)
            assert msgspec.msgpack.encode(state) == msgspec.msgpack.encode(expected)

        # one primary stops answering (its process stopped): not ready, until it answers again. The node stays
        # stopped until the probes were answered, so no timing decides the outcome (the cluster's node timeout is
        # far longer than this takes: the other nodes do not mark it failed).
        stopped = redis_cluster.processes[2]
        stopped.send_signal(signal.SIGSTOP)
        try:
            refused = client.get("/readyz")
            assert refused.status_code == 503 and refused.json()["code"] == "store_unavailable"
            assert client.get("/healthz").status_code == 200
        finally:
            stopped.send_signal(signal.SIGCONT)
        wait_until(lambda: client.get("/readyz").status_code == 200, START_TIMEOUT, "ready again")
    finally:
        nodes.close()
        assert process.stop() == 0


def test_turn_clocks_on_a_redis_cluster(redis_cluster: RedisClusterNodes, tmp_path: Path) -> None:
    # The clocks' sorted set lives in another slot than the match: it is changed right after each write, and the
    # sweeper claims from it on its own node. Nobody views the match: the sweeper times out both seats.
    env = {"TMPDIR": str(tmp_path), **CLOCK_ENV}
    process = ServiceProcess(redis_cluster.cluster_url, log=tmp_path / "osmica.log", env=env).start()
    nodes = RedisCluster(host=redis_cluster.host, port=redis_cluster.ports[0], socket_timeout=5)
    try:
        with httpx.Client(base_url=process.base_url, timeout=60) as client:
            body = {"players": 2, "options": {"turn_timeout_s": 5, "abandon_after": 1}}
            response = client.post("/v1/crazy-eights/games", json=body)
            assert response.status_code == 201, response.text
            game_id = response.json()["game_id"]
            assert nodes.zscore(CLOCKS_KEY, game_id) is not None
            events: list[dict[str, object]] = []
            path = f"/v1/crazy-eights/games/{game_id}/events"
            while not any(e["type"] == "match_ended" for e in events):
                page = client.get(path, params={"after": len(events), "wait": 5})
                assert page.status_code == 200, page.text
                events += page.json()["events"]
            assert [e["type"] for e in events].count("timed_out") == 2
            assert nodes.zscore(CLOCKS_KEY, game_id) is None
    finally:
        nodes.close()
        assert process.stop() == 0


def test_apps_players_and_ratings_on_a_redis_cluster(redis_cluster: RedisClusterNodes, tmp_path: Path) -> None:
    """Every key of an app's ratings shares its hash tag: the update script, the leaderboard page and the history
    run on one node, and two apps' rated matches stay apart."""
    from tests.service.accounts.test_apps import new_app
    from tests.service.accounts.test_ratings import Expected, rated, resign

    env = {"TMPDIR": str(tmp_path)}
    process = ServiceProcess(redis_cluster.cluster_url, log=tmp_path / "osmica.log", env=env).start()
    nodes = RedisCluster(host=redis_cluster.host, port=redis_cluster.ports[0], socket_timeout=5)
    try:
        (app_a, key_a), (_, key_b) = (new_app(redis_cluster.cluster_url, name) for name in ("a", "b"))
        with (
            httpx.Client(base_url=process.base_url, timeout=60, headers={"X-Api-Key": key_a}) as a,
            httpx.Client(base_url=process.base_url, timeout=60, headers={"X-Api-Key": key_b}) as b,
        ):
            expected = Expected()
            for winner, loser in (("c-1", "c-2"), ("c-3", "c-1")):
                game = rated(a, "switch", [loser, winner])
                resign(game, 0)
                expected.rate([[winner], [loser]], [1, 2])
                assert b.get(game.path).status_code == 404
            expected.check(a, "switch", ["c-1", "c-2", "c-3"])
            board = a.get("/v1/switch/leaderboard", params={"around": "c-1", "limit": 3}).json()
            assert {e["player"] for e in board["entries"]} == {"c-1", "c-2", "c-3"}
            assert [m["place"] for m in a.get("/v1/players/c-1/matches").json()["matches"]] == [2, 1]
            assert b.get("/v1/players/c-1").status_code == 404
        keys = [
            k
            for k in nodes.keys(target_nodes=RedisCluster.ALL_NODES)
            if k.startswith(f"osmica:{{app:{app_a}}}".encode())
        ]
        assert keys and len({nodes.keyslot(k) for k in keys}) == 1
    finally:
        process.stop()
