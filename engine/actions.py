"""Checks every variant's ``apply`` makes first, and the wire types actions share (API.md, "Act")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any

import msgspec

from engine.errors import IllegalAction
from engine.match import Book

CARD_PATTERN = r"^(10|[2-9JQKA])[SHDC]$"
CardCode = Annotated[str, msgspec.Meta(pattern=CARD_PATTERN, description="A card: rank + suit, e.g. 10H, QS")]


def check_turn(book: Book, turn: int | None, seat: int, players: int) -> None:
    """``match_over`` after the end, ``unknown_seat`` for a seat outside the table, ``not_your_turn``."""
    if book.status == "finished":
        raise IllegalAction("match_over", "the match is over")
    if not 0 <= seat < players:
        raise IllegalAction("unknown_seat", f"no seat {seat} at a table of {players}")
    if seat != turn:
        raise IllegalAction("not_your_turn", f"seat {seat} may not act now; seat {turn} is to act")


def without_announcement(action: Any) -> Any:
    """The action as ``legal_actions`` lists it: without ``announce_last``, which any play may carry."""
    if getattr(action, "announce_last", False):
        return msgspec.structs.replace(action, announce_last=False)
    return action


def require_listed(action: Any, legal: Sequence[Any]) -> None:
    """The final guard of every ``apply``: only what ``legal_actions`` lists is accepted."""
    if without_announcement(action) not in legal:
        raise IllegalAction("illegal_action", f"not a legal action now: {msgspec.json.encode(action).decode()}")
