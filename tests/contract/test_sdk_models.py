"""Every action of every game round-trips through the SDK's models, and so does every view.

Random playouts with the engine, over each game's defaults and each other value of its enum and boolean
house rules (one at a time, as the document lists them), sample states. For every action in a sampled
``legal_actions`` (and each play again with ``announce_last``, which the lists leave out), the engine's JSON
encoding parsed by the SDK model its tag names (the discriminator mapping of openapi/openapi.json) writes back
the same JSON, and that JSON decodes to the same engine action. Each game's union must be covered whole.
Views of the seat to act and of a spectator round-trip through ``<Prefix>View`` the same way.

``claim`` is the one action ``legal_actions`` never lists: whether the seat to act may be claimed depends on the
clock and on who is connected, which the rules do not know (docs/presence.md). It is sampled on a playout of its
own, with ``disconnect_grace_s`` set: at every sampled state the next seat claims the seat to act, the engine
accepts it, and the claim and the views after it round-trip like the others.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import osmica_client.models
import pytest

from engine.errors import InvalidSetup
from engine.registry import Variant, get, variants
from engine.resign import resigned_seats
from service.wire.schemas import prefix_of
from tests.service.play import choose as choose_body

DOCUMENT = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
STEPS = 80
"""Actions per sampled playout."""


def document() -> dict[str, Any]:
    return json.loads(DOCUMENT.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def action_models(doc: dict[str, Any], variant_id: str) -> dict[str, type[Any]]:
    """Tag -> SDK model class, from the discriminator mapping of the variant's ``legal_actions``."""
    view = doc["components"]["schemas"][f"{prefix_of(variant_id)}View"]
    mapping = view["properties"]["legal_actions"]["items"]["discriminator"]["mapping"]
    return {tag: getattr(osmica_client.models, ref.rsplit("/", 1)[1]) for tag, ref in mapping.items()}


def option_sets(doc: dict[str, Any], variant_id: str) -> Iterator[dict[str, Any]]:
    """The defaults, then each other value of every enum or boolean house rule, one at a time."""
    yield {}
    options = doc["components"]["schemas"][f"{prefix_of(variant_id)}Options"]["properties"]
    for name, schema in options.items():
        boolean = schema.get("type") == "boolean" and "const" not in schema
        values = schema.get("enum") or ([True, False] if boolean else [])
        for value in values:
            if value != schema.get("default"):
                yield {name: value}


def wire(value: Any) -> Any:
    """The engine's JSON encoding of a value, as plain data."""
    return msgspec.json.decode(msgspec.json.encode(value))


def playouts(variant: Variant, options: dict[str, Any], seed: int) -> Iterator[tuple[Any, int]]:
    """(state, seat to act) along a random playout of listed entries: a play at the last-card count is listed with
    and without the call, so some plays announce a last card and some do not."""
    players = {variant.min_players, min(variant.max_players, 4)}
    for count in sorted(players):
        try:
            state = variant.new_match(count, msgspec.convert(options, variant.options_type), seed=seed)
        except InvalidSetup:
            continue
        rng = random.Random(seed)
        for _ in range(STEPS):
            seat = variant.turn(state)
            if seat is None:
                break
            yield state, seat
            state, _ = variant.apply(state, seat, choose(wire(variant.legal_actions(state, seat)), rng, variant))


def choose(listed: list[dict[str, Any]], rng: random.Random, variant: Variant) -> Any:
    """A listed entry, mostly a play (hands shrink, so last-card plays and their challenges come up)."""
    return msgspec.convert(choose_body(listed, rng), variant.action_type)


def round_trip_action(variant: Variant, models: dict[str, type[Any]], action: Any) -> str:
    encoded = wire(action)
    model = models[encoded["type"]]
    parsed = model.from_dict(encoded)
    assert parsed.to_dict() == encoded, (model.__name__, encoded)
    assert msgspec.convert(parsed.to_dict(), variant.action_type) == action
    return str(encoded["type"])


def claims(variant: Variant, models: dict[str, type[Any]], view_model: type[Any]) -> set[str]:
    """The claims of a playout with ``disconnect_grace_s`` (see the module docstring): what was sampled."""
    claim = msgspec.convert({"type": "claim"}, variant.action_type)
    seen: set[str] = set()
    for state, seat in playouts(variant, {"disconnect_grace_s": 60}, seed=7):
        claimer = (seat + 1) % state.players
        if resigned_seats(state)[claimer] or resigned_seats(state)[seat]:
            continue
        seen.add(round_trip_action(variant, models, claim))
        after, events = variant.apply(state, claimer, claim)
        assert events[0].type == "claimed" and (events[0].seat, events[0].data) == (seat, {"by": claimer})
        assert resigned_seats(after)[seat]
        for viewer in (claimer, None):
            view = wire(msgspec.structs.replace(variant.view(after, viewer), game_id="g", names=["n"]))
            assert view_model.from_dict(view).to_dict() == view
    return seen


@pytest.mark.parametrize("variant_id", list(variants()))
def test_every_action_and_view_round_trips_through_the_sdk_models(variant_id: str) -> None:
    doc = document()
    variant = get(variant_id)
    models = action_models(doc, variant_id)
    view_model = getattr(osmica_client.models, f"{prefix_of(variant_id)}View")
    seen: set[str] = set()
    for number, options in enumerate(option_sets(doc, variant_id)):
        for state, seat in playouts(variant, options, seed=number):
            for action in variant.legal_actions(state, seat):
                seen.add(round_trip_action(variant, models, action))
            for viewer in (seat, None):
                view = wire(msgspec.structs.replace(variant.view(state, viewer), game_id="g", names=["n"]))
                parsed = view_model.from_dict(view)
                assert parsed.to_dict() == view
                assert [type(a) for a in parsed.legal_actions] == [models[a["type"]] for a in view["legal_actions"]]
    seen |= claims(variant, models, view_model)
    assert seen == set(models), f"actions never sampled: {sorted(set(models) - seen)}"
