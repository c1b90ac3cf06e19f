"""Replicas: two service processes on one Redis serve the same matches, with no sticky sessions.

1. Matches played with every request sent to the other replica than the one before: both replicas agree on
   every view, and the stored state is the serial replay of the accepted actions.
2. Concurrent actions on one match through both replicas (after one action through each, so both surely
   accept some): versions rise by one per accepted action, each accepted action's events are in the log
   exactly once, the stored state is the serial replay.
3. Under load from several matches at once, one replica is killed with SIGKILL (server and workers) while an
   action is surely under way there (its body sent in two parts, the kill in between: no timing involved). The
   clients resend what failed to the surviving replica with the same ``Idempotency-Key`` (what a client behind
   a load balancer does): no accepted action is lost or doubled, and every match is the replay of its accepted
   actions. This test kills the second replica, so it comes last.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest

from engine.registry import get
from tests.servers import RedisServer, ServiceProcess
from tests.service.play import Game, choose, create, play, playable, replay, stored_state, wire_view


@pytest.fixture(scope="module")
def second(redis_server: RedisServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    """A second replica on the session's Redis (the first is the session's ``service``)."""
    directory = tmp_path_factory.mktemp("replica-b")
    process = ServiceProcess(redis_server.url, log=directory / "osmica.log", env={"TMPDIR": str(directory)})
    yield process.start()
    process.stop()


class Alternating:
    """Quacks like the ``httpx.Client`` of :class:`Game`: each request goes to the next replica in turn."""

    def __init__(self, *base_urls: str) -> None:
        self.clients = [httpx.Client(base_url=url, timeout=10) for url in base_urls]
        self._next = itertools.cycle(self.clients)

    def get(self, *args: Any, **kwargs: Any) -> httpx.Response:
        return next(self._next).get(*args, **kwargs)

    def post(self, *args: Any, **kwargs: Any) -> httpx.Response:
        return next(self._next).post(*args, **kwargs)

    def close(self) -> None:
        for client in self.clients:
            client.close()


def check_replay(redis_server: RedisServer, game: Game, players: int, options: dict[str, Any]) -> Any:
    """The stored state equals the serial replay of ``game.history`` from its seed; returns that state."""
    variant = get(game.variant)
    assert game.seed is not None
    expected = replay(variant, players, msgspec.convert(options, variant.options_type), game.seed, game.history)
    _, state = stored_state(redis_server.client(), game)
    assert msgspec.msgpack.encode(state) == msgspec.msgpack.encode(expected), "stored state is not the replay"
    return state


@pytest.mark.parametrize(
    ("variant", "options"), [("crazy-eights", {"target": 1}), ("nags", {"deals": 1})], ids=["crazy-eights", "nags"]
)
def test_a_match_played_through_alternate_replicas(
    service: ServiceProcess, second: ServiceProcess, redis_server: RedisServer, variant: str, options: dict[str, Any]
) -> None:
    client = Alternating(service.base_url, second.base_url)
    try:
        game = create(client, variant, 2, seed=90, options=options)
        final = play(game, random.Random(4), 80)
        assert final["version"] == len(game.history) > 0
        # both replicas serve the same match, to the spectator and to each seat
        for seat in (None, 0, 1):
            assert game.view(seat) == game.view(seat), f"the replicas disagree on seat {seat}'s view"
            assert game.events(seat) == game.events(seat)
        state = check_replay(redis_server, game, 2, options)
        record, _ = stored_state(redis_server.client(), game)
        assert wire_view(get(variant), state, None, game, record.names, final) == final
    finally:
        client.close()


CLIENTS = 8
PLAYERS = 4
OPTIONS = {"stock_exhausted": "reshuffle_keep_top", "target": 1000}


async def test_concurrent_actions_on_one_match_through_both_replicas(
    service: ServiceProcess, second: ServiceProcess, redis_server: RedisServer
) -> None:
    seed, wanted = 77, 40
    async with (
        httpx.AsyncClient(base_url=service.base_url, timeout=30) as first_client,
        httpx.AsyncClient(base_url=second.base_url, timeout=30) as second_client,
    ):
        replicas = [first_client, second_client]
        created = await first_client.post(
            "/v1/crazy-eights/games", json={"players": PLAYERS, "seed": seed, "options": OPTIONS}
        )
        assert created.status_code == 201
        body = created.json()
        tokens = [s["token"] for s in body["seats"]]
        path = f"/v1/crazy-eights/games/{body['game_id']}"
        accepted: list[dict[str, Any]] = []
        served = [0, 0]
        done = asyncio.Event()

        # one action through each replica first, so that both surely accept actions (which replica wins what
        # in the free-for-all below is up to timing)
        for replica in (0, 1):
            seat = (await replicas[replica].get(path)).json()["turn"]
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            action = (await replicas[1 - replica].get(path, headers=auth)).json()["legal_actions"][0]
            response = await replicas[replica].post(path + "/actions", json=action, headers=auth)
            assert response.status_code == 200, response.text
            served[replica] += 1
            result = response.json()
            accepted.append({"version": result["view"]["version"], "seat": seat, "action": action,
                             "events": result["events"]})  # fmt: skip

        async def player(index: int) -> None:
            seat = index % PLAYERS
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            rng = random.Random(index)
            for request in itertools.count(index):
                if done.is_set():
                    return
                replica = request % 2  # alternate, and the clients of one seat start on different replicas
                view = (await replicas[replica].get(path, headers=auth)).json()
                if view["status"] == "finished":
                    done.set()
                    return
                if not playable(view["legal_actions"]):
                    await asyncio.sleep(0.01)
                    continue
                action = choose(view["legal_actions"], rng)
                response = await replicas[1 - replica].post(path + "/actions", json=action, headers=auth)
                if response.status_code == 200:
                    served[1 - replica] += 1
                    result = response.json()
                    accepted.append({"version": result["view"]["version"], "seat": seat, "action": action,
                                     "events": result["events"]})  # fmt: skip
                    if len(accepted) >= wanted:
                        done.set()
                else:
                    assert response.status_code == 409, response.text

        await asyncio.gather(*(player(i) for i in range(CLIENTS)))
        final = (await second_client.get(path)).json()
        logs = [(await first_client.get(path + "/events", headers={"Authorization": f"Bearer {t}"})).json()["events"]
                for t in tokens]  # fmt: skip

    assert all(served), f"each replica must accept actions: {served}"
    check_accepted(accepted, final["version"], logs)
    game = Game(httpx.Client(), "crazy-eights", body["game_id"], tokens, seed, body)
    game.history = [(a["seat"], a["action"]) for a in sorted(accepted, key=lambda a: a["version"])]
    check_replay(redis_server, game, PLAYERS, OPTIONS)


def check_accepted(accepted: list[dict[str, Any]], version: int, logs: list[list[dict[str, Any]]]) -> None:
    """Versions 1..version, one per accepted action; each one's events in every seat's log once, nothing else."""
    assert sorted(a["version"] for a in accepted) == list(range(1, version + 1))
    seqs = sorted(e["seq"] for a in accepted for e in a["events"])
    assert seqs == list(range(1, len(logs[0]) + 1)), "an accepted action's events are missing or doubled"
    for a in accepted:
        for event in a["events"]:
            assert logs[a["seat"]][event["seq"] - 1] == event


MATCHES = 4
ACTIONS_PER_MATCH = 30
KILL_AFTER = 24


async def test_a_replica_killed_under_load_loses_no_accepted_action(
    service: ServiceProcess, second: ServiceProcess, redis_server: RedisServer, tmp_path: Path
) -> None:
    async with (
        httpx.AsyncClient(base_url=service.base_url, timeout=30) as first_client,
        httpx.AsyncClient(base_url=second.base_url, timeout=30) as second_client,
    ):
        replicas = [first_client, second_client]
        dead = asyncio.Event()
        failed_on_killed: list[str] = []
        accepted_total = 0

        async def held(body: bytes) -> AsyncIterator[bytes]:
            """An action's body in two parts, the second replica killed in between: the kill surely meets a
            request under way (its head and the first part written to the replica), however the requests and the
            replicas' answers happen to interleave."""
            yield body[:1]
            dead.set()
            second.kill()  # SIGKILL to the server and its worker, whatever else is in flight
            yield body[1:]

        async def send(turn: int, method: str, url: str, **kwargs: Any) -> httpx.Response:
            """To the replica of this turn; what fails on the killed one goes again to the other. The first action
            for the second replica after KILL_AFTER accepted ones is the one the kill happens under."""
            replica = 0 if dead.is_set() else turn % 2
            first = kwargs
            if replica == 1 and method == "POST" and accepted_total >= KILL_AFTER:
                body = json.dumps(kwargs["json"]).encode()
                headers = {**kwargs["headers"], "Content-Type": "application/json"}
                first = {**{k: v for k, v in kwargs.items() if k != "json"}, "content": held(body), "headers": headers}
            try:
                return await replicas[replica].request(method, url, **first)
            except httpx.TransportError as exc:
                assert replica == 1 and dead.is_set(), f"the surviving replica failed: {exc!r}"
                failed_on_killed.append(type(exc).__name__)
                return await replicas[0].request(method, url, **kwargs)

        async def play_one(index: int) -> tuple[Game, list[dict[str, Any]], list[list[dict[str, Any]]], int]:
            nonlocal accepted_total
            seed = 500 + index
            created = await send(index, "POST", "/v1/crazy-eights/games",
                                 json={"players": 3, "seed": seed, "options": OPTIONS})  # fmt: skip
            assert created.status_code == 201, created.text
            body = created.json()
            tokens = [s["token"] for s in body["seats"]]
            path = f"/v1/crazy-eights/games/{body['game_id']}"
            rng = random.Random(index)
            accepted: list[dict[str, Any]] = []
            turn = index
            while len(accepted) < ACTIONS_PER_MATCH:
                turn += 1
                view = (await send(turn, "GET", path)).json()
                if view["status"] == "finished":
                    break
                seat = view["turn"]
                auth = {"Authorization": f"Bearer {tokens[seat]}"}
                turn += 1
                legal = (await send(turn, "GET", path, headers=auth)).json()["legal_actions"]
                action = choose(legal, rng)
                headers = {**auth, "Idempotency-Key": uuid.uuid4().hex}
                turn += 1
                response = await send(turn, "POST", path + "/actions", json=action, headers=headers)
                assert response.status_code == 200, response.text
                result = response.json()
                accepted.append({"version": result["view"]["version"], "seat": seat, "action": action,
                                 "events": result["events"]})  # fmt: skip
                accepted_total += 1
            final = (await send(0, "GET", path)).json()
            logs = [(await send(0, "GET", path + "/events", headers={"Authorization": f"Bearer {t}"})).json()["events"]
                    for t in tokens]  # fmt: skip
            game = Game(httpx.Client(), "crazy-eights", body["game_id"], tokens, seed, body)
            game.history = [(a["seat"], a["action"]) for a in sorted(accepted, key=lambda a: a["version"])]
            return game, accepted, logs, final["version"]

        results = await asyncio.gather(*(play_one(i) for i in range(MATCHES)))

    assert dead.is_set() and second.process is None
    assert failed_on_killed, "no request met the killed replica"
    print(f"\nkilled one replica after {KILL_AFTER} accepted actions; requests resent: {failed_on_killed}")
    for game, accepted, logs, version in results:
        assert len(accepted) == version, "an action was lost or applied twice"
        check_accepted(accepted, version, logs)
        check_replay(redis_server, game, 3, OPTIONS)
