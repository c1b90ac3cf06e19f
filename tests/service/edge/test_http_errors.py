"""Every error of the contract, provoked over HTTP: the status, the problem ``code``, and no change to the match.

Each test snapshots the match (every seat's view, the spectator's, the event log) before the bad request and
compares after it. The rows: 400 (schema, malformed JSON, bad deck, bad options, parameters, a refused preset
deck), 401 (no token, a wrong token, another game's token), 404 (unknown game, another variant's game, unknown
variant), 409 (rules), 412 (stale ``If-Match``), 413 (oversized body), 422 (``Idempotency-Key`` reused), plus
304 on ``If-None-Match`` and 405 keeping ``Allow``. 503 has its own module (test_store_faults.py), and
``preset_deck_disabled`` is checked on a server started with that setting (test_settings_and_cli.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest

from tests.service.play import Game, create, playable, without_presence

VARIANT = "crazy-eights"


def snapshot(game: Game) -> list[Any]:
    """What every caller sees of the match, but who is connected: presence is no part of the match (the snapshot's
    own reads with seat tokens connect the seats; docs/presence.md)."""
    seats = [None, *range(len(game.tokens))]
    return [without_presence(game.view(s)) for s in seats] + [game.events(s) for s in seats]


@contextmanager
def unchanged(game: Game) -> Iterator[None]:
    before = snapshot(game)
    yield
    assert snapshot(game) == before, "a refused request changed the match"


def problem(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    body: dict[str, Any] = response.json()
    assert body["status"] == status
    assert body["code"] == code, body
    assert body["title"] and body["type"] == "about:blank"
    return body


@pytest.fixture
def game(http: httpx.Client) -> Game:
    return create(http, VARIANT, 2, seed=4242)


def legal_of(game: Game, seat: int) -> list[dict[str, Any]]:
    return game.view(seat)["legal_actions"]  # type: ignore[no-any-return]


def hand_of(game: Game, seat: int) -> list[str]:
    return game.view(seat)["hand"]  # type: ignore[no-any-return]


# 400 (`preset_deck_disabled`: test_settings_and_cli.py) -------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"players": 2, "colour": "red"}, None),
        ({"players": "two"}, "players"),
        ({"players": 1}, "players"),
        ({"players": 9}, "players"),
        ({}, None),
        ({"players": 2, "seed": -1}, "seed"),
        ({"players": 2, "seed": 2**63}, "seed"),
        ({"players": 2, "options": {"no_such_rule": True}}, None),
        ({"players": 2, "options": {"draw_mode": "sometimes"}}, None),
        ({"players": 2, "deck": ["ZZ"]}, None),
        ({"players": 2, "names": ["only one"]}, "names"),
        ({"players": 2, "names": ["", "b"]}, None),
    ],
    ids=lambda v: str(v),
)
def test_create_rejects_what_fails_the_schema(http: httpx.Client, body: dict[str, Any], field: str | None) -> None:
    body_ = problem(http.post(f"/v1/{VARIANT}/games", json=body), 400, "validation_error")
    assert body_["errors"], body_
    if field is not None:
        assert any(e.get("field") == field for e in body_["errors"]), body_


def test_create_rejects_a_deck_that_is_not_the_games_deck_with_bad_deck(http: httpx.Client) -> None:
    body = problem(http.post(f"/v1/{VARIANT}/games", json={"players": 2, "deck": ["AS"] * 52}), 400, "bad_deck")
    assert body["errors"][0]["field"] == "deck"


def test_create_rejects_impossible_options_with_the_engines_code(http: httpx.Client) -> None:
    response = http.post(f"/v1/{VARIANT}/games", json={"players": 3, "options": {"partnership": True}})
    assert response.status_code == 400
    assert response.json()["code"] in {"invalid_options", "invalid_players"}


def test_create_rejects_an_option_beyond_its_maximum(http: httpx.Client) -> None:
    response = http.post("/v1/switch/games", json={"players": 2, "options": {"target": 2**70}})
    assert response.status_code == 400 and response.json()["code"] == "validation_error"


def test_create_rejects_malformed_json(http: httpx.Client) -> None:
    response = http.post(
        f"/v1/{VARIANT}/games", content=b'{"players": 2,', headers={"content-type": "application/json"}
    )
    problem(response, 400, "validation_error")


@pytest.mark.parametrize(
    "content",
    [b'{"type": "play", "card": "8S", "named_suit": "H"', b"[]", b'{"type": "fly"}', b'{"type": "play", "card": "1S"}',
     b'{"type": "draw", "extra": 1}', b'{"card": "8S"}'],
    ids=["truncated", "array", "unknown-type", "bad-card", "unknown-field", "no-type"],
)  # fmt: skip
def test_act_rejects_bodies_that_fail_the_schema(game: Game, content: bytes) -> None:
    with unchanged(game):
        response = game.client.post(
            game.path + "/actions", content=content, headers={**game.auth(0), "content-type": "application/json"}
        )
        problem(response, 400, "validation_error")


@pytest.mark.parametrize(
    ("path", "params", "headers"),
    [
        ("/events", {"after": "-1"}, {}),
        ("/events", {"after": "soon"}, {}),
        ("", {}, {"If-None-Match": "yesterday"}),
    ],
)
def test_bad_parameters_are_400(game: Game, path: str, params: dict[str, str], headers: dict[str, str]) -> None:
    with unchanged(game):
        problem(game.client.get(game.path + path, params=params, headers=headers), 400, "validation_error")


def test_a_malformed_game_id_is_400(http: httpx.Client) -> None:
    problem(http.get(f"/v1/{VARIANT}/games/not{{a}}n-id"), 400, "validation_error")


def test_bad_if_match_and_idempotency_key_headers_are_400(game: Game) -> None:
    with unchanged(game):
        problem(game.act(0, {"type": "draw"}, **{"If-Match": "v1"}), 400, "validation_error")
        problem(game.act(0, {"type": "draw"}, **{"Idempotency-Key": "k" * 65}), 400, "validation_error")


def full_deck() -> list[str]:
    return [
        rank + suit for suit in "SHDC" for rank in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    ]


def test_a_preset_deck_deals_in_the_documented_order_and_is_flagged(http: httpx.Client) -> None:
    deck = full_deck()
    game = create(http, VARIANT, 2, deck=deck, seed=3)
    assert game.created["view"]["preset_deck"] is True
    # docs/rules: one card at a time from seat 0 (the dealer is seat 1), so seat 0 gets deck[0], deck[2], ...
    assert sorted(hand_of(game, 0)) == sorted(deck[0:14:2])
    assert sorted(hand_of(game, 1)) == sorted(deck[1:14:2])


# 401 ----------------------------------------------------------------------------------------------------------


def test_acting_without_a_token_is_401(game: Game) -> None:
    with unchanged(game):
        response = game.client.post(game.path + "/actions", json={"type": "draw"})
        problem(response, 401, "unauthorized")
        assert response.headers["www-authenticate"].lower().startswith("bearer")


@pytest.mark.parametrize("authorization", ["Bearer nonsense", "Bearer", "Basic dXNlcjpwYXNz", "token"])
def test_a_wrong_token_is_401_on_every_endpoint(game: Game, authorization: str) -> None:
    headers = {"Authorization": authorization}
    with unchanged(game):
        problem(game.client.post(game.path + "/actions", json={"type": "draw"}, headers=headers), 401, "unauthorized")
        problem(game.client.get(game.path, headers=headers), 401, "unauthorized")
        problem(game.client.get(game.path + "/events", headers=headers), 401, "unauthorized")


def test_another_games_token_is_401(http: httpx.Client, game: Game) -> None:
    other = create(http, VARIANT, 2, seed=99)
    stolen = {"Authorization": f"Bearer {other.tokens[0]}"}
    with unchanged(game):
        problem(game.client.post(game.path + "/actions", json={"type": "draw"}, headers=stolen), 401, "unauthorized")
        problem(game.client.get(game.path, headers=stolen), 401, "unauthorized")


# 404 ----------------------------------------------------------------------------------------------------------


def test_an_unknown_game_is_404(http: httpx.Client, game: Game) -> None:
    missing = f"/v1/{VARIANT}/games/AAAAAAAAAAAAAAAAAAAAAA"
    problem(http.get(missing), 404, "not_found")
    problem(http.get(missing + "/events"), 404, "not_found")
    problem(http.post(missing + "/actions", json={"type": "draw"}, headers=game.auth(0)), 404, "not_found")


@pytest.mark.parametrize(("other", "action"), [("switch", {"type": "draw"}), ("nags", {"type": "turn_stock"})])
def test_a_game_id_under_another_variant_is_404(game: Game, other: str, action: dict[str, str]) -> None:
    path = f"/v1/{other}/games/{game.game_id}"
    with unchanged(game):
        problem(game.client.get(path, headers=game.auth(0)), 404, "not_found")
        problem(game.client.get(path + "/events"), 404, "not_found")
        problem(game.client.post(path + "/actions", json=action, headers=game.auth(0)), 404, "not_found")


def test_an_unknown_variant_is_404(http: httpx.Client, game: Game) -> None:
    problem(http.get(f"/v1/poker/games/{game.game_id}"), 404, "not_found")
    problem(http.post("/v1/poker/games", json={"players": 2}), 404, "not_found")


def test_a_wrong_method_is_405_and_keeps_allow(game: Game) -> None:
    response = game.client.delete(game.path)
    problem(response, 405, "method_not_allowed")
    assert "GET" in response.headers["allow"]


# 409 ----------------------------------------------------------------------------------------------------------


def test_acting_out_of_turn_is_409_not_your_turn_with_only_resign_listed(game: Game) -> None:
    with unchanged(game):
        body = problem(game.act(1, {"type": "draw"}), 409, "not_your_turn")
    assert body["version"] == 0
    assert body["legal_actions"] == [{"type": "resign"}]


def test_a_card_not_in_hand_is_409_with_the_callers_legal_actions(game: Game) -> None:
    missing = next(c for c in full_deck() if c not in hand_of(game, 0) and not c.startswith("8"))
    with unchanged(game):
        body = problem(game.act(0, {"type": "play", "card": missing}), 409, "card_not_in_hand")
    assert body["legal_actions"] == legal_of(game, 0)
    assert body["version"] == 0
    assert "rule" not in body or isinstance(body["rule"], str)


def test_an_unmatched_card_is_409_card_does_not_match_with_its_rule(http: httpx.Client) -> None:
    game = create(http, VARIANT, 2, seed=4242)
    view = game.view(0)
    top = view["top"]
    wrong = [c for c in view["hand"] if c[-1] != top[-1] and c[:-1] != top[:-1] and not c.startswith("8")]
    if not wrong:
        pytest.skip("this deal gives seat 0 no unmatched card")
    with unchanged(game):
        body = problem(game.act(0, {"type": "play", "card": wrong[0]}), 409, "card_does_not_match")
    assert body["rule"] == "CE8-4"


def test_acting_after_the_match_is_over_is_409_match_over(http: httpx.Client) -> None:
    import random

    from tests.service.play import play

    game = create(http, VARIANT, 2, seed=8, options={"target": 1})
    final = play(game, random.Random(8), 2000)
    assert final["status"] == "finished"
    with unchanged(game):
        body = problem(game.act(0, {"type": "draw"}), 409, "match_over")
    assert body["legal_actions"] == []


# 412, 304 -----------------------------------------------------------------------------------------------------


def test_a_stale_if_match_is_412_with_the_current_version(game: Game) -> None:
    first = playable(legal_of(game, 0))[-1]
    assert game.act(0, first, **{"If-Match": '"0"'}).status_code == 200
    with unchanged(game):
        body = problem(game.act(0, legal_of(game, 0)[-1], **{"If-Match": '"0"'}), 412, "version_mismatch")
    assert body["version"] == 1


def test_etag_and_if_none_match_give_304(game: Game) -> None:
    response = game.get(0)
    assert response.headers["etag"] == '"0"'
    assert game.get(0, **{"If-None-Match": '"0"'}).status_code == 304
    assert game.get(None, **{"If-None-Match": 'W/"0"'}).status_code == 304
    assert game.get(0, **{"If-None-Match": '"5"'}).status_code == 200


# 413 ----------------------------------------------------------------------------------------------------------


def test_an_oversized_body_is_413(http: httpx.Client, game: Game) -> None:
    huge = {"players": 2, "names": ["x" * 40000, "y"]}
    problem(http.post(f"/v1/{VARIANT}/games", json=huge), 413, "payload_too_large")
    with unchanged(game):
        body = {"type": "play", "card": "8S", "named_suit": "H" + " " * 40000}
        problem(game.act(0, body), 413, "payload_too_large")


# 422 and idempotent repeats -----------------------------------------------------------------------------------


def test_a_repeated_idempotency_key_replays_and_another_body_is_422(game: Game) -> None:
    legal = legal_of(game, 0)
    first = game.act(0, legal[-1], **{"Idempotency-Key": "turn-1"})
    assert first.status_code == 200
    with unchanged(game):
        again = game.act(0, legal[-1], **{"Idempotency-Key": "turn-1"})
        assert again.status_code == 200
        assert again.content == first.content
        problem(game.act(0, legal[0], **{"Idempotency-Key": "turn-1"}), 422, "idempotency_key_reused")
    assert game.view()["version"] == 1


def test_idempotency_keys_belong_to_one_seat(game: Game) -> None:
    assert game.act(0, legal_of(game, 0)[-1], **{"Idempotency-Key": "shared"}).status_code == 200
    # the same key from another seat is another request: judged on its own (here: not that seat's turn?)
    response = game.act(1, {"type": "draw"}, **{"Idempotency-Key": "shared"})
    assert response.status_code in (200, 409)
    assert "view" not in response.json() or response.json()["view"]["seat"] == 1
