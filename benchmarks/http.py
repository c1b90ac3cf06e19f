"""HTTP load: the act endpoint (and the view) against ``/healthz`` of the same server, in one run, under wrk.

    python benchmarks/http.py [--duration 10] [--connections 8] [--redis-url redis://...]

Starts a throwaway ``redis-server`` (unless ``--redis-url``) and ``osmica serve`` with one worker process,
then runs wrk for ``--duration`` seconds on each of: ``GET /healthz``, ``GET`` a seat's view, ``POST
.../actions`` and ``GET /healthz`` again (ratios are to the mean of the two ``/healthz`` runs). Every wrk
connection owns one crazy-eights match and sends it a sequence of actions that the engine, replaying the same
seed, found legal one after another: so nearly every act is accepted and the figure is that of real,
committed actions. Prints requests per second, p50 and p99 latency, the ratios to ``/healthz`` and the Redis
commands per view and per act (``INFO commandstats``). Client and server share the machine: compare the
ratios, not the absolute numbers.
"""

from __future__ import annotations

import sys
from pathlib import Path

# Run as a script, this file's directory comes first on sys.path, and its name would shadow the standard
# library's ``http`` package: put the repository root there instead.
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

import argparse  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
from typing import Any  # noqa: E402

import httpx  # noqa: E402
import msgspec  # noqa: E402
import redis  # noqa: E402

from engine.registry import get  # noqa: E402
from tests.servers import RedisServer, ServiceProcess  # noqa: E402

VARIANT = "crazy-eights"
OPTIONS = {"stock_exhausted": "reshuffle_keep_top", "target": 1_000_000}

LUA = r"""
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("id", counter)
end

function init(args)
  mode, dir = args[1], args[2]
  steps, pos = {}, 1
  for line in io.lines(dir .. "/" .. id .. ".txt") do
    local path, token, body = line:match("^(%S+)\t(%S+)\t(.*)$")
    steps[#steps + 1] = {path = path, token = token, body = body}
  end
end

function request()
  local step = steps[math.min(pos, #steps)]
  local headers = {["Authorization"] = "Bearer " .. step.token, ["Content-Type"] = "application/json"}
  if mode == "act" then
    return wrk.format("POST", step.path .. "/actions", headers, step.body)
  end
  return wrk.format("GET", step.path, headers)
end

function response(status, headers, body)
  if mode == "act" then pos = pos + 1 end
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests": %d, "duration_us": %d, "p50_us": %d, "p99_us": %d, "non_2xx": %d, "socket_errors": %d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), errors.status,
    errors.connect + errors.read + errors.write + errors.timeout))
end
"""


def action_sequence(seed: int, steps: int) -> list[tuple[int, dict[str, Any]]]:
    """Actions the engine accepts one after another in the match of ``seed`` (what the server will see)."""
    variant = get(VARIANT)
    state = variant.new_match(2, msgspec.convert(OPTIONS, variant.options_type), seed=seed)
    rng = random.Random(seed)
    out = []
    for _ in range(steps):
        seat = variant.turn(state)
        if seat is None:
            break
        action = rng.choice(variant.legal_actions(state, seat))
        out.append((seat, msgspec.to_builtins(action)))
        state, _ = variant.apply(state, seat, action)
    return out


def wrk(url: str, mode: str, directory: Path, connections: int, duration: int) -> dict[str, float]:
    script = directory / "bench.lua"
    script.write_text(LUA)
    command = ["wrk", "-t", str(connections), "-c", str(connections), "-d", f"{duration}s", "-s", str(script),
               url, "--", mode, str(directory)]  # fmt: skip
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    line = next(line for line in output.splitlines() if line.startswith("{"))
    result = json.loads(line)
    seconds = result["duration_us"] / 1e6
    figures = {"rps": result["requests"] / seconds, "p50_ms": result["p50_us"] / 1000}
    return {**figures, "p99_ms": result["p99_us"] / 1000, "requests": result["requests"], "non_2xx": result["non_2xx"]}


def commandstats(client: redis.Redis) -> dict[str, int]:
    stats: dict[str, Any] = client.info("commandstats")  # type: ignore[assignment]
    return {k.removeprefix("cmdstat_"): int(v["calls"]) for k, v in stats.items() if int(v["calls"])}


def per(calls: dict[str, int], count: float) -> str:
    shown = {k: v for k, v in sorted(calls.items()) if k not in {"info", "config|resetstat"}}
    return ", ".join(f"{k} {v / max(count, 1):.2f}" for k, v in shown.items())


def main() -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--duration", type=int, default=10, help="seconds per wrk run")
    args.add_argument("--connections", type=int, default=8, help="wrk connections (one thread and match each)")
    args.add_argument("--redis-url", help="use this Redis instead of a throwaway redis-server (it is reset-stat'ed)")
    opts = args.parse_args()
    if shutil.which("wrk") is None:
        print("wrk is not installed (apt-get install wrk)", file=sys.stderr)
        return 1
    directory = Path(tempfile.mkdtemp(prefix="osmica-bench-"))
    server = None if opts.redis_url else RedisServer(directory / "redis").start()
    redis_url = opts.redis_url or server.url  # type: ignore[union-attr]
    service = ServiceProcess(redis_url, log=directory / "osmica.log", workers=1).start()
    try:
        client = httpx.Client(base_url=service.base_url, timeout=30)
        steps = opts.duration * 4000 // opts.connections + 100
        for thread in range(1, opts.connections + 1):
            created = client.post(f"/v1/{VARIANT}/games", json={"players": 2, "seed": thread, "options": OPTIONS})
            created.raise_for_status()
            game = created.json()
            path = f"/v1/{VARIANT}/games/{game['game_id']}"
            tokens = [s["token"] for s in game["seats"]]
            lines = [f"{path}\t{tokens[seat]}\t{json.dumps(action)}" for seat, action in action_sequence(thread, steps)]
            (directory / f"{thread}.txt").write_text("\n".join(lines) + "\n")

        store = redis.Redis.from_url(redis_url)
        results = {"healthz": wrk(service.base_url + "/healthz", "healthz", directory, opts.connections, opts.duration)}
        store.config_resetstat()
        results["view"] = wrk(service.base_url, "view", directory, opts.connections, opts.duration)
        view_calls = commandstats(store)
        store.config_resetstat()
        results["act"] = wrk(service.base_url, "act", directory, opts.connections, opts.duration)
        act_calls = commandstats(store)
        results["healthz_after"] = wrk(
            service.base_url + "/healthz", "healthz", directory, opts.connections, opts.duration
        )
    finally:
        service.stop()
        if server is not None:
            server.stop()

    print(f"osmica HTTP benchmark: one server process, wrk -t{opts.connections} -c{opts.connections}, "
          f"{opts.duration} s per endpoint")  # fmt: skip
    print(f"{'endpoint':<28}{'req/s':>10}{'p50 ms':>10}{'p99 ms':>10}{'vs healthz':>12}{'non-2xx':>9}")
    base = (results["healthz"]["rps"] + results["healthz_after"]["rps"]) / 2
    names = {"healthz": "GET /healthz (first)", "view": "GET .../games/{id} (seat)", "act": "POST .../actions",
             "healthz_after": "GET /healthz (last)"}  # fmt: skip
    for key, name in names.items():
        r = results[key]
        print(f"{name:<28}{r['rps']:>10.0f}{r['p50_ms']:>10.2f}{r['p99_ms']:>10.2f}{r['rps'] / base:>12.2f}"
              f"{r['non_2xx']:>9.0f}")  # fmt: skip
    commits = act_calls.get("evalsha", 0)
    print("Redis commands per view:", per(view_calls, results["view"]["requests"]))
    print(f"Redis commands per accepted act ({commits} commits):", per(act_calls, commits))
    print("Round trips: view 1 (HGET); act 2 (HGET, then EVALSHA of the write script; the HGET, HSET, RPUSH and "
          "EXPIREs above run inside the script)")  # fmt: skip
    shutil.rmtree(directory, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
