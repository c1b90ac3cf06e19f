"""The cost of confirmed writes: acts (and views) with ``OSMICA_REDIS_MIN_REPLICAS`` 0 and 1, in one run, under wrk.

    python benchmarks/replicas.py [--duration 5] [--rounds 3] [--connections 8] [--wait-ms 500] [--sequential 1000]

Starts a throwaway ``redis-server`` primary with one replica (loopback) and two ``osmica serve`` processes
(one worker each) on that primary that differ only in ``OSMICA_REDIS_MIN_REPLICAS`` (0: answer once the
primary has the write; 1: ``WAIT 1 <wait-ms>`` after each commit, on the same connection, in the same round
trip). Then, in ``--rounds`` rounds (the order alternates each round, so that load from elsewhere hits both
alike), wrk drives each server's act endpoint with fresh matches (``benchmarks/http.py``'s legal action
sequences, one match per connection) and then a seat's view. Prints per setting the median requests per
second and p50/p99 latency of the acts and the views, the ratio to setting 0, the non-2xx answers (a 503
would be a write its replica did not confirm in time) and the Redis commands per accepted act. Client,
servers, primary and replica share the machine: compare the ratios, not the absolute numbers.

Under wrk each setting runs while the other waits, so a burst of load from elsewhere lands on one of them
only. The ``--sequential`` part is immune to that: one client sends acts one at a time over keep-alive HTTP,
alternating between the two servers act by act (``--sequential`` acts each), and reports the latency of each
setting (p50, p99, mean) and the difference: what the ``WAIT`` adds to one act.
"""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

import argparse  # noqa: E402
import json  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

import httpx  # noqa: E402

from benchmarks.http import OPTIONS, VARIANT, action_sequence, commandstats, per, wrk  # noqa: E402
from tests.servers import RedisServer, ServiceProcess, wait_until  # noqa: E402


def prepare(base_url: str, directory: Path, connections: int, steps: int, seed: int) -> None:
    """One new match per wrk connection and the file of its legal actions (``benchmarks/http.py``'s format)."""
    directory.mkdir(parents=True)
    for thread in range(1, connections + 1):
        created = httpx.post(
            f"{base_url}/v1/{VARIANT}/games",
            json={"players": 2, "seed": seed + thread, "options": OPTIONS},
            timeout=30,
        )
        created.raise_for_status()
        game = created.json()
        tokens = [s["token"] for s in game["seats"]]
        sequence = action_sequence(seed + thread, steps)
        (directory / f"{thread}.txt").write_text(
            "".join(f"1\t{game['game_id']}\t{tokens[seat]}\t{json.dumps(action)}\n" for seat, action in sequence)
        )


def sequential(services: dict[str, ServiceProcess], directory: Path, count: int) -> dict[str, list[float]]:
    """``count`` acts per server, one at a time, alternating between the servers; their latencies in ms."""
    clients, steps = {}, {}
    for name, service in services.items():
        prepare(service.base_url, directory / f"sequential-{name}", 1, count, seed=99)
        lines = (directory / f"sequential-{name}" / "1.txt").read_text().splitlines()
        steps[name] = [line.split("\t") for line in lines]
        clients[name] = httpx.Client(base_url=service.base_url, timeout=30)
    latencies: dict[str, list[float]] = {name: [] for name in services}
    try:
        for i in range(min(len(s) for s in steps.values())):
            for name in services if i % 2 == 0 else list(services)[::-1]:
                _, game_id, token, body = steps[name][i]
                path = f"/v1/{VARIANT}/games/{game_id}"
                headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
                started = time.perf_counter()
                response = clients[name].post(path + "/actions", content=body, headers=headers)
                latencies[name].append((time.perf_counter() - started) * 1000)
                assert response.status_code == 200, response.text
    finally:
        for client in clients.values():
            client.close()
    return latencies


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    parser.add_argument("--rounds", type=int, default=3, help="runs per setting and endpoint, median reported")
    parser.add_argument("--connections", type=int, default=8, help="wrk connections (one thread and match each)")
    parser.add_argument("--wait-ms", type=int, default=500, help="OSMICA_REDIS_WAIT_MS of the confirming server")
    parser.add_argument("--sequential", type=int, default=1000, help="acts per setting, one at a time (0: none)")
    opts = parser.parse_args()
    if shutil.which("wrk") is None:
        print("wrk is not installed (apt-get install wrk)", file=sys.stderr)
        return 1
    directory = Path(tempfile.mkdtemp(prefix="osmica-replicas-bench-"))
    primary = RedisServer(directory / "primary").start()
    replica = RedisServer(directory / "replica", replica_of=primary.port).start()
    settings = {"0": {"OSMICA_REDIS_MIN_REPLICAS": "0"}, "1": {"OSMICA_REDIS_MIN_REPLICAS": "1"}}
    services: dict[str, ServiceProcess] = {}
    results: dict[tuple[str, str], list[dict[str, float]]] = {(s, m): [] for s in settings for m in ("act", "view")}
    calls: dict[str, str] = {}
    latencies: dict[str, list[float]] = {}
    try:
        wait_until(lambda: replica.info("replication")["master_link_status"] == "up", 30, "the replica's link")
        for name, env in settings.items():
            env = {**env, "OSMICA_REDIS_WAIT_MS": str(opts.wait_ms), "OSMICA_ACCESS_LOG": "false"}
            log = directory / f"osmica-{name}.log"
            services[name] = ServiceProcess(primary.url, log=log, env=env).start()
        store = primary.client()
        steps = opts.duration * 4000 // opts.connections + 100
        names = list(settings)
        for round_ in range(opts.rounds):
            for name in names if round_ % 2 == 0 else names[::-1]:
                work = directory / f"round-{round_}-{name}"
                prepare(services[name].base_url, work, opts.connections, steps, seed=1000 * round_)
                store.config_resetstat()
                act = wrk(services[name].base_url, "act", work, opts.connections, opts.connections, opts.duration)
                commits = commandstats(store).get("evalsha", 0)
                calls[name] = per(commandstats(store), commits)
                results[(name, "act")].append(act)
                results[(name, "view")].append(
                    wrk(services[name].base_url, "view", work, opts.connections, opts.connections, opts.duration)
                )
        if opts.sequential:
            latencies = sequential(services, directory, opts.sequential)
    finally:
        for service in services.values():
            service.stop()
        replica.stop()
        primary.stop()
        shutil.rmtree(directory, ignore_errors=True)

    print(f"osmica confirmed writes: a primary and one replica on loopback, one server process per setting, "
          f"wrk -t{opts.connections} -c{opts.connections}, {opts.duration} s x {opts.rounds} rounds (medians), "
          f"OSMICA_REDIS_WAIT_MS={opts.wait_ms}")  # fmt: skip
    print(f"{'OSMICA_REDIS_MIN_REPLICAS':<27}{'endpoint':<18}{'req/s':>8}{'p50 ms':>9}{'p99 ms':>9}"
          f"{'req/s vs 0':>12}{'non-2xx':>9}")  # fmt: skip
    for mode, endpoint in (("act", "POST .../actions"), ("view", "GET a seat's view")):
        base = statistics.median(r["rps"] for r in results[("0", mode)])
        for name in settings:
            runs = results[(name, mode)]
            med = {k: statistics.median(r[k] for r in runs) for k in ("rps", "p50_ms", "p99_ms")}
            print(f"{name:<27}{endpoint:<18}{med['rps']:>8.0f}{med['p50_ms']:>9.2f}{med['p99_ms']:>9.2f}"
                  f"{med['rps'] / base:>12.2f}{sum(r['non_2xx'] for r in runs):>9.0f}")  # fmt: skip
    for name in settings:
        print(f"Redis commands per accepted act, setting {name}: {calls[name]}")
    print("Round trips per act: 2 with either setting (the WAIT is pipelined with the EVALSHA); per view: 1")
    if latencies:
        print(f"One act at a time, alternating between the settings, {len(latencies['0'])} acts each (ms):")
        print(f"{'OSMICA_REDIS_MIN_REPLICAS':<27}{'p50':>8}{'p99':>8}{'mean':>8}")
        for name, values in latencies.items():
            p99 = statistics.quantiles(values, n=100)[98]
            print(f"{name:<27}{statistics.median(values):>8.2f}{p99:>8.2f}{statistics.fmean(values):>8.2f}")
        added = statistics.median(latencies["1"]) - statistics.median(latencies["0"])
        print(f"The WAIT adds {added:+.2f} ms to the median act")
    return 0


if __name__ == "__main__":
    sys.exit(main())
