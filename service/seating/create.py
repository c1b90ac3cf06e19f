"""Creating a match: its seats (taken, open, bots), its players, its commitment, and its first deal unless a
seat is open (service/matches/seats.py keeps the waiting match's record)."""

from __future__ import annotations

import secrets
import time
from typing import Any

import msgspec

from engine.commitment import NONCE_BYTES, commitment
from engine.errors import InvalidSetup
from engine.events import Event
from engine.registry import Variant
from engine.rng import random_seed
from service.accounts import players
from service.accounts.apps import CURRENT_APP, require_app
from service.clocks.deadlines import deadline, reveal_deadline
from service.matches import reveal, seats
from service.matches.context import Context
from service.matches.records import autoplay, msgpack
from service.matches.tokens import new_game_id, new_token, token_hash
from service.matches.views import views
from service.store.records import Attendance, Move, Record
from service.wire.errors import FieldError, ServiceError, invalid
from service.wire.schemas import Invite, SeatToken, variant_schemas

_SETUP_FIELDS = {"invalid_players": "players", "bad_deck": "deck"}


async def create(ctx: Context, variant: Variant, body: Any, seat_hashes: list[bytes] | None = None) -> Any:
    """A new match from a ``<Prefix>Create`` body; returns ``<Prefix>Created``. ``seat_hashes``: per seat, the
    hash of a token its player holds already (a quick match's, service/queue/), or empty for a new token; the
    answer carries only the new tokens."""
    if ctx.settings.require_api_key:
        require_app("this server requires an API key (X-Api-Key) to create a match")
    if body.deck is not None and not ctx.settings.allow_preset_deck:
        raise ServiceError(400, "preset_deck_disabled", "this server does not accept a preset deck")
    specs = body.seats
    if specs is not None:
        if body.names is not None:
            raise invalid("send seats or names, not both", "names")
        if len(specs) != body.players:
            raise invalid(f"seats must hold one entry per seat ({body.players})", "seats")
        if any((s.name is not None) + s.open + (s.bot is not None) != 1 for s in specs):
            raise invalid("each seat is exactly one of name, open: true or bot", "seats")
        if all(s.bot is not None for s in specs):
            raise invalid("at least one seat is a player's (taken or open), not a bot's", "seats")
    names = (
        seats.seat_names(specs)
        if specs is not None
        else body.names
        if body.names is not None
        else [f"seat {i}" for i in range(body.players)]
    )
    if len(names) != body.players:
        raise invalid(f"names must hold one name per seat ({body.players})", "names")
    bound = players.at_create(body, specs)
    seed = body.seed if body.seed is not None else random_seed()
    try:
        state = variant.new_match(body.players, body.options, seed=seed, deck=body.deck)
    except InvalidSetup as exc:
        field = _SETUP_FIELDS.get(exc.code, "options")
        raise ServiceError(
            400, exc.code, exc.message, errors=[FieldError(message=exc.message, field=field, source="body")]
        ) from None
    encoded = msgpack.encode(state)
    kinds = (
        ["taken"] * body.players
        if specs is None
        else ["open" if s.open else "bot" if s.bot else "taken" for s in specs]
    )
    held = seat_hashes or [b""] * body.players  # tokens their players hold already (a quick match's)
    tokens = [new_token() if kind == "taken" and not held[i] else "" for i, kind in enumerate(kinds)]
    invites = [seats.new_invite() if kind == "open" else "" for kind in kinds]
    bots = [] if specs is None else [s.bot or "" for s in specs]
    seat_seeds = reveal.at_create(body, specs, kinds)
    waiting = "open" in kinds or seat_seeds is not None
    host_token = new_token()
    nonce = secrets.token_bytes(NONCE_BYTES)
    record = Record(
        variant=variant.id,
        names=names,
        tokens=[held[i] or (token_hash(t) if t else b"") for i, t in enumerate(tokens)],
        events=0,
        state=seats.NOTHING if waiting else msgspec.Raw(encoded),
        nonce=nonce,
        deck=body.deck,
        commitment=commitment(seed, nonce, body.deck),
        host=token_hash(host_token),
        waiting=waiting,
        bots=bots,
        invites=[token_hash(i) if i else b"" for i in invites],
        public=body.public,
        created=int(time.time() * 1000),
        players=body.players,
        seed=seed,
        seeded=body.seed is not None,
        options=msgpack.encode(body.options) if waiting else b"",
        app=CURRENT_APP.get(),
        seat_players=bound,
        rated=body.rated,
        seat_seeds=seat_seeds,
    )
    events: list[Event] = []
    moves: list[Move] = []
    if not waiting:
        state, events, moves = autoplay(variant, state, record, ctx.bot_budget(record))
        record = msgspec.structs.replace(record, state=msgspec.Raw(msgpack.encode(state)), events=len(events))
    for _ in range(3):
        game_id = new_game_id()
        if not waiting:
            record.deadline = await deadline(ctx, game_id, variant, state, record)
        elif reveal.revealing(record):
            record.deadline = await reveal_deadline(ctx, game_id, record)
        if record.rated:
            await ctx.ratings.expect(record.app, game_id)
        if await ctx.store.commit(
            game_id,
            expected=None,
            version=0 if waiting else state.version,
            record=record,
            events=[msgpack.encode(e) for e in events],
            moves=moves,
            lobby="add" if "open" in kinds and body.public else None,
            clock=record.deadline or None,
        ):
            break
    else:  # pragma: no cover - three 128-bit collisions in a row
        raise ServiceError(503, "store_unavailable", "could not allocate a game id")
    return variant_schemas(variant).created(
        game_id=game_id,
        variant=variant.id,
        seats=[SeatToken(seat=i, token=t) for i, t in enumerate(tokens) if t],
        host_token=host_token,
        invites=[Invite(seat=i, invite=c) for i, c in enumerate(invites) if c],
        **views(variant, record, None, game_id, Attendance(0, {})),  # a new match: nobody is there yet
    )
