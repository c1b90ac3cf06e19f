"""Small pieces of the operations side, in process: the rate limit's arithmetic and client address, the
``local`` rate-limit backend through the app, and the URL forms of ``OSMICA_REDIS_URL``."""

from __future__ import annotations

import pytest
from litestar.testing import AsyncTestClient

from service.edge.app import create_app
from service.edge.ratelimit import LocalLimiter, client_address, retry_after, standing
from service.ops.redis_url import RedisTarget, parse_redis_url
from service.ops.settings import Settings, SettingsError
from tests.servers import STORE_TIMEOUT, RedisServer


async def test_gcra_allows_the_window_at_once_then_one_per_interval(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [1000.0]
    monkeypatch.setattr("service.edge.ratelimit.time.monotonic", lambda: now[0])
    limiter = LocalLimiter(limit=4, window=60)  # one every 15 s

    async def take(client: str) -> tuple[float, str]:
        quota = await limiter.take(client)
        assert quota is not None
        return quota.wait, standing(limiter, quota)

    assert [await take("a") for _ in range(4)] == [(0, f'"default";r={3 - i};t={15 * (i + 1)}') for i in range(4)]
    assert await take("a") == (pytest.approx(15), '"default";r=0;t=60')
    assert await take("b") == (0, '"default";r=3;t=15')  # per client
    now[0] += 14
    assert await take("a") == (pytest.approx(1), '"default";r=0;t=46')  # a refused request was not counted
    now[0] += 1
    assert await take("a") == (0, '"default";r=0;t=60')
    assert await take("a") == (pytest.approx(15), '"default";r=0;t=60')
    now[0] += 45
    assert await take("a") == (0, '"default";r=2;t=30')
    assert (retry_after(0.2), retry_after(1.0), retry_after(14.01)) == (1, 1, 15)
    assert limiter.policy == '"default";q=4;w=60'


@pytest.mark.parametrize(
    ("hops", "forwarded", "client"),
    [
        (0, ["1.1.1.1"], "9.9.9.9"),  # no trusted proxy: the header is the client's to forge, ignored
        (1, [], "9.9.9.9"),  # a trusted proxy that sent no header: the peer
        (1, ["1.1.1.1, 2.2.2.2"], "2.2.2.2"),  # the entry our proxy appended, not the forgeable ones before it
        (2, ["1.1.1.1, 2.2.2.2", "3.3.3.3"], "2.2.2.2"),  # several header lines are one list
        (3, ["2.2.2.2"], "2.2.2.2"),  # fewer entries than proxies: all written by trusted ones; the first
    ],
)
def test_the_client_address_behind_trusted_proxies(hops: int, forwarded: list[str], client: str) -> None:
    scope = {"client": ("9.9.9.9", 5000), "headers": [(b"x-forwarded-for", f.encode()) for f in forwarded]}
    assert client_address(scope, hops) == client


async def test_the_local_backend_limits_in_this_process(redis_server: RedisServer) -> None:
    settings = Settings.from_env(
        {},
        redis_url=redis_server.url,
        rate_limit=3,
        rate_limit_window=3600,  # one request per 1200 s once the 3 are spent
        rate_limit_backend="local",
        store_timeout=STORE_TIMEOUT,
    )
    async with AsyncTestClient(app=create_app(settings)) as client:
        forged = {"X-Forwarded-For": "1.2.3.4"}  # proxy_hops=0: ignored, every request is this one client
        assert [(await client.get("/v1/variants", headers=forged)).status_code for _ in range(3)] == [200] * 3
        refused = await client.get("/v1/variants")
        assert refused.status_code == 429 and refused.json()["code"] == "rate_limited"
        # the time the requests took is taken off the wait: a minute of slack for a loaded machine
        assert 1200 - 60 <= int(refused.headers["retry-after"]) <= 1200
        assert (await client.get("/healthz")).status_code == 200
        assert (await client.get("/metrics")).status_code == 200


@pytest.mark.parametrize(
    ("url", "target"),
    [
        ("redis://db:6379/2", RedisTarget("single", "redis://db:6379/2")),
        ("unix:///run/redis.sock?db=1", RedisTarget("single", "unix:///run/redis.sock?db=1")),
        (
            "redis+cluster://a:7000,b:7001,[::1]:7002",
            RedisTarget("cluster", "", (("a", 7000), ("b", 7001), ("::1", 7002))),
        ),
        (
            "rediss+cluster://user:p%40ss@a,b:7001/0",
            RedisTarget("cluster", "", (("a", 6379), ("b", 7001)), "user", "p@ss", tls=True),
        ),
        ("redis://:pw@a:7000?cluster=true", RedisTarget("cluster", "", (("a", 7000),), None, "pw")),
        (
            "redis+sentinel://:pw@s1,s2:26380/osmica/3?sentinel_password=sp",
            RedisTarget("sentinel", "", (("s1", 26379), ("s2", 26380)), None, "pw", False, 3, "osmica", "sp"),
        ),
    ],
)
def test_redis_url_forms(url: str, target: RedisTarget) -> None:
    parsed = parse_redis_url(url)
    assert parsed == RedisTarget(**{**target.__dict__, "url": url})


@pytest.mark.parametrize(
    "url",
    [
        "http://:secret@db:6379",
        "redis+cluster://:secret@db:7000/1",
        "redis+cluster://:secret@db:port",
        "redis+sentinel://:secret@s1:26379",
        "redis+cluster://:secret@db:7000?timeout=1",
        "redis://:secret@db:6379?cluster=maybe",
    ],
)
def test_a_bad_redis_url_is_refused_without_repeating_it(url: str) -> None:
    with pytest.raises(SettingsError, match="redis_url") as refused:
        Settings.from_env({"OSMICA_REDIS_URL": url})
    assert "secret" not in str(refused.value)


def test_operations_settings_are_validated() -> None:
    settings = Settings.from_env({"OSMICA_LOG_FORMAT": "text", "OSMICA_RATE_LIMIT": "600", "OSMICA_PROXY_HOPS": "1"})
    assert (settings.log_format, settings.rate_limit, settings.proxy_hops) == ("text", 600, 1)
    assert (settings.rate_limit_backend, settings.metrics, settings.access_log) == ("redis", True, True)
    for env in ({"OSMICA_LOG_FORMAT": "xml"}, {"OSMICA_RATE_LIMIT": "-1"}, {"OSMICA_RATE_LIMIT_BACKEND": "memcached"}):
        with pytest.raises(SettingsError):
            Settings.from_env(env)
