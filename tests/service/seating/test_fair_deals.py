"""Deals the players can check (``fairness: "players"``, docs/fairness.md), over HTTP against the real service.

* A match of every game: seats commit at create and join, reveal once the table is full, the last reveal deals;
  it is played to the end and its replay verifies (``verify`` and ``osmica verify``); a changed client seed,
  server seed or dealt deck fails at the named place.
* Until the reveal phase ends no response (views, events, errors, streams' first answers) holds any seat's seed
  or commitment.
* A seat that does not reveal in time cancels the match through the clock sweeper: 409 ``not_revealed`` to
  every later action, reveal and replay, and nothing was dealt.
* Bad bodies are 400s and refusals 409s with their codes; ``fairness: "server"`` is unchanged.
* The TypeScript SDK's replay fixture (clients/typescript/test/fixtures) verifies here too.
"""

from __future__ import annotations

import hashlib
import json
import random
import secrets
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest

from engine.registry import variants
from service.replays.document import Mismatch, Verified, verify
from service.store.records import Record, game_key
from tests.servers import RedisServer, ServiceProcess
from tests.service.play import Game, play
from tests.service.replays.test_replay import HTTP_MATCHES, Recorder, assert_no_secret, osmica_verify

FIXTURE = Path(__file__).resolve().parents[3] / "clients/typescript/test/fixtures/players-replay.json"
CLOCK_ENV = {"OSMICA_CLOCK_SECOND_MS": "200", "OSMICA_CLOCK_SWEEP": "0.1"}
"""A reveal second is 200 ms and the sweeper looks every 100 ms, on the cancelling test's own server."""
BOUND = 60.0
"""Seconds a wait may take at most: far more than it needs, even on a busy machine."""


def new_seed() -> tuple[str, str]:
    """A client seed (hex) and its commitment, as the SDKs make them."""
    seed = secrets.token_bytes(32)
    return seed.hex(), hashlib.sha256(seed).hexdigest()


def secret_forms(*hexes: str) -> list[str]:
    return [form for h in hexes for form in (h, h.upper(), h[:32], h[32:])]


@pytest.fixture
def recorded(service: ServiceProcess) -> Iterator[tuple[httpx.Client, Recorder]]:
    recorder = Recorder()
    with httpx.Client(base_url=service.base_url, timeout=10, event_hooks={"response": [recorder]}) as client:
        yield client, recorder


def seated(client: httpx.Client, variant_id: str, players: int, options: dict[str, Any]) -> tuple[Game, list[str]]:
    """A match of ``players``: seat 0 taken at creation, seat 1 joined with an invite, seat 2 (if any) a bot.
    Returns the game (tokens by seat) and the human seats' client seeds, still unrevealed."""
    seeds = [new_seed(), new_seed()]
    seats: list[dict[str, Any]] = [{"name": "ana", "seed_commitment": seeds[0][1]}, {"open": True}]
    seats += [{"bot": "greedy"}] * (players - 2)
    body = {"players": players, "options": options, "fairness": "players", "seats": seats}
    response = client.post(f"/v1/{variant_id}/games", json=body)
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["waiting"]["status"] == "waiting" and created["waiting"]["fairness"] == "players"
    game = Game(client, variant_id, created["game_id"], [created["seats"][0]["token"]], None, created)
    missing = client.post(game.path + "/join", json={"invite": created["invites"][0]["invite"]})
    assert missing.status_code == 400 and missing.json()["errors"][0]["field"] == "seed_commitment"
    joined = client.post(
        game.path + "/join", json={"invite": created["invites"][0]["invite"], "seed_commitment": seeds[1][1]}
    )
    assert joined.status_code == 200, joined.text
    game.tokens.append(joined.json()["token"])
    return game, [seeds[0][0], seeds[1][0]]


def reveal(game: Game, seat: int, client_seed: str) -> httpx.Response:
    return game.client.post(game.path + "/reveal", json={"client_seed": client_seed}, headers=game.auth(seat))


@pytest.mark.parametrize("variant_id", list(variants()))
def test_a_match_of_players_deals_from_every_seed_and_its_replay_verifies(
    recorded: tuple[httpx.Client, Recorder], redis_server: RedisServer, variant_id: str, tmp_path: Path
) -> None:
    client, recorder = recorded
    players, options = HTTP_MATCHES[variant_id]
    game, seeds = seated(client, variant_id, players, options)
    record = msgspec.msgpack.decode(redis_server.client().hget(game_key(game.game_id), "rec"), type=Record)
    assert record.seat_seeds is not None
    hidden = secret_forms(
        *seeds, *(c.hex() for c in record.seat_seeds.commitments), *(s.hex() for s in record.seat_seeds.seeds if s)
    )

    waiting = game.view(0)
    assert waiting["status"] == "revealing" and waiting["revealed"] == [] and waiting["reveal_deadline"]
    assert game.view()["status"] == "revealing"
    refused = game.act(0, {"type": "resign"})
    assert refused.status_code == 409 and refused.json()["code"] == "match_waiting"
    left = client.post(game.path + "/leave", headers=game.auth(1))
    assert left.status_code == 409 and left.json()["code"] == "not_waiting"
    wrong = reveal(game, 1, seeds[0])
    assert wrong.status_code == 400 and wrong.json()["code"] == "seed_mismatch"
    first = reveal(game, 0, seeds[0])
    assert first.status_code == 200, first.text
    assert first.json()["view"] is None and first.json()["waiting"]["revealed"] == [0]
    assert reveal(game, 0, seeds[0]).json() == first.json()  # the same seed again: the same answer
    other = reveal(game, 0, seeds[1])
    assert other.status_code == 409 and other.json()["code"] == "already_revealed"
    for caller in (None, 0, 1):
        assert game.events(caller) == []
        assert client.get(game.path + "/replay", headers=game.auth(caller)).status_code == 409
    assert_no_secret(recorder.responses, hidden)

    dealt = reveal(game, 1, seeds[1])
    assert dealt.status_code == 200, dealt.text
    assert dealt.json()["waiting"] is None and dealt.json()["view"]["seat"] == 1
    final = play(game, random.Random(variant_id), 600)
    assert final["status"] == "finished", "raise the action cap or shorten the match"

    response = client.get(game.path + "/replay")
    assert response.status_code == 200, response.text
    doc = response.json()
    assert doc["fairness"] == "players" and doc["deck"] is None
    assert [s["client_seed"] for s in doc["seat_seeds"][:2]] == seeds
    assert [s["seed_commitment"] for s in doc["seat_seeds"]] == [c.hex() for c in record.seat_seeds.commitments]
    assert isinstance(verify(response.content), Verified)
    done = osmica_verify(str(client.base_url) + game.path + "/replay", "--commitment", record.commitment)
    assert done.returncode == 0 and done.stdout.startswith("verified: "), done.stdout + done.stderr

    for change, where in tampering(doc):
        tampered = tmp_path / "tampered.json"
        tampered.write_text(json.dumps(change))
        done = osmica_verify(str(tampered))
        assert done.returncode == 1 and done.stdout.startswith(f"MISMATCH at {where}: "), done.stdout + done.stderr


def tampering(doc: dict[str, Any]) -> list[tuple[dict[str, Any], str]]:
    """Each change a verifier must catch, and where it says the document parts from the match."""
    seed = json.loads(json.dumps(doc))
    seed["seat_seeds"][1]["client_seed"] = f"{int(seed['seat_seeds'][1]['client_seed'], 16) ^ 1:064x}"
    server = json.loads(json.dumps(doc))
    server["seed"] = doc["seed"] + 1
    order = json.loads(json.dumps(doc))
    deck = order["dealt_deck"]
    swap = next(i for i in range(1, len(deck)) if deck[i] != deck[0])
    deck[0], deck[swap] = deck[swap], deck[0]
    both = json.loads(json.dumps(doc))  # a seat's seed and its commitment both changed: the deal differs
    other, commitment = new_seed()
    both["seat_seeds"][0] = {"seed_commitment": commitment, "client_seed": other}
    return [(seed, "client seed of seat 1"), (server, "commitment"), (order, "dealt deck"), (both, "dealt deck")]


def test_the_sdk_fixture_verifies_and_names_each_change() -> None:
    document = FIXTURE.read_bytes()
    assert isinstance(verify(document), Verified)
    for change, where in tampering(json.loads(document)):
        verdict = verify(json.dumps(change).encode())
        assert isinstance(verdict, Mismatch) and verdict.where == where, verdict


def test_bodies_that_do_not_fit_players_and_refusals(http: httpx.Client) -> None:
    seed, commitment = new_seed()
    taken = {"name": "a", "seed_commitment": commitment}

    def create(**body: Any) -> httpx.Response:
        return http.post("/v1/nags/games", json={"players": 2, **body})

    for body, field in [
        ({"fairness": "players"}, "seats"),
        ({"fairness": "players", "names": ["a", "b"]}, "seats"),
        ({"fairness": "players", "seats": [{"name": "a"}, {"open": True}]}, "seats"),
        ({"fairness": "players", "seats": [taken, {"bot": "random", "seed_commitment": commitment}]}, "seats"),
        ({"seats": [{"name": "a", "seed_commitment": commitment}, {"open": True}]}, "seats"),
        ({"reveal_timeout_s": 30}, "reveal_timeout_s"),
    ]:  # fmt: skip
        response = create(**body)
        assert response.status_code == 400 and response.json()["errors"][0]["field"] == field, (body, response.text)
    assert (
        create(fairness="players", seats=[{"name": "a", "seed_commitment": seed.upper()}, {"open": True}]).status_code
        == 400
    )
    assert create(fairness="dealer").status_code == 400
    assert (
        create(
            fairness="players",
            reveal_timeout_s=4,
            seats=[{"name": "a", "seed_commitment": commitment}, {"bot": "random"}],
        ).status_code
        == 400
    )

    server = create(seed=3).json()  # today's match: no reveal, no field of players
    assert "fairness" not in server["view"] and "fairness" not in json.dumps(server)
    path = f"/v1/nags/games/{server['game_id']}"
    headers = {"Authorization": f"Bearer {server['seats'][0]['token']}"}
    response = http.post(path + "/reveal", json={"client_seed": seed}, headers=headers)
    assert response.status_code == 409 and response.json()["code"] == "no_reveal"
    assert http.post(path + "/reveal", json={"client_seed": seed}).status_code == 401
    assert http.post(path + "/reveal", json={"client_seed": "00"}, headers=headers).status_code == 400

    waiting = create(fairness="players", seats=[{"name": "a", "seed_commitment": commitment}, {"open": True}]).json()
    path = f"/v1/nags/games/{waiting['game_id']}"
    headers = {"Authorization": f"Bearer {waiting['seats'][0]['token']}"}
    response = http.post(path + "/reveal", json={"client_seed": seed}, headers=headers)
    assert response.status_code == 409 and response.json()["code"] == "match_waiting"
    join = http.post(path + "/join", json={"invite": waiting["invites"][0]["invite"], "seed_commitment": commitment})
    assert join.status_code == 200  # a player may commit to anything; only its own seed opens it


@pytest.fixture(scope="module")
def quick(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[RedisServer, str]]:
    directory = tmp_path_factory.mktemp("reveal-clock")
    store = RedisServer(directory).start()
    server = ServiceProcess(store.url, log=directory / "osmica.log", env={**CLOCK_ENV, "TMPDIR": str(directory)})
    server.start()
    yield store, server.base_url
    server.stop()
    store.stop()


def test_a_seat_that_does_not_reveal_in_time_cancels_the_match(quick: tuple[RedisServer, str]) -> None:
    store, base_url = quick
    (seed0, commitment0), (seed1, commitment1) = new_seed(), new_seed()
    seats = [{"name": "a", "seed_commitment": commitment0}, {"name": "b", "seed_commitment": commitment1}]
    with httpx.Client(base_url=base_url, timeout=10) as client:
        body = {"players": 2, "fairness": "players", "reveal_timeout_s": 5, "seats": seats}
        created = client.post("/v1/crazy-eights/games", json=body).json()
        assert created["waiting"]["status"] == "revealing"  # every seat taken at creation: reveal at once
        game = Game(client, "crazy-eights", created["game_id"], [s["token"] for s in created["seats"]], None, created)
        assert reveal(game, 0, seed0).status_code == 200

        deadline = time.monotonic() + BOUND
        while True:  # the sweeper, not a request, ends the phase: read the store, not the view
            raw = store.client().hget(game_key(game.game_id), "rec")
            record = msgspec.msgpack.decode(raw, type=Record)
            assert record.seat_seeds is not None
            if record.seat_seeds.cancelled:
                break
            assert time.monotonic() < deadline, "the reveal phase never ended"
            time.sleep(0.05)
        assert record.waiting and record.events == 0 and record.deadline == 0  # never dealt

        view = game.view(1)
        assert view["status"] == "cancelled" and view["reveal_deadline"] is None and view["revealed"] == [0]
        for response in (
            reveal(game, 1, seed1),
            game.act(0, {"type": "resign"}),
            client.get(game.path + "/replay"),
            client.post(game.path + "/leave", headers=game.auth(1)),
        ):
            assert response.status_code == 409 and response.json()["code"] == "not_revealed", response.text
        streamed = client.get(game.path + "/stream", headers=game.auth(0))
        assert streamed.status_code == 200 and "event:" not in streamed.text  # it ends, having sent no event
