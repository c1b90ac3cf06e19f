"""Ratings over HTTP against a real Redis: every update equals the ``openskill`` package's own Plackett-Luce
computation (partners one team, a resigned seat last), applied exactly once per finished rated match, also when
the process that ended the match dies before the update; leaderboards, ``around``, histories, and apps kept apart."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest
from openskill.models import PlackettLuce

from engine.registry import get
from service.accounts.ratings import HistoryEntry, Ratings, decode_history, history_key, pending_key
from service.store.connection import connect
from service.store.store import Store
from tests.servers import START_TIMEOUT, RedisServer, ServiceProcess, wait_until
from tests.service.accounts.test_apps import new_app
from tests.service.play import Game, choose

MODEL = PlackettLuce()


class Expected:
    """The ratings a test expects, computed with the package alone from the results it caused."""

    def __init__(self) -> None:
        self.ratings: dict[str, Any] = {}
        self.matches: dict[str, int] = {}
        self.wins: dict[str, int] = {}

    def rate(self, teams: list[list[str]], ranks: list[int]) -> None:
        current = [[self.ratings.get(p) or MODEL.rating() for p in team] for team in teams]
        new = MODEL.rate(current, ranks=[float(r) for r in ranks])
        for team, rank, rated in zip(teams, ranks, new, strict=True):
            for player, rating in zip(team, rated, strict=True):
                self.ratings[player] = rating
                self.matches[player] = self.matches.get(player, 0) + 1
                self.wins[player] = self.wins.get(player, 0) + (rank == 1)

    def check(self, client: httpx.Client, variant: str, players: list[str]) -> None:
        """Once the service has applied every result (right after the answer of the act that ended each match),
        each player's rating is the package's."""

        def applied() -> bool:
            for player in players:
                got = client.get(f"/v1/players/{player}")
                if (
                    got.status_code != 200
                    or got.json()["ratings"].get(variant, {}).get("matches") != self.matches[player]
                ):
                    return False
            return True

        wait_until(applied, START_TIMEOUT, "the ratings' update")
        for player in players:
            got = client.get(f"/v1/players/{player}")
            assert got.status_code == 200, got.text
            mine = got.json()["ratings"][variant]
            want = self.ratings[player]
            assert mine["mu"] == pytest.approx(want.mu, abs=1e-9)
            assert mine["sigma"] == pytest.approx(want.sigma, abs=1e-9)
            assert mine["ordinal"] == pytest.approx(want.ordinal(), abs=1e-9)
            assert (mine["matches"], mine["wins"]) == (self.matches[player], self.wins[player])


@pytest.fixture
def app_key(redis_server: RedisServer) -> str:
    return new_app(redis_server.url, "rated")[1]


@pytest.fixture
def keyed(service: ServiceProcess, app_key: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=service.base_url, timeout=30, headers={"X-Api-Key": app_key}) as client:
        yield client


def rated(client: httpx.Client, variant: str, players: list[str], **body: Any) -> Game:
    seats = [{"name": p, "player": p} for p in players]
    response = client.post(
        f"/v1/{variant}/games", json={"players": len(players), "seats": seats, "rated": True, **body}
    )
    assert response.status_code == 201, response.text
    created = response.json()
    tokens = [s["token"] for s in sorted(created["seats"], key=lambda s: s["seat"])]
    return Game(client, variant, created["game_id"], tokens, None, created)


def resign(game: Game, seat: int) -> dict[str, Any]:
    response = game.act(seat, {"type": "resign"})
    assert response.status_code == 200, response.text
    return response.json()["view"]  # type: ignore[no-any-return]


def test_two_player_results_update_as_the_package_computes(keyed: httpx.Client) -> None:
    expected = Expected()
    rng = random.Random(7)
    for _ in range(4):
        a, b = rng.sample(["p-1", "p-2", "p-3"], 2)
        game = rated(keyed, "crazy-eights", [a, b])
        loser = rng.randrange(2)
        assert resign(game, loser)["status"] == "finished"
        winner = [a, b][1 - loser]
        expected.rate([[winner], [[a, b][loser]]], [1, 2])
        expected.check(keyed, "crazy-eights", [a, b])


def test_partners_are_one_team(keyed: httpx.Client) -> None:
    players = ["q-0", "q-1", "q-2", "q-3"]
    game = rated(keyed, "crazy-eights", players, options={"partnership": True})
    assert resign(game, 1)["status"] == "finished"
    expected = Expected()
    expected.rate([["q-0", "q-2"], ["q-1", "q-3"]], [1, 2])
    expected.check(keyed, "crazy-eights", players)


def test_a_match_played_out_with_a_resigned_seat_places_it_last(keyed: httpx.Client) -> None:
    """RULES: three players, seat 1 resigns early and the house bot plays it; the others finish the match."""
    players = ["r-0", "r-1", "r-2"]
    game = rated(keyed, "crazy-eights", players, options={"target": 1})
    resign(game, 1)
    rng = random.Random(3)
    view = game.view()
    for _ in range(2000):
        if view["status"] == "finished":
            break
        seat = view["turn"]
        response = game.act(seat, choose(game.view(seat)["legal_actions"], rng))
        assert response.status_code == 200, response.text
        view = response.json()["view"]
    assert view["status"] == "finished"
    scores = view["scores"]
    won = set(view["winners"])

    def key(seat: int) -> tuple[bool, bool, int]:
        return (seat == 1, seat not in won, scores[seat])  # crazy eights: lower is better

    keys = [key(s) for s in range(3)]
    ranks = [1 + sum(1 for k in keys if k < mine) for mine in keys]
    assert ranks[1] == 3 or (ranks[1] >= max(ranks[0], ranks[2]))
    expected = Expected()
    expected.rate([[p] for p in players], ranks)
    expected.check(keyed, "crazy-eights", players)
    history = keyed.get("/v1/players/r-1/matches").json()["matches"]
    assert history[0]["game_id"] == game.game_id and history[0]["place"] == max(ranks)


def test_an_update_is_applied_once_whatever_the_repeats(keyed: httpx.Client, redis_server: RedisServer) -> None:
    game = rated(keyed, "switch", ["s-1", "s-2"])
    resign(game, 0)
    expected = Expected()
    expected.rate([["s-2"], ["s-1"]], [1, 2])
    expected.check(keyed, "switch", ["s-1", "s-2"])
    before = keyed.get("/v1/players/s-1").json()
    assert before["ratings"]["switch"]["matches"] == 1

    async def repeat() -> list[bool]:
        store = Store(connect(redis_server.url, 10), 3600)
        record, _ = await store.load(game.game_id)
        assert record is not None
        variant = get("switch")
        state = msgspec.msgpack.decode(record.state, type=variant.state_type)
        ratings = Ratings(store.redis)
        done = await asyncio.gather(*(ratings.settle(variant, game.game_id, record, state) for _ in range(4)))
        await store.close()
        return list(done)

    assert asyncio.run(repeat()) == [True] * 4
    assert keyed.get("/v1/players/s-1").json() == before
    assert len(keyed.get("/v1/players/s-1/matches").json()["matches"]) == 1


CRASH = """
import asyncio, os, sys
import msgspec
from engine.registry import get
from service.accounts.apps import CURRENT_APP
from service.matches.context import Context
from service.playing.act import act
from service.ops.settings import Settings
from service.store.store import Store
from service.store.connection import connect

async def main(url, app, variant_id, game_id, token):
    store = Store(connect(url, 10), 3600)
    ctx = Context(store, Settings(redis_url=url))
    async def die(*args, **kwargs):
        os._exit(9)  # the process dies between the commit that ends the match and the ratings' update
    ctx.rate = die
    CURRENT_APP.set(app)
    variant = get(variant_id)
    await act(ctx, variant, game_id, "Bearer " + token, msgspec.convert({"type": "resign"}, variant.action_type))
    os._exit(0)

asyncio.run(main(*sys.argv[1:]))
"""


def test_a_replica_killed_between_the_end_and_the_update_leaves_it_to_another(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    app_id, key = new_app(redis_server.url, "crash")
    replica = ServiceProcess(redis_server.url, tmp_path / "osmica.log", env={"OSMICA_CLOCK_SWEEP": "0.05"}).start()
    try:
        with httpx.Client(base_url=replica.base_url, timeout=30, headers={"X-Api-Key": key}) as client:
            game = rated(client, "nags", ["k-1", "k-2"])
            env = {k: v for k, v in os.environ.items() if not k.startswith("OSMICA_")}
            died = subprocess.run(
                [sys.executable, "-c", CRASH, redis_server.url, app_id, "nags", game.game_id, game.tokens[0]],
                env=env,
                capture_output=True,
                timeout=120,
            )
            assert died.returncode == 9, died.stderr
            assert client.get(game.path).json()["status"] == "finished"  # the end is committed

            def applied() -> bool:
                return client.get("/v1/players/k-1").status_code == 200

            wait_until(applied, START_TIMEOUT, "the sweeper's update")
            expected = Expected()
            expected.rate([["k-2"], ["k-1"]], [1, 2])
            expected.check(client, "nags", ["k-1", "k-2"])
            assert redis_server.client().zscore(pending_key(app_id), game.game_id) is None
            assert redis_server.client().llen(history_key(app_id, "k-1")) == 1
    finally:
        replica.stop()


def test_leaderboard_pages_around_and_history(keyed: httpx.Client) -> None:
    expected = Expected()
    players = [f"b-{i}" for i in range(6)]
    games = []
    for i in range(5):  # b-5 beats b-4 beats ... : a ladder
        game = rated(keyed, "nusicle", [players[i], players[i + 1]])
        resign(game, 0)
        expected.rate([[players[i + 1]], [players[i]]], [1, 2])
        games.append(game.game_id)
    expected.check(keyed, "nusicle", players)
    order = sorted(players, key=lambda p: (-expected.ratings[p].ordinal(), p))
    pages: list[dict[str, Any]] = []
    cursor = None
    while True:
        params = {"limit": 4, **({"cursor": cursor} if cursor else {})}
        page = keyed.get("/v1/nusicle/leaderboard", params=params)
        assert page.status_code == 200, page.text
        pages.append(page.json())
        cursor = page.json()["next_cursor"]
        if cursor is None:
            break
    entries = [e for p in pages for e in p["entries"]]
    assert [e["player"] for e in entries] == order and [e["rank"] for e in entries] == list(range(1, 7))
    for e in entries:
        assert e["ordinal"] == pytest.approx(expected.ratings[e["player"]].ordinal(), abs=1e-9)
        assert e["matches"] == expected.matches[e["player"]]
    around = keyed.get("/v1/nusicle/leaderboard", params={"around": order[3], "limit": 3}).json()
    assert [e["player"] for e in around["entries"]] == order[2:5]
    assert [e["rank"] for e in around["entries"]] == [3, 4, 5]
    missing = keyed.get("/v1/nusicle/leaderboard", params={"around": "nobody"})
    assert missing.status_code == 404 and missing.json()["code"] == "player_unknown"
    both = keyed.get("/v1/nusicle/leaderboard", params={"around": order[0], "cursor": "1"})
    assert both.status_code == 400
    history = keyed.get("/v1/players/b-1/matches", params={"limit": 1})
    assert history.status_code == 200, history.text
    first = history.json()
    assert [m["game_id"] for m in first["matches"]] == [games[1]] and first["matches"][0]["place"] == 2
    second = keyed.get("/v1/players/b-1/matches", params={"limit": 1, "cursor": first["next_cursor"]}).json()
    assert [m["game_id"] for m in second["matches"]] == [games[0]] and second["next_cursor"] is None
    change = second["matches"][0]
    assert (change["seat"], change["place"], change["variant"]) == (1, 1, "nusicle")
    assert change["rating_change"] == pytest.approx(
        MODEL.rate([[MODEL.rating()], [MODEL.rating()]], ranks=[1.0, 2.0])[0][0].ordinal() - MODEL.rating().ordinal(),
        abs=1e-9,
    )


def test_players_and_boards_are_the_apps_own(
    keyed: httpx.Client, redis_server: RedisServer, service: ServiceProcess, http: httpx.Client
) -> None:
    game = rated(keyed, "crazy-eights", ["o-1", "o-2"])
    resign(game, 0)
    expected = Expected()
    expected.rate([["o-2"], ["o-1"]], [1, 2])
    expected.check(keyed, "crazy-eights", ["o-1", "o-2"])
    _, other = new_app(redis_server.url, "other")
    with httpx.Client(base_url=service.base_url, timeout=10, headers={"X-Api-Key": other}) as b:
        assert b.get("/v1/players/o-1").json()["code"] == "player_unknown"
        assert b.get("/v1/players/o-1/matches").status_code == 404
        assert b.get("/v1/crazy-eights/leaderboard").json()["entries"] == []
    for path in ("/v1/players/o-1", "/v1/players/o-1/matches", "/v1/crazy-eights/leaderboard"):
        refused = http.get(path)
        assert refused.status_code == 401 and refused.json()["code"] == "api_key_required"


def test_an_unrated_match_changes_no_rating(keyed: httpx.Client) -> None:
    response = keyed.post(
        "/v1/crazy-eights/games",
        json={"players": 2, "seats": [{"name": "u", "player": "n-1"}, {"name": "v", "player": "n-2"}]},
    )
    created = response.json()
    token = created["seats"][0]["token"]
    path = f"/v1/crazy-eights/games/{created['game_id']}"
    assert (
        keyed.post(path + "/actions", json={"type": "resign"}, headers={"Authorization": f"Bearer {token}"}).status_code
        == 200
    )
    game = rated(keyed, "crazy-eights", ["n-1", "n-2"])  # then a rated one: only it counts
    resign(game, 1)
    expected = Expected()
    expected.rate([["n-1"], ["n-2"]], [1, 2])
    expected.check(keyed, "crazy-eights", ["n-1", "n-2"])
    assert [m["game_id"] for m in keyed.get("/v1/players/n-1/matches").json()["matches"]] == [game.game_id]


def test_history_entries_round_trip() -> None:
    entry = HistoryEntry(game_id="g", variant="nags", finished_at=1, seat=0, place=2, rating_change=-0.5)
    assert decode_history((7).to_bytes(4, "big") + msgspec.msgpack.encode(entry)) == (7, entry)
