"""Operations: request ids, JSON logs without secrets, Prometheus metrics over several workers, the rate limit,
and a graceful stop on SIGTERM.

Most tests use one server of their own: 2 granian workers on a Redis of its own, a rate limit of 5 requests
per hour per client (shared in Redis), one trusted proxy (so each test names its clients in
``X-Forwarded-For``, from the documentation ranges) and a 15 s shutdown timeout. The SIGTERM test stops it, so
it comes last. The log test plays a match on the session's server, which runs with the defaults (JSON logs).
The action-metrics test runs a second server, without the rate limit, on the same Redis.

Nothing depends on timing or load: lost races are provoked (:func:`race`), the SIGTERM test knows its requests
are in a worker (``100 Continue``), and waits only end early, when what they wait for has happened.
"""

from __future__ import annotations

import itertools
import json
import random
import re
import socket
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest

from engine.registry import get
from service.matches.tokens import token_hash
from tests.servers import START_TIMEOUT, RedisServer, ServiceProcess, command_calls, wait_until
from tests.service.play import CARD, Game, create, play, replay, stored_state

LIMIT = 5
WINDOW = 3600
"""One request every 720 s once a client's 5 are spent: no test here is slow enough to earn another one."""
SHUTDOWN_TIMEOUT = 15
"""Seconds the SIGTERM test's slow upload has to finish after SIGTERM: ample even on a busy machine."""
_addresses = (f"203.0.113.{n % 250}" if n < 250 else f"198.51.100.{n % 250}" for n in itertools.count())


def fresh_client() -> dict[str, str]:
    """Headers naming a client the rate limit has not seen yet (through the one trusted proxy)."""
    return {"X-Forwarded-For": next(_addresses)}


class Ops:
    def __init__(self, directory: Path, redis_server: RedisServer, service: ServiceProcess) -> None:
        self.directory = directory
        self.redis_server = redis_server
        self.service = service
        # "Connection: close": each request on a new connection, so that requests spread over the workers
        self.http = httpx.Client(base_url=service.base_url, timeout=10, headers={"Connection": "close"})

    def get(self, path: str, **headers: str) -> httpx.Response:
        return self.http.get(path, headers=headers)

    def post(self, path: str, body: Any, **headers: str) -> httpx.Response:
        return self.http.post(path, json=body, headers=headers)


@pytest.fixture(scope="module")
def ops(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ops]:
    directory = tmp_path_factory.mktemp("ops")
    redis_server = RedisServer(directory / "redis").start()
    env = {
        "OSMICA_RATE_LIMIT": str(LIMIT),
        "OSMICA_RATE_LIMIT_WINDOW": str(WINDOW),
        "OSMICA_PROXY_HOPS": "1",
        "OSMICA_SHUTDOWN_TIMEOUT": str(SHUTDOWN_TIMEOUT),
        "TMPDIR": str(directory),  # where the server makes its metrics directory
    }
    service = ServiceProcess(redis_server.url, log=directory / "osmica.log", workers=2, env=env).start()
    ops = Ops(directory, redis_server, service)
    yield ops
    ops.http.close()
    service.stop()
    redis_server.stop()


def log_lines(service: ServiceProcess, offset: int = 0) -> list[dict[str, Any]]:
    """Every line written since ``offset``, each parsed as one JSON object (fails on any other line, naming it). A
    wait polls the log's text instead (:meth:`ServiceProcess.log_since`), so that such a line fails here at once
    rather than every poll until the wait times out."""
    parsed = []
    for line in service.log_since(offset).splitlines():
        if line.strip():
            try:
                parsed.append(json.loads(line))
            except json.JSONDecodeError:
                raise AssertionError(f"a log line that is not one JSON object: {line!r}") from None
    return parsed


def test_the_request_id_is_echoed_or_made_and_logged(ops: Ops) -> None:
    mine = ops.get("/v1/variants", **fresh_client(), **{"X-Request-ID": "front-end.42:a_b-c"})
    assert mine.headers["x-request-id"] == "front-end.42:a_b-c"
    made = {ops.get("/v1/variants", **fresh_client()).headers["x-request-id"] for _ in range(3)}
    assert len(made) == 3 and all(re.fullmatch(r"[0-9a-f]{32}", rid) for rid in made)
    for unsafe in ("has spaces", "x" * 129, 'quote"d', "new\tline"):
        echoed = ops.get("/v1/variants", **fresh_client(), **{"X-Request-ID": unsafe}).headers["x-request-id"]
        assert re.fullmatch(r"[0-9a-f]{32}", echoed), "an unsafe request id must be replaced, not logged"
    missing = ops.get("/v1/no-such-route", **fresh_client())
    assert missing.status_code == 404 and missing.headers["x-request-id"]

    def logged() -> set[str]:
        return {line.get("request_id", "") for line in log_lines(ops.service) if line["logger"] == "osmica.access"}

    expected = {"front-end.42:a_b-c", missing.headers["x-request-id"], *made}
    fields = [f'"request_id":"{rid}"' for rid in expected]
    wait_until(lambda: all(f in ops.service.log_since() for f in fields), START_TIMEOUT, "log lines")
    assert expected <= logged()


def test_the_rate_limit_is_per_client_shared_and_spares_probes(ops: Ops) -> None:
    client = fresh_client()
    statuses = [ops.get("/v1/variants", **client).status_code for _ in range(LIMIT)]
    assert statuses == [200] * LIMIT  # each on a new connection: both workers count against one limit
    refused = ops.post("/v1/crazy-eights/games", {"players": 2}, **client)
    assert refused.status_code == 429
    assert refused.headers["content-type"].startswith("application/problem+json")
    assert 1 <= int(refused.headers["retry-after"]) <= WINDOW // LIMIT
    problem = refused.json()
    assert (problem["status"], problem["code"], problem["title"]) == (429, "rate_limited", "Too Many Requests")
    assert refused.headers["x-request-id"]
    # the count lives in Redis, where every worker and replica reads it
    assert ops.redis_server.client().exists(f"osmica:rate:{client['X-Forwarded-For']}")
    # probes and scrapes are never limited; another client is not affected
    for path in ("/healthz", "/readyz", "/metrics") * 4:
        assert ops.get(path, **client).status_code == 200, path
    assert ops.get("/v1/variants", **fresh_client()).status_code == 200
    assert ops.get("/v1/variants", **client).status_code == 429


def scrape(http: httpx.Client) -> dict[str, float]:
    """``/metrics`` as ``{'name{labels}': value}``."""
    response = http.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    samples = {}
    for line in response.text.splitlines():
        if line and not line.startswith("#"):
            name, _, value = line.rpartition(" ")
            samples[name] = float(value)
    return samples


def test_metrics_are_the_sum_of_every_worker(ops: Ops) -> None:
    route = 'method="GET",route="/v1/variants"'
    requests = f'osmica_http_requests_total{{{route},status="200"}}'
    latency = f"osmica_http_request_duration_seconds_count{{{route}}}"
    before = scrape(ops.http)
    for _ in range(12):
        assert ops.get("/v1/variants", **fresh_client()).status_code == 200
    # whichever worker answers a scrape, it reports every worker's requests
    for _ in range(6):
        after = scrape(ops.http)
        assert after[requests] - before.get(requests, 0) == 12
        assert after[latency] - before.get(latency, 0) == 12
    files = list(ops.directory.glob("osmica-metrics-*/counter_*.db"))
    print(f"\nmetrics files of {len(files)} worker(s): {sorted(f.name for f in files)}")
    assert len(files) == 2, "both workers served requests (new connections spread over them) and wrote metrics"


RACES = 2
"""Lost races the action-metrics test provokes, one per round."""


@pytest.fixture
def unlimited(ops: Ops, tmp_path: Path) -> Iterator[ServiceProcess]:
    """A second server (2 workers) on the module's Redis without a rate limit: the shared limit is a Lua script,
    which ``CLIENT PAUSE WRITE`` would hold too. Its store timeout outlasts any pause the test makes."""
    env = {"OSMICA_STORE_TIMEOUT": str(3 * START_TIMEOUT), "TMPDIR": str(tmp_path)}
    service = ServiceProcess(ops.redis_server.url, log=tmp_path / "osmica.log", workers=2, env=env).start()
    yield service
    service.stop()


def race(redis_server: RedisServer, game: Game, seat: int, action: dict[str, Any]) -> list[httpx.Response]:
    """Lose exactly one race on purpose: the same action sent twice at once, both requests load the match at one
    version, then one commit wins and the other finds the version moved on (it reloads and applies again, alone).

    Writes are held meanwhile (``CLIENT PAUSE WRITE``: reads go on, every script waits), and let go only once the
    server has counted both loads (``HGET`` in ``INFO commandstats``), however long the requests take to get
    there: no timing decides the outcome."""
    client = redis_server.client()
    url = f"{game.client.base_url}{game.path}/actions"
    headers = {**game.auth(seat), "Connection": "close"}  # new connections: the two may reach different workers
    try:
        loads = command_calls(client).get("hget", 0)
        client.execute_command("CLIENT", "PAUSE", int(3 * START_TIMEOUT * 1000), "WRITE")
        with ThreadPoolExecutor(max_workers=2) as pool:
            sent = [pool.submit(httpx.post, url, json=action, headers=headers, timeout=5 * START_TIMEOUT) for _ in "ab"]
            wait_until(lambda: command_calls(client).get("hget", 0) >= loads + 2, START_TIMEOUT, "both requests' loads")
            client.execute_command("CLIENT", "UNPAUSE")
            responses = [future.result() for future in sent]
    finally:
        client.execute_command("CLIENT", "UNPAUSE")
        client.close()
    for response in responses:
        if response.status_code == 200:
            game.history.append((seat, action))
    return responses


def test_action_metrics_count_accepted_rejected_and_lost_races(ops: Ops, unlimited: ServiceProcess) -> None:
    """Every count exact: the refusals are made one by one and the lost races on purpose (:func:`race`)."""
    http = httpx.Client(base_url=unlimited.base_url, timeout=60)
    labels = 'variant="crazy-eights"'
    before = scrape(http)
    game = create(http, "crazy-eights", 2, seed=3)
    responses = []
    view = game.view()
    seat = view["turn"]
    legal = game.view(seat)["legal_actions"]
    responses.append(game.act(1 - seat, {"type": "draw"}))  # not this seat's turn: 409
    responses.append(game.act(seat, legal[0], **{"If-Match": f'"{view["version"] + 7}"'}))  # stale: 412
    assert [(r.status_code, r.json()["code"]) for r in responses] == [(409, "not_your_turn"), (412, "version_mismatch")]
    for _ in range(RACES):
        seat = game.view()["turn"]
        responses += race(ops.redis_server, game, seat, game.view(seat)["legal_actions"][0])
    after = scrape(http)
    http.close()

    def moved(name: str) -> float:
        return after.get(name, 0.0) - before.get(name, 0.0)

    accepted = sum(r.status_code == 200 for r in responses)
    assert accepted >= RACES and accepted == len(game.history)  # each race: one winner (the loser may win too)
    assert moved(f"osmica_actions_accepted_total{{{labels}}}") == accepted
    refused = Counter(r.json()["code"] for r in responses if r.status_code != 200)
    print(f"\n{RACES} races lost on purpose; answers {[r.status_code for r in responses]}, refusals {dict(refused)}")
    for code, count in refused.items():
        assert moved(f'osmica_actions_rejected_total{{code="{code}",{labels}}}') == count, code
    assert moved(f"osmica_version_conflicts_total{{{labels}}}") == RACES, "one lost race per round, no more"
    variant = get("crazy-eights")
    _, state = stored_state(ops.redis_server.client(), game)
    assert state.version == accepted
    assert msgspec.msgpack.encode(state) == msgspec.msgpack.encode(
        replay(variant, 2, variant.options_type(), 3, game.history)
    ), "a lost race changed the match"


def test_logs_are_json_with_request_ids_and_never_a_secret(service: ServiceProcess, http: httpx.Client) -> None:
    offset = service.log.stat().st_size
    seed = 8_765_432_109_876_543
    rid = "log-test-" + str(random.Random().randrange(10**9))
    game = create(http, "crazy-eights", 2, seed=seed, options={"target": 1}, names=["ana", "bo"])
    final = play(game, random.Random(1), 300)
    assert final["status"] == "finished"
    deck = [c for v in (game.view(0), game.view(1)) for c in v["hand"] or []]
    wrong = {"Authorization": "Bearer not-a-real-token", "X-Request-ID": rid}
    assert http.get(game.path, headers=wrong).status_code == 401
    over = http.post(game.path + "/actions", json={"type": "draw"}, headers={**game.auth(0), "X-Request-ID": rid})
    assert over.status_code == 409 and over.headers["x-request-id"] == rid

    wait_until(lambda: service.log_since(offset).count(rid) >= 2, START_TIMEOUT, "the log lines")
    lines = log_lines(service, offset)
    access = [line for line in lines if line["logger"] == "osmica.access"]
    assert len(access) >= len(game.history) * 2, "one access line per request"
    for line in lines:
        assert {"ts", "level", "logger", "msg"} <= set(line)
    for line in access:
        assert line["request_id"] and line["route"].startswith(("/v1/", "unmatched"))
        assert {"method", "path", "status", "duration_ms", "client"} <= set(line)
        assert "?" not in line["path"]
    assert [line["status"] for line in access if line["request_id"] == rid] == [401, 409]

    text = service.log_since(offset)
    secrets = [*game.tokens, *(token_hash(t).hex() for t in game.tokens), "not-a-real-token", str(seed)]
    for secret in secrets:
        assert secret not in text, "a token, a token hash or the seed reached the log"
    for line in lines:
        for value in _strings(line):
            assert not CARD.match(value), f"a card in a log line: {line}"
    assert deck and not any(re.search(rf"\b{re.escape(card)}\b", text) for card in deck)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def _read_head(sock: socket.socket) -> bytes:
    """One response head (and what came with it); b"" when the server closed or reset the connection."""
    data = b""
    try:
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    except ConnectionResetError:
        pass
    return data


def _open_request(port: int, body: bytes, sent: int) -> socket.socket:
    """A create request in a worker, its body sent only up to ``sent`` bytes: in flight until the rest comes.

    The head goes first with ``Expect: 100-continue``; the server answers ``100 Continue`` once the app reads the
    body, so the request is known to be in a worker, however long the machine took to get it there."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=START_TIMEOUT)
    head = (
        "POST /v1/crazy-eights/games HTTP/1.1\r\nHost: osmica\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nX-Forwarded-For: {next(_addresses)}\r\nExpect: 100-continue\r\n\r\n"
    )
    sock.sendall(head.encode())
    assert _read_head(sock) == b"HTTP/1.1 100 Continue\r\n\r\n"
    sock.sendall(body[:sent])
    return sock


def _response(sock: socket.socket) -> bytes:
    """The response's head (and what came with it); b"" when the server closed or reset the connection."""
    data = _read_head(sock)
    sock.close()
    return data


def test_sigterm_lets_in_flight_requests_finish_then_stops(ops: Ops) -> None:
    """Stops the module's server: keep it last. A slow upload finishes after SIGTERM; a stuck one is cut at
    ``shutdown_timeout``; new connections are refused meanwhile; the server exits 0."""
    service = ops.service
    process = service.process
    assert process is not None
    body = json.dumps({"players": 2, "seed": 11}).encode()
    slow = _open_request(service.port, body, 5)
    stuck = _open_request(service.port, body, 5)

    started = time.monotonic()
    process.terminate()

    def refused() -> bool:
        try:
            httpx.get(service.base_url + "/healthz", timeout=5)
        except httpx.ConnectError:
            return True
        return False

    wait_until(refused, START_TIMEOUT, "refusing new connections")
    slow.sendall(body[5:])
    answer = _response(slow)
    assert answer.startswith(b"HTTP/1.1 201"), answer[:200]
    # the stuck request would keep the server up for ever: only the cut at shutdown_timeout ends it
    assert process.wait(timeout=SHUTDOWN_TIMEOUT + START_TIMEOUT) == 0
    stopped = time.monotonic() - started
    assert _response(stuck) == b"", "the stuck request cannot have been answered"
    assert stopped >= SHUTDOWN_TIMEOUT, "the server stopped before the stuck request's time was up"
    service.process = None
    print(f"\nSIGTERM: in-flight request answered 201; exit 0 after {stopped:.1f} s (stuck one cut)")


def test_every_metric_is_in_the_registry_a_single_process_serves() -> None:
    """Without the multiprocess directory, ``/metrics`` renders :data:`service.ops.metrics.REGISTRY` alone."""
    from prometheus_client import generate_latest
    from prometheus_client.metrics import MetricWrapperBase

    from service.ops import metrics

    served = generate_latest(metrics.REGISTRY).decode()
    defined = [m for m in vars(metrics).values() if isinstance(m, MetricWrapperBase)]
    assert len(defined) >= 7
    for metric in defined:
        assert f"# HELP {metric._name}" in served, metric._name
