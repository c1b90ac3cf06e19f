"""The 3-node cluster helper works, and what the store relies on works there: redis-py's asyncio cluster client
runs one Lua script over two keys of one match, because the hash tag ``{<game_id>}`` puts them in one slot.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from redis.asyncio.cluster import RedisCluster
from redis.crc import key_slot
from redis.exceptions import RedisClusterException

from tests.redis_cluster import SLOTS, RedisClusterNodes

#: Bump the version in KEYS[1] if it is ARGV[1] and append ARGV[2] to the list KEYS[2]; {1, new} or {0, current}.
CHECK_AND_APPEND = """
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current ~= tonumber(ARGV[1]) then
    return {0, current}
end
redis.call('SET', KEYS[1], current + 1)
redis.call('RPUSH', KEYS[2], ARGV[2])
return {1, current + 1}
"""


@pytest.fixture(scope="module")
def cluster(redis_cluster: RedisClusterNodes) -> RedisClusterNodes:
    return redis_cluster  # the session's cluster (tests/conftest.py), shared with the store's cluster tests


@pytest.fixture
async def client(cluster: RedisClusterNodes) -> AsyncIterator[RedisCluster]:
    rc = RedisCluster.from_url(cluster.urls[1], decode_responses=True)  # any node: the client learns the rest
    await rc.initialize()
    yield rc
    await rc.flushall(target_nodes=RedisCluster.PRIMARIES)
    await rc.aclose()


def test_three_primaries_serve_all_slots(cluster: RedisClusterNodes) -> None:
    # how long start-up took is reported, not bounded: it depends on the machine's load (the helper's own waits
    # already fail a start that never completes)
    print(f"3-node Redis Cluster up in {cluster.startup_seconds:.2f} s")
    shards = cluster.client(0).execute_command("CLUSTER", "SHARDS")
    ranges = sorted((s["slots"][0], s["slots"][1]) for s in shards)
    assert len(ranges) == 3
    assert ranges[0][0] == 0 and ranges[-1][1] == SLOTS - 1
    assert all(prev[1] + 1 == nxt[0] for prev, nxt in itertools.pairwise(ranges))
    assert cluster.url == "redis+cluster://" + ",".join(f"127.0.0.1:{port}" for port in cluster.ports)


async def test_lua_script_on_hash_tagged_keys(client: RedisCluster) -> None:
    version, events = "osmica:{g1}:a", "osmica:{g1}:b"
    assert key_slot(version.encode()) == key_slot(events.encode())
    assert len(client.get_primaries()) == 3

    script = client.register_script(CHECK_AND_APPEND)  # EVALSHA, falling back to EVAL on NOSCRIPT
    assert await script(keys=[version, events], args=[0, "played 7H"]) == [1, 1]
    assert await script(keys=[version, events], args=[1, "drew"]) == [1, 2]
    assert await script(keys=[version, events], args=[1, "stale"]) == [0, 2]  # a lost race changes nothing
    assert await client.eval(CHECK_AND_APPEND, 2, version, events, 2, "passed") == [1, 3]

    assert await client.get(version) == "3"
    assert await client.lrange(events, 0, -1) == ["played 7H", "drew", "passed"]


async def test_matches_spread_over_every_node(client: RedisCluster) -> None:
    """Keys of different matches live on different nodes; each match's script still runs in one slot."""
    owners = set()
    for n in range(60):
        keys = [f"osmica:{{game-{n}}}:state", f"osmica:{{game-{n}}}:events"]
        assert await client.eval(CHECK_AND_APPEND, 2, *keys, 0, "created") == [1, 1]
        node = client.get_node_from_key(keys[0])
        assert node is not None
        owners.add(node.port)
    assert len(owners) == 3


async def test_keys_of_two_matches_cannot_share_a_script(client: RedisCluster) -> None:
    with pytest.raises(RedisClusterException):
        await client.eval(CHECK_AND_APPEND, 2, "osmica:{g1}:a", "osmica:{g2}:b", 0, "x")


def test_teardown_stops_every_node(tmp_path: Path) -> None:
    with RedisClusterNodes(tmp_path) as nodes:
        processes = list(nodes.processes)
        assert all(p.poll() is None for p in processes)
    assert all(p.poll() is not None for p in processes)
