"""Deals the players can check (``fairness: "players"``, docs/fairness.md): the seats' seed commitments, the
reveal phase and the seeds the deal is made from.

Every seat taken at creation commits to a client seed in create's ``seats`` (``seed_commitment``, the hex
SHA-256 of 32 random bytes), every seat taken later in ``join``; a bot seat's seed is drawn here when the seat
is set (at creation, or for the rematch). Once every seat is taken the match stays *waiting* (no engine state)
in its reveal phase: ``Record.deadline`` is then the end of that phase, on the turn clocks' schedule, so that
the clock sweeper cancels a match a seat left unrevealed (service/clocks/deadlines.py). Each seat reveals its seed with
its token; the last reveal deals the match from the server's seed and every seat's, in seat order
(engine/keyed.py). Until then no seed and no commitment leaves the service: a view says only which seats have
revealed. This module is the record keeping (like service/matches/seats.py); the use case is
service/seating/reveal.py, the end of the phase service/clocks/deadlines.py.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from typing import Any, Literal

import msgspec

from engine.keyed import CLIENT_SEED_BYTES
from service.matches import seats as lobby
from service.store.records import Record, SeatSeeds
from service.wire.errors import FieldError, ServiceError, invalid

DEFAULT_TIMEOUT = 120
"""``reveal_timeout_s`` when the creator sets none."""
Phase = Literal["waiting", "revealing", "cancelled"]


def at_create(body: Any, specs: Sequence[Any] | None, kinds: Sequence[str]) -> SeatSeeds | None:
    """The seats' seeds of a new match (None with ``fairness: "server"``), or 400 for a body that does not fit."""
    if body.fairness == "server":
        if body.reveal_timeout_s is not None:
            raise invalid('reveal_timeout_s is for a match with fairness "players"', "reveal_timeout_s")
        if specs is not None and any(spec.seed_commitment is not None for spec in specs):
            raise invalid('seed_commitment is for a match with fairness "players"', "seats")
        return None
    if specs is None:
        raise invalid('fairness "players" needs seats, each taken seat with its seed_commitment', "seats")
    if body.deck is not None:
        raise invalid("a match dealt with the players' seeds has no preset deck", "deck")
    commitments: list[bytes] = []
    seeds: list[bytes] = []
    for spec, kind in zip(specs, kinds, strict=True):
        if kind == "taken" and spec.seed_commitment is None:
            raise invalid("every seat taken at creation needs its seed_commitment", "seats")
        if kind != "taken" and spec.seed_commitment is not None:
            raise invalid("only a taken seat commits to a seed here (an open seat's player does at join)", "seats")
        seed = secrets.token_bytes(CLIENT_SEED_BYTES) if kind == "bot" else b""
        commitments.append(bytes.fromhex(spec.seed_commitment) if spec.seed_commitment else _digest(seed))
        seeds.append(seed)
    return SeatSeeds(commitments=commitments, seeds=seeds, timeout=body.reveal_timeout_s or DEFAULT_TIMEOUT)


def for_rematch(fair: SeatSeeds | None, bots: Sequence[str]) -> SeatSeeds | None:
    """The seats' seeds of a rematch: the same fairness, fresh seeds for its bot seats, every other seat's
    commitment to come at ``join``."""
    if fair is None:
        return None
    seeds = [secrets.token_bytes(CLIENT_SEED_BYTES) if level else b"" for level in bots]
    return SeatSeeds(commitments=[_digest(s) for s in seeds], seeds=seeds, timeout=fair.timeout)


def with_commitment(record: Record, seat: int, commitment: str | None) -> Record:
    """``record`` with the commitment ``join`` brought for ``seat``; 400 when it is missing or not wanted."""
    fair = record.seat_seeds
    if fair is None:
        if commitment is not None:
            raise invalid('seed_commitment is for a match with fairness "players"', "seed_commitment")
        return record
    if commitment is None:
        raise invalid("this match is dealt with the players' seeds: send seed_commitment", "seed_commitment")
    commitments = [*fair.commitments]
    commitments[seat] = bytes.fromhex(commitment)
    return msgspec.structs.replace(record, seat_seeds=msgspec.structs.replace(fair, commitments=commitments))


def reopened(record: Record, seat: int) -> Record:
    """``record`` without the commitment of ``seat``, which its player left."""
    fair = record.seat_seeds
    if fair is None:
        return record
    commitments = [*fair.commitments]
    commitments[seat] = b""
    return msgspec.structs.replace(record, seat_seeds=msgspec.structs.replace(fair, commitments=commitments))


def phase(record: Record) -> Phase:
    """``waiting`` for a seat, ``revealing`` (every seat taken, a seed missing) or ``cancelled``."""
    fair = record.seat_seeds
    if fair is not None and fair.cancelled:
        return "cancelled"
    if fair is not None and record.waiting and not lobby.open_seats(record):
        return "revealing"
    return "waiting"


def revealing(record: Record) -> bool:
    return phase(record) == "revealing"


def not_revealed() -> ServiceError:
    return ServiceError(
        409,
        "not_revealed",
        "a seat did not reveal its seed in time: the match is cancelled and nothing was dealt",
        version=0,
    )


def refuse_cancelled(record: Record) -> None:
    """409 ``not_revealed`` for a match a seat left unrevealed."""
    if record.seat_seeds is not None and record.seat_seeds.cancelled:
        raise not_revealed()


def revealed(record: Record, seat: int, client_seed: str) -> Record:
    """``record`` with ``seat``'s seed revealed (``record`` itself when it revealed this one before)."""
    fair = record.seat_seeds
    if fair is None:
        raise ServiceError(
            409, "no_reveal", "this match is dealt from the server's seed alone: there is no seed to reveal"
        )
    refuse_cancelled(record)
    if lobby.open_seats(record):
        raise ServiceError(409, "match_waiting", "a seat reveals its seed once every seat is taken", version=0)
    seed = bytes.fromhex(client_seed)
    if fair.seeds[seat]:
        if hmac.compare_digest(fair.seeds[seat], seed):
            return record
        raise ServiceError(409, "already_revealed", f"seat {seat} has revealed another seed")
    if not hmac.compare_digest(_digest(seed), fair.commitments[seat]):
        message = "the SHA-256 of client_seed is not this seat's seed_commitment"
        raise ServiceError(
            400, "seed_mismatch", message, errors=[FieldError(message=message, field="client_seed", source="body")]
        )
    seeds = [*fair.seeds]
    seeds[seat] = seed
    return msgspec.structs.replace(record, seat_seeds=msgspec.structs.replace(fair, seeds=seeds), rev=record.rev + 1)


def complete(record: Record) -> bool:
    """Every seat's seed is known: the match can be dealt."""
    return record.seat_seeds is not None and all(record.seat_seeds.seeds)


def client_seeds(record: Record) -> list[bytes] | None:
    """The seeds a match is dealt from, in seat order (None: from the server's seed alone)."""
    return None if record.seat_seeds is None else list(record.seat_seeds.seeds)


def cancelled(record: Record) -> Record:
    """``record`` cancelled: its reveal phase ended with a seed missing."""
    assert record.seat_seeds is not None
    return msgspec.structs.replace(
        record,
        seat_seeds=msgspec.structs.replace(record.seat_seeds, cancelled=True),
        deadline=0,
        rev=record.rev + 1,
    )


def waiting_fields(record: Record, deadline: str | None) -> dict[str, Any]:
    """What a waiting view adds for a match of ``players``: its fairness, which seats have revealed and when the
    reveal phase ends (``deadline``, RFC 3339, while it runs); never a seed or a commitment."""
    fair = record.seat_seeds
    if fair is None:
        return {}
    return {
        "fairness": "players",
        "revealed": [seat for seat, seed in enumerate(fair.seeds) if seed and lobby.kinds(record)[seat] != "bot"],
        "reveal_deadline": deadline if revealing(record) else None,
    }


def _digest(seed: bytes) -> bytes:
    return hashlib.sha256(seed).digest() if seed else b""
