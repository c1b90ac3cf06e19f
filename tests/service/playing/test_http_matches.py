"""Complete matches played only through HTTP against a running server, checked against the engine.

Each match is driven by random legal actions read from the seats' own views. At the end the service's
result must be the engine's: the final view equals the view of a serial replay of the accepted actions from
the same seed, the stored state is that replay byte for byte, scores add up and the winners hold the best.
"""

from __future__ import annotations

import random
from typing import Any

import httpx
import msgspec
import pytest

from engine.registry import get, variants
from tests.servers import RedisServer
from tests.service.play import check_outcome, choose, create, play, replay, stored_state, wire_view

CRAZY_EIGHTS_TABLES = [
    pytest.param(2, {"target": 40}, id="two-players"),
    pytest.param(3, {"draw_mode": "single", "target": 30}, id="three-single-draw"),
    pytest.param(4, {"partnership": True, "target": 40}, id="partnership"),
    pytest.param(5, {"stock_exhausted": "reshuffle_keep_top", "deck_rule": "pagat", "target": 30}, id="reshuffle"),
    pytest.param(
        3, {"draw_mode": "max_n", "max_draw_cards": 2, "block_tie": "each_tied_full", "target": 30}, id="max-n"
    ),
]
MAX_ACTIONS = 1500
PARTIAL_ACTIONS = 120
"""Actions played of each other variant's match (defaults; its full length is the contract suite's)."""


def play_and_check(http: httpx.Client, redis_server: RedisServer, variant_id: str, players: int,
                   options: dict[str, Any], seed: int, max_actions: int) -> dict[str, Any]:  # fmt: skip
    variant = get(variant_id)
    names = [f"player {i}" for i in range(players)]
    game = create(http, variant_id, players, options=options, seed=seed, names=names)
    own_events: dict[int, dict[str, Any]] = {}

    def observe(seat: int, action: dict[str, Any], response: httpx.Response) -> None:
        for event in response.json()["events"]:
            own_events[event["seq"]] = {"seat": seat, "event": event}

    final = play(game, random.Random(seed), max_actions, observe=observe)
    assert final["version"] == len(game.history)

    state = replay(variant, players, msgspec.convert(options, variant.options_type), seed, game.history)
    assert wire_view(variant, state, None, game, names, final) == final
    for seat in range(players):
        seen = game.view(seat)
        assert wire_view(variant, state, seat, game, names, seen) == seen
    _, stored = stored_state(redis_server.client(), game)
    assert msgspec.msgpack.encode(stored) == msgspec.msgpack.encode(state)

    log = {seat: game.events(seat) for seat in [None, *range(players)]}
    total = len(own_events)
    for seat, events in log.items():
        assert [e["seq"] for e in events] == list(range(1, total + 1)), f"viewer {seat} misses events"
    for seq, mine in own_events.items():
        assert log[mine["seat"]][seq - 1] == mine["event"], "an act's events differ from the event log"
    return final


@pytest.mark.parametrize(("players", "options"), CRAZY_EIGHTS_TABLES)
def test_crazy_eights_match_to_the_end_over_http(
    http: httpx.Client, redis_server: RedisServer, players: int, options: dict[str, Any]
) -> None:
    final = play_and_check(http, redis_server, "crazy-eights", players, options, 1000 + players, MAX_ACTIONS)
    check_outcome(final)
    assert max(final["scores"]) >= final["options"]["target"]


@pytest.mark.parametrize("variant_id", list(variants()))
def test_every_variant_served_exactly_as_the_engine_plays_it(
    http: httpx.Client, redis_server: RedisServer, variant_id: str
) -> None:
    variant = get(variant_id)
    final = play_and_check(http, redis_server, variant_id, variant.min_players, {}, 77, PARTIAL_ACTIONS)
    if final["status"] == "finished":
        check_outcome(final)


def card_value(card: str) -> int:
    """CE8-10: 8 = 50, K Q J = 10, A = 1, others their pips."""
    rank = card[:-1]
    return {"8": 50, "J": 10, "Q": 10, "K": 10, "A": 1}.get(rank) or int(rank)


def test_crazy_eights_deal_scores_and_winner_follow_the_rules_over_http(http: httpx.Client) -> None:
    """The hands each seat saw just before someone went out score that deal (CE8-10, CE8-11, CE8-13)."""
    players, rng = 3, random.Random(12)
    game = create(http, "crazy-eights", players, seed=12, options={"target": 40})
    checked = 0
    current = game.view()
    while current["status"] == "playing":
        seat = current["turn"]
        views = [game.view(s) for s in range(players)]
        action = choose(views[seat]["legal_actions"], rng)
        response = game.act(seat, action)
        assert response.status_code == 200, response.text
        after = response.json()["view"]
        if len(after["deal_results"]) > len(current["deal_results"]):
            row = after["deal_results"][-1]
            if row["reason"] == "went_out":
                assert views[seat]["hand"] == [action["card"]]
                pot = sum(card_value(c) for s in range(players) if s != seat for c in views[s]["hand"])
                assert row["scores"] == [pot if s == seat else 0 for s in range(players)]
                checked += 1
        current = game.view()
    assert checked, "no deal ended by going out"
    totals = [sum(row["scores"][s] for row in current["deal_results"]) for s in range(players)]
    assert current["scores"] == totals
    assert max(totals) >= 40 and current["winners"] == [totals.index(max(totals))]
