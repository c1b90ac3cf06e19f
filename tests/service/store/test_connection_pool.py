"""A burst of requests beyond the Redis connection pool waits for a free connection: never a 503 while Redis is
healthy. A long poll that waits holds no connection, so a bystander reading another match gets its answer.

The service runs with a pool of four connections (``OSMICA_REDIS_MAX_CONNECTIONS``), one of them the Pub/Sub
connection, and 300 long polls with 300 plain reads at once: each of them needs a connection for its first
read, far more than the pool holds."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.servers import RedisServer, ServiceProcess
from tests.service.play import create, play

LONG_POLLS = 300
BYSTANDERS = 300


@pytest.fixture
def small_pool(redis_server: RedisServer, tmp_path: Path) -> Iterator[ServiceProcess]:
    env = {"OSMICA_REDIS_MAX_CONNECTIONS": "4", "TMPDIR": str(tmp_path)}
    process = ServiceProcess(redis_server.url, log=tmp_path / "osmica.log", env=env).start()
    yield process
    process.stop()


async def test_long_polls_and_bystanders_beyond_the_pool_are_all_answered(small_pool: ServiceProcess) -> None:
    client = httpx.Client(base_url=small_pool.base_url, timeout=30)
    watched = create(client, "crazy-eights", 2, seed=30, options={"target": 500})
    other = create(client, "crazy-eights", 2, seed=31, options={"target": 500})
    known = len(watched.events())
    expected = other.events()
    limits = httpx.Limits(max_connections=LONG_POLLS + BYSTANDERS + 10, max_keepalive_connections=0)
    try:
        async with httpx.AsyncClient(base_url=small_pool.base_url, timeout=60, limits=limits) as http:
            polls = [
                asyncio.ensure_future(http.get(watched.path + "/events", params={"after": known, "wait": 30}))
                for _ in range(LONG_POLLS)
            ]
            reads = await asyncio.gather(*(http.get(other.path + "/events") for _ in range(BYSTANDERS)))
            refused = [r.status_code for r in reads if r.status_code != 200]
            assert not refused, f"{len(refused)} bystanders refused: {sorted(set(refused))}"
            assert all(r.json()["events"] == expected for r in reads)
            await asyncio.to_thread(play, watched, random.Random(30), 1)
            answers = await asyncio.gather(*polls)
    finally:
        client.close()
    refused = [r.status_code for r in answers if r.status_code != 200]
    assert not refused, f"{len(refused)} long polls refused: {sorted(set(refused))}"
    assert all(r.json()["events"] for r in answers), "every long poll answers with the committed event"
