"""Apps and API keys over HTTP, against a real Redis: ``osmica apps create | list | revoke``, keys kept only as
hashes, 401 ``api_key_invalid`` / ``api_key_required``, per-app rate limits, and one app never reaching another's
matches on any route (nor a caller without a key; a match made without a key stays keyless)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest

from service.accounts.apps import APPS_KEY, AppRecord, key_hash
from service.store.records import Record, game_key
from tests.servers import RedisServer, ServiceProcess
from tests.service.play import Game, create, playable


def osmica_apps(redis_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OSMICA_")}
    env["OSMICA_REDIS_URL"] = redis_url
    return subprocess.run(
        [sys.executable, "-m", "service.cli", "apps", *args], env=env, capture_output=True, text=True, timeout=60
    )


def new_app(redis_url: str, name: str, *extra: str) -> tuple[str, str]:
    """``osmica apps create``: the app id and the key it prints."""
    done = osmica_apps(redis_url, "create", name, *extra)
    assert done.returncode == 0, done.stderr
    found = re.search(r"app_id: (\S+)\napi_key: (\S+)", done.stdout)
    assert found is not None, done.stdout
    return found[1], found[2]


@pytest.fixture(scope="module")
def two_apps(redis_server: RedisServer) -> tuple[tuple[str, str], tuple[str, str]]:
    return new_app(redis_server.url, "front end A"), new_app(redis_server.url, "front end B")


@pytest.fixture
def as_a(service: ServiceProcess, two_apps: Any) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=service.base_url, timeout=10, headers={"X-Api-Key": two_apps[0][1]}) as client:
        yield client


@pytest.fixture
def as_b(service: ServiceProcess, two_apps: Any) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=service.base_url, timeout=10, headers={"X-Api-Key": two_apps[1][1]}) as client:
        yield client


def test_apps_create_list_revoke_keep_only_a_hash(redis_server: RedisServer, http: httpx.Client) -> None:
    app_id, key = new_app(redis_server.url, "shown once")
    assert key.startswith(f"osk_{app_id}_")
    stored = redis_server.client().hgetall(APPS_KEY)
    assert all(key.encode() not in field + value for field, value in stored.items())
    record = msgspec.msgpack.decode(stored[app_id.encode()], type=AppRecord)
    assert record.key_hash == key_hash(key) and record.name == "shown once" and not record.revoked
    listed = osmica_apps(redis_server.url, "list")
    assert listed.returncode == 0 and app_id in listed.stdout and "shown once" in listed.stdout
    assert key not in listed.stdout
    assert http.post("/v1/nags/games", json={"players": 2}, headers={"X-Api-Key": key}).status_code == 201
    revoked = osmica_apps(redis_server.url, "revoke", app_id)
    assert revoked.returncode == 0, revoked.stderr
    refused = http.post("/v1/nags/games", json={"players": 2}, headers={"X-Api-Key": key})
    assert refused.status_code == 401 and refused.json()["code"] == "api_key_invalid"
    assert http.get("/v1/variants", headers={"X-Api-Key": key}).status_code == 401
    assert osmica_apps(redis_server.url, "revoke", "app_0000000000000000").returncode == 1
    assert osmica_apps(redis_server.url, "create", "").returncode == 2


def test_apps_needs_a_store() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OSMICA_")}
    done = subprocess.run(
        [sys.executable, "-m", "service.cli", "apps", "list"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2 and "OSMICA_REDIS_URL" in done.stderr


@pytest.mark.parametrize(
    "key",
    ["nope", "osk_app_0000000000000000_x", "", "osk_" + "a" * 200],
)
def test_an_unknown_key_is_401_api_key_invalid(http: httpx.Client, two_apps: Any, key: str) -> None:
    for method, path in (("GET", "/v1/variants"), ("POST", "/v1/crazy-eights/games")):
        response = http.request(method, path, json={"players": 2}, headers={"X-Api-Key": key})
        assert response.status_code == 401, response.text
        body = response.json()
        assert body["code"] == "api_key_invalid" and response.headers["content-type"] == "application/problem+json"
    (_, a_key), (_, b_key) = two_apps
    twice = http.get("/v1/variants", headers=[("X-Api-Key", a_key), ("X-Api-Key", b_key)])
    assert twice.status_code == 401 and twice.json()["code"] == "api_key_invalid"


def test_a_key_does_not_guard_the_probes(http: httpx.Client) -> None:
    assert http.get("/healthz", headers={"X-Api-Key": "nope"}).status_code == 200


def _routes(game: Game, host: str) -> list[tuple[str, str, dict[str, Any] | None, dict[str, str]]]:
    """Every route of one match: method, path, body, headers (a seat's or the host's token where it needs one)."""
    seat0 = {"Authorization": f"Bearer {game.tokens[0]}"}
    return [
        ("GET", game.path, None, {}),
        ("GET", game.path, None, seat0),
        ("POST", game.path + "/actions", {"type": "resign"}, seat0),
        ("GET", game.path + "/events", None, {}),
        ("GET", game.path + "/events?wait=1", None, seat0),
        ("GET", game.path + "/stream", None, {}),
        ("GET", game.path + "/replay", None, {}),
        ("POST", game.path + "/rematch", None, seat0),
        ("POST", game.path + "/join", {"invite": "x" * 32}, {}),
        ("POST", game.path + "/leave", None, seat0),
        ("POST", game.path + "/seats/0/token", None, {"Authorization": f"Bearer {host}"}),
    ]


def _status(client: httpx.Client, method: str, path: str, body: Any, headers: dict[str, str]) -> httpx.Response:
    return client.request(method, path, json=body, headers=headers)


@pytest.mark.parametrize("keyless_caller", [False, True])
def test_a_match_of_one_app_is_404_to_another_app_and_to_no_key_on_every_route(
    as_a: httpx.Client, as_b: httpx.Client, http: httpx.Client, keyless_caller: bool
) -> None:
    game = create(as_a, "crazy-eights", 2, seed=5)
    other = http if keyless_caller else as_b
    for method, path, body, headers in _routes(game, game.created["host_token"]):
        refused = _status(other, method, path, body, headers)
        assert refused.status_code == 404, (method, path, refused.text)
        assert refused.json()["code"] == "not_found"
    # nothing changed: the resign was refused; app A still reaches every route as before
    view = game.view(0)
    assert view["version"] == game.created["view"]["version"] and view["status"] == "playing"
    assert game.events() == [e for e in game.events()]
    assert as_a.get(game.path + "/replay").json()["code"] == "not_finished"


def test_app_a_reaches_every_route_of_its_own_matches(as_a: httpx.Client) -> None:
    game = create(as_a, "crazy-eights", 2, seed=5)
    seat = game.view()["turn"]
    assert game.act(seat, playable(game.view(seat)["legal_actions"])[0]).status_code == 200
    assert game.events(seat)
    with as_a.stream("GET", game.path + "/stream", params={"after": 0}) as stream:
        assert stream.status_code == 200
        assert next(stream.iter_lines()).startswith("retry:")
    other = 1 - seat  # a seat that made no request: not connected, so its token may be reissued in play
    reissued = as_a.post(
        game.path + f"/seats/{other}/token", headers={"Authorization": f"Bearer {game.created['host_token']}"}
    )
    assert reissued.status_code == 200, reissued.text
    game.tokens[other] = reissued.json()["token"]
    assert game.act(other, {"type": "resign"}).status_code == 200
    assert as_a.get(game.path + "/replay").status_code == 200
    rematch = as_a.post(game.path + "/rematch", headers={"Authorization": f"Bearer {game.tokens[1]}"})
    assert rematch.status_code == 200, rematch.text
    new_path = f"/v1/crazy-eights/games/{rematch.json()['game_id']}"
    claim = {"from": game.game_id}
    joined = as_a.post(new_path + "/join", json=claim, headers={"Authorization": f"Bearer {game.tokens[1]}"})
    assert joined.status_code == 200, joined.text
    # the rematch is app A's too
    assert as_a.get(new_path).status_code == 200
    assert httpx.get(str(as_a.base_url) + new_path).status_code == 404


def test_join_and_leave_stay_within_the_app(as_a: httpx.Client, as_b: httpx.Client) -> None:
    created = as_a.post("/v1/nags/games", json={"players": 2, "seats": [{"name": "ana"}, {"open": True}]})
    assert created.status_code == 201, created.text
    path = f"/v1/nags/games/{created.json()['game_id']}"
    invite = created.json()["invites"][0]["invite"]
    assert as_b.post(path + "/join", json={"invite": invite}).status_code == 404
    joined = as_a.post(path + "/join", json={"invite": invite})
    assert joined.status_code == 200, joined.text
    assert as_a.get(path).json()["status"] == "playing"


def test_the_lobby_lists_only_the_callers_matches(as_a: httpx.Client, as_b: httpx.Client, http: httpx.Client) -> None:
    body = {"players": 2, "seats": [{"name": "ana"}, {"open": True}], "public": True}
    ids = {}
    for name, client in (("a", as_a), ("b", as_b), ("none", http)):
        response = client.post("/v1/switch/games", json=body)
        assert response.status_code == 201, response.text
        ids[name] = response.json()["game_id"]
    for name, client in (("a", as_a), ("b", as_b), ("none", http)):
        listed = client.get("/v1/switch/games", params={"status": "waiting", "limit": 50})
        assert listed.status_code == 200, listed.text
        seen = {g["game_id"] for g in listed.json()["games"]}
        assert ids[name] in seen
        assert not seen & ({*ids.values()} - {ids[name]}), name


def test_a_match_made_without_a_key_is_unknown_to_every_app(http: httpx.Client, as_a: httpx.Client) -> None:
    game = create(http, "nags", 2, seed=1)
    assert http.get(game.path).status_code == 200
    for method, path, body, headers in _routes(game, game.created["host_token"]):
        assert _status(as_a, method, path, body, headers).status_code == 404, (method, path)
    assert game.view(0)["version"] == game.created["view"]["version"]


def test_the_match_record_names_its_app(as_a: httpx.Client, two_apps: Any, redis_server: RedisServer) -> None:
    game = create(as_a, "nags", 2)
    raw = redis_server.client().hget(game_key(game.game_id), "rec")
    assert isinstance(raw, bytes)
    assert msgspec.msgpack.decode(raw, type=Record).app == two_apps[0][0]


def test_require_api_key_refuses_keyless_creation(redis_server: RedisServer, tmp_path: Path, two_apps: Any) -> None:
    service = ServiceProcess(redis_server.url, tmp_path / "osmica.log", env={"OSMICA_REQUIRE_API_KEY": "true"})
    service.start()
    try:
        with httpx.Client(base_url=service.base_url, timeout=10) as client:
            refused = client.post("/v1/nags/games", json={"players": 2})
            assert refused.status_code == 401 and refused.json()["code"] == "api_key_required"
            assert client.get("/v1/variants").status_code == 200
            made = client.post("/v1/nags/games", json={"players": 2}, headers={"X-Api-Key": two_apps[0][1]})
            assert made.status_code == 201, made.text
    finally:
        service.stop()


def test_an_apps_rate_limit_counts_every_client_of_the_app(
    redis_server: RedisServer, http: httpx.Client, two_apps: Any
) -> None:
    _, limited = new_app(redis_server.url, "limited", "--rate-limit", "3")
    for _ in range(3):
        assert http.get("/v1/variants", headers={"X-Api-Key": limited}).status_code == 200
    refused = http.get("/v1/variants", headers={"X-Api-Key": limited, "X-Forwarded-For": "10.0.0.9"})
    assert refused.status_code == 429 and refused.json()["code"] == "rate_limited"
    assert int(refused.headers["retry-after"]) >= 1
    assert http.get("/v1/variants", headers={"X-Api-Key": two_apps[1][1]}).status_code == 200
    assert http.get("/v1/variants").status_code == 200
