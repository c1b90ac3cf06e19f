"""The fields every variant's view shares (API.md, "View").

Each variant's ``View`` subclasses :class:`ViewBase` and adds its typed ``options``, its ``legal_actions``
union and its table (``top``, ``piles``, ``horses``, ...). ``game_id`` and ``names`` are filled in by the
service, which knows them; everything else comes from the engine's state.
"""

from __future__ import annotations

import msgspec

from engine.match import Book, DealResult, ScoreDirection, Status


class DealInfo(msgspec.Struct, kw_only=True):
    number: int
    """The deal's number, from 1."""
    dealer: int
    """The dealer's seat."""
    hand_size: int | None = None
    """Cards dealt to each hand in this deal, where it varies from deal to deal."""


class ViewBase(msgspec.Struct, kw_only=True):
    game_id: str = ""
    variant: str
    version: int
    """0 at creation, +1 per accepted action."""
    status: Status
    seat: int | None
    """Whose view this is; null for a spectator."""
    players: int
    names: list[str] = []
    preset_deck: bool
    deal: DealInfo
    turn: int | None
    """The seat to act, or null when the match is over."""
    direction: int
    """+1 while play runs in seat order, -1 after a reversal."""
    hand: list[str] | None
    """The viewer's own cards; null for a spectator."""
    hand_counts: list[int]
    stock_count: int
    scores: list[int]
    """Cumulative scores per seat (per side in partnership play)."""
    score_direction: ScoreDirection
    deal_results: list[DealResult]
    winners: list[int]


def book_fields(book: Book, score_direction: ScoreDirection) -> dict[str, object]:
    """The view fields that come straight from the match book."""
    return {
        "status": book.status,
        "scores": list(book.scores),
        "score_direction": score_direction,
        "deal_results": list(book.results),
        "winners": list(book.winners),
    }
