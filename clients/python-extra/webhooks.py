"""Checking a webhook delivery's ``Osmica-Signature`` on the receiver's side: :func:`verify_signature`.

Hand-written, copied into the generated package by ``python -m service.contract``. The header reads
``t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>``: the signature covers the timestamp and the exact
bytes of the body, so check it on the raw body, before parsing it. A delivery is signed when it is sent, so a
retry carries a fresh ``t``; ``tolerance`` refuses a replayed old delivery (de-duplicate by the body's ``id``).
"""

from __future__ import annotations

import hashlib
import hmac
import time

SIGNATURE_HEADER = "Osmica-Signature"


def verify_signature(
    secret: str, header: str | None, body: bytes, *, tolerance: int = 300, now: float | None = None
) -> bool:
    """True when ``header`` (the ``Osmica-Signature`` value) signs ``body`` with ``secret`` and its time is within
    ``tolerance`` seconds of ``now`` (default: the current time; 0: any time). Compared in constant time."""
    if not header:
        return False
    fields: dict[str, list[str]] = {}
    for part in header.split(","):
        name, sep, value = part.strip().partition("=")
        if sep:
            fields.setdefault(name, []).append(value)
    stamps = fields.get("t", [])
    if len(stamps) != 1 or not stamps[0].isdigit():
        return False
    stamp = int(stamps[0])
    if tolerance and abs((time.time() if now is None else now) - stamp) > tolerance:
        return False
    expected = hmac.new(secret.encode(), f"{stamp}.".encode() + body, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(expected, given) for given in fields.get("v1", []))
