"""Hidden information: nothing a caller receives holds what that caller may not see.

Random matches are played over HTTP; after every step each seat and a spectator fetch their view and the event
log, and provoke errors (an out-of-turn action, a card they do not hold). Every response is checked against
the true state read from Redis:

* the view is exactly the engine's projection of the stored state for that caller (the service adds nothing),
  and each event is exactly the engine's redaction for that caller;
* no body or header carries a seat token, a token hash, or the match's seed or commitment nonce while the match
  is played (nor does the replay's 409 then);
* a 409 lists only the caller's own legal actions;
* crazy-eights with one 52-card deck (every card code unique): every card named to a seat is in its own
  hand, on the discard pile, or was once in its hand or on the pile; a spectator sees only pile cards.
"""

from __future__ import annotations

import base64
import random
from typing import Any

import httpx
import msgspec
import pytest

from engine.cards import code
from engine.events import Event, redact
from engine.registry import get, variants
from service.store.records import events_key
from tests.servers import RedisServer
from tests.service.play import Game, cards_in, choose, create, stored_state, wire_view

SEED = 7_318_245_123_456_789  # distinctive digits, within the 2^53 - 1 a seed may be
DECK = [r + s for s in "SHDC" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
STEPS = {"crazy-eights": 30}
OTHER_STEPS = 12


class Secrets:
    """What must never appear in a response."""

    def __init__(self, game: Game, record_tokens: list[bytes], nonce: bytes) -> None:
        self.values = [*game.tokens, str(SEED)]
        self.hidden_until_the_end = {str(SEED), nonce.hex(), base64.b64encode(nonce).decode()}
        self.values += sorted(self.hidden_until_the_end - {str(SEED)})
        for digest in record_tokens:
            self.values += [digest.hex(), base64.b64encode(digest).decode(), base64.urlsafe_b64encode(digest).decode()]

    def check(self, response: httpx.Response, playing: bool) -> None:
        text = response.text + " ".join(f"{k}: {v}" for k, v in response.headers.items())
        for secret in self.values:
            if secret in self.hidden_until_the_end and not playing:
                continue
            assert secret not in text, f"a response leaks {secret[:6]}…"


def check_caller(game: Game, redis_server: RedisServer, secrets: Secrets, seat: int | None, seen: dict[Any, set[str]],
                 public: set[str]) -> None:  # fmt: skip
    variant = get(game.variant)
    record, state = stored_state(redis_server.client(), game)
    playing = variant.turn(state) is not None

    response = game.get(seat)
    secrets.check(response, playing)
    assert response.json() == wire_view(variant, state, seat, game, record.names, response.json())

    response = game.client.get(game.path + "/events", headers=game.auth(seat))
    secrets.check(response, playing)
    secrets.check(game.client.get(game.path + "/replay", headers=game.auth(seat)), playing)
    stored = [
        msgspec.msgpack.decode(e, type=Event) for e in redis_server.client().lrange(events_key(game.game_id), 0, -1)
    ]
    expected = [{"seq": i + 1, **redact(e, seat)} for i, e in enumerate(stored)]
    assert response.json()["events"] == expected

    if seat is not None:
        legal = msgspec.to_builtins(variant.legal_actions(state, seat))
        hand = set(game.view(seat)["hand"] or [])
        probe_card = next(c for c in DECK if c not in hand)
        for action in [{"type": "play", "card": probe_card}, {"type": "draw"}, {"type": "pass"}]:
            if action in legal:
                continue
            response = game.client.post(game.path + "/actions", json=action, headers=game.auth(seat))
            assert response.status_code in (400, 409), response.text  # 400: not an action of this game
            secrets.check(response, playing)
            if response.status_code == 409:
                body = response.json()
                assert body["legal_actions"] == legal
                assert cards_in(body) <= hand | cards_in(legal) | {probe_card} | cards_in(response.json()["detail"])

    if game.variant == "crazy-eights" and len(variant.cards(state)) == 52:
        own = set() if seat is None else {code(c) for c in state.hands[seat]}
        pile = {code(c) for c in state.pile}
        public |= pile
        seen.setdefault(seat, set()).update(own)
        view_cards = cards_in(game.view(seat))
        assert view_cards <= own | pile, f"seat {seat} sees {sorted(view_cards - own - pile)}"
        event_cards = cards_in(game.events(seat))
        assert event_cards <= seen[seat] | public, f"seat {seat} learns {sorted(event_cards - seen[seat] - public)}"


@pytest.mark.parametrize("variant_id", list(variants()))
def test_no_caller_ever_receives_what_it_may_not_see(
    http: httpx.Client, redis_server: RedisServer, variant_id: str
) -> None:
    variant = get(variant_id)
    players = max(variant.min_players, 2)
    game = create(http, variant_id, players, seed=SEED)
    record, _ = stored_state(redis_server.client(), game)
    secrets = Secrets(game, record.tokens, record.nonce)
    rng = random.Random(5)
    seen: dict[Any, set[str]] = {}
    public: set[str] = set()
    for _ in range(STEPS.get(variant_id, OTHER_STEPS)):
        for seat in [None, *range(players)]:
            check_caller(game, redis_server, secrets, seat, seen, public)
        view = game.view()
        if view["status"] == "finished":
            break
        seat = view["turn"]
        response = game.act(seat, choose(game.view(seat)["legal_actions"], rng))
        assert response.status_code == 200
        secrets.check(response, True)
        _, state = stored_state(redis_server.client(), game)
        served = response.json()["view"]
        assert served == wire_view(variant, state, seat, game, record.names, served)
