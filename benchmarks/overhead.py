"""The service's own CPU per request, in process: osmica's view and act against the floors of benchmarks/floors.py.

    python benchmarks/overhead.py [--requests 3000] [--rounds 15] [--memory-store] [--profile ROUTE]
                                  [--off access_log] [--off metrics]

Calls both ASGI apps directly (no server, no sockets to the client) with a throwaway ``redis-server`` behind
them, and prints the process CPU time per request of each route, the best of ``--rounds`` rounds (the routes
alternate in every round). CPU time of the best round is what other load on a shared machine disturbs least,
where wrk's throughput ratios swing widely. ``--memory-store`` replaces the Redis client of both apps by an
in-memory one (the act's write stores the record), leaving only the request pipeline: what osmica adds above
the floors is then its own overhead (access log, metrics, request id, parameters, the engine, serialization).
With a real redis-server, view and act are also set against the floors on the store's own pipelined client
(:mod:`service.store.pipelined`), where what remains is osmica's own overhead. ``--profile ROUTE`` prints the
cProfile (CPU time) of that route instead; ``--off`` switches the access log or
the metrics off, to see what they cost.
"""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]  # see benchmarks/http.py
sys.path.insert(0, str(_HERE.parent))

import argparse  # noqa: E402
import asyncio  # noqa: E402
import cProfile  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import pstats  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import Awaitable, Callable  # noqa: E402
from typing import Any  # noqa: E402

Call = Callable[[], Awaitable[tuple[int, bytes]]]


class MemoryRedis:
    """What the routes measured use of a Redis client, in memory: HGET, and the scripts' writes."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.records: dict[str, bytes] = {}

    async def hget(self, key: str, field: str) -> bytes | None:
        if key not in self.records:
            self.records[key] = await self.real.hget(key, field)
        return self.records[key]

    async def write(self, keys: list[str], args: list[Any]) -> int:
        self.records[keys[0]] = args[2]  # service.store.scripts.WRITE's ARGV[3]: the record
        return 1

    async def trivial(self, keys: list[str], args: list[Any]) -> int:
        return 1

    async def aclose(self) -> None:
        await self.real.aclose()


async def call(app: Any, method: str, path: str, headers: list[tuple[str, str]], body: bytes = b"") -> Any:
    """One request through ``app`` as a server would make it; the status and the body."""
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [(k.encode(), v.encode()) for k, v in headers],
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8000),
    }
    sent = False

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        await asyncio.Event().wait()  # the client never disconnects
        raise AssertionError

    messages: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        messages.append(message)

    await app(scope, receive, send)
    return messages[0]["status"], b"".join(m.get("body", b"") for m in messages[1:])


async def measure(opts: argparse.Namespace, redis_url: str) -> None:
    from benchmarks import floors
    from benchmarks.http import OPTIONS, VARIANT, action_sequence
    from service.edge.app import create_app
    from service.ops.logs import configure
    from service.ops.settings import Settings

    configure("json", "info")  # the access log as a server worker writes it (stdout: sent to /dev/null)
    app = create_app(Settings(redis_url=redis_url, **dict.fromkeys(opts.off, False)))
    floor = floors.app()
    async with app.lifespan(), floor.lifespan():
        if opts.memory_store:
            store = app.state.context.store
            memory = MemoryRedis(store.redis)
            store.redis, store._write, store.pipelined, store._scripts = memory, memory.write, None, None
            floor.state.redis, floor.state.script = memory, memory.trivial
        body = json.dumps({"players": 2, "seed": 5, "options": OPTIONS}).encode()
        status, raw = await call(app, "POST", f"/v1/{VARIANT}/games", [("content-type", "application/json")], body)
        assert status == 201, raw
        game = json.loads(raw)
        game_id, tokens = game["game_id"], [s["token"] for s in game["seats"]]
        actions = iter(action_sequence(5, 100 * opts.requests))
        auth = [("authorization", f"Bearer {tokens[0]}")]
        posting = [("content-type", "application/json")]
        draw = b'{"type":"draw"}'

        async def act() -> tuple[int, bytes]:
            seat, action = next(actions)
            headers = [("authorization", f"Bearer {tokens[seat]}"), *posting]
            path = f"/v1/{VARIANT}/games/{game_id}/actions"
            return await call(app, "POST", path, headers, json.dumps(action).encode())

        routes: dict[str, Call] = {
            "floor: bare": lambda: call(floor, "GET", "/floor/bare", []),
            "floor: hget": lambda: call(floor, "GET", f"/floor/hget/{game_id}", auth),
            "floor: hget+evalsha": lambda: call(floor, "POST", f"/floor/write/{game_id}", auth + posting, draw),
            "floor: pipelined hget": lambda: call(floor, "GET", f"/floor/pipelined/hget/{game_id}", auth),
            "floor: pipelined write": lambda: call(
                floor, "POST", f"/floor/pipelined/write/{game_id}", auth + posting, draw
            ),
            "osmica healthz": lambda: call(app, "GET", "/healthz", []),
            "osmica view": lambda: call(app, "GET", f"/v1/{VARIANT}/games/{game_id}", auth),
            "osmica act": act,
        }
        if opts.memory_store:  # the pipelined floors talk to Redis: nothing in memory stands for them
            del routes["floor: pipelined hget"], routes["floor: pipelined write"]
        for route in routes.values():
            for _ in range(100):
                status, raw = await route()
                assert status in (200, 201), raw
        if opts.profile:
            route = routes[opts.profile]
            profiler = cProfile.Profile(time.process_time)  # CPU time, as the figures: not the waits for Redis
            profiler.enable()
            for _ in range(opts.requests):
                await route()
            profiler.disable()
            pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(60)
            return
        best = dict.fromkeys(routes, float("inf"))
        batch = max(1, opts.requests // opts.rounds)
        for _ in range(opts.rounds):
            for name, route in routes.items():
                started = time.process_time()
                for _ in range(batch):
                    await route()
                best[name] = min(best[name], (time.process_time() - started) / batch)
    floors_of = {"osmica healthz": "floor: bare", "osmica view": "floor: hget", "osmica act": "floor: hget+evalsha"}
    same_client = {"osmica view": "floor: pipelined hget", "osmica act": "floor: pipelined write"}
    store = "an in-memory store" if opts.memory_store else "a real redis-server"
    print(f"CPU per request, in process, {store}, best of {opts.rounds} rounds of {batch}", file=sys.stderr)
    for name, seconds in best.items():
        extra = ""
        if name in floors_of:
            floor_us = best[floors_of[name]] * 1e6
            extra = f"  (+{seconds * 1e6 - floor_us:.0f} µs over {floors_of[name]}, {floor_us / (seconds * 1e6):.2f})"
        if name in same_client and not opts.memory_store:
            floor_us = best[same_client[name]] * 1e6
            extra += f"  ({floor_us / (seconds * 1e6):.2f} of {same_client[name]})"
        print(f"  {name:<22}{seconds * 1e6:8.1f} µs{extra}", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=3000, help="requests per route")
    parser.add_argument("--rounds", type=int, default=15, help="rounds; each route's best round counts")
    parser.add_argument("--memory-store", action="store_true", help="an in-memory client instead of Redis I/O")
    parser.add_argument("--profile", metavar="ROUTE", help='profile one route, e.g. "osmica view"')
    parser.add_argument(
        "--off", action="append", default=[], choices=["access_log", "metrics"], help="switch a setting off"
    )
    opts = parser.parse_args()
    os.environ.setdefault("PROMETHEUS_MULTIPROC_DIR", tempfile.mkdtemp(prefix="osmica-metrics-"))  # as served
    from tests.servers import RedisServer

    directory = Path(tempfile.mkdtemp(prefix="osmica-overhead-"))
    server = RedisServer(directory / "redis").start()
    os.environ["OSMICA_FLOOR_REDIS_URL"] = server.url
    stdout, sys.stdout = sys.stdout, open(os.devnull, "w")  # noqa: SIM115 - the access log's stream
    try:
        asyncio.run(measure(opts, server.url))
    finally:
        sys.stdout.close()
        sys.stdout = stdout
        server.stop()


if __name__ == "__main__":
    main()
