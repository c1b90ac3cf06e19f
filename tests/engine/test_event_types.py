"""Every event a game emits is one of its typed events (engine/event_types.py), for every caller's redaction.

Seeded random matches over the configurations of ``test_listed_clients``: each event, numbered and redacted
for every seat and the spectator as the service sends it, decodes strictly into the variant's event union (no
unknown field, every field of the right type). A drawn or penalty card is in the seat's own copy only.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from engine.events import redact
from engine.registry import get, variants
from tests.engine.test_listed_clients import CONFIGS

MATCHES = 12


@pytest.mark.parametrize("variant_id", list(CONFIGS))
def test_every_emitted_event_is_typed_for_every_caller(variant_id: str) -> None:
    variant = get(variant_id)
    decoder = msgspec.json.Decoder(variant.event_type, strict=True)
    seen: set[str] = set()
    for seed in range(MATCHES):
        players, options = CONFIGS[variant_id][seed % len(CONFIGS[variant_id])]
        chooser = random.Random(seed)
        state = variant.new_match(players, options, seed=seed)
        seq = 0
        while variant.turn(state) is not None:
            listed = [(s, a) for s in range(players) for a in variant.legal_actions(state, s)]
            seat, action = chooser.choice(listed)
            state, events = variant.apply(state, seat, action)
            for event in events:
                seq += 1
                for viewer in [None, *range(players)]:
                    wire: dict[str, Any] = {"seq": seq, **redact(event, viewer)}
                    typed = decoder.decode(msgspec.json.encode(wire))
                    seen.add(typed.__struct_config__.tag)  # type: ignore[attr-defined]
                    if "cards" in (event.private or {}):
                        assert (getattr(typed, "cards", None) is not None) == (viewer == event.seat)
    assert {"played", "deal_ended", "match_ended"} <= seen


def test_every_variant_has_a_tagged_event_union() -> None:
    for variant in variants().values():
        (schema,), _ = msgspec.json.schema_components([variant.event_type])
        assert schema["discriminator"]["propertyName"] == "type", variant.id
