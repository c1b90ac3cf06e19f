"""Load through a cluster's load balancer while it loses replicas and its Redis primary (scripts/cluster-smoke.sh).

    python -m tests.cluster_load --base http://LB:8080 --podman '["podman", ...]' --stop NAME=IP --kill NAME \
        --kill-redis NAME=IP --sentinels IP,IP,IP [--matches 50] [--streams-per-match 2] [--fault-every 400]

Creates ``--matches`` Crazy Eights matches (2 to 4 players, to a target of 1 point: the match ends with its first
deal; match i is dealt from seed i and its seats choose with a generator seeded i, so that every run plays the
same matches) and plays them all at once, one client per match: for each action the seat to act reads its view,
picks a legal action (``tests.service.play.choose``) and sends it with ``If-Match`` (the view's ``ETag``) and a
new ``Idempotency-Key``. A request that fails in transit (connection error, 502, 503, 504) is resent as it was, same
key and same ``If-Match``, until it is answered; any other answer but 200 fails the run (a 412 would mean an
acknowledged action was lost or one was applied twice). Each match also has ``--streams-per-match`` event
streams held through the balancer (the spectator's, then seat 0's, ...): a stream that ends or breaks before
the match's last event is opened again with ``Last-Event-ID``, and every message must carry the next ``seq``.

Every ``--fault-every`` acknowledged actions, once the matches in play have recovered from the previous fault,
the next fault, in this order:

1. ``--stop NAME=IP``: event streams and long polls are opened on that replica directly (its IP, port 8000),
   then ``podman stop`` (SIGTERM, 30 s grace): each of them must be answered completely (the streams end
   cleanly, the long polls answer 200) after the signal, and the container must exit 0 by itself;
2. ``--kill NAME``: SIGKILL to another replica;
3. ``--kill-redis NAME=IP``: SIGKILL to the Redis primary; the sentinels (``--sentinels``) must promote another.

For each fault it prints the requests that had to be resent and the recovery time: from the fault until every
match that was in play then had an action acknowledged again (and, at half of ``--fault-every``, the same
measure without a fault). At the end every match must be finished, its
acknowledged versions must be 1..n, its replay (``GET .../replay``) must list exactly the acknowledged actions
in order, and each stream must have received exactly the match's events for its viewer (``GET .../events``),
without a gap or a repeat. Exit status 0 when all of that holds, 1 otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import time
import uuid
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
import redis.asyncio

from tests.service.play import choose

VARIANT = "crazy-eights"
PATIENCE = 120.0
"""Seconds a request is resent for (through a promotion, a resync, a replica's removal) before the run fails."""
DRAIN_CLIENTS = 8
"""Streams and long polls (each) held on the replica that is stopped with SIGTERM."""
READ_TIMEOUT = 60.0
"""Longest silence on a stream: heartbeats come every 15 s, and a stalled stream goes on sending them."""


class Failure(Exception):
    """The cluster answered something the contract does not allow."""


T0 = time.monotonic()


def now() -> float:
    return time.monotonic() - T0


def log(message: str) -> None:
    print(f"[cluster-load {now():6.1f}s] {message}", flush=True)


PHASES = (
    "before the faults",
    "after SIGTERM to a replica",
    "after SIGKILL to a replica",
    "after SIGKILL to the Redis primary",
)


@dataclass
class Resends:
    """Requests resent after a failure in transit, by cause and by phase of the run (the last fault)."""

    phase: str = PHASES[0]
    counts: dict[str, Counter[str]] = field(default_factory=dict)

    def add(self, cause: str) -> None:
        self.counts.setdefault(self.phase, Counter())[cause] += 1


RESENDS = Resends()


async def send(client: httpx.AsyncClient, method: str, url: str, **kwargs: Any) -> httpx.Response:
    """One request, resent as it is after a failure in transit until it is answered (bounded by PATIENCE)."""
    deadline = time.monotonic() + PATIENCE
    while True:
        try:
            response = await client.request(method, url, **kwargs)
        except httpx.TransportError as exc:
            cause, pause = type(exc).__name__, 0.2
        else:
            if response.status_code not in (502, 503, 504):
                return response
            cause = str(response.status_code)
            pause = min(float(response.headers.get("retry-after", "0.2")), 1.0)
        RESENDS.add(cause)
        if time.monotonic() > deadline:
            raise Failure(f"{method} {url}: still failing ({cause}) after {PATIENCE:.0f} s")
        await asyncio.sleep(pause)


def ok(response: httpx.Response, what: str, status: int = 200) -> Any:
    if response.status_code != status:
        raise Failure(f"{what}: HTTP {response.status_code}, expected {status}: {response.text[:400]}")
    return response.json()


@dataclass
class Match:
    game_id: str
    players: int
    tokens: list[str]
    rng: random.Random
    acked: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    ack_times: list[float] = field(default_factory=list)
    finished_at: float | None = None

    @property
    def path(self) -> str:
        return f"/v1/{VARIANT}/games/{self.game_id}"

    def auth(self, seat: int | None) -> dict[str, str]:
        return {} if seat is None else {"Authorization": f"Bearer {self.tokens[seat]}"}

    def in_play(self, at: float) -> bool:
        return self.finished_at is None or self.finished_at > at

    def acked_after(self, at: float) -> float | None:
        """Seconds from ``at`` to this match's first acknowledgement after it, if any."""
        return next((t - at for t in self.ack_times if t > at), None)


async def create(client: httpx.AsyncClient, players: int, seed: int) -> Match:
    body = {"players": players, "seed": seed, "options": {"target": 1}}
    created = ok(await send(client, "POST", f"/v1/{VARIANT}/games", json=body), "create", 201)
    tokens = [s["token"] for s in sorted(created["seats"], key=lambda s: s["seat"])]
    return Match(created["game_id"], players, tokens, random.Random(seed))


async def play(client: httpx.AsyncClient, match: Match) -> None:
    """Play the match to its end; every answer must be 200 (after resends in transit)."""
    view = ok(await send(client, "GET", match.path), "spectator view")
    while view["status"] != "finished":
        seat = view["turn"]
        response = await send(client, "GET", match.path, headers=match.auth(seat))
        legal = ok(response, f"seat {seat}'s view")["legal_actions"]
        action = choose(legal, match.rng)
        headers = {**match.auth(seat), "If-Match": response.headers["etag"], "Idempotency-Key": uuid.uuid4().hex}
        answer = ok(await send(client, "POST", match.path + "/actions", json=action, headers=headers), "action")
        match.acked.append((seat, action))
        match.ack_times.append(now())
        view = answer["view"]
        if view["version"] != len(match.acked):
            raise Failure(f"{match.game_id}: action {len(match.acked)} acknowledged as version {view['version']}")
    match.finished_at = now()


async def sse(response: httpx.Response) -> AsyncIterator[tuple[str, Any]]:
    """("comment", text) and ("message", {"id", "event", "data"}) of a Server-Sent Events response."""
    fields: dict[str, Any] = {}
    async for line in response.aiter_lines():
        if line.startswith(":"):
            yield "comment", line[1:].strip()
        elif line == "":
            if fields:
                fields["data"] = json.loads(fields["data"])
                yield "message", fields
                fields = {}
        else:
            name, _, value = line.partition(":")
            if name != "retry":
                fields[name] = value.removeprefix(" ")


@dataclass
class Watcher:
    """One viewer's event stream of a match, held through the balancer and resumed until the match's end."""

    match: Match
    seat: int | None
    events: list[dict[str, Any]] = field(default_factory=list)
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    resumed_after_end: int = 0
    """Times the stream ended cleanly before the match's last event (a replica stopping) and was resumed."""
    resumed_after_break: int = 0
    """Times the connection broke (a replica killed) and the stream was resumed."""
    presence: int = 0
    """``event: presence`` messages received: a seat's connection changed (they carry no ``id``)."""

    async def run(self, client: httpx.AsyncClient) -> None:
        headers = self.match.auth(self.seat)
        deadline = time.monotonic() + PATIENCE
        while True:
            if time.monotonic() > deadline:
                raise Failure(f"stream of {self.match.game_id}: no new event for {PATIENCE:.0f} s")
            resume = {"Last-Event-ID": str(len(self.events))} if self.events else {}
            try:
                async with client.stream("GET", self.match.path + "/stream", headers={**headers, **resume}) as r:
                    if r.status_code in (502, 503, 504):
                        RESENDS.add(f"stream {r.status_code}")
                        await asyncio.sleep(0.2)
                        continue
                    if r.status_code != 200:
                        raise Failure(f"stream of {self.match.game_id}: HTTP {r.status_code}: {await r.aread()!r}")
                    async for kind, item in sse(r):
                        if kind == "comment":
                            self.ready.set()
                            continue
                        if item.get("event") == "presence":
                            # A seat's connection changed: no event of the match, so no id (README, Presence).
                            self.presence += 1
                            continue
                        seq, event = int(item["id"]), item["data"]["event"]
                        if seq != len(self.events) + 1 or event["seq"] != seq:
                            raise Failure(f"stream of {self.match.game_id}: seq {seq} after {len(self.events)}")
                        self.events.append(event)
                        deadline = time.monotonic() + PATIENCE
            except httpx.TransportError:
                RESENDS.add("stream broken")
                self.resumed_after_break += 1
                await asyncio.sleep(0.1)
                continue
            # A clean end: after the match's last event, or a replica that is stopping (docs/streams.md: a
            # connection that ends without ``match_ended`` is a drop, to be resumed).
            if self.events and self.events[-1]["type"] == "match_ended":
                return
            self.resumed_after_end += 1

    async def check(self, client: httpx.AsyncClient) -> None:
        """The stream received exactly the viewer's events of the match, in order."""
        response = await send(
            client, "GET", self.match.path + "/events", params={"after": 0}, headers=self.match.auth(self.seat)
        )
        stored = ok(response, "events")["events"]
        if stored != self.events:
            at = next((i for i, (a, b) in enumerate(zip(stored, self.events, strict=False)) if a != b), None)
            where = (
                f"first differing at seq {at + 1}: stored {stored[at]}, streamed {self.events[at]}"
                if at is not None
                else "one is a prefix of the other"
            )
            raise Failure(
                f"stream of {self.match.game_id} for seat {self.seat}: not the match's events ({len(stored)} stored, "
                f"{len(self.events)} streamed; {where}; resumed {self.resumed_after_break} times after a break, "
                f"{self.resumed_after_end} after an end)"
            )


async def check_match(client: httpx.AsyncClient, match: Match) -> None:
    """Every acknowledged action is in the finished match, in order, and nothing else is."""
    view = ok(await send(client, "GET", match.path), "final view")
    if view["status"] != "finished" or view["version"] != len(match.acked):
        raise Failure(
            f"{match.game_id}: {view['status']} at version {view['version']}, {len(match.acked)} acknowledged"
        )
    replay = ok(await send(client, "GET", match.path + "/replay"), "replay")
    stored = [(a["seat"], a["action"]) for a in replay["actions"]]
    if stored != match.acked:
        raise Failure(
            f"{match.game_id}: the replay's {len(stored)} actions are not the {len(match.acked)} acknowledged"
        )


async def podman(base: list[str], *args: str) -> str:
    process = await asyncio.create_subprocess_exec(
        *base, *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT
    )
    out, _ = await process.communicate()
    if process.returncode != 0:
        raise Failure(f"podman {' '.join(args)}: exit {process.returncode}: {out.decode()[-400:]}")
    return out.decode().strip()


async def drain_check(args: argparse.Namespace, client: httpx.AsyncClient) -> tuple[float, str]:
    """SIGTERM to a replica holding streams and long polls: each is answered completely, and it exits 0."""
    name, ip = args.stop.split("=")
    direct = httpx.AsyncClient(base_url=f"http://{ip}:8000", timeout=httpx.Timeout(10, read=READ_TIMEOUT))
    idle = await create(client, 2, 0)  # nobody plays it: its long polls can only end by the signal
    after = len(ok(await send(client, "GET", idle.path + "/events", params={"after": 0}), "events")["events"])
    signalled = asyncio.Event()
    ended: list[str] = []

    async def stream(ready: asyncio.Event) -> None:
        async with direct.stream("GET", idle.path + "/stream", headers=idle.auth(0)) as r:
            ok_status = r.status_code == 200
            async for kind, _ in sse(r):
                if kind == "comment":
                    ready.set()
        if ok_status and signalled.is_set():
            ended.append("stream")

    async def long_poll() -> None:
        response = await direct.get(idle.path + "/events", params={"after": after, "wait": 25})
        if response.status_code == 200 and response.json() == {"events": []} and signalled.is_set():
            ended.append("long poll")

    readies = [asyncio.Event() for _ in range(DRAIN_CLIENTS)]
    tasks = [asyncio.create_task(stream(r)) for r in readies]
    tasks += [asyncio.create_task(long_poll()) for _ in range(DRAIN_CLIENTS)]
    await asyncio.wait_for(asyncio.gather(*(r.wait() for r in readies)), 30)
    await asyncio.sleep(1.0)  # the long polls, sent with the streams, are waiting by now
    at, started = now(), time.monotonic()
    signalled.set()
    await podman(args.podman, "stop", "--time", "30", name)
    stopped_in = time.monotonic() - started
    results = await asyncio.gather(*tasks, return_exceptions=True)
    await direct.aclose()
    errors = [repr(r) for r in results if isinstance(r, BaseException)]
    exit_code = await podman(args.podman, "container", "inspect", "--format", "{{.State.ExitCode}}", name)
    if exit_code != "0":
        raise Failure(f"{name} exited {exit_code} on SIGTERM")
    if len(ended) != 2 * DRAIN_CLIENTS:
        raise Failure(f"SIGTERM: {len(ended)} of {2 * DRAIN_CLIENTS} requests answered completely ({errors[:3]})")
    return at, (
        f"SIGTERM to {name}: exited 0 after {stopped_in:.1f} s; its {DRAIN_CLIENTS} streams ended cleanly and its "
        f"{DRAIN_CLIENTS} long polls answered 200; recovery"
    )


async def kill_redis(args: argparse.Namespace) -> tuple[float, str]:
    """SIGKILL to the Redis primary; returns once every sentinel names the same other node as the primary."""
    name, ip = args.kill_redis.split("=")
    sentinels = [
        redis.asyncio.Redis(host=host, port=26379, socket_timeout=2, decode_responses=True)
        for host in args.sentinels.split(",")
    ]
    at, started = now(), time.monotonic()
    await podman(args.podman, "kill", "--signal", "KILL", name)
    try:
        while True:
            named: set[str | None] = set()
            for sentinel in sentinels:
                try:
                    address = await sentinel.sentinel_get_master_addr_by_name("osmica")
                    named.add(str(address[0]) if isinstance(address, (list, tuple)) else None)
                except redis.RedisError:
                    named.add(None)
            if len(named) == 1 and None not in named and ip not in named:
                break
            if time.monotonic() - started > PATIENCE:
                raise Failure(f"the sentinels name {named} {PATIENCE:.0f} s after the primary was killed")
            await asyncio.sleep(0.1)
    finally:
        for sentinel in sentinels:
            await sentinel.aclose()
    promoted = time.monotonic() - started
    return (
        at,
        f"SIGKILL to the Redis primary {name}: the sentinels promoted {named.pop()} after {promoted:.1f} s; recovery",
    )


async def recovered(matches: list[Match], at: float) -> str:
    """Wait until each match in play at ``at`` has had an action acknowledged after it; how long that took."""
    in_play = [m for m in matches if m.in_play(at)]
    while any(m.acked_after(at) is None for m in in_play):
        await asyncio.sleep(0.05)
    delays = [d for m in in_play if (d := m.acked_after(at)) is not None]
    median = statistics.median(delays) if delays else 0.0
    return (
        f"each match in play had an action acknowledged within {max(delays, default=0.0):.1f} s (median {median:.1f} s)"
    )


async def faults(args: argparse.Namespace, client: httpx.AsyncClient, matches: list[Match]) -> list[str]:
    """The faults in order, each once the matches recovered from the previous one; a line on each."""

    async def baseline() -> tuple[float, str]:
        return now(), "no fault (the same measure in normal play)"

    async def kill() -> tuple[float, str]:
        at = now()
        await podman(args.podman, "kill", "--signal", "KILL", args.kill)
        return at, f"SIGKILL to {args.kill}; recovery"

    steps: list[tuple[str, Callable[[], Awaitable[tuple[float, str]]]]] = list(
        zip(PHASES, [baseline, lambda: drain_check(args, client), kill, lambda: kill_redis(args)], strict=True)
    )
    report = []
    for number, (phase, step) in enumerate(steps):
        while (acked := sum(len(m.acked) for m in matches)) < max(number, 0.5) * args.fault_every:
            if all(m.finished_at is not None for m in matches):
                raise Failure(f"fault {number}: every match ended first (lower --fault-every)")
            await asyncio.sleep(0.05)
        in_play = [m for m in matches if m.finished_at is None]
        if len(in_play) < len(matches) // 2:
            raise Failure(f"fault {number}: only {len(in_play)} matches still in play (lower --fault-every)")
        RESENDS.phase = phase
        if number:
            log(f"fault {number} ({acked} actions acknowledged, {len(in_play)} matches in play)")
        at, what = await step()
        line = f"{what}: {await recovered(matches, at)}"
        log(line)
        report.append(line)
    return report


async def main(args: argparse.Namespace) -> None:
    timeout = httpx.Timeout(15, read=READ_TIMEOUT)
    limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
    async with (
        httpx.AsyncClient(base_url=args.base, timeout=timeout, limits=limits) as client,
        httpx.AsyncClient(base_url=args.base, timeout=timeout, limits=limits) as streams,
    ):
        matches = [await create(client, 2 + i % 3, i) for i in range(args.matches)]
        watchers = [Watcher(m, None if k == 0 else k - 1) for m in matches for k in range(args.streams_per_match)]
        watching = [asyncio.create_task(w.run(streams)) for w in watchers]
        await asyncio.wait_for(asyncio.gather(*(w.ready.wait() for w in watchers)), PATIENCE)
        log(f"{len(matches)} matches created, {len(watchers)} streams open through the balancer; playing")
        started = now()
        playing = asyncio.gather(*(play(client, m) for m in matches))
        report = await asyncio.gather(faults(args, client, matches), playing)
        await asyncio.gather(*watching)
        played = now() - started
        actions = sum(len(m.acked) for m in matches)
        log(f"{len(matches)} matches finished: {actions} actions acknowledged in {played:.1f} s")
        for match in matches:
            await check_match(client, match)
        for watcher in watchers:
            await watcher.check(client)
    ends = sum(w.resumed_after_end for w in watchers)
    breaks = sum(w.resumed_after_break for w in watchers)
    if not ends or not breaks:
        raise Failure(f"streams resumed {ends} times after a clean end and {breaks} after a break: both must occur")
    print("cluster load: PASSED")
    print(f"  {len(matches)} matches, {actions} acknowledged actions, every one in its match's replay, in order")
    print(
        f"  {len(watchers)} streams through the balancer, each exactly its viewer's events: resumed with "
        f"Last-Event-ID {ends} times after a replica ended them, {breaks} times after a connection broke; "
        f"{sum(w.presence for w in watchers)} presence messages"
    )
    for line in report[0]:
        print(f"  {line}")
    for phase in PHASES:
        counts = RESENDS.counts.get(phase)
        print(f"  requests resent {phase}: {', '.join(f'{n} {c}' for c, n in counts.items()) if counts else 'none'}")


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--base", required=True, help="the load balancer's URL")
    parser.add_argument("--podman", required=True, type=json.loads, help="the podman command, a JSON list")
    parser.add_argument("--stop", required=True, help="NAME=IP of the replica to stop with SIGTERM")
    parser.add_argument("--kill", required=True, help="NAME of the replica to kill with SIGKILL")
    parser.add_argument("--kill-redis", required=True, help="NAME=IP of the Redis primary")
    parser.add_argument("--sentinels", required=True, help="IP,IP,... of the sentinels")
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--streams-per-match", type=int, default=2)
    parser.add_argument("--fault-every", type=int, default=400, help="acknowledged actions between faults")
    return parser.parse_args(argv)


if __name__ == "__main__":
    try:
        asyncio.run(main(parse()))
    except Failure as failure:
        print(f"cluster load: FAILED: {failure}", file=sys.stderr)
        sys.exit(1)
