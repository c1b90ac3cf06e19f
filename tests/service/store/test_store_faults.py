"""Store faults: the Redis server goes away in the middle of play and comes back.

While it is down every endpoint that needs it answers 503 ``store_unavailable`` with ``Retry-After``, and
``/healthz`` stays up. It is stopped with ``SHUTDOWN SAVE`` and restarted on the same data directory: the
matches are exactly as they were (nothing half-written) and play on to the end. In the second test Redis
stops while a client is acting; the client retries its refused requests with the same ``Idempotency-Key``
once the store is back, and the match ends up as the serial replay of exactly the accepted actions. Each step
of that outage waits for the client's progress, never for a fixed time.
"""

from __future__ import annotations

import random
import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import msgspec
import pytest

from engine.registry import get
from tests.servers import START_TIMEOUT, RedisServer, ServiceProcess, wait_until
from tests.service.play import (
    Game,
    check_outcome,
    choose,
    create,
    play,
    replay,
    stored_state,
    without_presence,
)

RETRY_AFTER = "2"


@pytest.fixture(scope="module")
def faulty(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[RedisServer, ServiceProcess]]:
    directory = tmp_path_factory.mktemp("faulty")
    redis_server = RedisServer(directory / "redis").start()
    # a stopped Redis refuses connections at once: the store timeout need not be short, and a long one never
    # turns a slow answer on a loaded machine into a 503
    env = {"OSMICA_STORE_TIMEOUT": "10", "OSMICA_RETRY_AFTER": RETRY_AFTER}
    service = ServiceProcess(redis_server.url, log=directory / "osmica.log", env=env).start()
    yield redis_server, service
    service.stop()
    redis_server.stop()


def unavailable(response: httpx.Response) -> None:
    assert response.status_code == 503, response.text
    assert response.headers["retry-after"] == RETRY_AFTER
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == "store_unavailable"


def snapshot(game: Game) -> list[Any]:
    """What every caller sees of the match, but who is connected (no part of the match: docs/presence.md)."""
    seats = [None, *range(len(game.tokens))]
    return [without_presence(game.view(s)) for s in seats] + [game.events(s) for s in seats]


def test_a_store_outage_is_503_and_the_matches_continue_afterwards(faulty: tuple[RedisServer, ServiceProcess]) -> None:
    redis_server, service = faulty
    client = httpx.Client(base_url=service.base_url, timeout=60)
    rng = random.Random(3)
    game = create(client, "crazy-eights", 2, seed=31, options={"target": 30})
    play(game, rng, 10)
    before = snapshot(game)
    turn = before[0]["turn"]
    legal = before[1 + turn]["legal_actions"]

    redis_server.stop(save=True)
    try:
        unavailable(game.get())
        unavailable(game.get(0))
        unavailable(client.get(game.path + "/events"))
        unavailable(game.act(turn, legal[0]))
        unavailable(game.act(turn, legal[0], **{"Idempotency-Key": "during-outage"}))
        unavailable(client.post("/v1/crazy-eights/games", json={"players": 2}))
        unavailable(client.get("/readyz"))
        assert client.get("/healthz").status_code == 200
    finally:
        redis_server.start()

    assert client.get("/readyz").status_code == 200
    assert snapshot(game) == before, "the outage changed the match"
    final = play(game, rng, 2000)
    check_outcome(final)
    variant = get("crazy-eights")
    options = msgspec.convert({"target": 30}, variant.options_type)
    _, state = stored_state(redis_server.client(), game)
    assert msgspec.msgpack.encode(state) == msgspec.msgpack.encode(replay(variant, 2, options, 31, game.history))


def test_an_outage_while_acting_loses_and_doubles_nothing(faulty: tuple[RedisServer, ServiceProcess]) -> None:
    """The client acts without pause in a thread; each step of the outage waits for the client to get there
    (actions accepted before it, a refusal during it, actions accepted after it), not for a fixed time."""
    redis_server, service = faulty
    client = httpx.Client(base_url=service.base_url, timeout=60)
    game = create(client, "crazy-eights", 3, seed=47, options={"stock_exhausted": "reshuffle_keep_top", "target": 500})
    accepted: dict[int, tuple[int, dict[str, Any]]] = {}
    refused = 0
    failures: list[BaseException] = []
    stop = threading.Event()

    def act_until_stopped() -> None:
        nonlocal refused
        rng = random.Random(9)
        pending: tuple[int, dict[str, Any], str] | None = None
        while not stop.is_set() or pending is not None:
            try:
                if pending is None:
                    view = game.view()
                    seat = view["turn"]
                    pending = (seat, choose(game.view(seat)["legal_actions"], rng), uuid.uuid4().hex)
                seat, action, key = pending
                response = game.act(seat, action, **{"Idempotency-Key": key})
            except AssertionError:  # a view answered 503: the store is down
                refused += 1
                time.sleep(0.05)  # pacing only: no outcome depends on it
                continue
            if response.status_code == 503:
                refused += 1
                time.sleep(0.05)
                continue
            assert response.status_code == 200, response.text
            accepted[response.json()["view"]["version"]] = (seat, action)
            pending = None

    def run() -> None:
        try:
            act_until_stopped()
        except BaseException as exc:
            failures.append(exc)

    def reached(what: str, check: Any) -> None:
        """Wait until ``check()``; fail at once if the client failed."""
        wait_until(lambda: failures or check(), START_TIMEOUT, what)
        assert not failures, f"the acting client failed: {failures[0]!r}"

    worker = threading.Thread(target=run)
    worker.start()
    try:
        reached("actions before the outage", lambda: len(accepted) >= 3)
        redis_server.stop(save=True)
        try:
            reached("a refusal during the outage", lambda: refused > 0)
        finally:
            redis_server.start()
        resumed = len(accepted)
        reached("actions after the outage", lambda: len(accepted) >= resumed + 3)
    finally:
        stop.set()
        worker.join(timeout=START_TIMEOUT)
    assert not worker.is_alive()
    assert not failures, f"the acting client failed: {failures[0]!r}"

    assert refused > 0, "the outage was not noticed"
    final = game.view()
    assert sorted(accepted) == list(range(1, final["version"] + 1))
    variant = get("crazy-eights")
    options = msgspec.convert({"stock_exhausted": "reshuffle_keep_top", "target": 500}, variant.options_type)
    history = [accepted[v] for v in sorted(accepted)]
    _, state = stored_state(redis_server.client(), game)
    assert msgspec.msgpack.encode(state) == msgspec.msgpack.encode(replay(variant, 3, options, 47, history))
