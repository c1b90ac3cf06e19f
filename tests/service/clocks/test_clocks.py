"""Turn clocks over HTTP, on real replicas sharing one Redis (README, "Turn clocks").

The replicas here count a clock second as 200 ms (``OSMICA_CLOCK_SECOND_MS``), so the smallest clock the
contract allows, ``turn_timeout_s: 5``, runs out after one second, and they look for clocks that ran out every
100 ms (``OSMICA_CLOCK_SWEEP``). They have a Redis of their own, so no other test's server sweeps these
matches. No test waits a fixed time: each polls (the long poll of the events, or the store itself) until what it
waits for has happened, with a generous bound, and none depends on which replica or request applies a timeout.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest

from service.replays.document import Verified, verify
from service.store.records import CLOCKS_KEY, Record, game_key
from tests.servers import RedisServer, ServiceProcess

CLOCK_ENV = {"OSMICA_CLOCK_SECOND_MS": "200", "OSMICA_CLOCK_SWEEP": "0.1"}
SECOND = 5
"""``turn_timeout_s`` of these tests: one real second on these replicas."""
BOUND = 60.0
"""Seconds a wait may take at most: far more than it needs, even on a busy machine."""


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path_factory.mktemp("clocks-redis")).start()
    yield server
    server.stop()


def _replica(store: RedisServer, directory: Path) -> ServiceProcess:
    return ServiceProcess(store.url, log=directory / "osmica.log", env={**CLOCK_ENV, "TMPDIR": str(directory)})


@pytest.fixture(scope="module")
def replicas(store: RedisServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[str]]:
    started = [_replica(store, tmp_path_factory.mktemp(f"clocks-{name}")).start() for name in "ab"]
    yield [p.base_url for p in started]
    for process in started:
        process.stop()


@pytest.fixture
def http(replicas: list[str]) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=replicas[0], timeout=30) as client:
        yield client


class Match:
    """A created match: its path and the tokens of the seats taken, by seat."""

    def __init__(self, client: httpx.Client, variant: str, body: dict[str, Any]) -> None:
        response = client.post(f"/v1/{variant}/games", json=body)
        assert response.status_code == 201, response.text
        created = response.json()
        self.client = client
        self.game_id: str = created["game_id"]
        self.path = f"/v1/{variant}/games/{self.game_id}"
        self.tokens = {s["seat"]: s["token"] for s in created["seats"]}

    def auth(self, seat: int | None) -> dict[str, str]:
        return {} if seat is None else {"Authorization": f"Bearer {self.tokens[seat]}"}

    def view(self, seat: int | None = None, client: httpx.Client | None = None) -> dict[str, Any]:
        response = (client or self.client).get(self.path, headers=self.auth(seat))
        assert response.status_code == 200, response.text
        return response.json()  # type: ignore[no-any-return]

    def events_until(
        self, done: Callable[[list[dict[str, Any]]], bool], seat: int | None = None
    ) -> list[dict[str, Any]]:
        """Every event, long-polled (a long poll applies no timeout: the sweepers do) until ``done`` says so."""
        events: list[dict[str, Any]] = []
        limit = time.monotonic() + BOUND
        while not done(events):
            assert time.monotonic() < limit, f"still waiting after {BOUND} s: {events}"
            response = self.client.get(
                self.path + "/events", params={"after": len(events), "wait": 5}, headers=self.auth(seat)
            )
            assert response.status_code == 200, response.text
            events += response.json()["events"]
        return events

    def verified_replay(self) -> dict[str, Any]:
        response = self.client.get(self.path + "/replay")
        assert response.status_code == 200, response.text
        assert isinstance(verify(response.content), Verified), verify(response.content)
        return response.json()  # type: ignore[no-any-return]


def _ended(events: list[dict[str, Any]]) -> bool:
    return any(e["type"] == "match_ended" for e in events)


def _of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]


def _ms(stamp: str) -> int:
    return int(datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp() * 1000)


def _redis_ms(store: RedisServer) -> int:
    seconds, micros = store.client().time()
    return int(seconds) * 1000 + int(micros) // 1000


def test_the_clock_options_keep_to_the_contract(http: httpx.Client) -> None:
    for options in ({"turn_timeout_s": 4}, {"turn_timeout_s": 86401}, {"abandon_after": 0}):
        response = http.post("/v1/nags/games", json={"players": 2, "options": options})
        assert response.status_code == 400, response.text
    unclocked = Match(http, "nags", {"players": 2})
    assert unclocked.view()["deadline"] is None and unclocked.view()["abandoned"] == [False, False]
    catalogue = {v["id"]: v for v in http.get("/v1/variants").json()["variants"]}
    for variant in catalogue.values():
        assert variant["default_options"]["turn_timeout_s"] is None
        assert variant["default_options"]["abandon_after"] == 3


def test_a_switch_seat_out_of_time_draws_two_and_its_turn_ends_SWI_9(http: httpx.Client, store: RedisServer) -> None:
    before = _redis_ms(store)
    match = Match(http, "switch", {"players": 2, "options": {"turn_timeout_s": SECOND, "abandon_after": 100}})
    view = match.view()
    slow = view["turn"]
    deadline = _ms(view["deadline"])
    assert before + 1000 <= deadline <= _redis_ms(store) + 1000  # Redis's clock, one (scaled) clock of 5 s
    assert match.view(slow)["deadline"] == view["deadline"] == match.view(1 - slow)["deadline"]
    held = len(match.view(slow)["hand"])

    events = match.events_until(lambda es: bool(_of_type(es, "timed_out")), seat=slow)
    first = events.index(_of_type(events, "timed_out")[0])
    timed_out, penalty, passed = events[first : first + 3]
    assert timed_out == {"seq": timed_out["seq"], "type": "timed_out", "seat": slow}
    assert penalty["type"] == "penalty" and penalty["seat"] == slow and penalty["bot"] is True
    assert penalty["count"] == 2 and penalty["reason"] == "timeout" and len(penalty["cards"]) == 2
    assert passed == {"seq": passed["seq"], "type": "passed", "seat": slow, "bot": True}
    hand = match.view(slow)["hand"]  # the seat never plays (abandon_after 100): its hand only grows
    assert len(hand) >= held + 2 and set(penalty["cards"]) <= set(hand)

    spectators = match.client.get(match.path + "/events", params={"after": 0}).json()["events"]
    assert "cards" not in spectators[penalty["seq"] - 1]  # the penalty cards stay the seat's secret
    resigned = match.client.post(match.path + "/actions", json={"type": "resign"}, headers=match.auth(slow))
    assert resigned.status_code == 200, resigned.text
    assert resigned.json()["view"]["deadline"] is None  # the match is over: no clock runs
    replay = match.verified_replay()
    timeouts = [a for a in replay["actions"] if a["by"] == "timeout"]
    assert timeouts[0] == {"seat": slow, "by": "timeout", "action": {"type": "draw"}}
    assert store.client().zscore(CLOCKS_KEY, match.game_id) is None


@pytest.mark.parametrize("variant", ["crazy-eights", "super-crazy-eights", "nags", "nusicle"])
def test_elsewhere_the_house_bot_plays_the_turn_that_timed_out(http: httpx.Client, variant: str) -> None:
    match = Match(http, variant, {"players": 2, "options": {"turn_timeout_s": SECOND, "abandon_after": 1}})
    slow = match.view()["turn"]
    events = match.events_until(_ended)
    first = _of_type(events, "timed_out")[0]
    assert first["seat"] == slow and first["abandoned"] is True  # abandon_after 1
    made = events[first["seq"]]  # the first event of the house bot's move for the seat
    assert made["seat"] == slow and made["bot"] is True
    # Each seat timed out once, was abandoned and then played by the house bot; with nobody left to play, the
    # bots resign in seat order and the match ends.
    assert [e["seat"] for e in _of_type(events, "timed_out")] == [slow, 1 - slow]
    assert _of_type(events, "resigned")[0]["seat"] == 0
    final = match.view(0)
    assert final["abandoned"] == [True, True] and final["deadline"] is None and final["status"] == "finished"
    replay = match.verified_replay()
    assert replay["actions"][0]["by"] == "timeout"


def test_a_seat_is_abandoned_after_abandon_after_timeouts_in_a_row(http: httpx.Client) -> None:
    match = Match(http, "crazy-eights", {"players": 2, "options": {"turn_timeout_s": SECOND, "abandon_after": 2}})
    slow = match.view()["turn"]
    events = match.events_until(_ended)
    timeouts = _of_type(events, "timed_out")
    assert [e["seat"] for e in timeouts] == [slow, 1 - slow, slow, 1 - slow]
    assert [e.get("abandoned", False) for e in timeouts] == [False, False, True, True]
    assert match.view()["abandoned"] == [True, True]
    refused = match.client.post(match.path + "/actions", json={"type": "draw"}, headers=match.auth(slow))
    assert refused.status_code == 409 and refused.json()["code"] == "seat_abandoned"
    assert match.view(slow)["legal_actions"] == []
    match.verified_replay()


def test_a_players_move_starts_the_count_again_and_restarts_the_clock(http: httpx.Client, store: RedisServer) -> None:
    # 86400 s: this clock never runs out during the test; only the deadline is checked
    match = Match(http, "nags", {"players": 2, "options": {"turn_timeout_s": 86400}})
    view = match.view()
    seat = view["turn"]
    first = _ms(view["deadline"])
    legal = match.view(seat)["legal_actions"]
    moved = match.client.post(match.path + "/actions", json=legal[0], headers=match.auth(seat))
    assert moved.status_code == 200, moved.text
    after = moved.json()["view"]
    assert after["turn"] != seat and _ms(after["deadline"]) >= first
    assert store.client().zscore(CLOCKS_KEY, match.game_id) == _ms(after["deadline"])


def test_a_match_nobody_watches_still_advances(http: httpx.Client, store: RedisServer) -> None:
    match = Match(http, "crazy-eights", {"players": 2, "options": {"turn_timeout_s": SECOND, "abandon_after": 1}})
    client = store.client()
    limit = time.monotonic() + BOUND
    # No request at all from here on: only the replicas' sweepers can move the match, read from the store alone.
    while True:
        record = msgspec.msgpack.decode(client.hget(game_key(match.game_id), "rec"), type=Record)
        if not record.deadline:
            break
        assert time.monotonic() < limit, "the match did not advance"
        time.sleep(0.05)
    assert client.zscore(CLOCKS_KEY, match.game_id) is None  # over: out of the clocks' set
    events = match.events_until(_ended)
    assert len(_of_type(events, "timed_out")) == 2
    match.verified_replay()


def test_a_timeout_is_applied_exactly_once_with_two_replicas_racing_for_it(replicas: list[str]) -> None:
    # A table of one player and two bots: the player's first timeout abandons the seat (abandon_after 1), which
    # leaves the bots alone, so they resign and the match ends. Exactly one timeout can happen per match, and
    # every request and both sweepers race for it.
    clients = [httpx.Client(base_url=url, timeout=30) for url in replicas]
    body = {
        "players": 3,
        "seats": [{"name": "ana"}, {"bot": "greedy"}, {"bot": "random"}],
        "options": {"turn_timeout_s": SECOND, "abandon_after": 1},
    }
    try:
        matches = [Match(clients[i % 2], "crazy-eights", body) for i in range(6)]
        stop = threading.Event()
        failures: list[str] = []

        def watch(client: httpx.Client) -> None:
            while not stop.is_set():
                for match in matches:
                    status = client.get(match.path, headers=match.auth(0)).status_code
                    if status != 200:
                        failures.append(f"{match.path}: {status}")

        watchers = [threading.Thread(target=watch, args=(c,)) for c in clients for _ in range(2)]
        for thread in watchers:
            thread.start()
        try:
            ended = [m.events_until(_ended) for m in matches]
        finally:
            stop.set()
            for thread in watchers:
                thread.join()
        assert not failures, failures
        for match, events in zip(matches, ended, strict=True):
            assert [e["seat"] for e in _of_type(events, "timed_out")] == [0]
            assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
            replay = match.verified_replay()
            assert [a["by"] for a in replay["actions"]].count("timeout") == 1
            assert match.view()["version"] == len(replay["actions"])
    finally:
        for client in clients:
            client.close()


def test_a_clocked_match_survives_a_replica_killed_with_sigkill(
    store: RedisServer, replicas: list[str], tmp_path: Path
) -> None:
    victim = _replica(store, tmp_path).start()
    try:
        with httpx.Client(base_url=victim.base_url, timeout=30) as client:
            match = Match(client, "nags", {"players": 2, "options": {"turn_timeout_s": SECOND, "abandon_after": 1}})
        # The worst moment for the kill: the victim has just claimed the match (its lease pushed the entry a
        # lease ahead in the clocks' set, as the claim script does) and dies before it times the match out.
        lease_end = _redis_ms(store) + 1000
        store.client().zadd(CLOCKS_KEY, {match.game_id: lease_end})
        victim.kill()
    finally:
        victim.stop()
    with httpx.Client(base_url=replicas[1], timeout=30) as client:
        match.client = client
        events = match.events_until(_ended)
        assert len(_of_type(events, "timed_out")) == 2
        match.verified_replay()
