"""Playing matches over HTTP in tests: create a game, act as its seats, and check it against the engine.

:class:`Game` wraps one created match (its id and seat tokens); :func:`play` drives it with random
legal actions taken from the seats' own views; :func:`stored_state` reads the engine state straight from
Redis and :func:`replay` rebuilds it from the seed and the accepted actions, so a test can check that the
service applied exactly what it accepted.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

import httpx
import msgspec
import redis

from engine.match import best
from engine.registry import Variant, get
from service.store.records import Record, game_key

CARD = re.compile(r"^(10|[2-9JQKA])[SHDC]$")


@dataclass
class Game:
    client: httpx.Client
    variant: str
    game_id: str
    tokens: list[str]
    seed: int | None
    created: dict[str, Any]
    history: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    """Accepted actions in order: (seat, action body)."""

    @property
    def path(self) -> str:
        return f"/v1/{self.variant}/games/{self.game_id}"

    def auth(self, seat: int | None) -> dict[str, str]:
        return {} if seat is None else {"Authorization": f"Bearer {self.tokens[seat]}"}

    def get(self, seat: int | None = None, **headers: str) -> httpx.Response:
        return self.client.get(self.path, headers={**self.auth(seat), **headers})

    def view(self, seat: int | None = None) -> dict[str, Any]:
        response = self.get(seat)
        assert response.status_code == 200, response.text
        return response.json()  # type: ignore[no-any-return]

    def act(self, seat: int, action: dict[str, Any], **headers: str) -> httpx.Response:
        response = self.client.post(self.path + "/actions", json=action, headers={**self.auth(seat), **headers})
        if response.status_code == 200:
            self.history.append((seat, action))
        return response

    def events(self, seat: int | None = None, after: int = 0) -> list[dict[str, Any]]:
        response = self.client.get(self.path + "/events", params={"after": after}, headers=self.auth(seat))
        assert response.status_code == 200, response.text
        return response.json()["events"]  # type: ignore[no-any-return]


def create(client: httpx.Client, variant: str, players: int, **body: Any) -> Game:
    response = client.post(f"/v1/{variant}/games", json={"players": players, **body})
    assert response.status_code == 201, response.text
    created = response.json()
    assert response.headers["location"] == f"/v1/{variant}/games/{created['game_id']}"
    tokens = [s["token"] for s in sorted(created["seats"], key=lambda s: s["seat"])]
    return Game(client, variant, created["game_id"], tokens, body.get("seed"), created)


def playable(legal: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The listed actions a random client sends: all but ``resign``."""
    return [a for a in legal if a["type"] != "resign"]


def choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A random legal action, mostly a card play when there is one (matches end sooner), never ``resign``."""
    kept = playable(legal)
    plays = [a for a in kept if str(a["type"]).startswith("play")]
    return rng.choice(plays if plays and rng.random() < 0.9 else kept)


def play(game: Game, rng: random.Random, max_actions: int, observe: Any = None) -> dict[str, Any]:
    """Random legal actions by the seat to act until the match ends or ``max_actions`` were accepted.

    Returns the spectator view at the end.
    """
    current = game.view()
    for _ in range(max_actions):
        if current["status"] == "finished":
            break
        seat = current["turn"]
        legal = game.view(seat)["legal_actions"]
        assert legal, f"seat {seat} is to act but lists no action"
        action = choose(legal, rng)
        response = game.act(seat, action)
        assert response.status_code == 200, response.text
        if observe is not None:
            observe(seat, action, response)
        current = response.json()["view"]
    return game.view()


def stored_state(server_client: redis.Redis, game: Game) -> tuple[Record, Any]:
    raw = server_client.hget(game_key(game.game_id), "rec")
    assert isinstance(raw, bytes)
    record = msgspec.msgpack.decode(raw, type=Record)
    return record, msgspec.msgpack.decode(record.state, type=get(game.variant).state_type)


def replay(variant: Variant, players: int, options: Any, seed: int, history: list[tuple[int, dict[str, Any]]]) -> Any:
    state = variant.new_match(players, options, seed=seed)
    for seat, body in history:
        action = msgspec.convert(body, variant.action_type)
        state, _ = variant.apply(state, seat, action)
    return state


def without_presence(view: dict[str, Any]) -> dict[str, Any]:
    """A view without ``connected``: who is there is no part of the match (docs/presence.md), and a test's own
    reads with seat tokens connect those seats."""
    return {k: v for k, v in view.items() if k != "connected"}


def wire_view(
    variant: Variant, state: Any, seat: int | None, game: Game, names: list[str], served: dict[str, Any]
) -> dict[str, Any]:
    """The engine's view of ``state`` as the service should serve it; who is connected as ``served`` (the view the
    service served) says it, for the engine knows nothing of it (tests/service/presence/ checks it)."""
    commitment = game.created["view"]["commitment"]
    view = msgspec.structs.replace(
        variant.view(state, seat),
        game_id=game.game_id,
        names=names,
        seat_players=[None] * len(names),  # matches made without an app's key bind no player
        commitment=commitment,
        connected=served["connected"],
    )
    assert len(served["connected"]) == len(names) and all(isinstance(c, bool) for c in served["connected"])
    return msgspec.json.decode(msgspec.json.encode(view))  # type: ignore[no-any-return]


def check_outcome(view: dict[str, Any]) -> None:
    """Scores are the sums of the deal rows; the winners hold the best score."""
    assert view["status"] == "finished"
    columns = list(zip(*(row["scores"] for row in view["deal_results"]), strict=True))
    assert view["scores"] == [sum(c) for c in columns]
    assert view["winners"]
    assert set(view["winners"]) <= set(best_seats(view))


def best_seats(view: dict[str, Any]) -> list[int]:
    """The seats of the best score (per side in partnership play: both partners)."""
    sides = best(view["scores"], view["score_direction"])
    if len(view["scores"]) == view["players"]:
        return sides
    return [s for s in range(view["players"]) if s % len(view["scores"]) in sides]


def cards_in(value: Any) -> set[str]:
    """Every card code anywhere in a JSON value."""
    found: set[str] = set()
    if isinstance(value, str):
        if CARD.match(value):
            found.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            found |= cards_in(v)
    elif isinstance(value, list):
        for v in value:
            found |= cards_in(v)
    return found
