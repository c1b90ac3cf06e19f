"""One digest of everything the engine computes over seeded matches, for comparing its builds (test_native.py).

    OSMICA_ENGINE=pure python -m tests.engine.native_digest [MATCHES]

prints ``{"mode": ..., "digest": ..., "steps": ...}``. For every variant and every configuration of
:data:`tests.engine.test_listed_clients.CONFIGS`, ``MATCHES`` seeded matches: a client picks one listed entry of
any seat at random (the seat to act, or an open challenge; no resignation but one, below) and the digest takes
in, byte for byte, the state after every action, the events, every seat's legal list, the view of the seat to act
and of a spectator (every seat's now and then), and the refusal (code, message, rule) of an action sent by a seat
not to act. At a table of three or more, a seat resigns after 30 actions (the house bot plays it on). Then one
match per variant between the three bot levels. Only msgspec's encodings of the engine's own results go in.

Crazy Eights' functions also take the table its rules work on (engine/variants/crazy_eights/table.py):
``tables`` and ``stored`` are digests of the same matches played through them on tables and on stored states
(:data:`TABLE_CONFIGS`, random clients and bots choosing for the seat to act, refused actions of every kind);
they must be equal, and equal in both builds.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

import msgspec

import engine
from engine.bots import LEVELS, bot_rng, decide, playable
from engine.errors import IllegalAction
from engine.registry import Variant, get
from engine.resign import is_resign
from engine.variants import crazy_eights as ce
from tests.engine.test_listed_clients import CONFIGS

TABLE_CONFIGS: list[tuple[int, ce.CrazyEightsOptions]] = [
    *CONFIGS["crazy-eights"],
    (2, ce.CrazyEightsOptions(deck_rule="pagat", draw_mode="max_n")),
    (4, ce.CrazyEightsOptions(deck_rule="pagat", draw_mode="max_n")),
    (3, ce.CrazyEightsOptions(draw_mode="single", voluntary_draw=False, stock_exhausted="reshuffle_keep_top")),
    (4, ce.CrazyEightsOptions(partnership=True, draw_mode="max_n", max_draw_cards=2, target=60)),
    (2, ce.CrazyEightsOptions(stock_exhausted="reshuffle_keep_top", hand_size=12)),
]
#: Actions every seat sends now and then in :func:`crazy_eights_match`: most of them refused, each its own way.
PROBES: list[Any] = [
    ce.DRAW,
    ce.PASS,
    ce.CrazyEightsPlay(card="8S"),
    ce.CrazyEightsPlay(card="8S", named_suit="H"),
    ce.CrazyEightsPlay(card="5H"),
    ce.CrazyEightsPlay(card="5H", named_suit="H"),
    ce.CrazyEightsPlay(card="QC"),
]

STEP_CAP = 2_000
"""Actions a match may take here; the digest covers the ones taken."""


def _refusal(variant: Variant, state: Any, seat: int, action: Any) -> bytes:
    try:
        variant.apply(state, seat, action)
    except IllegalAction as exc:
        return msgspec.json.encode([exc.code, exc.message, exc.rule])
    return b"accepted"


def play(variant: Variant, players: int, options: Any, seed: int, out: Any) -> int:
    """One random-client match into ``out`` (a hash); the actions applied."""
    chooser = random.Random(seed)
    state = variant.new_match(players, options, seed=seed)
    steps = 0
    while (turn := variant.turn(state)) is not None and steps < STEP_CAP:
        out.update(msgspec.msgpack.encode(state))
        viewers: list[int | None] = [turn, None] if steps % 16 else [*range(players), None]
        for viewer in viewers:
            out.update(msgspec.json.encode(variant.view(state, viewer)))
        listed = [(seat, a) for seat in range(players) for a in variant.legal_actions(state, seat)]
        out.update(msgspec.json.encode(listed))
        seat, action = chooser.choice([(seat, a) for seat in range(players) for a in playable(variant, state, seat)])
        if steps == 30 and players >= 3:
            seat = (turn + 1) % players
            action = variant.legal_actions(state, seat)[-1]
            assert is_resign(action)
        if steps % 5 == 0:
            out.update(_refusal(variant, state, (turn + 1) % players, variant.legal_actions(state, turn)[0]))
        state, events = variant.apply(state, seat, action)
        out.update(msgspec.msgpack.encode(events))
        steps += 1
    out.update(msgspec.msgpack.encode(state))
    return steps


def bot_match(variant: Variant, seed: int, out: Any) -> int:
    players = variant.min_players + 1 if variant.max_players > variant.min_players else variant.min_players
    state = variant.new_match(players, variant.options_type(), seed=seed)
    rng = bot_rng(seed)
    steps = 0
    while (seat := variant.turn(state)) is not None and steps < STEP_CAP:
        action = decide(variant, state, seat, LEVELS[seat % len(LEVELS)], rng, playouts=2)
        state, events = variant.apply(state, seat, action)
        out.update(msgspec.msgpack.encode(events))
        steps += 1
    out.update(msgspec.msgpack.encode(state))
    return steps


def _refusal_of(state: Any, seat: int, action: Any) -> bytes:
    try:
        ce.apply(state, seat, action)
    except IllegalAction as exc:
        return msgspec.json.encode([exc.code, exc.message, exc.rule])
    return b"accepted"


def crazy_eights_match(players: int, options: Any, seed: int, out: Any, *, tables: bool, bots: bool) -> int:
    """One Crazy Eights match through the variant's own functions (no resigning), on tables or stored states:
    a random client, or the bots (by the stored state, as the bots read it), choose for the seat to act."""
    variant = get("crazy-eights")
    chooser = random.Random(seed)
    rng = bot_rng(seed)
    stored = ce.new_match(players, options, seed=seed)
    state: Any = ce.to_table(stored) if tables else stored
    steps = 0
    while (turn := state.turn) is not None and steps < STEP_CAP:
        now = ce.to_state(state) if tables else state
        out.update(msgspec.msgpack.encode(now))
        for viewer in [turn, None] if steps % 16 else [*range(players), None]:
            out.update(msgspec.json.encode(ce.view(state, viewer)))
        out.update(msgspec.json.encode([ce.legal_actions(state, seat) for seat in range(players)]))
        out.update(msgspec.json.encode(ce.cards(state)))
        if steps % 3 == 0:
            for seat in {turn, (turn + 1) % players}:
                for probe in PROBES:
                    out.update(_refusal_of(state, seat, probe))
            out.update(_refusal_of(state, players, ce.DRAW))
            out.update(msgspec.msgpack.encode(now))  # refusals change nothing
        if bots:
            action = decide(variant, now, turn, LEVELS[turn % len(LEVELS)], rng, playouts=2)
        else:
            action = chooser.choice(ce.legal_actions(state, turn))
        state, events = ce.apply(state, turn, action)
        out.update(msgspec.msgpack.encode(events))
        steps += 1
    out.update(msgspec.msgpack.encode(ce.to_state(state) if tables else state))
    out.update(_refusal_of(state, 0, ce.DRAW))
    return steps


def crazy_eights_digest(matches: int, *, tables: bool) -> str:
    out = hashlib.sha256()
    for n, (players, options) in enumerate(TABLE_CONFIGS):
        for seed in range(1 + 100 * n, 1 + 100 * n + matches):
            crazy_eights_match(players, options, seed, out, tables=tables, bots=False)
        crazy_eights_match(players, options, 7 + n, out, tables=tables, bots=True)
    return out.hexdigest()


def digest(matches: int) -> dict[str, Any]:
    out = hashlib.sha256()
    steps = 0
    for variant_id, configs in CONFIGS.items():
        variant = get(variant_id)
        for n, (players, options) in enumerate(configs):
            for seed in range(1 + 100 * n, 1 + 100 * n + matches):
                steps += play(variant, players, options, seed, out)
        steps += bot_match(variant, 7, out)
    return {
        "mode": engine.native.MODE,
        "digest": out.hexdigest(),
        "steps": steps,
        "tables": crazy_eights_digest(matches, tables=True),
        "stored": crazy_eights_digest(matches, tables=False),
    }


if __name__ == "__main__":
    print(json.dumps(digest(int(sys.argv[1]) if len(sys.argv) > 1 else 2)))
