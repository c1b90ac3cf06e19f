"""``osmica verify`` checks who made each move against the replayed match, not only what the move was.

Matches are played here as the service plays them (service/matches/autoplay.py): players' moves, bot seats, a resigned
seat's house bot, timeouts and the house bot's moves that finish a timed-out turn. Their replay documents verify;
relabelling one move's origin, or changing what a timeout did, is named at that move.
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest

from engine.bots import bot_rng, decide
from engine.registry import Variant, get
from service.edge.openapi.examples import SHORT
from service.matches.autoplay import apply_move, finish_turn, play_for_seats, server_seat, time_out
from service.replays.document import Mismatch, Verified, replay_document, verify

Entry = tuple[int, str, Any]


def short(variant: Variant, **options: Any) -> Any:
    """The variant's options with a turn clock, and one short deal where the game allows it."""
    fields = {f.name for f in msgspec.structs.fields(variant.options_type)}
    short = {**SHORT, "deal_schedule": (7,)}  # one deal of seven cards each
    return variant.options_type(**{k: v for k, v in short.items() if k in fields}, **options)


def served(
    variant: Variant, players: int, options: Any, seed: int, bots: list[str], resign: int | None = None
) -> tuple[Any, list[Any], list[Entry]]:
    """A match played to its end as the service plays it: every seventh of the first hundred turns times out, the others
    the greedy bot's choices; ``resign`` resigns at its first turn. Returns the final state, the events and
    the moves (seat, by, action)."""
    state = variant.new_match(players, options, seed=seed)
    events: list[Any] = []
    moves: list[Entry] = []

    def server_moves() -> None:
        nonlocal state
        state, made = play_for_seats(variant, state, bots)
        for seat, action, caused in made:
            moves.append((seat, "bot", action))
            events.extend(caused)

    server_moves()
    turn = 0
    while (seat := variant.turn(state)) is not None and turn < 5000:
        turn += 1
        if seat == resign and not server_seat(state, seat, bots):
            action = msgspec.convert({"type": "resign"}, variant.action_type)
            state, caused = apply_move(variant, state, seat, "player", action)
            moves.append((seat, "player", action))
            events.extend(caused)
        elif turn % 7 == 3 and turn < 100:
            state, action, caused = time_out(variant, state, seat)
            moves.append((seat, "timeout", action))
            events.extend(caused)
            state, made = finish_turn(variant, state, seat)
            for s, a, c in made:
                moves.append((s, "bot", a))
                events.extend(c)
        else:
            action = decide(variant, state, seat, "greedy", bot_rng(turn))
            state, caused = apply_move(variant, state, seat, "player", action)
            moves.append((seat, "player", action))
            events.extend(caused)
        server_moves()
    assert variant.turn(state) is None
    return state, events, moves


def document(variant: Variant, state: Any, events: list[Any], moves: list[Entry], bots: list[str]) -> dict[str, Any]:
    doc = replay_document(
        variant,
        game_id="origins",
        names=[f"p{i}" for i in range(state.players)],
        bots=bots,
        nonce=bytes(32),
        deck=None,
        state=state,
        events=events,
        actions=moves,
    )
    return msgspec.json.decode(msgspec.json.encode(doc))  # type: ignore[no-any-return]


def check(doc: dict[str, Any]) -> Verified | Mismatch:
    return verify(json.dumps(doc).encode())


def relabelled(doc: dict[str, Any], index: int, by: str) -> dict[str, Any]:
    changed = json.loads(json.dumps(doc))
    changed["actions"][index]["by"] = by
    return changed


def assert_named(verdict: Verified | Mismatch, index: int) -> None:
    assert isinstance(verdict, Mismatch), verdict
    assert verdict.where.startswith(f"action {index + 1} ") or f"action {index + 1} (" in verdict.detail, verdict


@pytest.mark.parametrize("variant_id", ["switch", "crazy-eights", "nags", "super-crazy-eights", "nusicle"])
def test_a_timeouts_action_is_the_servers_and_no_other(variant_id: str) -> None:
    variant = get(variant_id)
    options = short(variant, turn_timeout_s=60, abandon_after=100)
    state, events, moves = served(variant, 2, options, 5, ["", ""])
    doc = document(variant, state, events, moves, ["", ""])
    assert isinstance(check(doc), Verified)
    index = next(i for i, (_, by, _) in enumerate(moves) if by == "timeout")
    seat = moves[index][0]
    before = variant.new_match(2, options, seed=5)
    for s, by, action in moves[:index]:
        before, _ = apply_move(variant, before, s, by, action)
    others = [
        a for a in variant.legal_actions(before, seat) if msgspec.to_builtins(a) != doc["actions"][index]["action"]
    ]
    changed = json.loads(json.dumps(doc))
    changed["actions"][index]["action"] = msgspec.to_builtins(others[0])
    assert_named(check(changed), index)
    assert_named(check(relabelled(doc, index, "player")), index)  # its events then differ: named at the latest there


def test_a_bot_seats_moves_are_the_servers_and_a_players_are_the_players() -> None:
    variant = get("crazy-eights")
    bots = ["", "greedy", ""]
    state, events, moves = served(variant, 3, short(variant, turn_timeout_s=60, abandon_after=100), 8, bots)
    doc = document(variant, state, events, moves, bots)
    assert isinstance(check(doc), Verified)
    bot_move = next(i for i, (seat, _, _) in enumerate(moves) if seat == 1)
    verdict = check(relabelled(doc, bot_move, "player"))
    assert_named(verdict, bot_move)
    assert "played by the server (a bot seat)" in verdict.detail  # type: ignore[union-attr]
    player_move = next(i for i, (seat, by, _) in enumerate(moves) if seat == 0 and by == "player")
    verdict = check(relabelled(doc, player_move, "bot"))
    assert_named(verdict, player_move)
    assert "is a player's" in verdict.detail  # type: ignore[union-attr]
    without = json.loads(json.dumps(doc))
    without["bots"] = [None, None, None]  # the bot seat claimed to be a player's
    assert_named(check(without), bot_move)


def test_a_resigned_seats_moves_are_the_house_bots() -> None:
    variant = get("switch")
    options = short(variant, turn_timeout_s=60, abandon_after=100)
    state, events, moves = served(variant, 3, options, 13, ["", "", ""], resign=2)
    doc = document(variant, state, events, moves, ["", "", ""])
    assert isinstance(check(doc), Verified)
    resigned = next(
        i for i, (seat, by, a) in enumerate(moves) if seat == 2 and msgspec.to_builtins(a)["type"] == "resign"
    )
    after = next(i for i, (seat, by, _) in enumerate(moves) if i > resigned and seat == 2 and by == "bot")
    verdict = check(relabelled(doc, after, "player"))
    assert_named(verdict, after)
    assert "resigned or abandoned" in verdict.detail  # type: ignore[union-attr]
