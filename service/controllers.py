"""HTTP handlers: one controller class per variant, built from the registry, plus the catalogue and health.

Handlers are thin: read the HTTP bits (path, headers, body), call :class:`~service.games.Games`, and wrap the
result with its status and headers (``Location``, ``ETag``). Each variant's controller has its own paths,
operation ids (``create_crazy_eights_game``, ...) and typed bodies, so the generated SDK is typed per game.
The seat token travels as ``Authorization: Bearer``, declared as the ``bearer`` security scheme. Bodies are
read by :func:`service.bodies.decode` (strict JSON), not by Litestar; :func:`service.openapi.finish` documents
them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

import msgspec
from litestar import Controller, HttpMethod, Request, Response, get, post, route
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import HeaderParameter, PathParameter, QueryParameter
from litestar.response import Stream
from litestar.response.base import ASGIResponse

from engine.registry import Variant
from service.bodies import decode, decode_body, json_only
from service.errors import MatchWaiting, ServiceError, problem_specs
from service.games import MAX_WAIT, Games
from service.schemas import (
    GAME_ID_PATTERN,
    MAX_GAME_ID,
    Catalogue,
    Health,
    Invite,
    Rematch,
    SeatToken,
    variant_info,
    variant_schemas,
)

if TYPE_CHECKING:
    from litestar.types import Receive, Scope, Send

API_KEY: dict[str, list[str]] = {"api_key": []}
"""The app's key (``X-Api-Key``, service/apps.py): with it, a route reaches only that app's matches."""
BEARER_REQUIRED: list[dict[str, list[str]]] = [{"bearer": []}, {"bearer": [], **API_KEY}]
BEARER_OPTIONAL: list[dict[str, list[str]]] = [{}, {"bearer": []}, API_KEY, {"bearer": [], **API_KEY}]
KEY_OPTIONAL: list[dict[str, list[str]]] = [{}, API_KEY]

_TAG = r'(W/)?("[0-9]{1,18}"|[0-9]{1,18})'
ETAGS_PATTERN = rf"^(\*|{_TAG}( *, *{_TAG})*)$"
"""``*`` or a list of ``"<version>"`` entity tags (weak ones too; the quotes may be left out)."""
MAX_TAGS_LENGTH = 256
MAX_KEY_LENGTH = 64
SeatNumber = Annotated[int, PathParameter(ge=0, le=63, description="A seat of the match, from 0.")]
GameId = Annotated[
    str, PathParameter(pattern=GAME_ID_PATTERN, max_length=MAX_GAME_ID, description="The game id from its creation.")
]
IfMatch = Annotated[
    str | None,
    HeaderParameter(
        name="If-Match",
        required=False,
        max_length=MAX_TAGS_LENGTH,
        pattern=ETAGS_PATTERN,
        description='Act only if the match is still at this version: "<version>" (412 otherwise).',
    ),
]
IfNoneMatch = Annotated[
    str | None,
    HeaderParameter(
        name="If-None-Match",
        required=False,
        max_length=MAX_TAGS_LENGTH,
        pattern=ETAGS_PATTERN,
        description='304 Not Modified if the match is still at this version: "<version>".',
    ),
]
IDEMPOTENCY_KEY_PATTERN = r"^[ -~]+$"
IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        required=False,
        min_length=1,
        max_length=MAX_KEY_LENGTH,
        pattern=IDEMPOTENCY_KEY_PATTERN,
        description="A repeat with the same key and body gets the first response again and changes nothing; "
        "the same key with another body is 422. Printable ASCII.",
    ),
]
MAX_AFTER = 10**9
SEQ_PATTERN = r"^(0|[1-9][0-9]{0,8}|1000000000)$"
"""A sequence number from 0 to :data:`MAX_AFTER`, in plain digits as ``after`` takes it (no leading zero)."""
After = Annotated[
    int, QueryParameter(ge=0, le=MAX_AFTER, description="Return the events with a sequence number above this.")
]
Wait = Annotated[
    int,
    QueryParameter(
        ge=0,
        le=MAX_WAIT,
        description="Long poll: with no event after `after` yet, wait up to this many seconds for one (0: answer "
        "at once).",
    ),
]
StreamAfter = Annotated[
    int, QueryParameter(ge=0, le=MAX_AFTER, description="Start after this sequence number (`Last-Event-ID` wins).")
]
WithView = Annotated[
    bool,
    QueryParameter(description="Also send the caller's view after the last event of each commit (in `data.view`)."),
]
LastEventId = Annotated[
    str | None,
    HeaderParameter(
        name="Last-Event-ID",
        required=False,
        max_length=len(str(MAX_AFTER)),
        pattern=SEQ_PATTERN,
        description="Resume after this sequence number (sent by a reconnecting EventSource), at most 10^9 as `after`.",
    ),
]
PRIVATE_HEADERS = {"Cache-Control": "private, no-store", "Vary": "Authorization"}
"""On every answer that depends on the caller's token (views, actions, events, streams): no cache keeps it, and
one that would must key it by ``Authorization`` (with CORS, ``Vary`` names ``Origin`` too:
:class:`service.app.VaryBoth`)."""
STREAM_HEADERS = {**PRIVATE_HEADERS, "X-Accel-Buffering": "no"}


def _games(request: Request[Any, Any, Any]) -> Games:
    games: Games = request.app.state.games
    return games


def parse_versions(value: str, header: str) -> set[int] | None:
    """The versions an ``If-Match`` / ``If-None-Match`` header lists (weak tags too); None for ``*``."""
    if value.strip() == "*":
        return None
    versions = set()
    for tag in value.split(","):
        digits = tag.strip().removeprefix("W/").removeprefix('"').removesuffix('"')
        if not (digits.isascii() and digits.isdigit()):
            raise ServiceError(400, "validation_error", f'{header} must list "<version>" tags or be *')
        versions.add(int(digits))
    return versions


def plain_after(request: Request[Any, Any, Any]) -> None:
    """``after`` once, as plain digits: Litestar would also take ``1e3``, ``1.0`` or the last of several."""
    values = request.query_params.getall("after", [])
    if len(values) > 1 or any(not (v.isascii() and v.isdigit() and len(v) <= len(str(MAX_AFTER))) for v in values):
        raise ServiceError(400, "validation_error", "after must be given at most once, as a non-negative integer")


def etag(version: int) -> str:
    return f'"{version}"'


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
    games: Games, variant: Variant, game_id: str, authorization: str | None, if_none_match: str | None
) -> Answer:
    """The view route's answer: the caller's view with its ``ETag``, or 304 when ``If-None-Match`` names it."""
    current = await games.view(variant, game_id, authorization)
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
    games: Games,
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
        await games.seat(variant, game_id, authorization)
        raise


async def act_answer(
    games: Games,
    variant: Variant,
    game_id: str,
    authorization: str | None,
    action: Any,
    if_match: str | None,
    idempotency_key: str | None,
) -> Answer:
    """The act route's answer to one decoded action."""
    versions = None if if_match is None else parse_versions(if_match, "If-Match")
    body = await games.act(variant, game_id, authorization, action, if_match=versions, idempotency=idempotency_key)
    return Answer(body, headers=PRIVATE_HEADERS)


def variant_controller(variant: Variant) -> type[Controller]:
    """The controller of one variant: create, view, act, events and replay under ``/v1/<id>/games``."""
    s = variant_schemas(variant)
    title = variant.title

    async def create(self: Controller, request: Request[Any, Any, Any]) -> Response[Any]:
        created = await _games(request).create(variant, await decode(request, s.create))
        location = f"/v1/{variant.id}/games/{created.game_id}"
        return Response(created, status_code=201, headers={"Location": location})

    async def view(
        self: Controller, request: Request[Any, Any, Any], game_id: str, if_none_match: str | None
    ) -> Response[Any]:
        return await view_answer(_games(request), variant, game_id, request.headers.get("authorization"), if_none_match)

    async def act(
        self: Controller,
        request: Request[Any, Any, Any],
        game_id: str,
        if_match: str | None,
        idempotency_key: str | None,
    ) -> Response[Any]:
        authorization = request.headers.get("authorization")
        games = _games(request)
        content_type = request.headers.get("content-type")
        data = await seated_body(games, variant, game_id, authorization, content_type, await request.body(), s.action)
        return await act_answer(games, variant, game_id, authorization, data, if_match, idempotency_key)

    async def events(
        self: Controller, request: Request[Any, Any, Any], game_id: str, after: int = 0, wait: int = 0
    ) -> Any:
        plain_after(request)
        events = await _games(request).events(variant, game_id, request.headers.get("authorization"), after, wait)
        return Response(events, headers=PRIVATE_HEADERS)

    async def stream(
        self: Controller,
        request: Request[Any, Any, Any],
        game_id: str,
        last_event_id: str | None,
        after: int = 0,
        view: bool = False,
    ) -> Stream:
        plain_after(request)
        start = int(last_event_id) if last_event_id is not None else after
        body = await _games(request).stream(variant, game_id, request.headers.get("authorization"), start, view)
        return Stream(body, media_type="text/event-stream", headers=STREAM_HEADERS)

    async def replay(self: Controller, request: Request[Any, Any, Any], game_id: str) -> Any:
        return await _games(request).replay(variant, game_id)

    async def listing(
        self: Controller, request: Request[Any, Any, Any], status: str, cursor: str | None = None, limit: int = 20
    ) -> Any:
        return await _games(request).waiting(variant, cursor, limit)

    async def join(self: Controller, request: Request[Any, Any, Any], game_id: str) -> Any:
        data = await decode(request, s.join)
        return await _games(request).join(variant, game_id, request.headers.get("authorization"), data)

    async def rematch(self: Controller, request: Request[Any, Any, Any], game_id: str) -> Rematch:
        return await _games(request).rematch(variant, game_id, request.headers.get("authorization"))

    async def leave(self: Controller, request: Request[Any, Any, Any], game_id: str) -> Invite:
        return await _games(request).leave(variant, game_id, request.headers.get("authorization"))

    async def reissue(self: Controller, request: Request[Any, Any, Any], game_id: str, seat: int) -> SeatToken:
        return await _games(request).reissue(variant, game_id, request.headers.get("authorization"), seat)

    # The bodies' types exist only at run time, so the annotations Litestar reads are set here.
    create.__annotations__ = {"request": Request, "return": _of(Response, s.created)}
    view.__annotations__ = {
        "request": Request,
        "game_id": GameId,
        "if_none_match": IfNoneMatch,
        "return": _of(Response, s.view | s.waiting),
    }
    join.__annotations__ = {"request": Request, "game_id": GameId, "return": s.joined}
    leave.__annotations__ = {"request": Request, "game_id": GameId, "return": Invite}
    listing.__annotations__ = {
        "request": Request,
        "status": Annotated[
            Literal["waiting"], QueryParameter(description="`waiting`: public matches with an open seat.")
        ],
        "cursor": Annotated[
            str | None,
            QueryParameter(
                max_length=15 + 1 + MAX_GAME_ID,
                pattern=rf"^[0-9]{{1,15}}\.[A-Za-z0-9_-]{{1,{MAX_GAME_ID}}}$",
                description="`next_cursor` of the previous page; leave out for the first.",
            ),
        ],
        "limit": Annotated[int, QueryParameter(ge=1, le=50, description="Matches per page.")],
        "return": s.lobby_page,
    }
    rematch.__annotations__ = {"request": Request, "game_id": GameId, "return": Rematch}
    act.__annotations__ = {
        "request": Request,
        "game_id": GameId,
        "if_match": IfMatch,
        "idempotency_key": IdempotencyKey,
        "return": _of(Response, s.act_result),
    }
    replay.__annotations__ = {"request": Request, "game_id": GameId, "return": s.replay}
    reissue.__annotations__ = {"request": Request, "game_id": GameId, "seat": SeatNumber, "return": SeatToken}
    events.__annotations__ = {
        "request": Request,
        "game_id": GameId,
        "after": After,
        "wait": Wait,
        "return": _of(Response, s.event_list),
    }
    stream.__annotations__ = {
        "request": Request,
        "game_id": GameId,
        "last_event_id": LastEventId,
        "after": StreamAfter,
        "view": WithView,
        "return": Stream,
    }

    async def collection_options(self: Controller) -> Response[None]:
        # Litestar's own OPTIONS handler keeps the methods of the first handler registered on a path; this path
        # has two (create, listing), so it answers for both itself.
        return Response(None, status_code=204, headers={"Allow": "GET, OPTIONS, POST"})

    handlers = {
        "collection_options": route("/", http_method=[HttpMethod.OPTIONS], include_in_schema=False)(collection_options),
        "create": post(
            "/",
            operation_id=f"create_{s.slug}_game",
            summary=f"Create a {title} match",
            description=f"Deal a new {title} match. Answers the game id, one bearer token per seat and the host's "
            "token (each shown once) and the spectator view, with `Location` naming the game.",
            status_code=201,
            response_description="The match was created.",
            security=KEY_OPTIONAL,
            responses=problem_specs(400, 401, 413, 415, 429, 503),
        )(create),
        "view": get(
            "/{game_id:str}",
            operation_id=f"get_{s.slug}_game",
            summary=f"View a {title} match",
            description="A seat's view with its token, the spectator's without one; a wrong token is 401. "
            '`ETag: "<version>"`; `If-None-Match` with the current version answers 304.',
            response_description="The caller's view.",
            security=BEARER_OPTIONAL,
            responses={
                304: ResponseSpec(None, description="Not modified: the match is still at this version."),
                **problem_specs(400, 401, 404, 429, 503),
            },
        )(view),
        "act": post(
            "/{game_id:str}/actions",
            operation_id=f"act_{s.slug}_game",
            summary=f"Act in a {title} match",
            description="One action by the token's seat: any entry of its `legal_actions`. Answers the actor's "
            "view after it and the events it caused, automatic moves included.",
            status_code=200,
            response_description="The action was accepted.",
            security=BEARER_REQUIRED,
            responses=problem_specs(
                400,
                401,
                404,
                409,
                412,
                413,
                415,
                422,
                429,
                503,
                conflict=s.conflict | MatchWaiting,
                described={
                    409: "The rules do not allow the action now (`<Game>Conflict`, with `legal_actions`), or "
                    "`match_waiting`: the match waits for players and nothing is dealt yet; a `claim` of the seat to "
                    "act: `seat_connected` (it is connected) or `claim_too_early` (disconnected for less than "
                    "`disconnect_grace_s`; `Retry-After` says when)."
                },
            ),
        )(act),
        "events": get(
            "/{game_id:str}/events",
            operation_id=f"list_{s.slug}_events",
            summary=f"List the events of a {title} match",
            description="The events after sequence number `after`, redacted for the caller: a drawn card is "
            "named only to its drawer. Every caller sees every sequence number. With `wait` (a long poll, the "
            "fallback of the stream), an empty answer is held until an event arrives or `wait` seconds pass; a "
            "seat token revoked meanwhile (the seat was left, or its token reissued) answers 401.",
            response_description="The events, oldest first.",
            security=BEARER_OPTIONAL,
            responses=problem_specs(400, 401, 404, 429, 503),
        )(events),
        "replay": get(
            "/{game_id:str}/replay",
            operation_id=f"get_{s.slug}_replay",
            summary=f"Replay a finished {title} match",
            description="Everything needed to check a finished match with the rules alone (docs/fairness.md): "
            "the seed, the nonce and the preset deck that the views' `commitment` commits to, the options, the "
            "players, every accepted action with its seat, every event unredacted, and the result. "
            "`osmica verify` checks it. Anyone may fetch it; before the end it is 409 `not_finished`.",
            response_description="The replay document (the export format of a finished match).",
            security=KEY_OPTIONAL,
            responses=problem_specs(
                400,
                401,
                404,
                409,
                429,
                503,
                described={
                    409: "`not_finished`: the match is still played (`version` is its current version); "
                    "`replay_unavailable`: it was created before replays were recorded."
                },
            ),
        )(replay),
        "listing": get(
            "/",
            operation_id=f"list_{s.slug}_games",
            summary=f"List the public {title} matches waiting for players",
            description="The matches created with `public: true` that still have an open seat, newest first: id, "
            "names, open seats, options and creation time. A match leaves the list when its last seat is taken or "
            "it expires. Paginated: pass `next_cursor` as `cursor`.",
            response_description="One page of the lobby.",
            security=KEY_OPTIONAL,
            responses=problem_specs(400, 401, 429, 503),
        )(listing),
        "join": post(
            "/{game_id:str}/join",
            operation_id=f"join_{s.slug}_game",
            summary=f"Take a seat of a {title} match",
            description="With `invite`: the open seat that invite was issued for (single use). Answers that seat's "
            "token only (shown once) and its view. The last seat taken deals the match from its seed. "
            "404 `invite_unknown`, 409 `seat_taken` (the invite was used), `not_waiting` (every seat is taken).",
            status_code=200,
            response_description="The seat is taken.",
            security=BEARER_OPTIONAL,
            responses=problem_specs(
                400,
                401,
                404,
                409,
                413,
                415,
                429,
                503,
                described={
                    404: "`not_found`: no such game; `invite_unknown`: no seat has that invite.",
                    409: "`seat_taken`: the invite was used; `not_waiting`: every seat is taken.",
                },
            ),
        )(join),
        "leave": post(
            "/{game_id:str}/leave",
            operation_id=f"leave_{s.slug}_game",
            summary=f"Leave a {title} match that waits for players",
            description="The token's seat is open again, under a new invite (answered once); the old token is "
            "refused from then on. Only while the match waits (409 `not_waiting` after the deal: resign instead).",
            status_code=200,
            response_description="The seat is open, with this invite.",
            security=BEARER_REQUIRED,
            responses=problem_specs(
                400, 401, 404, 409, 429, 503, described={409: "`not_waiting`: the match has started."}
            ),
        )(leave),
        "rematch": post(
            "/{game_id:str}/rematch",
            operation_id=f"rematch_{s.slug}_game",
            summary=f"Ask for a rematch of a finished {title} match",
            description="With any seat token of the finished match: a new match with the same variant, options "
            "and players (bots and the host carry over), its seats rotated one place so another player deals "
            'first. It waits until each player claims a seat with `POST .../join` `{"from": "<this id>"}` '
            "and the old seat token. Asked again, the same match; the finished match's views show it as `rematch`.",
            status_code=200,
            response_description="The rematch's game id.",
            security=BEARER_REQUIRED,
            responses=problem_specs(
                400, 401, 404, 409, 429, 503, described={409: "`not_finished`: the match is still played."}
            ),
        )(rematch),
        "reissue": post(
            "/{game_id:str}/seats/{seat:int}/token",
            operation_id=f"reissue_{s.slug}_token",
            summary=f"Reissue a seat's token of a {title} match",
            description="With the host's token (from the creation): a new bearer token for the seat, shown once; "
            "the seat's old token is refused (401) from then on: its open streams end with `event: revoked` and its "
            "long polls answer 401. In play the reissue is announced to every seat as a `token_reissued` event, "
            "and refused while the seat is connected (`connected` in the views). For a player who lost theirs.",
            status_code=200,
            response_description="The seat's new token.",
            security=BEARER_REQUIRED,
            responses=problem_specs(
                400,
                401,
                404,
                409,
                429,
                503,
                described={
                    404: "`not_found`: no such game; `unknown_seat`: no such seat.",
                    409: "`seat_connected`: the match is played and the seat is connected; `seat_not_taken`: no "
                    "player holds the seat.",
                },
            ),
        )(reissue),
        "stream": get(
            "/{game_id:str}/stream",
            operation_id=f"stream_{s.slug}_events",
            summary=f"Follow a {title} match live (Server-Sent Events)",
            description="`text/event-stream`: each event of the match, redacted as `/events` redacts it for the "
            "caller, as one message with `id: <seq>`, `event: <type>` and `data` a "
            f"`{s.prefix}StreamMessage`, as soon as any replica commits it. `Last-Event-ID` (or `after`) resumes "
            "after that seq with no gap and no repeat. A comment line comes every 15 s by default (keep-alive); the "
            "stream closes after the match's last event, and when the server shuts down (reconnect: any replica "
            "resumes it). A seat's stream ends with a last message `event: revoked` (no `id`; `data` "
            '`{"code": "token_revoked", "detail": ...}`) as soon as its token stops holding the seat (the seat was '
            "left, or the host reissued its token), on whichever replica that happened. Checks (404, 401, 503) "
            "happen before the stream starts.",
            response_description="The event stream.",
            security=BEARER_OPTIONAL,
            responses=problem_specs(400, 401, 404, 429, 503),
        )(stream),
    }
    return type(
        f"{s.prefix}Controller",
        (Controller,),
        {"path": f"/v1/{variant.id}/games", "tags": [variant.id], "__doc__": variant.summary, **handlers},
    )


def _of(generic: Any, argument: Any) -> Any:
    """``generic[argument]`` for a type known only at run time."""
    return generic[argument]


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
        store = _games(request).store
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
