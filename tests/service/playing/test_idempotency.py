"""Idempotency records over HTTP on a real Redis: what a keyed match costs, and repeats answered byte for byte.

A record keeps only the request's digest and where its answer lies; the service rebuilds the answer from the
current state (the match is still at the version the action made) or by replaying the match's history. Both
paths are checked against the bytes of the first answers, for every variant. The memory figure is
``MEMORY USAGE`` summed over every key of the match, as Redis counts it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from engine.registry import variants
from tests.servers import RedisServer
from tests.service.play import Game, choose, create

MEMORY_BUDGET = 8 * 1024
"""Bytes a 2-player Crazy Eights match may hold in Redis after 30 keyed actions."""


@dataclass
class Answer:
    key: str
    seat: int
    action: dict[str, Any]
    status: int
    content_type: str
    body: bytes


def post(game: Game, seat: int, action: dict[str, Any], key: str) -> httpx.Response:
    return game.client.post(game.path + "/actions", json=action, headers={**game.auth(seat), "Idempotency-Key": key})


def play_keyed(game: Game, actions: int, seed: int) -> list[Answer]:
    """Up to ``actions`` random legal actions, each with a key of its own; the first answers, in order."""
    rng = random.Random(seed)
    answers = []
    current = game.view()
    for n in range(actions):
        if current["status"] == "finished":
            break
        seat = current["turn"]
        action = choose(game.view(seat)["legal_actions"], rng)
        response = post(game, seat, action, f"action-{n}")
        assert response.status_code == 200, response.text
        answers.append(Answer(f"action-{n}", seat, action, 200, response.headers["content-type"], response.content))
        current = response.json()["view"]
    return answers


def assert_replayed(game: Game, answers: list[Answer]) -> None:
    """Every key again, oldest first: the same status, type and bytes, and the match does not move."""
    before = game.view()
    for answer in answers:
        again = post(game, answer.seat, answer.action, answer.key)
        assert (again.status_code, again.headers["content-type"]) == (answer.status, answer.content_type)
        assert again.content == answer.body, f"{answer.key} answered differently the second time"
    assert game.view() == before


def match_memory(redis_server: RedisServer, game_id: str) -> dict[str, int]:
    client = redis_server.client()
    return {key.decode(): int(client.memory_usage(key)) for key in client.scan_iter(match=f"osmica:{{{game_id}}}:*")}


def test_a_keyed_crazy_eights_match_stays_small_and_replays_byte_for_byte(
    http: httpx.Client, redis_server: RedisServer
) -> None:
    game = create(http, "crazy-eights", 2, seed=42)
    answers = play_keyed(game, 30, seed=7)
    assert len(answers) == 30
    memory = match_memory(redis_server, game.game_id)
    total = sum(memory.values())
    print(f"\n2-player crazy-eights, 30 keyed actions: {total} bytes in Redis {memory}")
    assert total <= MEMORY_BUDGET, memory
    assert_replayed(game, answers)
    assert sum(match_memory(redis_server, game.game_id).values()) == total


@pytest.mark.parametrize("variant", list(variants()))
def test_every_key_replays_its_first_answer_in_every_variant(http: httpx.Client, variant: str) -> None:
    """The last action's answer comes from the current state, every older one from the replayed history."""
    low = variants()[variant].min_players
    game = create(http, variant, low + 1 if variants()[variant].max_players > low else low, seed=2024)
    answers = play_keyed(game, 40, seed=11)
    assert_replayed(game, answers)
    # another body under a used key is still refused, and the match still moves on with a new key
    first = answers[0]
    other = next(a for a in answers if a.seat == first.seat and a.action != first.action)
    reused = post(game, first.seat, other.action, first.key)
    assert (reused.status_code, reused.json()["code"]) == (422, "idempotency_key_reused")
    current = game.view()
    if current["status"] != "finished":
        seat = current["turn"]
        action = game.view(seat)["legal_actions"][0]
        fresh = post(game, seat, action, "one-more")
        assert fresh.status_code == 200
        assert post(game, seat, action, "one-more").content == fresh.content


@pytest.mark.parametrize("variant", ["crazy-eights", "nags"])
def test_keys_replay_their_first_answer_when_bots_moved_in_the_same_commits(http: httpx.Client, variant: str) -> None:
    """A bot seat's moves share the player's commit: an older key's answer is rebuilt from moves of both kinds."""
    seats = [{"name": "ana"}, {"bot": "greedy"}, {"bot": "random"}]
    game = create(http, variant, 3, seed=77, seats=seats)
    rng = random.Random(5)
    answers = []
    for n in range(12):
        current = game.view(0)
        if current["status"] == "finished":
            break
        assert current["turn"] == 0
        action = choose(current["legal_actions"], rng)
        response = post(game, 0, action, f"bots-{n}")
        assert response.status_code == 200, response.text
        answers.append(Answer(f"bots-{n}", 0, action, 200, response.headers["content-type"], response.content))
    assert any(e.get("bot") for a in answers for e in httpx.Response(200, content=a.body).json()["events"])
    assert len(answers) >= 2
    assert_replayed(game, answers)
