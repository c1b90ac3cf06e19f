"""What the routes of a match read and send besides bodies: its path and query parameters, the conditional and
idempotency headers, and the caching headers of every answer that depends on the caller's token."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Request
from litestar.params import HeaderParameter, PathParameter, QueryParameter

from service.watching.events import MAX_WAIT
from service.wire.errors import ServiceError
from service.wire.fields import GAME_ID_PATTERN, MAX_GAME_ID

API_KEY: dict[str, list[str]] = {"api_key": []}
"""The app's key (``X-Api-Key``, service/accounts/apps.py): with it, a route reaches only that app's matches."""
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
:class:`service.edge.app.VaryBoth`)."""
STREAM_HEADERS = {**PRIVATE_HEADERS, "X-Accel-Buffering": "no"}


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
