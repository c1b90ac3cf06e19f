"""Quick match at load: 10,000 tickets arriving over 60 s across two service processes on one Redis.

    python benchmarks/queue.py [--tickets 10000] [--seconds 60] [--give-up 60]

Starts a throwaway ``redis-server``, one app, and two ``osmica serve`` processes (one worker each). The app's
players have ratings like a real ladder: a skill drawn from a normal law, an experience drawn from a geometric
one, ``mu`` moving from 25 towards the skill as matches are played and ``sigma`` shrinking from 25/3 (one player in
ten has none: a new player's ordinal, 0). Tickets arrive as a Poisson process, alternating between the two
processes, each for one of four pools (Crazy Eights for 2 and for 4, Nags for 3, Switch for 2 with a house rule),
three in ten with ``bots_after_s: 20``. Each holder long-polls its ticket (``wait=30``) until it ends; one holder in
twenty stops after its first poll (its ticket must expire), and every holder gives up after ``--give-up`` seconds
(its ticket then expires too). Checked at the end: every ticket ended exactly once (matched or expired; the two
process's answers agree), every player sits at most at one table, each table holds exactly its tickets' players
(and bots in the other seats). Reported:

* waits (from the ticket's arrival to its match, on Redis's clock) and the rating spread of each table;
* the time from the arrival of a table's last ticket to its match, on the service's side (Redis's clock: the
  arrival and the script that marks it matched) and as the holders hear it (the last holder's ``matched``
  answer, at the client, minus the sending of the last ``POST``), over the tables that could form at that arrival
  (their spread within every window then, no bots): the target is a p99 below 500 ms;
* a ``GET /healthz`` round trip sampled through the run on the same processes: the floor of an answer under the
  same load, against which the latencies above are read.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

import h11  # noqa: E402
import httpx  # noqa: E402
import msgspec  # noqa: E402
import redis.asyncio  # noqa: E402

import tests.servers  # noqa: E402
from benchmarks.ops import redis_cpu  # noqa: E402
from benchmarks.streams import cpu_seconds  # noqa: E402
from service.accounts.ratings import Rating, ratings_key  # noqa: E402
from service.queue.matchmaker import ticket_id, ticket_key, window  # noqa: E402
from service.store.records import Record, game_key  # noqa: E402
from tests.servers import RedisServer, ServiceProcess  # noqa: E402
from tests.service.accounts.test_apps import new_app  # noqa: E402

POOLS = [
    ("crazy-eights", 2, {}, 0.45),
    ("crazy-eights", 4, {}, 0.20),
    ("nags", 3, {}, 0.20),
    ("switch", 2, {"hand_size": 5}, 0.15),
]
"""(game, players, options, share of the tickets)."""
BOTS_SHARE, BOTS_AFTER = 0.3, 20
DROP_SHARE = 0.05


@dataclass
class Ticket:
    player: str
    variant: str
    players: int
    options: dict[str, Any]
    bots_after: int | None
    drops: bool
    ordinal: float
    sent: float = 0.0
    """Client clock when the POST was sent."""
    ticket: str = ""
    queued: float = 0.0
    """Client clock when the 202 came back."""
    unavailable: int = 0
    """Answers 503 (the store did not answer in time), each asked again after a second."""
    heard: float = 0.0
    """Client clock when the holder heard the end."""
    final: dict[str, Any] = field(default_factory=dict)
    times: tuple[int, int] | None = None
    """Arrival and end of the ticket (Redis's clock, ms), read as soon as its holder heard the end."""


def redis_costs(client: Any) -> tuple[float, dict[str, tuple[int, int]]]:
    """Redis's CPU seconds so far and its commands' (calls, microseconds)."""
    stats = client.info("commandstats")
    return redis_cpu(client), {name.removeprefix("cmdstat_"): (v["calls"], v["usec"]) for name, v in stats.items()}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def ladder(rng: random.Random, count: int) -> dict[str, Rating | None]:
    """``count`` players rated like a ladder (one in ten new: no rating)."""
    out: dict[str, Rating | None] = {}
    for i in range(count):
        if rng.random() < 0.1:
            out[f"u-{i}"] = None
            continue
        matches = int(rng.expovariate(1 / 40)) + 1
        progress = 1 - math.exp(-matches / 15)
        mu = 25 + 6 * rng.gauss(0, 1) * progress
        sigma = max(1.2, 25 / 3 * math.exp(-matches / 25))
        out[f"u-{i}"] = Rating(mu=mu, sigma=sigma, matches=matches, wins=matches // 2)
    return out


class Connection:
    """One keep-alive HTTP/1.1 connection of its own, as each player's device has: a client pool shared by
    thousands of holders would spend its time choosing among its connections, and the benchmark would measure
    itself (a single ``httpx`` pool of 2,000 connections kept one core busy and held the POSTs for seconds)."""

    def __init__(self, url: str, headers: dict[str, str]) -> None:
        host, port = url.removeprefix("http://").split(":")
        self.address = (host, int(port))
        self.headers = [("host", f"{host}:{port}"), *headers.items()]
        self.streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
        self.http = h11.Connection(h11.CLIENT)

    async def request(self, method: str, target: str, body: Any = None) -> tuple[int, Any]:
        """Send one request; returns the status and the decoded JSON body (None when empty)."""
        if self.streams is None:
            self.streams = await asyncio.open_connection(*self.address)
            self.http = h11.Connection(h11.CLIENT)
        reader, writer = self.streams
        headers = list(self.headers)
        data = b"" if body is None else msgspec.json.encode(body)
        if data:
            headers += [("content-type", "application/json"), ("content-length", str(len(data)))]
        out = self.http.send(h11.Request(method=method, target=target, headers=headers))
        if data:
            out += self.http.send(h11.Data(data=data))
        writer.write(out + self.http.send(h11.EndOfMessage()))
        status, chunks = 0, []
        while True:
            event = self.http.next_event()
            if event is h11.NEED_DATA:
                self.http.receive_data(await reader.read(65536))
            elif isinstance(event, h11.Response):
                status = event.status_code
            elif isinstance(event, h11.Data):
                chunks.append(event.data)
            elif isinstance(event, h11.EndOfMessage):
                break
            else:
                raise ConnectionError(f"the connection ended mid-answer: {event!r}")
        if self.http.our_state is h11.DONE and self.http.their_state is h11.DONE:
            self.http.start_next_cycle()
        else:
            await self.close()
        raw = b"".join(chunks)
        try:
            return status, msgspec.json.decode(raw) if raw else None
        except msgspec.DecodeError:
            return status, raw  # not JSON: shown as it came when it fails a check

    async def close(self) -> None:
        if self.streams is not None:
            self.streams[1].close()
            self.streams = None


async def hold(client: Connection, t: Ticket, give_up: float, store: Any, app_id: str) -> None:
    """Queue ``t`` and poll it until it ends (or stop polling, as its holder would)."""
    t.sent = time.perf_counter()
    body: dict[str, Any] = {"player": t.player, "players": t.players, "options": t.options}
    if t.bots_after is not None:
        body["bots_after_s"] = t.bots_after
    code, answer = await client.request("POST", f"/v1/{t.variant}/queue", body)
    while code == 503:  # the store kept it waiting too long: nothing was queued, a client asks again
        t.unavailable += 1
        await asyncio.sleep(1)
        t.sent = time.perf_counter()
        code, answer = await client.request("POST", f"/v1/{t.variant}/queue", body)
    assert code == 202, answer
    t.ticket = answer["ticket"]
    t.queued = time.perf_counter()
    try:
        await poll(client, t, give_up, store, app_id)
    finally:
        await client.close()


async def poll(client: Connection, t: Ticket, give_up: float, store: Any, app_id: str) -> None:
    while time.perf_counter() - t.sent < give_up:
        code, status = await client.request("GET", f"/v1/queue/{t.ticket}?wait=30")
        if code == 503:
            t.unavailable += 1
            await asyncio.sleep(1)
            continue
        assert code == 200, status
        if status["status"] != "searching":
            t.heard, t.final = time.perf_counter(), status
            at, end = await store.hmget(ticket_key(app_id, ticket_id(t.ticket)), "at", "end")
            t.times = (int(at), int(end))
            return
        if t.drops:
            return


async def floor(clients: list[Connection], stop: asyncio.Event, samples: list[float]) -> None:
    while not stop.is_set():
        for client in clients:
            started = time.perf_counter()
            await client.request("GET", "/healthz")
            samples.append(time.perf_counter() - started)
        await asyncio.sleep(0.25)
    for client in clients:
        await client.close()


async def run(
    urls: list[str], key: str, tickets: list[Ticket], seconds: float, give_up: float, redis_url: str, app_id: str
) -> list[float]:
    headers = {"X-Api-Key": key}
    # the holders read their tickets' times through a few shared connections, waiting for a free one
    store = redis.asyncio.Redis(
        connection_pool=redis.asyncio.BlockingConnectionPool.from_url(redis_url, max_connections=32, timeout=None)
    )
    rng = random.Random(7)
    stop, samples = asyncio.Event(), list[float]()
    probe = asyncio.create_task(floor([Connection(u, headers) for u in urls], stop, samples))
    tasks = []
    started = time.perf_counter()
    due = 0.0
    for i, t in enumerate(tickets):
        due += rng.expovariate(len(tickets) / seconds)
        delay = started + due - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        tasks.append(asyncio.create_task(hold(Connection(urls[i % 2], headers), t, give_up, store, app_id)))
    await asyncio.gather(*tasks)
    stop.set()
    await probe
    await store.aclose()
    return samples


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tickets", type=int, default=10_000)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--give-up", type=float, default=60.0, help="seconds after which a holder stops polling")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--logs", help="a folder to keep the processes' logs and Redis's files in")
    parser.add_argument("--start-timeout", type=float, default=600.0, help="seconds a busy machine may take to start")
    args = parser.parse_args()
    tests.servers.START_TIMEOUT = args.start_timeout
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(args.logs or tmp)
        directory.mkdir(parents=True, exist_ok=True)
        server = RedisServer(directory / "redis").start()
        services: list[ServiceProcess] = []
        try:
            app_id, key = new_app(server.url, "benchmark")
            ratings = ladder(rng, args.tickets)
            redis = server.client()
            pipe = redis.pipeline(transaction=False)
            for player, rating in ratings.items():
                if rating is not None:
                    for variant in {p[0] for p in POOLS}:
                        pipe.hset(ratings_key(app_id, variant), player, rating.encode())
            pipe.execute()
            env = {"OSMICA_ACCESS_LOG": os.environ.get("OSMICA_ACCESS_LOG", "false")}
            for name in ("a", "b"):
                services.append(ServiceProcess(server.url, log=directory / f"{name}.log", env=env).start())
            weights = [p[3] for p in POOLS]
            tickets = []
            for player, rating in ratings.items():
                variant, players, options, _ = rng.choices(POOLS, weights)[0]
                tickets.append(
                    Ticket(
                        player=player,
                        variant=variant,
                        players=players,
                        options=options,
                        bots_after=BOTS_AFTER if rng.random() < BOTS_SHARE else None,
                        drops=rng.random() < DROP_SHARE,
                        ordinal=rating.ordinal if rating is not None else 0.0,
                    )
                )
            print(f"{len(tickets)} tickets over {args.seconds:.0f} s to 2 processes ...", flush=True)
            began = time.perf_counter()
            urls = [s.base_url for s in services]
            groups = [s.process.pid for s in services if s.process is not None]
            cpu_before = [cpu_seconds(g) for g in groups]
            client_before = time.process_time()
            redis_before = redis_costs(redis)
            samples = asyncio.run(run(urls, key, tickets, args.seconds, args.give_up, server.url, app_id))
            took = time.perf_counter() - began
            print(f"all holders done after {took:.0f} s", flush=True)
            service_cpu = [cpu_seconds(g) - b for g, b in zip(groups, cpu_before, strict=True)]
            redis_after = redis_costs(redis)
            print(
                f"CPU over those {took:.0f} s: service processes {', '.join(f'{c:.1f}' for c in service_cpu)} s "
                f"({sum(service_cpu) / len(tickets) * 1000:.2f} ms per ticket), "
                f"Redis {redis_after[0] - redis_before[0]:.1f} s, "
                f"the holders (this process) {time.process_time() - client_before:.1f} s"
            )
            busiest = sorted(
                (
                    (usec - redis_before[1].get(name, (0, 0))[1], calls - redis_before[1].get(name, (0, 0))[0], name)
                    for name, (calls, usec) in redis_after[1].items()
                ),
                reverse=True,
            )[:5]
            print("Redis's busiest commands: " + ", ".join(f"{n} {c} calls {u / 1e6:.1f} s" for u, c, n in busiest))
            time.sleep(25)  # past the idle time: the tickets of holders who stopped have expired
            return report(server, services, app_id, tickets, samples)
        finally:
            for service in services:
                service.stop()
            server.stop()


def report(
    server: RedisServer, services: list[ServiceProcess], app_id: str, tickets: list[Ticket], samples: list[float]
) -> int:
    redis = server.client()
    by_id = {ticket_id(t.ticket): t for t in tickets}
    with httpx.Client(timeout=30) as http:
        for i, t in enumerate(tickets):  # every ticket's end, asked of the other process than its holder's
            other = services[(i + 1) % 2].base_url
            answer = http.get(f"{other}/v1/queue/{t.ticket}", params={"wait": 0}).json()
            if t.final:
                assert answer == t.final, (t.final, answer)
            t.final = answer
    statuses = [t.final["status"] for t in tickets]
    counts = {s: statuses.count(s) for s in sorted(set(statuses))}
    assert set(counts) <= {"matched", "expired"}, counts
    fields = {}
    for t in tickets:  # the holders that stopped polling did not read them
        if t.times is None:
            at, end = redis.hmget(ticket_key(app_id, ticket_id(t.ticket)), "at", "end")
            t.times = None if at is None or end is None else (int(at), int(end))
        if t.times is not None:
            fields[t.ticket] = t.times
    tables: dict[str, list[Ticket]] = {}
    for t in tickets:
        if t.final["status"] == "matched":
            tables.setdefault(t.final["game_id"], []).append(t)
    seen_players: set[str] = set()
    spreads, waits, served, heard = [], [], [], []
    bot_tables = 0
    for game_id, seated in tables.items():
        if any(t.ticket not in fields for t in seated):
            continue  # pragma: no cover - a record gone before it was read: left out of the figures
        raw = redis.hget(game_key(game_id), "rec")
        assert raw is not None, game_id
        record = msgspec.msgpack.decode(raw, type=Record)
        humans = sorted(p for p in record.seat_players if p)
        assert humans == sorted(t.player for t in seated), (game_id, humans)
        assert len(record.tokens) == seated[0].players and len(humans) + sum(bool(b) for b in record.bots) == len(
            record.tokens
        )
        assert not seen_players & set(humans), "a player at two tables"
        seen_players |= set(humans)
        assert sorted(t.final["seat"] for t in seated) == sorted(s for s, p in enumerate(record.seat_players) if p), (
            "seats differ from the record"
        )
        ordinals = [t.ordinal for t in seated]
        spreads.append(max(ordinals) - min(ordinals))
        last = max(fields[t.ticket][0] for t in seated)
        matched = fields[seated[0].ticket][1]
        for t in seated:
            waits.append((matched - fields[t.ticket][0]) / 1000)
        bots = any(record.bots)
        bot_tables += bots
        if not bots and all(spreads[-1] <= window(last - fields[t.ticket][0]) for t in seated):
            served.append(matched - last)
            if all(t.heard for t in seated):  # every holder still polling heard it
                newest = max(seated, key=lambda t: fields[t.ticket][0])
                heard.append((max(t.heard for t in seated) - newest.sent) * 1000)
    assert len(by_id) == len(tickets)
    print(f"ended: {counts} (each once; both processes agree); tables: {len(tables)} ({bot_tables} with bots)")
    print(
        f"wait (s): median {statistics.median(waits):.2f}, p90 {percentile(waits, 0.9):.2f}, "
        f"p99 {percentile(waits, 0.99):.2f}"
    )
    print(
        f"rating spread per table (ordinal points): median {statistics.median(spreads):.2f}, "
        f"p90 {percentile(spreads, 0.9):.2f}, max {max(spreads):.2f}"
    )
    print(f"tables formable at their last arrival: {len(served)}")
    print(
        f"  last arrival -> matched, service side (ms): median {statistics.median(served):.0f}, "
        f"p99 {percentile(served, 0.99):.0f}"
    )
    print(
        f"  last POST sent -> every holder heard matched (ms): median {statistics.median(heard):.0f}, "
        f"p99 {percentile(heard, 0.99):.0f} (target < 500)"
    )
    print(f"answers 503 (asked again): {sum(t.unavailable for t in tickets)}")
    posts = [(t.queued - t.sent) * 1000 for t in tickets if t.queued]
    print(f"POST answered (ms): median {statistics.median(posts):.0f}, p99 {percentile(posts, 0.99):.0f}")
    floor_ms = [s * 1000 for s in samples]
    print(
        f"GET /healthz in the same run (ms): median {statistics.median(floor_ms):.1f}, "
        f"p99 {percentile(floor_ms, 0.99):.1f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
