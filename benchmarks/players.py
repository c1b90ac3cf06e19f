"""Players and ratings at scale: leaderboard reads, the rating update's cost to the act that ends a match, and
the Redis memory per player and per history entry.

    python benchmarks/players.py [--players 100000] [--results 1000000] [--requests 2000] [--ends 300]

Starts a throwaway ``redis-server`` and, for one app and one game (crazy-eights), simulates ``--results`` rated
two-player results between ``--players`` players drawn at random: each one goes through the service's own update
(``service.accounts.ratings.apply_call``, the package's Plackett-Luce, then the
:data:`~service.accounts.ratings.APPLY` script), pipelined, so Redis holds exactly what the service would have
written. Then:

* ``osmica serve`` (one worker) on that Redis answers ``--requests`` leaderboard pages (``limit=20`` at a random
  ``cursor``) and as many ``around`` pages (a random player), one at a time, beside as many ``GET /healthz``
  (the floor of an HTTP round trip in the same run); latencies are taken at the client, so they bound the
  service's from above. Target: page and ``around`` p99 < 5 ms.
* In process, ``--ends`` rated and as many unrated two-player matches are created and ended by a resignation
  (``service.playing.act.act``), alternately; the difference of the ending act's medians (and p99s) is what the
  rating update adds to it (target: < 1 ms). The update itself runs beside the answer; its own time is printed too.
* ``MEMORY USAGE`` of the ratings hash and the leaderboard per player, of the history lists per entry (a sample of
  1000 lists), of the applied marks per rated match (kept 30 days).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

# Run as a script, this file's directory comes first on sys.path, where benchmarks/http.py would shadow the
# standard library's ``http`` package: put the repository root there instead.
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

import httpx  # noqa: E402
import msgspec  # noqa: E402
import redis  # noqa: E402

from engine.registry import get  # noqa: E402
from service.accounts.apps import CURRENT_APP, Apps  # noqa: E402
from service.accounts.ratings import APPLY, apply_call, board_key, history_key, players_key, rated_key, ratings_key  # noqa: E402
from service.matches.context import Context  # noqa: E402
from service.ops.settings import Settings  # noqa: E402
from service.playing.act import act  # noqa: E402
from service.seating.create import create  # noqa: E402
from service.store.connection import connect  # noqa: E402
from service.store.store import Store  # noqa: E402
from service.wire.schemas import variant_schemas  # noqa: E402
from tests.servers import RedisServer, ServiceProcess  # noqa: E402

VARIANT = "crazy-eights"
BATCH = 2000


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def simulate(client: redis.Redis, app: str, players: int, results: int, rng: random.Random) -> float:
    """``results`` rated results written through the service's update; returns the seconds it took."""
    apply = client.register_script(APPLY)
    ids = [f"p-{i}" for i in range(players)]
    current: dict[str, bytes] = {}
    started = time.perf_counter()
    done = 0
    while done < results:
        pipe = client.pipeline(transaction=False)
        for n in range(done, min(results, done + BATCH)):
            pair = rng.sample(ids, 2)
            raw = [current.get(p) for p in pair]
            keys, args = apply_call(app, VARIANT, f"g-{n}", pair, raw, [1, 2], None, int(time.time() * 1000))
            for seat, player in enumerate(pair):  # what the script stores as the player's rating
                current[player] = str(args[5 + seat * 5 + 2]).encode()
            apply(keys=keys, args=args, client=pipe)
        applied = pipe.execute()
        assert all(r == 2 for r in applied), "an update was refused: the simulation lost track of a rating"
        done = min(results, done + BATCH)
        if done % 100_000 == 0:
            print(f"  {done:,} results in {time.perf_counter() - started:.0f} s", flush=True)
    return time.perf_counter() - started


def timed_gets(client: httpx.Client, paths: list[str]) -> list[float]:
    out = []
    for path in paths:
        t = time.perf_counter()
        response = client.get(path)
        out.append((time.perf_counter() - t) * 1000)
        assert response.status_code == 200, response.text
    return out


def served(metrics: str, redis_client: redis.Redis, count: int) -> None:
    """The leaderboard requests as the service timed them (its latency histogram, from arrival to the end of the
    response) and the Redis time of their one script call."""
    route = f'method="GET",route="/v1/{VARIANT}/leaderboard"'
    buckets = {}
    for line in metrics.splitlines():
        if line.startswith("osmica_http_request_duration_seconds_bucket{") and route in line:
            bound = line.split('le="', 1)[1].split('"', 1)[0]
            buckets[float(bound)] = float(line.rsplit(" ", 1)[1])
    total = buckets.get(float("inf"), 0.0)
    print(f"\nleaderboard pages and around pages at the service ({total:.0f} requests, its own histogram):")
    for bound in sorted(b for b in buckets if b <= 0.01):
        print(f"  <= {bound * 1000:g} ms: {buckets[bound] / total:.2%}")
    p99 = next(b for b in sorted(buckets) if buckets[b] >= 0.99 * total)
    print(f"  p99 is at most {p99 * 1000:g} ms")
    stats = redis_client.info("commandstats").get("cmdstat_evalsha", {})
    print(f"  Redis: {stats.get('usec_per_call', 0):.1f} us per script call ({stats.get('calls', 0)} calls)")
    assert count > 0


def reads(
    service: ServiceProcess, redis_client: redis.Redis, key: str, players: int, requests: int, rng: random.Random
) -> None:
    with httpx.Client(base_url=service.base_url, timeout=30, headers={"X-Api-Key": key}) as client:
        board = f"/v1/{VARIANT}/leaderboard"
        for _ in range(50):  # warm up the connection, the worker and the scripts
            client.get("/healthz")
            client.get(f"{board}?limit=20")
        redis_client.config_resetstat()
        health, pages, around = [], [], []
        for _ in range(requests):  # interleaved, so that a drift of the shared machine hits each alike
            health += timed_gets(client, ["/healthz"])
            pages += timed_gets(client, [f"{board}?limit=20&cursor={rng.randrange(players - 20)}"])
            around += timed_gets(client, [f"{board}?limit=20&around=p-{rng.randrange(players)}"])
        served(client.get("/metrics").text, redis_client, requests * 2)
        print(f"\nreads at the service ({requests} each, one at a time, ms at the client):")
        print(f"  {'':14} {'p50':>7} {'p99':>7} {'p99 / healthz p99':>18}")
        floor = percentile(health, 0.99)
        for name, values in (("healthz", health), ("page", pages), ("around", around)):
            p50, p99 = statistics.median(values), percentile(values, 0.99)
            print(f"  {name:14} {p50:7.2f} {p99:7.2f} {p99 / floor:18.2f}")


async def ends(url: str, app: str, count: int) -> None:
    """The ending act of rated and unrated matches, alternately, in process (no HTTP)."""
    store = Store(connect(url, 10), 3600)
    ctx = Context(store, Settings(redis_url=url))
    variant = get(VARIANT)
    resign = msgspec.convert({"type": "resign"}, variant.action_type)
    schemas = variant_schemas(variant)
    CURRENT_APP.set(app)
    timings: dict[bool, list[float]] = {True: [], False: []}
    updates: list[float] = []
    for i in range(count * 2):
        rated = i % 2 == 0
        seats = [{"name": "a", "player": f"e-{i}"}, {"name": "b", "player": f"e-{i + 1}"}]
        body = msgspec.convert({"players": 2, "seats": seats, "rated": rated}, schemas.create)
        created = await create(ctx, variant, body)
        token = created.seats[0].token
        t = time.perf_counter()
        await act(ctx, variant, created.game_id, f"Bearer {token}", resign)
        timings[rated].append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        await ctx.settled(30)  # the update, beside the answer: done before the next match, outside the act's time
        if rated:
            updates.append((time.perf_counter() - t) * 1000)
    await store.close()
    print(f"\nthe act that ends a match ({count} rated, {count} unrated, in process, ms):")
    for name, values in (("unrated", timings[False]), ("rated", timings[True])):
        print(f"  {name:8} p50 {statistics.median(values):6.3f}  p99 {percentile(values, 0.99):6.3f}")
    added = statistics.median(timings[True]) - statistics.median(timings[False])
    ratio = statistics.median(timings[True]) / statistics.median(timings[False])
    print(f"  the update adds {added:.3f} ms at the median (rated / unrated = {ratio:.2f})")
    print(
        f"  the update itself, after the answer: p50 {statistics.median(updates):.3f}"
        f"  p99 {percentile(updates, 0.99):.3f}"
    )


def memory(client: redis.Redis, app: str, players: int, results: int, rng: random.Random) -> None:
    def usage(key: str) -> int:
        return int(client.memory_usage(key, samples=0) or 0)

    ratings = usage(ratings_key(app, VARIANT))
    board = usage(board_key(app, VARIANT))
    counts = usage(players_key(app))
    sample = rng.sample(range(players), min(1000, players))
    lists = [history_key(app, f"p-{i}") for i in sample]
    history = sum(usage(k) for k in lists)
    entries = sum(int(client.llen(k)) for k in lists)
    rated = usage(rated_key(app))
    print("\nRedis memory (MEMORY USAGE):")
    print(
        f"  per player: rating {ratings / players:.0f} B + leaderboard {board / players:.0f} B + count "
        f"{counts / players:.0f} B = {(ratings + board + counts) / players:.0f} B"
    )
    print(f"  per history entry: {history / max(entries, 1):.0f} B ({entries} entries in {len(lists)} lists)")
    print(f"  per applied mark (one per rated match, kept 30 days): {rated / results:.0f} B")
    print(f"  used_memory: {int(client.info('memory')['used_memory']) / 2**20:.0f} MiB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=100_000)
    parser.add_argument("--results", type=int, default=1_000_000)
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--ends", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="osmica-players-") as tmp:
        server = RedisServer(Path(tmp) / "redis").start()
        service = None
        try:
            client = server.client()
            app, key = asyncio.run(_new_app(server.url))
            print(f"simulating {args.results:,} rated results between {args.players:,} players ...", flush=True)
            took = simulate(client, app, args.players, args.results, rng)
            print(f"  done in {took:.0f} s ({took / args.results * 1e6:.0f} us per result, pipelined)")
            service = ServiceProcess(server.url, Path(tmp) / "osmica.log", env={"OSMICA_ACCESS_LOG": "false"}).start()
            reads(service, client, key, args.players, args.requests, rng)
            asyncio.run(ends(server.url, app, args.ends))
            memory(client, app, args.players, args.results, rng)
        finally:
            if service is not None:
                service.stop()
            server.stop()
    return 0


async def _new_app(url: str) -> Any:
    redis_client = connect(url, 10)
    try:
        return await Apps(redis_client).create("benchmark")
    finally:
        await redis_client.aclose()


if __name__ == "__main__":
    sys.exit(main())
