"""The edge of every HTTP request: request id, metrics and access log (:class:`Edge`), the rate limit, and
``HEAD`` on the documentation routes (:class:`HeadAsGet`).

:func:`service.edge.app.create_app` puts :class:`Edge` around Litestar's own handler (outside its routing and
exception handling), so it sees every request, unknown routes and 500s included, with the final status:

1. the request id (:func:`service.ops.logs.request_id`), set for the log lines of the request and echoed as
   ``X-Request-ID`` on the response; the client address (:func:`service.edge.ratelimit.client_address`);
2. the request itself, where :class:`RateLimit`, a Litestar middleware (so after routing), may refuse it
   with ``429`` problem details (``code: rate_limited``) and ``Retry-After`` through the usual error handler, and
   otherwise adds the ``RateLimit`` and ``RateLimit-Policy`` fields to its answer;
   ``/healthz``, ``/readyz`` and ``/metrics`` are never limited;
3. ``osmica_http_requests_total`` / ``osmica_http_request_duration_seconds`` by the route *template*
   (``/v1/crazy-eights/games/{game_id}``; ``unmatched`` when no route matched), and one access-log line.
   Probes and scrapes (the exempt paths) are logged only when they fail, so they do not drown the log.
"""

from __future__ import annotations

import logging
import time
from collections.abc import MutableMapping
from typing import Any

from litestar.enums import ScopeType
from litestar.middleware import ASGIMiddleware
from litestar.types import ASGIApp, Receive, Scope, Send

from service.edge.ratelimit import EXEMPT, Limiter, charge, client_address
from service.ops import metrics
from service.ops.logs import REQUEST_ID, log_request, request_id

access_log = logging.getLogger("osmica.access")
CLIENT = "osmica_client"
"""Where :class:`Edge` leaves the client's address in the request's ``scope["state"]``."""
_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


class Edge:
    """ASGI wrapper around Litestar's handler; ``access`` False: no access log, ``measure`` False: no metrics."""

    def __init__(self, app: Any, *, proxy_hops: int, access: bool, measure: bool) -> None:
        self.app = app
        self.proxy_hops = proxy_hops
        self.access = access
        self.measure = measure
        # The metrics' children by labels: labels() takes a lock and builds a key on every call. Bounded like
        # the labels: methods x route templates x statuses.
        self._children: dict[tuple[str, str, int], tuple[Any, Any]] = {}

    async def __call__(self, scope: MutableMapping[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        incoming = None
        for name, value in scope["headers"]:
            if name == b"x-request-id":
                incoming = value.decode("latin-1")
                break
        rid = request_id(incoming)
        rid_header = (b"x-request-id", rid.encode())
        token = REQUEST_ID.set(rid)
        status = 500  # if the app dies before it answers, the server sends a 500

        async def send_with_id(message: MutableMapping[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message = {**message, "headers": [*message.get("headers", ()), rid_header]}
            await send(message)

        path: str = scope["path"]
        client = client_address(scope, self.proxy_hops)
        scope.setdefault("state", {})[CLIENT] = client
        try:
            await self.app(scope, receive, send_with_id)
        finally:
            elapsed = time.perf_counter() - started
            route = scope.get("path_template") or "unmatched"
            method = scope["method"] if scope["method"] in _METHODS else "OTHER"  # bounded label values
            if self.measure:
                counted = self._children.get((method, route, status))
                if counted is None:
                    counted = self._children[method, route, status] = (
                        metrics.HTTP_REQUESTS.labels(method, route, str(status)),
                        metrics.HTTP_LATENCY.labels(method, route),
                    )
                counted[0].inc()
                counted[1].observe(elapsed)
            if self.access and (path not in EXEMPT or status >= 400):
                fields = {
                    "method": method,
                    "route": route,
                    "path": path,
                    "status": status,
                    "duration_ms": round(elapsed * 1000, 2),
                    "client": client,
                }
                log_request(access_log, fields)
            REQUEST_ID.reset(token)


class HeadAsGet:
    """ASGI wrapper: a ``HEAD`` request under one of ``prefixes`` (the OpenAPI document and its reference page, the
    rules pages) is answered as its ``GET`` without the body: same status and headers, ``Content-Length`` too."""

    def __init__(self, app: Any, prefixes: tuple[str, ...]) -> None:
        self.app = app
        self.prefixes = prefixes

    async def __call__(self, scope: MutableMapping[str, Any], receive: Any, send: Any) -> None:
        path = scope.get("path", "")
        if scope["type"] != "http" or scope["method"] != "HEAD" or not path.startswith(self.prefixes):
            await self.app(scope, receive, send)
            return

        async def headers_only(message: MutableMapping[str, Any]) -> None:
            if message["type"] == "http.response.body":
                if not message.get("more_body", False):
                    await send({"type": "http.response.body", "body": b"", "more_body": False})
                return
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, headers_only)


class RateLimit(ASGIMiddleware):
    """Refuses a client over its limit with ``429 rate_limited`` and ``Retry-After``, and gives every answer to a
    limited request the ``RateLimit`` and ``RateLimit-Policy`` fields (see service.edge.ratelimit)."""

    scopes = (ScopeType.HTTP,)

    def __init__(self, limiter: Limiter) -> None:
        self.limiter = limiter
        self.should_bypass_for_scope = _exempt

    async def handle(self, scope: Scope, receive: Receive, send: Send, next_app: ASGIApp) -> None:
        fields = await admit(self.limiter, scope)
        await next_app(scope, receive, with_fields(send, fields) if fields else send)


async def admit(limiter: Limiter, scope: Any) -> list[tuple[bytes, bytes]]:
    """429 ``rate_limited`` with ``Retry-After`` when the request's client is over its limit; else the rate-limit
    fields its answer carries (none when the limiter cannot tell)."""
    return await charge(limiter, scope["state"].get(CLIENT) or client_address(scope, 0), "from this client")


def with_fields(send: Send, fields: list[tuple[bytes, bytes]]) -> Send:
    """``send`` that adds ``fields`` after the headers of the response's start."""

    async def sending(message: Any) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message.get("headers", ()), *fields]}
        await send(message)

    return sending


def _exempt(scope: Scope) -> bool:
    return scope["path"] in EXEMPT
