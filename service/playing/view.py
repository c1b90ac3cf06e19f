"""Viewing: the caller's view of a match (a seat's with its token, the spectator's without), after any
timeout that is due."""

from __future__ import annotations

from typing import Any

from engine.registry import Variant
from service.clocks.deadlines import expire
from service.matches.context import MAX_ATTEMPTS, Context
from service.matches.presence import connected
from service.matches.records import checked, viewer
from service.matches.views import any_view


async def view(ctx: Context, variant: Variant, game_id: str, authorization: str | None) -> Any:
    """The caller's view: a seat's with its token, the spectator's without one. A turn clock that ran out is
    applied first."""
    for _ in range(MAX_ATTEMPTS):
        loaded, _, seen = await ctx.store.load_present(game_id)
        record = checked(variant, loaded)
        seat = viewer(record, authorization)
        await ctx.presence.seen(game_id, seat)
        if not await expire(ctx, variant, game_id, record):
            return any_view(variant, record, seat, game_id, connected(record, seen, seat))
    raise ctx.busy()
