"""The two hot routes, a seat's view and an action, answered before Litestar routes the request.

Most requests a match sees are ``GET /v1/<variant>/games/<id>`` and ``POST /v1/<variant>/games/<id>/actions``.
:class:`HotRoutes` answers an ordinary one of those itself, with the very handlers' code
(:func:`~service.edge.controllers.answers.view_answer`, :func:`~service.edge.controllers.answers.act_answer`), the
same strict body decoding, rate limit and error handlers, and leaves routing, parameter extraction and the handler
pipeline out. "Ordinary" is checked strictly and cheaply: no query string, no ``Origin`` (CORS stays Litestar's),
each header the route reads at most once and valid as the OpenAPI document declares it, an action's body within
the body limit. Any other request, a malformed one included, goes on to Litestar unchanged (with the body read so far),
and Litestar answers it as the document says (400 for a bad header, 413 for a body too large, ...). It sits
inside :class:`~service.edge.middleware.Edge`, so the request id, the metrics (by the same route template) and the
access log are the same either way. A path that ends with a slash is 404 here, before Litestar, which would
serve it as the path without (the web front end's ``/play/`` excepted).
"""

from __future__ import annotations

import re
from collections.abc import MutableMapping
from typing import Any

from litestar import Litestar
from litestar.exceptions import NotFoundException

from engine.registry import Variant
from service.edge.controllers.answers import act_answer, seated_body, view_answer
from service.edge.controllers.params import ETAGS_PATTERN, IDEMPOTENCY_KEY_PATTERN, MAX_KEY_LENGTH, MAX_TAGS_LENGTH
from service.edge.middleware import admit, with_fields
from service.edge.problems import exception_handlers
from service.edge.ratelimit import Limiter
from service.wire.fields import GAME_ID_PATTERN
from service.wire.schemas import variant_schemas

_GAME = GAME_ID_PATTERN.removeprefix("^").removesuffix("$")
_PATH = re.compile(rf"/v1/([a-z0-9-]+)/games/({_GAME})(/actions)?")
_TAGS = re.compile(ETAGS_PATTERN)
_KEY = re.compile(IDEMPOTENCY_KEY_PATTERN)
_READ = frozenset(
    {b"authorization", b"if-none-match", b"if-match", b"idempotency-key", b"content-type", b"content-length"}
)
"""The headers the two routes read; any of them twice sends the request on to Litestar."""
_SLASHED = ("/play/",)
"""Where a path may end with a slash: the web front end's directory. Anywhere else it is 404."""
_ELSEWHERE = frozenset({b"origin"})
"""Headers that send the request on to Litestar: CORS is its."""


class HotRoutes:
    """ASGI wrapper around Litestar's handler that answers ordinary views and actions itself (see the module)."""

    def __init__(self, app: Any, litestar: Litestar, variants: list[Variant], limiter: Limiter | None) -> None:
        self.app = app
        self.litestar = litestar
        self.limiter = limiter
        self.max_body: int = litestar.state.settings.max_body_bytes
        self.variants = {v.id: (v, variant_schemas(v).action) for v in variants}
        self.handlers = exception_handlers()

    async def __call__(self, scope: MutableMapping[str, Any], receive: Any, send: Any) -> None:
        path = scope["path"] if scope["type"] == "http" else ""
        if path[-1:] == "/" and len(path) > 1 and not path.startswith(_SLASHED):  # Litestar: served as without
            await self._refuse(scope, receive, send, NotFoundException())
            return
        found = _PATH.fullmatch(path) if path and not scope.get("query_string") else None
        known = self.variants.get(found[1]) if found is not None else None
        headers = self._headers(scope) if known is not None else None
        if found is None or known is None or headers is None:
            await self.app(scope, receive, send)
            return
        variant, action_type = known
        game_id, acting = found[2], found[3] is not None
        if scope["method"] != ("POST" if acting else "GET") or not _valid(headers, acting, self.max_body):
            await self.app(scope, receive, send)
            return
        body: bytes | None = b""
        if acting:
            body, received = await _body(receive, self.max_body)
            if body is None:  # too large, or the client left: Litestar answers as ever, from what was read
                await self.app(scope, _replay(received, receive), send)
                return
        scope["path_template"] = f"/v1/{variant.id}/games/{{game_id}}" + ("/actions" if acting else "")
        ctx = self.litestar.state.context
        authorization = headers.get(b"authorization")
        try:
            if self.limiter is not None:
                fields = await admit(self.limiter, scope)
                if fields:
                    send = with_fields(send, fields)
            if acting:
                kind, content_type = action_type, headers.get(b"content-type")
                action = await seated_body(ctx, variant, game_id, authorization, content_type, body or b"", kind)
                key = headers.get(b"idempotency-key")
                answer = await act_answer(ctx, variant, game_id, authorization, action, headers.get(b"if-match"), key)
            else:
                answer = await view_answer(ctx, variant, game_id, authorization, headers.get(b"if-none-match"))
        except Exception as exc:
            await self._refuse(scope, receive, send, exc)
            return
        await answer.to_asgi_response(None, None)(scope, receive, send)  # type: ignore[arg-type]

    def _headers(self, scope: MutableMapping[str, Any]) -> dict[bytes, str] | None:
        """The headers the routes read, by name; None when one comes twice or the request is not for this path."""
        headers: dict[bytes, str] = {}
        for name, value in scope["headers"]:
            if name in _READ:
                if name in headers:
                    return None
                headers[name] = value.decode("latin-1")
            elif name in _ELSEWHERE:
                return None
        return headers

    async def _refuse(self, scope: MutableMapping[str, Any], receive: Any, send: Any, exc: Exception) -> None:
        await refuse(self.litestar, self.handlers, scope, receive, send, exc)


async def refuse(
    litestar: Litestar, handlers: Any, scope: MutableMapping[str, Any], receive: Any, send: Any, exc: Exception
) -> None:
    """The problem details the app's exception ``handlers`` make of ``exc``, as Litestar would send them."""
    handler = next(handlers[c] for c in type(exc).__mro__ if c in handlers)
    request = litestar.request_class(scope=scope, receive=receive, send=send)  # type: ignore[arg-type]
    response = handler(request, exc)
    await response.to_asgi_response(app=None, request=request)(scope, receive, send)


def _valid(headers: dict[bytes, str], acting: bool, max_body: int) -> bool:
    """Each header the route reads is as the OpenAPI document declares it (else Litestar answers the 400)."""
    if acting:
        length = headers.get(b"content-length")
        if length is not None and not (length.isascii() and length.isdigit() and int(length) <= max_body):
            return False
        key = headers.get(b"idempotency-key")
        if key is not None and not (len(key) <= MAX_KEY_LENGTH and _KEY.fullmatch(key)):
            return False
        tags = headers.get(b"if-match")
    else:
        tags = headers.get(b"if-none-match")
    return tags is None or (len(tags) <= MAX_TAGS_LENGTH and _TAGS.fullmatch(tags) is not None)


async def _body(receive: Any, limit: int) -> tuple[bytes | None, list[Any]]:
    """The whole request body and the messages it came in; no body when it grows past ``limit`` bytes or the
    client disconnects first."""
    received = []
    size = 0
    while True:
        message = await receive()
        received.append(message)
        if message["type"] == "http.disconnect":
            return None, received
        size += len(message.get("body", b""))
        if size > limit:
            return None, received
        if not message.get("more_body", False):
            return b"".join(m.get("body", b"") for m in received), received


def _replay(received: list[Any], receive: Any) -> Any:
    """A ``receive`` that gives the messages already read again, then goes on with the client's."""
    pending = list(received)

    async def again() -> Any:
        return pending.pop(0) if pending else await receive()

    return again
