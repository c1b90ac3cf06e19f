"""The Python SDK's handle plays a seat's part in a ``fairness: "players"`` match itself: ``Osmica.create`` and
``join`` make the client seed, commit to it and keep it; ``join`` and ``view`` reveal it once the table is full;
the match deals, is played to the end and its replay verifies with every kept seed at its seat."""

from __future__ import annotations

import hashlib

import httpx
from osmica_client.game import Osmica, seed_key
from osmica_client.models import CrazyEightsCreate, CrazyEightsJoin, SeatSpec

from service.replays.document import Verified, verify
from tests.contract.test_sdk_game import VARIANT, play
from tests.servers import ServiceProcess


def test_the_handle_commits_keeps_and_reveals_the_seeds(service: ServiceProcess) -> None:
    seeds: dict[str, str] = {}
    osmica = Osmica(service.base_url, seeds)
    body = CrazyEightsCreate.from_dict(
        {"players": 2, "fairness": "players", "seats": [{"name": "ana"}, {"open": True}], "options": {"target": 1}}
    )
    assert isinstance(body.seats[0], SeatSpec)
    created = osmica.create(VARIANT, body)
    kept = seeds[seed_key(VARIANT, created.game_id, 0)]
    assert created.waiting.status == "waiting" and created.waiting.fairness == "players"

    first = osmica.game(VARIANT, created.game_id, token=created.seats[0].token)
    second = osmica.game(VARIANT, created.game_id)
    joined = second.join(CrazyEightsJoin(invite=created.invites[0].invite, name="bo"))
    assert joined.waiting.status == "revealing" and joined.waiting.revealed == [1]  # its own, at once
    assert seed_key(VARIANT, created.game_id, 1) in seeds
    assert first.view().status == "playing"  # seat 0's view sees the phase, reveals: the deal
    play([first, second])

    response = httpx.get(f"{service.base_url}/v1/{VARIANT}/games/{created.game_id}/replay", timeout=10)
    assert isinstance(verify(response.content), Verified)
    published = response.json()["seat_seeds"]
    assert [s["client_seed"] for s in published] == [kept, seeds[seed_key(VARIANT, created.game_id, 1)]]
    assert published[0]["seed_commitment"] == hashlib.sha256(bytes.fromhex(kept)).hexdigest()
