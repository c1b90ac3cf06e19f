"""The seeded PRNG every shuffle of a match goes through (docs/rules).

xoshiro256** (Blackman & Vigna, 2018), seeded by SplitMix64 from a 63-bit match seed. Its four 64-bit words
live in the match state as a plain ``list[int]`` (hidden from every view), so a match is reproducible from
(seed, actions) on any machine and Python version. Bounded integers use Lemire's nearly-divisionless method,
so every shuffle is an unbiased Fisher-Yates permutation.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Final, TypeVar

from engine import keyed, native

if TYPE_CHECKING:  # an annotation only: mypyc keeps an ``i64`` in a machine word, the interpreter sees an int
    from mypy_extensions import i64

T = TypeVar("T")

MASK: Final = (1 << 64) - 1
LOW: Final = (1 << 32) - 1
HALVES: Final = native.MODE == "compiled"
"""Whether :meth:`Rng.shuffle` works on 32-bit halves: in the compiled engine."""
SEED_LIMIT: Final = 1 << 63


def splitmix64(x: int) -> tuple[int, int]:
    """One SplitMix64 step: (next state, output)."""
    x = (x + 0x9E3779B97F4A7C15) & MASK
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return x, z ^ (z >> 31)


def seed_state(seed: int) -> list[int]:
    """The xoshiro256** state for a match seed (``0 <= seed < 2**63``)."""
    if not 0 <= seed < SEED_LIMIT:
        raise ValueError("seed must satisfy 0 <= seed < 2**63")
    words = []
    x = seed
    for _ in range(4):
        x, out = splitmix64(x)
        words.append(out)
    return words


RANDOM_SEED_BITS: Final = 53
"""A drawn seed fits 2**53 - 1, the largest integer every JSON client (an IEEE double) holds exactly: the
replay of a finished match publishes it. The commitment's nonce, not the seed's size, keeps it from being
guessed during play."""


def random_seed() -> int:
    """A fresh match seed from the operating system's CSPRNG."""
    return secrets.randbits(RANDOM_SEED_BITS)


class Rng:
    """xoshiro256** over a state list that it updates in place, or the keyed generator of a match dealt with the
    players' seeds (engine/keyed.py) when the list holds its five words."""

    __slots__ = ("s",)

    def __init__(self, state: list[int]) -> None:
        self.s = state

    def next64(self) -> int:
        s = self.s
        if len(s) == keyed.STATE_WORDS:
            return keyed.output(s)
        s0, s1, s2, s3 = s
        t = (s1 << 17) & MASK
        r = (s1 * 5) & MASK
        r = (((r << 7) | (r >> 57)) & MASK) * 9 & MASK
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = ((s3 << 45) | (s3 >> 19)) & MASK
        s[0], s[1], s[2], s[3] = s0, s1, s2, s3
        return r

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (Lemire's method), ``n >= 1``: ``(x * n) >> 64`` of a 64-bit output
        ``x``, drawing again while the product's low 64 bits fall under ``2**64 mod n``, the values that would
        make some results more likely than others."""
        m = self.next64() * n
        low = m & MASK
        if low < n:
            threshold = (MASK + 1) % n
            while low < threshold:
                m = self.next64() * n
                low = m & MASK
        return m >> 64

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle of ``items`` in place: ``j = below(i + 1)`` for ``i`` from the last index down to
        1, swapping ``items[i]`` and ``items[j]``. :meth:`next64` is written out inline (a deal's shuffle is the
        engine's hottest loop), and so is :meth:`below` but for its rare second draw (at most ``n`` calls in 2**64
        draw again), which goes through it. The sequence is theirs exactly (tests/engine/test_rng.py), written
        twice for the two builds of the engine (engine/native.py): :meth:`shuffle_words` for the interpreter,
        :meth:`shuffle_halves` for the compiled engine."""
        s = self.s
        if len(s) == keyed.STATE_WORDS:
            for i in range(len(items) - 1, 0, -1):
                j = self.below(i + 1)
                items[i], items[j] = items[j], items[i]
        elif HALVES:
            self.shuffle_halves(items)
        else:
            self.shuffle_words(items)

    def shuffle_words(self, items: list[T]) -> None:
        """:meth:`shuffle` of the xoshiro256** generator on its 64-bit words, as Python's integers do best."""
        s = self.s
        s0, s1, s2, s3 = s
        for i in range(len(items) - 1, 0, -1):
            r = (s1 * 5) & MASK
            r = (((r << 7) | (r >> 57)) & MASK) * 9 & MASK
            t = (s1 << 17) & MASK
            s2 ^= s0
            s3 ^= s1
            s1 ^= s2
            s0 ^= s3
            s2 ^= t
            s3 = ((s3 << 45) | (s3 >> 19)) & MASK
            n = i + 1
            m = r * n
            if m & MASK < n and m & MASK < (MASK + 1) % n:  # below's rejection: draw again through it
                s[0], s[1], s[2], s[3] = s0, s1, s2, s3
                j = self.below(n)
                s0, s1, s2, s3 = s
            else:
                j = m >> 64
            items[i], items[j] = items[j], items[i]
        s[0], s[1], s[2], s[3] = s0, s1, s2, s3

    def shuffle_halves(self, items: list[T]) -> None:
        """:meth:`shuffle` of the xoshiro256** generator with its four 64-bit words worked on as eight 32-bit
        halves (``hN`` high, ``lN`` low): no value in the loop reaches 2**50, so the compiled engine keeps them
        all in machine words, where 64-bit values overflow its tagged integers into arbitrary-precision ones
        (about four times slower than the interpreter; docs/performance.md). The halves are ``i64``, so its
        operations are the machine's own, without the tagged integers' checks. Twice the operations of
        :meth:`shuffle_words`, so the interpreter runs that one."""
        s = self.s
        h0, l0, h1, l1, h2, l2, h3, l3 = _halves(s)
        for i in range(len(items) - 1, 0, -1):
            # r = rotl(s1 * 5, 7) * 9, each product modulo 2**64: the low half's carry goes into the high half;
            # x * 5 and x * 9 as shifts and adds (the compiled engine multiplies only operands under 2**30 in
            # machine words)
            a = (l1 << 2) + l1
            rl = a & LOW
            rh = ((h1 << 2) + h1 + (a >> 32)) & LOW
            xl = ((rl << 7) | (rh >> 25)) & LOW
            xh = ((rh << 7) | (rl >> 25)) & LOW
            a = (xl << 3) + xl
            rl = a & LOW
            rh = ((xh << 3) + xh + (a >> 32)) & LOW
            th = ((h1 << 17) | (l1 >> 15)) & LOW  # t = s1 << 17
            tl = (l1 << 17) & LOW
            h2 ^= h0
            l2 ^= l0
            h3 ^= h1
            l3 ^= l1
            h1 ^= h2
            l1 ^= l2
            h0 ^= h3
            l0 ^= l3
            h2 ^= th
            l2 ^= tl
            h3, l3 = ((l3 << 13) | (h3 >> 19)) & LOW, ((h3 << 13) | (l3 >> 19)) & LOW  # rotl(s3, 45)
            # Lemire: m = r * n; j = m >> 64, rejected while m's low 64 bits fall under 2**64 mod n
            n = i + 1
            a = (((rl >> 16) * n) << 16) + (rl & 0xFFFF) * n
            b = (((rh >> 16) * n) << 16) + (rh & 0xFFFF) * n + (a >> 32)
            if b & LOW == 0 and a & LOW < n and a & LOW < (MASK + 1) % n:  # below's rejection: through it
                _store(s, h0, l0, h1, l1, h2, l2, h3, l3)
                j = self.below(n)
                h0, l0, h1, l1, h2, l2, h3, l3 = _halves(s)
            else:
                j = b >> 32
            items[i], items[j] = items[j], items[i]
        _store(s, h0, l0, h1, l1, h2, l2, h3, l3)


def _halves(s: list[int]) -> tuple[i64, i64, i64, i64, i64, i64, i64, i64]:
    """The high and low 32-bit halves of the four words."""
    s0, s1, s2, s3 = s
    return s0 >> 32, s0 & LOW, s1 >> 32, s1 & LOW, s2 >> 32, s2 & LOW, s3 >> 32, s3 & LOW


def _store(s: list[int], h0: i64, l0: i64, h1: i64, l1: i64, h2: i64, l2: i64, h3: i64, l3: i64) -> None:
    """The four words back from their halves, joined as Python ints (a high half moved up 32 bits would overflow
    a signed machine word)."""
    s[0] = int(h0) << 32 | int(l0)
    s[1] = int(h1) << 32 | int(l1)
    s[2] = int(h2) << 32 | int(l2)
    s[3] = int(h3) << 32 | int(l3)
