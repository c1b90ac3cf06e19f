"""Errors: one tree, translated once at the edge into RFC 9457 problem details with a stable ``code``.

    litestar HTTPException                  Litestar's own: 400 schema, 404 route, 405, 413 body too large
     └── ServiceError(status, code, ...)     everything this service refuses on purpose (see the factories)
    redis RedisError                        the store cannot be reached: 503 store_unavailable + Retry-After
     └── store Unconfirmed                  a write not confirmed by the required replicas: the same 503
    engine IllegalAction                    turned into ServiceError by the use cases (409, or 400 at creation)

The edge maps them to ``application/problem+json`` responses (:mod:`service.edge.problems`). This module holds
the wire side: the codes, the :class:`Problem` types and the OpenAPI responses that describe them.
"""

from __future__ import annotations

from http import HTTPStatus
from typing import Any, Literal

import msgspec
from litestar.exceptions import HTTPException
from litestar.openapi.datastructures import ResponseSpec

PROBLEM_JSON = "application/problem+json"

#: The code of each status when nothing more specific applies.
STATUS_CODES: dict[int, str] = {
    400: "validation_error",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    409: "conflict",
    412: "version_mismatch",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "idempotency_key_reused",
    429: "rate_limited",
    500: "internal_error",
    503: "store_unavailable",
}


PROBLEM_CODES: dict[str, str] = {
    "validation_error": "The body or a parameter fails the schema; `errors` says where.",
    "preset_deck_disabled": "This server does not accept a preset deck.",
    "unauthorized": "A seat token is missing (to act) or unknown to this game.",
    "forbidden": "The request is not allowed.",
    "not_found": "No such game under this variant (or it expired), or no such page.",
    "method_not_allowed": "The path does not take this method; `Allow` lists those it takes.",
    "not_acceptable": "No representation matches the `Accept` header.",
    "conflict": "The request conflicts with the match's state.",
    "version_mismatch": "`If-Match` names an older version; `version` is the current one.",
    "payload_too_large": "The body exceeds the server's limit.",
    "unsupported_media_type": "The body is not JSON.",
    "idempotency_key_reused": "This `Idempotency-Key` was sent before with another body.",
    "rate_limited": "Too many requests from this client; wait `Retry-After` seconds.",
    "internal_error": "A fault of the server; nothing names its cause to the caller.",
    "store_unavailable": "The match store cannot be reached; wait `Retry-After` seconds. Nothing changed.",
    "not_finished": "The replay of a match is published once the match is finished.",
    "replay_unavailable": "The match was created before replays were recorded: it has none.",
    "unknown_seat": "No such seat at this table.",
    "invite_unknown": "No seat of this match has that invite.",
    "seat_taken": "The seat is taken: its invite was used, or it was claimed.",
    "not_waiting": "Every seat of the match is taken: nothing can be joined or left any more.",
    "not_a_rematch": "This match is no rematch of the one named in `from`.",
    "seat_not_taken": "No player holds that seat (it is open or a bot's): there is no token to reissue.",
    "match_waiting": "The match waits for players: nothing is dealt yet.",
    "api_key_required": "The request needs an app's API key (`X-Api-Key`): the server requires one to create "
    "matches, or the request binds or reads players.",
    "api_key_invalid": "The `X-Api-Key` is unknown or revoked.",
    "not_ratable": "A rated match needs every seat bound to a distinct player, no bot seat, no seed and no deck.",
    "player_unknown": "The app has no rated match of this player (in this game).",
    "webhook_url_invalid": "The webhook URL is not an `https://` URL (or `http://` where the server allows it) with a "
    "host and without credentials.",
    "webhook_url_refused": "The webhook URL's host does not resolve, or resolves to a loopback, private or link-local "
    "address the server does not allow.",
    "webhook_not_configured": "The app has no webhook.",
    "no_reveal": "The match is dealt from the server's seed alone (not fairness `players`): nothing to reveal.",
    "seed_mismatch": "The SHA-256 of `client_seed` is not the seed commitment the seat made.",
    "already_revealed": "The seat has revealed another seed already.",
    "not_revealed": "A seat did not reveal its seed in time: the match is cancelled and was never dealt.",
    "already_queued": "The player holds a searching quick-match ticket of this app already.",
    "ticket_unknown": "No such quick-match ticket (or it ended more than five minutes ago).",
    "already_matched": "The quick-match ticket is matched: it cannot be cancelled (poll it for the seat).",
    "seat_connected": "The seat is connected (an open stream or long poll, or a request with its token lately): "
    "its token is not reissued, and it cannot be claimed.",
    "claim_too_early": "The seat to act has been disconnected for less than disconnect_grace_s: `Retry-After` "
    "says in how many seconds it may be claimed.",
}
"""The codes the service itself answers with, each with its meaning (the setup codes come from the engine)."""
CODE_STATUS = {
    **{code: status for status, code in STATUS_CODES.items()},
    "preset_deck_disabled": 400,
    "not_finished": 409,
    "replay_unavailable": 409,
    "unknown_seat": 404,
    "invite_unknown": 404,
    "seat_taken": 409,
    "not_waiting": 409,
    "not_a_rematch": 409,
    "seat_not_taken": 409,
    "match_waiting": 409,
    "api_key_required": 401,
    "api_key_invalid": 401,
    "not_ratable": 400,
    "player_unknown": 404,
    "webhook_url_invalid": 400,
    "webhook_url_refused": 400,
    "webhook_not_configured": 404,
    "no_reveal": 409,
    "seed_mismatch": 400,
    "already_revealed": 409,
    "not_revealed": 409,
    "already_queued": 409,
    "ticket_unknown": 404,
    "already_matched": 409,
    "seat_connected": 409,
    "claim_too_early": 409,
}
"""The HTTP status of each code of :data:`PROBLEM_CODES`."""


class FieldError(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One reason a request failed its schema."""

    message: str
    """What is wrong."""
    field: str | None = None
    """The offending field or parameter, where known."""
    source: str | None = None
    """``body``, ``query``, ``header`` or ``path``."""


class Problem(msgspec.Struct, kw_only=True, omit_defaults=True):
    """RFC 9457 problem details; ``code`` is stable and machine-readable."""

    type: str
    """Always ``about:blank``: ``code`` says what happened."""
    title: str
    """The HTTP status phrase."""
    status: int
    """The HTTP status code."""
    code: str
    """``validation_error``, ``not_your_turn``, ``version_mismatch``, ``store_unavailable``, ..."""
    detail: str | None = None
    """A human-readable explanation."""
    rule: str | None = None
    """409: the id of the rule that forbids the action, where one applies (``SWI-8``)."""
    rule_url: str | None = None
    """409: where that rule is explained on this server, ``/docs/rules/<variant>#<rule>``."""
    version: int | None = None
    """409 and 412: the match's current version."""
    legal_actions: list[dict[str, Any]] | None = None
    """409: the actions the caller may send now (only in a game's ``<Game>Conflict``, where they are typed)."""
    errors: list[FieldError] | None = None
    """400: what failed the schema."""


class MatchWaiting(Problem, kw_only=True, omit_defaults=True):
    """409 ``match_waiting``: the match waits for players, nothing is dealt yet; nothing changed."""

    code: Literal["match_waiting"]
    """Always ``match_waiting``."""
    version: int
    """Always 0: no action has been made."""


class ServiceError(HTTPException):
    """A request this service refuses; becomes a :class:`Problem` with ``code``."""

    def __init__(
        self,
        status: int,
        code: str,
        detail: str,
        *,
        headers: dict[str, str] | None = None,
        **fields: Any,
    ) -> None:
        super().__init__(detail=detail, status_code=status, headers=headers)
        self.code = code
        self.fields = fields


def not_found(detail: str = "no such game") -> ServiceError:
    return ServiceError(404, "not_found", detail)


def unauthorized(detail: str) -> ServiceError:
    return ServiceError(401, "unauthorized", detail, headers={"WWW-Authenticate": 'Bearer realm="osmica"'})


def invalid(detail: str, field: str, code: str = "validation_error") -> ServiceError:
    return ServiceError(400, code, detail, errors=[FieldError(message=detail, field=field, source="body")])


def problem(status: int, code: str, detail: str | None, **fields: Any) -> Problem:
    """The problem details of a refusal: status, its phrase as title, the code and the fields."""
    return Problem(
        type="about:blank", title=HTTPStatus(status).phrase, status=status, code=code, detail=detail, **fields
    )


STATUS_DESCRIPTIONS = {
    400: "The body (strict JSON: no number as a string, no 0 for false) or a parameter fails the schema "
    "(`validation_error`, with `errors`), or the setup is "
    "refused: `invalid_options`, `invalid_players`, `bad_deck`, `preset_deck_disabled`, `not_ratable`.",
    401: "`unauthorized`: a seat token is missing (on act) or unknown to this game; `api_key_invalid`: the "
    "`X-Api-Key` is unknown or revoked; `api_key_required`: the request needs an app's key.",
    404: "`not_found`: no such game under this variant (or it expired).",
    409: "The rules do not allow this action now: `code` (a `RuleCode`: `not_your_turn`, `card_not_in_hand`, ...), "
    "the `rule` id and its `rule_url` on the rules pages, the match's `version` and the caller's `legal_actions`. "
    "Nothing changed.",
    412: "`version_mismatch`: `If-Match` names an older version; `version` is the current one. Nothing changed.",
    413: "`payload_too_large`: the body exceeds the server's limit.",
    415: "`unsupported_media_type`: the body is not sent as `application/json` (or a `+json` type).",
    422: "`idempotency_key_reused`: this `Idempotency-Key` was used with another body. Nothing changed.",
    429: "`rate_limited`: too many requests from this client; see `Retry-After`.",
    500: "`internal_error`: a fault of the server; the problem names nothing of its cause (the server's log does).",
    503: "`store_unavailable`: the match store cannot be reached; see `Retry-After`. Nothing changed, except "
    "when the server requires replicas to confirm each write and they did not in time: then the action may "
    "have landed; send it again with the same `Idempotency-Key`.",
}


def problem_specs(
    *statuses: int, conflict: Any = Problem, described: dict[int, str] | None = None
) -> dict[int, ResponseSpec]:
    """OpenAPI responses for these error statuses, each a :class:`Problem` (a 409 ``conflict``: a subtype, or a
    union of the subtypes the route answers); ``described`` replaces the usual description of a status."""
    return {
        status: ResponseSpec(
            conflict if status == 409 else Problem,
            description=(described or {}).get(status, STATUS_DESCRIPTIONS[status]),
            media_type=PROBLEM_JSON,
            generate_examples=False,
        )
        for status in statuses
    }
