"""Errors at the edge: every exception a request raises, as RFC 9457 problem details (service/wire/errors.py).

:func:`exception_handlers` maps them to ``application/problem+json`` responses, keeping each exception's
headers (``Allow`` on a 405, ``Retry-After`` on a 503). Anything else is a bug: a bare 500 ``internal_error``
whose body names nothing, and a log line with the traceback.
"""

from __future__ import annotations

import logging
from typing import Any

from litestar import Request, Response
from litestar.exceptions import HTTPException
from litestar.types import ExceptionHandlersMap
from redis.exceptions import RedisError

from service.store.connection import Unconfirmed
from service.wire.errors import PROBLEM_JSON, STATUS_CODES, FieldError, Problem, ServiceError, problem

log = logging.getLogger("osmica")


def problem_response(problem: Problem, headers: dict[str, str] | None = None) -> Response[Problem]:
    return Response(problem, status_code=problem.status, media_type=PROBLEM_JSON, headers=headers)


def handle_http(request: Request[Any, Any, Any], exc: HTTPException) -> Response[Problem]:
    status = exc.status_code
    if isinstance(exc, ServiceError):
        return problem_response(problem(status, exc.code, exc.detail, **exc.fields), exc.headers)
    fields: dict[str, Any] = {}
    if status == 400:
        extra = exc.extra if isinstance(exc.extra, list) else []
        fields["errors"] = [
            FieldError(message=str(e.get("message", "")), field=e.get("key"), source=e.get("source"))
            for e in extra
            if isinstance(e, dict)
        ] or [FieldError(message=exc.detail, source="body")]
    headers = exc.headers
    if status == 413:
        # The rest of the body is still unread on this connection: it must not carry another request.
        headers = {**(headers or {}), "Connection": "close"}
    if status >= 500:
        log.error("HTTP %s on %s %s: %s", status, request.method, request.url.path, exc.detail)
        return problem_response(problem(status, STATUS_CODES.get(status, "internal_error"), None), headers)
    return problem_response(problem(status, STATUS_CODES.get(status, f"http_{status}"), exc.detail, **fields), headers)


def handle_store(request: Request[Any, Any, Any], exc: RedisError) -> Response[Problem]:
    log.warning("store unavailable on %s %s: %s", request.method, request.url.path, type(exc).__name__)
    retry_after = str(request.app.state.settings.retry_after)
    if isinstance(exc, Unconfirmed):
        detail = (
            "the store's replicas did not confirm the write in time; send the request again with the same "
            "Idempotency-Key"
        )
    else:
        detail = "the match store cannot be reached; nothing was changed"
    unavailable = problem(503, "store_unavailable", detail)
    return problem_response(unavailable, {"Retry-After": retry_after})


def handle_internal(request: Request[Any, Any, Any], exc: Exception) -> Response[Problem]:
    log.exception("unhandled error on %s %s", request.method, request.url.path)
    return problem_response(problem(500, "internal_error", None))


def exception_handlers() -> ExceptionHandlersMap:
    return {HTTPException: handle_http, RedisError: handle_store, Exception: handle_internal}
