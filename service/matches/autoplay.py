"""Moves the server makes for a seat: a bot seat's bot, the house bot for a resigned seat of a table of three
or more or for an abandoned seat, and the move for a seat whose turn clock ran out (:func:`time_out`).

After every accepted action, :func:`play_for_seats` lets the house bot (``engine.bots.decide`` at level
``greedy``) play each turn that falls to a seat the server plays, until the turn reaches a seat of a player
or the match ends. It runs inside the same request and the same atomic commit as the action that handed the
bot its turn. Each of its moves is stored in the replay's ``actions`` with ``by: "bot"``, and the events of a
bot move that concern the seat it moved for carry ``"bot": true`` (:func:`mark`, which ``osmica verify`` applies
the same way); an event the move causes for another seat (a player's automatic pass) does not.

Every generator of a move the server makes (a bot's, a timeout's) comes from :func:`move_seed`: a keyed hash of
the match's seed, a label naming what the generator is for, the version and the seat. The deal's shuffle uses
the seed itself, so no bot's random choices (its guess at the hidden cards among them) follow the shuffle's,
and a seeded match still plays the same on every run.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from collections.abc import Sequence
from typing import Any, cast

import msgspec

from engine.bots import Level, bot_rng, decide, time_budget
from engine.clock import abandoned_seats, played
from engine.clock import time_out as clock_time_out
from engine.events import Event
from engine.registry import Variant
from engine.resign import resigned_seats
from engine.rng import SEED_LIMIT

HOUSE_BOT: Level = "greedy"
"""The level of the house bot."""
EXPERT_PLAYOUTS = 24
"""Rounds an ``expert`` bot seat of a seeded match searches per move (a fixed count: the match plays the same
every time; about 10 to 40 ms a move on one core of a small machine)."""
TURN_MOVES = 64
"""The most moves the house bot makes for a timed-out seat that keeps the turn."""


def mark(events: Sequence[Event], seat: int) -> list[Event]:
    """The events of a move the server made for ``seat``: those that concern ``seat`` with ``"bot": true``, the
    others (what the move caused for another seat, or for none) as they are."""
    return [msgspec.structs.replace(e, data={**e.data, "bot": True}) if e.seat == seat else e for e in events]


def move_seed(seed: int, label: str, version: int, seat: int) -> int:
    """The seed of the generator for a move the server makes for ``seat`` at ``version`` of a match dealt from
    ``seed``: HMAC-SHA256 keyed with the match's seed over the label, version and seat, reduced to a 63-bit
    seed. Without the key the seeds of the moves of a match cannot be told from random ones, and none of them
    is the seed of the shuffle."""
    digest = hmac.new(seed.to_bytes(8, "big"), f"osmica-move|{label}|{version}|{seat}".encode(), hashlib.sha256)
    return int.from_bytes(digest.digest()[:8], "big") % SEED_LIMIT


def level_of(state: Any, seat: int, bots: Sequence[str] = ()) -> Level | None:
    """The bot level that plays ``seat`` now: its bot seat's, the house bot's once it resigned or was abandoned,
    else None."""
    if bots and bots[seat]:
        return cast(Level, bots[seat])
    return HOUSE_BOT if resigned_seats(state)[seat] or abandoned_seats(state)[seat] else None


def server_seat(state: Any, seat: int, bots: Sequence[str] = ()) -> bool:
    """Whether the server plays ``seat`` now: a bot seat, or a seat that resigned or was abandoned."""
    return level_of(state, seat, bots) is not None


def play_for_seats(
    variant: Variant, state: Any, bots: Sequence[str] = (), budget: float | None = None
) -> tuple[Any, list[tuple[int, Any, list[Event]]]]:
    """The state after every turn the server plays from ``state``, and each move: (seat, action, events).
    ``bots`` holds each seat's bot level, or empty for a player's seat; ``budget`` the seconds an expert bot
    seat searches per move (None: :data:`EXPERT_PLAYOUTS` rounds)."""
    moves: list[tuple[int, Any, list[Event]]] = []
    if variant.turn(state) is not None and all(server_seat(state, s, bots) for s in range(state.players)):
        # No player is left (the last one resigned or was abandoned): the bots do not play the match out among
        # themselves; they resign in seat order until it ends, the last one left winning.
        resign = msgspec.convert({"type": "resign"}, variant.action_type)
        for bot in range(state.players):
            if variant.turn(state) is None:
                break
            if not resigned_seats(state)[bot]:
                state, events = variant.apply(state, bot, resign)
                moves.append((bot, resign, mark(events, bot)))
        return state, moves
    while (seat := variant.turn(state)) is not None and (level := level_of(state, seat, bots)) is not None:
        action = _decide(variant, state, seat, level, "bot", budget)
        state, events = variant.apply(state, seat, action)
        moves.append((seat, action, mark(events, seat)))
    return state, moves


def _decide(variant: Variant, state: Any, seat: int, level: Level, label: str, budget: float | None = None) -> Any:
    """The bot's move, its generator seeded by :func:`move_seed` under ``label``; an expert searches
    :data:`EXPERT_PLAYOUTS` rounds, or for ``budget`` seconds of wall time when one is given."""
    rng = bot_rng(move_seed(state.seed, label, state.version, seat))
    stop = None if budget is None else time_budget(time.perf_counter, budget)
    return decide(variant, state, seat, level, rng, playouts=EXPERT_PLAYOUTS, stop=stop)


def timeout_move(variant: Variant, state: Any, seat: int) -> Any:
    """The house bot's move for ``seat`` whose turn clock ran out (and for each move after it while the seat keeps
    the turn): deterministic, so ``osmica verify`` can make it again."""
    return _decide(variant, state, seat, HOUSE_BOT, "timeout")


TIMEOUT_ACTION: dict[str, Any] = {"type": "draw"}
"""What the replay lists as the action of a timeout in a variant with its own rule for it (Switch SWI-9: the
seat is made to draw)."""


def time_out(variant: Variant, state: Any, seat: int, action: Any = None) -> tuple[Any, Any, list[Event]]:
    """``seat``'s turn timed out (engine/clock.py): the state after it, the action the replay lists for it (the
    house bot's move, or :data:`TIMEOUT_ACTION` where the variant has its own rule) and its events, those of the
    move marked as the server's. ``action``: the listed action, when a replay is checked or rebuilt."""
    if action is None:
        if variant.time_out is not None:
            action = msgspec.convert(TIMEOUT_ACTION, variant.action_type)
        else:
            action = timeout_move(variant, state, seat)
    state, events = clock_time_out(variant.apply, variant.time_out, state, seat, action)
    return state, action, [events[0], *mark(events[1:], seat)]


def finish_turn(variant: Variant, state: Any, seat: int) -> tuple[Any, list[tuple[int, Any, list[Event]]]]:
    """After ``seat``'s timeout, the house bot's moves for it while it keeps the turn (a draw before a play, a
    Nags stock turn, ...), at most :data:`TURN_MOVES`: the state after them and each move."""
    moves: list[tuple[int, Any, list[Event]]] = []
    while len(moves) < TURN_MOVES and variant.turn(state) == seat and not server_seat(state, seat):
        action = timeout_move(variant, state, seat)
        state, events = variant.apply(state, seat, action)
        moves.append((seat, action, mark(events, seat)))
    return state, moves


def apply_move(variant: Variant, state: Any, seat: int, by: str, action: Any) -> tuple[Any, list[Event]]:
    """One stored move applied again, as it was made: a player's (which ends its run of timeouts), a bot's (its
    events marked) or a timeout."""
    if by == "timeout":
        state, _, events = time_out(variant, state, seat, action)
        return state, events
    state, events = variant.apply(state, seat, action)
    return (state, mark(events, seat)) if by == "bot" else (played(state, seat), events)
