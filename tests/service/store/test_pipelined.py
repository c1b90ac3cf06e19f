"""The pipelined connection to a plain Redis server (service.store.pipelined), against real servers: replies reach
their own callers however many are in flight, on one connection; error replies are redis-py's exceptions;
a stalled server times out and a dropped connection is reopened; credentials, databases and Unix sockets are
honoured, and any URL it does not serve is left to redis-py."""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import redis
from redis.exceptions import (
    AuthenticationError,
    ConnectionError,
    NoScriptError,
    ReadOnlyError,
    ResponseError,
    TimeoutError,
)

from service.store.pipelined import Pipelined, pipelined_for
from tests.servers import RedisServer

ECHO = "return {KEYS[1], ARGV[1]}"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    redis_server = RedisServer(tmp_path_factory.mktemp("pipelined"), unix_socket=True).start()
    yield redis_server
    redis_server.stop()


@pytest.fixture
async def pipelined(server: RedisServer) -> AsyncIterator[Pipelined]:
    client = pipelined_for(server.url, 5.0)
    assert client is not None
    yield client
    await client.close()


async def test_every_caller_gets_its_own_reply_on_one_connection(server: RedisServer, pipelined: Pipelined) -> None:
    admin = server.client()
    admin.mset({f"pipe-{n}": f"value-{n}" for n in range(500)})
    before = admin.info("stats")["total_connections_received"]
    replies = await asyncio.gather(*(pipelined.execute("GET", f"pipe-{n}") for n in range(500)))
    assert replies == [f"value-{n}".encode() for n in range(500)]
    assert admin.info("stats")["total_connections_received"] == before + 1
    admin.close()


async def test_a_cancelled_caller_leaves_the_order_intact(server: RedisServer, pipelined: Pipelined) -> None:
    server.client().mset({"first": "1", "second": "2"})
    await pipelined.execute("PING")  # connected: the next command is written at once
    first = asyncio.ensure_future(pipelined.execute("GET", "first"))
    await asyncio.sleep(0)  # the command is on its way
    first.cancel()
    assert await pipelined.execute("GET", "second") == b"2"
    assert first.cancelled()


async def test_arguments_and_replies_keep_their_types(pipelined: Pipelined) -> None:
    assert await pipelined.execute("SET", "types", b"\x00\xff") == b"OK"
    assert await pipelined.execute("GET", "types") == b"\x00\xff"
    assert await pipelined.execute("INCRBY", "count", -3) == -3
    assert await pipelined.execute("INCRBYFLOAT", "real", 1.5) == b"1.5"
    assert await pipelined.execute("GET", "missing") is None
    assert await pipelined.execute("EVAL", "return {1, 'a', false}", 0) == [1, b"a", None]


async def test_error_replies_are_redis_pys_exceptions(server: RedisServer, pipelined: Pipelined) -> None:
    with pytest.raises(ResponseError, match="wrong number of arguments"):
        await pipelined.execute("GET")
    with pytest.raises(NoScriptError):
        await pipelined.execute("EVALSHA", "0" * 40, 0)
    replica = RedisServer(server.directory / "replica", replica_of=server.port).start()
    try:
        read_only = pipelined_for(replica.url, 5.0)
        assert read_only is not None
        with pytest.raises(ReadOnlyError):
            await read_only.execute("SET", "k", "v")
        await read_only.close()
    finally:
        replica.stop()
    assert await pipelined.execute("PING") == b"PONG", "an error reply leaves the connection usable"


async def test_a_script_the_server_lacks_is_loaded_and_run(server: RedisServer, pipelined: Pipelined) -> None:
    sha = hashlib.sha1(ECHO.encode()).hexdigest()
    server.client().script_flush()
    assert await pipelined.script(sha, ECHO, ["key"], ["arg"]) == [b"key", b"arg"]
    assert server.client().script_exists(sha) == [True]
    assert await pipelined.script(sha, ECHO, ["again"], [7]) == [b"again", b"7"]


async def test_a_silent_server_times_out_and_fails_the_commands_behind(tmp_path: Path) -> None:
    accepted: list[asyncio.StreamWriter] = []

    async def never_answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        accepted.append(writer)
        await reader.read()  # until the client closes

    silent = await asyncio.start_server(never_answer, "127.0.0.1", 0)
    port = silent.sockets[0].getsockname()[1]
    client = pipelined_for(f"redis://127.0.0.1:{port}/0", 0.2)
    assert client is not None
    first = asyncio.ensure_future(client.execute("GET", "a"))
    behind = asyncio.ensure_future(client.execute("GET", "b"))
    with pytest.raises(TimeoutError):
        await first
    with pytest.raises(ConnectionError):
        await behind
    assert len(accepted) == 1
    silent.close()
    await silent.wait_closed()
    await client.close()


async def test_a_dropped_connection_is_reopened_by_the_next_command(server: RedisServer, pipelined: Pipelined) -> None:
    assert await pipelined.execute("CLIENT", "SETNAME", "dropped") == b"OK"
    server.client().client_kill_filter(_type="normal", skipme=True)
    async with asyncio.timeout(30):  # the loop reads the end of the connection
        while pipelined._connection is not None and not pipelined._connection.closed:
            await asyncio.sleep(0.01)
    assert await pipelined.execute("CLIENT", "GETNAME") is None, "a new connection"


async def test_an_unreachable_server_is_a_connection_error(tmp_path: Path) -> None:
    client = Pipelined(path=str(tmp_path / "nothing.sock"), timeout=1.0)
    with pytest.raises(ConnectionError):
        await client.execute("PING")
    await client.close()


async def test_credentials_database_and_unix_socket(server: RedisServer) -> None:
    admin = server.client()
    admin.acl_setuser("player", enabled=True, passwords=["+secret"], keys=["*"], commands=["+@all"])
    try:
        url = f"unix://player:secret@{server.socket_path}?db=3"
        client = pipelined_for(url, 5.0)
        assert client is not None and client.path == str(server.socket_path)
        assert await client.execute("SET", "in-db-3", "yes") == b"OK"
        assert redis.Redis(unix_socket_path=str(server.socket_path), db=3).get("in-db-3") == b"yes"
        assert await client.execute("ACL", "WHOAMI") == b"player"
        await client.close()
        wrong = pipelined_for(f"redis://player:wrong@127.0.0.1:{server.port}/0", 5.0)
        assert wrong is not None
        with pytest.raises(AuthenticationError):
            await wrong.execute("PING")
        await wrong.close()
    finally:
        admin.acl_deluser("player")
        admin.close()


@pytest.mark.parametrize(
    "url",
    [
        "rediss://127.0.0.1:6379/0",
        "redis://127.0.0.1:6379/0?protocol=3",
        "redis://127.0.0.1:6379/0?socket_keepalive=true",
        "redis+cluster://127.0.0.1:7000",
        "redis://127.0.0.1:7000?cluster=true",
        "redis+sentinel://127.0.0.1:26379/primary",
    ],
)
def test_what_it_does_not_serve_is_left_to_redis_py(url: str) -> None:
    assert pipelined_for(url, 1.0) is None
