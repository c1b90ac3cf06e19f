"""Turn order: seats, direction, skips and players who are out (docs/rules)."""

from __future__ import annotations

from collections.abc import Sequence


def next_seat(seat: int, players: int, direction: int = 1) -> int:
    """The seat after ``seat`` in ``direction`` (+1 or -1)."""
    return (seat + direction) % players


def next_active(seat: int, players: int, direction: int, out: Sequence[bool]) -> int:
    """The next seat after ``seat`` in ``direction`` that is not out; ``seat`` itself if all others are."""
    s = seat
    for _ in range(players):
        s = (s + direction) % players
        if not out[s]:
            return s
    return seat


def deal_order(dealer: int, players: int) -> list[int]:
    """Seats in dealing order: ``next(dealer)`` first, the dealer last (docs/rules)."""
    return [(dealer + 1 + i) % players for i in range(players)]


def deal_one_at_a_time(deck: list[int], dealer: int, players: int, hand_size: int) -> tuple[list[list[int]], list[int]]:
    """Deal ``hand_size`` cards to every seat, one at a time from ``next(dealer)``.

    ``deck`` is top card first. Returns the hands (indexed by seat) and the rest of the deck, top first.
    """
    hands: list[list[int]] = [[] for _ in range(players)]
    order = deal_order(dealer, players)
    pos = 0
    for _ in range(hand_size):
        for seat in order:
            hands[seat].append(deck[pos])
            pos += 1
    return hands, deck[pos:]


def deal_in_packets(
    deck: list[int], dealer: int, players: int, packets: Sequence[int]
) -> tuple[list[list[int]], list[int]]:
    """Deal in rounds of packets (e.g. ``(3, 3, 3)``), each seat taking a packet in turn from ``next(dealer)``."""
    hands: list[list[int]] = [[] for _ in range(players)]
    order = deal_order(dealer, players)
    pos = 0
    for size in packets:
        for seat in order:
            hands[seat].extend(deck[pos : pos + size])
            pos += size
    return hands, deck[pos:]
