"""Rate limiting per client: ``rate_limit`` requests per ``rate_limit_window`` seconds, then ``429``.

The algorithm is GCRA (a token bucket kept as one timestamp per client): a client may send the whole
window's ``rate_limit`` requests at once, then one every ``window / limit`` seconds; a refused request is not
counted, and ``Retry-After`` says when the next one will pass. Two backends:

``redis`` (the default when limiting is on)
    One key per client in the match store, updated by one Lua script on Redis's clock: the limit is shared
    by every worker and every replica, whichever one the load balancer picks. Cost: one more round trip
    (an ``EVALSHA``) per limited request. If Redis does not answer, the request passes (fail open: the
    request will meet the same outage and answer 503 itself) and ``osmica_store_errors_total`` counts it.
``local``
    The same algorithm in each worker's memory: no round trip, but each worker of each replica keeps its own
    count, so a client spread over N processes by the balancer may send up to N times the limit.

Every answer to a limited request carries the IETF ``RateLimit-Policy`` and ``RateLimit`` fields
(draft-ietf-httpapi-ratelimit-headers): ``RateLimit-Policy: "default";q=<limit>;w=<window>`` and
``RateLimit: "default";r=<requests left now>;t=<seconds until the whole window's worth is back>``, and a
``429`` adds ``Retry-After``. They are chosen over the ``X-RateLimit-*`` fields, which no specification defines
(services disagree on whether their reset is a time or a delay): the IETF fields are structured fields with a
delay, and the policy names the window, so one answer tells a client its whole quota. When Redis does not answer
(fail open), nothing is known of the client's count and the two fields are left out.

The client is the connection's peer address, or, behind ``proxy_hops`` trusted proxies that each append to
``X-Forwarded-For``, the address that many entries from the right (the one the outermost trusted proxy saw).
``/healthz``, ``/readyz`` and ``/metrics`` are never limited.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any, NamedTuple

from redis.exceptions import RedisError

from service.wire.errors import ServiceError

EXEMPT = frozenset({"/healthz", "/readyz", "/metrics"})
_LOCAL_MAX_CLIENTS = 100_000


class Quota(NamedTuple):
    """A client's standing after one request."""

    wait: float
    """0 when the request passes (and is counted), else the seconds until one may."""
    full: float
    """The seconds until the client's whole window's worth of requests is back."""


def policy(limit: int, window: float) -> str:
    """The ``RateLimit-Policy`` field of a limit of ``limit`` requests per ``window`` seconds."""
    return f'"default";q={limit};w={math.ceil(window)}'


class LocalLimiter:
    """GCRA in this process's memory."""

    def __init__(self, limit: int, window: float) -> None:
        self.interval = window / limit
        self.window = window
        self.policy = policy(limit, window)
        self._tat: dict[str, float] = {}

    async def take(self, client: str) -> Quota | None:
        """One request of ``client``: whether it passes, and its quota after it."""
        now = time.monotonic()
        tat = max(self._tat.get(client, now), now)
        after = tat + self.interval
        if after - now > self.window:
            return Quota(after - now - self.window, tat - now)
        if len(self._tat) >= _LOCAL_MAX_CLIENTS:
            self._tat = {k: v for k, v in self._tat.items() if v > now}
        self._tat[client] = after
        return Quota(0.0, after - now)


class RedisLimiter:
    """GCRA in Redis: one ``EVALSHA`` per request, shared by every process on the same store."""

    def __init__(self, store: Callable[[], Any], limit: int, window: float) -> None:
        self.store = store
        self.interval = window / limit
        self.window = window
        self.policy = policy(limit, window)
        self.interval_us = max(1, round(window * 1_000_000 / limit))
        self.window_us = round(window * 1_000_000)

    async def take(self, client: str) -> Quota | None:
        """One request of ``client``: whether it passes, and its quota after it; None when Redis does not answer
        (the request passes: fail open, counted as a store error)."""
        try:
            wait, full = await self.store().throttle(client, self.interval_us, self.window_us)
        except RedisError:
            return None
        return Quota(wait / 1_000_000, full / 1_000_000)


Limiter = LocalLimiter | RedisLimiter


def retry_after(seconds: float) -> int:
    """Whole seconds for ``Retry-After``: rounded up, at least 1."""
    return max(1, math.ceil(seconds))


def standing(limiter: Limiter, quota: Quota) -> str:
    """The ``RateLimit`` field of ``quota``: the requests that may pass now, the seconds until all may."""
    left = 0 if quota.wait > 0 else int((limiter.window - quota.full) / limiter.interval + 1e-9)
    return f'"default";r={left};t={math.ceil(quota.full - 1e-9)}'


def client_address(scope: Any, hops: int) -> str:
    """The client's address: the peer's, or the ``hops``-th ``X-Forwarded-For`` entry from the right."""
    client = scope.get("client")
    peer = str(client[0]) if client else "unknown"
    if hops <= 0:
        return peer
    entries: list[str] = []
    for name, value in scope.get("headers", ()):
        if name == b"x-forwarded-for":
            entries += [e.strip() for e in value.decode("latin-1").split(",") if e.strip()]
    if not entries:
        return peer
    # Fewer entries than trusted hops: every entry was written by a trusted proxy; the first is the client.
    return entries[-hops if len(entries) >= hops else 0][:64]


async def charge(limiter: Limiter, client: str, whose: str) -> list[tuple[bytes, bytes]]:
    """One request of ``client`` against ``limiter``: 429 ``rate_limited`` with ``Retry-After`` (and the two fields)
    when it is over its limit, ``whose`` saying whose requests they are; else the ``RateLimit`` and
    ``RateLimit-Policy`` fields its answer carries (none when the limiter cannot tell)."""
    quota = await limiter.take(client)
    if quota is None:
        return []
    left = standing(limiter, quota)
    if quota.wait > 0:
        seconds = retry_after(quota.wait)
        raise ServiceError(
            429,
            "rate_limited",
            f"too many requests {whose}; retry in {seconds} s",
            headers={"Retry-After": str(seconds), "RateLimit": left, "RateLimit-Policy": limiter.policy},
        )
    return [(b"ratelimit", left.encode()), (b"ratelimit-policy", limiter.policy.encode())]
