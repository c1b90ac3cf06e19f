"""Checks and shuffles every variant's ``new_match`` shares: player counts, seeds and preset decks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.cards import Card, parse
from engine.errors import IllegalAction, InvalidSetup
from engine.keyed import first_deck
from engine.rng import Rng, seed_state

MAX_SAFE_INT = 2**53 - 1
"""The largest integer an option may hold: every JSON client (an IEEE double) keeps it exactly."""


def check_players(players: int, low: int, high: int) -> None:
    if not low <= players <= high:
        raise InvalidSetup("invalid_players", f"this game takes {low} to {high} players, not {players}")


def start_deck(
    seed: int, deck: Sequence[str] | None, expected: Sequence[Card], client_seeds: Sequence[bytes] | None = None
) -> tuple[list[int], list[Card]]:
    """The match's PRNG state and deal 1's deck, top card first.

    With a preset ``deck`` (wire codes) it must be exactly the ``expected`` cards in some order, else
    ``bad_deck``; without one, ``expected`` is shuffled with the seeded PRNG. With ``client_seeds`` (one per
    seat: ``fairness: "players"``) every shuffle comes from the keyed generator of the seed and those seeds
    (engine/keyed.py), deal 1's from the cards in ascending order; there is no preset deck then.
    """
    if client_seeds is not None:
        if deck is not None:
            raise InvalidSetup("bad_deck", "a match dealt with the players' seeds has no preset deck")
        cards, rng_state = first_deck(seed, client_seeds, expected)
        return rng_state, cards
    rng_state = seed_state(seed)
    if deck is None:
        cards = list(expected)
        Rng(rng_state).shuffle(cards)
        return rng_state, cards
    try:
        cards = [parse(code) for code in deck]
    except IllegalAction as exc:
        raise InvalidSetup("bad_deck", f"deck: {exc.message}") from exc
    if Counter(cards) != Counter(expected):
        raise InvalidSetup(
            "bad_deck", f"deck must hold exactly the {len(expected)} cards of this game's deck, each once per copy"
        )
    return rng_state, cards
