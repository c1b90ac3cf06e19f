"""Presence and claims over HTTP, on two real replicas sharing one Redis (README, "Presence").

The replicas keep a seat connected for one second after its last request (``OSMICA_PRESENCE_WINDOW``), refresh a
seat at most every 0.3 s (``OSMICA_PRESENCE_REFRESH``), sweep every 0.1 s and count a clock second as 200 ms,
so ``disconnect_grace_s: 5`` is one real second. No test waits a fixed time: each long-polls the events, or
polls Redis's clock or a refused claim, until what it waits for has happened, with a generous bound; a claim
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

from service.matches.presence import DUE_KEY, presence_key
from service.replays.document import Verified, verify
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

    def events_until(self, done: Any, replica: int = 1) -> list[dict[str, Any]]:
        """Every event as a spectator sees it on ``replica``, long-polled until ``done(events)``."""
        events: list[dict[str, Any]] = []
        limit = time.monotonic() + BOUND
        while not done(events):
            assert time.monotonic() < limit, f"still waiting after {BOUND} s: {events}"
            response = self.clients[replica].get(self.path + "/events", params={"after": len(events), "wait": 5})
            assert response.status_code == 200, response.text
            events += response.json()["events"]
        return events


def _presence(events: list[dict[str, Any]]) -> list[tuple[int, bool]]:
    return [(e["seat"], e["connected"]) for e in events if e["type"] == "presence"]


def _gone(seat: int) -> Any:
    return lambda events: (seat, False) in _presence(events)


def _redis_ms(store: RedisServer) -> int:
    seconds, micros = store.client().time()
    return int(seconds) * 1000 + int(micros) // 1000


def test_a_new_match_shows_no_seat_connected_and_a_spectator_counts_for_none(replicas: list[httpx.Client]) -> None:
    match = Match(replicas)
    assert match.view()["connected"] == [False, False]
    assert match.view(replica=1)["connected"] == [False, False]
    assert match.clients[1].get(match.path + "/events", params={"after": 0}).json() == {"events": []}


def test_a_seats_request_on_one_replica_shows_it_connected_on_the_other(replicas: list[httpx.Client]) -> None:
    match = Match(replicas)
    assert match.view(1, replica=0)["connected"] == [False, True]  # its own view already says so
    assert match.view(replica=1)["connected"] == [False, True]
    events = match.events_until(lambda e: (1, True) in _presence(e))
    assert [e for e in events if e["type"] == "presence"] == [
        {"seq": len(events), "type": "presence", "seat": 1, "connected": True}
    ]


def test_a_seat_that_stops_asking_is_announced_gone_after_the_window(replicas: list[httpx.Client]) -> None:
    match = Match(replicas)
    match.view(0, replica=0)
    events = match.events_until(_gone(0))
    assert _presence(events) == [(0, True), (0, False)]
    assert match.view(replica=1)["connected"] == [False, False]
    match.view(0, replica=1)  # back again, on the other replica
    assert match.view(replica=0)["connected"] == [True, False]


def test_an_open_stream_keeps_its_seat_connected_past_the_window(
    replicas: list[httpx.Client], store: RedisServer
) -> None:
    match = Match(replicas)
    with match.stream(0, replica=0) as stream:
        first = int(store.client().zscore(presence_key(match.game_id), "0") or 0)
        assert first > 0
        limit = time.monotonic() + BOUND
        while _redis_ms(store) < first + 1000:  # Redis's clock well past the first write's expiry
            assert time.monotonic() < limit
            time.sleep(0.05)
        assert int(store.client().zscore(presence_key(match.game_id), "0") or 0) > first  # refreshed
        assert match.view(replica=1)["connected"] == [True, False]
        assert _presence(match.events_until(lambda e: len(e) > 0)) == [(0, True)]  # and no gone event
        stream.close()
    assert _presence(match.events_until(_gone(0))) == [(0, True), (0, False)]


def test_the_streams_of_a_killed_replica_vanish_within_the_window(
    replicas: list[httpx.Client], store: RedisServer, tmp_path: Path
) -> None:
    doomed = _replica(store, tmp_path).start()
    try:
        with httpx.Client(base_url=doomed.base_url, timeout=30) as client:
            match = Match([replicas[0], replicas[1], client])
            stream = match.stream(1, replica=2)
            assert match.view(replica=1)["connected"] == [False, True]
            killed_at = _redis_ms(store)
            doomed.kill()
            events = match.events_until(_gone(1))
            stream.close()
    finally:
        doomed.stop()
    assert _presence(events) == [(1, True), (1, False)]
    assert match.view(replica=0)["connected"] == [False, False]
    gone_at = _redis_ms(store)
    # the kill left at most window + refresh of presence, and the sweep saw it; nothing waited for the replica
    assert gone_at - killed_at < BOUND * 1000
    assert store.client().zscore(DUE_KEY, match.game_id) is None  # nobody left to look at


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
    match.view(0)
    match.events_until(_gone(0))
    again = match.act(1, {"type": "claim"}, replica=1)
    assert again.status_code == 409 and again.json()["code"] == "claim_too_early"


def test_a_seat_gone_for_the_grace_period_is_claimed_and_played_by_the_house_bot(
    replicas: list[httpx.Client],
) -> None:
    match = Match(replicas, {"disconnect_grace_s": 5})
    match.view(0)
    match.events_until(_gone(0))
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
    events = match.events_until(lambda e: any(x["type"] == "token_reissued" for x in e))
    assert [e["seat"] for e in events if e["type"] == "token_reissued"] == [1]
