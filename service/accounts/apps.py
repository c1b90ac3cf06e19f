"""Apps: the front ends the service knows by an API key (``X-Api-Key``), and what makes each one's data its own.

An operator creates an app with ``osmica apps create NAME``, which prints its id and its key once; the store keeps
only the key's SHA-256, in one hash of every app (``osmica:apps``: app id -> :class:`AppRecord`, msgpack). A key
reads ``osk_<app id>_<secret>``: the app id names the record to compare with, and the comparison of the hashes is
constant-time (:func:`hmac.compare_digest`; an unknown app id is compared with a hash of nothing all the same), so
the time of a refusal tells nothing about a key. ``osmica apps revoke APP_ID`` marks the app revoked: its key is
refused (401 ``api_key_invalid``) from the next request on, on every replica (no process caches keys).

:class:`~service.edge.api_keys.ApiKeys`, an ASGI wrapper at the edge, resolves the key of each request and
leaves the caller's app id in :data:`CURRENT_APP` for the request (empty without a key). Everything a request
creates is stamped with it (a match's :attr:`~service.store.records.Record.app`), and every route that reaches a
match answers 404 when the match's app is not the caller's (:func:`service.matches.records.checked`): a match
created with app A's key is unknown to app B's key and to callers without a key; a match created without a key is
unknown to every app's key and stays reachable without one, as before apps existed. An app's ``rate_limit``
(requests per ``rate_limit_window`` seconds, 0: none) is counted over every client using its key, on Redis's
clock, on top of the per-client limit.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import time
from contextvars import ContextVar
from typing import Any

import msgspec

from service.store.records import KEY_PREFIX
from service.wire.errors import ServiceError

APPS_KEY = f"{KEY_PREFIX}:apps"
"""The hash of every app: app id -> :class:`AppRecord` (msgpack)."""
KEY_PREFIX_TEXT = "osk_"
APP_ID_PATTERN = r"^app_[0-9a-f]{16}$"
_APP_ID = re.compile(APP_ID_PATTERN)
_APP_ID_LENGTH = 20
SECRET_BYTES = 32
"""Random bytes of a key's secret part (256 bits)."""
HEADER = b"x-api-key"
MAX_KEY_LENGTH = 128
_NOTHING = hashlib.sha256(b"").digest()

CURRENT_APP: ContextVar[str] = ContextVar("osmica_app", default="")
"""The app id of the request's API key; empty for a request without one."""


class AppRecord(msgspec.Struct, kw_only=True):
    """One app as stored."""

    name: str
    key_hash: bytes
    """SHA-256 of the whole key."""
    created: int
    """Unix milliseconds."""
    revoked: int = 0
    """When it was revoked (Unix milliseconds); 0 while its key works."""
    rate_limit: int = 0
    """Requests per rate-limit window over every client of the app; 0: no limit of its own."""


_decode = msgspec.msgpack.Decoder(AppRecord).decode
_encode = msgspec.msgpack.Encoder().encode


def key_hash(key: str) -> bytes:
    return hashlib.sha256(key.encode()).digest()


def app_of(key: str) -> str | None:
    """The app id a key names, or None for anything not shaped like a key."""
    if not key.startswith(KEY_PREFIX_TEXT) or len(key) > MAX_KEY_LENGTH:
        return None
    app_id = key[len(KEY_PREFIX_TEXT) : len(KEY_PREFIX_TEXT) + _APP_ID_LENGTH]
    rest = key[len(KEY_PREFIX_TEXT) + _APP_ID_LENGTH :]
    return app_id if _APP_ID.match(app_id) and rest.startswith("_") and len(rest) > 1 else None


class Apps:
    """The apps of one store (``redis``: a redis-py asyncio client, one server or a cluster)."""

    def __init__(self, redis: Any) -> None:
        self.redis = redis

    async def create(self, name: str, rate_limit: int = 0) -> tuple[str, str]:
        """A new app: its id and its key (the only time the key exists outside the caller)."""
        while True:
            app_id = "app_" + secrets.token_hex(8)
            key = f"{KEY_PREFIX_TEXT}{app_id}_{secrets.token_urlsafe(SECRET_BYTES)}"
            record = AppRecord(name=name, key_hash=key_hash(key), created=_now_ms(), rate_limit=rate_limit)
            if await self.redis.hsetnx(APPS_KEY, app_id, _encode(record)):
                return app_id, key

    async def list(self) -> list[tuple[str, AppRecord]]:
        """Every app, oldest first."""
        found = await self.redis.hgetall(APPS_KEY)
        apps = [(k.decode(), _decode(v)) for k, v in found.items()]
        return sorted(apps, key=lambda a: (a[1].created, a[0]))

    async def revoke(self, app_id: str) -> bool:
        """Refuse the app's key from now on; False when there is no such app (revoking twice keeps the first time)."""
        raw = await self.redis.hget(APPS_KEY, app_id)
        if raw is None:
            return False
        record = _decode(raw)
        if not record.revoked:
            await self.redis.hset(APPS_KEY, app_id, _encode(msgspec.structs.replace(record, revoked=_now_ms())))
        return True

    async def resolve(self, key: str) -> tuple[str, AppRecord] | None:
        """The app whose key this is, if it is not revoked; the hashes are compared in constant time."""
        app_id = app_of(key)
        raw = None if app_id is None else await self.redis.hget(APPS_KEY, app_id)
        record = None if raw is None else _decode(raw)
        matches = hmac.compare_digest(key_hash(key), record.key_hash if record is not None else _NOTHING)
        if record is None or app_id is None or not matches or record.revoked:
            return None
        return app_id, record


def _now_ms() -> int:
    return int(time.time() * 1000)


def require_app(message: str = "an API key (X-Api-Key) is required") -> str:
    """The caller's app id; 401 ``api_key_required`` without a key."""
    app_id = CURRENT_APP.get()
    if not app_id:
        raise ServiceError(401, "api_key_required", message)
    return app_id
