"""One pipelined connection to a single Redis server, for the store's single-command operations.

redis-py's asyncio client checks a connection out of its pool for every command, runs it through its retry
and timeout wrappers and encodes each argument in Python: in process, one ``HGET`` through it adds about 130
µs of CPU to a bare route, more than all the rest of a seat view. :class:`Pipelined` writes every command the
moment it is asked for onto one connection (hiredis packs it) and hands the replies back in order as hiredis
parses them: Redis answers a connection's commands in the order they came, so the n-th reply belongs to the
n-th caller still waiting. Its ``HGET`` adds about 80 µs, socket work included, and under load it serves
about 1.6 times the requests (``python benchmarks/overhead.py``, ``python benchmarks/http.py``: the floors).

The store sends through one the ``HGET`` of a load (a view's, an act's) and through another every script (the
act's write, the keyed load, the shared rate limit, the clocks): a command that the server holds back holds
every command queued behind it on its connection, and the server holds scripts back at times (``CLIENT PAUSE
WRITE`` during a failover), reads never. Pipelines of several commands, pub/sub and the confirmed writes stay
with redis-py. :func:`pipelined_for` gives one only for a plain server: a ``redis://`` or ``unix://`` URL with
nothing more than a host or path, a port, a database and credentials (TLS, Sentinel, Cluster and any other
URL option keep redis-py for everything).

Failures are redis-py's exceptions, so the store counts and answers them as before: ``ConnectionError`` when
the server cannot be reached or the connection drops (every command waiting on it gets one), ``TimeoutError``
when a command has no reply within the store timeout (the connection is then closed, failing the commands
behind it: a server that stalls one stalls them all), and redis-py's class for an error reply
(``NoScriptError``, ``ReadOnlyError``, ``ResponseError``...). The next command after a failure connects again.
Nothing is ever sent twice, but a script unknown to the server (``NOSCRIPT``: it did not run) is loaded and
run once more, as redis-py's scripts do.
"""

from __future__ import annotations

import asyncio
from collections import deque
from typing import Any

import hiredis
from redis import exceptions
from redis._parsers.base import BaseParser
from redis.asyncio.connection import UnixDomainSocketConnection, parse_url

from service.ops.redis_url import parse_redis_url

_PLAIN = {"host", "port", "path", "db", "username", "password"}
"""What a URL may set for :class:`Pipelined` to serve it; any other option leaves the store to redis-py."""
_INCOMPLETE = object()


def pipelined_for(url: str, timeout: float) -> Pipelined | None:
    """A :class:`Pipelined` for ``url`` with the store timeout ``timeout``, or None when ``url`` is not a plain
    ``redis://`` or ``unix://`` server (see the module's text). redis-py parses the URL, as for its own client."""
    if parse_redis_url(url).kind != "single":
        return None
    settings: dict[str, Any] = dict(parse_url(url))
    connection_class = settings.pop("connection_class", None)
    if connection_class not in (None, UnixDomainSocketConnection) or not set(settings) <= _PLAIN:
        return None
    return Pipelined(**settings, timeout=timeout)


class _Connection(asyncio.Protocol):
    """The socket's side: commands out as they come, replies to the oldest caller still waiting."""

    def __init__(self) -> None:
        self.reader = hiredis.Reader(notEnoughData=_INCOMPLETE)
        self.waiting: deque[asyncio.Future[Any]] = deque()
        self.transport: asyncio.Transport | None = None
        self.closed = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        try:
            self.reader.feed(data)
            while (reply := self.reader.gets()) is not _INCOMPLETE:
                future = self.waiting.popleft()
                if not future.done():  # its caller was cancelled or timed out: the reply is nobody's
                    future.set_result(reply)
        except (hiredis.ProtocolError, IndexError):  # garbage, or a reply nobody asked for
            self.close("Protocol error: unexpected data from the store.")

    def connection_lost(self, exc: Exception | None) -> None:
        self.close("Connection closed by the store.")

    def send(self, command: bytes) -> asyncio.Future[Any]:
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.waiting.append(future)
        assert self.transport is not None
        self.transport.write(command)
        return future

    def close(self, why: str) -> None:
        """Close the connection; every caller still waiting gets a ``ConnectionError`` saying ``why``."""
        self.closed = True
        if self.transport is not None:
            self.transport.abort()
        while self.waiting:
            future = self.waiting.popleft()
            if not future.done():
                future.set_exception(exceptions.ConnectionError(why))


class Pipelined:
    """Commands to one Redis server over one connection, any number in flight (see the module's text)."""

    def __init__(
        self,
        *,
        host: str = "localhost",
        port: int = 6379,
        path: str | None = None,
        db: int = 0,
        username: str | None = None,
        password: str | None = None,
        timeout: float | None = None,
    ) -> None:
        self.host, self.port, self.path, self.db = host, port, path, db
        self.username, self.password = username, password
        self.timeout = timeout
        self._connection: _Connection | None = None
        self._connecting: asyncio.Task[_Connection] | None = None

    async def execute(self, *args: Any) -> Any:
        """Send one command (``bytes``, ``str``, ``int`` or ``float`` arguments) and return its reply."""
        connection = self._connection
        if connection is None or connection.closed:
            connection = await self._connect()
        return await self._reply(connection, connection.send(_pack(args)))

    async def execute_many(self, *commands: tuple[Any, ...]) -> list[Any]:
        """Send several commands at once (one write, one round trip) and return their replies, in order; the first
        error reply raises, as :meth:`execute` would."""
        connection = self._connection
        if connection is None or connection.closed:
            connection = await self._connect()
        futures = [connection.send(_pack(args)) for args in commands]
        return [await self._reply(connection, future) for future in futures]

    async def script(self, sha: str, source: Any, keys: list[Any], args: list[Any]) -> Any:
        """``EVALSHA`` of the script ``source`` (whose SHA1 is ``sha``), loading it first if the server lacks it."""
        try:
            return await self.execute("EVALSHA", sha, len(keys), *keys, *args)
        except exceptions.NoScriptError:
            await self.execute("SCRIPT", "LOAD", source)
            return await self.execute("EVALSHA", sha, len(keys), *keys, *args)

    def another(self) -> Pipelined:
        """A client of its own (another connection) to the same server, with the same settings."""
        return Pipelined(
            host=self.host, port=self.port, path=self.path, db=self.db,
            username=self.username, password=self.password, timeout=self.timeout,
        )  # fmt: skip

    async def close(self) -> None:
        if self._connecting is not None:
            self._connecting.cancel()
        if self._connection is not None:
            self._connection.close("The store's client was closed.")
            self._connection = None

    async def _reply(self, connection: _Connection, future: asyncio.Future[Any]) -> Any:
        timer = None
        if self.timeout is not None:
            timer = asyncio.get_running_loop().call_later(self.timeout, _expire, connection, future)
        try:
            reply = await future
        finally:
            if timer is not None:
                timer.cancel()
        if type(reply) is hiredis.ReplyError:
            raise BaseParser.parse_error(str(reply))  # type: ignore[no-untyped-call]
        return reply

    async def _connect(self) -> _Connection:
        """The open connection; one attempt shared by every caller that finds none."""
        if self._connecting is None:
            self._connecting = asyncio.ensure_future(self._open())
        connecting = self._connecting
        try:
            return await asyncio.shield(connecting)
        finally:
            if connecting.done() and self._connecting is connecting:
                self._connecting = None

    async def _open(self) -> _Connection:
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(self.timeout):
                if self.path is not None:
                    _, connection = await loop.create_unix_connection(_Connection, self.path)
                else:
                    _, connection = await loop.create_connection(_Connection, self.host, self.port)
        except TimeoutError as exc:
            raise exceptions.TimeoutError("Timeout connecting to the store") from exc
        except OSError as exc:
            raise exceptions.ConnectionError(f"Error connecting to the store: {exc.strerror or exc}") from exc
        try:
            if self.password is not None:
                credentials = (self.password,) if self.username is None else (self.username, self.password)
                await self._reply(connection, connection.send(_pack(("AUTH", *credentials))))
            if self.db:
                await self._reply(connection, connection.send(_pack(("SELECT", self.db))))
        except BaseException:
            connection.close("The store refused the connection's setup.")
            raise
        self._connection = connection
        return connection


def _pack(args: tuple[Any, ...]) -> bytes:
    """The command's RESP bytes."""
    packed: bytes = hiredis.pack_command(args)
    return packed


def _expire(connection: _Connection, future: asyncio.Future[Any]) -> None:
    """A command's time is up: it fails with ``TimeoutError``, and the connection closes under the ones behind."""
    if not future.done():
        future.set_exception(exceptions.TimeoutError("Timeout reading from the store"))
        connection.close("Connection closed: a command before this one timed out.")
