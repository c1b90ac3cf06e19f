"""The forms of ``OSMICA_REDIS_URL``: which Redis client a URL selects, parsed without importing redis.

    redis://[[user]:password@]host[:port][/db]          one server (or a managed primary); rediss:// for TLS
    unix:///path/to/redis.sock[?db=0]                   one server on a Unix socket
    redis+cluster://[[user]:password@]host:port[,host:port...]      a Redis Cluster (rediss+cluster:// for TLS)
    redis://[[user]:password@]host:port?cluster=true                the same, one startup node
    redis+sentinel://[[user]:password@]host:port[,host:port...]/service[/db][?sentinel_password=...]
                                                        the primary that Sentinel names for ``service``
                                                        (rediss+sentinel:// for TLS to the primary)

Cluster startup nodes need only reach the cluster: the client learns every node from them. A Sentinel URL
lists the sentinels (default port 26379); ``user``/``password`` are the primary's, ``sentinel_password`` the
sentinels' own when they require one. Errors never repeat the URL (it may hold a password).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal
from urllib.parse import parse_qsl, unquote, urlsplit

SENTINEL_PORT = 26379
REDIS_PORT = 6379
_SINGLE = {"redis", "rediss", "unix"}
_CLUSTER = {"redis+cluster", "rediss+cluster"}
_SENTINEL = {"redis+sentinel", "rediss+sentinel"}
_TRUE = {"1", "true", "yes", "on"}


@dataclass(frozen=True)
class RedisTarget:
    """Where the store lives: ``single`` (redis-py's own URL parsing), ``cluster`` or ``sentinel``."""

    kind: Literal["single", "cluster", "sentinel"]
    url: str
    nodes: tuple[tuple[str, int], ...] = ()
    username: str | None = None
    password: str | None = None
    tls: bool = False
    db: int = 0
    service: str | None = None
    sentinel_password: str | None = None


def parse_redis_url(url: str) -> RedisTarget:
    """The target of ``url``; ``ValueError`` (naming the problem, never the URL) when it is not usable."""
    scheme, sep, _ = url.partition("://")
    scheme = scheme.lower()
    if not sep or scheme not in _SINGLE | _CLUSTER | _SENTINEL:
        raise ValueError(
            "redis_url: the scheme must be redis://, rediss://, unix://, redis+cluster://, rediss+cluster://, "
            "redis+sentinel:// or rediss+sentinel://"
        )
    if scheme == "unix":
        return RedisTarget("single", url)
    parts = urlsplit(url)
    query = dict(parse_qsl(parts.query, keep_blank_values=True))
    userinfo, _, hostlist = parts.netloc.rpartition("@")
    username, password = _credentials(userinfo)
    tls = scheme.startswith("rediss")
    if scheme in _SINGLE:
        if query.get("cluster", "").lower() not in _TRUE:
            if "cluster" in query and query["cluster"].lower() not in {"0", "false", "no", "off"}:
                raise ValueError("redis_url: cluster= must be true or false")
            return RedisTarget("single", url)
        _only(query, {"cluster"})
        return RedisTarget(
            "cluster", url, _nodes(hostlist, REDIS_PORT), username, password, tls, _cluster_db(parts.path)
        )
    if scheme in _CLUSTER:
        _only(query, set())
        return RedisTarget(
            "cluster", url, _nodes(hostlist, REDIS_PORT), username, password, tls, _cluster_db(parts.path)
        )
    _only(query, {"sentinel_password"})
    segments = [unquote(s) for s in parts.path.split("/") if s]
    if not segments or len(segments) > 2:
        raise ValueError("redis_url: a Sentinel URL names the service after the hosts: .../service[/db]")
    db = _db(segments[1]) if len(segments) == 2 else 0
    return RedisTarget(
        "sentinel",
        url,
        _nodes(hostlist, SENTINEL_PORT),
        username,
        password,
        tls,
        db,
        service=segments[0],
        sentinel_password=query.get("sentinel_password") or None,
    )


def _credentials(userinfo: str) -> tuple[str | None, str | None]:
    if not userinfo:
        return None, None
    user, colon, password = userinfo.partition(":")
    return (unquote(user) or None), (unquote(password) if colon else None)


def _nodes(hostlist: str, default_port: int) -> tuple[tuple[str, int], ...]:
    nodes = []
    for item in hostlist.split(","):
        item = item.strip()
        if not item:
            continue
        if item.startswith("["):  # [IPv6]:port
            host, _, rest = item[1:].partition("]")
            port_text = rest.removeprefix(":")
        else:
            host, _, port_text = item.partition(":")
        if not host:
            raise ValueError("redis_url: a host is empty")
        try:
            port = int(port_text) if port_text else default_port
        except ValueError:
            raise ValueError("redis_url: a port is not a number") from None
        if not 0 < port < 65536:
            raise ValueError("redis_url: a port is out of range")
        nodes.append((host, port))
    if not nodes:
        raise ValueError("redis_url: no host given")
    return tuple(nodes)


def _db(text: str) -> int:
    if not text.isdigit():
        raise ValueError("redis_url: the database must be a number")
    return int(text)


def _cluster_db(path: str) -> int:
    db = _db(path.strip("/")) if path.strip("/") else 0
    if db != 0:
        raise ValueError("redis_url: a Redis Cluster has only database 0")
    return 0


def _only(query: dict[str, str], allowed: set[str]) -> None:
    unknown = sorted(set(query) - allowed)
    if unknown:
        raise ValueError(f"redis_url: unknown parameter(s) for this URL form: {', '.join(unknown)}")
