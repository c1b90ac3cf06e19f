"""Browsers (README, "Browsers (CORS)"): ``OSMICA_CORS_ORIGINS`` lets pages of those origins call every route.

For an allowed origin: every route's preflight succeeds for its methods and every request header of the API,
and answers expose ``ETag``, ``Location``, ``Retry-After`` and ``X-Request-ID`` (errors included). Another
origin gets no ``Access-Control-Allow-Origin``, on preflights and answers alike; without the setting, no CORS
header at all. The routes come from the app itself, so a new route is covered without touching this test.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from litestar.routes import HTTPRoute

from service.edge.app import CORS_EXPOSED_HEADERS, CORS_REQUEST_HEADERS, create_app
from service.ops.settings import Settings, SettingsError
from tests.servers import RedisServer, ServiceProcess
from tests.service.play import create

ALLOWED = "https://play.example.com"
ALSO_ALLOWED = "http://127.0.0.1:5173"
DISALLOWED = "https://evil.example.net"
PATH_VALUES = {
    "game_id": "some-game",
    "path": "openapi.json",
    "name": "switch",
    "seat": "0",
    "player": "u-1",
    "file_path": "index.html",
}


@pytest.fixture(scope="module")
def browser_facing(redis_server: RedisServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    directory = tmp_path_factory.mktemp("cors")
    env = {"TMPDIR": str(directory), "OSMICA_CORS_ORIGINS": f"{ALLOWED}, {ALSO_ALLOWED}"}
    process = ServiceProcess(redis_server.url, log=directory / "osmica.log", env=env)
    yield process.start()
    process.stop()


@pytest.fixture(scope="module")
def client(browser_facing: ServiceProcess) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=browser_facing.base_url, timeout=10) as http:
        yield http


def routes() -> list[tuple[str, str]]:
    """(method, path) of every route the app serves (bar OPTIONS/HEAD), path parameters filled in."""
    found = []
    for route in create_app(Settings()).routes:
        if isinstance(route, HTTPRoute):
            path = re.sub(r"\{(\w+):\w+\}", lambda m: PATH_VALUES[m.group(1)], route.path)
            found += [(m, path) for m in sorted(route.methods - {"OPTIONS", "HEAD"})]
    return found


def split(value: str | None) -> set[str]:
    return {v.strip().lower() for v in (value or "").split(",") if v.strip()}


@pytest.mark.parametrize(("method", "path"), routes())
def test_every_route_answers_the_preflight_of_an_allowed_origin(client: httpx.Client, method: str, path: str) -> None:
    for origin in (ALLOWED, ALSO_ALLOWED):
        response = client.options(
            path,
            headers={
                "Origin": origin,
                "Access-Control-Request-Method": method,
                "Access-Control-Request-Headers": ", ".join(CORS_REQUEST_HEADERS),
            },
        )
        assert response.status_code in (200, 204), response.text
        assert response.headers["access-control-allow-origin"] == origin
        assert method.lower() in split(response.headers.get("access-control-allow-methods"))
        assert {h.lower() for h in CORS_REQUEST_HEADERS} <= split(response.headers.get("access-control-allow-headers"))


@pytest.mark.parametrize(("method", "path"), routes())
def test_a_disallowed_origin_gets_no_allow_origin(client: httpx.Client, method: str, path: str) -> None:
    preflight = client.options(path, headers={"Origin": DISALLOWED, "Access-Control-Request-Method": method})
    assert "access-control-allow-origin" not in preflight.headers
    answer = client.request(method, path, headers={"Origin": DISALLOWED}, json={} if method == "POST" else None)
    assert "access-control-allow-origin" not in answer.headers


def test_answers_to_an_allowed_origin_expose_the_api_headers(client: httpx.Client) -> None:
    origin = {"Origin": ALLOWED}
    created = client.post("/v1/crazy-eights/games", json={"players": 2, "seed": 1}, headers=origin)
    assert created.status_code == 201
    game = create(client, "crazy-eights", 2, seed=1)
    answers = {
        "create": created,
        "view": client.get(game.path, headers={**origin, "Authorization": f"Bearer {game.tokens[0]}"}),
        "not modified": client.get(game.path, headers={**origin, "If-None-Match": '"0"'}),
        "act": client.post(
            game.path + "/actions",
            json=game.view(0)["legal_actions"][0],
            headers={**origin, "Authorization": f"Bearer {game.tokens[0]}", "Idempotency-Key": "k1"},
        ),
        "stale act": client.post(
            game.path + "/actions",
            json={"type": "draw"},
            headers={**origin, "Authorization": f"Bearer {game.tokens[1]}", "If-Match": '"0"'},
        ),
        "events": client.get(game.path + "/events", params={"after": 0}, headers=origin),
        "catalogue": client.get("/v1/variants", headers={**origin, "X-Request-ID": "page-1"}),
        "unknown game": client.get("/v1/nags/games/nope", headers=origin),
    }
    assert [a.status_code for a in answers.values()] == [201, 200, 304, 200, 412, 200, 200, 404]
    for name, answer in answers.items():
        assert answer.headers["access-control-allow-origin"] == ALLOWED, name
        exposed = split(answer.headers.get("access-control-expose-headers"))
        assert {h.lower() for h in CORS_EXPOSED_HEADERS} <= exposed, name
    assert answers["catalogue"].headers["x-request-id"] == "page-1"
    with client.stream("GET", game.path + "/stream", headers={**origin, "Last-Event-ID": "1"}) as stream:
        assert stream.status_code == 200
        assert stream.headers["access-control-allow-origin"] == ALLOWED


def test_without_origins_there_is_no_cross_origin_access(http: httpx.Client) -> None:
    preflight = http.options(
        "/v1/variants", headers={"Origin": ALLOWED, "Access-Control-Request-Method": "GET"}
    )  # fmt: skip
    assert not any(h.startswith("access-control-") for h in preflight.headers)
    answer = http.get("/v1/variants", headers={"Origin": ALLOWED})
    assert not any(h.startswith("access-control-") for h in answer.headers)


def test_any_origin_with_a_star_and_origins_are_validated(tmp_path: Path) -> None:
    assert Settings.from_env({"OSMICA_CORS_ORIGINS": "*"}).origins == ["*"]
    assert Settings.from_env({"OSMICA_CORS_ORIGINS": f" {ALLOWED} ,{ALSO_ALLOWED},"}).origins == [ALLOWED, ALSO_ALLOWED]
    assert Settings().origins == []
    for bad in ("play.example.com", "https://play.example.com/path", "https://"):
        with pytest.raises(SettingsError, match="cors_origins"):
            Settings.from_env({"OSMICA_CORS_ORIGINS": bad})
