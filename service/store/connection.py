"""Connections to Redis: the client a URL selects (one server, a Redis Cluster, Sentinel), with a waiting pool
and no retries of its own, and when a write counts as done (:class:`Durability`)."""

from __future__ import annotations

import asyncio
import builtins
import contextlib
import contextvars
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis
from redis.asyncio.cluster import ClusterNode, ClusterPipeline, RedisCluster
from redis.asyncio.connection import BlockingConnectionPool
from redis.asyncio.retry import Retry
from redis.asyncio.sentinel import Sentinel, SentinelConnectionPool
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError, RedisError

from service.ops.redis_url import parse_redis_url
from service.ops.settings import MAX_CONNECTIONS


class Unconfirmed(RedisError):
    """A write reached the primary but not the required replicas (or append-only files) in time."""


@dataclass(frozen=True)
class Durability:
    """When a write counts as done: ``replicas`` replicas hold it (``WAIT``), and with ``aof`` the primary and
    those replicas have fsynced it to their append-only files (``WAITAOF``), within ``timeout_ms``."""

    replicas: int
    timeout_ms: int
    aof: bool = False

    @property
    def command(self) -> tuple[Any, ...]:
        if self.aof:
            return ("WAITAOF", 1, self.replicas, self.timeout_ms)
        return ("WAIT", self.replicas, self.timeout_ms)

    def confirmed(self, reply: Any) -> bool:
        """Whether the reply of :attr:`command` confirms the write."""
        if self.aof:
            local, replicas = reply
            return int(local) >= 1 and int(replicas) >= self.replicas
        return int(reply) >= self.replicas

    def describe(self, reply: Any) -> str:
        if self.aof:
            return f"fsynced by {reply[0]} of 1 primary and {reply[1]} of {self.replicas} replicas"
        return f"confirmed by {reply} of {self.replicas} replicas"


class _Cluster(RedisCluster):
    """redis-py's cluster client, whose commands and pipelines wait for one of ``max_connections`` turns (at most
    ``wait`` seconds, then ``ConnectionError``) before they run: one command or pipeline takes at most one
    connection of a node, so no node's pool is ever asked for more than it holds (redis-py's cluster nodes have
    no waiting pool: they fail at once with ``MaxConnectionsError``). A turn is taken once per task: what a
    command runs inside it never waits for a second one."""

    def __init__(self, *, max_connections: int, wait: float, **kwargs: Any) -> None:
        super().__init__(max_connections=max_connections, **kwargs)
        self._turns = asyncio.Semaphore(max_connections)
        self._wait = wait

    @contextlib.asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        if _IN_TURN.get():
            yield
            return
        try:
            async with asyncio.timeout(self._wait):
                await self._turns.acquire()
        except builtins.TimeoutError:  # the builtin one (this module's TimeoutError is redis-py's)
            raise ConnectionError("no connection to the store was free in time") from None
        marked = _IN_TURN.set(True)
        try:
            yield
        finally:
            _IN_TURN.reset(marked)
            self._turns.release()

    async def execute_command(self, *args: Any, **kwargs: Any) -> Any:
        async with self.turn():
            return await super().execute_command(*args, **kwargs)

    def pipeline(self, transaction: Any | None = None, shard_hint: Any | None = None) -> ClusterPipeline:
        if shard_hint:
            return super().pipeline(transaction, shard_hint)  # refused by redis-py
        return _ClusterPipeline(self, transaction)  # type: ignore[abstract]  # as redis-py's own pipeline()


class _ClusterPipeline(ClusterPipeline):
    """A pipeline of :class:`_Cluster` that runs in one turn of its client."""

    async def execute(self, raise_on_error: bool = True, allow_redirections: bool = True) -> list[Any]:
        client = self.cluster_client
        assert isinstance(client, _Cluster)
        async with client.turn():
            return await super().execute(raise_on_error, allow_redirections)


_IN_TURN: contextvars.ContextVar[bool] = contextvars.ContextVar("osmica_store_turn", default=False)


class _SentinelPool(SentinelConnectionPool, BlockingConnectionPool):
    """The connections to the primary that Sentinel names, in a pool that waits for a free one when all are busy
    (redis-py's own Sentinel pool fails at once)."""


def connect(url: str, timeout: float, max_connections: int = MAX_CONNECTIONS) -> Any:
    """A client for ``url`` (one server, a cluster or Sentinel) that fails fast and never retries on its own.

    It opens at most ``max_connections`` connections (per node of a cluster); a command that finds them all busy
    waits for one to be free, at most ``timeout`` seconds (then ``ConnectionError``: 503), as long as it would
    wait for a reply: a burst of requests queues for the pool instead of failing at once while Redis is healthy.
    redis-py's waiting pool serves one server and Sentinel; a cluster's commands wait for a turn
    (:class:`_Cluster`)."""
    target = parse_redis_url(url)
    common: dict[str, Any] = {
        "socket_timeout": timeout,
        "socket_connect_timeout": timeout,
        "retry": Retry(NoBackoff(), 0),
        "decode_responses": False,
    }
    if target.kind == "cluster":
        return _Cluster(
            startup_nodes=[ClusterNode(host, port) for host, port in target.nodes],
            max_connections=max_connections,
            wait=timeout,
            username=target.username,
            password=target.password,
            ssl=target.tls,
            **common,
        )
    if target.kind == "sentinel":
        sentinel = Sentinel(  # type: ignore[no-untyped-call]
            list(target.nodes),
            sentinel_kwargs={
                "socket_timeout": timeout,
                "socket_connect_timeout": timeout,
                "password": target.sentinel_password,
            },
        )
        assert target.service is not None
        return sentinel.master_for(
            target.service,
            redis_class=Redis,
            connection_pool_class=_SentinelPool,
            max_connections=max_connections,
            timeout=timeout,
            username=target.username,
            password=target.password,
            db=target.db,
            ssl=target.tls,
            **common,
        )
    return Redis.from_pool(
        BlockingConnectionPool.from_url(url, max_connections=max_connections, timeout=timeout, **common)
    )
