"""The app factory: :func:`create_app` wires settings, store, controllers, errors and the OpenAPI document.

``osmica serve`` runs :func:`app_from_env` in each server worker (a factory reading ``OSMICA_*``). The store
connects in the app's lifespan; without a Redis URL the app starts the embedded server itself.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import ExitStack, asynccontextmanager
from importlib.metadata import PackageNotFoundError, version

from litestar import Litestar
from litestar.datastructures import State

from engine.registry import variants
from service.controllers import CatalogueController, HealthController, catalogue, variant_controller
from service.embedded import embedded_redis
from service.errors import Problem, exception_handlers
from service.games import Games
from service.openapi import finish, openapi_config
from service.schemas import Catalogue, EventList, Health, variant_schemas
from service.settings import Settings
from service.store import Store, connect


def _version() -> str:
    try:
        return version("osmica")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree without metadata
        return "0.0.0"


def create_app(settings: Settings | None = None) -> Litestar:
    """The Osmica ASGI app for ``settings`` (default: from the environment)."""
    settings = settings if settings is not None else Settings.from_env()
    games = list(variants().values())

    @asynccontextmanager
    async def store_lifespan(app: Litestar) -> AsyncIterator[None]:
        with ExitStack() as stack:
            url = settings.redis_url or stack.enter_context(embedded_redis())
            store = Store(connect(url, settings.store_timeout), settings.game_ttl)
            app.state.games = Games(store, settings)
            try:
                yield
            finally:
                await store.close()

    app = Litestar(
        route_handlers=[CatalogueController, HealthController, *(variant_controller(v) for v in games)],
        lifespan=[store_lifespan],
        exception_handlers=exception_handlers(),
        openapi_config=openapi_config(_version()),
        request_max_body_size=settings.max_body_bytes,
        state=State({"settings": settings, "catalogue": catalogue(games)}),
    )
    finish(app, [variant_schemas(v) for v in games], [Problem, Catalogue, EventList, Health])
    return app


def app_from_env() -> Litestar:
    """The app configured from ``OSMICA_*`` variables (the server workers' factory)."""
    return create_app(Settings.from_env())
