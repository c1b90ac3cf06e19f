"""The deal: three packets of 3 to each player and the three face-topped piles (NUS-2..NUS-6)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import ACE, Card, is_face, rank
from engine.rng import Rng
from engine.seats import deal_in_packets

PACKETS = (3, 3, 3)
"""NUS-2: three rounds of 3 cards, the non-dealer first: 9 cards each."""


@dataclass(frozen=True, slots=True)
class Layout:
    """A dealt position."""

    hands: list[list[Card]]
    stock: list[Card]
    """Face down, last element on top; the shuffled set-aside cards at its bottom (NUS-5)."""
    piles: list[list[Card]]
    """Bottom card first, each ending in its governing face card."""
    set_aside: list[Card]
    """Cards removed by an ace during formation (NUS-4), in the order they were turned."""


def lay_out(deck: list[Card], dealer: int, rng: Rng) -> Layout | None:
    """Deal ``deck`` (top card first) and form the piles; None for a misdeal (NUS-6).

    NUS-3: for pile 0, 1, 2 in turn, cards are turned from the stock onto the pile until a face card appears.
    NUS-4: an ace sets every card already in that pile aside and becomes the pile's base. NUS-5: the set-aside
    cards are shuffled and put under the stock once the three piles stand.
    """
    hands, rest = deal_in_packets(deck, dealer, 2, PACKETS)
    piles: list[list[Card]] = []
    set_aside: list[Card] = []
    pos = 0
    for _ in range(3):
        pile: list[Card] = []
        while True:
            if pos == len(rest):
                return None
            card = rest[pos]
            pos += 1
            if rank(card) == ACE:
                set_aside.extend(pile)
                pile = [card]
            else:
                pile.append(card)
                if is_face(card):
                    break
        piles.append(pile)
    stock = rest[pos:][::-1]
    bottom = list(set_aside)
    rng.shuffle(bottom)
    return Layout(hands=hands, stock=bottom + stock, piles=piles, set_aside=set_aside)
