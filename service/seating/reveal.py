"""A seat's reveal of its client seed in a match of ``fairness: "players"`` (docs/fairness.md); the last one
deals the match from the server's seed and every seat's (the record keeping: service/matches/reveal.py)."""

from __future__ import annotations

from typing import Any

from engine.events import Event
from engine.registry import Variant
from service.clocks.deadlines import expire
from service.matches import reveal as seeds
from service.matches.context import MAX_ATTEMPTS, Context
from service.matches.records import checked, msgpack, required_token, seated
from service.matches.views import views
from service.ops import metrics
from service.seating.seats import dealt
from service.store.records import Move, revision
from service.wire.schemas import Reveal, variant_schemas


async def reveal(ctx: Context, variant: Variant, game_id: str, authorization: str | None, body: Reveal) -> Any:
    """The token's seat reveals its client seed; returns ``<Prefix>Revealed``. Revealing the same seed again
    answers the same."""
    token = required_token(authorization, "a seat token is required to reveal")
    for _ in range(MAX_ATTEMPTS):
        loaded, _ = await ctx.store.load(game_id)
        record = checked(variant, loaded)
        seat = seated(record, token)
        if await expire(ctx, variant, game_id, record):
            continue  # the reveal phase (or a turn clock) ended first: answer from what that made
        changed = seeds.revealed(record, seat, body.client_seed)
        events: list[Event] = []
        moves: list[Move] = []
        version = 0
        if changed is not record and seeds.complete(changed):
            changed, events, moves, version = await dealt(ctx, variant, game_id, changed)
        if changed is record or await ctx.store.commit(
            game_id,
            expected=revision(0, record.rev),
            version=revision(version, changed.rev),
            record=changed,
            events=[msgpack.encode(e) for e in events],
            moves=moves,
            clock=changed.deadline or None,
        ):
            seen = await ctx.store.attendance(game_id)
            return variant_schemas(variant).revealed(seat=seat, **views(variant, changed, seat, game_id, seen))
        metrics.VERSION_CONFLICTS.labels(variant.id).inc()
    raise ctx.busy()
