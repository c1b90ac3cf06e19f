"""The lobby: the public matches of a variant that wait for players, newest first, one app's at a time."""

from __future__ import annotations

from typing import Any

from engine.registry import Variant
from service.accounts.apps import CURRENT_APP
from service.matches import seats
from service.matches.context import Context
from service.wire.fields import rfc3339
from service.wire.schemas import variant_schemas


async def waiting(ctx: Context, variant: Variant, cursor: str | None, limit: int) -> Any:
    """A page of the variant's public matches waiting for players, newest first (``<Prefix>LobbyPage``)."""
    after = None
    if cursor is not None:
        created, _, last = cursor.partition(".")
        after = (int(created), last)
    app = CURRENT_APP.get()
    page = await ctx.store.lobby(variant.id, after, limit, app)
    s = variant_schemas(variant)
    games, gone = [], []
    for game_id, created_ms, record in page:
        if (
            record is None
            or record.variant != variant.id
            or not record.waiting
            or not record.public
            or record.app != app
        ):
            gone.append(game_id)
            continue
        games.append(
            {
                "game_id": game_id,
                "names": list(record.names),
                "open_seats": seats.open_seats(record),
                "options": seats.deal(variant, record).options,
                "created": rfc3339(created_ms),
            }
        )
    await ctx.store.forget(variant.id, gone, app)
    more = len(page) == limit
    return s.lobby_page(games=games, next_cursor=f"{page[-1][1]}.{page[-1][0]}" if more else None)
