"""The routes about the server itself: the catalogue of its games, liveness and readiness."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, get

from engine.registry import Variant
from service.edge.controllers.answers import context
from service.wire.catalogue import Catalogue, Health, variant_info
from service.wire.errors import ServiceError, problem_specs


class CatalogueController(Controller):
    path = "/v1/variants"
    tags = ["Catalogue"]

    @get(
        "/",
        operation_id="list_variants",
        summary="List the games",
        description="Every game this server plays: id, title, player counts, score direction, default options.",
        security=[],
        responses=problem_specs(429),
    )
    async def list_variants(self, request: Request[Any, Any, Any]) -> Catalogue:
        return request.app.state.catalogue  # type: ignore[no-any-return]


class HealthController(Controller):
    tags = ["Health"]

    @get(
        "/healthz",
        operation_id="get_health",
        summary="Liveness",
        description="The process answers.",
        security=[],
    )
    async def healthz(self) -> Health:
        return Health(status="ok")

    @get(
        "/readyz",
        operation_id="get_readiness",
        summary="Readiness",
        description="The match store answers (and, when the server requires replicas to confirm each write, "
        "every primary has them online); 503 `store_unavailable` otherwise.",
        security=[],
        responses=problem_specs(503),
    )
    async def readyz(self, request: Request[Any, Any, Any]) -> Health:
        store = context(request).store
        await store.ping()
        if await store.missing_replicas() is not None:  # which node lacks what: in the log, not here
            raise ServiceError(
                503,
                "store_unavailable",
                "the store lacks the replicas required to confirm writes",
                headers={"Retry-After": str(request.app.state.settings.retry_after)},
            )
        return Health(status="ok")


def catalogue(variants: list[Variant]) -> Catalogue:
    return Catalogue(variants=[variant_info(v) for v in variants])
