"""HTTP load: osmica's seat view and act against floors measured in the same run, under wrk.

    python benchmarks/http.py [--duration 5] [--repeat 3] [--workers 1 [2 ...]] [--connections 32] [--threads N]
                              [--setting OSMICA_NAME=value ...]

Starts a throwaway ``redis-server`` (unless ``--redis-url``), ``osmica serve`` with its default settings (access log
and metrics on; ``--setting`` changes one) and the floor app of benchmarks/floors.py, both with ``--workers``
granian workers on the same settings. Then, for each repetition, runs wrk for ``--duration`` seconds on each of:

* ``bare``: a bare Litestar JSON route; ``hget``: the same doing one ``HGET`` of a match's record;
  ``hget+evalsha``: a ``POST`` doing that ``HGET`` and an ``EVALSHA`` of a trivial script (the floors, with
  redis-py's client); the last two again on the store's pipelined connections;
* osmica's ``GET /healthz``, a seat's view (one ``HGET``) and ``POST .../actions`` (``HGET`` + ``EVALSHA``);
* the view and the act again as a browser on another origin sends them: with an ``Origin`` that osmica's server
  allows (``OSMICA_CORS_ORIGINS``, set to it unless ``--setting`` says otherwise), answered with CORS's headers.

Ratios: healthz / bare, view / hget, act / hget+evalsha, and the cross-origin view and act against the same floors,
each from one repetition (the floor runs before and after osmica's are averaged), and their medians over the
repetitions; then view and act against the pipelined floors (osmica's own overhead alone). The matches (sixteen per
connection, made fresh each repetition, and as many others for the cross-origin acts) are crazy-eights matches,
each sent a sequence of actions that the engine, replaying the same seed, found legal one after another: so
nearly every act is accepted and the figure is that of real, committed actions (non-2xx answers are counted). wrk
runs ``--threads`` threads, by default one per core the server's workers leave free (the largest ``--workers``
count's; at least one): threads beyond the cores distort every ratio. Client and server share the machine: compare
the ratios, not the absolute numbers. Prints the Redis commands per view and per act (``INFO commandstats``) of the
last repetition.

Each run also counts the CPU time (user + system, from /proc) that the server's processes, the Redis server (when
this benchmark started it) and wrk spent on it, per request. Their sum bounds what the machine can serve at those
costs: ``cores / (CPU per request)`` requests per second while the client and Redis share the cores (the costs
themselves move with the load: a saturated worker spends more per request than two busy ones). The summary prints
that bound as a multiple of the rate measured, and the cores the server kept busy (a granian worker's I/O threads
run beside its Python thread).

With several ``--workers`` counts (``--workers 1 2``) a pair of servers (osmica and the floors) runs for each count,
all at once on the same Redis, and every route is run on each pair in turn, with fresh matches for each. Each
count's rate is then compared with the first count's run just before it, repetition by repetition: the two runs of a
ratio are neighbours in time, so it holds when the shared machine's speed drifts between repetitions. An idle pair
costs next to nothing.
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
import os  # noqa: E402
import random  # noqa: E402
import resource  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from typing import Any  # noqa: E402

import httpx  # noqa: E402
import msgspec  # noqa: E402
import redis  # noqa: E402

from engine.bots import playable  # noqa: E402
from engine.registry import get  # noqa: E402
from tests.servers import RedisServer, ServiceProcess, free_port, wait_until  # noqa: E402

VARIANT = "crazy-eights"
OPTIONS = {"stock_exhausted": "reshuffle_keep_top", "target": 1_000_000}
MATCHES_PER_CONNECTION = 16
"""Each wrk thread sends its matches their requests in turn: a match's next action goes out only after the
requests of every other match of the thread (512 with 32 connections, over 100 ms at the rates measured here,
against a p99 latency under 60 ms), so its previous one has been answered: an act that overtook the one before
it would be refused, a cheaper request than a commit."""

LUA = r"""
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("id", counter)
end

function init(args)
  mode, dir, origin = args[1], args[2], args[3]
  cross = mode:sub(1, 1) == "x"
  if cross then mode = mode:sub(2) end
  matches, pos, k = {}, {}, 0
  for line in io.lines(dir .. "/" .. id .. ".txt") do
    local m, game, token, body = line:match("^(%d+)\t(%S+)\t(%S+)\t(.*)$")
    m = tonumber(m)
    if matches[m] == nil then matches[m] = {}; pos[m] = 1 end
    local steps = matches[m]
    steps[#steps + 1] = {game = game, token = token, body = body}
  end
  count = #matches
end

function request()
  if mode == "bare" then return wrk.format("GET", "/floor/bare") end
  if mode == "healthz" then return wrk.format("GET", "/healthz") end
  k = k % count + 1
  local steps, p = matches[k], pos[k]
  local step = steps[math.min(p, #steps)]
  local headers = {["Authorization"] = "Bearer " .. step.token}
  if cross then headers["Origin"] = origin end
  if mode == "hget" then return wrk.format("GET", "/floor/hget/" .. step.game, headers) end
  if mode == "phget" then return wrk.format("GET", "/floor/pipelined/hget/" .. step.game, headers) end
  if mode == "view" then return wrk.format("GET", "/v1/crazy-eights/games/" .. step.game, headers) end
  headers["Content-Type"] = "application/json"
  if mode == "write" then return wrk.format("POST", "/floor/write/" .. step.game, headers, step.body) end
  if mode == "pwrite" then return wrk.format("POST", "/floor/pipelined/write/" .. step.game, headers, step.body) end
  pos[k] = p + 1
  return wrk.format("POST", "/v1/crazy-eights/games/" .. step.game .. "/actions", headers, step.body)
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests": %d, "duration_us": %d, "p50_us": %d, "p99_us": %d, "non_2xx": %d, "socket_errors": %d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), errors.status,
    errors.connect + errors.read + errors.write + errors.timeout))
end
"""

ROWS = {
    "bare": "floor: bare Litestar route",
    "hget": "floor: + one HGET",
    "write": "floor: + HGET + EVALSHA",
    "phget": "floor: one HGET, pipelined",
    "pwrite": "floor: HGET + EVALSHA, pipelined",
    "healthz": "osmica GET /healthz",
    "view": "osmica seat view",
    "act": "osmica act",
    "xview": "osmica seat view, allowed Origin",
    "xact": "osmica act, allowed Origin",
}
RATIOS = {"healthz": "bare", "view": "hget", "act": "write", "xview": "hget", "xact": "write"}
SAME_CLIENT = {"view": "phget", "act": "pwrite", "xview": "phget", "xact": "pwrite"}
"""osmica's routes against the floors on the store's own client: its own overhead alone."""
FLOORS = ("bare", "hget", "write", "phget", "pwrite")
ORIGIN = "https://play.example.com"
"""The origin of the cross-origin runs (``xview``, ``xact``), one osmica's server allows."""
CROSS = "cross"
"""The subdirectory of a pair's matches with those the cross-origin acts play (acts use their matches up)."""


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
        action = rng.choice(playable(variant, state, seat))
        out.append((seat, msgspec.to_builtins(action)))
        state, _ = variant.apply(state, seat, action)
    return out


def prepare(client: httpx.Client, directory: Path, threads: int, matches: int, steps: int, seed0: int) -> None:
    """``matches`` new matches per wrk thread, each with its legal action sequence, in ``<thread>.txt``."""
    for thread in range(1, threads + 1):
        lines = []
        for m in range(1, matches + 1):
            seed = seed0 + thread * 1000 + m
            created = client.post(f"/v1/{VARIANT}/games", json={"players": 2, "seed": seed, "options": OPTIONS})
            created.raise_for_status()
            game = created.json()
            tokens = [s["token"] for s in game["seats"]]
            lines += [
                f"{m}\t{game['game_id']}\t{tokens[seat]}\t{json.dumps(action, separators=(',', ':'))}"
                for seat, action in action_sequence(seed, steps)
            ]
        (directory / f"{thread}.txt").write_text("\n".join(lines) + "\n")


def tree_cpu(root: int) -> float:
    """CPU seconds (user + system) spent so far by process ``root`` and its live descendants (Linux /proc)."""
    parent: dict[int, int] = {}
    ticks: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:  # the process ended meanwhile
            continue
        pid = int(stat.parent.name)  # after the name: state, ppid, ..., utime (12th), stime (13th)
        parent[pid] = int(fields[1])
        ticks[pid] = int(fields[11]) + int(fields[12])

    def descends(pid: int) -> bool:
        while pid > 1:
            if pid == root:
                return True
            pid = parent.get(pid, 0)
        return False

    return sum(t for pid, t in ticks.items() if descends(pid)) / os.sysconf("SC_CLK_TCK")


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def wrk(
    url: str, mode: str, directory: Path, threads: int, connections: int, duration: int, processes: dict[str, int]
) -> dict[str, float]:
    """One wrk run; besides its figures, the CPU µs per request of wrk and of each process in ``processes``
    (name → pid, its descendants included)."""
    script = directory / "bench.lua"
    script.write_text(LUA)
    command = ["wrk", "-t", str(threads), "-c", str(connections), "-d", f"{duration}s", "-s", str(script),
               url, "--", mode, str(directory), ORIGIN]  # fmt: skip
    before = {name: tree_cpu(pid) for name, pid in processes.items()}
    client_before = children_cpu()
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    client = children_cpu() - client_before
    spent = {name: tree_cpu(pid) - before[name] for name, pid in processes.items()}
    line = next(line for line in output.splitlines() if line.startswith("{"))
    result = json.loads(line)
    seconds = result["duration_us"] / 1e6
    requests = max(result["requests"], 1)
    return {
        "rps": result["requests"] / seconds,
        "p50_ms": result["p50_us"] / 1000,
        "p99_ms": result["p99_us"] / 1000,
        "requests": result["requests"],
        "non_2xx": result["non_2xx"] + result["socket_errors"],
        "cpu_wrk_us": client / requests * 1e6,
        **{f"cpu_{name}_us": cpu / requests * 1e6 for name, cpu in spent.items()},
    }


def commandstats(client: redis.Redis) -> dict[str, int]:
    stats: dict[str, Any] = client.info("commandstats")  # type: ignore[assignment]
    return {k.removeprefix("cmdstat_"): int(v["calls"]) for k, v in stats.items() if int(v["calls"])}


def per(calls: dict[str, int], count: float) -> str:
    shown = {k: v for k, v in sorted(calls.items()) if k not in {"info", "config|resetstat"}}
    return ", ".join(f"{k} {v / max(count, 1):.2f}" for k, v in shown.items())


class FloorProcess:
    """benchmarks/floors.py on a free port."""

    def __init__(self, redis_url: str, workers: int, log: Path) -> None:
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        script = Path(__file__).resolve().parent / "floors.py"
        with open(log, "ab") as out:
            self.process = subprocess.Popen(
                [sys.executable, str(script), str(self.port), redis_url, str(workers)],
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        wait_until(lambda: httpx.get(self.base_url + "/floor/bare", timeout=1).status_code == 200, 60, "floors")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, 9)
            self.process.wait()


@dataclass
class Servers:
    """osmica and the floor app with one worker count, and the runs measured on them."""

    workers: int
    service: ServiceProcess
    floors: FloorProcess
    matches: Path
    """The directory of the matches prepared for this pair (fresh each repetition: acts use them up)."""
    runs: list[dict[str, dict[str, float]]] = field(default_factory=list)
    view_calls: dict[str, int] = field(default_factory=dict)
    act_calls: dict[str, int] = field(default_factory=dict)


def main() -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    args.add_argument("--repeat", type=int, default=3, help="repetitions; the ratios' medians are printed")
    args.add_argument(
        "--workers",
        type=int,
        nargs="+",
        default=[1],
        help="granian workers of both servers; with several counts (e.g. 1 2), a pair of servers per count, each "
        "route run on every pair in turn, and every count's rate against the first's, run by run",
    )
    args.add_argument("--connections", type=int, default=32, help="wrk connections")
    args.add_argument("--threads", type=int, help="wrk threads (default: the cores the workers leave, at least 1)")
    args.add_argument("--redis-url", help="use this Redis instead of a throwaway redis-server (it is reset-stat'ed)")
    args.add_argument(
        "--setting",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="an OSMICA_* setting for osmica's server (e.g. OSMICA_ACCESS_LOG=false); repeatable",
    )
    opts = args.parse_args()
    if shutil.which("wrk") is None:
        print("wrk is not installed (apt-get install wrk)", file=sys.stderr)
        return 1
    cores = os.cpu_count() or 1
    threads = opts.threads or max(1, cores - max(opts.workers))
    connections = max(opts.connections, threads)
    matches = MATCHES_PER_CONNECTION * -(-connections // threads)
    directory = Path(tempfile.mkdtemp(prefix="osmica-bench-"))
    server = None if opts.redis_url else RedisServer(directory / "redis").start()
    redis_url = opts.redis_url or server.url  # type: ignore[union-attr]
    settings = {"OSMICA_CORS_ORIGINS": ORIGIN, **dict(setting.partition("=")[::2] for setting in opts.setting)}
    pairs: list[Servers] = []
    redis_process = {"redis": server.process.pid} if server is not None and server.process is not None else {}
    try:
        for i, workers in enumerate(opts.workers):
            log = directory / f"osmica-{i}.log"
            service = ServiceProcess(redis_url, log=log, workers=workers, env=settings).start()
            floors = FloorProcess(redis_url, workers, directory / f"floors-{i}.log")
            pairs.append(Servers(workers, service, floors, directory / f"matches-{i}"))
        store = redis.Redis.from_url(redis_url)
        steps = opts.duration * 8000 // (threads * matches) + 100

        def run(mode: str, floor: bool, results: list[dict[str, dict[str, float]]]) -> None:
            """``mode`` on every pair in turn, so the runs compared across worker counts are neighbours."""
            for pair, result in zip(pairs, results, strict=True):
                target = pair.floors if floor else pair.service
                assert target.process is not None
                processes = {"server": target.process.pid, **redis_process}
                if mode in {"view", "act"}:
                    store.config_resetstat()
                matches = pair.matches / CROSS if mode == "xact" else pair.matches
                result[mode] = wrk(target.base_url, mode, matches, threads, connections, opts.duration, processes)
                if mode == "view":
                    pair.view_calls = commandstats(store)
                elif mode == "act":
                    pair.act_calls = commandstats(store)

        for r in range(opts.repeat):
            for pair in pairs:
                (pair.matches / CROSS).mkdir(parents=True, exist_ok=True)
                with httpx.Client(base_url=pair.service.base_url, timeout=30) as client:
                    prepare(client, pair.matches, threads, matches, steps, seed0=r * 100_000)
                    prepare(client, pair.matches / CROSS, threads, matches, steps, seed0=r * 100_000 + 50_000)
            results: list[dict[str, dict[str, float]]] = [{} for _ in pairs]

            for mode in FLOORS:
                run(mode, True, results)
            before = [dict(result) for result in results]
            for mode in ("healthz", "view", "act", "xview", "xact"):
                run(mode, False, results)
            for mode in reversed(FLOORS):
                run(mode, True, results)
            for pair, result, first in zip(pairs, results, before, strict=True):
                for mode in FLOORS:  # the floors: mean of before and after osmica's runs
                    second = result[mode]
                    result[mode] = {k: (first[mode][k] + second[k]) / 2 for k in second}
                pair.runs.append(result)
                show(f"run {r + 1} of {opts.repeat}, {pair.workers} worker(s)", result)
    finally:
        for pair in pairs:
            pair.floors.stop()
            pair.service.stop()
        if server is not None:
            server.stop()

    for pair in pairs:
        summary(pair, f"wrk -t{threads} -c{connections}, {opts.duration} s per run, {opts.repeat} runs", cores)
    for pair in pairs[1:]:
        base = pairs[0]
        print(
            f"{pair.workers} worker(s) against {base.workers}, req/s of each run over the run just before it"
            " (median, lowest and highest over the repetitions):"
        )
        for key, name in ROWS.items():
            ratios = [a[key]["rps"] / b[key]["rps"] for a, b in zip(pair.runs, base.runs, strict=True)]
            print(f"  {name:<34}{statistics.median(ratios):>6.2f}x   ({min(ratios):.2f}, {max(ratios):.2f})")
    shutil.rmtree(directory, ignore_errors=True)
    return 0


def summary(pair: Servers, client: str, cores: int) -> None:
    runs = pair.runs
    print(f"osmica HTTP benchmark: {pair.workers} granian worker(s) per server, {client}")
    print("  median ratios: " + ", ".join(f"{k}/{v} {median_ratio(runs, k, v):.2f}" for k, v in RATIOS.items()))
    print(
        "  against the pipelined floors: "
        + ", ".join(f"{k}/{v} {median_ratio(runs, k, v):.2f}" for k, v in SAME_CLIENT.items())
    )
    print("  median req/s: " + ", ".join(f"{k} {statistics.median(r[k]['rps'] for r in runs):.0f}" for k in ROWS))
    print(
        "  CPU (medians): µs per request of the server, Redis and wrk; the cores the server kept busy; and the most"
        f" all {cores} cores could serve at those costs, as a multiple of the rate measured:"
    )
    for key, name in ROWS.items():
        parts = [statistics.median(r[key].get(f"cpu_{part}_us", 0.0) for r in runs) for part in CPU_PARTS]
        busy = statistics.median(r[key].get("cpu_server_us", 0.0) * r[key]["rps"] / 1e6 for r in runs)
        ceiling = statistics.median(cores / cpu_per_request(r[key]) / r[key]["rps"] for r in runs)
        print(f"    {name:<34}" + "".join(f"{v:>8.0f}" for v in parts) + f"{busy:>8.2f}   at most {ceiling:.2f}x")
    commits = pair.act_calls.get("evalsha", 0)
    print("  Redis commands per view:", per(pair.view_calls, runs[-1]["view"]["requests"]))
    print(f"  Redis commands per accepted act ({commits} commits):", per(pair.act_calls, commits))


CPU_PARTS = ("server", "redis", "wrk")


def cpu_per_request(result: dict[str, float]) -> float:
    """Seconds of CPU per request of the server, Redis (when this benchmark started it) and wrk together: at
    ``cores / cpu_per_request`` requests per second they would keep every core busy. No number of workers serves
    more at those costs while wrk and Redis share the machine (the costs themselves change with the load)."""
    return sum(result.get(f"cpu_{part}_us", 0.0) for part in CPU_PARTS) / 1e6


def median_ratio(runs: list[dict[str, dict[str, float]]], key: str, floor: str) -> float:
    return statistics.median(r[key]["rps"] / r[floor]["rps"] for r in runs)


def show(title: str, results: dict[str, dict[str, float]]) -> None:
    print(title)
    print(f"  {'route':<34}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'non-2xx':>9}{'CPU µs/req':>12}  ratio")
    for key, name in ROWS.items():
        r = results[key]
        ratio = ", ".join(
            f"{r['rps'] / results[floors[key]]['rps']:.2f} of {floors[key]}"
            for floors in (RATIOS, SAME_CLIENT)
            if key in floors
        )
        cpu = cpu_per_request(r) * 1e6
        figures = f"{r['rps']:>9.0f}{r['p50_ms']:>9.2f}{r['p99_ms']:>9.2f}{r['non_2xx']:>9.0f}{cpu:>12.0f}"
        print(f"  {name:<34}{figures}  {ratio}")
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
