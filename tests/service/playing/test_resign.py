"""Resigning over HTTP in every variant: a two-player or partnership match ends at once; at a larger table the
house bot plays the resigned seat within the same request, its moves marked, and the replay still verifies."""

from __future__ import annotations

import random
from typing import Any

import httpx
import pytest

from engine.registry import variants
from service.replays.document import Verified, verify
from tests.service.play import create, play
from tests.service.replays.test_replay import HTTP_MATCHES

TABLES = HTTP_MATCHES
"""Short matches per variant (tables of three where the game allows them)."""
RESIGN = {"type": "resign"}


def _verified(http: httpx.Client, path: str) -> dict[str, Any]:
    response = http.get(path + "/replay")
    assert response.status_code == 200, response.text
    assert isinstance(verify(response.content), Verified)
    return response.json()  # type: ignore[no-any-return]


@pytest.mark.parametrize("variant_id", list(variants()))
def test_resigning_a_two_player_match_ends_it_and_the_other_seat_wins(http: httpx.Client, variant_id: str) -> None:
    game = create(http, variant_id, 2, seed=31, options=TABLES[variant_id][1])
    resigner = 1 - game.view()["turn"]  # not the seat to act: resigning is open to every seat
    assert game.view(resigner)["legal_actions"] == [RESIGN]
    response = game.act(resigner, RESIGN)
    assert response.status_code == 200, response.text
    events = response.json()["events"]
    assert [e["type"] for e in events] == ["resigned", "deal_ended", "match_ended"]
    assert events[1]["reason"] == "resigned"
    final = game.view()
    assert final["status"] == "finished" and final["winners"] == [1 - resigner]
    assert final["deal_results"][-1]["reason"] == "resigned"
    replay = _verified(http, game.path)
    assert replay["actions"] == [{"seat": resigner, "by": "player", "action": RESIGN}]


def test_resigning_in_partnership_play_hands_the_match_to_the_other_side(http: httpx.Client) -> None:
    game = create(http, "crazy-eights", 4, seed=5, options={"partnership": True})
    response = game.act(1, RESIGN)
    assert response.status_code == 200, response.text
    assert response.json()["view"]["winners"] == [0, 2]
    _verified(http, game.path)


@pytest.mark.parametrize("variant_id", [v for v, (players, _) in TABLES.items() if players >= 3])
def test_a_resigned_seat_is_played_by_the_house_bot_in_the_same_request(http: httpx.Client, variant_id: str) -> None:
    players, options = TABLES[variant_id]
    game = create(http, variant_id, players, seed=77, options=options)
    resigner = game.view()["turn"]
    response = game.act(resigner, RESIGN)
    assert response.status_code == 200, response.text
    result = response.json()
    events, view = result["events"], result["view"]
    assert events[0] == {"seq": 1, "type": "resigned", "seat": resigner}
    bot_events = events[1:]
    assert bot_events and all(e.get("bot") is True for e in bot_events)
    assert any(e["seat"] == resigner for e in bot_events)
    assert view["resigned"] == [s == resigner for s in range(players)] and view["legal_actions"] == []
    assert view["turn"] != resigner and view["status"] == "playing"

    refused = game.act(resigner, RESIGN)
    assert refused.status_code == 409 and refused.json()["code"] == "seat_resigned"
    assert refused.json()["legal_actions"] == []

    final = play(game, random.Random(3), 3000)
    assert final["status"] == "finished"
    replay = _verified(http, game.path)
    by_bot = [a for a in replay["actions"] if a["by"] == "bot"]
    assert by_bot and {a["seat"] for a in by_bot} == {resigner}
    assert all(a["seat"] != resigner for a in replay["actions"] if a["by"] == "player" and a["action"] != RESIGN)
