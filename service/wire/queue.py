"""The quick-match wire types: a queue request per game, a ticket, a ticket's status (service/queue/)."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

import msgspec

from engine.registry import Variant
from service.wire.fields import PlayerId
from service.wire.schemas import prefix_of

MAX_BOTS_AFTER = 600
"""The longest ``bots_after_s``."""

Status = Literal["searching", "matched", "cancelled", "expired"]


class QueueTicket(msgspec.Struct, kw_only=True):
    """A queued player's ticket: a bearer secret, shown once; the server keeps only its hash."""

    ticket: str
    """Poll it with ``GET /v1/queue/{ticket}`` (no API key needed: whoever holds it may poll and cancel)."""
    status: Literal["searching"]
    """Always ``searching``."""


class QueueStatus(msgspec.Struct, kw_only=True):
    """Where a ticket stands."""

    status: Status
    """``searching``; ``matched`` (the seat is below); ``cancelled``; ``expired`` (its holder stopped polling)."""
    game_id: str | None
    """The match, once matched; else null."""
    variant: str
    """The game queued for."""
    seat: int | None
    """The player's seat, once matched; else null."""
    token: str | None
    """The seat's bearer token, once matched (send it as ``Authorization: Bearer``); else null."""


@cache
def queue_request(variant: Variant) -> type[msgspec.Struct]:
    """``<Prefix>QueueRequest``: what ``POST /v1/<variant>/queue`` takes."""
    kind = msgspec.defstruct(
        f"{prefix_of(variant.id)}QueueRequest",
        [
            ("player", Annotated[PlayerId, msgspec.Meta(description="The app's own id of the person queueing.")]),
            (
                "players",
                Annotated[
                    int,
                    msgspec.Meta(
                        ge=variant.min_players, le=variant.max_players, description="Seats at the table to find."
                    ),
                ],
            ),
            (
                "options",
                Annotated[
                    variant.options_type,
                    msgspec.Meta(
                        description="House rules, each with its default: only tickets of the same options (and player "
                        "count) are matched together. Values that do not fit are 400 invalid_options."
                    ),
                ],
                msgspec.field(default_factory=variant.options_type),
            ),
            (
                "bots_after_s",
                Annotated[
                    Annotated[int, msgspec.Meta(ge=0, le=MAX_BOTS_AFTER)] | None,
                    msgspec.Meta(
                        description="After this many seconds without a full table, seat the player with the "
                        "house's bots (and any others waiting for bots nearby); such a match is not rated. "
                        "Null: wait for players only."
                    ),
                ],
                None,
            ),
        ],
        kw_only=True,
        forbid_unknown_fields=True,
        module=__name__,
    )
    kind.__doc__ = f"Queue one of the app's players for a {variant.title} table (quick match)."
    return kind
