"""Quick match over HTTP with two replicas on one real Redis: every ticket ends in at most one match (none
lost), windows widen with the wait, bots fill a table after ``bots_after_s``, a cancel and a match racing for a
ticket leave exactly one winner (the order driven by the test), and a ticket whose holder stops polling expires.
The planning itself (windows, tables, bots) is checked as a pure function at fixed instants."""

from __future__ import annotations

import asyncio
import random
import secrets
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import msgspec
import pytest

from engine.registry import get
from service.accounts.ratings import Rating, ratings_key
from service.matches.context import Context
from service.ops.settings import Settings
from service.queue.matchmaker import (
    WINDOW_BASE,
    WINDOW_PER_S,
    Queue,
    Table,
    Waiting,
    plan,
    ticket_id,
    ticket_key,
    window,
)
from service.store.connection import connect
from service.store.records import Record, game_key
from service.store.store import Store
from tests.servers import RedisServer, ServiceProcess, wait_until
from tests.service.accounts.test_apps import new_app

IDLE_S = 5
QUEUE_ENV = {"OSMICA_QUEUE_IDLE_S": str(IDLE_S), "OSMICA_QUEUE_SWEEP": "0.2"}


@pytest.fixture(scope="module")
def replicas(redis_server: RedisServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[ServiceProcess]]:
    """Two replicas on the session's Redis; a ticket expires five seconds after its last poll ended."""
    started = []
    try:
        for name in ("a", "b"):
            directory = tmp_path_factory.mktemp(f"queue-{name}")
            process = ServiceProcess(redis_server.url, log=directory / "osmica.log", env=QUEUE_ENV)
            started.append(process.start())
        yield started
    finally:
        for process in started:
            process.stop()


@pytest.fixture(scope="module")
def app(redis_server: RedisServer) -> tuple[str, str]:
    return new_app(redis_server.url, "quick match")


@pytest.fixture
def clients(replicas: list[ServiceProcess], app: tuple[str, str]) -> Iterator[list[httpx.Client]]:
    headers = {"X-Api-Key": app[1]}
    with (
        httpx.Client(base_url=replicas[0].base_url, timeout=60, headers=headers) as a,
        httpx.Client(base_url=replicas[1].base_url, timeout=60, headers=headers) as b,
    ):
        yield [a, b]


def players(n: int) -> list[str]:
    """Player ids no other test uses (a player holds one searching ticket per app)."""
    tag = secrets.token_hex(4)
    return [f"p-{tag}-{i}" for i in range(n)]


def queue(client: httpx.Client, player: str, variant: str = "crazy-eights", **body: Any) -> str:
    response = client.post(f"/v1/{variant}/queue", json={"player": player, "players": 2, **body})
    assert response.status_code == 202, response.text
    answer = response.json()
    assert answer["status"] == "searching" and response.headers["location"] == f"/v1/queue/{answer['ticket']}"
    return str(answer["ticket"])


def poll(client: httpx.Client, ticket: str, wait: int = 5) -> dict[str, Any]:
    response = client.get(f"/v1/queue/{ticket}", params={"wait": wait})
    assert response.status_code == 200, response.text
    return response.json()  # type: ignore[no-any-return]


def until_ended(client: httpx.Client, ticket: str) -> dict[str, Any]:
    """Poll (keeping the ticket alive) until it is no longer searching; a minute at most."""
    for _ in range(12):
        status = poll(client, ticket)
        if status["status"] != "searching":
            return status
    raise AssertionError(f"still searching: {status}")


def all_ended(*polled: tuple[httpx.Client, str]) -> list[dict[str, Any]]:
    """:func:`until_ended` of each (client, ticket) at once: every holder keeps polling."""
    with ThreadPoolExecutor(len(polled)) as pool:
        return list(pool.map(lambda p: until_ended(*p), polled))


def stored(redis_server: RedisServer, game_id: str) -> Record | None:
    raw = redis_server.client().hget(game_key(game_id), "rec")
    return None if raw is None else msgspec.msgpack.decode(raw, type=Record)


def arrival(redis_server: RedisServer, app_id: str, ticket: str) -> int:
    return int(redis_server.client().hget(ticket_key(app_id, ticket_id(ticket)), "at"))


def set_ordinal(redis_server: RedisServer, app_id: str, variant: str, player: str, ordinal: float) -> None:
    """Give ``player`` a rating whose ordinal is ``ordinal`` (sigma a new player's)."""
    sigma = 25 / 3
    rating = Rating(mu=ordinal + 3 * sigma, sigma=sigma, matches=1, wins=0)
    redis_server.client().hset(ratings_key(app_id, variant), player, rating.encode())


def test_two_players_on_two_replicas_get_one_rated_match_with_their_seats(
    clients: list[httpx.Client], redis_server: RedisServer
) -> None:
    a, b = clients
    ana, bo = players(2)
    first = queue(a, ana)
    second = queue(b, bo)
    one, two = all_ended((b, first), (a, second))
    assert one["status"] == two["status"] == "matched"
    assert one["game_id"] == two["game_id"] and one["variant"] == "crazy-eights"
    assert {one["seat"], two["seat"]} == {0, 1}
    view = a.get(f"/v1/crazy-eights/games/{one['game_id']}", headers={"Authorization": f"Bearer {one['token']}"})
    assert view.status_code == 200, view.text
    assert view.json()["seat"] == one["seat"]
    seated = view.json()["seat_players"]
    assert seated[one["seat"]] == ana and seated[two["seat"]] == bo
    record = stored(redis_server, one["game_id"])
    assert record is not None and record.rated and not any(record.bots)
    assert poll(a, first, wait=0) == one  # asked again, the same answer


def test_the_access_log_never_writes_a_ticket(clients: list[httpx.Client], replicas: list[ServiceProcess]) -> None:
    (player,) = players(1)
    ticket = queue(clients[0], player, players=4)
    assert clients[0].delete(f"/v1/queue/{ticket}").status_code == 200
    line = '"method":"DELETE","route":"/v1/queue/{ticket}","path":"/v1/queue/{ticket}"'
    wait_until(lambda: line in replicas[0].log_since(), 60, "the cancel's access log line")
    logged = replicas[0].log_since()
    secret = ticket.split("_", 3)[3]  # qt_app_<hex>_<secret>: the secret itself may hold an underscore
    assert ticket not in logged and secret not in logged


def test_every_ticket_ends_in_exactly_one_match_under_concurrency(
    clients: list[httpx.Client], redis_server: RedisServer
) -> None:
    names = players(42)

    def arrive(i: int) -> str:
        return queue(clients[i % 2], names[i], players=3, options={"hand_size": 5})

    with ThreadPoolExecutor(len(names)) as pool:
        tickets = list(pool.map(arrive, range(len(names))))
        statuses = list(pool.map(lambda i: until_ended(clients[(i + 1) % 2], tickets[i]), range(len(names))))
    assert all(s["status"] == "matched" for s in statuses)
    tables: dict[str, list[int]] = {}
    for status in statuses:
        tables.setdefault(status["game_id"], []).append(status["seat"])
    assert len(tables) == 14 and all(sorted(seats) == [0, 1, 2] for seats in tables.values())
    seated = []
    for game_id in tables:
        record = stored(redis_server, game_id)
        assert record is not None and record.rated
        seated += record.seat_players
    assert sorted(seated) == sorted(names)  # no one twice, no one lost
    for ticket, status in zip(tickets, statuses, strict=True):
        assert poll(clients[0], ticket, wait=0) == status  # each ticket's one answer, on either replica


def test_a_window_widens_with_the_wait(clients: list[httpx.Client], redis_server: RedisServer, app: Any) -> None:
    app_id = app[0]
    low, high, near = players(3)
    set_ordinal(redis_server, app_id, "nags", high, 2.0)
    set_ordinal(redis_server, app_id, "nags", near, 0.5)
    far = queue(clients[0], low, variant="nags")
    other = queue(clients[1], high, variant="nags")
    one, two = all_ended((clients[0], far), (clients[1], other))
    assert one["status"] == two["status"] == "matched" and one["game_id"] == two["game_id"]
    record = stored(redis_server, one["game_id"])
    assert record is not None
    waited = record.created - max(arrival(redis_server, app_id, far), arrival(redis_server, app_id, other))
    assert waited >= (2.0 - WINDOW_BASE) / WINDOW_PER_S * 1000  # a spread of 2 fits both windows only then
    # within the window at once: a player 0.5 above a new one is seated without waiting for it to widen
    (fresh,) = players(1)
    first, second = queue(clients[0], fresh, variant="nags"), queue(clients[1], near, variant="nags")
    one, two = all_ended((clients[1], first), (clients[0], second))
    assert one["game_id"] == two["game_id"]


def test_bots_fill_the_table_after_the_wait_and_leave_others_waiting(
    clients: list[httpx.Client], redis_server: RedisServer, app: Any
) -> None:
    hasty, patient = players(2)
    body = {"players": 3, "options": {"hand_size": 6}}
    quick = queue(clients[0], hasty, variant="switch", bots_after_s=1, **body)
    slow = queue(clients[1], patient, variant="switch", **body)
    with ThreadPoolExecutor(1) as pool:
        waited = pool.submit(poll, clients[0], slow, 3)  # its holder waits meanwhile
        status = until_ended(clients[1], quick)
        assert waited.result()["status"] == "searching"  # it asked for players only
    assert status["status"] == "matched"
    record = stored(redis_server, status["game_id"])
    assert record is not None and not record.rated
    assert sorted(record.bots) == ["", "greedy", "greedy"] and record.seat_players[status["seat"]] == hasty
    assert record.created - arrival(redis_server, app[0], quick) >= 1000
    view = clients[0].get(
        f"/v1/switch/games/{status['game_id']}", headers={"Authorization": f"Bearer {status['token']}"}
    )
    assert view.status_code == 200 and view.json()["seat"] == status["seat"]
    assert clients[0].delete(f"/v1/queue/{slow}").json()["status"] == "cancelled"


def test_a_cancel_before_the_match_wins_and_the_table_is_dropped(
    clients: list[httpx.Client], redis_server: RedisServer, app: Any
) -> None:
    a, b = clients
    names = players(2)
    tickets = [queue(a, p, players=3) for p in names]  # two of three seats: no table forms by itself
    assert b.delete(f"/v1/queue/{tickets[0]}").json()["status"] == "cancelled"  # the cancel comes first...
    game_id = asyncio.run(seat_now(redis_server, app[0], tickets))  # ...then a pass that had seen both
    assert game_id is None
    assert poll(a, tickets[1], wait=0)["status"] == "searching"
    assert poll(a, tickets[0], wait=0)["status"] == "cancelled"
    assert b.delete(f"/v1/queue/{tickets[1]}").json()["status"] == "cancelled"


def test_a_match_before_the_cancel_wins_and_the_cancel_is_refused(
    clients: list[httpx.Client], redis_server: RedisServer, app: Any
) -> None:
    a, b = clients
    names = players(2)
    tickets = [queue(a, p, players=3) for p in names]
    game_id = asyncio.run(seat_now(redis_server, app[0], tickets))  # the pass comes first...
    assert game_id is not None and stored(redis_server, game_id) is not None
    refused = b.delete(f"/v1/queue/{tickets[0]}")  # ...then the cancel
    assert refused.status_code == 409 and refused.json()["code"] == "already_matched"
    assert [poll(b, t, wait=0)["game_id"] for t in tickets] == [game_id, game_id]


async def seat_now(redis_server: RedisServer, app_id: str, tickets: list[str]) -> str | None:
    """What a pass does with a table it planned of ``tickets`` and one bot: create the match, then mark them."""
    settings = Settings(redis_url=redis_server.url)
    store = Store(connect(redis_server.url, 5.0), settings.game_ttl)
    try:
        queue = Queue(Context(store, settings))
        table = Table([Waiting(ticket_id(t), 0.0, 0, -1) for t in tickets], bots=1)
        return await queue.seat(app_id, get("crazy-eights"), 3, get("crazy-eights").options_type(), table)
    finally:
        await store.close()


def test_a_ticket_whose_holder_stops_polling_expires(clients: list[httpx.Client]) -> None:
    a, b = clients
    kept, dropped = players(2)
    alive = queue(a, kept, players=4)
    gone = queue(b, dropped, players=4)
    assert poll(a, alive, wait=IDLE_S + 1)["status"] == "searching"  # a poll held past the idle time
    assert poll(b, gone, wait=0)["status"] == "expired"
    assert b.delete(f"/v1/queue/{gone}").json()["status"] == "expired"
    again = queue(b, dropped, players=4)  # an expired ticket no longer holds its player
    assert a.delete(f"/v1/queue/{again}").json()["status"] == "cancelled"
    assert a.delete(f"/v1/queue/{alive}").json()["status"] == "cancelled"


def test_a_long_poll_answers_when_the_table_forms(clients: list[httpx.Client]) -> None:
    a, b = clients
    first, second = players(2)
    ticket = queue(a, first, variant="super-crazy-eights")
    with ThreadPoolExecutor(1) as pool:
        started = time.monotonic()
        waiting = pool.submit(poll, b, ticket, 30)
        time.sleep(0.5)
        queue(a, second, variant="super-crazy-eights")
        status = waiting.result()
    assert status["status"] == "matched"
    assert time.monotonic() - started < 20  # woken by the match, not by the end of its 30 s wait


def test_refusals(clients: list[httpx.Client], replicas: list[ServiceProcess], redis_server: RedisServer) -> None:
    a, b = clients
    (player,) = players(1)
    other_key = new_app(redis_server.url, "another front end")[1]
    ticket = queue(a, player, players=4)
    twice = b.post("/v1/crazy-eights/queue", json={"player": player, "players": 2})
    assert twice.status_code == 409 and twice.json()["code"] == "already_queued"
    with httpx.Client(base_url=replicas[0].base_url, timeout=30) as anonymous:
        keyless = anonymous.post("/v1/crazy-eights/queue", json={"player": "x", "players": 2})
        assert keyless.status_code == 401 and keyless.json()["code"] == "api_key_required"
        assert anonymous.get(f"/v1/queue/{ticket}").json()["status"] == "searching"  # the ticket is the secret
        foreign = anonymous.get(f"/v1/queue/{ticket}", headers={"X-Api-Key": other_key})
        assert foreign.status_code == 404 and foreign.json()["code"] == "ticket_unknown"
        unknown = anonymous.delete(f"/v1/queue/{ticket[:-4]}AAAA")
        assert unknown.status_code == 404 and unknown.json()["code"] == "ticket_unknown"
        assert anonymous.get("/v1/queue/not-a-ticket").status_code == 400
        assert anonymous.delete(f"/v1/queue/{ticket}").json()["status"] == "cancelled"
    bad = [
        {"player": "x", "players": 9},
        {"player": "x", "players": 2, "options": {"hand_size": "5"}},
        {"player": "x", "players": 2, "rated": True},
        {"player": "x y", "players": 2},
        {"player": "x", "players": 2, "bots_after_s": 601},
    ]
    for body in bad:
        refused = a.post("/v1/crazy-eights/queue", json=body)
        assert refused.status_code == 400 and refused.json()["code"] == "validation_error", body
    unfit = a.post("/v1/crazy-eights/queue", json={"player": "x", "players": 2, "options": {"first_dealer": 5}})
    assert unfit.status_code == 400 and unfit.json()["code"] == "invalid_options", unfit.text


def w(ticket: str, ordinal: float, since: int = 0, bots_after: int = -1) -> Waiting:
    return Waiting(ticket, ordinal, since, bots_after)


def test_the_window_widens_linearly_to_its_cap() -> None:
    assert window(0) == WINDOW_BASE
    assert window(4000) == WINDOW_BASE + 4 * WINDOW_PER_S
    assert window(10**9) == 50.0


def test_a_table_forms_only_within_every_ones_window() -> None:
    a, b = w("a", 0.0), w("b", 3.0, since=2000)
    assert plan([a, b], 2, now=2000) == []  # b has just arrived: its window is 1
    assert plan([a, b], 2, now=6000) == [Table([a, b])]  # both have waited 4 s or more: windows 3 and 4
    c = w("c", 2.5, since=0)
    tables = plan([a, b, c], 2, now=6000)
    assert tables == [Table([a, c])]  # the oldest is seated first, with its closest: b waits for another


def test_the_oldest_ticket_is_seated_first_with_its_nearest() -> None:
    tickets = [w("a", 10.0, since=0), w("b", 10.4, since=500), w("c", 9.8, since=900), w("d", 10.1, since=950)]
    tables = plan(tickets, 2, now=1000)
    assert tables[0] == Table([tickets[0], tickets[3]])
    assert tables[1] == Table([tickets[2], tickets[1]])


def test_a_large_pool_is_planned_as_one_ticket_at_a_time_would_be() -> None:
    """The plan of a backlog (found by bisection) is the plan the docstring describes, checked against that
    description written out plainly over a few thousand tickets of random ratings and ages."""
    rng = random.Random(5)
    for players in (2, 3, 4):
        tickets = [w(f"t{i}", round(rng.gauss(20, 8), 1), since=rng.randrange(0, 30_000)) for i in range(1200)]
        now = 30_000
        expected: list[Table] = []
        ordered = sorted(tickets, key=lambda t: (t.ordinal, t.since, t.tid))
        for ticket in sorted(tickets, key=lambda t: (t.since, t.tid)):
            if ticket not in ordered:
                continue
            at = ordered.index(ticket)
            groups = [ordered[f : f + players] for f in range(max(0, at - players + 1), at + 1)]
            fitting = [g for g in groups if len(g) == players and spread_fits(g, now)]
            if fitting:
                best = min(fitting, key=lambda g: g[-1].ordinal - g[0].ordinal)  # the first of equal spreads
                expected.append(Table(best))
                for t in best:
                    ordered.remove(t)
        tables = plan(tickets, players, now)
        assert tables == expected
        seated = [t.tid for table in tables for t in table.tickets]
        assert len(seated) == len(set(seated))


def spread_fits(group: list[Waiting], now: int) -> bool:
    spread = group[-1].ordinal - group[0].ordinal
    return all(spread <= window(now - t.since) for t in group)


def test_bots_take_the_seats_nobody_waits_for() -> None:
    a, b, c = w("a", 0.0, 0, 1000), w("b", 0.5, 0, 1000), w("c", 0.2, 0, -1)
    tables = plan([a, b, c], 4, now=1500)
    assert tables == [Table([a, b], bots=2)]  # c waits for players only
    assert plan([a, b, c], 4, now=900) == []  # before the wait is over, no bot
