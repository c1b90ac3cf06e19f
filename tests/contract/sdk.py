"""The generated SDK (``osmica_client``, clients/python) seen per variant, for the contract tests.

:func:`sdk` finds a variant's four operation modules and its models by the names the document gives them
(``create_nags_game``, ``NagsCreate``, ...), so the tests cover every variant the registry has.
:func:`play_match` plays a whole match through the SDK alone: each turn the seat to act reads its own view
and sends one of its ``legal_actions`` back as the model it arrived as.
"""

from __future__ import annotations

import importlib
import json
import random
from dataclasses import dataclass, field
from functools import cache
from types import ModuleType
from typing import Any

from osmica_client import AuthenticatedClient, Client

from service.wire.schemas import prefix_of
from tests.service.play import choose as choose_body

SHORT_MATCHES: dict[str, dict[str, Any]] = {
    "crazy-eights": {"target": 30},
    "switch": {"target": 30},
    "super-crazy-eights": {"deal_schedule": [3, 2, 1]},
    "nags": {"deals": 2},
    "nusicle": {"deals": 2},
}
"""House rules that keep a complete match short (a variant missing here plays its defaults)."""


MODELS = ("Create", "Created", "View", "ActResult", "Options", "Replay")
"""The models every variant has, by the suffix of their names."""


@dataclass(frozen=True)
class VariantSdk:
    """One variant's operations and models in the generated package."""

    variant_id: str
    create: ModuleType
    view: ModuleType
    act: ModuleType
    events: ModuleType
    replay: ModuleType
    models: dict[str, type[Any]]
    conflict: type[Any]
    """``<Prefix>Conflict``: the typed 409 of an action."""

    def model(self, suffix: str) -> type[Any]:
        """``Create``, ``Created``, ``View``, ``ActResult``, ``Options``, ``Replay``: the variant's model of that
        name."""
        return self.models[suffix]


@cache
def sdk(variant_id: str) -> VariantSdk:
    slug, prefix = variant_id.replace("-", "_"), prefix_of(variant_id)
    models = importlib.import_module("osmica_client.models")
    return VariantSdk(
        variant_id=variant_id,
        create=importlib.import_module(f"osmica_client.api.{slug}.create_{slug}_game"),
        view=importlib.import_module(f"osmica_client.api.{slug}.get_{slug}_game"),
        act=importlib.import_module(f"osmica_client.api.{slug}.act_{slug}_game"),
        events=importlib.import_module(f"osmica_client.api.{slug}.list_{slug}_events"),
        replay=importlib.import_module(f"osmica_client.api.{slug}.get_{slug}_replay"),
        models={suffix: getattr(models, prefix + suffix) for suffix in MODELS},
        conflict=getattr(models, f"{prefix}Conflict"),
    )


def same_json(parsed: Any, content: bytes) -> bool:
    """The model the SDK parsed writes back exactly the JSON the server sent."""
    return bool(parsed.to_dict() == json.loads(content))


@dataclass
class SdkMatch:
    """A match created through the SDK: its id, a client per seat, and what was played."""

    api: VariantSdk
    base_url: str
    game_id: str
    created: Any
    seats: list[AuthenticatedClient]
    accepted: list[tuple[int, Any]] = field(default_factory=list)
    events: list[Any] = field(default_factory=list)

    def spectator(self) -> Client:
        return Client(base_url=self.base_url, raise_on_unexpected_status=True)


def create_match(base_url: str, variant_id: str, players: int, seed: int, **options: Any) -> SdkMatch:
    api = sdk(variant_id)
    body = api.model("Create")(
        players=players,
        seed=seed,
        names=[f"player {i}" for i in range(players)],
        options=api.model("Options").from_dict(options),
    )
    with Client(base_url=base_url, raise_on_unexpected_status=True) as lobby:
        response = api.create.sync_detailed(client=lobby, body=body)
    assert response.status_code == 201, response.content
    created = response.parsed
    assert isinstance(created, api.model("Created")) and same_json(created, response.content)
    assert response.headers["Location"] == f"/v1/{variant_id}/games/{created.game_id}"
    seats = [
        AuthenticatedClient(base_url=base_url, token=s.token, raise_on_unexpected_status=True)
        for s in sorted(created.seats, key=lambda s: s.seat)
    ]
    return SdkMatch(api, base_url, created.game_id, created, seats)


def choose(view: Any, rng: random.Random) -> Any:
    """A legal action of ``view`` (mostly a card play), announcing a last card where the game has that."""
    bodies = [a.to_dict() for a in view.legal_actions]
    action = view.legal_actions[bodies.index(choose_body(bodies, rng))]
    if hasattr(action, "announce_last") and view.hand is not None and len(view.hand) == 2:
        action.announce_last = True  # the play leaves one card: say so, or pay the penalty
    return action


def play_match(match: SdkMatch, rng: random.Random, max_actions: int) -> Any:
    """Play ``match`` to its end through the SDK; returns the last view (the last actor's)."""
    api, view = match.api, match.created.view
    for _ in range(max_actions):
        if view.status == "finished":
            return view
        seat = view.turn
        seen = api.view.sync_detailed(match.game_id, client=match.seats[seat])
        mine = seen.parsed
        assert seen.status_code == 200 and isinstance(mine, api.model("View")), seen.content
        assert seen.headers["ETag"] == f'"{mine.version}"' and mine.seat == seat
        assert same_json(mine, seen.content)
        action = choose(mine, rng)
        response = api.act.sync_detailed(
            match.game_id,
            client=match.seats[seat],
            body=action,
            if_match=f'"{mine.version}"',
            idempotency_key=f"turn-{mine.version}",
        )
        result = response.parsed
        assert response.status_code == 200 and isinstance(result, api.model("ActResult")), response.content
        assert same_json(result, response.content)
        assert result.view.version == mine.version + 1
        match.accepted.append((seat, action))
        match.events.extend(result.events)
        view = result.view
    raise AssertionError(f"{api.variant_id}: no end after {max_actions} actions")
