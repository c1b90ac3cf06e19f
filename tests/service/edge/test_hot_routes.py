"""Views and actions answered before Litestar's routing (:mod:`service.edge.hot`) answer exactly as Litestar does.

Over real HTTP, each request is sent twice: as it is (the hot route) and with a query string that no route reads
(``?via=litestar``), which sends it through Litestar's routing, parameters and handler. Two matches dealt from
the same seed take the same requests, one each way: every answer (status, headers, body, errors included) must
be the same but for the game id and the match's commitment. The same again on a server that allows an origin
(``cors_origins``) and limits the rate, from the allowed origin, another and none: CORS and the rate limit's
fields are answered the same both ways, a ``429`` included. In process, a counter on the app behind the hot
routes shows which requests they leave to Litestar: the malformed, the oversized, the preflights.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from litestar.config.cors import CORSConfig
from litestar.middleware._internal.cors import CORSMiddleware  # the routed answers' CORS (Litestar's own)
from litestar.testing import TestClient

from engine.registry import variants
from service.edge.api_keys import ApiKeys
from service.edge.app import VaryBoth, cors_config, cors_marks, create_app
from service.edge.hot import HotRoutes
from service.edge.middleware import Edge
from service.ops.settings import Settings
from tests.servers import RedisServer, ServiceProcess
from tests.service.play import Game, create

VIA_LITESTAR = {"via": "litestar"}
UNCOMPARED = {"x-request-id", "date", "server", "content-length", "connection"}
"""Per request or per connection: the server closes a connection whose refused body was left unread."""
ALLOWED = "https://play.example.com"
DISALLOWED = "https://evil.example.net"
LIMIT = 4
"""Requests per client address and window on the server that allows ``ALLOWED``."""


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

    def __init__(
        self, client: httpx.Client, variant: str, players: int = 2, sent: dict[str, str] | None = None, **body: Any
    ) -> None:
        self.hot = create(client, variant, players, seed=11, **body)
        self.routed = create(client, variant, players, seed=11, **body)
        self.client = client
        self.sent = sent or {}
        """Headers every request sends (an ``Origin``)."""


def both(
    twins: Twins, method: str, suffix: str, seat: int | None, headers: dict[str, str] | None = None, content: Any = None
) -> httpx.Response:
    """Sends one request to both matches, asserts the answers are the same and returns the hot one."""
    answers = []
    for game, params in ((twins.hot, {}), (twins.routed, VIA_LITESTAR)):
        sent = {**twins.sent, **game.auth(seat), **(headers or {})}
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
    exchange(Twins(http, variant))


def exchange(twins: Twins) -> None:
    """Views and actions of every kind, answered and refused, and a match played on to its end."""
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


@pytest.fixture(scope="module")
def cross_origin(redis_server: RedisServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    """A client of a server that allows ``ALLOWED`` and ``LIMIT`` requests per client; each request comes from a
    new client address (``X-Forwarded-For`` behind one proxy) unless it names one, so both paths' rate-limit
    fields are those of a client's first request."""
    directory = tmp_path_factory.mktemp("hot-cors")
    env = {
        "OSMICA_CORS_ORIGINS": ALLOWED,
        "OSMICA_RATE_LIMIT": str(LIMIT),
        "OSMICA_RATE_LIMIT_WINDOW": "86400",
        "OSMICA_PROXY_HOPS": "1",
    }
    process = ServiceProcess(redis_server.url, log=directory / "osmica.log", env=env).start()
    addresses = (f"10.{n // 65536 % 256}.{n // 256 % 256}.{n % 256}" for n in itertools.count(1))

    def from_a_new_client(request: httpx.Request) -> None:
        request.headers.setdefault("X-Forwarded-For", next(addresses))

    hooks = {"request": [from_a_new_client]}
    with httpx.Client(base_url=process.base_url, timeout=10, event_hooks=hooks) as client:
        yield client
    process.stop()


@pytest.mark.parametrize("origin", [ALLOWED, DISALLOWED, None])
def test_views_and_actions_answer_cors_as_litestar_does(cross_origin: httpx.Client, origin: str | None) -> None:
    twins = Twins(cross_origin, "crazy-eights", sent={"Origin": origin} if origin else {})
    view = both(twins, "GET", "", 0)
    act = both(twins, "POST", "/actions", 0, headers={"Content-Type": "application/json"}, content=b'{"type":"?"}')
    assert (view.status_code, act.status_code) == (200, 400), act.text
    exchange(twins)
    for answer in (view, act):
        assert answer.headers["ratelimit-policy"] == f'"default";q={LIMIT};w=86400'
        cors = {k: v for k, v in answer.headers.items() if k.startswith("access-control-")}
        if origin is None:
            assert not cors
            continue
        assert cors.get("access-control-allow-origin") == (ALLOWED if origin == ALLOWED else None)
        assert "etag" in cors["access-control-expose-headers"].lower()
    if origin == ALLOWED:
        assert view.headers["vary"] == "Origin, Authorization"


def test_an_origin_without_cors_origins_answers_as_litestar_does(http: httpx.Client) -> None:
    twins = Twins(http, "crazy-eights", sent={"Origin": ALLOWED})
    view = both(twins, "GET", "", 0)
    act = both(twins, "POST", "/actions", 1, headers={"Content-Type": "application/json"}, content=b'{"type":"?"}')
    assert (view.status_code, act.status_code) == (200, 400)
    assert not [k for a in (view, act) for k in a.headers if k.startswith("access-control-")]
    assert view.headers["vary"] == "Authorization"


@pytest.mark.parametrize("origin", [ALLOWED, DISALLOWED])
def test_a_rate_limited_view_and_act_answer_cors_as_litestar_does(cross_origin: httpx.Client, origin: str) -> None:
    game = create(cross_origin, "crazy-eights", 2, seed=5)
    answers: list[list[httpx.Response]] = [[], []]
    for way, params in enumerate(({}, VIA_LITESTAR)):
        client = f"10.255.{1 if origin == ALLOWED else 2}.{way}"  # a client of its own for each origin and way
        sent = {**game.auth(0), "Origin": origin, "X-Forwarded-For": client}
        for _ in range(LIMIT + 1):
            answers[way].append(cross_origin.get(game.path, params=params, headers=sent))
        act = {**sent, "Content-Type": "application/json"}
        answers[way].append(cross_origin.post(game.path + "/actions", params=params, headers=act, content=b"{}"))
    hot, routed = answers
    assert [a.status_code for a in hot] == [200] * LIMIT + [429, 429]
    for one, other in zip(hot, routed, strict=True):
        assert uncounted(normal(one, game)) == uncounted(normal(other, game))
    assert hot[-1].headers.get("access-control-allow-origin") == (origin if origin == ALLOWED else None)


MARKED = [
    [(b"cache-control", b"private, no-store"), (b"vary", b"Authorization"), (b"etag", b'"3"'), (b"content-type", b"a")],
    [(b"content-type", b"application/problem+json"), (b"content-length", b"99")],
    [(b"Vary", b"Accept"), (b"Access-Control-Allow-Origin", b"*"), (b"vary", b"Cookie"), (b"cache-control", b"no")],
]
"""Answers' headers for the marks' comparison: a private view's, an error's, and odd ones (case, repeats)."""


@pytest.mark.parametrize(
    "config",
    [
        cors_config([ALLOWED]),
        cors_config([ALLOWED, "http://127.0.0.1:5173"]),
        cors_config(["*"]),
        CORSConfig(allow_origins=["https://*.example.com"], allow_credentials=True, expose_headers=["ETag"]),
        CORSConfig(allow_origins=["*"], allow_credentials=True, allow_methods=["*"], allow_headers=["*"]),
    ],
    ids=["one", "two", "any", "pattern-credentials", "any-credentials"],
)
def test_the_hot_routes_mark_cors_as_litestar_s_middleware_does(config: CORSConfig) -> None:
    """The marks of :func:`service.edge.app.cors_marks` against the routed answers' own: Litestar's CORS middleware
    inside :class:`~service.edge.app.VaryBoth`, header by header and in order, for origins allowed or not, with a
    cookie or without."""
    marks = cors_marks(config)
    assert marks is not None and cors_marks(None) is None
    for headers, origin, cookie in itertools.product(MARKED, [ALLOWED, DISALLOWED, "https://a.example.com"], [0, 1]):
        request = [(b"origin", origin.encode()), *([(b"cookie", b"c=1")] if cookie else [])]
        start = {"type": "http.response.start", "status": 200, "headers": headers}
        routed = asyncio.run(_sent(VaryBoth(CORSMiddleware(_answering(start), config)), request))
        hot = asyncio.run(_sent(_marking(marks, start, origin, bool(cookie)), request))
        assert hot == routed, (headers, origin, cookie)
        assert hot != headers


def _answering(start: dict[str, Any]) -> Any:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        await send({**start, "headers": list(start["headers"])})

    return app


def _marking(marks: Any, start: dict[str, Any], origin: str, cookie: bool) -> Any:
    async def app(scope: Any, receive: Any, send: Any) -> None:
        await marks(send, origin, cookie)({**start, "headers": list(start["headers"])})

    return app


async def _sent(app: Any, headers: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
    """The headers of the answer ``app`` starts to a GET with ``headers``."""
    sent: list[Any] = []

    async def send(message: Any) -> None:
        sent.append(message)

    await app({"type": "http", "method": "GET", "headers": headers}, None, send)
    return list(sent[0]["headers"])


def uncounted(answer: tuple[int, dict[str, str], Any]) -> tuple[int, dict[str, str], Any]:
    """An answer with the seconds of its rate-limit fields blanked out: they count down while the requests go."""
    status, headers, body = answer
    blanked = {k: re.sub(r";t=\d+", ";t=<s>", v) if k == "ratelimit" else v for k, v in headers.items()}
    if "retry-after" in blanked:
        blanked["retry-after"] = "<s>"
    if isinstance(body, dict) and "detail" in body:
        body = {**body, "detail": re.sub(r"\d+ s\b", "<n> s", body["detail"])}
    return status, blanked, body


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
    app = create_app(Settings(redis_url=redis_server.url, access_log=False, cors_origins=ALLOWED))
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
    assert answered("GET", path, headers={"Origin": ALLOWED}).headers["access-control-allow-origin"] == ALLOWED
    assert answered("GET", path, headers={"Origin": DISALLOWED}).status_code == 200
    assert answered("POST", path + "/actions", headers={"Origin": ALLOWED}, json={}).status_code == 401
    preflight = {"Origin": ALLOWED, "Access-Control-Request-Method": "POST"}
    assert handed_on("OPTIONS", path + "/actions", headers=preflight).status_code == 204
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
