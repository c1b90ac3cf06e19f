"""The cost of the operations layer: metrics, access log and rate limit, on a seat's view, under wrk.

    python benchmarks/ops.py [--duration 5] [--rounds 3] [--connections 4]
    python benchmarks/ops.py --in-process [--requests 500] [--rounds 15]

Starts one throwaway ``redis-server`` and five ``osmica serve`` processes (one worker each) that differ only
in their settings, then runs wrk on ``GET /v1/crazy-eights/games/{id}`` with a seat's token against each, in
``--rounds`` rounds (the order rotates each round) so that load from elsewhere hits every configuration
alike. Prints, per configuration, the median requests per second and p50/p99 latency, the CPU time the
server (all its processes) and Redis spent per request (``/proc/<pid>/stat``, ``INFO cpu``) and the Redis
commands per request (``INFO commandstats``). Client and server share the machine, so throughput swings with
whatever else runs; CPU time per request barely does: compare that, and ratios, not absolute numbers.

``--in-process`` measures the same five configurations without servers or wrk: five apps in this process
(in prometheus_client's multiprocess mode, as ``osmica serve`` runs them), each called directly as an ASGI app
(no HTTP client, no sockets but Redis's), batches of ``--requests`` views interleaved over ``--rounds`` rounds,
CPU time (``process_time``) per request. The differences to the bare configuration are what metrics, the
access log (to /dev/null) and the rate limit cost per request: the most stable figures on a shared machine.
"""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
from typing import Any  # noqa: E402

import httpx  # noqa: E402

from tests.servers import RedisServer, ServiceProcess  # noqa: E402

OFF = {"OSMICA_METRICS": "false", "OSMICA_ACCESS_LOG": "false"}
UNLIMITED = "1000000000"
CONFIGS: dict[str, dict[str, str]] = {
    "bare (no metrics, no access log)": OFF,
    "metrics": {"OSMICA_ACCESS_LOG": "false"},
    "metrics + access log (default)": {},
    "default + rate limit, redis": {"OSMICA_RATE_LIMIT": UNLIMITED, "OSMICA_RATE_LIMIT_BACKEND": "redis"},
    "default + rate limit, local": {"OSMICA_RATE_LIMIT": UNLIMITED, "OSMICA_RATE_LIMIT_BACKEND": "local"},
}
_LATENCY = re.compile(r"^\s+(50|99)(?:\.0+)?%\s+([\d.]+)(us|ms|s)\s*$", re.M)
_UNIT = {"us": 0.001, "ms": 1.0, "s": 1000.0}


def wrk(url: str, token: str, connections: int, duration: int) -> dict[str, float]:
    command = ["wrk", "-t", "1", "-c", str(connections), "-d", f"{duration}s", "--latency",
               "-H", f"Authorization: Bearer {token}", url]  # fmt: skip
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))  # type: ignore[union-attr]
    latency = {p: float(v) * _UNIT[u] for p, v, u in _LATENCY.findall(output)}
    total = int(re.search(r"(\d+) requests in", output).group(1))  # type: ignore[union-attr]
    return {"rps": rps, "p50": latency["50"], "p99": latency["99"], "requests": total}


def cpu_seconds(group: int) -> float:
    """User + system CPU time of every process in a process group (the server and its workers)."""
    ticks = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rpartition(")")[2].split()
        except OSError:
            continue
        if int(fields[2]) == group:  # pgrp
            ticks += int(fields[11]) + int(fields[12])  # utime, stime
    return ticks / os.sysconf("SC_CLK_TCK")


def redis_cpu(store: object) -> float:
    info = store.info("cpu")  # type: ignore[attr-defined]
    return float(info["used_cpu_user"]) + float(info["used_cpu_sys"])


def in_process(requests: int, rounds: int) -> int:
    import asyncio
    import contextlib
    import time

    metrics_dir = tempfile.mkdtemp(prefix="osmica-ops-bench-metrics-")
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir  # before prometheus_client is imported, as serve does
    from service.edge.app import create_app
    from service.ops.logs import configure
    from service.ops.settings import Settings

    directory = Path(tempfile.mkdtemp(prefix="osmica-ops-bench-"))
    redis_server = RedisServer(directory / "redis").start()
    devnull = open(os.devnull, "w")  # noqa: SIM115 - the access log's sink for the whole run
    configure("json", "info")
    import logging

    for handler in logging.getLogger("osmica").handlers:
        handler.setStream(devnull)  # type: ignore[attr-defined]
    store = redis_server.client()

    async def call(app: Any, method: str, path: str, headers: dict[str, str], body: bytes = b"") -> Any:
        """One request straight into the ASGI app; returns (status, body)."""
        scope = {
            "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method, "scheme": "http",
            "path": path, "raw_path": path.encode(), "query_string": b"", "root_path": "",
            "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()],
            "client": ("127.0.0.1", 40000), "server": ("127.0.0.1", 8000),
        }  # fmt: skip
        out: dict[str, Any] = {"body": b""}

        async def receive() -> dict[str, Any]:
            return {"type": "http.request", "body": body, "more_body": False}

        async def send(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                out["status"] = message["status"]
            else:
                out["body"] += message.get("body", b"")

        await app(scope, receive, send)
        return out["status"], out["body"]

    async def run() -> dict[str, list[tuple[float, float]]]:
        samples: dict[str, list[tuple[float, float]]] = {name: [] for name in CONFIGS}
        async with contextlib.AsyncExitStack() as stack:
            targets = {}
            for name, env in CONFIGS.items():
                app = create_app(Settings.from_env({**env, "OSMICA_REDIS_URL": redis_server.url}))
                await stack.enter_async_context(app.lifespan())
                json_body = {"content-type": "application/json"}
                status, raw = await call(app, "POST", "/v1/crazy-eights/games", json_body, b'{"players": 2}')
                assert status == 201, raw
                game = json.loads(raw)
                auth = {"authorization": f"Bearer {game['seats'][0]['token']}", "host": "osmica"}
                targets[name] = (app, f"/v1/crazy-eights/games/{game['game_id']}", auth)
            names = list(CONFIGS)
            for round_ in range(rounds):
                for name in names[round_ % len(names) :] + names[: round_ % len(names)]:
                    app, path, auth = targets[name]
                    cpu, redis_before = time.process_time(), redis_cpu(store)
                    for _ in range(requests):
                        status, _ = await call(app, "GET", path, auth)
                        assert status == 200
                    cpu_us = (time.process_time() - cpu) * 1e6 / requests
                    samples[name].append((cpu_us, (redis_cpu(store) - redis_before) * 1e6 / requests))
        return samples

    try:
        samples = asyncio.run(run())
    finally:
        redis_server.stop()
        shutil.rmtree(directory, ignore_errors=True)
        shutil.rmtree(metrics_dir, ignore_errors=True)
    print(f"osmica operations overhead in process: GET a seat's view through Litestar's test client, "
          f"{requests} requests x {rounds} rounds per configuration (medians)")  # fmt: skip
    print(f"{'configuration':<34}{'CPU us/req':>12}{'+ vs bare':>11}{'Redis CPU us/req':>18}")
    base = statistics.median(c for c, _ in samples[next(iter(CONFIGS))])
    for name, values in samples.items():
        cpu = statistics.median(c for c, _ in values)
        redis_us = statistics.median(r for _, r in values)
        print(f"{name:<34}{cpu:>12.0f}{cpu - base:>+11.0f}{redis_us:>18.1f}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    parser.add_argument("--rounds", type=int, help="runs per configuration, median reported (3; in process 15)")
    parser.add_argument("--connections", type=int, default=4, help="wrk connections")
    parser.add_argument("--in-process", action="store_true", help="no servers, no wrk: CPU time per request")
    parser.add_argument("--requests", type=int, default=500, help="--in-process: requests per batch")
    opts = parser.parse_args()
    if opts.in_process:
        return in_process(opts.requests, opts.rounds or 15)
    opts.rounds = opts.rounds or 3
    if shutil.which("wrk") is None:
        print("wrk is not installed (apt-get install wrk)", file=sys.stderr)
        return 1
    directory = Path(tempfile.mkdtemp(prefix="osmica-ops-bench-"))
    redis_server = RedisServer(directory / "redis").start()
    services = {}
    results: dict[str, list[dict[str, float]]] = {name: [] for name in CONFIGS}
    per_request: dict[str, str] = {}
    try:
        for i, (name, env) in enumerate(CONFIGS.items()):
            services[name] = ServiceProcess(redis_server.url, log=directory / f"osmica-{i}.log", env=env).start()
        targets = {}
        for name, service in services.items():
            created = httpx.post(service.base_url + "/v1/crazy-eights/games", json={"players": 2, "seed": 1})
            game = created.json()
            targets[name] = (f"{service.base_url}/v1/crazy-eights/games/{game['game_id']}", game["seats"][0]["token"])
        names = list(CONFIGS)
        store = redis_server.client()
        for round_ in range(opts.rounds):
            for name in names[round_ % len(names) :] + names[: round_ % len(names)]:
                store.config_resetstat()
                group = services[name].process.pid  # type: ignore[union-attr]
                cpu, redis_before = cpu_seconds(group), redis_cpu(store)
                result = wrk(*targets[name], opts.connections, opts.duration)
                result["cpu_ms"] = (cpu_seconds(group) - cpu) * 1000 / result["requests"]
                result["redis_us"] = (redis_cpu(store) - redis_before) * 1e6 / result["requests"]
                results[name].append(result)
                stats = store.info("commandstats")
                calls = {k.removeprefix("cmdstat_"): int(v["calls"]) for k, v in stats.items()}
                skip = {"info", "config|resetstat"}
                calls = {k: v for k, v in calls.items() if k not in skip and v >= result["requests"] / 100}
                per_request[name] = ", ".join(f"{k} {v / result['requests']:.2f}" for k, v in sorted(calls.items()))
    finally:
        for service in services.values():
            service.stop()
        redis_server.stop()
        shutil.rmtree(directory, ignore_errors=True)

    print(f"osmica operations overhead: GET a seat's view, 1 worker per server, wrk -c{opts.connections}, "
          f"{opts.duration} s x {opts.rounds} rounds (medians)")  # fmt: skip
    print(f"{'configuration':<34}{'req/s':>7}{'p50 ms':>8}{'p99 ms':>8}{'server CPU ms/req':>19}{'vs bare':>9}"
          f"{'Redis CPU us/req':>18}  Redis commands per request")  # fmt: skip
    base = statistics.median(r["cpu_ms"] for r in results[names[0]])
    for name in names:
        med = {k: statistics.median(r[k] for r in results[name]) for k in ("rps", "p50", "p99", "cpu_ms", "redis_us")}
        print(f"{name:<34}{med['rps']:>7.0f}{med['p50']:>8.2f}{med['p99']:>8.2f}{med['cpu_ms']:>19.3f}"
              f"{med['cpu_ms'] / base:>9.2f}{med['redis_us']:>18.1f}  {per_request[name]}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
