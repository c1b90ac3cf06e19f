"""Cards, suits, ranks and decks (docs/rules).

A card is a small integer ``0..51``: ``(rank - 2) * 4 + suit``. Ranks run 2..14 (J 11, Q 12, K 13, A 14);
suits are indexed in the wire order ``S H D C``. A 104-card deck holds every integer twice; both copies are
rule-equivalent and share one wire code (``10H``, ``QS``, ``AD``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, Literal, TypeAlias

from engine.errors import IllegalAction

Card: TypeAlias = int
Suit: TypeAlias = int
Rank: TypeAlias = int

SPADES: Final = 0
HEARTS: Final = 1
DIAMONDS: Final = 2
CLUBS: Final = 3
SUIT_CODES: Final = "SHDC"
SuitCode: TypeAlias = Literal["S", "H", "D", "C"]
_SUIT_CODES: Final[tuple[SuitCode, ...]] = ("S", "H", "D", "C")

JACK: Final = 11
QUEEN: Final = 12
KING: Final = 13
ACE: Final = 14
RANK_CODES: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RankCode: TypeAlias = Literal["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
FACE_RANKS: Final = frozenset({JACK, QUEEN, KING})

_RANK: Final = tuple(c // 4 + 2 for c in range(52))
_SUIT: Final = tuple(c % 4 for c in range(52))
_CODE: Final = tuple(RANK_CODES[c // 4] + SUIT_CODES[c % 4] for c in range(52))
_BY_CODE: Final = {code: c for c, code in enumerate(_CODE)}


def make(rank: Rank, suit: Suit) -> Card:
    """The card of ``rank`` (2..14) and ``suit`` (0..3)."""
    return (rank - 2) * 4 + suit


def rank(card: Card) -> Rank:
    return _RANK[card]


def suit(card: Card) -> Suit:
    return _SUIT[card]


def is_red(card: Card) -> bool:
    """Hearts and diamonds are red; spades and clubs black."""
    return _SUIT[card] in (HEARTS, DIAMONDS)


def is_face(card: Card) -> bool:
    """J, Q and K only (docs/rules: the ace is not a face card)."""
    return _RANK[card] in FACE_RANKS


def code(card: Card) -> str:
    """Wire code of a card: ``10H``, ``QS``."""
    return _CODE[card]


def codes(cards: Iterable[Card]) -> list[str]:
    return [_CODE[c] for c in cards]


def parse(text: str) -> Card:
    """The card of a wire code; ``unknown_card`` for anything else."""
    card = _BY_CODE.get(text)
    if card is None:
        raise IllegalAction("unknown_card", f"unknown card: {text!r}")
    return card


def parse_suit(text: str) -> Suit:
    index = SUIT_CODES.find(text) if len(text) == 1 else -1
    if index < 0:
        raise IllegalAction("unknown_suit", f"unknown suit: {text!r}")
    return index


def suit_code(s: Suit) -> SuitCode:
    return _SUIT_CODES[s]


def rank_code(r: Rank) -> RankCode:
    """The wire code of a rank (2..14): ``2`` … ``10``, ``J``, ``Q``, ``K``, ``A``."""
    return RANK_CODES[r - 2]


def deck(copies: int = 1) -> list[Card]:
    """A fresh deck in a fixed order: 52 cards, or 104 with ``copies=2``."""
    return [c for _ in range(copies) for c in range(52)]


def remove_one(hand: list[Card], card: Card) -> None:
    """Take one instance of ``card`` out of ``hand`` (docs/rules: any copy will do)."""
    hand.remove(card)


def sorted_hand(hand: Sequence[Card]) -> list[str]:
    """A hand in a stable display order (suit, then rank) as wire codes."""
    return [_CODE[c] for c in sorted(hand, key=lambda c: (_SUIT[c], _RANK[c]))]
