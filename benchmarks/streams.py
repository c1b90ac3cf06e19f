"""Event streams at scale: many subscribers on one worker, matches acting at a steady rate.

    python benchmarks/streams.py [--subscribers 1000] [--matches 10] [--rate 1] [--duration 30]

Starts a throwaway ``redis-server`` and one ``osmica serve`` process with one worker, creates ``--matches``
Crazy Eights matches (4 seats) and opens ``--subscribers`` streams on them, spread evenly (per match: the
spectator and every seat in turn). Then every match acts ``--rate`` times a second for ``--duration`` seconds
(one actor per match: the seat to act sends its first legal action; the matches take turns evenly over each
interval, a steady stream of acts rather than bursts of all of them at once). Each subscriber notes when each event
``id`` arrives; the figures:

- delivery latency: from the moment the act's response reached the actor to the moment the event's message
  reached a subscriber, over every (event, subscriber) pair, p50 / p99 / max (negative: the message came
  before the act's own response, which the service sends after the commit that announced it);
- deliveries lost (an event that some subscriber never received) and out-of-order or repeated ids;
- server CPU time per delivery during the acts (``/proc``: barely swings with the machine's other load);
- server memory per subscriber: the growth of the resident set (server and worker, ``/proc``) from before the
  streams were opened to after the run, divided by the subscribers;
- Redis connections held by the server (``INFO clients`` less the benchmark's own), with no stream, with a
  tenth of the subscribers and with all of them; and ``PUBSUB SHARDNUMSUB`` per match channel. The streams
  are opened ``--open-concurrency`` at a time: the server's connection pool keeps as many connections as
  Redis commands it once ran at the same moment (here, the checks of streams being opened together), and the
  figures show that an open stream holds none.

The subscribers are raw asyncio connections in this process (one event loop, no HTTP client library: the
client must stay light, it shares the machine's cores with the server and Redis). Compare the runs of one
machine, not absolute numbers across machines.
"""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

import argparse  # noqa: E402
import asyncio  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import statistics  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from typing import Any  # noqa: E402

import httpx  # noqa: E402

from service.store.records import notify_channel  # noqa: E402
from tests.servers import RedisServer, ServiceProcess  # noqa: E402

PLAYERS = 4
OPTIONS = {"target": 100000, "stock_exhausted": "reshuffle_keep_top"}
_ID = re.compile(rb"\nid: (\d+)\n")


class Subscriber:
    """One raw ``GET .../stream``: notes the arrival time of each event id."""

    def __init__(self, port: int, path: str, token: str | None) -> None:
        self.port = port
        self.path = path
        self.token = token
        self.arrivals: dict[int, float] = {}
        self.order: list[int] = []
        self.ready = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    async def run(self) -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        auth = f"Authorization: Bearer {self.token}\r\n" if self.token else ""
        writer.write(
            f"GET {self.path}/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n{auth}\r\n".encode()
        )
        await writer.drain()
        buffer = b""
        try:
            while chunk := await reader.read(65536):
                now = time.monotonic()
                buffer += chunk
                if not self.ready.is_set() and b": ready" in buffer:
                    self.ready.set()
                for match in _ID.finditer(buffer):
                    seq = int(match.group(1))
                    self.order.append(seq)
                    self.arrivals.setdefault(seq, now)
                buffer = buffer[buffer.rfind(b"\n") :]  # an id line cut in two is completed by the next read
        finally:
            writer.close()


async def act_loop(
    client: httpx.AsyncClient, path: str, tokens: list[str], rate: float, until: float, phase: float
) -> list[Any]:
    """Act ``rate`` times a second until ``until``, the first time after ``phase`` of an interval (the matches
    spread their acts evenly); returns (response time, request time, seqs) per act."""
    acts = []
    interval = 1.0 / rate
    next_at = time.monotonic() + phase * interval
    while next_at < until:
        await asyncio.sleep(max(0.0, next_at - time.monotonic()))
        spectator = (await client.get(path)).json()
        seat = spectator["turn"]
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        legal = (await client.get(path, headers=auth)).json()["legal_actions"]
        sent = time.monotonic()
        response = await client.post(path + "/actions", json=legal[0], headers=auth)
        answered = time.monotonic()
        assert response.status_code == 200, response.text
        acts.append((answered, sent, [e["seq"] for e in response.json()["events"]]))
        next_at += interval
    return acts


def group_processes(group: int) -> list[tuple[str, list[str]]]:
    """(pid, fields of /proc/<pid>/stat after the command) of every process in a process group."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rpartition(")")[2].split()
        except OSError:
            continue
        if int(fields[2]) == group:  # pgrp
            found.append((entry, fields))
    return found


def rss_kib(group: int) -> int:
    """Resident memory of the server and its worker."""
    total = 0
    for pid, _ in group_processes(group):
        try:
            with open(f"/proc/{pid}/status") as f:
                total += int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))  # type: ignore[union-attr]
        except (OSError, AttributeError):
            continue
    return total


def cpu_seconds(group: int) -> float:
    """User + system CPU time of the server and its worker."""
    ticks = sum(int(fields[11]) + int(fields[12]) for _, fields in group_processes(group))
    return ticks / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


async def bench(args: argparse.Namespace, port: int, group: int, redis_server: RedisServer) -> None:
    redis = redis_server.client()

    def connections() -> int:
        return int(redis.info("clients")["connected_clients"]) - 1  # less this one

    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
        games = []
        for i in range(args.matches):
            created = (
                await client.post("/v1/crazy-eights/games", json={"players": PLAYERS, "seed": i, "options": OPTIONS})
            ).json()
            games.append((f"/v1/crazy-eights/games/{created['game_id']}", [s["token"] for s in created["seats"]]))
        await client.get("/readyz")
        held = {"0 streams": connections()}
        rss_before = rss_kib(group)
        subscribers = []
        for n in range(args.subscribers):
            path, tokens = games[n % args.matches]
            viewer = (n // args.matches) % (PLAYERS + 1)
            subscribers.append(Subscriber(port, path, None if viewer == PLAYERS else tokens[viewer]))
        tenth = max(1, args.subscribers // 10)
        opened = time.monotonic()
        for i, sub in enumerate(subscribers):
            sub.task = asyncio.create_task(sub.run())
            if (i + 1) % args.open_concurrency == 0 or i + 1 == len(subscribers):
                await asyncio.wait_for(asyncio.gather(*(s.ready.wait() for s in subscribers[: i + 1])), 120)
            if i + 1 == tenth:
                held[f"{tenth} streams"] = connections()
        open_seconds = time.monotonic() - opened
        held[f"{len(subscribers)} streams"] = connections()
        shard = [
            int(redis.execute_command("PUBSUB", "SHARDNUMSUB", notify_channel(path.rsplit("/", 1)[1]))[1])
            for path, _ in games
        ]
        until = time.monotonic() + args.duration
        cpu_start = cpu_seconds(group)
        started = time.monotonic()
        results = await asyncio.gather(
            *(
                act_loop(client, path, tokens, args.rate, until, i / len(games))
                for i, (path, tokens) in enumerate(games)
            )
        )
        acted = time.monotonic() - started
        # let the last deliveries arrive: until every subscriber has the last seq of its match (bounded)
        last = [max((s for a in acts for s in a[2]), default=0) for acts in results]
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and any(
            last[i % args.matches] not in sub.arrivals for i, sub in enumerate(subscribers)
        ):
            await asyncio.sleep(0.05)
        cpu = cpu_seconds(group) - cpu_start
        held["during the run"] = connections()
        rss_after = rss_kib(group)
        for sub in subscribers:
            assert sub.task is not None
            sub.task.cancel()
        await asyncio.gather(*(s.task for s in subscribers if s.task), return_exceptions=True)

    latencies, from_request, lost, disorder = [], [], 0, 0
    for i, sub in enumerate(subscribers):
        acts = results[i % args.matches]
        for answered, sent, seqs in acts:
            for seq in seqs:
                arrived = sub.arrivals.get(seq)
                if arrived is None:
                    lost += 1
                    continue
                latencies.append((arrived - answered) * 1000)
                from_request.append((arrived - sent) * 1000)
        if sub.order != sorted(set(sub.order)):
            disorder += 1
    total_acts = sum(len(a) for a in results)
    print(f"subscribers {len(subscribers)} over {args.matches} matches, one worker; opened in {open_seconds:.1f} s")
    print(f"acts {total_acts} in {acted:.1f} s ({total_acts / acted:.1f}/s); deliveries {len(latencies)}")
    print(f"machine load average at the end (1, 5, 15 min; {os.cpu_count()} cores): {os.getloadavg()}")
    print(
        "delivery latency after the act's response (ms): "
        f"p50 {statistics.median(latencies):.1f}  p99 {percentile(latencies, 99):.1f}  max {max(latencies):.1f}"
    )
    print(
        "delivery latency after the act was sent (ms):    "
        f"p50 {statistics.median(from_request):.1f}  p99 {percentile(from_request, 99):.1f}"
    )
    print(f"deliveries lost {lost}; subscribers with ids out of order or repeated {disorder}")
    per_subscriber = (rss_after - rss_before) / len(subscribers)
    print(f"server memory: {rss_before} KiB before, {rss_after} KiB after: {per_subscriber:.1f} KiB per subscriber")
    print(
        f"server CPU during the acts: {cpu * 1000:.0f} ms, {cpu * 1e6 / max(1, len(latencies)):.0f} us per delivery "
        f"(acts and their requests included)"
    )
    print("Redis connections held by the server: " + ", ".join(f"{k}: {v}" for k, v in held.items()))
    print(f"shard subscribers per match channel: {sorted(set(shard))}")
    redis.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--subscribers", type=int, default=1000)
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument("--rate", type=float, default=1.0, help="actions per second per match")
    parser.add_argument("--duration", type=float, default=30.0, help="seconds of acting")
    parser.add_argument(
        "--open-concurrency", type=int, default=20, help="streams opened at once while ramping up (then the next batch)"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="osmica-bench-streams-") as tmp:
        directory = Path(tmp)
        redis_server = RedisServer(directory / "redis").start()
        env = {"TMPDIR": tmp, "OSMICA_ACCESS_LOG": "false"}
        process = ServiceProcess(redis_server.url, log=directory / "osmica.log", env=env).start()
        try:
            assert process.process is not None
            asyncio.run(bench(args, process.port, process.process.pid, redis_server))
        finally:
            process.stop()
            redis_server.stop()


if __name__ == "__main__":
    main()
