"""The service's settings: one typed Struct, read from ``OSMICA_*`` environment variables.

Every field is one setting; its environment variable is ``OSMICA_`` + the upper-cased name, its ``osmica
serve`` flag is ``--`` + the name with dashes, and its ``Meta(description=...)`` is the text of ``--help``
and of the README's configuration table. Values are validated on load (``SettingsError`` names the culprit).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import Annotated, Any, Literal

import msgspec

from service.ops.redis_url import parse_redis_url

MAX_CONNECTIONS = 100
"""The default of ``redis_max_connections`` (redis-py's own)."""

ENV_PREFIX = "OSMICA_"
_ORIGIN = re.compile(r"^[a-z][a-z0-9+.-]*://[^/?#\s,]+$", re.IGNORECASE)


class SettingsError(ValueError):
    """A setting has a value that cannot be used."""


class Settings(msgspec.Struct, kw_only=True, frozen=True, forbid_unknown_fields=True):
    redis_url: Annotated[
        str | None,
        msgspec.Meta(
            description="Redis or Valkey URL: redis://, rediss:// (TLS), unix:// for one server; "
            "redis+cluster://host:port[,host:port...] (or redis://host:port?cluster=true) for a Redis Cluster; "
            "redis+sentinel://host:port[,host:port...]/service for the primary Sentinel names. Unset: an "
            "embedded Valkey server is started and stopped with the service (data lives only while it runs)."
        ),
    ] = None
    host: Annotated[str, msgspec.Meta(description="Address to listen on.")] = "127.0.0.1"
    port: Annotated[int, msgspec.Meta(ge=0, le=65535, description="TCP port to listen on.")] = 8000
    workers: Annotated[int, msgspec.Meta(ge=1, le=256, description="Server worker processes.")] = 1
    worker_concurrency: Annotated[
        int,
        msgspec.Meta(
            ge=1,
            le=1_000_000,
            description="Requests one worker serves at once, open streams and waiting long polls included; a "
            "request beyond them waits until one ends. Each takes a file descriptor: keep the limit on open files "
            "above it.",
        ),
    ] = 4096
    game_ttl: Annotated[
        int, msgspec.Meta(ge=60, description="Seconds a match is kept after its last action (default 7 days).")
    ] = 7 * 24 * 3600
    idempotency_ttl: Annotated[
        int,
        msgspec.Meta(
            ge=60,
            description="Seconds an Idempotency-Key is honoured after its action: a repeat within them gets the first "
            "answer again (default 24 hours).",
        ),
    ] = 24 * 3600
    max_body_bytes: Annotated[
        int, msgspec.Meta(ge=256, le=16 * 1024 * 1024, description="Largest accepted request body, in bytes (413).")
    ] = 16 * 1024
    allow_preset_deck: Annotated[
        bool, msgspec.Meta(description="Accept a preset `deck` at creation (false: 400 preset_deck_disabled).")
    ] = True
    store_timeout: Annotated[
        float,
        msgspec.Meta(
            gt=0,
            description="Seconds to wait for Redis (connect, a free pooled connection, each command) before a 503.",
        ),
    ] = 2.0
    redis_max_connections: Annotated[
        int,
        msgspec.Meta(
            ge=2,
            le=10_000,
            description="Connections a worker's pool opens to Redis at most (per node of a Redis Cluster), its "
            "Pub/Sub connection included: a command that finds them all busy waits for one, up to store-timeout, "
            "then 503 store_unavailable. A waiting long poll or an idle stream holds none.",
        ),
    ] = MAX_CONNECTIONS
    retry_after: Annotated[
        int, msgspec.Meta(ge=1, description="Seconds advised in Retry-After when the store is unavailable (503).")
    ] = 1
    shutdown_timeout: Annotated[
        int,
        msgspec.Meta(
            ge=1,
            le=3600,
            description="Seconds in-flight requests get to finish after SIGTERM before the workers are killed.",
        ),
    ] = 20
    log_format: Annotated[
        Literal["json", "text"],
        msgspec.Meta(description="Log lines on stdout: json (one object per line) or text (key=value)."),
    ] = "json"
    log_level: Annotated[
        Literal["debug", "info", "warning", "error"], msgspec.Meta(description="Least severe level logged.")
    ] = "info"
    access_log: Annotated[
        bool, msgspec.Meta(description="Log one line per request (probes and scrapes only when they fail).")
    ] = True
    metrics: Annotated[bool, msgspec.Meta(description="Serve Prometheus metrics at /metrics.")] = True
    rate_limit: Annotated[
        int,
        msgspec.Meta(
            ge=0,
            description="Requests a client may send per rate-limit window (the whole window's worth at once "
            "at most), then 429 rate_limited with Retry-After. 0: no limit.",
        ),
    ] = 0
    rate_limit_window: Annotated[int, msgspec.Meta(ge=1, le=86400, description="Seconds of the rate-limit window.")] = (
        60
    )
    rate_limit_backend: Annotated[
        Literal["redis", "local"],
        msgspec.Meta(
            description="redis: one limit shared by every worker and replica (one more Redis round trip per "
            "request); local: a limit per worker process (no round trip)."
        ),
    ] = "redis"
    require_api_key: Annotated[
        bool,
        msgspec.Meta(
            description="Creating a match needs an app's API key (X-Api-Key; `osmica apps create`): without one, "
            "401 api_key_required. False: anyone may create matches; those created without a key belong to no app."
        ),
    ] = False
    proxy_hops: Annotated[
        int,
        msgspec.Meta(
            ge=0,
            le=16,
            description="Trusted proxies in front that append to X-Forwarded-For: the client (for the rate "
            "limit and the logs) is that many entries from its right. 0: the connection's peer.",
        ),
    ] = 0
    redis_min_replicas: Annotated[
        int,
        msgspec.Meta(
            ge=0,
            le=64,
            description="Replicas that must hold every write before it is acknowledged: after each commit the "
            "service runs WAIT on the same connection and answers 503 store_unavailable (with Retry-After) when "
            "fewer confirm within redis-wait-ms. 0: answer as soon as the primary has the write.",
        ),
    ] = 0
    redis_wait_ms: Annotated[
        int,
        msgspec.Meta(
            ge=1,
            le=60000,
            description="Milliseconds a write waits for its replicas (WAIT's timeout); below store-timeout.",
        ),
    ] = 500
    redis_wait_aof: Annotated[
        bool,
        msgspec.Meta(
            description="Confirm writes with WAITAOF 1 <redis-min-replicas> instead of WAIT: the write is also "
            "fsynced to the append-only file of the primary and of each counted replica, so it survives every "
            "node crashing at once (Redis 7.2+ or Valkey, appendonly yes on every node).",
        ),
    ] = False
    cors_origins: Annotated[
        str,
        msgspec.Meta(
            description="Origins whose browsers may call the API (CORS): comma-separated, e.g. "
            "https://play.example.com,https://example.org, or * for any. Empty: no cross-origin access."
        ),
    ] = ""
    stream_heartbeat: Annotated[
        float,
        msgspec.Meta(
            gt=0,
            le=300,
            description="Seconds between the comment lines that keep an idle event stream open through proxies.",
        ),
    ] = 15.0
    bot_budget_ms: Annotated[
        int,
        msgspec.Meta(
            ge=1,
            le=10_000,
            description="Milliseconds of wall time an expert bot seat searches per move in a match created without "
            "a seed (a seeded match's expert searches a fixed number of rounds, so it replays the same).",
        ),
    ] = 50
    clock_sweep: Annotated[
        float,
        msgspec.Meta(
            gt=0,
            le=60,
            description="Seconds between two looks of this process at the turn clocks that ran out (every replica "
            "looks; each due match is claimed by one, for ten times this period at least 1 s, and timed out once).",
        ),
    ] = 1.0
    clock_second_ms: Annotated[
        int,
        msgspec.Meta(
            ge=1,
            le=1000,
            description="Milliseconds in a second of the turn clocks: 1000. Lower only for tests and demos, where "
            "a turn_timeout_s of 5 should run out sooner.",
        ),
    ] = 1000
    queue_idle_s: Annotated[
        float,
        msgspec.Meta(
            gt=0,
            le=3600,
            description="Seconds a quick-match ticket keeps searching after its holder's last poll ended; then it "
            "expires.",
        ),
    ] = 20.0
    queue_sweep: Annotated[
        float,
        msgspec.Meta(
            gt=0,
            le=60,
            description="Seconds between two passes of this process over the quick-match queues (widening windows, "
            "bots, expiries; an arrival is matched at once).",
        ),
    ] = 1.0

    webhook_allow_http: Annotated[
        bool, msgspec.Meta(description="Accept http:// webhook URLs (false: https:// only, 400 webhook_url_invalid).")
    ] = False
    webhook_allow_private: Annotated[
        bool,
        msgspec.Meta(
            description="Accept webhook URLs whose host resolves to a loopback, private or link-local address "
            "(false: 400 webhook_url_refused, and such a delivery is not sent). Checked when the webhook is "
            "configured and before each delivery."
        ),
    ] = False
    webhook_delivery: Annotated[
        bool,
        msgspec.Meta(
            description="This process delivers webhook events (every replica may: each event is sent by one at a "
            "time). False: it only writes them, others deliver."
        ),
    ] = True
    webhook_concurrency: Annotated[
        int, msgspec.Meta(ge=1, le=10_000, description="Webhook deliveries one process makes at once.")
    ] = 32
    webhook_timeout: Annotated[
        float,
        msgspec.Meta(
            gt=0, le=60, description="Seconds a webhook receiver has to answer a delivery before it counts as failed."
        ),
    ] = 10.0
    webhook_retry_window: Annotated[
        int,
        msgspec.Meta(
            ge=1,
            le=7 * 24 * 3600,
            description="Seconds a webhook event is retried after its commit (default 24 hours); then it is dropped "
            "and counted.",
        ),
    ] = 24 * 3600
    webhook_backoff_ms: Annotated[
        int,
        msgspec.Meta(
            ge=1,
            le=3_600_000,
            description="Milliseconds before the first retry of a failed webhook delivery; each further retry waits "
            "twice as long (up to webhook-backoff-max-ms), with jitter.",
        ),
    ] = 1000
    webhook_backoff_max_ms: Annotated[
        int, msgspec.Meta(ge=1, le=86_400_000, description="Longest wait between two attempts at a webhook delivery.")
    ] = 3_600_000
    webhook_poll: Annotated[
        float,
        msgspec.Meta(
            gt=0,
            le=60,
            description="Seconds between two looks of this process for webhook events to deliver (events its own "
            "commits write are sent at once).",
        ),
    ] = 1.0
    presence_window: Annotated[
        float,
        msgspec.Meta(
            gt=0,
            le=3600,
            description="Seconds a seat counts as connected after its last request or the end of its last stream "
            "or long poll (up to presence-refresh more). Lower only for tests and demos.",
        ),
    ] = 30.0
    presence_refresh: Annotated[
        float,
        msgspec.Meta(
            gt=0,
            le=600,
            description="Seconds between two presence writes of one seat by this process (requests in between "
            "write nothing; open streams and long polls are refreshed this often).",
        ),
    ] = 10.0

    def __post_init__(self) -> None:
        if self.redis_url is not None:
            parse_redis_url(self.redis_url)  # ValueError names the problem, never the URL
        for origin in self.origins:
            if origin != "*" and not _ORIGIN.match(origin):
                raise ValueError(f"cors_origins: {origin!r} is not an origin (scheme://host[:port]) or *")
        if self.confirms_writes and self.redis_wait_ms >= self.store_timeout * 1000:
            raise ValueError("redis_wait_ms must be below store_timeout (WAIT would outlast the command timeout)")

    @property
    def origins(self) -> list[str]:
        """The allowed CORS origins (``["*"]`` for any; empty for none)."""
        return [o.strip() for o in self.cors_origins.split(",") if o.strip()]

    @property
    def confirms_writes(self) -> bool:
        """Whether each write waits for replicas (or the append-only file) before it is acknowledged."""
        return self.redis_min_replicas > 0 or self.redis_wait_aof

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
