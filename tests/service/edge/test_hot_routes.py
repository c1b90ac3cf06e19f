"""Views and actions answered before Litestar's routing (:mod:`service.edge.hot`) answer exactly as Litestar does.

Over real HTTP, each request is sent twice: as it is (the hot route) and with a query string that no route reads
(``?via=litestar``), which sends it through Litestar's routing, parameters and handler. Two matches dealt from
the same seed take the same requests, one each way: every answer (status, headers, body, errors included) must
be the same but for the game id and the match's commitment. In process, a counter on the app behind the hot
routes shows which requests they leave to Litestar: the malformed, the cross-origin, the oversized.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from litestar.testing import TestClient

from engine.registry import variants
from service.edge.api_keys import ApiKeys
from service.edge.app import create_app
from service.edge.hot import HotRoutes
from service.edge.middleware import Edge
from service.ops.settings import Settings
from tests.servers import RedisServer
from tests.service.play import Game, create

VIA_LITESTAR = {"via": "litestar"}
UNCOMPARED = {"x-request-id", "date", "server", "content-length", "connection"}
"""Per request or per connection: the server closes a connection whose refused body was left unread."""


def normal(response: httpx.Response, game: Game) -> tuple[int, dict[str, str], Any]:
    """Status, headers and body of an answer with what differs between two matches of one seed blanked out."""
    headers = {k: v for k, v in response.headers.items() if k not in UNCOMPARED}
    text = response.text.replace(game.game_id, "<game>")
    body: Any = json.loads(text) if text else None
    if isinstance(body, dict):
        for part in (body, body.get("view") or {}):
            if isinstance(part, dict) and "commitment" in part:
                part["commitment"] = "<commitment>"
    return response.status_code, headers, body


class Twins:
    """Two matches of one seed: ``hot`` asked as it is, ``routed`` through Litestar's routing."""

    def __init__(self, client: httpx.Client, variant: str, players: int = 2, **body: Any) -> None:
        self.hot = create(client, variant, players, seed=11, **body)
        self.routed = create(client, variant, players, seed=11, **body)
        self.client = client


def both(
    twins: Twins, method: str, suffix: str, seat: int | None, headers: dict[str, str] | None = None, content: Any = None
) -> httpx.Response:
    """Sends one request to both matches, asserts the answers are the same and returns the hot one."""
    answers = []
    for game, params in ((twins.hot, {}), (twins.routed, VIA_LITESTAR)):
        sent = {**game.auth(seat), **(headers or {})}
        answers.append(twins.client.request(method, game.path + suffix, params=params, headers=sent, content=content))
    hot, routed = answers
    assert normal(hot, twins.hot) == normal(routed, twins.routed), (method, suffix, hot.text, routed.text)
    return hot


def to_act(view: dict[str, Any]) -> int:
    return int(view["turn"])


def first_legal(view: dict[str, Any]) -> dict[str, Any]:
    return next(a for a in view["legal_actions"] if a["type"] != "resign")


@pytest.mark.parametrize("variant", sorted(variants()))
def test_views_and_actions_answer_as_litestar_does(http: httpx.Client, variant: str) -> None:
    twins = Twins(http, variant)
    view = both(twins, "GET", "", 0).json()
    both(twins, "GET", "", None)
    both(twins, "GET", "", 1, headers={"If-None-Match": f'"{view["version"]}"'})
    both(twins, "GET", "", 1, headers={"If-None-Match": 'W/"999", "998"'})
    both(twins, "GET", "", 1, headers={"If-None-Match": "*"})
    both(twins, "GET", "", None, headers={"Authorization": "Bearer not-a-token"})
    seat = to_act(view)
    other = (seat + 1) % 2
    action = first_legal(twins.hot.view(seat))
    raw = json.dumps(action)
    json_type = {"Content-Type": "application/json"}
    both(twins, "POST", "/actions", seat, headers={"Content-Type": "text/plain"}, content=raw)
    both(twins, "POST", "/actions", seat, headers=json_type, content=b'{"type": ')
    both(twins, "POST", "/actions", seat, headers=json_type, content=b'{"type": "no-such-action"}')
    both(twins, "POST", "/actions", None, headers=json_type, content=raw)
    both(twins, "POST", "/actions", other, headers=json_type, content=raw)
    both(twins, "POST", "/actions", seat, headers={**json_type, "If-Match": '"999"'}, content=raw)
    keyed = {**json_type, "Idempotency-Key": "move-1"}
    assert both(twins, "POST", "/actions", seat, headers=keyed, content=raw).status_code == 200
    assert both(twins, "POST", "/actions", seat, headers=keyed, content=raw).status_code == 200
    assert both(twins, "POST", "/actions", seat, headers=keyed, content=raw + " ").status_code == 200  # same JSON
    both(twins, "POST", "/actions", seat, headers=keyed, content=b'{"type": "resign"}')
    for _ in range(8):
        view = twins.hot.view(None)
        if view["status"] != "playing":
            break
        seat = to_act(view)
        action = first_legal(twins.hot.view(seat))
        assert both(twins, "POST", "/actions", seat, headers=json_type, content=json.dumps(action)).status_code == 200
    both(twins, "GET", "", 0)
    both(twins, "GET", "", 1)


def test_a_waiting_match_answers_as_litestar_does(http: httpx.Client) -> None:
    twins = Twins(http, "crazy-eights", seats=[{"name": "Ann"}, {"open": True}])
    both(twins, "GET", "", 0)
    both(twins, "GET", "", None, headers={"If-None-Match": "*"})
    response = both(
        twins, "POST", "/actions", 0, headers={"Content-Type": "application/json"}, content=b'{"type":"draw"}'
    )
    assert response.json()["code"] == "match_waiting"


def test_an_unknown_match_answers_as_litestar_does(http: httpx.Client) -> None:
    for path in ("/v1/switch/games/no-such-game", "/v1/switch/games/no-such-game/actions"):
        method = "POST" if path.endswith("actions") else "GET"
        kwargs: dict[str, Any] = {"json": {"type": "draw"}} if method == "POST" else {}
        hot = http.request(method, path, headers={"Authorization": "Bearer x"}, **kwargs)
        routed = http.request(method, path, params=VIA_LITESTAR, headers={"Authorization": "Bearer x"}, **kwargs)
        assert hot.status_code == routed.status_code == 404
        assert hot.json() == routed.json()


def test_a_body_of_unknown_length_is_read_and_one_too_large_refused(http: httpx.Client) -> None:
    game = create(http, "crazy-eights", 2, seed=3)
    seat = to_act(game.view(None))
    action = json.dumps(first_legal(game.view(seat))).encode()
    headers = {**game.auth(seat), "Content-Type": "application/json"}
    accepted = http.post(game.path + "/actions", content=iter([action[:5], action[5:]]), headers=headers)
    assert accepted.status_code == 200, accepted.text
    huge = http.post(game.path + "/actions", content=iter([b" " * 40_000] * 3), headers=headers)
    assert huge.status_code == 413 and huge.json()["code"] == "payload_too_large"
    assert huge.headers["connection"] == "close"


class Counted:
    """The app behind the hot routes, counting the requests they hand on."""

    def __init__(self, app: Any) -> None:
        self.app, self.calls = app, 0

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        self.calls += 1
        await self.app(scope, receive, send)


@pytest.fixture
def in_process(redis_server: RedisServer) -> Iterator[tuple[TestClient[Any], Counted, Edge]]:
    app = create_app(Settings(redis_url=redis_server.url, access_log=False))
    edge = app.asgi_handler
    assert isinstance(edge, Edge) and isinstance(edge.app, ApiKeys) and isinstance(edge.app.app, HotRoutes)
    hot = edge.app.app
    counted = hot.app = Counted(hot.app)
    with TestClient(app) as client:
        yield client, counted, edge


def test_the_hot_routes_answer_ordinary_requests_and_hand_on_the_rest(
    in_process: tuple[TestClient[Any], Counted, Edge],
) -> None:
    client, counted, edge = in_process
    created = client.post("/v1/nags/games", json={"players": 2, "seed": 4}).json()
    path = f"/v1/nags/games/{created['game_id']}"
    token = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    before = counted.calls

    def handed_on(method: str, url: str, **request: Any) -> httpx.Response:
        nonlocal before
        response = client.request(method, url, **request)
        moved, before = counted.calls - before, counted.calls
        return response if moved == 1 else pytest.fail(f"{method} {url} {request} was answered by the hot routes")

    def answered(method: str, url: str, **request: Any) -> httpx.Response:
        nonlocal before
        response = client.request(method, url, **request)
        assert counted.calls == before, f"{method} {url} {request} was handed on"
        return response

    assert answered("GET", path, headers=token).status_code == 200
    assert answered("GET", path).status_code == 200
    assert answered("GET", path, headers={"If-None-Match": '"0", W/"1"'}).status_code == 304
    assert answered("GET", "/v1/nags/games/unknown-game").status_code == 404
    assert answered("POST", path + "/actions", json={"type": "resign"}).status_code == 401
    assert answered("POST", path + "/actions", headers=token, content=b"x").status_code == 415
    assert answered("GET", path + "/").json()["code"] == "not_found"  # Litestar would serve it as without
    assert handed_on("GET", path + "?x=1").status_code == 200
    assert handed_on("GET", path, headers={"Origin": "https://example.com"}).status_code == 200
    assert handed_on("GET", path, headers={"If-None-Match": "abc"}).json()["code"] == "validation_error"
    assert handed_on("POST", path + "/actions", headers={"Idempotency-Key": "x" * 65}, json={}).status_code == 400
    assert handed_on("POST", path + "/actions", headers={"If-Match": "v1"}, json={}).status_code == 400
    large = {"Content-Type": "application/json"}
    assert handed_on("POST", path + "/actions", headers=large, content=b" " * 200_000).status_code == 413
    assert handed_on("GET", "/v1/no-such-game-kind/games/abc").status_code == 404
    assert handed_on("HEAD", path).status_code in (404, 405)
    assert handed_on("GET", path + "/events").status_code == 200
    # The metrics (and the access log) name the hot routes by Litestar's own templates: one series each.
    routes = {route for _, route, _ in edge._children}
    assert {"/v1/nags/games/{game_id}", "/v1/nags/games/{game_id}/actions"} <= routes
    assert not {r for r in routes if "nags/games/" in r and "{game_id}" not in r}
