"""HTTP handlers of the matches: one controller class per variant, built from the registry.

Handlers are thin: read the HTTP bits (path, headers, body), call the use cases (seating, playing, watching,
replays) with the app's :class:`~service.matches.context.Context`, and wrap the result with its status and
headers (``Location``, ``ETag``). Each variant's controller has its own paths, operation ids
(``create_crazy_eights_game``, ...) and typed bodies, so the generated SDK is typed per game. The seat token
travels as ``Authorization: Bearer``, declared as the ``bearer`` security scheme. Bodies are read by
:func:`service.edge.bodies.decode` (strict JSON), not by Litestar; :func:`service.edge.openapi.document.finish`
documents them. The catalogue and health are in :mod:`service.edge.controllers.server`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from litestar import Controller, HttpMethod, Request, Response, get, post, route
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import QueryParameter
from litestar.response import Stream

from engine.registry import Variant
from service.edge.bodies import decode
from service.edge.controllers.answers import act_answer, context, seated_body, view_answer
from service.edge.controllers.params import (
    BEARER_OPTIONAL,
    BEARER_REQUIRED,
    KEY_OPTIONAL,
    PRIVATE_HEADERS,
    STREAM_HEADERS,
    After,
    GameId,
    IdempotencyKey,
    IfMatch,
    IfNoneMatch,
    LastEventId,
    SeatNumber,
    StreamAfter,
    Wait,
    WithView,
    plain_after,
)
from service.replays.replay import replay as replay_
from service.seating.create import create as create_
from service.seating.lobby import waiting as waiting_
from service.seating.reveal import reveal as reveal_
from service.seating.seats import join as join_
from service.seating.seats import leave as leave_
from service.seating.seats import reissue as reissue_
from service.seating.seats import rematch as rematch_
from service.watching.events import events as events_
from service.watching.stream import stream as stream_
from service.wire.errors import MatchWaiting, problem_specs
from service.wire.fields import MAX_GAME_ID
from service.wire.schemas import Invite, Rematch, Reveal, SeatToken, variant_schemas


def variant_controller(variant: Variant) -> type[Controller]:
    """The controller of one variant: create, view, act, events and replay under ``/v1/<id>/games``."""
    s = variant_schemas(variant)
    title = variant.title

    async def create(self: Controller, request: Request[Any, Any, Any]) -> Response[Any]:
        created = await create_(context(request), variant, await decode(request, s.create))
        location = f"/v1/{variant.id}/games/{created.game_id}"
        return Response(created, status_code=201, headers={"Location": location})

    async def view(
        self: Controller, request: Request[Any, Any, Any], game_id: str, if_none_match: str | None
    ) -> Response[Any]:
        return await view_answer(
            context(request), variant, game_id, request.headers.get("authorization"), if_none_match
        )

    async def act(
        self: Controller,
        request: Request[Any, Any, Any],
        game_id: str,
        if_match: str | None,
        idempotency_key: str | None,
    ) -> Response[Any]:
        authorization = request.headers.get("authorization")
        ctx = context(request)
        content_type = request.headers.get("content-type")
        data = await seated_body(ctx, variant, game_id, authorization, content_type, await request.body(), s.action)
        return await act_answer(ctx, variant, game_id, authorization, data, if_match, idempotency_key)

    async def events(
        self: Controller, request: Request[Any, Any, Any], game_id: str, after: int = 0, wait: int = 0
    ) -> Any:
        plain_after(request)
        events = await events_(context(request), variant, game_id, request.headers.get("authorization"), after, wait)
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
        body = await stream_(context(request), variant, game_id, request.headers.get("authorization"), start, view)
        return Stream(body, media_type="text/event-stream", headers=STREAM_HEADERS)

    async def replay(self: Controller, request: Request[Any, Any, Any], game_id: str) -> Any:
        return await replay_(context(request), variant, game_id)

    async def listing(
        self: Controller, request: Request[Any, Any, Any], status: str, cursor: str | None = None, limit: int = 20
    ) -> Any:
        return await waiting_(context(request), variant, cursor, limit)

    async def join(self: Controller, request: Request[Any, Any, Any], game_id: str) -> Any:
        data = await decode(request, s.join)
        return await join_(context(request), variant, game_id, request.headers.get("authorization"), data)

    async def reveal(self: Controller, request: Request[Any, Any, Any], game_id: str) -> Any:
        data = await decode(request, Reveal)
        return await reveal_(context(request), variant, game_id, request.headers.get("authorization"), data)

    async def rematch(self: Controller, request: Request[Any, Any, Any], game_id: str) -> Rematch:
        return await rematch_(context(request), variant, game_id, request.headers.get("authorization"))

    async def leave(self: Controller, request: Request[Any, Any, Any], game_id: str) -> Invite:
        return await leave_(context(request), variant, game_id, request.headers.get("authorization"))

    async def reissue(self: Controller, request: Request[Any, Any, Any], game_id: str, seat: int) -> SeatToken:
        return await reissue_(context(request), variant, game_id, request.headers.get("authorization"), seat)

    # The bodies' types exist only at run time, so the annotations Litestar reads are set here.
    create.__annotations__ = {"request": Request, "return": _of(Response, s.created)}
    view.__annotations__ = {
        "request": Request,
        "game_id": GameId,
        "if_none_match": IfNoneMatch,
        "return": _of(Response, s.view | s.waiting),
    }
    join.__annotations__ = {"request": Request, "game_id": GameId, "return": s.joined}
    reveal.__annotations__ = {"request": Request, "game_id": GameId, "return": s.revealed}
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
        "reveal": post(
            "/{game_id:str}/reveal",
            operation_id=f"reveal_{s.slug}_seed",
            summary=f"Reveal a seat's client seed in a {title} match of fairness players",
            description='In a match created with `fairness: "players"`, once every seat is taken: the client seed '
            "whose SHA-256 the token's seat committed to (docs/fairness.md). The last seat to reveal deals the "
            "match from the server's seed and every seat's, in seat order; the answer is then the seat's view. "
            "Sending the same seed again answers the same. A seat that has not revealed by `reveal_deadline` "
            "cancels the match (409 `not_revealed` from then on).",
            status_code=200,
            response_description="The seed is revealed.",
            security=BEARER_REQUIRED,
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
                    400: "`seed_mismatch`: the seed does not open the seat's commitment; `validation_error`.",
                    409: "`no_reveal`: the match is not of fairness players; `match_waiting`: a seat is open; "
                    "`already_revealed`: another seed was revealed; `not_revealed`: the match is cancelled.",
                },
            ),
        )(reveal),
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
