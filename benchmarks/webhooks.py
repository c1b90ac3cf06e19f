"""Webhook deliveries: how many per second one process sustains to a local receiver, and the latency from the commit
that writes an event to its arrival.

    python benchmarks/webhooks.py [--matches 3000] [--latency 300] [--concurrency 32]

Starts a throwaway ``redis-server`` and a receiver in a process of its own (a minimal HTTP/1.1 server on asyncio,
keep-alive, answering 204, noting for each delivery its arrival time minus the event's ``created``). In this
process, one app with a webhook (``turn``) and the service's own code: matches created by ``service.seating.create``
(each deal's commit writes one ``turn`` event in its script), delivered by one
:class:`~service.webhooks.delivery.Deliverer`.

* Throughput: ``--matches`` matches are created while no deliverer runs (their events wait in Redis), then one
  deliverer sends them all: deliveries per second. Baseline in the same run: plain signed-size ``POST``s from this
  process to the same receiver with the same concurrency (httpx, no Redis): the ratio is what the outbox (claims,
  reads, pops, the address check, the signature) costs against the HTTP alone.
* Latency: with the deliverer running, ``--latency`` matches are created one after another (the commit wakes the
  process's deliverer); the receiver's arrival time minus the event's ``created`` (taken just before the commit's
  script), p50 and p99. Baseline: one plain ``POST``'s round trip, p50 and p99.

Client, server and Redis share the machine's cores: read the ratios, not the absolute figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

# Run as a script, this file's directory comes first on sys.path, where benchmarks/http.py would shadow the
# standard library's ``http`` package: put the repository root there instead.
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

import httpx  # noqa: E402
import msgspec  # noqa: E402

from engine.registry import get  # noqa: E402
from service.accounts.apps import CURRENT_APP, Apps  # noqa: E402
from service.matches.context import Context  # noqa: E402
from service.ops.settings import Settings  # noqa: E402
from service.seating.create import create as create_match  # noqa: E402
from service.store.connection import connect  # noqa: E402
from service.store.store import Store  # noqa: E402
from service.webhooks.delivery import Deliverer  # noqa: E402
from service.webhooks.outbox import DUE_KEY, Outbox, Webhooks  # noqa: E402
from service.wire.schemas import variant_schemas  # noqa: E402
from tests.servers import RedisServer  # noqa: E402


async def receive(port: int) -> None:
    """The receiver on ``port`` (0: any free one, printed): ``POST`` -> 204 and a latency noted; ``GET`` -> the
    latencies so far (JSON), then forgotten."""
    latencies: list[float] = []

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                method = head.split(b" ", 1)[0]
                length = 0
                for line in head.split(b"\r\n")[1:]:
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value)
                body = await reader.readexactly(length) if length else b""
                if method == b"POST":
                    created = json.loads(body).get("created")
                    if created:
                        stamp = datetime.fromisoformat(created.replace("Z", "+00:00")).timestamp()
                        latencies.append(time.time() - stamp)
                    writer.write(b"HTTP/1.1 204 No Content\r\ncontent-length: 0\r\n\r\n")
                else:
                    out = json.dumps(latencies).encode()
                    latencies.clear()
                    writer.write(b"HTTP/1.1 200 OK\r\ncontent-length: %d\r\n\r\n%s" % (len(out), out))
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", port, backlog=1024)
    print(server.sockets[0].getsockname()[1], flush=True)  # the port, for the parent
    async with server:
        await server.serve_forever()


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


async def baseline(url: str, requests: int, concurrency: int) -> tuple[float, list[float]]:
    """Plain POSTs of a delivery-sized body: requests per second at ``concurrency``, then one at a time."""
    body = json.dumps({"id": "evt_" + "0" * 32, "type": "turn", "data": {"x": "y" * 120}}).encode()
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(limits=limits, timeout=10) as client:
        queue = iter(range(requests))

        async def worker() -> None:
            for _ in queue:
                (await client.post(url, content=body)).raise_for_status()

        started = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        rate = requests / (time.perf_counter() - started)
        single = []
        for _ in range(300):
            t0 = time.perf_counter()
            (await client.post(url, content=body)).raise_for_status()
            single.append(time.perf_counter() - t0)
    return rate, single


async def run(redis_url: str, receiver: str, matches: int, latency: int, concurrency: int) -> None:
    settings = Settings(
        redis_url=redis_url,
        webhook_allow_http=True,
        webhook_allow_private=True,
        webhook_concurrency=concurrency,
        webhook_poll=0.05,
        access_log=False,
    )
    store = Store(connect(redis_url, 10), settings.game_ttl)
    deliverer = Deliverer(store.redis, settings)
    store.outbox = Outbox(settings.webhook_retry_window + 3600, deliverer.wake)
    ctx = Context(store, settings)
    app, _ = await Apps(store.redis).create("benchmark")
    await Webhooks(store.redis).put(app, receiver, ["turn"])
    CURRENT_APP.set(app)
    variant = get("crazy-eights")
    create = variant_schemas(variant).create
    body = msgspec.convert({"players": 2, "seats": [{"name": "a", "player": "u-1"}, {"name": "b"}]}, create)
    stats = httpx.AsyncClient(timeout=30)

    async def arrived() -> list[float]:
        return list((await stats.get(receiver)).json())

    print(f"filling the outbox: {matches} matches, one turn event each ...", flush=True)
    for _ in range(matches):
        await create_match(ctx, variant, body)
    assert await store.redis.zcard(DUE_KEY) == matches
    stop = asyncio.Event()
    started = time.perf_counter()
    task = asyncio.create_task(deliverer.run(stop))
    while await store.redis.zcard(DUE_KEY):
        await asyncio.sleep(0.01)
    took = time.perf_counter() - started
    delivered = len(await arrived())
    assert delivered == matches, delivered
    rate = matches / took

    print(f"latency: {latency} matches created one after another, delivered as they come ...", flush=True)
    for _ in range(latency):
        await create_match(ctx, variant, body)
        await asyncio.sleep(0.005)
    while await store.redis.zcard(DUE_KEY):
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.2)
    latencies = await arrived()
    stop.set()
    await task

    base_rate, single = await baseline(receiver, matches, concurrency)
    await arrived()
    await stats.aclose()
    await store.close()
    ms = 1000
    print()
    print(f"| measure | webhooks (one process, concurrency {concurrency}) | plain POSTs (baseline) | ratio |")
    print("|---|---|---|---|")
    print(f"| per second | {rate:,.0f} deliveries/s | {base_rate:,.0f} requests/s | {rate / base_rate:.2f} |")
    for p in (50, 99):
        lat, one = percentile(latencies, p) * ms, percentile(single, p) * ms
        print(f"| p{p} latency | {lat:.1f} ms commit to arrival | {one:.1f} ms round trip | {lat / one:.1f} |")
    print(f"\n({len(latencies)} latencies; mean {statistics.fmean(latencies) * ms:.1f} ms)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=3000)
    parser.add_argument("--latency", type=int, default=300)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--receiver", type=int, help=argparse.SUPPRESS)  # the receiver's own process
    args = parser.parse_args()
    if args.receiver is not None:
        asyncio.run(receive(args.receiver))
        return 0
    with tempfile.TemporaryDirectory(prefix="osmica-webhooks-") as tmp:
        server = RedisServer(Path(tmp) / "redis").start()
        receiver = subprocess.Popen([sys.executable, __file__, "--receiver", "0"], stdout=subprocess.PIPE, text=True)
        try:
            assert receiver.stdout is not None
            url = f"http://127.0.0.1:{int(receiver.stdout.readline())}/hook"
            asyncio.run(run(server.url, url, args.matches, args.latency, args.concurrency))
        finally:
            receiver.terminate()
            receiver.wait()
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
