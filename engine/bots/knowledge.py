"""What a seat knows, as a state: the hidden cards re-dealt at random (a *determinization*).

A bot never reads a state as the service stores it. It first calls :func:`determinize`, which keeps every
card its seat can see where it is (its own hand, the piles, the horses) and deals the cards it cannot see —
the other hands and the stock — anew from a pool in a fixed order, shuffled with the bot's own generator.
The PRNG words of the match and its seed are replaced too, so no future shuffle of the real match leaks
into a bot's search. Two states that differ only in cards hidden from the seat give the same
determinization for the same generator: a bot's decision depends on its seat's view alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import msgspec

from engine.cards import Card
from engine.match import MatchState
from engine.rng import Rng

S = TypeVar("S", bound=MatchState)


def redeal_hidden(state: S, viewer: int | None, shuffle: Callable[[list[Card]], None]) -> S:
    """A copy of ``state`` in which the cards hidden from ``viewer`` (a seat, or None for a spectator) — the
    other hands and the stock — are gathered in a fixed order, shuffled by ``shuffle`` and dealt back, each hand
    keeping its size."""
    others = [s for s in range(state.players) if s != viewer]
    pool = sorted([c for s in others for c in state.hands[s]] + state.stock)
    shuffle(pool)
    hands = list(state.hands)
    pos = 0
    for s in others:
        size = len(state.hands[s])
        hands[s] = pool[pos : pos + size]
        pos += size
    return msgspec.structs.replace(state, hands=hands, stock=pool[pos:])


def determinize(state: S, seat: int, rng: Rng) -> S:
    """A copy of ``state`` in which the cards hidden from ``seat`` are dealt anew from ``rng`` and the match's
    random generator and seed are replaced by ones from ``rng``."""
    known = redeal_hidden(state, seat, rng.shuffle)
    words = [rng.next64() for _ in range(4)]
    if not any(words):
        words[0] = 1
    return msgspec.structs.replace(known, rng=words, seed=0)
