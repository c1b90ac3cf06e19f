"""The host of a match over HTTP: its token, and a seat's token reissued (the old one refused at once, and no
concurrent action writes the old one back)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import httpx
import msgspec
import pytest

from engine import bots
from service.store.records import Record, game_key
from service.wire.errors import MatchWaiting
from tests.servers import RedisServer, ServiceProcess
from tests.service.play import choose, create, playable


def _reissue(http: httpx.Client, path: str, seat: int, token: str | None) -> httpx.Response:
    headers = {} if token is None else {"Authorization": f"Bearer {token}"}
    return http.post(f"{path}/seats/{seat}/token", headers=headers)


def test_the_host_reissues_a_seat_token_and_the_old_one_is_401(http: httpx.Client) -> None:
    game = create(http, "nags", 3, seed=12)
    host = game.created["host_token"]
    assert host not in {s["token"] for s in game.created["seats"]}
    old = game.tokens[1]
    response = _reissue(http, game.path, 1, host)
    assert response.status_code == 200, response.text
    fresh = response.json()
    assert fresh["seat"] == 1 and fresh["token"] not in (old, host)
    assert http.get(game.path, headers={"Authorization": f"Bearer {old}"}).status_code == 401
    game.tokens[1] = fresh["token"]
    assert game.view(1)["seat"] == 1 and game.view(1)["hand"]
    assert game.view(0)["seat"] == 0  # the other seats keep theirs
    seat = game.view()["turn"]
    assert game.act(seat, playable(game.view(seat)["legal_actions"])[0]).status_code == 200
    assert http.get(game.path, headers={"Authorization": f"Bearer {old}"}).status_code == 401


def test_only_the_host_token_reissues(http: httpx.Client) -> None:
    game = create(http, "crazy-eights", 2, seed=3)
    for token, code in ((None, "unauthorized"), (game.tokens[0], "unauthorized"), ("nope", "unauthorized")):
        response = _reissue(http, game.path, 0, token)
        assert response.status_code == 401 and response.json()["code"] == code
    missing = _reissue(http, game.path, 2, game.created["host_token"])
    assert missing.status_code == 404 and missing.json()["code"] == "unknown_seat"
    other = create(http, "crazy-eights", 2, seed=3)
    assert _reissue(http, other.path, 0, game.created["host_token"]).status_code == 401
    assert _reissue(http, "/v1/switch/games/" + game.game_id, 0, game.created["host_token"]).status_code == 404


def test_reissues_racing_an_action_lose_nothing(service: ServiceProcess) -> None:
    """An act and reissues of one match at once: the action stays, and exactly one of the tokens answered for the
    seat works (the one written last)."""

    async def run() -> tuple[int, list[str], dict[str, Any]]:
        async with httpx.AsyncClient(base_url=service.base_url) as client:
            created = (await client.post("/v1/crazy-eights/games", json={"players": 2, "seed": 9})).json()
            path = f"/v1/crazy-eights/games/{created['game_id']}"
            host = {"Authorization": f"Bearer {created['host_token']}"}
            auth = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
            action = playable((await client.get(path, headers=auth)).json()["legal_actions"])[0]
            issued: list[str] = []

            async def reissue() -> None:
                response = await client.post(f"{path}/seats/1/token", headers=host)
                assert response.status_code == 200, response.text
                issued.append(response.json()["token"])

            async def act() -> int:
                return (await client.post(path + "/actions", json=action, headers=auth)).status_code

            status, *_ = await asyncio.gather(act(), *(reissue() for _ in range(6)))
            return status, issued, (await client.get(path)).json()

    status, issued, final = asyncio.run(run())
    assert status == 200 and final["version"] == 1
    with httpx.Client(base_url=service.base_url) as client:
        path = f"/v1/crazy-eights/games/{final['game_id']}"
        working = [t for t in issued if client.get(path, headers={"Authorization": f"Bearer {t}"}).status_code == 200]
    assert len(issued) == 6 and len(working) == 1


@pytest.mark.parametrize("variant_id", ["switch", "nusicle"])
def test_a_created_match_answers_its_host_token_once(http: httpx.Client, variant_id: str) -> None:
    game = create(http, variant_id, 2, seed=1)
    host = game.created["host_token"]
    for body in (game.view(None), game.view(0), game.view(1), game.events(0)):
        assert host not in str(body)


# Open seats, invites, join and leave ----------------------------------------------------------------------------


def _tokens_in(body: str, tokens: list[str]) -> list[str]:
    return [t for t in tokens if t in body]


def test_open_seats_joined_from_separate_clients_never_show_another_seats_token(service: ServiceProcess) -> None:
    seats = [{"name": "ana"}, {"open": True}, {"open": True}, {"open": True}]
    with httpx.Client(base_url=service.base_url) as creator:
        response = creator.post("/v1/crazy-eights/games", json={"players": 4, "seed": 42, "seats": seats})
        assert response.status_code == 201, response.text
        created = response.json()
    assert [s["seat"] for s in created["seats"]] == [0]
    assert [i["seat"] for i in created["invites"]] == [1, 2, 3]
    assert created["view"] is None and created["waiting"]["status"] == "waiting"
    assert [s["kind"] for s in created["waiting"]["seats"]] == ["taken", "open", "open", "open"]
    path = f"/v1/crazy-eights/games/{created['game_id']}"
    bodies = [response.text]
    tokens = {0: created["seats"][0]["token"]}
    for invite in created["invites"]:
        with httpx.Client(base_url=service.base_url) as joiner:  # a device of its own
            before = joiner.get(path).json()
            assert before["status"] == "waiting" and before["legal_actions"] == []
            joined = joiner.post(path + "/join", json={"invite": invite["invite"], "name": f"p{invite['seat']}"})
            assert joined.status_code == 200, joined.text
            assert joined.json()["seat"] == invite["seat"]
            tokens[invite["seat"]] = joined.json()["token"]
            bodies.append(joined.text)
    everyone = list(tokens.values())
    assert _tokens_in(bodies[0], everyone) == [tokens[0]]
    for seat, body in zip((1, 2, 3), bodies[1:], strict=True):
        assert _tokens_in(body, everyone) == [tokens[seat]]
    assert '"waiting":null' in bodies[-1] and '"status":"playing"' in bodies[-1]  # the last join dealt
    with httpx.Client(base_url=service.base_url) as client:
        view = client.get(path).json()
        assert view["status"] == "playing" and view["names"] == ["ana", "p1", "p2", "p3"]
        for _ in range(6):  # each seat acts with its own token
            seat = client.get(path).json()["turn"]
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            legal = playable(client.get(path, headers=auth).json()["legal_actions"])
            answer = client.post(path + "/actions", json=legal[0], headers=auth)
            assert answer.status_code == 200, answer.text
            assert _tokens_in(answer.text, everyone) == []


def test_a_seeded_match_with_open_seats_deals_as_the_same_seed_with_every_seat_taken(http: httpx.Client) -> None:
    full = create(http, "switch", 3, seed=2024, names=["a", "b", "c"])
    open_ = http.post("/v1/switch/games", json={"players": 3, "seed": 2024, "seats": [{"open": True}] * 3}).json()
    path = f"/v1/switch/games/{open_['game_id']}"
    tokens = [http.post(path + "/join", json={"invite": i["invite"]}).json()["token"] for i in open_["invites"]]
    for seat in range(3):
        mine = http.get(path, headers={"Authorization": f"Bearer {tokens[seat]}"}).json()
        theirs = full.view(seat)
        assert mine["hand"] == theirs["hand"] and mine["top"] == theirs["top"]
        assert mine["stock_count"] == theirs["stock_count"] and mine["commitment"] != theirs["commitment"]


def test_a_waiting_match_refuses_actions_and_a_leave_reopens_the_seat(http: httpx.Client) -> None:
    body = {"players": 2, "seats": [{"name": "ana"}, {"open": True}]}
    created = http.post("/v1/nags/games", json=body).json()
    path = f"/v1/nags/games/{created['game_id']}"
    invite = created["invites"][0]["invite"]
    ana = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    refused = http.post(path + "/actions", json={"type": "turn_stock"}, headers=ana)
    assert refused.status_code == 409 and refused.json()["code"] == "match_waiting"
    waiting = msgspec.json.decode(refused.content, type=MatchWaiting, strict=True)  # the 409 the document types
    assert waiting.version == 0 and waiting.legal_actions is None
    assert http.get(path + "/events").json() == {"events": []}
    assert http.get(path + "/replay").status_code == 409
    bo = http.post(path + "/join", json={"invite": invite, "name": "bo"})
    assert bo.status_code == 200 and bo.json()["view"]["status"] == "playing"
    late = http.post(path + "/join", json={"invite": invite})
    assert late.status_code == 409 and late.json()["code"] == "seat_taken"
    # an invite this match never issued: every seat is taken, whatever the invite
    unknown = http.post(path + "/join", json={"invite": "no-such-invite"})
    assert unknown.status_code == 409 and unknown.json()["code"] == "not_waiting"
    assert http.post(path + "/leave", headers=ana).json()["code"] == "not_waiting"

    created = http.post("/v1/nags/games", json={"players": 3, "seats": [{"name": "ana"}] + [{"open": True}] * 2}).json()
    path = f"/v1/nags/games/{created['game_id']}"
    first = created["invites"][0]["invite"]
    joined = http.post(path + "/join", json={"invite": first}).json()
    auth = {"Authorization": f"Bearer {joined['token']}"}
    left = http.post(path + "/leave", headers=auth)
    assert left.status_code == 200 and left.json()["seat"] == 1 and left.json()["invite"] != first
    assert http.get(path, headers=auth).status_code == 401
    assert http.post(path + "/join", json={"invite": first}).json()["code"] == "invite_unknown"
    assert [s["kind"] for s in http.get(path).json()["seats"]] == ["taken", "open", "open"]
    assert http.post(path + "/join", json={"invite": left.json()["invite"]}).status_code == 200


def test_seats_are_each_one_kind_and_one_per_player(http: httpx.Client) -> None:
    for body in (
        {"players": 2, "seats": [{"name": "a"}]},
        {"players": 2, "seats": [{"name": "a", "open": True}, {"open": True}]},
        {"players": 2, "seats": [{}, {"open": True}]},
        {"players": 2, "seats": [{"name": "a"}, {"open": True}], "names": ["a", "b"]},
        {"players": 2, "seats": [{"name": "a"}, {"bot": "clever"}]},
    ):
        response = http.post("/v1/crazy-eights/games", json=body)
        assert response.status_code == 400, body


def test_twenty_clients_join_one_open_seat_and_exactly_one_wins(service: ServiceProcess) -> None:
    async def run() -> list[httpx.Response]:
        async with httpx.AsyncClient(base_url=service.base_url) as client:
            body = {"players": 3, "seats": [{"name": "ana"}, {"open": True}, {"open": True}]}
            created = (await client.post("/v1/crazy-eights/games", json=body)).json()
            path = f"/v1/crazy-eights/games/{created['game_id']}"
            invite = created["invites"][0]["invite"]
            return list(
                await asyncio.gather(*(client.post(path + "/join", json={"invite": invite}) for _ in range(20)))
            )

    answers = asyncio.run(run())
    assert sorted(a.status_code for a in answers) == [200] + [409] * 19
    assert {a.json()["code"] for a in answers if a.status_code == 409} == {"seat_taken"}


def test_joins_and_leaves_interleaved_leave_no_seat_doubled_or_lost(service: ServiceProcess) -> None:
    async def run() -> tuple[dict[str, Any], list[int]]:
        async with httpx.AsyncClient(base_url=service.base_url) as client:
            body = {"players": 6, "seats": [{"name": "host"}] + [{"open": True}] * 5}
            created = (await client.post("/v1/crazy-eights/games", json=body)).json()
            path = f"/v1/crazy-eights/games/{created['game_id']}"
            holding: list[int] = []

            async def cycle(invite: str) -> None:
                for _ in range(3):  # join, leave and join again under the new invite
                    answer = await client.post(path + "/join", json={"invite": invite})
                    assert answer.status_code == 200, answer.text
                    auth = {"Authorization": f"Bearer {answer.json()['token']}"}
                    if _ == 2:
                        holding.append(answer.json()["seat"])
                        return
                    left = await client.post(path + "/leave", headers=auth)
                    assert left.status_code == 200, left.text
                    invite = left.json()["invite"]

            await asyncio.gather(*(cycle(i["invite"]) for i in created["invites"][:4]))
            return (await client.get(path)).json(), holding

    view, holding = asyncio.run(run())
    assert view["status"] == "waiting"
    assert sorted(holding) == [1, 2, 3, 4]
    assert [s["kind"] for s in view["seats"]] == ["taken"] * 5 + ["open"]


def test_a_bot_seat_plays_within_the_request_and_the_replay_verifies(http: httpx.Client) -> None:
    from service.replays.document import Verified, verify

    body = {"players": 2, "seed": 6, "seats": [{"name": "ana"}, {"bot": "greedy"}], "options": {"target": 20}}
    created = http.post("/v1/crazy-eights/games", json=body).json()
    assert [s["seat"] for s in created["seats"]] == [0] and created["view"]["status"] == "playing"
    path = f"/v1/crazy-eights/games/{created['game_id']}"
    ana = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    rng = random.Random(6)
    bot_events = 0
    for _ in range(2000):
        view = http.get(path, headers=ana).json()
        if view["status"] == "finished":
            break
        assert view["turn"] == 0  # the bot never keeps the turn after a request
        answer = http.post(path + "/actions", json=choose(view["legal_actions"], rng), headers=ana)
        assert answer.status_code == 200, answer.text
        bot_events += sum(1 for e in answer.json()["events"] if e.get("bot"))
    assert view["status"] == "finished" and bot_events > 0
    replay = http.get(path + "/replay")
    assert isinstance(verify(replay.content), Verified)
    assert {a["by"] for a in replay.json()["actions"] if a["seat"] == 1} == {"bot"}


# Rematch ---------------------------------------------------------------------------------------------------------


def _finished(http: httpx.Client, variant_id: str, players: int, **body: Any) -> Any:
    """A match finished at once: with two players, resigning ends it."""
    game = create(http, variant_id, players, **body)
    assert game.act(1, {"type": "resign"}).status_code == 200
    assert game.view()["status"] == "finished"
    return game


@pytest.mark.parametrize("variant_id", ["crazy-eights", "switch", "super-crazy-eights", "nags", "nusicle"])
def test_a_rematch_of_every_variant_is_claimed_seat_by_seat_with_the_old_tokens(
    http: httpx.Client, variant_id: str
) -> None:
    game = _finished(http, variant_id, 2, names=["ana", "bo"])
    playing = create(http, variant_id, 2)
    refused = http.post(playing.path + "/rematch", headers=playing.auth(0))
    assert refused.status_code == 409 and refused.json()["code"] == "not_finished"
    asked = http.post(game.path + "/rematch", headers=game.auth(1))
    assert asked.status_code == 200, asked.text
    new_id = asked.json()["game_id"]
    assert http.post(game.path + "/rematch", headers=game.auth(0)).json()["game_id"] == new_id
    assert game.view()["rematch"] == new_id and game.view(0)["rematch"] == new_id
    path = f"/v1/{variant_id}/games/{new_id}"
    waiting = http.get(path).json()
    assert waiting["status"] == "waiting" and [s["kind"] for s in waiting["seats"]] == ["open", "open"]
    assert waiting["options"] == game.view()["options"]

    wrong = http.post(path + "/join", json={"from": playing.game_id}, headers=playing.auth(0))
    assert wrong.status_code == 409 and wrong.json()["code"] == "not_a_rematch"
    stranger = http.post(path + "/join", json={"from": game.game_id}, headers={"Authorization": "Bearer nope"})
    assert stranger.status_code == 401
    bo = http.post(path + "/join", json={"from": game.game_id}, headers=game.auth(1))
    assert bo.status_code == 200, bo.text
    assert bo.json()["seat"] == 0 and bo.json()["waiting"]["names"] == ["bo", ""]  # one place round
    again = http.post(path + "/join", json={"from": game.game_id}, headers=game.auth(1))
    assert again.status_code == 409 and again.json()["code"] == "seat_taken"
    ana = http.post(path + "/join", json={"from": game.game_id}, headers=game.auth(0))
    assert ana.status_code == 200 and ana.json()["seat"] == 1
    view = ana.json()["view"]
    assert view["status"] == "playing" and view["names"] == ["bo", "ana"] and view["seat"] == 1
    assert view["deal"]["dealer"] == 1  # the seat that dealt first is now ana's: bo dealt first last time
    own = {"Authorization": f"Bearer {ana.json()['token']}"}
    assert http.get(path, headers=own).json()["hand"] == view["hand"]
    assert http.get(path, headers=game.auth(0)).status_code == 401  # the old token is the old match's


def test_a_rematch_keeps_its_bots_and_its_host(http: httpx.Client) -> None:
    body = {"players": 2, "seed": 4, "seats": [{"bot": "random"}, {"name": "ana"}], "options": {"target": 10}}
    created = http.post("/v1/crazy-eights/games", json=body).json()
    path = f"/v1/crazy-eights/games/{created['game_id']}"
    ana = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    assert http.post(path + "/actions", json={"type": "resign"}, headers=ana).status_code == 200
    new_id = http.post(path + "/rematch", headers=ana).json()["game_id"]
    new_path = f"/v1/crazy-eights/games/{new_id}"
    assert [s["kind"] for s in http.get(new_path).json()["seats"]] == ["open", "bot"]
    joined = http.post(new_path + "/join", json={"from": created["game_id"]}, headers=ana).json()
    assert joined["seat"] == 0 and joined["view"]["status"] == "playing"
    host = {"Authorization": f"Bearer {created['host_token']}"}
    assert http.post(new_path + "/seats/0/token", headers=host).status_code == 200


# The public listing ----------------------------------------------------------------------------------------------


def _listing(http: httpx.Client, **params: Any) -> dict[str, Any]:
    response = http.get("/v1/super-crazy-eights/games", params={"status": "waiting", **params})
    assert response.status_code == 200, response.text
    return response.json()  # type: ignore[no-any-return]


def _listed(http: httpx.Client) -> list[str]:
    found, cursor = [], None
    while True:
        page = _listing(http, limit=2, **({} if cursor is None else {"cursor": cursor}))
        found += [g["game_id"] for g in page["games"]]
        cursor = page["next_cursor"]
        if cursor is None:
            return found


def test_the_listing_shows_waiting_public_matches_newest_first_and_drops_a_full_one(http: httpx.Client) -> None:
    seats = [{"name": "ana"}, {"open": True}, {"bot": "random"}]
    made = []
    for public in (True, False, True, True, True):
        body = {"players": 3, "seats": seats, "public": public, "options": {"deal_schedule": [3]}}
        made.append(http.post("/v1/super-crazy-eights/games", json=body).json())
    public = [m["game_id"] for m, p in zip(made, (True, False, True, True, True), strict=True) if p]
    listed = _listed(http)
    assert [g for g in listed if g in {m["game_id"] for m in made}] == public[::-1]  # newest first, no private one
    entry = next(g for g in _listing(http, limit=50)["games"] if g["game_id"] == public[-1])
    assert entry["names"] == ["ana", "", "random bot"] and entry["open_seats"] == [1]
    assert entry["options"]["deal_schedule"] == [3] and entry["created"].endswith("Z")
    assert "token" not in str(entry) and "invite" not in str(entry)

    full = made[0]
    path = f"/v1/super-crazy-eights/games/{full['game_id']}"
    assert http.post(path + "/join", json={"invite": full["invites"][0]["invite"]}).status_code == 200
    assert full["game_id"] not in _listed(http)
    assert http.get("/v1/super-crazy-eights/games", params={"status": "playing"}).status_code == 400
    assert http.get("/v1/super-crazy-eights/games", params={"status": "waiting", "cursor": "x"}).status_code == 400


def test_bots_alone_do_not_play_a_match_out(http: httpx.Client) -> None:
    """A table of bots only is refused; when its last player resigns, its bots resign in seat order."""
    only_bots = {"players": 2, "seats": [{"bot": "random"}, {"bot": "greedy"}]}
    assert http.post("/v1/nags/games", json=only_bots).status_code == 400
    body = {"players": 3, "seed": 8, "seats": [{"name": "ana"}, {"bot": "random"}, {"bot": "greedy"}]}
    created = http.post("/v1/nags/games", json=body).json()
    path = f"/v1/nags/games/{created['game_id']}"
    ana = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    answer = http.post(path + "/actions", json={"type": "resign"}, headers=ana)
    assert answer.status_code == 200, answer.text
    view = answer.json()["view"]
    assert view["status"] == "finished" and view["winners"] == [2]
    from service.replays.document import Verified, verify

    assert isinstance(verify(http.get(path + "/replay").content), Verified)


def test_an_expert_seat_searches_fixed_rounds_when_seeded_and_for_its_budget_otherwise(
    http: httpx.Client, redis_server: RedisServer
) -> None:
    from engine.registry import get
    from service.matches.autoplay import play_for_seats

    client = redis_server.client()
    for seed in (9, None):
        body = {"players": 2, "seats": [{"name": "ana"}, {"bot": "expert"}], **({"seed": seed} if seed else {})}
        created = http.post("/v1/switch/games", json=body).json()
        record = msgspec.msgpack.decode(client.hget(game_key(created["game_id"]), "rec"), type=Record)
        assert record.seeded is (seed is not None)
    # the budget decides the search: spent at once, the expert plays greedy's move; a fixed count can overrule it
    variant, rng, overruled = get("nusicle"), random.Random(4), 0
    for seed in range(40):
        state = variant.new_match(2, variant.options_type(), seed=seed)
        for _ in range(rng.randrange(1, 20)):
            seat = variant.turn(state)
            state, _ = variant.apply(state, seat, rng.choice(bots.playable(variant, state, seat)))
        seat = variant.turn(state)
        levels = ["expert" if s == seat else "" for s in range(2)]
        (_, spent, _), *_ = play_for_seats(variant, state, levels, budget=-1.0)[1]
        (_, greedy, _), *_ = play_for_seats(variant, state, ["greedy" if b else "" for b in levels])[1]
        (_, searched, _), *_ = play_for_seats(variant, state, levels)[1]
        assert spent == greedy
        overruled += searched != greedy
    assert overruled > 0
