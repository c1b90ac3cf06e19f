"""What presence costs: Redis writes per connected seat per minute, and what 1,000 open seat streams add.

    python benchmarks/presence.py [--streams 1000] [--duration 60] [--refresh 10] [--window 30]

Starts a throwaway ``redis-server`` and one ``osmica serve`` process with one worker (presence settings as given;
the defaults are the service's), creates ``--streams / 4`` Crazy Eights matches of four seats and measures three
idle phases of ``--duration`` seconds each, in the same run, with no action:

0. **no streams**: the matches exist, nobody watches them;
1. **baseline**: ``--streams`` streams, every one a spectator's (no token: no seat is connected, presence writes
   nothing);
2. **presence**: as many streams, every one a seat's (each seat of each match holds one: every seat connected).

Each phase starts once all its streams are open and their first writes (the seats' arrival: one presence write and
one notice each, which every stream of the match reads once) are done, and a few seconds more. Per phase: Redis
commands per second (``INFO stats``), the write commands among them (``INFO commandstats``: the calls of ``ZADD``,
``PEXPIRE``, ``HSET``, ``RPUSH``, ``EXPIRE``, ``ZREM``, scripts' own commands included), Redis's CPU and the
server's CPU (``/proc``, as a share of one core). The figures: presence's writes per connected seat per minute
(phase 2 less phase 1), the ratios of phase 2 to phase 1 (what presence adds to as many streams) and of phases 1 and
2 to phase 0 (what the streams add). Then the streams are closed and the time until every seat is announced gone is
measured (the latency of a ``presence … connected: false`` event; bounded by window + refresh + the sweep period,
docs/presence.md).
Compare the runs of one machine, not absolute numbers across machines.
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
import tempfile  # noqa: E402
import time  # noqa: E402
from typing import Any  # noqa: E402

import httpx  # noqa: E402

from benchmarks.streams import Subscriber, cpu_seconds  # noqa: E402
from tests.servers import RedisServer, ServiceProcess  # noqa: E402

PLAYERS = 4
WRITES = ("zadd", "pexpire", "hset", "rpush", "expire", "zrem")
SETTLE = 3.0
"""Seconds after the streams are open before a phase is measured."""


def redis_cpu(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def counters(redis: Any) -> dict[str, int]:
    stats = redis.info("commandstats")
    out = {name: int(stats.get(f"cmdstat_{name}", {}).get("calls", 0)) for name in WRITES}
    out["evalsha"] = int(stats.get("cmdstat_evalsha", {}).get("calls", 0))
    out["total"] = int(redis.info("stats")["total_commands_processed"])
    return out


async def phase(
    name: str, port: int, group: int, redis: Any, redis_pid: int, streams: list[tuple[str, str | None]], duration: float
) -> tuple[dict[str, float], list[Subscriber]]:
    subscribers = [Subscriber(port, path, token) for path, token in streams]
    for start in range(0, len(subscribers), 50):
        batch = subscribers[start : start + 50]
        for sub in batch:
            sub.task = asyncio.create_task(sub.run())
        await asyncio.wait_for(asyncio.gather(*(s.ready.wait() for s in batch)), 120)
    await asyncio.sleep(SETTLE)
    before, cpu0, rcpu0, t0 = counters(redis), cpu_seconds(group), redis_cpu(redis_pid), time.monotonic()
    await asyncio.sleep(duration)
    after, cpu1, rcpu1, t1 = counters(redis), cpu_seconds(group), redis_cpu(redis_pid), time.monotonic()
    seconds = t1 - t0
    figures = {
        "seconds": seconds,
        "commands/s": (after["total"] - before["total"]) / seconds,
        "writes/s": sum(after[w] - before[w] for w in WRITES) / seconds,
        "evalsha/s": (after["evalsha"] - before["evalsha"]) / seconds,
        "server CPU %": 100 * (cpu1 - cpu0) / seconds,
        "Redis CPU %": 100 * (rcpu1 - rcpu0) / seconds,
    }
    print(f"{name}: " + ", ".join(f"{k} {v:.2f}" for k, v in figures.items()), flush=True)
    return figures, subscribers


async def close(subscribers: list[Subscriber]) -> None:
    for sub in subscribers:
        assert sub.task is not None
        sub.task.cancel()
    await asyncio.gather(*(s.task for s in subscribers if s.task), return_exceptions=True)


async def bench(args: argparse.Namespace, port: int, group: int, redis_server: RedisServer) -> None:
    redis = redis_server.client()
    redis_pid = int(redis.info("server")["process_id"])
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:
        games = []
        for _ in range(args.streams // PLAYERS):
            created = (await client.post("/v1/crazy-eights/games", json={"players": PLAYERS})).json()
            games.append((f"/v1/crazy-eights/games/{created['game_id']}", [s["token"] for s in created["seats"]]))
        spectators = [(path, None) for path, _ in games for _ in range(PLAYERS)]
        seats = [(path, token) for path, tokens in games for token in tokens]

        measured = (port, group, redis, redis_pid)
        idle, _ = await phase("no streams", *measured, [], args.duration)
        base, subs = await phase("baseline (spectator streams)", *measured, spectators, args.duration)
        await close(subs)
        with_presence, subs = await phase("presence (seat streams)", *measured, seats, args.duration)
        connected = 0
        for path, _ in games:
            connected += sum((await client.get(path)).json()["connected"])
        await close(subs)
        closed = time.monotonic()
        gone_after: float | None = None
        while time.monotonic() - closed < 3 * (args.window + args.refresh) + 30:
            views = [(await client.get(path)).json()["connected"] for path, _ in games]
            if not any(any(v) for v in views):
                gone_after = time.monotonic() - closed
                break
            await asyncio.sleep(0.5)

    seats_connected = len(seats)
    minutes = with_presence["seconds"] / 60
    added = (with_presence["writes/s"] - base["writes/s"]) * with_presence["seconds"]
    print(f"{len(seats)} streams over {len(games)} matches, one worker", end="")
    print(f"; window {args.window} s, refresh {args.refresh} s")
    print(f"seats connected during the presence phase (views): {connected} of {seats_connected}")
    print(f"Redis write commands added per connected seat per minute: {added / seats_connected / minutes:.2f}")
    added_scripts = (with_presence["evalsha/s"] - base["evalsha/s"]) * with_presence["seconds"]
    per_seat = added_scripts / seats_connected / minutes
    print(f"presence scripts (EVALSHA) added per connected seat per minute: {per_seat:.2f}")
    for key in ("commands/s", "writes/s", "server CPU %", "Redis CPU %"):
        ratio = with_presence[key] / base[key] if base[key] else float("inf")
        print(
            f"{key}: no streams {idle[key]:.2f}, spectator streams {base[key]:.2f}, seat streams "
            f"{with_presence[key]:.2f}; seat/spectator {ratio:.2f}; over none, seat streams add "
            f"{with_presence[key] - idle[key]:.2f} and spectator streams {base[key] - idle[key]:.2f}"
        )
    print(
        "all seats announced gone after the streams closed: "
        + ("not within the bound" if gone_after is None else f"{gone_after:.1f} s")
    )
    print(f"machine load average at the end (1, 5, 15 min; {os.cpu_count()} cores): {os.getloadavg()}")
    redis.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--duration", type=float, default=60.0, help="seconds measured per phase")
    parser.add_argument("--window", type=float, default=30.0, help="OSMICA_PRESENCE_WINDOW")
    parser.add_argument("--refresh", type=float, default=10.0, help="OSMICA_PRESENCE_REFRESH")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="osmica-bench-presence-") as tmp:
        directory = Path(tmp)
        redis_server = RedisServer(directory / "redis").start()
        env = {
            "TMPDIR": tmp,
            "OSMICA_ACCESS_LOG": "false",
            "OSMICA_PRESENCE_WINDOW": str(args.window),
            "OSMICA_PRESENCE_REFRESH": str(args.refresh),
        }
        process = ServiceProcess(redis_server.url, log=directory / "osmica.log", env=env).start()
        try:
            assert process.process is not None
            asyncio.run(bench(args, process.port, process.process.pid, redis_server))
        finally:
            process.stop()
            redis_server.stop()


if __name__ == "__main__":
    main()
