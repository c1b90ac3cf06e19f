"""The service's settings: one typed Struct, read from ``OSMICA_*`` environment variables.

Every field is one setting; its environment variable is ``OSMICA_`` + the upper-cased name, its ``osmica
serve`` flag is ``--`` + the name with dashes, and its ``Meta(description=...)`` is the text of ``--help``
and of the README's configuration table. Values are validated on load (``SettingsError`` names the culprit).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Annotated, Any

import msgspec

ENV_PREFIX = "OSMICA_"


class SettingsError(ValueError):
    """A setting has a value that cannot be used."""


class Settings(msgspec.Struct, kw_only=True, frozen=True, forbid_unknown_fields=True):
    redis_url: Annotated[
        str | None,
        msgspec.Meta(
            description="Redis or Valkey URL (redis://, rediss://, unix://). Unset: an embedded Valkey server "
            "is started and stopped with the service (data lives only while it runs)."
        ),
    ] = None
    host: Annotated[str, msgspec.Meta(description="Address to listen on.")] = "127.0.0.1"
    port: Annotated[int, msgspec.Meta(ge=0, le=65535, description="TCP port to listen on.")] = 8000
    workers: Annotated[int, msgspec.Meta(ge=1, le=256, description="Server worker processes.")] = 1
    game_ttl: Annotated[
        int, msgspec.Meta(ge=60, description="Seconds a match is kept after its last action (default 7 days).")
    ] = 7 * 24 * 3600
    max_body_bytes: Annotated[
        int, msgspec.Meta(ge=256, le=16 * 1024 * 1024, description="Largest accepted request body, in bytes (413).")
    ] = 16 * 1024
    allow_preset_deck: Annotated[
        bool, msgspec.Meta(description="Accept a preset `deck` at creation (false: 400 preset_deck_disabled).")
    ] = True
    store_timeout: Annotated[
        float, msgspec.Meta(gt=0, description="Seconds to wait for Redis (connect and each command) before a 503.")
    ] = 2.0
    retry_after: Annotated[
        int, msgspec.Meta(ge=1, description="Seconds advised in Retry-After when the store is unavailable (503).")
    ] = 1

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        """Settings from ``OSMICA_*`` variables (empty ones ignored), then ``overrides`` (not None) on top."""
        env = os.environ if environ is None else environ
        raw: dict[str, Any] = {}
        for name in setting_names():
            value = env.get(ENV_PREFIX + name.upper(), "")
            if value != "":
                raw[name] = value
        raw.update({k: v for k, v in overrides.items() if v is not None})
        try:
            return msgspec.convert(raw, cls, strict=False)
        except msgspec.ValidationError as exc:
            raise SettingsError(f"invalid setting: {exc}") from exc

    def to_env(self) -> dict[str, str]:
        """The ``OSMICA_*`` variables that reproduce these settings (for worker processes)."""
        out: dict[str, str] = {}
        for name, value in msgspec.structs.asdict(self).items():
            if value is not None:
                out[ENV_PREFIX + name.upper()] = str(value).lower() if isinstance(value, bool) else str(value)
        return out


def setting_names() -> list[str]:
    return [f.name for f in msgspec.structs.fields(Settings)]


def describe() -> list[tuple[str, str, Any, str]]:
    """``(name, environment variable, default, description)`` per setting, for ``--help`` and the README."""
    rows = []
    for f in msgspec.structs.fields(Settings):
        meta = next((m for m in getattr(f.type, "__metadata__", ()) if isinstance(m, msgspec.Meta)), None)
        rows.append((f.name, ENV_PREFIX + f.name.upper(), f.default, (meta.description if meta else None) or ""))
    return rows
