"""Deal and match bookkeeping shared by every variant (docs/rules).

Every variant's state is a :class:`MatchState` with the variant's own fields added. Its :class:`Book` holds the
deal number, the dealer, cumulative scores (per seat, or per side in partnership play), one :class:`DealResult`
per finished deal, and the match's end and winners.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import msgspec

from engine.cards import Card
from engine.errors import InvalidSetup

ScoreDirection = Literal["higher_is_better", "lower_is_better"]
Status = Literal["playing", "finished"]


class DealResult(msgspec.Struct, kw_only=True):
    """One finished deal as every view shows it."""

    deal: int
    """The deal's number, from 1."""
    reason: str
    """How it ended: ``went_out``, ``blocked``, ``stalled``, ... (variant-specific)."""
    scores: list[int]
    """The deal's score per seat (per side in partnership play)."""


class Book(msgspec.Struct, kw_only=True):
    """Deal and match bookkeeping."""

    deal: int = 1
    dealer: int = 0
    scores: list[int]
    results: list[DealResult] = []
    status: Status = "playing"
    winners: list[int] = []


class Lack(msgspec.Struct, array_like=True, frozen=True):
    """What a seat's draw showed the table: it held none of ``cards`` then (engine/lacks.py)."""

    cards: list[Card]
    """The cards it could have played instead of drawing (every copy of them), in card order."""
    held: int
    """Its hand's size just before that draw: those cards, none of them among ``cards``."""
    played: int = 0
    """Cards it has played since (any of them may have come from those ``held``)."""
    earlier: list[Lack] = []
    """The seat's earlier draws of this deal that still say something (engine/lacks.py), oldest first, each with
    the cards it has played since; their own ``earlier`` is empty."""


class MatchState(msgspec.Struct, kw_only=True):
    """What every variant's state holds; each variant adds its typed ``options`` and its table. Cards are ints
    (engine/cards.py). Stored, never sent to a client."""

    schema: int = 1
    version: int = 0
    """0 at creation, +1 per accepted action."""
    players: int
    seed: int
    rng: list[int]
    """The PRNG's state after the last shuffle (engine/rng.py)."""
    preset_deck: bool
    book: Book
    turn: int | None
    """The seat to act, or None once the match is over."""
    hands: list[list[Card]]
    stock: list[Card]
    """Face down; the last element is the top (the next card drawn)."""
    resigned: list[bool] = []
    """Per seat: has resigned and is played by the house bot (engine/resign.py); empty until a seat resigns."""
    timeouts: list[int] = []
    """Per seat: consecutive turns that timed out (engine/clock.py); empty until a turn times out."""
    abandoned: list[bool] = []
    """Per seat: abandoned after ``abandon_after`` consecutive timeouts, played by the house bot (engine/clock.py)."""
    lacks: list[Lack | None] = []
    """Per seat in the one-pile games: what its draws of this deal showed it lacked (engine/lacks.py), public
    knowledge the bots deal the hidden cards by; empty until a seat draws."""


def turn(state: MatchState) -> int | None:
    """The seat to act, or None once the match is over."""
    return state.turn


def hands_and_stock(state: MatchState) -> list[Card]:
    """The cards in the hands and the stock, for a variant's inventory of all its cards."""
    return [c for hand in state.hands for c in hand] + state.stock


def new_book(players: int, first_dealer: int | None, sides: int | None = None) -> Book:
    """Deal 1's book: dealer ``first_dealer`` (default the last seat), all scores 0."""
    dealer = players - 1 if first_dealer is None else first_dealer
    return Book(dealer=dealer, scores=[0] * (sides or players))


def record_deal(book: Book, reason: str, scores: Sequence[int]) -> None:
    """Add a finished deal's scores to the cumulative totals (mutates ``book``)."""
    book.results = [*book.results, DealResult(deal=book.deal, reason=reason, scores=list(scores))]
    book.scores = [a + b for a, b in zip(book.scores, scores, strict=True)]


def advance_dealer(book: Book, players: int) -> None:
    """Start the next deal: the dealer moves to ``next(dealer)`` in the base direction (docs/rules)."""
    book.deal += 1
    book.dealer = (book.dealer + 1) % players


def best(scores: Sequence[int], direction: ScoreDirection) -> list[int]:
    """Indexes of the best score (ties share), by the variant's score direction."""
    top = max(scores) if direction == "higher_is_better" else min(scores)
    return [i for i, s in enumerate(scores) if s == top]


def finish_match(book: Book, winners: Sequence[int]) -> None:
    book.status = "finished"
    book.winners = sorted(winners)


def target_reached(book: Book, target: int) -> bool:
    """Someone's cumulative score is at or above ``target`` and the lead is not shared (CE8-13)."""
    return max(book.scores) >= target and len(best(book.scores, "higher_is_better")) == 1


def side_seats(sides: Sequence[int], players: int) -> list[int]:
    """The seats of the given sides in partnership play (side = seat % 2)."""
    return [s for s in range(players) if s % 2 in sides]


def validate_first_dealer(first_dealer: int | None, players: int) -> None:
    if first_dealer is not None and not 0 <= first_dealer < players:
        raise InvalidSetup("invalid_options", f"first_dealer must be a seat 0..{players - 1}")
