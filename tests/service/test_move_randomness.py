"""The generators of the moves the server makes share nothing with the deal's shuffle (service/autoplay.py).

A bot's first guess at the hidden cards is a determinization drawn from its own generator. Were that generator
the shuffle's, the guess would repeat the deal: at version 0 a first-move bot would see its opponent's real
hand far more often than chance. These tests measure that overlap over many seeded deals of every game, at
version 0 and 1, and require it to be what chance gives.
"""

from __future__ import annotations

import math
from typing import Any

import pytest

from engine.bots import bot_rng, playable
from engine.bots.knowledge import determinize
from engine.registry import Variant, variants
from service.autoplay import move_seed

DEALS = 1000
Z_LIMIT = 4.0
"""Standard errors the observed overlap may stray from chance's expectation (deterministic: the deals are
seeded, so the test gives the same figure on every run)."""


def _overlap_z(variant: Variant, version: int, label: str) -> float:
    """How far, in standard errors, the overlap of a bot's guessed opponent hands with the real ones lies from
    chance's (hypergeometric) expectation, over :data:`DEALS` two-player deals."""
    observed = expected = variance = 0.0
    for seed in range(DEALS):
        state: Any = variant.new_match(2, variant.options_type(), seed=seed)
        while state.version < version and (seat := variant.turn(state)) is not None:
            state, _ = variant.apply(state, seat, playable(variant, state, seat)[0])
        seat = variant.turn(state)
        if seat is None:
            continue
        other = 1 - seat
        guess = determinize(state, seat, bot_rng(move_seed(state.seed, label, state.version, seat)))
        real = state.hands[other]
        pool = len(real) + len(state.stock)
        h = len(real)
        if h == 0 or pool < 2:
            continue
        observed += len(set(guess.hands[other]) & set(real))
        p = h / pool
        expected += h * p
        variance += h * p * (1 - p) * (pool - h) / (pool - 1)
    return (observed - expected) / math.sqrt(variance)


@pytest.mark.parametrize("version", [0, 1])
@pytest.mark.parametrize("label", ["bot", "timeout"])
@pytest.mark.parametrize("variant_id", sorted(variants()))
def test_a_bots_guess_at_hidden_cards_overlaps_them_by_chance_alone(variant_id: str, label: str, version: int) -> None:
    z = _overlap_z(variants()[variant_id], version, label)
    assert abs(z) < Z_LIMIT, f"overlap {z:+.1f} standard errors from chance"


def test_move_seeds_differ_by_label_version_and_seat_and_never_equal_the_match_seed() -> None:
    seeds = {
        move_seed(7, label, version, seat) for label in ("bot", "timeout") for version in range(50) for seat in range(4)
    }
    assert len(seeds) == 2 * 50 * 4
    assert 7 not in seeds
    assert all(0 <= s < 1 << 63 for s in seeds)
