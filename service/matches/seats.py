"""The lobby's record keeping: seats taken, open or played by a bot, single-use invites, and the deal when the
table fills (README, "Playing with others").

A match created with an open seat is stored *waiting*: no engine state, only what the deal needs (players,
options, seed, preset deck) and, per seat, its token hash, its bot level or its invite hash. An invite carries
192 random bits and only its SHA-256 is kept; it stays in the record once used, so a second use of it is
``seat_taken`` rather than unknown, and a seat reopened by ``leave`` gets a new one. When the last seat is taken
the match is dealt with the engine's ``new_match`` from the stored seed, exactly as if every seat had been
taken at creation. Every change goes through the store's one write script, by revision (service/store/store.py).
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Sequence
from typing import Any

import msgspec

from engine.commitment import NONCE_BYTES, commitment
from engine.registry import Variant
from service.matches.tokens import token_hash
from service.store.records import Record
from service.wire.fields import SeatKind
from service.wire.schemas import LobbySeat

INVITE_BYTES = 24
"""Random bytes of an invite code (192 bits)."""
NOTHING = msgspec.Raw(msgspec.msgpack.encode(None))
"""The ``state`` of a waiting record."""


def new_invite() -> str:
    return secrets.token_urlsafe(INVITE_BYTES)


def bot_levels(record: Record) -> list[str]:
    """Per seat: the bot level that plays it, or empty."""
    return record.bots or [""] * len(record.tokens)


def kinds(record: Record) -> list[SeatKind]:
    """Per seat: ``bot``, ``taken`` (a token holds it) or ``open``."""
    levels = bot_levels(record)
    return ["bot" if levels[seat] else "taken" if token else "open" for seat, token in enumerate(record.tokens)]


def open_seats(record: Record) -> list[int]:
    return [seat for seat, kind in enumerate(kinds(record)) if kind == "open"]


def seats(record: Record) -> list[LobbySeat]:
    return [
        LobbySeat(
            seat=seat,
            kind=kind,
            name="" if kind == "open" else record.names[seat],
            player=(record.seat_players[seat] or None) if record.seat_players else None,
        )
        for seat, kind in enumerate(kinds(record))
    ]


def invite_seat(record: Record, invite: str) -> int | None:
    """The seat ``invite`` was issued for, or None; every seat is compared, none short-circuits."""
    digest = token_hash(invite)
    found: int | None = None
    for seat, stored in enumerate(record.invites):
        if stored and hmac.compare_digest(digest, stored):
            found = seat
    return found


def requested_options(variant: Variant, record: Record) -> Any:
    return msgspec.msgpack.decode(record.options, type=variant.options_type)


def deal(variant: Variant, record: Record) -> Any:
    """The match dealt from a waiting record: the engine's ``new_match`` with the stored seed, options and deck."""
    return variant.new_match(record.players, requested_options(variant, record), seed=record.seed, deck=record.deck)


def with_seat(record: Record, seat: int, token_digest: bytes, name: str) -> Record:
    """``record`` with ``seat`` taken (by a token's hash and a name)."""
    tokens = [*record.tokens]
    tokens[seat] = token_digest
    names = [*record.names]
    names[seat] = name
    return msgspec.structs.replace(record, tokens=tokens, names=names, rev=record.rev + 1)


def reopened(record: Record, seat: int, invite: str) -> Record:
    """``record`` with ``seat`` open again under a new invite."""
    tokens = [*record.tokens]
    tokens[seat] = b""
    invites = [*record.invites]
    invites[seat] = token_hash(invite)
    names = [*record.names]
    names[seat] = ""
    bound = [*record.seat_players]
    if bound:
        bound[seat] = ""
    return msgspec.structs.replace(
        record, tokens=tokens, invites=invites, names=names, seat_players=bound, rev=record.rev + 1
    )


def rotated(seat: int, players: int) -> int:
    """A player's seat in the rematch: one place round, so that another player deals first."""
    return (seat - 1) % players


def rematch_record(variant: Variant, record: Record, state: Any, game_id: str, seed: int, now: int) -> Record:
    """A waiting match with the finished one's variant, options, players, bots and host: every player's seat is
    open until claimed with ``from``; the seed is new, and no preset deck carries over."""
    players = state.players
    bots, names, bound = [""] * players, [""] * players, [""] * players
    for seat, level in enumerate(bot_levels(record)):
        bots[rotated(seat, players)] = level
        names[rotated(seat, players)] = record.names[seat] if level else ""
        bound[rotated(seat, players)] = record.seat_players[seat] if record.seat_players else ""
    nonce = secrets.token_bytes(NONCE_BYTES)
    return Record(
        variant=variant.id,
        names=names,
        tokens=[b""] * players,
        events=0,
        state=NOTHING,
        nonce=nonce,
        commitment=commitment(seed, nonce, None),
        host=record.host,
        waiting=True,
        bots=bots,
        invites=[b""] * players,
        created=now,
        players=players,
        seed=seed,
        options=msgspec.msgpack.encode(state.options),
        previous=game_id,
        app=record.app,
        seat_players=bound,
        rated=record.rated,
    )


def seat_names(specs: Sequence[Any]) -> list[str]:
    """The names of the seats at creation: the player's, ``<level> bot``, or empty while open."""
    return [spec.name or (f"{spec.bot} bot" if spec.bot else "") for spec in specs]
