"""What a seat knows, as a state: the hidden cards re-dealt at random (a *determinization*).

A bot never reads a state as the service stores it. It first calls :func:`determinize`, which keeps every
card its seat can see where it is (its own hand, the piles, the horses) and deals the cards it cannot see —
the other hands and the stock — anew from a pool in a fixed order, shuffled with the bot's own generator,
keeping what the public knows of where they lie (Nusicle's batches under the stock) and what a seat's draw
showed it lacked (engine/lacks.py: such a seat is dealt first, by each of its draws of the deal at most as many of
those cards as it may hold).
The PRNG words of the match and its seed are replaced too, so no future shuffle of the real match leaks into a
bot's search. Two states that differ only in cards hidden from the seat give the same determinization for the
same generator: a bot's decision depends on its seat's view alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import msgspec

from engine.cards import Card
from engine.lacks import lacks_of
from engine.match import MatchState
from engine.rng import Rng

S = TypeVar("S", bound=MatchState)


def redeal_hidden(state: S, viewer: int | None, shuffle: Callable[[list[Card]], None]) -> S:
    """A copy of ``state`` in which the cards hidden from ``viewer`` (a seat, or None for a spectator) — the
    other hands and the stock — are gathered in a fixed order, shuffled by ``shuffle`` and dealt back, each hand
    keeping its size. What is public about the stock stays: Nusicle's batches under the stock (:func:`_under`);
    and a hand whose seat drew holds, draw by draw, at most as many of the cards it lacked then as it may
    (:func:`_take`)."""
    others = [s for s in range(state.players) if s != viewer]
    pool = sorted([c for s in others for c in state.hands[s]] + state.stock)
    bottom, drawn = _under(state, viewer, pool, shuffle)
    if bottom or drawn:
        placed = set(bottom) | set(drawn)
        pool = [c for c in pool if c not in placed]
    shuffle(pool)
    hands = list(state.hands)
    if drawn:
        in_hands = sum(len(state.hands[s]) for s in others)
        dealt = drawn + pool[: in_hands - len(drawn)]
        shuffle(dealt)
        pos = 0
        for s in others:
            size = len(state.hands[s])
            hands[s] = dealt[pos : pos + size]
            pos += size
        return msgspec.structs.replace(state, hands=hands, stock=bottom + pool[in_hands - len(drawn) :])
    bounds = {s: lacks_of(state, s) for s in others}
    for s in sorted(others, key=lambda s: not bounds[s]):
        hands[s] = _take(pool, len(state.hands[s]), bounds[s])
    return msgspec.structs.replace(state, hands=hands, stock=bottom + pool)


def _take(pool: list[Card], size: int, lacks: list[tuple[frozenset[Card], int]]) -> list[Card]:
    """The first ``size`` cards of ``pool`` (shuffled) a hand may hold, removed from it: for each ``(cards, most)``
    of ``lacks`` (:func:`~engine.lacks.lacks_of`) at most ``most`` of those cards (passed over ones stay in the
    pool, in order); where the pool holds too few others (the seat drew holding a playable card), any cards."""
    if not lacks:
        first = pool[:size]
        del pool[:size]
        return first
    left = [most for _, most in lacks]
    hand: list[Card] = []
    rest: list[Card] = []
    for c in pool:
        if len(hand) < size and all(left[i] > 0 for i, (cards, _) in enumerate(lacks) if c in cards):
            hand.append(c)
            for i, (cards, _) in enumerate(lacks):
                left[i] -= c in cards
        else:
            rest.append(c)
    short = size - len(hand)
    if short:
        hand += rest[:short]
        del rest[:short]
    pool[:] = rest
    return hand


def _under(
    state: MatchState, viewer: int | None, pool: list[Card], shuffle: Callable[[list[Card]], None]
) -> tuple[list[Card], list[Card]]:
    """Nusicle's publicly known batches under the stock (``state.under``, NUS-5, NUS-13), dealt as the public
    knows them: each batch's ``left`` cards at the stock's bottom, the batches in their order (the next one
    drawn from uppermost), chosen at random among the batch's cards the viewer does not hold; the batch's other
    cards were drawn, so they lie in the other hands. Returns the stock's bottom (bottom card first) and the
    cards known to be in the other hands; both empty for a state without batches or a spectator's view."""
    batches = getattr(state, "under", None)
    if not batches or viewer is None:
        return [], []
    hidden = set(pool)
    bottom: list[Card] = []
    drawn: list[Card] = []
    taken: set[Card] = set()
    for batch in reversed(batches):
        candidates = sorted(c for c in batch.cards if c in hidden and c not in taken)
        shuffle(candidates)
        bottom += candidates[: batch.left]
        drawn += candidates[batch.left :]
        taken.update(candidates)
    return bottom, drawn


def determinize(state: S, seat: int, rng: Rng) -> S:
    """A copy of ``state`` in which the cards hidden from ``seat`` are dealt anew from ``rng`` and the match's
    random generator and seed are replaced by ones from ``rng``."""
    known = redeal_hidden(state, seat, rng.shuffle)
    words = [rng.next64() for _ in range(4)]
    if not any(words):
        words[0] = 1
    return msgspec.structs.replace(known, rng=words, seed=0)
