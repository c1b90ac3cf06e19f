"""The quick-match routes: ``POST /v1/{variant}/queue`` (API key) answers a ticket; ``GET /v1/queue/{ticket}``
(a long poll with ``wait``) its status, and the seat once matched; ``DELETE /v1/queue/{ticket}`` cancels it.

The wire types are service/wire/queue.py; the use case is service/queue/ (docs/quick-match.md).
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, HttpMethod, Request, Response, delete, get, post, route
from litestar.params import PathParameter, QueryParameter

from engine.registry import Variant
from service.edge.bodies import decode
from service.edge.controllers.params import API_KEY, KEY_OPTIONAL, PRIVATE_HEADERS
from service.queue.matchmaker import MAX_TICKET, TICKET_PATTERN, Queue
from service.watching.events import MAX_WAIT
from service.wire.errors import problem_specs
from service.wire.queue import QueueStatus, QueueTicket, queue_request
from service.wire.schemas import prefix_of

TAG = "Quick match"
TicketPath = Annotated[
    str,
    PathParameter(
        pattern=TICKET_PATTERN, max_length=MAX_TICKET, description="The ticket answered when the player queued."
    ),
]
Wait = Annotated[
    int,
    QueryParameter(
        ge=0,
        le=MAX_WAIT,
        description="Long poll: while the ticket is searching, wait up to this many seconds for a match (0: answer "
        "at once). Each poll keeps the ticket alive.",
    ),
]


def _queue(request: Request[Any, Any, Any]) -> Queue:
    queue: Queue = request.app.state.queue
    return queue


def queue_controller(variant: Variant) -> type[Controller]:
    """``POST /v1/<variant>/queue``."""
    kind = queue_request(variant)
    slug = variant.id.replace("-", "_")

    async def enqueue(self: Controller, request: Request[Any, Any, Any]) -> Response[QueueTicket]:
        ticket, _ = await _queue(request).enqueue(variant, await decode(request, kind))
        return Response(
            QueueTicket(ticket=ticket, status="searching"),
            status_code=202,
            headers={**PRIVATE_HEADERS, "Location": f"/v1/queue/{ticket}"},
        )

    enqueue.__annotations__ = {"request": Request, "return": Response[QueueTicket]}
    handler = post(
        "/",
        operation_id=f"queue_{slug}",
        summary=f"Queue for a {variant.title} match",
        description="Look for a table of `players` with these options among the app's players, matched by rating "
        "(the window widens with the wait: docs/quick-match.md). Answers a ticket to poll; with `bots_after_s`, "
        "the house's bots fill the table after that wait. A full table of players is rated. 409 `already_queued`: "
        "the player holds a searching ticket of this app already.",
        status_code=202,
        response_description="Queued: poll the ticket.",
        security=[API_KEY],
        responses=problem_specs(
            400,
            401,
            409,
            413,
            415,
            429,
            503,
            described={409: "`already_queued`: the player holds a searching ticket of this app."},
        ),
    )(enqueue)
    return type(
        f"{prefix_of(variant.id)}QueueController",
        (Controller,),
        {"path": f"/v1/{variant.id}/queue", "tags": [TAG], "enqueue": handler},
    )


class TicketController(Controller):
    path = "/v1/queue"
    tags = [TAG]

    @route("/{ticket:str}", http_method=[HttpMethod.OPTIONS], include_in_schema=False)
    async def allowed_methods(self, ticket: TicketPath) -> Response[None]:
        # Litestar's own OPTIONS handler keeps the methods of the first handler registered on a path (a
        # controller's in the order of their names, so this one's comes first); this path has two (poll, cancel),
        # so it answers for both itself.
        return Response(None, status_code=204, headers={"Allow": "DELETE, GET, OPTIONS"})

    @get(
        "/{ticket:str}",
        operation_id="get_queue_ticket",
        summary="Poll a quick-match ticket",
        description="The ticket's status; once `matched`, the game, the seat and its token (to the ticket's holder "
        "only). With `wait`, a searching ticket's answer is held until it ends or `wait` seconds pass. A ticket "
        "not polled for `queue_idle_s` (20 s by default) after its last poll ended expires. 404 `ticket_unknown`.",
        response_description="Where the ticket stands.",
        security=KEY_OPTIONAL,
        responses=problem_specs(
            400, 401, 404, 429, 503, described={404: "`ticket_unknown`: no such ticket, or it ended long ago."}
        ),
    )
    async def get_ticket(
        self, request: Request[Any, Any, Any], ticket: TicketPath, wait: Wait = 0
    ) -> Response[QueueStatus]:
        found = await _queue(request).status(ticket, wait)
        return Response(msgspec.convert(found, QueueStatus), headers=PRIVATE_HEADERS)

    @delete(
        "/{ticket:str}",
        operation_id="cancel_queue_ticket",
        summary="Cancel a quick-match ticket",
        description="Stop searching: answers the ticket's status (`cancelled`; an ended ticket's own status "
        "again). 409 `already_matched` once the ticket is matched (poll it for the seat).",
        status_code=200,
        response_description="The ticket is cancelled (or had ended).",
        security=KEY_OPTIONAL,
        responses=problem_specs(
            400,
            401,
            404,
            409,
            429,
            503,
            described={
                404: "`ticket_unknown`: no such ticket, or it ended long ago.",
                409: "`already_matched`: the ticket is matched; poll it for the seat.",
            },
        ),
    )
    async def cancel_ticket(self, request: Request[Any, Any, Any], ticket: TicketPath) -> Response[QueueStatus]:
        found = await _queue(request).cancel(ticket)
        return Response(msgspec.convert(found, QueueStatus), headers=PRIVATE_HEADERS)


def wire_types(variants: list[Variant]) -> list[Any]:
    return [QueueTicket, QueueStatus, *(queue_request(v) for v in variants)]


def examples(variants: list[Variant]) -> dict[str, list[tuple[str, Any, str]]]:
    """OpenAPI examples of the quick-match routes, by operation id."""
    ticket = "qt_app_0123456789abcdef_" + "Zk3" * 14 + "A"
    matched = QueueStatus(
        status="matched", game_id="hQ4mZr8TqL0vXw2sNc7YbA", variant=variants[0].id, seat=1, token="k" * 43
    )
    cancelled = QueueStatus(status="cancelled", game_id=None, variant=variants[0].id, seat=None, token=None)
    out: dict[str, list[tuple[str, Any, str]]] = {
        "get_queue_ticket": [("200", msgspec.to_builtins(matched), "Matched: the game, the seat and its token.")],
        "cancel_queue_ticket": [("200", msgspec.to_builtins(cancelled), "Cancelled while searching.")],
    }
    for v in variants:
        body = {"player": "u-123", "players": v.min_players, "bots_after_s": 30}
        out[f"queue_{v.id.replace('-', '_')}"] = [
            ("request", body, f"u-123 looks for a {v.title} table of {v.min_players}; bots after 30 s."),
            ("202", {"ticket": ticket, "status": "searching"}, "Queued: poll the ticket."),
        ]
    return out


TICKET_PATH = "/v1/queue/"


def logged_path(path: str) -> str:
    """The path as the access log writes it: a ticket (a secret) is never written."""
    return f"{TICKET_PATH}{{ticket}}" if path.startswith(TICKET_PATH) else path


def request_bodies(variants: list[Variant]) -> dict[str, str]:
    """The request body's component of each ``queue_<variant>`` operation (for :func:`service.openapi.finish`)."""
    return {f"queue_{v.id.replace('-', '_')}": queue_request(v).__name__ for v in variants}
