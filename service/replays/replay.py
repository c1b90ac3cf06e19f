"""The replay of a finished match, as the store keeps it (the document: service/replays/document.py)."""

from __future__ import annotations

from typing import Any, cast

from engine.registry import Variant
from service.accounts import players
from service.matches import seats
from service.matches.context import Context
from service.matches.records import action_decoder, checked, event_decoder, move_decoder, state_of
from service.replays.document import replay_document
from service.wire.errors import ServiceError


async def replay(ctx: Context, variant: Variant, game_id: str) -> Any:
    """The ``<Prefix>Replay`` of a finished match; 409 ``not_finished`` while it is played."""
    record, raw_events, raw_moves = await ctx.store.load_replay(game_id)
    record = checked(variant, record)
    if record.waiting:
        raise ServiceError(409, "not_finished", "the replay is published when the match is finished", version=0)
    state = state_of(variant, record)
    if variant.turn(state) is not None:
        raise ServiceError(
            409, "not_finished", "the replay is published when the match is finished", version=state.version
        )
    if not record.commitment:
        raise ServiceError(409, "replay_unavailable", "this match was created before replays were recorded")
    moves = [move_decoder.decode(m) for m in raw_moves]
    actions = action_decoder(variant)
    return replay_document(
        variant,
        game_id=game_id,
        names=record.names,
        bots=seats.bot_levels(record),
        seat_players=players.shown(record),
        nonce=record.nonce,
        deck=record.deck,
        state=state,
        events=[event_decoder.decode(e) for e in raw_events],
        actions=[(m.seat, cast(Any, m.by), actions.decode(m.action)) for m in moves],
    )
