"""Players bound to seats over HTTP: at creation and at join, only with an API key, shown per seat in views and
replays (null when unbound), and the conditions of a rated match (400 ``not_ratable``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.servers import RedisServer, ServiceProcess
from tests.service.accounts.test_apps import new_app


@pytest.fixture(scope="module")
def key(redis_server: RedisServer) -> str:
    return new_app(redis_server.url, "players")[1]


@pytest.fixture
def keyed(service: ServiceProcess, key: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=service.base_url, timeout=10, headers={"X-Api-Key": key}) as client:
        yield client


def _create(client: httpx.Client, variant: str, body: dict[str, Any]) -> httpx.Response:
    return client.post(f"/v1/{variant}/games", json=body)


def test_players_bound_at_creation_show_per_seat_in_views_and_the_replay(keyed: httpx.Client) -> None:
    seats = [{"name": "Ana", "player": "u-123"}, {"name": "Bo"}, {"bot": "random"}]
    created = _create(keyed, "nags", {"players": 3, "seats": seats})
    assert created.status_code == 201, created.text
    body = created.json()
    assert body["view"]["seat_players"] == ["u-123", None, None]
    path = f"/v1/nags/games/{body['game_id']}"
    token = body["seats"][0]["token"]
    mine = keyed.get(path, headers={"Authorization": f"Bearer {token}"}).json()
    assert mine["seat_players"] == ["u-123", None, None]


def test_a_replay_shows_the_players(keyed: httpx.Client) -> None:
    created = _create(keyed, "crazy-eights", {"players": 2, "seats": [{"name": "a", "player": "p:1"}, {"name": "b"}]})
    body = created.json()
    path = f"/v1/crazy-eights/games/{body['game_id']}"
    token = body["seats"][0]["token"]
    assert (
        keyed.post(path + "/actions", json={"type": "resign"}, headers={"Authorization": f"Bearer {token}"}).status_code
        == 200
    )
    replay = keyed.get(path + "/replay")
    assert replay.status_code == 200, replay.text
    assert replay.json()["seat_players"] == ["p:1", None]


def test_a_keyless_match_shows_null_players(http: httpx.Client) -> None:
    created = _create(http, "switch", {"players": 2})
    assert created.json()["view"]["seat_players"] == [None, None]


def test_binding_a_player_needs_a_key(http: httpx.Client) -> None:
    refused = _create(http, "nags", {"players": 2, "seats": [{"name": "a", "player": "u1"}, {"name": "b"}]})
    assert refused.status_code == 401 and refused.json()["code"] == "api_key_required"
    waiting = _create(http, "nags", {"players": 2, "seats": [{"name": "a"}, {"open": True}]}).json()
    invite = waiting["invites"][0]["invite"]
    path = f"/v1/nags/games/{waiting['game_id']}"
    join = http.post(path + "/join", json={"invite": invite, "player": "u2"})
    assert join.status_code == 401 and join.json()["code"] == "api_key_required"
    assert http.get(path).json()["status"] == "waiting"  # nothing taken


@pytest.mark.parametrize("player", ["", "a" * 65, "has space", "é", "a/b"])
def test_a_player_id_outside_the_pattern_is_400(keyed: httpx.Client, player: str) -> None:
    refused = _create(keyed, "nags", {"players": 2, "seats": [{"name": "a", "player": player}, {"name": "b"}]})
    assert refused.status_code == 400 and refused.json()["code"] == "validation_error"


def test_join_binds_leave_unbinds(keyed: httpx.Client) -> None:
    waiting = _create(
        keyed, "nags", {"players": 3, "seats": [{"name": "a", "player": "u-1"}, {"open": True}, {"open": True}]}
    ).json()
    path = f"/v1/nags/games/{waiting['game_id']}"
    assert [s.get("player") for s in waiting["waiting"]["seats"]] == ["u-1", None, None]
    joined = keyed.post(
        path + "/join", json={"invite": waiting["invites"][0]["invite"], "player": "u-456", "name": "Bo"}
    )
    assert joined.status_code == 200, joined.text
    seat = joined.json()["seat"]
    assert keyed.get(path).json()["seats"][seat]["player"] == "u-456"
    left = keyed.post(path + "/leave", headers={"Authorization": f"Bearer {joined.json()['token']}"})
    assert left.status_code == 200, left.text
    assert keyed.get(path).json()["seats"][seat]["player"] is None
    again = keyed.post(path + "/join", json={"invite": left.json()["invite"], "player": "u-789"})
    last = keyed.post(path + "/join", json={"invite": waiting["invites"][1]["invite"]})
    assert again.status_code == 200 and last.status_code == 200, last.text
    view = keyed.get(path).json()
    assert view["status"] == "playing"
    assert view["seat_players"] == ["u-1", "u-789", None]


RATED_SEATS = [{"name": "a", "player": "u-1"}, {"name": "b", "player": "u-2"}]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"players": 2, "seats": RATED_SEATS, "seed": 7}, "seed"),
        ({"players": 2, "seats": RATED_SEATS, "deck": ["AS"]}, "deck"),
        ({"players": 2, "names": ["a", "b"]}, "seats"),
        ({"players": 2, "seats": [RATED_SEATS[0], {"name": "b"}]}, "seats"),
        ({"players": 2, "seats": [RATED_SEATS[0], {"bot": "greedy"}]}, "seats"),
        ({"players": 2, "seats": [RATED_SEATS[0], {"name": "b", "player": "u-1"}]}, "seats"),
    ],
)
def test_an_unratable_match_is_400_not_ratable(keyed: httpx.Client, body: dict[str, Any], field: str) -> None:
    refused = _create(keyed, "crazy-eights", {**body, "rated": True})
    assert refused.status_code == 400, refused.text
    problem = refused.json()
    assert problem["code"] == "not_ratable" and problem["errors"][0]["field"] == field


def test_a_rated_match_needs_a_key(http: httpx.Client) -> None:
    refused = _create(http, "crazy-eights", {"players": 2, "seats": [{"name": "a"}, {"name": "b"}], "rated": True})
    assert refused.status_code == 401 and refused.json()["code"] == "api_key_required"


def test_a_rated_match_takes_open_seats_only_with_a_distinct_player(keyed: httpx.Client) -> None:
    body = {"players": 2, "seats": [RATED_SEATS[0], {"open": True}], "rated": True}
    waiting = _create(keyed, "crazy-eights", body)
    assert waiting.status_code == 201, waiting.text
    path = f"/v1/crazy-eights/games/{waiting.json()['game_id']}"
    invite = waiting.json()["invites"][0]["invite"]
    for join, field in (({"invite": invite}, "player"), ({"invite": invite, "player": "u-1"}, "player")):
        refused = keyed.post(path + "/join", json=join)
        assert refused.status_code == 400 and refused.json()["code"] == "not_ratable", refused.text
        assert refused.json()["errors"][0]["field"] == field
    assert keyed.post(path + "/join", json={"invite": invite, "player": "u-2"}).status_code == 200
    assert keyed.get(path).json()["seat_players"] == ["u-1", "u-2"]


def test_a_rematch_keeps_each_player_on_the_rotated_seat(keyed: httpx.Client) -> None:
    seats = [{"name": "a", "player": "m-0"}, {"name": "b", "player": "m-1"}]
    created = _create(keyed, "switch", {"players": 2, "seats": seats}).json()
    path = f"/v1/switch/games/{created['game_id']}"
    tokens = [s["token"] for s in created["seats"]]
    bearer = [{"Authorization": f"Bearer {t}"} for t in tokens]
    assert keyed.post(path + "/actions", json={"type": "resign"}, headers=bearer[0]).status_code == 200
    rematch = keyed.post(path + "/rematch", headers=bearer[0]).json()["game_id"]
    new_path = f"/v1/switch/games/{rematch}"
    claim = {"from": created["game_id"]}
    refused = keyed.post(new_path + "/join", json={**claim, "player": "m-9"}, headers=bearer[0])
    assert refused.status_code == 400 and refused.json()["errors"][0]["field"] == "player"
    for seat in (0, 1):
        assert keyed.post(new_path + "/join", json=claim, headers=bearer[seat]).status_code == 200
    assert keyed.get(new_path).json()["seat_players"] == ["m-1", "m-0"]
