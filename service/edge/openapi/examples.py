"""Real examples for the OpenAPI document: each operation's request and responses, from one seeded match.

For every game a two-player match with seed 42 is created with the engine, exactly as the service creates
one; seat 0 (who leads) sends its first listed action and seat 1 tries to act out of turn. The bodies are the
ones the service sends for that match (views, events redacted per caller, the 409), with a fixed game id and
fixed tokens in place of the random ones. ``tests/service/edge/test_contract_reference.py`` validates every example
against its schema.
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine.errors import IllegalAction
from engine.registry import Variant
from service.matches.views import wire_event
from service.replays.document import replay_document
from service.watching.stream import sse_message
from service.wire.catalogue import Catalogue, Health
from service.wire.errors import problem
from service.wire.rules import rule_url
from service.wire.schemas import variant_schemas

SEED = 42
NAMES = ["ana", "bo"]
GAME_ID = "hQ4mZr8TqL0vXw2sNc7YbA"
TOKENS = ["s0-Vb7Jm2Qx9Lr4Tk8Wc1Pz6Hn3Gd5Fs0", "s1-Ke8Nw3Rt6Yp1Zs9Ub4Mq2Xc7Jv5Lh0"]
HOST_TOKEN = "h-Qd4Lx8Nr2Wk6Tz1Pb9Mc3Vs7Jy5Gh0"
NEW_TOKEN = "s1-Za3Hu7Lq1Xe5Wn9Rc2Tm6Kb8Fy4Dp0"
INVITE = "i-Mv2Kp8Rx4Wq7Lt1Zc9Nb3Hs6Jd5Gy0Fe8Ua2"
REMATCH_ID = "Tb6nWq1Lr9Zs4Xc8Vm2KpA"
CREATED = "2026-12-01T12:00:00.000Z"


def _data(value: Any) -> Any:
    return msgspec.to_builtins(value)


def variant_examples(variant: Variant) -> dict[str, Any]:
    """Request and response bodies of one game's operations, by name: ``create``, ``created``, ``view``,
    ``act``, ``act_result``, ``events``, ``conflict``, and the lobby's ``lobby``, ``join``, ``joined``, ``leave``,
    ``rematch``, ``reissue`` (the match of seed 42 with seat 1 left open)."""
    s = variant_schemas(variant)
    players = len(NAMES)
    state = variant.new_match(players, variant.options_type(), seed=SEED)

    def view(seat: int | None, at: Any) -> Any:
        return _data(
            msgspec.structs.replace(
                variant.view(at, seat), game_id=GAME_ID, names=list(NAMES), seat_players=[None] * len(NAMES)
            )
        )

    seat = variant.turn(state)
    assert seat is not None
    action = variant.legal_actions(state, seat)[0]
    after, events = variant.apply(state, seat, action)
    by = variant.turn(after)
    assert by is not None
    refused = _refusal(variant, after, by)
    conflict = problem(
        409,
        refused.code,
        refused.message,
        rule=refused.rule,
        rule_url=rule_url(refused.rule),
        version=after.version,
        legal_actions=_data(variant.legal_actions(after, by)),
    )
    return {
        "create": {"players": players, "seed": SEED, "names": NAMES},
        "created": {
            "game_id": GAME_ID,
            "variant": variant.id,
            "seats": [{"seat": i, "token": TOKENS[i]} for i in range(players)],
            "host_token": HOST_TOKEN,
            "invites": [],
            "view": view(None, state),
            "waiting": None,
        },
        "lobby": {
            "games": [
                {
                    "game_id": GAME_ID,
                    "names": [NAMES[0], ""],
                    "open_seats": [1],
                    "options": _data(state.options),
                    "created": CREATED,
                }
            ],
            "next_cursor": None,
        },
        "join": {"invite": INVITE, "name": NAMES[1]},
        "joined": {"game_id": GAME_ID, "seat": 1, "token": TOKENS[1], "view": view(1, state), "waiting": None},
        "leave": {"seat": 1, "invite": INVITE},
        "rematch": {"game_id": REMATCH_ID},
        "reissue": {"seat": 1, "token": NEW_TOKEN},
        "view": view(seat, state),
        "act": _data(action),
        "act_result": {"view": view(seat, after), "events": [wire_event(e, i + 1, seat) for i, e in enumerate(events)]},
        "events": _data(s.event_list(events=[wire_event(e, i + 1, None) for i, e in enumerate(events)])),
        "stream": b"".join(
            sse_message(
                i + 1, e.type, msgspec.json.encode(s.stream_message(event=wire_event(e, i + 1, None), version=1))
            )
            for i, e in enumerate(events)
        ).decode(),
        "conflict": _data(conflict),
    }


SHORT = {"target": 1, "deals": 1, "deal_schedule": (1,)}
"""House rules that make the replay example's match short (one deal), where the game has them."""
NONCE = bytes(range(32))


def replay_example(variant: Variant) -> Any:
    """The replay of a whole seeded match, short where the options allow, its seats sending the first listed
    entry; a fixed nonce stands in for the secret one."""
    fields = {f.name for f in msgspec.structs.fields(variant.options_type)}
    options = variant.options_type(**{k: v for k, v in SHORT.items() if k in fields})
    state = variant.new_match(len(NAMES), options, seed=SEED)
    events: list[Any] = []
    moves: list[tuple[int, Any, Any]] = []
    while (seat := variant.turn(state)) is not None:
        action = variant.legal_actions(state, seat)[0]
        state, caused = variant.apply(state, seat, action)
        events += caused
        moves.append((seat, "player", action))
    document = replay_document(
        variant,
        game_id=GAME_ID,
        names=NAMES,
        bots=[""] * len(NAMES),
        seat_players=[None] * len(NAMES),
        nonce=NONCE,
        deck=None,
        state=state,
        events=events,
        actions=moves,
    )
    return _data(document)


def _refusal(variant: Variant, state: Any, seat: int) -> IllegalAction:
    """Why the rules refuse ``seat`` (to act) one of its cards: the first play of a held card that is not listed
    and is refused with a rule id (a card that does not match, ...); else an out-of-turn action."""
    listed = variant.legal_actions(state, seat)
    for card in variant.view(state, seat).hand or []:
        try:
            play = msgspec.convert({"type": "play", "card": card, "pile": 0}, variant.action_type)
        except msgspec.ValidationError:
            play = msgspec.convert({"type": "play", "card": card}, variant.action_type)
        if play in listed:
            continue
        try:
            variant.apply(state, seat, play)
        except IllegalAction as exc:
            if exc.rule is not None:
                return exc
    other = (seat + 1) % state.players
    try:
        variant.apply(state, other, listed[0])
    except IllegalAction as exc:
        return exc
    raise AssertionError("an out-of-turn action was accepted")


def shared_examples(catalogue: Catalogue) -> dict[str, Any]:
    """Bodies of the operations every game shares: the catalogue, a probe, a 404."""
    return {
        "catalogue": _data(catalogue),
        "health": _data(Health(status="ok")),
        "not_found": _data(problem(404, "not_found", "no such game")),
    }
