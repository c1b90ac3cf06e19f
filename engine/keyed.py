"""The keyed generator of a match dealt with the players' seeds (``fairness: "players"``, docs/fairness.md).

Every shuffle of such a match (deal 1, reshuffles, later deals) draws from one keyed, counter-mode generator:

* the **key** is ``SHA-256("osmica-shuffle/v1" 0x00 || seed || n || client_seed_0 || ... || client_seed_n-1)``:
  the server's seed (8 bytes, unsigned big-endian), the number of seats ``n`` (1 byte) and every seat's
  32-byte client seed in seat order (a bot seat's is the server's);
* output ``i`` (``i = 0, 1, 2, ...``) is the first 8 bytes, read as an unsigned big-endian integer, of
  ``HMAC-SHA256(key, i as 8 bytes unsigned big-endian)``;
* a bounded integer and a shuffle are drawn from the outputs exactly as from xoshiro256** (engine/rng.py:
  Lemire's method, then Fisher-Yates from the last index down), and deal 1 shuffles the game's cards in
  ascending order of their index (engine/cards.py), so that a verifier needs only the multiset of deal 1's deck.

No seat can steer the result: each committed to its seed before any was revealed, and the server committed to
its own at creation. The generator's state is the key as four 64-bit big-endian words and the counter: five
ints, which is how :class:`engine.rng.Rng` tells it from xoshiro256**'s four. Written here (with the standard
library's ``hmac``) because the construction is the documented one, byte for byte, that a browser repeats.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from typing import Final

DOMAIN: Final = b"osmica-shuffle/v1\x00"
CLIENT_SEED_BYTES: Final = 32
STATE_WORDS: Final = 5
"""Four key words and the counter."""


def shuffle_key(seed: int, client_seeds: Sequence[bytes]) -> bytes:
    """The generator's key from the server's seed and every seat's client seed, in seat order."""
    if not 0 < len(client_seeds) < 256:
        raise ValueError("one client seed per seat")
    for client_seed in client_seeds:
        if len(client_seed) != CLIENT_SEED_BYTES:
            raise ValueError(f"a client seed is {CLIENT_SEED_BYTES} bytes, not {len(client_seed)}")
    material = b"".join([DOMAIN, seed.to_bytes(8, "big"), bytes([len(client_seeds)]), *client_seeds])
    return hashlib.sha256(material).digest()


def keyed_state(seed: int, client_seeds: Sequence[bytes]) -> list[int]:
    """The generator's state at output 0: the key's four big-endian words, then the counter 0."""
    key = shuffle_key(seed, client_seeds)
    return [int.from_bytes(key[i : i + 8], "big") for i in range(0, 32, 8)] + [0]


def first_deck(seed: int, client_seeds: Sequence[bytes], cards: Sequence[int]) -> tuple[list[int], list[int]]:
    """Deal 1's deck (``cards`` in ascending order, shuffled) and the generator's state after it."""
    from engine.rng import Rng  # the shuffle is xoshiro's own, over these outputs

    state = keyed_state(seed, client_seeds)
    deck = sorted(cards)
    Rng(state).shuffle(deck)
    return deck, state


def output(state: list[int]) -> int:
    """The next output of the generator in ``state`` (advances its counter in place)."""
    key = b"".join(word.to_bytes(8, "big") for word in state[:4])
    counter = state[4]
    state[4] = counter + 1
    return int.from_bytes(hmac.digest(key, counter.to_bytes(8, "big"), "sha256")[:8], "big")
