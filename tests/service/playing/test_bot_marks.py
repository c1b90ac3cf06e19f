"""``bot: true`` marks only the moves the server made for the event's own seat.

In a two-player Switch match against a bot, the bot's jack reverses the direction and the player's turn passes
automatically: that ``passed`` event is the player's, caused by the bot's move, and carries no ``bot`` mark.
Every event that does carry one is the bot seat's.
"""

from __future__ import annotations

import itertools

import httpx

from tests.service.play import playable


def test_a_players_automatic_pass_after_a_bots_move_is_not_marked_bot(http: httpx.Client) -> None:
    created = http.post(
        "/v1/switch/games", json={"players": 2, "seed": 0, "seats": [{"name": "ana"}, {"bot": "greedy"}]}
    ).json()
    path = f"/v1/switch/games/{created['game_id']}"
    token = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    passed_after_bot = 0
    for _ in range(200):
        view = http.get(path, headers=token).json()
        if view["status"] == "finished" or passed_after_bot:
            break
        answer = http.post(path + "/actions", json=playable(view["legal_actions"])[0], headers=token).json()
        events = answer["events"]
        for before, event in itertools.pairwise(events):
            if event["seat"] == 0 and before.get("bot"):
                passed_after_bot += 1
                assert "bot" not in event, event
    assert passed_after_bot, "no move of the bot made the player pass: choose another seed"
    for viewer in ({}, token):
        for event in http.get(path + "/events", params={"after": 0}, headers=viewer).json()["events"]:
            assert not event.get("bot") or event["seat"] == 1, event
