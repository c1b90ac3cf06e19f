"""The PRNG's shuffle, written out inline for speed, against Fisher-Yates over ``below`` read literally."""

from __future__ import annotations

from engine.rng import Rng, seed_state


def reference_shuffle(rng: Rng, items: list[int]) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def test_inline_shuffle_is_fisher_yates_over_below() -> None:
    for seed in range(300):
        for size in (0, 1, 2, 3, 7, 52, 104):
            fast_state, slow_state = seed_state(seed * 7919), seed_state(seed * 7919)
            fast, slow = list(range(size)), list(range(size))
            Rng(fast_state).shuffle(fast)
            reference_shuffle(Rng(slow_state), slow)
            assert fast == slow
            assert fast_state == slow_state  # the state moves on identically too


def test_below_never_draws_again() -> None:
    """``below``'s rejection threshold is ``(-n) % n``, which is 0 for Python ints: one output per call, the
    property the inline shuffle relies on."""
    assert all((-n) % n == 0 for n in range(1, 2000))
