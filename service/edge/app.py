"""The app factory: :func:`create_app` wires settings, store, controllers, errors and the OpenAPI document.

``osmica serve`` runs :func:`app_from_env` in each server worker (a factory reading ``OSMICA_*``, which also
sets up the JSON logs). The store connects in the app's lifespan; without a Redis URL the app starts the
embedded server itself, and makes the use cases' :class:`~service.matches.context.Context`. The lifespan also runs
the turn clocks' sweeper (:func:`~service.clocks.deadlines.sweeper`).
:class:`~service.edge.middleware.Edge` wraps Litestar's handler for the request id, the
rate limit, the metrics and the access log, around :class:`~service.edge.hot.HotRoutes` (ordinary views and actions
answered without Litestar's routing), inside :class:`~service.edge.api_keys.ApiKeys` (the caller's app, from
``X-Api-Key``), and :class:`~service.edge.middleware.HeadAsGet` (``HEAD`` on the
OpenAPI document, its reference page and the rules pages); ``GET /metrics`` is a route left out of the OpenAPI
document, as are the rules pages (:mod:`service.edge.pages`) and the web front end's static files at ``/play/``
(:data:`PLAY_DIR`). With ``cors_origins`` set, Litestar's CORS middleware
answers preflights and marks responses for those origins (:func:`cors_config`); :class:`VaryBoth` keeps the
``Vary: Authorization`` of a private answer beside the ``Vary: Origin`` that middleware sets.
"""

from __future__ import annotations

import asyncio
import functools
import tomllib
from collections.abc import AsyncIterator, MutableMapping
from contextlib import ExitStack, asynccontextmanager, suppress
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from litestar import Litestar, Response, get
from litestar.config.cors import CORSConfig
from litestar.datastructures import State
from litestar.static_files import create_static_files_router

from engine.registry import variants
from service.clocks.deadlines import sweeper as sweep_clocks
from service.edge.api_keys import ApiKeys
from service.edge.controllers.games import variant_controller
from service.edge.controllers.players import WIRE_TYPES as PLAYER_TYPES
from service.edge.controllers.players import leaderboard_controller, players_controller
from service.edge.controllers.server import CatalogueController, HealthController, catalogue
from service.edge.hot import HotRoutes, refuse
from service.edge.middleware import Edge, HeadAsGet, RateLimit
from service.edge.openapi.document import finish, openapi_config
from service.edge.openapi.reference import SCHEMA_PATH
from service.edge.pages import DocsController
from service.edge.problems import exception_handlers
from service.edge.ratelimit import Limiter, LocalLimiter, RedisLimiter
from service.matches.context import Context
from service.ops import metrics
from service.ops.lifeline import end_with_parent
from service.ops.logs import configure as configure_logs
from service.ops.settings import Settings
from service.store.connection import Durability, connect
from service.store.embedded import embedded_redis
from service.store.notifier import on_stop_signal
from service.store.pipelined import pipelined_for
from service.store.store import Store
from service.wire.catalogue import Catalogue, Health
from service.wire.errors import MatchWaiting, Problem
from service.wire.rules import PATH as DOCS_PATH
from service.wire.schemas import Rematch, variant_schemas

if TYPE_CHECKING:
    from litestar.types import ASGIApp

PLAY_DIR = Path(__file__).resolve().parents[1] / "play"
"""The web front end, built from ``clients/web`` by ``python -m service.contract`` (a generated artefact, shipped
as package data): ``/play/`` serves its ``index.html``, which loads ``/play/app.js`` and ``/play/app.css``, and
the Croatian catalogue (``/play/hr-<hash>.js``) when the page is in Croatian."""
PLAY_PATH = "/play"


def _version() -> str:
    try:
        return version("osmica")
    except PackageNotFoundError:  # a source tree without installed metadata: the version pyproject.toml declares
        pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
        if pyproject.is_file():
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        return "0.0.0"


def create_app(settings: Settings | None = None) -> Litestar:
    """The Osmica ASGI app for ``settings`` (default: from the environment)."""
    settings = settings if settings is not None else Settings.from_env()
    games = list(variants().values())
    limiter: Limiter | None = None
    if settings.rate_limit > 0:
        window = float(settings.rate_limit_window)
        if settings.rate_limit_backend == "local":
            limiter = LocalLimiter(settings.rate_limit, window)
        else:
            limiter = RedisLimiter(lambda: app.state.context.store, settings.rate_limit, window)

    @asynccontextmanager
    async def store_lifespan(app: Litestar) -> AsyncIterator[None]:
        with ExitStack() as stack:
            url = settings.redis_url or stack.enter_context(embedded_redis())
            durability = (
                Durability(settings.redis_min_replicas, settings.redis_wait_ms, settings.redis_wait_aof)
                if settings.confirms_writes
                else None
            )
            store = Store(
                connect(url, settings.store_timeout, settings.redis_max_connections),
                settings.game_ttl,
                idempotency_ttl=settings.idempotency_ttl,
                durability=durability,
                pipelined=pipelined_for(url, settings.store_timeout),
            )
            app.state.context = ctx = Context(store, settings)
            on_stop_signal(ctx.notifier.stop)
            stop_sweeping = asyncio.Event()
            sweeper = asyncio.create_task(sweep_clocks(ctx, stop_sweeping))
            try:
                yield
            finally:
                stop_sweeping.set()  # the sweeper ends after the match it is timing out, if any
                with suppress(TimeoutError):  # past that, wait_for cancels it
                    await asyncio.wait_for(sweeper, settings.store_timeout * 4)
                await ctx.settled(settings.store_timeout * 4)
                await ctx.notifier.close(settings.shutdown_timeout)
                await store.close()

    app = Litestar(
        route_handlers=[
            CatalogueController,
            HealthController,
            DocsController,
            *(variant_controller(v) for v in games),
            players_controller([v.id for v in games]),
            *(leaderboard_controller(v) for v in games),
            *([serve_metrics] if settings.metrics else []),
            create_static_files_router(PLAY_PATH, [PLAY_DIR], html_mode=True, name="play", include_in_schema=False),
        ],
        lifespan=[store_lifespan],
        middleware=[RateLimit(limiter)] if limiter is not None else [],
        logging_config=None,  # the workers' logging is service.ops.logs's (app_from_env)
        exception_handlers=exception_handlers(),
        openapi_config=openapi_config(_version()),
        request_max_body_size=settings.max_body_bytes,
        cors_config=cors_config(settings.origins),
        state=State({"settings": settings, "catalogue": catalogue(games)}),
    )
    finish(app, [variant_schemas(v) for v in games], [Problem, MatchWaiting, Catalogue, Health, Rematch, *PLAYER_TYPES])
    routed: Any = HeadAsGet(app.asgi_handler, (SCHEMA_PATH, DOCS_PATH))
    if settings.origins:
        routed = VaryBoth(routed)
    app.asgi_handler = cast(
        "ASGIApp",
        Edge(
            ApiKeys(HotRoutes(routed, app, games, limiter), app, functools.partial(refuse, app, exception_handlers())),
            proxy_hops=settings.proxy_hops,
            access=settings.access_log,
            measure=settings.metrics,
        ),
    )
    return app


CORS_REQUEST_HEADERS = [
    "Authorization",
    "Content-Type",
    "If-Match",
    "If-None-Match",
    "Idempotency-Key",
    "Last-Event-ID",
    "X-Api-Key",
    "X-Request-ID",
]
CORS_EXPOSED_HEADERS = ["ETag", "Location", "RateLimit", "RateLimit-Policy", "Retry-After", "X-Request-ID"]


def cors_config(origins: list[str]) -> CORSConfig | None:
    """Browsers on ``origins`` may call every route with the API's request headers and read its response
    headers; no origins: no CORS headers at all (other origins get no ``Access-Control-Allow-Origin``)."""
    if not origins:
        return None
    return CORSConfig(
        allow_origins=origins,
        allow_methods=["GET", "POST", "OPTIONS"],
        allow_headers=CORS_REQUEST_HEADERS,
        expose_headers=CORS_EXPOSED_HEADERS,
        max_age=600,
    )


class VaryBoth:
    """ASGI wrapper outside Litestar's CORS middleware, which sets ``Vary: Origin`` over whatever ``Vary`` an answer
    had: an answer for one caller's token (``Cache-Control: private``, as
    :data:`~service.edge.controllers.params.PRIVATE_HEADERS` marks them) keeps ``Authorization`` beside ``Origin``.
    Only a request with an ``Origin`` is looked at: CORS marks no other."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: MutableMapping[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or not any(name == b"origin" for name, _ in scope["headers"]):
            await self.app(scope, receive, send)
            return

        async def merged(message: MutableMapping[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": _vary_authorization(list(message.get("headers", ())))}
            await send(message)

        await self.app(scope, receive, merged)


def _vary_authorization(headers: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
    """``headers`` with ``Authorization`` among the ``Vary`` names of a private answer (one ``Vary`` header)."""
    if not any(name.lower() == b"cache-control" and b"private" in value for name, value in headers):
        return headers
    names = [n.strip() for name, value in headers if name.lower() == b"vary" for n in value.split(b",") if n.strip()]
    if any(n.lower() == b"authorization" for n in names):
        return headers
    kept = [(name, value) for name, value in headers if name.lower() != b"vary"]
    return [*kept, (b"vary", b", ".join([*names, b"Authorization"]))]


@get("/metrics", include_in_schema=False, sync_to_thread=False)
def serve_metrics() -> Response[bytes]:
    """Prometheus metrics (text format), summed over every worker of this server."""
    return Response(metrics.render(), media_type=metrics.CONTENT_TYPE)


def app_from_env() -> Litestar:
    """The app configured from ``OSMICA_*`` variables, with its logs set up (the server workers' factory); the
    worker ends with the server's main process (:mod:`service.ops.lifeline`)."""
    end_with_parent()
    settings = Settings.from_env()
    configure_logs(settings.log_format, settings.log_level)
    return create_app(settings)
