"""The PRNG's shuffle, written out inline for speed (twice: on 64-bit words and on 32-bit halves), against
Fisher-Yates over ``below`` read literally."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.rng import Rng, seed_state

SHUFFLES: dict[str, Callable[[Rng, list[int]], None]] = {
    "shuffle": Rng.shuffle,
    "words": Rng.shuffle_words,
    "halves": Rng.shuffle_halves,
}


def reference_shuffle(rng: Rng, items: list[int]) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


@pytest.mark.parametrize("form", SHUFFLES)
def test_inline_shuffle_is_fisher_yates_over_below(form: str) -> None:
    for seed in range(300):
        for size in (0, 1, 2, 3, 7, 52, 104):
            fast_state, slow_state = seed_state(seed * 7919), seed_state(seed * 7919)
            fast, slow = list(range(size)), list(range(size))
            SHUFFLES[form](Rng(fast_state), fast)
            reference_shuffle(Rng(slow_state), slow)
            assert fast == slow
            assert fast_state == slow_state  # the state moves on identically too


def advanced(state: list[int], outputs: int) -> list[int]:
    rng = Rng(list(state))
    for _ in range(outputs):
        rng.next64()
    return rng.s


def test_below_draws_again_under_lemires_threshold() -> None:
    """An output whose product with ``n`` leaves low 64 bits under ``2**64 mod n`` is rejected (Lemire): with
    ``s1 = 0`` the first output is 0, rejected for every ``n`` that is not a power of two (threshold > 0) and
    accepted for one (threshold 0)."""
    start = [1, 0, 2, 3]
    assert Rng(list(start)).next64() == 0
    second = Rng(advanced(start, 1)).next64()
    for n in (3, 5, 52, 103):
        rng = Rng(list(start))
        assert rng.below(n) == (second * n) >> 64
        assert rng.s == advanced(start, 2)
    for n in (1, 2, 64):
        rng = Rng(list(start))
        assert rng.below(n) == 0
        assert rng.s == advanced(start, 1)


@pytest.mark.parametrize("form", SHUFFLES)
def test_inline_shuffle_draws_again_as_below_does(form: str) -> None:
    """The inline shuffle's rare rejection (a first output of 0 on a deck of 3) goes the way ``below`` does:
    three outputs for two swaps."""
    for state in ([1, 0, 2, 3], [5, 0, 7, 11]):
        fast_state, slow_state = list(state), list(state)
        fast, slow = [0, 1, 2], [0, 1, 2]
        SHUFFLES[form](Rng(fast_state), fast)
        reference_shuffle(Rng(slow_state), slow)
        assert fast == slow
        assert fast_state == slow_state == advanced(state, 3)
