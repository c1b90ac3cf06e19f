"""The edges of strict inputs, on both paths an action or a view can take (the hot routes, and Litestar's when a
query string no route reads sends it there): a path with a trailing slash is no route (404); ``Last-Event-ID``
has the bound of ``after``; a JSON body in any charset but UTF-8 is 415; a caller without a seat hears 401
before anything about its body."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest

from service.edge.controllers.params import MAX_AFTER
from tests.servers import ServiceProcess
from tests.service.play import Game, create

PATHS = [{}, {"via": "litestar"}]
"""Query strings: none (the hot routes answer views and actions) and one no route reads (Litestar answers)."""


@pytest.fixture(scope="module")
def game(service: ServiceProcess) -> Iterator[Game]:
    with httpx.Client(base_url=service.base_url, timeout=30) as client:
        yield create(client, "crazy-eights", 2, seed=41, options={"target": 500})


def problem(response: httpx.Response) -> tuple[int, str]:
    return response.status_code, response.json()["code"]


def test_a_path_with_a_trailing_slash_is_no_route(game: Game) -> None:
    client = game.client
    for path in (
        "/v1/variants/",
        "/v1/crazy-eights/games/",
        game.path + "/",
        game.path + "/events/",
        game.path + "/stream/",
        game.path + "/replay/",
        "/healthz/",
        "/readyz/",
        "/docs/rules/",
        "/schema/openapi.json/",
        "/metrics/",
    ):
        for query in PATHS:
            response = client.get(path, params=query, headers=game.auth(0))
            assert problem(response) == (404, "not_found"), (path, query, response.text)
    for query in PATHS:
        response = client.post(game.path + "/actions/", params=query, json={"type": "draw"}, headers=game.auth(0))
        assert problem(response) == (404, "not_found"), (query, response.text)
        created = client.post("/v1/crazy-eights/games/", params=query, json={"players": 2})
        assert problem(created) == (404, "not_found"), (query, created.text)
    assert client.get("/play/").status_code == 200  # the web front end's directory
    assert client.get("/v1/variants").status_code == 200


@pytest.mark.parametrize(
    ("last_event_id", "status"),
    [("0", 200), (str(MAX_AFTER), 200), ("0" + str(MAX_AFTER)[:-1], 400), ("01", 400), (str(MAX_AFTER + 1), 400),
     ("9999999999", 400), ("00000000001", 400), ("", 400), ("-1", 400)],
)  # fmt: skip
def test_last_event_id_has_the_bound_of_after(game: Game, last_event_id: str, status: int) -> None:
    with game.client.stream("GET", game.path + "/stream", headers={"Last-Event-ID": last_event_id}) as stream:
        assert stream.status_code == status, last_event_id
    after = game.client.get(game.path + "/events", params={"after": last_event_id})
    assert after.status_code == status


@pytest.mark.parametrize("query", PATHS, ids=["hot", "litestar"])
def test_only_utf8_json_is_read(game: Game, query: dict[str, str]) -> None:
    client = game.client
    seat = int(game.view(None)["turn"])
    action = json.dumps(game.view(seat)["legal_actions"][0]).encode()
    version = game.view(None)["version"]
    for charset in ("utf-16", "UTF-16LE", "latin-1", '"utf-32"', "ascii", ""):
        content_type = {"content-type": f"application/json; charset={charset}"}
        acted = client.post(
            game.path + "/actions", params=query, content=action, headers={**content_type, **game.auth(seat)}
        )
        assert problem(acted) == (415, "unsupported_media_type"), (charset, acted.text)
        created = client.post("/v1/nags/games", params=query, content=b'{"players": 2}', headers=content_type)
        assert problem(created) == (415, "unsupported_media_type"), (charset, created.text)
    assert game.view(None)["version"] == version
    for content_type in ("application/json; charset=UTF-8", 'application/json;charset="utf-8"'):
        created = client.post(
            "/v1/nags/games", params=query, content=b'{"players": 2}', headers={"content-type": content_type}
        )
        assert created.status_code == 201, (content_type, created.text)


@pytest.mark.parametrize("query", PATHS, ids=["hot", "litestar"])
def test_a_caller_without_a_seat_is_401_whatever_the_body(game: Game, query: dict[str, str]) -> None:
    client = game.client
    version = game.view(None)["version"]
    json_type = {"content-type": "application/json"}
    bodies = [
        (b'{"type": ', json_type, 400, "validation_error"),
        (b'{"type": "no-such-action"}', json_type, 400, "validation_error"),
        (b'{"type": "draw"}', {"content-type": "text/plain"}, 415, "unsupported_media_type"),
        (b'{"type": "draw"}', {"content-type": "application/json; charset=utf-16"}, 415, "unsupported_media_type"),
    ]
    wrong = {"Authorization": "Bearer " + "x" * 43}
    for body, headers, status, code in bodies:
        for auth in ({}, wrong, {"Authorization": "Basic abc"}):
            response = client.post(game.path + "/actions", params=query, content=body, headers={**headers, **auth})
            assert problem(response) == (401, "unauthorized"), (body, headers, auth, response.text)
        gone = client.post(
            "/v1/crazy-eights/games/no-such-game/actions", params=query, content=body, headers={**headers, **wrong}
        )
        assert problem(gone) == (404, "not_found"), (body, headers, gone.text)
        seated = client.post(game.path + "/actions", params=query, content=body, headers={**headers, **game.auth(0)})
        assert problem(seated) == (status, code), (body, headers, seated.text)
    assert game.view(None)["version"] == version


def test_options_lists_every_method_of_every_path(game: Game) -> None:
    """``OPTIONS`` on any path of the document answers ``Allow`` with exactly the methods the document lists for it,
    however many handlers share the path (Litestar's own answer would keep the first handler's alone)."""
    document = game.client.get("/schema/openapi.json").json()
    for template, item in document["paths"].items():
        path = template
        values = {"variant": "crazy-eights", "ticket": "qt_app_" + "0" * 16 + "_" + "0" * 43}
        for name in ("variant", "game_id", "ticket", "player", "seat"):
            path = path.replace("{" + name + "}", values.get(name, "0"))
        documented = {method.upper() for method in item if method in {"get", "put", "post", "delete", "patch"}}
        answer = game.client.options(path)
        assert answer.status_code == 204, (template, answer.status_code)
        assert set(answer.headers["allow"].split(", ")) == documented | {"OPTIONS"}, template
