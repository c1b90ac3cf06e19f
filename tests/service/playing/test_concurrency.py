"""Concurrency: 20 clients fire actions at one match at once, as the same seat and as different seats.

It opens with one card play sent at once by every client of the seat to act (exactly one applied, the rest
refused: stale on purpose, not by chance). Then every client loops: read its seat's view, send one of its legal
actions (or wait when it has none). Many requests race for the same version; the store's version check lets
one win and the others reload and apply again (or get 409 once the action is no longer legal). How many races
are lost depends on timing, so nothing counts on it. Afterwards: the accepted versions are exactly 1..V,
each accepted action's events appear once in the event log, and the stored state equals a serial replay of the
accepted actions from the seed.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import httpx
import msgspec

from engine.registry import get
from tests.servers import RedisServer, ServiceProcess
from tests.service.play import Game, choose, playable, replay, stored_state, wire_view

CLIENTS = 20
PLAYERS = 4
ACCEPTED = 60
OPTIONS = {"stock_exhausted": "reshuffle_keep_top", "target": 1000}


async def test_twenty_concurrent_clients_never_lose_or_double_an_action(
    service: ServiceProcess, redis_server: RedisServer
) -> None:
    variant = get("crazy-eights")
    seed = 2024
    limits = httpx.Limits(max_connections=CLIENTS + 5)
    async with httpx.AsyncClient(base_url=service.base_url, timeout=30, limits=limits) as client:
        created = await client.post(
            "/v1/crazy-eights/games", json={"players": PLAYERS, "seed": seed, "options": OPTIONS}
        )
        assert created.status_code == 201
        body = created.json()
        tokens = [s["token"] for s in body["seats"]]
        path = f"/v1/crazy-eights/games/{body['game_id']}"
        accepted: list[dict[str, Any]] = []
        refused: list[int] = []
        done = asyncio.Event()

        # First, requests made stale on purpose, whatever the timing: every client of the seat to act sends the
        # same card play, read from one view, at once. One is applied; the card has left the hand after it, so
        # every other one is refused with 409, whether it lost a race for the version or came after the winner.
        seat = (await client.get(path)).json()["turn"]
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        opening = next(a for a in (await client.get(path, headers=auth)).json()["legal_actions"] if a["type"] == "play")
        racers = CLIENTS // PLAYERS
        answers = await asyncio.gather(
            *(client.post(path + "/actions", json=opening, headers=auth) for _ in range(racers))
        )
        assert sorted(r.status_code for r in answers) == [200] + [409] * (racers - 1), [r.text for r in answers]
        for response in answers:
            if response.status_code == 200:
                result = response.json()
                accepted.append({"version": result["view"]["version"], "seat": seat, "action": opening,
                                 "events": result["events"]})  # fmt: skip
            else:
                refused.append(response.status_code)

        async def player(index: int) -> None:
            seat = index % PLAYERS
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            rng = random.Random(index)
            while not done.is_set():
                view = (await client.get(path, headers=auth)).json()
                if view["status"] == "finished":
                    done.set()
                    return
                if not playable(view["legal_actions"]):
                    await asyncio.sleep(0.02)
                    continue
                action = choose(view["legal_actions"], rng)
                response = await client.post(path + "/actions", json=action, headers=auth)
                if response.status_code == 200:
                    result = response.json()
                    accepted.append({"version": result["view"]["version"], "seat": seat, "action": action,
                                     "events": result["events"]})  # fmt: skip
                    if len(accepted) >= ACCEPTED:
                        done.set()
                else:
                    assert response.status_code == 409, response.text
                    refused.append(response.status_code)

        await asyncio.gather(*(player(i) for i in range(CLIENTS)))

        final = (await client.get(path)).json()
        logs = {}
        for seat in range(PLAYERS):
            response = await client.get(path + "/events", headers={"Authorization": f"Bearer {tokens[seat]}"})
            logs[seat] = response.json()["events"]

    assert len(refused) >= racers - 1
    versions = sorted(a["version"] for a in accepted)
    assert versions == list(range(1, final["version"] + 1)), "versions must rise by exactly one per accepted action"

    seqs = [e["seq"] for a in accepted for e in a["events"]]
    assert sorted(seqs) == list(range(1, len(logs[0]) + 1)), "each accepted action's events appear exactly once"
    for a in accepted:
        for event in a["events"]:
            assert logs[a["seat"]][event["seq"] - 1] == event

    ordered = sorted(accepted, key=lambda a: a["version"])
    history = [(a["seat"], a["action"]) for a in ordered]
    state = replay(variant, PLAYERS, msgspec.convert(OPTIONS, variant.options_type), seed, history)
    game = Game(httpx.Client(), "crazy-eights", body["game_id"], tokens, seed, body)
    record, stored = stored_state(redis_server.client(), game)
    assert msgspec.msgpack.encode(stored) == msgspec.msgpack.encode(state), "the stored state is not the serial replay"
    assert wire_view(variant, state, None, game, record.names, final) == final
