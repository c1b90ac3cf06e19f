"""The rate limit over real HTTP: ``osmica serve`` with the shared (Redis) limit, every answer to a limited request
with the ``RateLimit`` and ``RateLimit-Policy`` fields, the hot routes (views, actions) as Litestar's, errors too,
then ``429`` with ``Retry-After``; the probes are never limited and carry neither field."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import redis

from service.store.records import rate_key
from tests.servers import RedisServer, ServiceProcess
from tests.service.play import create

LIMIT, WINDOW = 6, 3600
INTERVAL = WINDOW // LIMIT
CLIENT = "203.0.113.7"
"""The client as the trusted proxy names it (``X-Forwarded-For``); its count is cleared before the test."""
POLICY = f'"default";q={LIMIT};w={WINDOW}'
STANDING = re.compile(r'^"default";r=(\d+);t=(\d+)$')


@pytest.fixture
def limited(redis_server: RedisServer, tmp_path: Path) -> Iterator[httpx.Client]:
    redis.Redis.from_url(redis_server.url).delete(rate_key(CLIENT))
    env = {
        "OSMICA_RATE_LIMIT": str(LIMIT),
        "OSMICA_RATE_LIMIT_WINDOW": str(WINDOW),
        "OSMICA_PROXY_HOPS": "1",
        "TMPDIR": str(tmp_path),
    }
    process = ServiceProcess(redis_server.url, log=tmp_path / "osmica.log", env=env).start()
    try:
        with httpx.Client(base_url=process.base_url, timeout=10, headers={"X-Forwarded-For": CLIENT}) as client:
            yield client
    finally:
        process.stop()


def standing(response: httpx.Response) -> tuple[int, int]:
    """The requests left and the seconds until all are back, from the answer's ``RateLimit``."""
    assert response.headers["ratelimit-policy"] == POLICY, response.headers
    found = STANDING.fullmatch(response.headers["ratelimit"])
    assert found is not None, response.headers["ratelimit"]
    return int(found[1]), int(found[2])


def test_every_limited_answer_tells_the_quota_and_a_refusal_when_to_retry(limited: httpx.Client) -> None:
    game = create(limited, "crazy-eights", 2, seed=5)
    answers = [
        limited.get(game.path, headers=game.auth(0)),  # the hot route
        limited.get(game.path, params={"via": "litestar"}, headers=game.auth(0)),  # through Litestar's routing
        limited.get("/v1/crazy-eights/games/no-such-game"),  # an error
        limited.post(game.path + "/actions", headers=game.auth(0), json={"type": "no-such-action"}),  # a hot error
        limited.get("/v1/variants"),
    ]
    assert [a.status_code for a in answers] == [200, 200, 404, 400, 200]
    varying = ("ratelimit", "x-request-id", "date")
    hot, routed = ([(k, v) for k, v in a.headers.items() if k not in varying] for a in answers[:2])
    assert hot == routed  # the hot route answers as Litestar does, the fields in the same place
    # the time the requests took is taken off the reset: a minute of slack for a loaded machine
    for spent, answer in enumerate(answers, start=2):  # the creation was the first
        left, reset = standing(answer)
        assert left == LIMIT - spent and spent * INTERVAL - 60 <= reset <= spent * INTERVAL, (spent, answer.headers)
    for refused in (limited.get(game.path), limited.get(game.path, params={"via": "litestar"})):
        assert refused.status_code == 429 and refused.json()["code"] == "rate_limited"
        left, reset = standing(refused)
        assert left == 0 and LIMIT * INTERVAL - 60 <= reset <= LIMIT * INTERVAL
        assert INTERVAL - 60 <= int(refused.headers["retry-after"]) <= INTERVAL
    probe = limited.get("/healthz")
    assert probe.status_code == 200 and "ratelimit" not in probe.headers and "ratelimit-policy" not in probe.headers


def test_without_a_limit_no_answer_carries_the_fields(http: httpx.Client) -> None:
    for answer in (http.get("/v1/variants"), http.get("/v1/crazy-eights/games/no-such-game")):
        assert "ratelimit" not in answer.headers and "ratelimit-policy" not in answer.headers
