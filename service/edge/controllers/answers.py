"""The answers of the hot routes (a seat's view, an action), shared by the controllers and the fast path
(service/edge/hot.py), and the use cases' context as a request finds it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec
from litestar import Request, Response
from litestar.response.base import ASGIResponse

from engine.registry import Variant
from service.edge.bodies import decode_body, json_only
from service.edge.controllers.params import PRIVATE_HEADERS, etag, parse_versions
from service.matches.context import Context
from service.playing.act import act, seat
from service.playing.view import view
from service.wire.errors import ServiceError

if TYPE_CHECKING:
    from litestar.types import Receive, Scope, Send


def context(request: Request[Any, Any, Any]) -> Context:
    """The use cases' context of the app serving ``request``."""
    ctx: Context = request.app.state.context
    return ctx


_JSON = (b"content-type", b"application/json")
_encode = msgspec.json.Encoder().encode


class Answer(Response[Any]):
    """A JSON answer of the hot routes (a view, an act) sent as two ASGI messages, past Litestar's response building
    (its header containers, media type, cookie and background handling): the same status, headers (lower-case
    names, ``content-type`` and ``content-length`` last, none of the two with a 304) and body as ``Response``."""

    __slots__ = ("_sent",)

    def __init__(self, content: Any, *, status_code: int = 200, headers: dict[str, str] | None = None) -> None:
        self._sent = _Sent(content, status_code, headers or {})

    def to_asgi_response(self, app: Any, request: Any, **_: Any) -> ASGIResponse:
        return self._sent


class _Sent(ASGIResponse):
    __slots__ = ("_raw",)

    def __init__(self, content: Any, status_code: int, headers: dict[str, str]) -> None:
        self._raw = raw = [(name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in headers.items()]
        if status_code == 304:
            self.body = b""
        else:
            self.body = body = content if isinstance(content, bytes) else _encode(content)
            raw += (_JSON, (b"content-length", str(len(body)).encode()))
        self.status_code = status_code

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": self.status_code, "headers": self._raw})
        await send({"type": "http.response.body", "body": self.body, "more_body": False})


async def view_answer(
    ctx: Context, variant: Variant, game_id: str, authorization: str | None, if_none_match: str | None
) -> Answer:
    """The view route's answer: the caller's view with its ``ETag``, or 304 when ``If-None-Match`` names it."""
    current = await view(ctx, variant, game_id, authorization)
    headers = {**PRIVATE_HEADERS}
    if current.status == "waiting":  # seats change while the version stays 0: no validator
        return Answer(current, headers=headers)
    headers["ETag"] = etag(current.version)
    if if_none_match is not None:
        versions = parse_versions(if_none_match, "If-None-Match")
        if versions is None or current.version in versions:
            return Answer(None, status_code=304, headers=headers)
    return Answer(current, headers=headers)


async def seated_body(
    ctx: Context,
    variant: Variant,
    game_id: str,
    authorization: str | None,
    content_type: str | None,
    body: bytes,
    kind: Any,
) -> Any:
    """An action's body decoded as ``kind`` (415, 400 when refused); but a caller who holds no seat of the match
    hears that first (401, or 404 for no such game), whatever is wrong with the body."""
    try:
        json_only(content_type)
        return decode_body(body, kind)
    except ServiceError:
        await seat(ctx, variant, game_id, authorization)
        raise


async def act_answer(
    ctx: Context,
    variant: Variant,
    game_id: str,
    authorization: str | None,
    action: Any,
    if_match: str | None,
    idempotency_key: str | None,
) -> Answer:
    """The act route's answer to one decoded action."""
    versions = None if if_match is None else parse_versions(if_match, "If-Match")
    body = await act(ctx, variant, game_id, authorization, action, if_match=versions, idempotency=idempotency_key)
    return Answer(body, headers=PRIVATE_HEADERS)
