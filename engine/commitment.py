"""The shuffle commitment: what a match's randomness is fixed to before its first card is seen.

At creation the server draws a secret nonce of :data:`NONCE_BYTES` random bytes and publishes, in every view,
the SHA-256 of this byte string (docs/fairness.md)::

    "osmica-commitment/v1" 0x00     the domain prefix: 20 ASCII bytes, then a zero byte
    seed                            8 bytes, unsigned big-endian (0 <= seed < 2**63)
    nonce                           32 bytes
    0x00                            no preset deck, or
    0x01 n c_1 ... c_n              a preset deck of n cards (n: 2 bytes, big-endian), top card first; each
                                    card c_i is its code's length (1 byte) then the code in ASCII (``10H``)

as 64 lowercase hexadecimal digits. The seed decides every shuffle, and the preset deck (if any) deal 1's
order, so once the match is over and the replay reveals seed, nonce and deck, anyone can check that the match
was dealt from what the server had committed to. The nonce keeps the seed from being found by trying seeds
against the published hash while the match is played.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Final

DOMAIN: Final = b"osmica-commitment/v1\x00"
NONCE_BYTES: Final = 32
COMMITMENT_PATTERN: Final = "^[0-9a-f]{64}$"
NONCE_PATTERN: Final = "^[0-9a-f]{64}$"


def commitment_bytes(seed: int, nonce: bytes, deck: Sequence[str] | None) -> bytes:
    """The byte string the commitment hashes (see the module docstring)."""
    if len(nonce) != NONCE_BYTES:
        raise ValueError(f"the nonce must be {NONCE_BYTES} bytes, not {len(nonce)}")
    parts = [DOMAIN, seed.to_bytes(8, "big"), nonce]
    if deck is None:
        parts.append(b"\x00")
    else:
        parts += [b"\x01", len(deck).to_bytes(2, "big")]
        for card in deck:
            encoded = card.encode("ascii")
            parts += [len(encoded).to_bytes(1, "big"), encoded]
    return b"".join(parts)


def commitment(seed: int, nonce: bytes, deck: Sequence[str] | None) -> str:
    """The published commitment: SHA-256 of :func:`commitment_bytes`, lowercase hex."""
    return hashlib.sha256(commitment_bytes(seed, nonce, deck)).hexdigest()
