"""The generators of the moves the server makes share nothing with the deal's shuffle (service/matches/autoplay.py).

A bot's first guess at the hidden cards is a determinization drawn from its own generator. Were that generator
the shuffle's, the guess would repeat the deal: at version 0 a first-move bot would see its opponent's real
hand far more often than chance. These tests measure that overlap over many seeded deals of every game, at
version 0 and 1, against the guesses of an unrelated generator, and require it to be no larger.
"""

from __future__ import annotations

import math
from typing import Any

import pytest

from engine.bots import bot_rng, playable
from engine.bots.knowledge import determinize
from engine.registry import Variant, variants
from service.matches.autoplay import move_seed

DEALS = 1500
Z_LIMIT = 4.0
"""Standard errors the observed overlap may stray from chance's expectation (deterministic: the deals are
seeded, so the test gives the same figure on every run)."""


def _overlap_z(variant: Variant, version: int, label: str) -> float:
    """How far, in standard errors, a bot's guessed opponent hands overlap the real ones more than the guesses of
    an unrelated generator do, over :data:`DEALS` two-player deals (paired by deal). What the table has shown
    (Nusicle's known cards under the stock) makes both guesses overlap more than a uniform draw would; only a
    generator that follows the shuffle's makes the bot's overlap more."""
    differences = []
    for seed in range(DEALS):
        state: Any = variant.new_match(2, variant.options_type(), seed=seed)
        while state.version < version and (seat := variant.turn(state)) is not None:
            state, _ = variant.apply(state, seat, playable(variant, state, seat)[0])
        seat = variant.turn(state)
        if seat is None:
            continue
        real = set(state.hands[1 - seat])
        guess = determinize(state, seat, bot_rng(move_seed(state.seed, label, state.version, seat)))
        unrelated = determinize(state, seat, bot_rng((seed * 7_919 + 104_729) % (1 << 63)))
        differences.append(len(set(guess.hands[1 - seat]) & real) - len(set(unrelated.hands[1 - seat]) & real))
    n = len(differences)
    mean = sum(differences) / n
    variance = sum((d - mean) ** 2 for d in differences) / (n - 1)
    return mean / math.sqrt(variance / n)


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
