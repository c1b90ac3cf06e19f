"""Game ids and seat tokens: unguessable, and only a hash of a token is ever stored.

A game id carries 128 random bits and a seat token 256 (``secrets``); the store keeps the SHA-256 of each
token, and :func:`seat_of` compares a presented token against every seat's hash in constant time. A token
only opens the game it was issued for: any other game holds other hashes, so it gets a 401 there.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence

GAME_ID_BYTES = 16
TOKEN_BYTES = 32
BEARER = "bearer"


def new_game_id() -> str:
    return secrets.token_urlsafe(GAME_ID_BYTES)


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> bytes:
    return hashlib.sha256(token.encode()).digest()


def bearer_token(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header; ``""`` for any other non-empty header."""
    if authorization is None:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != BEARER:
        return ""
    return token.strip()


def seat_of(token: str, hashes: Sequence[bytes]) -> int | None:
    """The seat whose hash matches ``token``, or None; every seat is compared, none short-circuits."""
    digest = token_hash(token)
    found: int | None = None
    for seat, stored in enumerate(hashes):
        if hmac.compare_digest(digest, stored):
            found = seat
    return found
