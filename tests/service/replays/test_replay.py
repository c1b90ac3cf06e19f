"""Fairness anyone can verify: the shuffle commitment, the replay document and ``osmica verify``.

* The commitment's byte layout is exactly the documented one (a known-answer test).
* At the engine level, at least 100 finished random matches per variant, over the house-rule grids of the playout
  tests (a preset deck now and then), give replay documents that ``verify`` accepts; altering one action, the
  seed, the nonce or an option makes it fail, and it names the first difference.
* Over HTTP, for each variant: the replay is 409 ``not_finished`` until the end, then anyone gets it and it
  verifies, also through the ``osmica verify`` command from its URL or a file; and while the match is played no
  response (views, events, errors, the replay's 409, headers) holds the seed or the nonce.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest

from engine.cards import code
from engine.commitment import DOMAIN, commitment, commitment_bytes
from engine.events import reveal
from engine.registry import Variant, get, variants
from service.replays.document import Mismatch, UnreadableReplay, Verified, replay_document, verify
from service.store.records import Move, Record, game_key, moves_key
from tests.engine.harness import RandomMatch, random_match, strip
from tests.servers import RedisServer, ServiceProcess
from tests.service.play import Game, create, play, stored_state

MATCHES = 100
"""Finished matches per variant at the engine level."""
MAX_STEPS = 2000
"""A match still live after this many actions is left out (random play rarely ends some configurations)."""
PLAYOUT_MODULES = {
    "crazy-eights": "crazy_eights",
    "switch": "switch",
    "super-crazy-eights": "super_crazy_eights",
    "nags": "nags",
    "nusicle": "nusicle",
}
#: One house-rule set per variant for the matches played over HTTP: short matches, options off their defaults.
HTTP_MATCHES: dict[str, tuple[int, dict[str, Any]]] = {
    "crazy-eights": (3, {"target": 50, "draw_mode": "single"}),
    "switch": (3, {"last_card_enforcement": "challenge", "target": 1, "hand_size": 5}),
    "super-crazy-eights": (3, {"deal_schedule": [2, 3], "last_card_enforcement": "challenge"}),
    "nags": (3, {"deals": 1, "multi_card_play": True}),
    "nusicle": (2, {"deals": 1, "queen_wrap": True}),
}


def test_commitment_hashes_the_documented_bytes() -> None:
    nonce = bytes(range(32))
    plain = commitment_bytes(0x0102030405060708, nonce, None)
    assert plain == b"osmica-commitment/v1\x00" + bytes([1, 2, 3, 4, 5, 6, 7, 8]) + nonce + b"\x00"
    assert len(DOMAIN) == 21
    preset = commitment_bytes(5, nonce, ["10H", "QS"])
    assert preset == DOMAIN + (5).to_bytes(8, "big") + nonce + b"\x01\x00\x02" + b"\x0310H" + b"\x02QS"
    assert commitment(5, nonce, ["10H", "QS"]) == hashlib.sha256(preset).hexdigest()
    assert commitment(5, nonce, ["10H", "QS"]) == "0defe89be7a8a95a9470325d189d914a3858b8cae73c49ea359c36014fe3aa3b"
    assert commitment(5, nonce, None) != commitment(5, nonce, ["10H", "QS"]) != commitment(5, nonce, ["QS", "10H"])
    with pytest.raises(ValueError, match="32 bytes"):
        commitment_bytes(5, b"short", None)


def configs(variant: Variant) -> list[tuple[int, Any]]:
    """The variant's playout grid; Super Crazy Eights plays the first three deals of each schedule (fifteen deals
    of random play make the run long and test nothing more)."""
    module = importlib.import_module(f"tests.engine.test_{PLAYOUT_MODULES[variant.id]}_playouts")
    grid = list(module.CONFIGS)
    if variant.id == "super-crazy-eights":
        grid = [(n, msgspec.structs.replace(o, deal_schedule=o.deal_schedule[:3])) for n, o in grid]
    return grid


def finished_matches(variant: Variant, count: int) -> Iterator[tuple[RandomMatch, list[str] | None, int, Any]]:
    """``count`` finished random matches over the variant's playout grid, cycling through its configurations;
    a configuration is dropped once random play fails to finish one of its matches. Every fifth match is dealt
    from a preset deck."""
    grid = configs(variant)
    found = 0
    for n in range(100 * count):
        if not grid or found == count:
            break
        players, options = grid[n % len(grid)]
        seed = 9_000 + n
        deck = None
        if n % 5 == 4:
            cards = [code(c) for c in variant.cards(variant.new_match(players, options, seed=seed))]
            random.Random(seed).shuffle(cards)
            deck = cards
        match = random_match(variant, players, options, seed, deck=deck, max_steps=MAX_STEPS)
        if not match.finished:
            grid.remove((players, options))
            continue
        found += 1
        yield match, deck, players, options
    assert found == count, f"only {found} of {count} {variant.id} matches finished"


def document(variant: Variant, match: RandomMatch, deck: list[str] | None, nonce: bytes) -> dict[str, Any]:
    doc = replay_document(
        variant,
        game_id="engine",
        names=[f"p{i}" for i in range(match.state.players)],
        bots=[""] * match.state.players,
        nonce=nonce,
        deck=deck,
        state=match.state,
        events=match.events,
        actions=[(seat, "player", action) for seat, action in match.actions],
    )
    return msgspec.json.decode(msgspec.json.encode(doc))  # type: ignore[no-any-return]


def check(doc: dict[str, Any]) -> Verified | Mismatch:
    return verify(json.dumps(doc).encode())


def altered_action(match: RandomMatch, k: int, rng: random.Random) -> tuple[int, Any]:
    """Another action for step ``k``: a legal one with a different effect if there is one, else the same action
    sent by the next seat."""
    seat, action = match.actions[k]
    others = [a for a in match.legal[k] if msgspec.to_builtins(strip(a)) != msgspec.to_builtins(strip(action))]
    if others:
        return seat, rng.choice(others)
    return (seat + 1) % match.state.players, action


@pytest.mark.parametrize("variant_id", list(variants()))
def test_verify_accepts_every_finished_match_and_names_the_first_tampering(variant_id: str) -> None:
    variant = get(variant_id)
    rng = random.Random(variant_id)
    preset = 0
    for match, deck, players, _ in finished_matches(variant, MATCHES):
        preset += deck is not None
        nonce = rng.randbytes(32)
        doc = document(variant, match, deck, nonce)
        verdict = check(doc)
        assert isinstance(verdict, Verified), verdict
        assert (verdict.actions, verdict.events) == (len(match.actions), len(match.events))
        assert doc["scores"] == match.state.book.scores and doc["winners"] == match.state.book.winners

        # one action altered: the first difference is that action (refused, or its first event differs)
        k = rng.randrange(len(match.actions))
        seat, action = altered_action(match, k, rng)
        tampered = json.loads(json.dumps(doc))
        tampered["actions"][k] = {"seat": seat, "by": "player", "action": msgspec.to_builtins(action)}
        verdict = check(tampered)
        assert isinstance(verdict, Mismatch), (k, action)
        assert f"action {k + 1} (seat {seat}," in verdict.detail or verdict.where.startswith(f"action {k + 1} ")

        # the seed or the nonce: the commitment no longer opens
        nonce_hex = doc["nonce"]
        flipped = nonce_hex[:-1] + ("0" if nonce_hex[-1] != "0" else "1")
        for field, value in (("seed", (doc["seed"] + 1) % 2**63), ("nonce", flipped)):
            verdict = check({**doc, field: value})
            assert isinstance(verdict, Mismatch) and verdict.where == "commitment", verdict

        # an option: another first dealer deals other hands to other seats, and the replay parts at once
        dealer = doc["options"]["first_dealer"]
        other = ((players - 1 if dealer is None else dealer) + 1) % players
        verdict = check({**doc, "options": {**doc["options"], "first_dealer": other}})
        assert isinstance(verdict, Mismatch), verdict
        assert verdict.where.startswith(("action ", "event ", "end", "scores", "deal_results", "winners"))
    assert preset > 0


def test_verify_names_what_differs_at_the_end_and_refuses_what_it_cannot_read() -> None:
    variant = get("crazy-eights")
    match, deck, _, _ = next(finished_matches(variant, 1))
    doc = document(variant, match, deck, b"\x07" * 32)
    assert isinstance(check(doc), Verified)
    assert isinstance(verify(json.dumps(doc).encode(), doc["commitment"].upper()), Verified)

    wrong = verify(json.dumps(doc).encode(), "0" * 64)
    assert isinstance(wrong, Mismatch) and wrong.where == "commitment" and "expected 0000" in wrong.detail
    verdict = check({**doc, "scores": [s + 1 for s in doc["scores"]]})
    assert isinstance(verdict, Mismatch) and verdict.where == "scores"
    verdict = check({**doc, "winners": []})
    assert isinstance(verdict, Mismatch) and verdict.where == "winners"
    last = len(doc["events"])
    verdict = check({**doc, "events": doc["events"][:-1]})
    assert isinstance(verdict, Mismatch) and verdict.where == f"event {last}" and "not published" in verdict.detail
    verdict = check({**doc, "events": [*doc["events"], {**doc["events"][-1], "seq": last + 1}]})
    assert isinstance(verdict, Mismatch) and verdict.where == f"event {last + 1}"
    verdict = check({**doc, "actions": doc["actions"][:-1]})
    assert isinstance(verdict, Mismatch)
    changed = [dict(e) for e in doc["events"]]
    changed[2]["seat"] = (changed[2]["seat"] or 0) + 1
    verdict = check({**doc, "events": changed})
    assert isinstance(verdict, Mismatch) and verdict.where == "event 3" and "differs in seat" in verdict.detail

    for bad, message in (
        (b"{", "not a replay document"),
        (json.dumps({**doc, "format_version": 2}).encode(), "format version 2"),
        (json.dumps({**doc, "variant": "chess"}).encode(), "unknown variant"),
        (json.dumps({**doc, "nonce": "xyz"}).encode(), "not a valid crazy-eights replay"),
        (json.dumps({**doc, "extra": 1}).encode(), "not a valid crazy-eights replay"),
    ):
        with pytest.raises(UnreadableReplay, match=message):
            verify(bad)


def test_the_replay_is_a_typed_versioned_schema_of_the_openapi_document() -> None:
    document = json.loads(Path("openapi/openapi.json").read_text())
    schemas = document["components"]["schemas"]
    for variant in variants().values():
        prefix = "".join(part.capitalize() for part in variant.id.split("-"))
        replay = schemas[f"{prefix}Replay"]
        assert replay["properties"]["format_version"] == {
            "type": "integer",
            "format": "int32",
            "const": 1,
            "description": replay["properties"]["format_version"]["description"],
        }
        assert replay["properties"]["options"]["$ref"].endswith(f"/{prefix}Options")
        assert replay["properties"]["actions"]["items"]["$ref"].endswith(f"/{prefix}AcceptedAction")
        accepted = schemas[f"{prefix}AcceptedAction"]
        assert set(accepted["required"]) == {"seat", "by", "action"}
        assert "commitment" in schemas[f"{prefix}View"]["required"]
        operation = document["paths"][f"/v1/{variant.id}/games/{{game_id}}/replay"]["get"]
        assert operation["operationId"] == f"get_{variant.id.replace('-', '_')}_replay"
        assert operation["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].endswith(
            f"/{prefix}Replay"
        )
        assert "not_finished" in operation["responses"]["409"]["description"]


class Recorder:
    """Keeps every response an httpx client receives (an event hook)."""

    def __init__(self) -> None:
        self.responses: list[httpx.Response] = []

    def __call__(self, response: httpx.Response) -> None:
        response.read()
        self.responses.append(response)


def secret_forms(seed: int, nonce: bytes) -> list[str]:
    """The ways a seed or a nonce could be written into a response."""
    import base64

    return [
        str(seed),
        f"{seed:x}",
        f"{seed:016x}",
        nonce.hex(),
        nonce.hex().upper(),
        base64.b64encode(nonce).decode(),
        base64.urlsafe_b64encode(nonce).decode().rstrip("="),
    ]


def assert_no_secret(responses: list[httpx.Response], forms: list[str]) -> None:
    for response in responses:
        text = response.text + "\n" + "\n".join(f"{k}: {v}" for k, v in response.headers.items())
        for form in forms:
            assert form not in text, f"{response.request.method} {response.request.url} leaks {form[:6]}…"


@pytest.fixture
def recorded(service: ServiceProcess) -> Iterator[tuple[httpx.Client, Recorder]]:
    recorder = Recorder()
    with httpx.Client(base_url=service.base_url, timeout=10, event_hooks={"response": [recorder]}) as client:
        yield client, recorder


@pytest.mark.parametrize("variant_id", list(variants()))
def test_replay_over_http_verifies_and_nothing_reveals_seed_or_nonce_before_the_end(
    recorded: tuple[httpx.Client, Recorder], redis_server: RedisServer, variant_id: str, tmp_path: Path
) -> None:
    client, recorder = recorded
    players, options = HTTP_MATCHES[variant_id]
    game = create(client, variant_id, players, options=options)  # the seed is drawn by the server
    record, state = stored_state(redis_server.client(), game)
    assert len(record.nonce) == 32 and record.deck is None
    assert record.commitment == commitment(state.seed, record.nonce, None) == game.created["view"]["commitment"]
    rng = random.Random(variant_id)

    def probe(seat: int, action: dict[str, Any], response: httpx.Response) -> None:
        """Besides views and acts: the events of every caller, the replay, and a refused action now and then."""
        view = response.json()["view"]
        assert view["commitment"] == record.commitment
        if rng.random() < 0.3:
            for caller in [None, *range(players)]:
                game.events(caller)
        if view["status"] != "finished":
            refused = client.get(game.path + "/replay")
            assert refused.status_code == 409 and refused.json()["code"] == "not_finished"
            if rng.random() < 0.2:
                other = next(s for s in range(seat + 1, seat + players + 1) if s % players != view["turn"]) % players
                assert game.act(other, {"type": "pass"}).status_code in (400, 409)

    final = play(game, rng, 600, observe=probe)
    assert final["status"] == "finished", "raise the action cap or shorten the match"
    assert final["commitment"] == record.commitment
    for caller in [None, *range(players)]:  # every caller's whole stream, views included, then it closes
        streamed = client.get(game.path + "/stream", params={"view": "true"}, headers=game.auth(caller))
        assert streamed.status_code == 200 and "event: match_ended" in streamed.text
    assert_no_secret(recorder.responses, secret_forms(state.seed, record.nonce))

    response = client.get(game.path + "/replay", headers={"Authorization": "Bearer not-a-token"})
    assert response.status_code == 200, response.text
    doc = response.json()
    assert (doc["seed"], doc["nonce"], doc["commitment"]) == (state.seed, record.nonce.hex(), record.commitment)
    assert [(a["seat"], a["by"], a["action"]) for a in doc["actions"]] == [(s, "player", a) for s, a in game.history]
    assert doc["scores"] == final["scores"] and doc["winners"] == final["winners"]
    assert doc["deal_results"] == final["deal_results"] and doc["options"] == final["options"]
    moves = redis_server.client().lrange(moves_key(game.game_id), 0, -1)
    assert [msgspec.msgpack.decode(m, type=Move).seat for m in moves] == [seat for seat, _ in game.history]
    spectator = game.events()
    assert [e["seq"] for e in spectator] == [e["seq"] for e in doc["events"]]
    for seen, whole in zip(spectator, doc["events"], strict=True):
        assert {k: whole.get(k) for k in seen} == seen  # the spectator saw part of each event, nothing else
    for token in game.tokens:
        assert token not in response.text
    verdict = verify(response.content)
    assert isinstance(verdict, Verified), verdict

    url = str(client.base_url) + game.path + "/replay"
    done = osmica_verify(url, "--commitment", record.commitment)
    assert done.returncode == 0 and done.stdout.startswith("verified: "), done.stdout + done.stderr
    tampered = tmp_path / "tampered.json"
    doc["actions"][0]["seat"] = (doc["actions"][0]["seat"] + 1) % players
    tampered.write_text(json.dumps(doc))
    done = osmica_verify(str(tampered))
    assert done.returncode == 1 and done.stdout.startswith("MISMATCH at action 1 "), done.stdout + done.stderr


def osmica_verify(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "service.cli", "verify", *args], capture_output=True, text=True, timeout=120
    )


def test_replay_refusals(http: httpx.Client, redis_server: RedisServer, tmp_path: Path) -> None:
    game: Game = create(http, "nags", 2)
    response = http.get(game.path + "/replay")
    assert response.status_code == 409 and response.json()["code"] == "not_finished"
    assert response.headers["content-type"].startswith("application/problem+json")
    assert http.get("/v1/nags/games/nope/replay").status_code == 404
    assert http.get(f"/v1/nusicle/games/{game.game_id}/replay").status_code == 404
    missing = osmica_verify(str(tmp_path / "missing.json"))
    assert missing.returncode == 2 and "missing.json" in missing.stderr
    refused = osmica_verify(str(http.base_url) + game.path + "/replay")
    assert refused.returncode == 2 and "409" in refused.stderr

    # a finished match stored before replays were recorded (a schema 1 record: no nonce, no moves)
    variant = get("nags")
    match = random_match(variant, 2, variant.options_type(deals=1), 4)
    assert match.finished
    old = Record(schema=1, variant="nags", names=["a", "b"], tokens=[b"x" * 32, b"y" * 32], events=0,
                 state=msgspec.Raw(msgspec.msgpack.encode(match.state)))  # fmt: skip
    redis_server.client().hset(game_key("old-match"), mapping={"v": 1, "rec": msgspec.msgpack.encode(old)})
    response = http.get("/v1/nags/games/old-match/replay")
    assert response.status_code == 409 and response.json()["code"] == "replay_unavailable"


def test_events_in_the_replay_are_the_stored_events_revealed(http: httpx.Client, redis_server: RedisServer) -> None:
    """The replay publishes each stored event whole: what the drawer alone saw of a draw is in it too. (This match
    is dealt from a preset deck, which the replay shows and the commitment covers.)"""
    from engine.events import Event

    deck = [code(c) for c in range(52)]
    random.Random(8).shuffle(deck)
    game = create(http, "crazy-eights", 2, seed=11, options={"target": 20}, deck=deck)
    play(game, random.Random(3), 2000)
    response = http.get(game.path + "/replay")
    doc = response.json()
    assert doc["deck"] == deck and doc["commitment"] == commitment(11, bytes.fromhex(doc["nonce"]), deck)
    assert isinstance(verify(response.content), Verified)
    raw = redis_server.client().lrange(f"osmica:{{{game.game_id}}}:events", 0, -1)
    stored = [msgspec.msgpack.decode(e, type=Event) for e in raw]
    assert doc["events"] == [{"seq": i + 1, **msgspec.to_builtins(reveal(e))} for i, e in enumerate(stored)]
    drawn = [e for e in doc["events"] if e["type"] == "drew"]
    assert drawn and all("cards" in e for e in drawn)
