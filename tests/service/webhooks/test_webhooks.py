"""Webhooks over real HTTP and a real Redis: the configuration routes, and deliveries to a local receiver (loopback,
which these servers allow with ``OSMICA_WEBHOOK_ALLOW_PRIVATE``): every turn in order and signed, a receiver down
then back, a replica killed right after its commits, a receiver that holds every request, addresses refused."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from jsonschema import Draft202012Validator
from osmica_client.webhooks import verify_signature
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from engine.registry import get
from service.matches.context import Context
from service.ops.settings import Settings
from service.queue.matchmaker import Queue, Table, Waiting, ticket_id
from service.store.connection import connect
from service.store.store import Store
from service.webhooks.outbox import Outbox, app_outbox, hooks_key
from tests.servers import RedisServer, ServiceProcess
from tests.service.accounts.test_apps import new_app
from tests.service.edge.test_contract_reference import document
from tests.service.play import Game, choose, create
from tests.service.queue.test_queue import all_ended, players, queue
from tests.service.webhooks.receiver import Receiver

LOCAL = {
    "OSMICA_WEBHOOK_ALLOW_HTTP": "true",
    "OSMICA_WEBHOOK_ALLOW_PRIVATE": "true",
    "OSMICA_WEBHOOK_BACKOFF_MS": "20",
    "OSMICA_WEBHOOK_BACKOFF_MAX_MS": "100",
    "OSMICA_WEBHOOK_POLL": "0.1",
    "OSMICA_CLOCK_SECOND_MS": "100",
    "OSMICA_CLOCK_SWEEP": "0.2",
}
"""A server that delivers to loopback receivers and retries at once (a few tens of milliseconds apart); its turn
clocks run ten times faster."""


@pytest.fixture(scope="module")
def own_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    """The Redis of the servers that deliver here: no other test's server (which refuses loopback receivers) shares
    their events."""
    server = RedisServer(tmp_path_factory.mktemp("redis-webhooks")).start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def local(own_redis: RedisServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    log = tmp_path_factory.mktemp("webhooks") / "osmica.log"
    process = ServiceProcess(own_redis.url, log=log, env=LOCAL).start()
    yield process
    process.stop()


@pytest.fixture(scope="module")
def default_key(redis_server: RedisServer) -> str:
    """An app's key on the session's server (default settings: https only, no private address)."""
    return new_app(redis_server.url, "webhooks-refused")[1]


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    with Receiver() as r:
        yield r


def _keyed(base_url: str, key: str) -> httpx.Client:
    return httpx.Client(base_url=base_url, timeout=30, headers={"X-Api-Key": key})


def _configure(client: httpx.Client, url: str, events: list[str] | None = None) -> str:
    answer = client.put("/v1/apps/me/webhook", json={"url": url, "events": events or ["turn", "match_finished"]})
    assert answer.status_code == 200, answer.text
    return str(answer.json()["secret"])


def _game(client: httpx.Client, **body: Any) -> Game:
    seats = [{"name": "Ana", "player": "u-1"}, {"name": "Bo", "player": "u-2"}]
    return create(client, "crazy-eights", 2, seats=seats, **body)


def _play(game: Game, actions: int, seed: int) -> list[tuple[int, int]]:
    """``actions`` random legal actions by the seat to act, then a resignation; the turns a receiver must hear of:
    (seat, version) at the start and after each action that passes the turn to the other seat."""
    rng = random.Random(seed)
    current = game.view()
    expected = [(current["turn"], current["version"])]
    for _ in range(actions):
        seat = current["turn"]
        answer = game.act(seat, choose(game.view(seat)["legal_actions"], rng))
        assert answer.status_code == 200, answer.text
        current = answer.json()["view"]
        if current["status"] != "playing":
            return expected
        if current["turn"] != seat:
            expected.append((current["turn"], current["version"]))
    assert game.act(current["turn"], {"type": "resign"}).status_code == 200
    return expected


def _valid(event: dict[str, Any]) -> bool:
    """The body validates against the document's schema of its type (``webhooks`` of the OpenAPI document)."""
    doc = document()
    registry = Registry().with_resource("urn:osmica", Resource.from_contents(doc, default_specification=DRAFT202012))
    body = doc["webhooks"][event["type"]]["post"]["requestBody"]["content"]["application/json"]["schema"]
    schema = {"$ref": body["$ref"].replace("#/components", "urn:osmica#/components")}
    return not list(Draft202012Validator(schema, registry=registry).iter_errors(event))


def _turns(events: list[dict[str, Any]], game_id: str) -> list[tuple[int, int]]:
    ours = [e["data"] for e in events if e["type"] == "turn" and e["data"]["game_id"] == game_id]
    return [(d["seat"], d["version"]) for d in ours]


def test_every_turn_of_a_match_is_delivered_in_order_and_signed(
    local: ServiceProcess, own_redis: RedisServer, receiver: Receiver
) -> None:
    _, key = new_app(own_redis.url, "webhooks-order")
    with _keyed(local.base_url, key) as client:
        secret = _configure(client, receiver.url)
        game = _game(client, seed=11)
        expected = _play(game, 30, seed=3)
    receiver.wait_for(lambda: any(e["type"] == "match_finished" for e in receiver.accepted()), "match_finished")
    events = receiver.accepted()
    assert _turns(events, game.game_id) == expected
    assert [e["type"] for e in events][-1] == "match_finished"
    for delivery in receiver.deliveries:
        assert delivery.headers["content-type"] == "application/json"
        assert verify_signature(secret, delivery.headers["osmica-signature"], delivery.body)
        assert not verify_signature("whsec_other", delivery.headers["osmica-signature"], delivery.body)
        assert not verify_signature(secret, delivery.headers["osmica-signature"], delivery.body + b" ")
        for token in game.tokens:
            assert token.encode() not in delivery.body
    assert all(_valid(e) for e in events)
    turn = next(e for e in events if e["type"] == "turn")
    assert set(turn) == {"id", "type", "created", "data"}
    assert set(turn["data"]) == {"game_id", "variant", "seat", "player", "version", "deadline"}
    assert turn["data"]["player"] == ["u-1", "u-2"][turn["data"]["seat"]]
    finished = events[-1]["data"]
    assert finished["rated"] is False and finished["rating_changes"] is None
    assert finished["seat_players"] == ["u-1", "u-2"] and len(finished["places"]) == 2


def test_a_rated_match_finished_carries_the_rating_changes(
    local: ServiceProcess, own_redis: RedisServer, receiver: Receiver
) -> None:
    _, key = new_app(own_redis.url, "webhooks-rated")
    with _keyed(local.base_url, key) as client:
        _configure(client, receiver.url, ["match_finished"])
        game = _game(client, rated=True)
        view = game.view()
        assert game.act(view["turn"], {"type": "resign"}).status_code == 200
        receiver.wait_for(lambda: receiver.accepted(), "match_finished")
        history = {p: client.get(f"/v1/players/{p}/matches").json()["matches"][0] for p in ("u-1", "u-2")}
    (finished,) = receiver.accepted()
    assert finished["type"] == "match_finished"
    assert _valid(finished)
    data = finished["data"]
    assert data["rated"] is True
    assert data["rating_changes"] == [history["u-1"]["rating_change"], history["u-2"]["rating_change"]]
    loser = view["turn"]
    assert data["places"][loser] == 2 and data["places"][1 - loser] == 1


def test_a_turn_after_a_bots_move_is_sent_too(
    local: ServiceProcess, own_redis: RedisServer, receiver: Receiver
) -> None:
    _, key = new_app(own_redis.url, "webhooks-bot")
    rng = random.Random(6)
    with _keyed(local.base_url, key) as client:
        _configure(client, receiver.url, ["turn"])
        game = create(client, "crazy-eights", 2, seats=[{"name": "Ana", "player": "u-1"}, {"bot": "random"}], seed=4)
        current = game.view()
        expected = [(0, current["version"])]
        for _ in range(12):
            answer = game.act(0, choose(game.view(0)["legal_actions"], rng))
            assert answer.status_code == 200, answer.text
            current = answer.json()["view"]
            if current["status"] != "playing":
                break
            if any(e.get("seat") == 1 for e in answer.json()["events"]):  # the bot played, and it is seat 0's turn
                expected.append((0, current["version"]))
    assert len(expected) > 3
    receiver.wait_for(lambda: len(receiver.accepted()) == len(expected), "every turn")
    assert _turns(receiver.accepted(), game.game_id) == expected


def test_a_turn_that_times_out_tells_the_next_player_with_nobody_watching(
    local: ServiceProcess, own_redis: RedisServer, receiver: Receiver
) -> None:
    _, key = new_app(own_redis.url, "webhooks-clock")
    with _keyed(local.base_url, key) as client:
        _configure(client, receiver.url, ["turn"])
        game = _game(client, seed=9, options={"turn_timeout_s": 5})
        first = game.view()["turn"]
    receiver.wait_for(lambda: len(receiver.accepted()) >= 2, "the turn after the timeout")
    dealt, timed_out = (e["data"] for e in receiver.accepted()[:2])
    assert (dealt["seat"], dealt["version"]) == (first, 0) and dealt["deadline"] is not None
    assert timed_out["seat"] == 1 - first and timed_out["player"] == ["u-1", "u-2"][1 - first]
    assert timed_out["version"] == 1 and timed_out["deadline"] > dealt["deadline"]


def test_a_receiver_down_then_back_gets_every_event_once_by_id(
    local: ServiceProcess, own_redis: RedisServer, receiver: Receiver
) -> None:
    _, key = new_app(own_redis.url, "webhooks-down")
    receiver.release("down")
    with _keyed(local.base_url, key) as client:
        _configure(client, receiver.url)
        games = [_game(client, seed=20 + i) for i in range(3)]
        expected = {g.game_id: _play(g, 12, seed=i) for i, g in enumerate(games)}
    receiver.wait_for(lambda: len(receiver.deliveries) >= 10, "failed attempts")
    assert not receiver.accepted()
    receiver.release("up")
    total = sum(len(turns) + 1 for turns in expected.values())
    receiver.wait_for(lambda: len(receiver.accepted()) == total, "every event")
    events = receiver.accepted()
    for game_id, turns in expected.items():
        assert _turns(events, game_id) == turns
        ours = [e for e in events if e["data"]["game_id"] == game_id]
        assert ours[-1]["type"] == "match_finished"
    accepted_ids = [d.event["id"] for d in receiver.deliveries if d.status == 204]
    assert len(accepted_ids) == len(set(accepted_ids)) == total
    metrics = httpx.get(local.base_url + "/metrics").text
    assert 'osmica_webhooks_retried_total{type="turn"}' in metrics


def test_a_replica_killed_right_after_its_commits_loses_nothing(
    own_redis: RedisServer, receiver: Receiver, tmp_path: Path
) -> None:
    settings = {**LOCAL, "OSMICA_WEBHOOK_TIMEOUT": "1"}  # a dead replica's lease runs out after 3 s
    first = ServiceProcess(own_redis.url, log=tmp_path / "first.log", env=settings).start()
    _, key = new_app(own_redis.url, "webhooks-kill")
    receiver.hold()
    try:
        with _keyed(first.base_url, key) as client:
            _configure(client, receiver.url)
            game = _game(client, seed=5)
            expected = _play(game, 10, seed=9)
        receiver.wait_for(lambda: receiver.held >= 1, "a delivery under way")
    finally:
        first.kill()
    assert not receiver.accepted()
    receiver.release("up")
    second = ServiceProcess(own_redis.url, log=tmp_path / "second.log", env=settings).start()
    try:
        receiver.wait_for(lambda: len(receiver.accepted()) == len(expected) + 1, "every event, from the other replica")
    finally:
        second.stop()
    events = receiver.accepted()
    assert _turns(events, game.game_id) == expected
    assert events[-1]["type"] == "match_finished"


def test_a_receiver_that_holds_every_request_does_not_hold_play(
    local: ServiceProcess, own_redis: RedisServer, receiver: Receiver
) -> None:
    _, key = new_app(own_redis.url, "webhooks-slow")
    receiver.hold()
    with _keyed(local.base_url, key) as client:
        _configure(client, receiver.url)
        game = _game(client, seed=8)
        expected = _play(game, 20, seed=4)  # every act answered 200 ...
        # ... while the receiver still holds the first delivery: none was answered yet
        assert receiver.held >= 1 and not receiver.deliveries
    receiver.release("up")
    receiver.wait_for(lambda: len(receiver.accepted()) == len(expected) + 1, "every event")
    assert _turns(receiver.accepted(), game.game_id) == expected


def _matched_pair(client: httpx.Client) -> tuple[list[str], list[str], list[dict[str, Any]]]:
    """Two players queued for a two-seat table (the pass after the second arrival seats them together): their ids,
    tickets and matched answers."""
    names = players(2)
    tickets = [queue(client, p) for p in names]
    answers = all_ended(*((client, t) for t in tickets))
    assert [a["status"] for a in answers] == ["matched", "matched"] and answers[0]["game_id"] == answers[1]["game_id"]
    return names, tickets, answers


def test_a_table_formed_from_two_tickets_delivers_queue_matched_signed(
    local: ServiceProcess, own_redis: RedisServer, receiver: Receiver
) -> None:
    _, key = new_app(own_redis.url, "webhooks-queue")
    with _keyed(local.base_url, key) as client:
        secret = _configure(client, receiver.url, ["queue_matched"])
        names, tickets, answers = _matched_pair(client)
    receiver.wait_for(lambda: receiver.accepted(), "queue_matched")
    (delivery,) = receiver.deliveries  # not subscribed to turn: the deal's turn is not sent
    event = delivery.event
    assert event["type"] == "queue_matched" and set(event) == {"id", "type", "created", "data"} and _valid(event)
    assert verify_signature(secret, delivery.headers["osmica-signature"], delivery.body)
    seat_players: list[str | None] = [None, None]
    for name, answer in zip(names, answers, strict=True):
        seat_players[answer["seat"]] = name
    game_id = answers[0]["game_id"]
    assert event["data"] == {"game_id": game_id, "variant": "crazy-eights", "seat_players": seat_players, "rated": True}
    for secret_part in [*tickets, *(ticket_id(t) for t in tickets), *(a["token"] for a in answers)]:
        assert secret_part.encode() not in delivery.body


def test_an_app_not_subscribed_to_queue_matched_gets_none(
    local: ServiceProcess, own_redis: RedisServer, receiver: Receiver
) -> None:
    _, key = new_app(own_redis.url, "webhooks-no-queue")
    with _keyed(local.base_url, key) as client:
        _configure(client, receiver.url, ["turn"])
        _, _, answers = _matched_pair(client)
    receiver.wait_for(lambda: receiver.accepted(), "the deal's turn")
    assert [(e["type"], e["data"]["game_id"]) for e in receiver.accepted()] == [("turn", answers[0]["game_id"])]


async def _seat(redis: RedisServer, app_id: str, tickets: list[str]) -> str | None:
    """What a pass does with a table it planned of ``tickets`` and one bot, in a process that writes webhook events:
    create the match, then mark the tickets (and write ``queue_matched``) in one script."""
    settings = Settings(redis_url=redis.url)
    store = Store(connect(redis.url, 5.0), settings.game_ttl)
    store.outbox = Outbox(settings.webhook_retry_window + 3600)
    try:
        table = Table([Waiting(ticket_id(t), 0.0, 0, -1) for t in tickets], bots=1)
        variant = get("crazy-eights")
        return await Queue(Context(store, settings)).seat(app_id, variant, 3, variant.options_type(), table)
    finally:
        await store.close()


def test_a_table_whose_tickets_were_not_marked_sends_no_queue_matched(
    local: ServiceProcess, own_redis: RedisServer, receiver: Receiver
) -> None:
    app_id, key = new_app(own_redis.url, "webhooks-queue-race")
    names = players(3)
    with _keyed(local.base_url, key) as client:
        _configure(client, receiver.url, ["queue_matched"])
        tickets = [queue(client, p, players=3) for p in names[:2]]  # two of three seats: no table forms by itself
        assert client.delete(f"/v1/queue/{tickets[0]}").json()["status"] == "cancelled"
        assert asyncio.run(_seat(own_redis, app_id, tickets)) is None  # a pass that had seen the cancelled one
        assert not own_redis.client().exists(hooks_key(app_outbox(app_id)))
        tickets.append(queue(client, names[2], players=3))  # again two searching of three seats
        game_id = asyncio.run(_seat(own_redis, app_id, tickets[1:]))
    assert game_id is not None
    receiver.wait_for(lambda: receiver.accepted(), "queue_matched")
    (event,) = receiver.accepted()
    assert event["data"]["game_id"] == game_id and not event["data"]["rated"]
    assert sorted(p or "" for p in event["data"]["seat_players"]) == ["", *sorted(names[1:])]


def test_configure_show_replace_and_remove(local: ServiceProcess, own_redis: RedisServer, receiver: Receiver) -> None:
    _, key = new_app(own_redis.url, "webhooks-crud")
    with _keyed(local.base_url, key) as client:
        assert client.get("/v1/apps/me/webhook").json()["code"] == "webhook_not_configured"
        put = client.put("/v1/apps/me/webhook", json={"url": receiver.url, "events": ["turn"]})
        assert put.status_code == 200 and put.headers["cache-control"] == "no-store"
        first = put.json()
        assert first["secret"].startswith("whsec_") and first["events"] == ["turn"]
        shown = client.get("/v1/apps/me/webhook")
        assert shown.status_code == 200
        assert shown.json() == {"url": receiver.url, "events": ["turn"], "created": first["created"]}
        second = _configure(client, receiver.url + "/2", ["match_finished"])
        assert second != first["secret"]
        assert client.get("/v1/apps/me/webhook").json()["events"] == ["match_finished"]
        assert client.delete("/v1/apps/me/webhook").status_code == 204
        assert client.delete("/v1/apps/me/webhook").status_code == 404
        assert client.get("/v1/apps/me/webhook").status_code == 404


def test_one_app_never_sees_another_apps_webhook(local: ServiceProcess, own_redis: RedisServer) -> None:
    _, key_a = new_app(own_redis.url, "webhooks-a")
    _, key_b = new_app(own_redis.url, "webhooks-b")
    with _keyed(local.base_url, key_a) as a, _keyed(local.base_url, key_b) as b:
        _configure(a, "http://127.0.0.1:9/a")
        assert b.get("/v1/apps/me/webhook").status_code == 404
        assert b.delete("/v1/apps/me/webhook").status_code == 404
        assert a.get("/v1/apps/me/webhook").status_code == 200


@pytest.mark.parametrize(
    "body",
    [
        {"url": "https://example.com/h"},
        {"events": ["turn"]},
        {"url": "https://example.com/h", "events": []},
        {"url": "https://example.com/h", "events": ["turn", "turn"]},
        {"url": "https://example.com/h", "events": ["queued"]},
        {"url": "https://example.com/h", "events": ["turn", "match_finished", "queue_matched", "turn"]},
        {"url": "https://example.com/h", "events": "turn"},
        {"url": "https://example.com/h", "events": ["turn"], "secret": "mine"},
        {"url": 5, "events": ["turn"]},
        {"url": "https://example.com/" + "a" * 2048, "events": ["turn"]},
        {"url": "ftp://example.com/h", "events": ["turn"]},
        {"url": "example.com/h", "events": ["turn"]},
    ],
)
def test_a_body_outside_the_schema_is_400(service: ServiceProcess, default_key: str, body: Any) -> None:
    with _keyed(service.base_url, default_key) as client:
        refused = client.put("/v1/apps/me/webhook", json=body)
    assert refused.status_code == 400 and refused.json()["code"] == "validation_error", refused.text


def test_a_webhook_needs_an_api_key(http: httpx.Client) -> None:
    for answer in (
        http.put("/v1/apps/me/webhook", json={"url": "https://example.com/h", "events": ["turn"]}),
        http.get("/v1/apps/me/webhook"),
        http.delete("/v1/apps/me/webhook"),
    ):
        assert answer.status_code == 401 and answer.json()["code"] == "api_key_required"


@pytest.mark.parametrize(
    "url",
    [
        "https://127.0.0.1/h",
        "https://localhost:8443/h",
        "https://10.1.2.3/h",
        "https://192.168.0.1/h",
        "https://172.16.5.4/h",
        "https://169.254.169.254/latest/meta-data",
        "https://[::1]/h",
        "https://[fe80::1]/h",
        "https://[::ffff:127.0.0.1]/h",
        "https://0.0.0.0/h",
    ],
)
def test_private_addresses_are_refused_without_the_setting(service: ServiceProcess, default_key: str, url: str) -> None:
    with _keyed(service.base_url, default_key) as client:
        refused = client.put("/v1/apps/me/webhook", json={"url": url, "events": ["turn"]})
        assert refused.status_code == 400 and refused.json()["code"] == "webhook_url_refused", refused.text
        assert client.get("/v1/apps/me/webhook").status_code == 404


@pytest.mark.parametrize(
    "url",
    [
        "http://example.com/h",
        "https:///h",
        "https://user:pass@example.com/h",
        "https://example.com/h#part",
        "https://example.com:99999/h",
    ],
)
def test_a_url_that_is_no_https_url_is_refused(service: ServiceProcess, default_key: str, url: str) -> None:
    with _keyed(service.base_url, default_key) as client:
        refused = client.put("/v1/apps/me/webhook", json={"url": url, "events": ["turn"]})
    assert refused.status_code == 400 and refused.json()["code"] == "webhook_url_invalid", refused.text
