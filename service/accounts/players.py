"""Players: an app's own ids for the people at its tables, bound to seats, and what makes a match rated.

A ``player`` (1-64 characters of ``[A-Za-z0-9_.:@-]``) is opaque to the service and belongs to the app whose key
bound it: the same id under two apps is two people. It is bound to a seat at creation (``seats[i].player``, with
``name``) or when the seat is taken (``join`` ``player``), only with an API key (401 ``api_key_required``
otherwise), and kept in the match's record (:attr:`~service.store.records.Record.seat_players`, empty for an unbound
seat). A seat reopened by ``leave`` loses its player; a rematch keeps each player on their rotated seat.

``rated: true`` at creation asks for a rated match (docs/ratings.md): every seat is bound to a distinct player
(open seats at ``join``), no seat is a bot's, and the match has no ``seed`` and no ``deck``, so that no player
chooses the cards; otherwise 400 ``not_ratable``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from service.accounts.apps import require_app
from service.store.records import Record
from service.wire.errors import FieldError, ServiceError


def not_ratable(message: str, field: str) -> ServiceError:
    return ServiceError(400, "not_ratable", message, errors=[FieldError(message=message, field=field, source="body")])


def _keyed(what: str) -> None:
    require_app(f"{what} needs an API key (X-Api-Key): players belong to an app")


def at_create(body: Any, specs: Sequence[Any] | None) -> list[str]:
    """Per seat, the player a creation binds (empty: none), checked as the module says."""
    bound = [(spec.player or "") for spec in specs] if specs is not None else [""] * body.players
    if any(bound):
        _keyed("binding a player to a seat")
    if not body.rated:
        return bound
    _keyed("a rated match")
    if body.seed is not None:
        raise not_ratable("a rated match is dealt from the server's own seed: leave seed out", "seed")
    if body.deck is not None:
        raise not_ratable("a rated match is dealt from the server's own shuffle: leave deck out", "deck")
    if specs is None:
        raise not_ratable("a rated match binds a player to every seat: use seats with player", "seats")
    for seat, spec in enumerate(specs):
        if spec.bot is not None:
            raise not_ratable(f"seat {seat} is a bot's: every seat of a rated match is a player's", "seats")
        if not spec.open and not spec.player:
            raise not_ratable(f"seat {seat} has no player: every seat of a rated match binds one", "seats")
    taken = [p for p in bound if p]
    if len(set(taken)) != len(taken):
        raise not_ratable("each seat of a rated match binds a different player", "seats")
    return bound


def at_join(record: Record, seat: int, player: str | None) -> list[str]:
    """The seats' players once ``seat`` is taken by ``player`` (None: unbound)."""
    if player is not None:
        _keyed("binding a player to a seat")
    bound = list(record.seat_players) or [""] * len(record.tokens)
    if record.rated:
        if player is None:
            raise not_ratable("a seat of a rated match is taken with a player", "player")
        if player in bound:
            raise not_ratable("this player holds another seat of this rated match", "player")
    bound[seat] = player or ""
    return bound


def shown(record: Record) -> list[str | None]:
    """Per seat, the bound player or None, as views and replays show them."""
    return [p or None for p in record.seat_players] or [None] * len(record.tokens)
