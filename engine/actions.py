"""Checks every variant's ``apply`` makes first, and the wire types actions share."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Annotated, Any, TypeVar

import msgspec

from engine.errors import IllegalAction
from engine.match import Book

P = TypeVar("P", bound=msgspec.Struct)
CARD_PATTERN = r"^(10|[2-9JQKA])[SHDC]$"
CARD_MAX_LENGTH = 3
"""The longest card code (``10H``)."""
CardCode = Annotated[
    str,
    msgspec.Meta(pattern=CARD_PATTERN, max_length=CARD_MAX_LENGTH, description="A card: rank + suit, e.g. 10H, QS"),
]


def action_tag(action: object) -> str | None:
    """The wire ``type`` of a variant's action (its msgspec tag), or None for anything else."""
    config = getattr(type(action), "__struct_config__", None)
    return None if config is None else config.tag


def check_turn(book: Book, turn: int | None, seat: int, players: int) -> None:
    """``match_over`` after the end, ``unknown_seat`` for a seat outside the table, ``not_your_turn``."""
    if book.status == "finished":
        raise IllegalAction("match_over", "the match is over")
    if not 0 <= seat < players:
        raise IllegalAction("unknown_seat", f"no seat {seat} at a table of {players}")
    if seat != turn:
        raise IllegalAction("not_your_turn", f"seat {seat} may not act now; seat {turn} is to act")


def announced_twice(plays: Iterable[P]) -> list[P]:
    """Plays that leave the player at the count the last-card call is about (SWI-8, SLO-10), as ``legal_actions``
    lists them: each first with ``announce_last``, then without it (legal, but the rules penalise it)."""
    out: list[P] = []
    for play in plays:
        out += [msgspec.structs.replace(play, announce_last=True), play]
    return out


def require_listed(action: Any, legal: Sequence[Any], announce_rule: str | None = None) -> None:
    """The final guard of every ``apply``: only what ``legal_actions`` lists is accepted. A play that carries
    ``announce_last`` where no call is due is ``announce_not_allowed`` (``announce_rule``)."""
    if action in legal:
        return
    if getattr(action, "announce_last", False) and msgspec.structs.replace(action, announce_last=False) in legal:
        raise IllegalAction("announce_not_allowed", "no last-card call is due with this play", announce_rule)
    raise IllegalAction("illegal_action", f"not a legal action now: {msgspec.json.encode(action).decode()}")
