"""A crowd on one worker: a thousand long polls and a thousand event streams held open, while bystanders read.

    python benchmarks/crowd.py [--long-polls 1000] [--streams 1000] [--matches 10] [--open-concurrency 100]
                               [--bystanders 4] [--baseline 5] [--hold 5]

Starts a throwaway ``redis-server`` and one ``osmica serve`` process with one worker and the default settings
(a Redis pool of ``OSMICA_REDIS_MAX_CONNECTIONS`` = 100 connections, a store timeout of 2 s), creates
``--matches`` Crazy Eights matches (4 seats) and one more for the bystanders. ``--bystanders`` clients read the
bystanders' match (its events, then its spectator view) one request after another the whole time: first alone
for ``--baseline`` seconds, then while the crowd comes. The crowd: ``--long-polls`` long polls
(``GET .../events?after=<last>&wait=30``) and ``--streams`` streams (``GET .../stream``; per match, the
spectator and each seat in turn), sent ``--open-concurrency`` of each at once, the next batch once that batch's
streams are open; each of them needs a pooled Redis connection for its first read, and each batch alone asks
for twice the pool's size. Once all are open, every match acts once: each long poll answers with that event,
each stream delivers it. The figures:

- the long polls' and the streams' answers by status (``503 store_unavailable`` is the one that must not come),
  those that carried the act's event, and how long the crowd took to come in;
- the bystanders' requests by status while the crowd came in and while it was held open (``--hold`` seconds
  before the acts), and their latency (p50, p99) as a ratio of the latency they had alone before, in the same
  run;
- the Redis connections the server held at the end (``INFO clients`` less this script's own) and the store
  errors the server counted (``osmica_store_errors_total``).

Long polls and streams are raw asyncio connections in this process (no HTTP client library: the client shares
the machine's cores with the server and Redis). Compare the runs of one machine, not absolute numbers.
"""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

import argparse  # noqa: E402
import asyncio  # noqa: E402
import collections  # noqa: E402
import statistics  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

import httpx  # noqa: E402

from benchmarks.streams import OPTIONS, PLAYERS, percentile  # noqa: E402
from service.watching.events import MAX_WAIT  # noqa: E402
from tests.servers import RedisServer, ServiceProcess  # noqa: E402


async def request(port: int, target: str, token: str | None) -> tuple[int, bytes]:
    """One raw ``GET`` (``Connection: close``): its status and the whole answer."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    auth = f"Authorization: Bearer {token}\r\n" if token else ""
    writer.write(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n{auth}\r\n".encode())
    await writer.drain()
    received = b""
    try:
        while chunk := await reader.read(65536):
            received += chunk
    finally:
        writer.close()
    return int(received.split(b" ", 2)[1]) if received.startswith(b"HTTP/") else 0, received


class Stream:
    """One raw stream: its status once it opened, and whether the match's next event came."""

    def __init__(self, port: int, path: str, token: str | None, seq: int) -> None:
        self.port, self.path, self.token, self.seq = port, path, token, seq
        self.status = 0
        self.opened = asyncio.Event()
        self.delivered = asyncio.Event()

    async def run(self) -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        auth = f"Authorization: Bearer {self.token}\r\n" if self.token else ""
        writer.write(f"GET {self.path}/stream?after={self.seq} HTTP/1.1\r\nHost: 127.0.0.1\r\n{auth}\r\n".encode())
        await writer.drain()
        buffer = b""
        try:
            while chunk := await reader.read(65536):
                buffer += chunk
                if not self.status and b"\r\n" in buffer:
                    self.status = int(buffer.split(b" ", 2)[1])
                if not self.opened.is_set() and (b": ready" in buffer or (self.status and self.status != 200)):
                    self.opened.set()
                if b"\nid: " in buffer:
                    self.delivered.set()
                    return
        finally:
            self.opened.set()
            writer.close()


async def bystander(client: httpx.AsyncClient, path: str, stop: asyncio.Event, seen: list[tuple[int, float]]) -> None:
    while not stop.is_set():
        for target in (path + "/events", path):
            started = time.monotonic()
            response = await client.get(target)
            seen.append((response.status_code, (time.monotonic() - started) * 1000))


async def bench(args: argparse.Namespace, port: int, redis_server: RedisServer) -> None:
    redis = redis_server.client()
    limits = httpx.Limits(max_connections=args.bystanders + 8)
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60, limits=limits) as client:
        games = []
        for i in range(args.matches + 1):
            created = (
                await client.post("/v1/crazy-eights/games", json={"players": PLAYERS, "seed": i, "options": OPTIONS})
            ).json()
            path = f"/v1/crazy-eights/games/{created['game_id']}"
            seq = len((await client.get(path + "/events")).json()["events"])
            games.append((path, [s["token"] for s in created["seats"]], seq))
        quiet = games.pop()[0]

        stop = asyncio.Event()
        alone: list[tuple[int, float]] = []
        readers = [asyncio.create_task(bystander(client, quiet, stop, alone)) for _ in range(args.bystanders)]
        await asyncio.sleep(args.baseline)
        stop.set()
        await asyncio.gather(*readers)

        stop = asyncio.Event()
        crowded: list[tuple[int, float]] = []
        readers = [asyncio.create_task(bystander(client, quiet, stop, crowded)) for _ in range(args.bystanders)]
        polls, streams, tasks = [], [], []
        started = time.monotonic()
        for first in range(0, max(args.long_polls, args.streams), args.open_concurrency):
            batch = []
            for n in range(first, min(first + args.open_concurrency, args.long_polls)):
                path, tokens, seq = games[n % len(games)]
                viewer = (n // len(games)) % (PLAYERS + 1)
                target = f"{path}/events?after={seq}&wait={MAX_WAIT}"
                polls.append(asyncio.create_task(request(port, target, None if viewer == PLAYERS else tokens[viewer])))
            for n in range(first, min(first + args.open_concurrency, args.streams)):
                path, tokens, seq = games[n % len(games)]
                viewer = (n // len(games)) % (PLAYERS + 1)
                batch.append(Stream(port, path, None if viewer == PLAYERS else tokens[viewer], seq))
            streams += batch
            tasks += [asyncio.create_task(s.run()) for s in batch]
            await asyncio.wait_for(asyncio.gather(*(s.opened.wait() for s in batch)), 120)
        opened = time.monotonic() - started
        stop.set()
        await asyncio.gather(*readers)
        stop = asyncio.Event()
        held_open: list[tuple[int, float]] = []
        readers = [asyncio.create_task(bystander(client, quiet, stop, held_open)) for _ in range(args.bystanders)]
        await asyncio.sleep(args.hold)
        stop.set()
        await asyncio.gather(*readers)
        for path, tokens, _ in games:  # every long poll and stream is waiting (or was refused): one act per match
            spectator = (await client.get(path)).json()
            auth = {"Authorization": f"Bearer {tokens[spectator['turn']]}"}
            legal = (await client.get(path, headers=auth)).json()["legal_actions"]
            response = await client.post(path + "/actions", json=legal[0], headers=auth)
            assert response.status_code == 200, response.text
        answers = await asyncio.wait_for(asyncio.gather(*polls), MAX_WAIT + 60)
        await asyncio.wait([asyncio.create_task(s.delivered.wait()) for s in streams if s.status == 200], timeout=30)
        held = int(redis.info("clients")["connected_clients"]) - 1
        errors = [
            line
            for line in (await client.get("/metrics")).text.splitlines()
            if line.startswith("osmica_store_errors_total{")
        ]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    polls_by_status = collections.Counter(status for status, _ in answers)
    with_event = sum(1 for status, body in answers if status == 200 and b'"seq"' in body)
    streams_by_status = collections.Counter(s.status for s in streams)
    delivered = sum(1 for s in streams if s.delivered.is_set())
    base = [ms for status, ms in alone if status == 200]
    print(f"one worker; {args.long_polls} long polls and {args.streams} streams over {args.matches} matches")
    print(f"all open (or refused) {opened:.1f} s after the first was sent, {args.open_concurrency} of each at once")
    print(f"long polls by status: {dict(polls_by_status)}; answered with the act's event: {with_event}")
    print(f"streams by status: {dict(streams_by_status)}; delivered the act's event: {delivered}")
    print(f"bystanders alone: {len(alone)} requests, by status {dict(collections.Counter(s for s, _ in alone))}")
    for when, seen in (("while the crowd came in", crowded), ("while it was held open", held_open)):
        by_status = dict(collections.Counter(status for status, _ in seen))
        print(f"bystanders {when}: {len(seen)} requests, by status {by_status}")
        busy = [ms for status, ms in seen if status == 200]
        if base and busy:
            print(
                f"  latency / alone: p50 {statistics.median(busy) / statistics.median(base):.1f}x "
                f"({statistics.median(busy):.1f} / {statistics.median(base):.1f} ms), p99 "
                f"{percentile(busy, 99) / percentile(base, 99):.1f}x "
                f"({percentile(busy, 99):.1f} / {percentile(base, 99):.1f} ms)"
            )
    print(f"Redis connections held by the server at the end: {held}")
    print("store errors: " + ("; ".join(errors) or "none"))
    redis.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--long-polls", type=int, default=1000)
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument(
        "--open-concurrency",
        type=int,
        default=100,
        help="long polls and streams sent at once (each kind), then the next batch once those streams are open",
    )
    parser.add_argument("--bystanders", type=int, default=4, help="clients reading another match throughout")
    parser.add_argument("--baseline", type=float, default=5.0, help="seconds the bystanders read alone first")
    parser.add_argument("--hold", type=float, default=5.0, help="seconds the bystanders read while all are open")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="osmica-bench-crowd-") as tmp:
        directory = Path(tmp)
        redis_server = RedisServer(directory / "redis").start()
        env = {"TMPDIR": tmp, "OSMICA_ACCESS_LOG": "false", "OSMICA_STORE_TIMEOUT": "2"}
        process = ServiceProcess(redis_server.url, log=directory / "osmica.log", env=env).start()
        try:
            asyncio.run(bench(args, process.port, redis_server))
        finally:
            process.stop()
            redis_server.stop()


if __name__ == "__main__":
    main()
