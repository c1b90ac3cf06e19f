"""A seat token that stops holding its seat closes every channel it opened, on every replica.

A seat is left (while the match waits) or its token reissued by the host: from then on, a stream opened with
the old token sends nothing more of the match but a last ``revoked`` message, and a long poll answers 401, even
when they are served by another replica than the one that took the token back. In play, a reissue is a
``token_reissued`` event that every seat sees, and it is refused while the seat is connected (an open stream or
long poll makes it so); should the presence set be lost, the reissue goes through and the stream and long poll
opened with the old token end all the same.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from service.store.records import presence_key
from tests.servers import RedisServer, ServiceProcess
from tests.service.play import create, playable
from tests.service.sse import EventStream


@pytest.fixture(scope="module")
def replica(redis_server: RedisServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    """A second replica on the session's Redis: the streams and long polls are served here, the seats changed
    on the session's ``service``."""
    directory = tmp_path_factory.mktemp("replica-revocation")
    process = ServiceProcess(redis_server.url, log=directory / "osmica.log", env={"TMPDIR": str(directory)})
    yield process.start()
    process.stop()


@pytest.fixture
def other(replica: ServiceProcess) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=replica.base_url, timeout=30) as client:
        yield client


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def assert_revoked(stream: EventStream) -> None:
    """The stream's next message is the revocation, and then it ends."""
    message = stream.next_message()
    assert message is not None and message["event"] == "revoked", message
    assert "id" not in message and message["data"]["code"] == "token_revoked"
    assert stream.next_message() is None


def test_a_stream_of_a_seat_that_was_left_ends_before_the_next_player_is_dealt(
    http: httpx.Client, other: httpx.Client
) -> None:
    created = http.post(
        "/v1/switch/games",
        json={"players": 3, "seed": 11, "seats": [{"name": "host"}, {"open": True}, {"open": True}]},
    ).json()
    path = f"/v1/switch/games/{created['game_id']}"
    invites = {i["seat"]: i["invite"] for i in created["invites"]}
    x = http.post(path + "/join", json={"invite": invites[1], "name": "x"}).json()["token"]
    with EventStream(other, path + "/stream", params={"view": "true"}, headers=_bearer(x)) as stream:
        stream.wait_ready()
        left = http.post(path + "/leave", headers=_bearer(x))
        assert left.status_code == 200, left.text
        assert_revoked(stream)
    w = http.post(path + "/join", json={"invite": left.json()["invite"], "name": "w"}).json()["token"]
    assert http.post(path + "/join", json={"invite": invites[2], "name": "y"}).status_code == 200
    assert http.get(path, headers=_bearer(w)).json()["hand"]  # dealt: w holds seat 1 now
    for client in (http, other):
        assert client.get(path, headers=_bearer(x)).status_code == 401
        assert client.get(path + "/events", params={"after": 0}, headers=_bearer(x)).status_code == 401
        assert client.get(path + "/stream", headers=_bearer(x)).status_code == 401


def test_a_reissue_in_play_is_announced_and_the_old_token_reads_nothing_more(
    http: httpx.Client, other: httpx.Client
) -> None:
    game = create(http, "crazy-eights", 2, seed=21)
    host = game.created["host_token"]
    old = game.tokens[1]  # seat 1 has made no request: it is not connected, so its token may be reissued
    seen = len(game.events())
    with EventStream(other, game.path + "/stream", params={"after": seen}) as spectator:
        spectator.wait_ready()
        reissued = http.post(f"{game.path}/seats/1/token", headers=_bearer(host))
        assert reissued.status_code == 200, reissued.text
        game.tokens[1] = reissued.json()["token"]
        announced = spectator.next_message()
        assert announced is not None and announced["event"] == "token_reissued"
        assert announced["data"]["event"] == {"seq": seen + 1, "type": "token_reissued", "seat": 1}
    for seat in (None, 0, 1):
        assert game.events(seat, after=seen) == [{"seq": seen + 1, "type": "token_reissued", "seat": 1}]
    # Play goes on under the new token; the old one reads nothing of it.
    seat = game.view()["turn"]
    assert game.act(seat, playable(game.view(seat)["legal_actions"])[0]).status_code == 200
    assert other.get(game.path + "/events", params={"after": seen}, headers=_bearer(old)).status_code == 401
    assert game.view(1)["version"] == game.view()["version"]


def test_a_reissue_ends_the_old_tokens_stream_and_long_poll_on_another_replica(
    http: httpx.Client, other: httpx.Client
) -> None:
    """While the match waits, nothing stands in the way of a reissue."""
    created = http.post(
        "/v1/nags/games", json={"players": 3, "seats": [{"name": "a"}, {"name": "b"}, {"open": True}]}
    ).json()
    path = f"/v1/nags/games/{created['game_id']}"
    old = created["seats"][1]["token"]
    answers: list[httpx.Response] = []

    def long_poll() -> None:
        answers.append(other.get(path + "/events", params={"after": 0, "wait": 25}, headers=_bearer(old)))

    with EventStream(other, path + "/stream", params={"view": "true"}, headers=_bearer(old)) as victim:
        victim.wait_ready()
        poller = threading.Thread(target=long_poll)
        poller.start()
        reissued = http.post(f"{path}/seats/1/token", headers=_bearer(created["host_token"]))
        assert reissued.status_code == 200, reissued.text
        assert_revoked(victim)
        poller.join(60)
        assert [a.status_code for a in answers] == [401]
    assert other.get(path + "/events", params={"after": 0}, headers=_bearer(old)).status_code == 401


def test_in_play_a_stream_and_a_long_poll_never_outlive_a_reissued_token(
    http: httpx.Client, other: httpx.Client, redis_server: RedisServer
) -> None:
    """In play, a seat with an open stream or long poll is connected and its token is not reissued (409
    ``seat_connected``). Presence is what Redis holds, though, and Redis may lose it (a failover that drops the
    presence set): the host's reissue then goes through while the stream and the long poll are open, and they
    must end all the same. The test removes the match's presence set, as such a loss would, until a reissue
    passes (a refresh of the open stream may write it back in between)."""
    game = create(http, "crazy-eights", 2, seed=21)
    host = game.created["host_token"]
    old = game.tokens[1]
    seen = len(game.events())
    answers: list[httpx.Response] = []

    def long_poll() -> None:
        params: dict[str, Any] = {"after": seen, "wait": 25}
        answers.append(other.get(game.path + "/events", params=params, headers=_bearer(old)))

    with (
        EventStream(
            other, game.path + "/stream", params={"view": "true", "after": seen}, headers=_bearer(old)
        ) as victim,
        EventStream(other, game.path + "/stream", params={"after": seen}) as spectator,
    ):
        victim.wait_ready()
        spectator.wait_ready()
        poller = threading.Thread(target=long_poll)
        poller.start()
        refused = http.post(f"{game.path}/seats/1/token", headers=_bearer(host))
        assert refused.status_code == 409 and refused.json()["code"] == "seat_connected", refused.text
        redis = redis_server.client()
        for _ in range(50):
            redis.delete(presence_key(game.game_id))
            reissued = http.post(f"{game.path}/seats/1/token", headers=_bearer(host))
            if reissued.status_code != 409:
                break
        assert reissued.status_code == 200, reissued.text
        game.tokens[1] = reissued.json()["token"]
        assert_revoked(victim)
        announced = spectator.next_message()
        assert announced is not None and announced["event"] == "token_reissued"
        assert announced["data"]["event"] == {"seq": seen + 1, "type": "token_reissued", "seat": 1}
        poller.join(60)
        assert [a.status_code for a in answers] == [401]
    for seat in (None, 0, 1):
        assert game.events(seat, after=seen) == [{"seq": seen + 1, "type": "token_reissued", "seat": 1}]
    assert other.get(game.path + "/events", params={"after": 0}, headers=_bearer(old)).status_code == 401


def test_a_reissue_while_the_match_waits_is_no_event(http: httpx.Client) -> None:
    created = http.post(
        "/v1/nags/games", json={"players": 3, "seats": [{"name": "a"}, {"name": "b"}, {"open": True}]}
    ).json()
    path = f"/v1/nags/games/{created['game_id']}"
    reissued = http.post(f"{path}/seats/1/token", headers=_bearer(created["host_token"]))
    assert reissued.status_code == 200
    joined = http.post(path + "/join", json={"invite": created["invites"][0]["invite"]})
    assert joined.status_code == 200
    events = http.get(path + "/events", params={"after": 0}).json()["events"]
    assert all(e["type"] != "token_reissued" for e in events)
    assert http.get(path).json()["status"] == "playing"
