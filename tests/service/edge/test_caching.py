"""Answers for a token are never cached for another: views, actions, events, long polls and streams carry
``Cache-Control: private, no-store`` and ``Vary: Authorization`` on both paths (the hot routes and Litestar's),
and with CORS an allowed origin's answers vary by ``Origin`` too, never by ``Origin`` alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.servers import RedisServer, ServiceProcess
from tests.service.play import Game, create

ALLOWED = "https://play.example.com"
DISALLOWED = "https://evil.example.net"
VIA_LITESTAR = {"via": "litestar"}
"""A query string no route reads: the request goes through Litestar's routing instead of the hot routes."""


@pytest.fixture(scope="module")
def browser_facing(redis_server: RedisServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    directory = tmp_path_factory.mktemp("caching")
    env = {"TMPDIR": str(directory), "OSMICA_CORS_ORIGINS": ALLOWED}
    process = ServiceProcess(redis_server.url, log=directory / "osmica.log", env=env)
    yield process.start()
    process.stop()


def vary(response: httpx.Response) -> set[str]:
    return {v.strip().lower() for v in ",".join(response.headers.get_list("vary")).split(",") if v.strip()}


def answers(client: httpx.Client, extra: dict[str, str]) -> Iterator[tuple[str, httpx.Response]]:
    """Every kind of answer for a token, each asked with the headers ``extra`` as well."""
    game: Game = create(client, "crazy-eights", 2, seed=8, options={"target": 500})
    view = game.view(0)
    seat = int(view["turn"])
    for query in ({}, VIA_LITESTAR):
        name = "routed" if query else "hot"
        yield f"{name} view", client.get(game.path, params=query, headers={**game.auth(0), **extra})
        yield f"{name} spectator view", client.get(game.path, params=query, headers=extra)
        tag = {"If-None-Match": f'"{view["version"]}"'}
        yield f"{name} 304", client.get(game.path, params=query, headers={**game.auth(0), **tag, **extra})
    action = next(a for a in game.view(seat)["legal_actions"] if a["type"] != "resign")
    yield "hot act", client.post(game.path + "/actions", json=action, headers={**game.auth(seat), **extra})
    seat = int(game.view(None)["turn"])
    action = next(a for a in game.view(seat)["legal_actions"] if a["type"] != "resign")
    yield (
        "routed act",
        client.post(game.path + "/actions", params=VIA_LITESTAR, json=action, headers={**game.auth(seat), **extra}),
    )
    yield "events", client.get(game.path + "/events", headers={**game.auth(1), **extra})
    yield "long poll", client.get(game.path + "/events", params={"wait": 5}, headers={**game.auth(1), **extra})
    with client.stream("GET", game.path + "/stream", headers={**game.auth(1), **extra}) as stream:
        yield "stream", stream


@pytest.mark.parametrize("origin", [None, DISALLOWED])
def test_answers_for_a_token_are_private_and_vary_by_it(http: httpx.Client, origin: str | None) -> None:
    for what, response in answers(http, {"Origin": origin} if origin else {}):
        assert response.status_code in {200, 304}, (what, response.status_code)
        assert response.headers.get_list("cache-control") == ["private, no-store"], what
        assert vary(response) == {"authorization"}, (what, response.headers.get_list("vary"))


@pytest.mark.parametrize("origin", [None, ALLOWED, DISALLOWED])
def test_cors_adds_origin_to_vary_and_keeps_authorization(browser_facing: ServiceProcess, origin: str | None) -> None:
    with httpx.Client(base_url=browser_facing.base_url, timeout=10) as client:
        for what, response in answers(client, {"Origin": origin} if origin else {}):
            assert response.status_code in {200, 304}, (what, response.status_code)
            assert response.headers.get_list("cache-control") == ["private, no-store"], what
            allowed = response.headers.get("access-control-allow-origin")
            assert allowed == (ALLOWED if origin == ALLOWED else None), what
            expected = {"authorization", "origin"} if origin == ALLOWED else {"authorization"}
            assert vary(response) == expected, (what, response.headers.get_list("vary"))


def test_the_readme_describes_the_cache_headers() -> None:
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text()
    assert "Cache-Control: private, no-store" in readme and "Vary: Authorization" in readme
