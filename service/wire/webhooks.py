"""The wire types of webhooks: an app's webhook settings as it sends and reads them, and the bodies the service
posts to it (service/webhooks/, docs/webhooks.md)."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

WebhookEvent = Literal["turn", "match_finished", "queue_matched"]
MAX_URL = 2048


class WebhookTurnData(msgspec.Struct, kw_only=True):
    """``data`` of a ``turn`` event: a seat bound to a player is to act."""

    game_id: str
    variant: str
    seat: int
    """The seat to act."""
    player: str
    """The app's player bound to that seat."""
    version: int
    """The match's version the turn starts at (a view's ``version``)."""
    deadline: str | None
    """When the seat's turn clock runs out (RFC 3339, UTC), or null without a clock."""


class WebhookMatchFinishedData(msgspec.Struct, kw_only=True):
    """``data`` of a ``match_finished`` event: the match is over."""

    game_id: str
    variant: str
    version: int
    """The match's last version."""
    winners: list[int]
    """The winning seats."""
    scores: list[int]
    """Final scores per seat (per side in partnership play), as the views show them."""
    places: list[int]
    """Per seat, its place (1 first; equal teams share one; a resigned or abandoned seat's team places last)."""
    seat_players: list[str | None]
    """Per seat, the app's player bound to it, or null."""
    rated: bool
    """Whether the match was rated."""
    rating_changes: list[float] | None
    """A rated match: per seat, the change of the player's ordinal in this game (as in their history); else null."""


class WebhookQueueMatchedData(msgspec.Struct, kw_only=True):
    """``data`` of a ``queue_matched`` event: quick match formed a table of the app's queued players."""

    game_id: str
    variant: str
    seat_players: list[str | None]
    """Per seat, the app's player whose ticket took it, or null for a house bot."""
    rated: bool
    """Whether the match is rated (every seat a player's)."""


class WebhookSettings(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """What an app asks to be told, and where."""

    url: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_URL, pattern=r"^https?://\S+$")]
    """The receiver: an ``https://`` URL (``http://`` only where the server allows it) whose host resolves to public
    addresses only (unless the server allows private ones)."""
    events: Annotated[
        list[WebhookEvent], msgspec.Meta(min_length=1, max_length=3, extra_json_schema={"uniqueItems": True})
    ]
    """The event types to deliver, each at most once: ``turn`` (a seat bound to a player is to act),
    ``match_finished`` (results, and rating changes where rated), ``queue_matched`` (a quick-match table formed)."""


class WebhookConfigured(msgspec.Struct, kw_only=True):
    """The app's webhook, with its signing secret: shown in this answer only."""

    url: str
    """The receiver."""
    events: list[WebhookEvent]
    """The event types delivered."""
    created: str
    """When it was configured (RFC 3339, UTC)."""
    secret: str
    """The key of each delivery's ``Osmica-Signature`` (HMAC-SHA256); a new one at every ``PUT``."""


class WebhookShown(msgspec.Struct, kw_only=True):
    """The app's webhook, without its secret."""

    url: str
    """The receiver."""
    events: list[WebhookEvent]
    """The event types delivered."""
    created: str
    """When it was configured (RFC 3339, UTC)."""


class WebhookTurn(msgspec.Struct, kw_only=True):
    """The body of a ``turn`` delivery."""

    id: str
    """Stable: the same event keeps it through every retry (de-duplicate by it)."""
    type: Literal["turn"]
    created: str
    """When the change that caused it was committed (RFC 3339, UTC)."""
    data: WebhookTurnData


class WebhookMatchFinished(msgspec.Struct, kw_only=True):
    """The body of a ``match_finished`` delivery."""

    id: str
    """Stable: the same event keeps it through every retry (de-duplicate by it)."""
    type: Literal["match_finished"]
    created: str
    """When the change that caused it was committed (RFC 3339, UTC)."""
    data: WebhookMatchFinishedData


class WebhookQueueMatched(msgspec.Struct, kw_only=True):
    """The body of a ``queue_matched`` delivery."""

    id: str
    """Stable: the same event keeps it through every retry (de-duplicate by it)."""
    type: Literal["queue_matched"]
    created: str
    """When the tickets were matched (RFC 3339, UTC)."""
    data: WebhookQueueMatchedData


WIRE_TYPES = [
    WebhookSettings,
    WebhookConfigured,
    WebhookShown,
    WebhookTurn,
    WebhookMatchFinished,
    WebhookQueueMatched,
]
