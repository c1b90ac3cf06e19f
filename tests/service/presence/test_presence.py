"""Presence and claims over HTTP, on two real replicas sharing one Redis (README, "Presence").

The replicas keep a seat connected for one second after its last request (``OSMICA_PRESENCE_WINDOW``), refresh a
seat at most every 0.3 s (``OSMICA_PRESENCE_REFRESH``), sweep every 0.1 s and count a clock second as 200 ms,
so ``disconnect_grace_s: 5`` is one real second. Presence changes are followed on a spectator's stream
(``event: presence`` messages); they are never events of the match. No test waits a fixed time: each reads a
stream, or polls Redis's clock or a refused claim, until what it waits for has happened, with a generous bound; a claim
refused "too early" is made against a grace of a day, and one refused because the seat is connected is made
while that seat holds a stream open.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from service.matches.presence import DUE_KEY
from service.replays.document import Verified, verify
from service.store.records import events_key, game_key, presence_key
from tests.servers import RedisServer, ServiceProcess
from tests.service.sse import EventStream

ENV = {
    "OSMICA_PRESENCE_WINDOW": "1",
    "OSMICA_PRESENCE_REFRESH": "0.3",
    "OSMICA_CLOCK_SWEEP": "0.1",
    "OSMICA_CLOCK_SECOND_MS": "200",
}
BOUND = 60.0
"""Seconds a wait may take at most: far more than it needs, even on a busy machine."""
DAY = 86400


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path_factory.mktemp("presence-redis")).start()
    yield server
    server.stop()


def _replica(store: RedisServer, directory: Path) -> ServiceProcess:
    return ServiceProcess(store.url, log=directory / "osmica.log", env={**ENV, "TMPDIR": str(directory)})


@pytest.fixture(scope="module")
def replicas(store: RedisServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[httpx.Client]]:
    started = [_replica(store, tmp_path_factory.mktemp(f"presence-{name}")).start() for name in "ab"]
    clients = [httpx.Client(base_url=p.base_url, timeout=30) for p in started]
    yield clients
    for client in clients:
        client.close()
    for process in started:
        process.stop()


class Match:
    """A two-seat Crazy Eights match created on ``clients[0]``: seat 0 leads."""

    def __init__(self, clients: list[httpx.Client], options: dict[str, Any] | None = None) -> None:
        response = clients[0].post("/v1/crazy-eights/games", json={"players": 2, "options": options or {}})
        assert response.status_code == 201, response.text
        created = response.json()
        self.clients = clients
        self.game_id: str = created["game_id"]
        self.host: str = created["host_token"]
        self.path = f"/v1/crazy-eights/games/{self.game_id}"
        self.tokens = {s["seat"]: s["token"] for s in created["seats"]}

    def auth(self, seat: int | None) -> dict[str, str]:
        return {} if seat is None else {"Authorization": f"Bearer {self.tokens[seat]}"}

    def view(self, seat: int | None = None, replica: int = 0) -> dict[str, Any]:
        response = self.clients[replica].get(self.path, headers=self.auth(seat))
        assert response.status_code == 200, response.text
        return response.json()  # type: ignore[no-any-return]

    def act(self, seat: int, action: dict[str, Any], replica: int = 0) -> httpx.Response:
        return self.clients[replica].post(self.path + "/actions", json=action, headers=self.auth(seat))

    def stream(self, seat: int, replica: int = 0) -> EventStream:
        stream = EventStream(self.clients[replica], self.path + "/stream", headers=self.auth(seat))
        assert stream.status == 200
        stream.wait_ready()  # the stream's seat is written and announced before its first byte
        return stream

    def watch(self, replica: int = 1) -> EventStream:
        """A spectator's stream on ``replica``, its ``presence`` messages included."""
        stream = EventStream(self.clients[replica], self.path + "/stream", presence=True)
        assert stream.status == 200
        stream.wait_ready()
        return stream

    def events(self, replica: int = 1) -> list[dict[str, Any]]:
        response = self.clients[replica].get(self.path + "/events", params={"after": 0})
        assert response.status_code == 200, response.text
        return response.json()["events"]  # type: ignore[no-any-return]


def presence_until(stream: EventStream, done: Any) -> list[tuple[int, bool]]:
    """The stream's presence changes, as (seat, connected), read until ``done(changes)``; every other message is
    an event of the match (it has an ``id``), and each presence message's list agrees with its change."""
    changes: list[tuple[int, bool]] = []
    limit = time.monotonic() + BOUND
    while not done(changes):
        assert time.monotonic() < limit, f"still waiting after {BOUND} s: {changes}"
        message = stream.next_message()
        assert message is not None, f"the stream ended: {changes}"
        if message["event"] != "presence":
            assert "id" in message
            continue
        assert "id" not in message, "a presence message is no event of the match: no id"
        data = message["data"]
        event = data["event"]
        assert set(event) == {"type", "seat", "connected"} and event["type"] == "presence"
        assert data["connected"][event["seat"]] is event["connected"]
        assert isinstance(data["version"], int)
        changes.append((event["seat"], event["connected"]))
    return changes


def _gone(seat: int) -> Any:
    return lambda changes: (seat, False) in changes


def _back(seat: int) -> Any:
    return lambda changes: (seat, True) in changes


def _redis_ms(store: RedisServer) -> int:
    seconds, micros = store.client().time()
    return int(seconds) * 1000 + int(micros) // 1000


def _stored(store: RedisServer, game_id: str) -> tuple[Any, ...]:
    """Everything the match's record and event log hold in Redis."""
    client = store.client()
    return (client.hgetall(game_key(game_id)), client.lrange(events_key(game_id), 0, -1))


def test_a_new_match_shows_no_seat_connected_and_a_spectator_counts_for_none(replicas: list[httpx.Client]) -> None:
    match = Match(replicas)
    assert match.view()["connected"] == [False, False]
    assert match.view(replica=1)["connected"] == [False, False]
    with match.watch() as stream:
        assert match.view(replica=0)["connected"] == [False, False]  # spectators, on both replicas
        match.clients[1].get(match.path + "/events", params={"after": 0, "wait": 0.2})
        match.view(1, replica=0)
        assert presence_until(stream, _back(1)) == [(1, True)]  # the first change is the seat's
    assert match.view(replica=1)["connected"] == [False, True]


def test_a_seats_request_on_one_replica_shows_it_connected_on_the_other(replicas: list[httpx.Client]) -> None:
    match = Match(replicas)
    with match.watch(replica=1) as stream:
        assert match.view(1, replica=0)["connected"] == [False, True]  # its own view already says so
        assert match.view(replica=1)["connected"] == [False, True]
        assert presence_until(stream, _back(1)) == [(1, True)]


def test_presence_is_no_event_and_changes_nothing_of_the_match(
    replicas: list[httpx.Client], store: RedisServer
) -> None:
    match = Match(replicas)
    before, log, version = _stored(store, match.game_id), match.events(), match.view()["version"]
    with match.watch(replica=1) as stream:
        for seat in (0, 1):
            match.view(seat, replica=seat)
            match.clients[seat].get(match.path + "/events", params={"after": 0}, headers=match.auth(seat))
        assert sorted(presence_until(stream, lambda c: len(c) == 2)) == [(0, True), (1, True)]
        assert match.view()["connected"] == [True, True]
        assert presence_until(stream, lambda c: _gone(0)(c) and _gone(1)(c))
    assert _stored(store, match.game_id) == before  # the record and the event log are as they were
    assert match.events() == log and match.view()["version"] == version


def test_a_seat_that_stops_asking_is_announced_gone_after_the_window(replicas: list[httpx.Client]) -> None:
    match = Match(replicas)
    with match.watch(replica=1) as stream:
        match.view(0, replica=0)
        assert presence_until(stream, _gone(0)) == [(0, True), (0, False)]
        assert match.view(replica=1)["connected"] == [False, False]
        match.view(0, replica=1)  # back again, on the other replica
        assert presence_until(stream, _back(0)) == [(0, True)]
    assert match.view(replica=0)["connected"] == [True, False]


def test_a_seats_stream_starts_with_who_is_there(replicas: list[httpx.Client]) -> None:
    match = Match(replicas)
    match.view(1, replica=1)
    stream = EventStream(match.clients[0], match.path + "/stream", headers=match.auth(0), presence=True)
    with stream:
        stream.wait_ready()
        assert sorted(presence_until(stream, lambda c: len(c) == 2)) == [(0, True), (1, True)]
        assert presence_until(stream, _gone(1)) == [(1, False)]  # its own seat stays: the stream holds it


def test_an_open_stream_keeps_its_seat_connected_past_the_window(
    replicas: list[httpx.Client], store: RedisServer
) -> None:
    match = Match(replicas)
    with match.watch(replica=1) as watcher:
        with match.stream(0, replica=0) as stream:
            first = int(store.client().zscore(presence_key(match.game_id), "0") or 0)
            assert first > 0
            limit = time.monotonic() + BOUND
            while _redis_ms(store) < first + 1000:  # Redis's clock well past the first write's expiry
                assert time.monotonic() < limit
                time.sleep(0.05)
            assert int(store.client().zscore(presence_key(match.game_id), "0") or 0) > first  # refreshed
            assert match.view(replica=1)["connected"] == [True, False]
            stream.close()
        assert presence_until(watcher, _gone(0)) == [(0, True), (0, False)]  # gone once the stream closed


def test_the_streams_of_a_killed_replica_vanish_within_the_window(
    replicas: list[httpx.Client], store: RedisServer, tmp_path: Path
) -> None:
    doomed = _replica(store, tmp_path).start()
    try:
        with httpx.Client(base_url=doomed.base_url, timeout=30) as client:
            match = Match([replicas[0], replicas[1], client])
            with match.watch(replica=1) as watcher:
                stream = match.stream(1, replica=2)
                assert match.view(replica=1)["connected"] == [False, True]
                assert presence_until(watcher, _back(1)) == [(1, True)]
                killed_at = _redis_ms(store)
                doomed.kill()
                assert presence_until(watcher, _gone(1)) == [(1, False)]
                stream.close()
    finally:
        doomed.stop()
    assert match.view(replica=0)["connected"] == [False, False]
    gone_at = _redis_ms(store)
    # the kill left at most window + refresh of presence, and the sweep saw it; nothing waited for the replica
    assert gone_at - killed_at < BOUND * 1000
    limit = time.monotonic() + BOUND  # the sweeper gives its lease back just after it announced the change
    while store.client().zscore(DUE_KEY, match.game_id) is not None:  # nobody left to look at
        assert time.monotonic() < limit
        time.sleep(0.05)


def test_a_claim_needs_the_option(replicas: list[httpx.Client]) -> None:
    match = Match(replicas)
    refused = match.act(1, {"type": "claim"})
    assert refused.status_code == 409 and refused.json()["code"] == "claim_disabled"
    assert {"type": "claim"} not in refused.json()["legal_actions"]


def test_the_seat_to_act_cannot_claim_itself(replicas: list[httpx.Client]) -> None:
    match = Match(replicas, {"disconnect_grace_s": 5})
    refused = match.act(0, {"type": "claim"})
    assert refused.status_code == 409 and refused.json()["code"] == "claim_own_seat"


def test_a_connected_seat_cannot_be_claimed(replicas: list[httpx.Client]) -> None:
    match = Match(replicas, {"disconnect_grace_s": 5})
    with match.stream(0, replica=0):
        refused = match.act(1, {"type": "claim"}, replica=1)
    assert refused.status_code == 409 and refused.json()["code"] == "seat_connected"
    assert match.view(1)["resigned"] == [False, False]


def test_a_claim_before_the_grace_period_is_refused(replicas: list[httpx.Client]) -> None:
    match = Match(replicas, {"disconnect_grace_s": DAY})
    refused = match.act(1, {"type": "claim"})
    assert refused.status_code == 409 and refused.json()["code"] == "claim_too_early"
    assert 0 < int(refused.headers["Retry-After"]) <= DAY * 200 // 1000 + 1  # a clock second is 200 ms here
    assert refused.json()["version"] == match.view()["version"]
    with match.watch() as watcher:
        match.view(0)
        presence_until(watcher, _gone(0))
    again = match.act(1, {"type": "claim"}, replica=1)
    assert again.status_code == 409 and again.json()["code"] == "claim_too_early"


def test_a_seat_gone_for_the_grace_period_is_claimed_and_played_by_the_house_bot(
    replicas: list[httpx.Client],
) -> None:
    match = Match(replicas, {"disconnect_grace_s": 5})
    with match.watch() as watcher:
        match.view(0)
        presence_until(watcher, _gone(0))
    limit = time.monotonic() + BOUND
    while (answer := match.act(1, {"type": "claim"}, replica=1)).status_code == 409:
        assert answer.json()["code"] == "claim_too_early", answer.text
        assert time.monotonic() < limit
        time.sleep(0.05)
    assert answer.status_code == 200, answer.text
    result = answer.json()
    claimed = [e for e in result["events"] if e["type"] == "claimed"]
    assert claimed == [{"seq": claimed[0]["seq"], "type": "claimed", "seat": 0, "by": 1}]
    assert all(e.get("bot") for e in result["events"][1:] if e["seat"] == 0)  # the house bot moved for seat 0
    view = result["view"]
    assert view["resigned"] == [True, False] and view["turn"] in (1, None)
    refused = match.act(0, {"type": "draw"})
    assert refused.status_code == 409 and refused.json()["code"] == "seat_resigned"
    # the match goes on with the house bot; it ends when the claimer resigns, and its replay checks out
    assert match.act(1, {"type": "resign"}).status_code == 200
    replay = match.clients[0].get(match.path + "/replay")
    assert replay.status_code == 200 and isinstance(verify(replay.content), Verified), verify(replay.content)
    assert {"seat": 1, "by": "player", "action": {"type": "claim"}} in replay.json()["actions"]


def test_a_hosts_reissue_of_a_connected_seat_is_refused(replicas: list[httpx.Client]) -> None:
    match = Match(replicas)
    with match.stream(0, replica=0):
        refused = match.clients[1].post(
            match.path + "/seats/0/token", headers={"Authorization": f"Bearer {match.host}"}
        )
        assert refused.status_code == 409 and refused.json()["code"] == "seat_connected"
        reissued = match.clients[1].post(
            match.path + "/seats/1/token", headers={"Authorization": f"Bearer {match.host}"}
        )
        assert reissued.status_code == 200
    assert match.view(0)["connected"][0] is True  # the refused reissue left seat 0's token working
    assert [(e["type"], e["seat"]) for e in match.events() if e["type"] == "token_reissued"] == [("token_reissued", 1)]
