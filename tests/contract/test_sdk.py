"""The generated SDK end to end: ``osmica serve`` on a local port over a real Redis, driven only through
``osmica_client``.

Every variant plays a complete match with typed models (each response parsed, and written back as exactly the
JSON the server sent), with ``If-Match`` and ``Idempotency-Key`` on every action, and its replay arrives as the
typed ``<Prefix>Replay`` that ``osmica verify`` accepts; refusals arrive as typed
objects (a 409 as the game's ``<Prefix>Conflict`` with typed ``legal_actions``; 401, 404, 412, 422 and 400 as
``Problem``) and ``If-None-Match`` as a 304. The READMEs' SDK examples, a whole game among them, run as
written. The long poll (``wait``) answers empty after its wait and at once when there is an event; a finished
match's stream, read through the SDK, parses message by message into the game's ``<Prefix>StreamMessage``.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import random
import re
import time
from pathlib import Path
from typing import Any

import pytest
from osmica_client import AuthenticatedClient, Client
from osmica_client.models import Problem

from engine.cards import codes, deck
from engine.registry import get, variants
from service.replays.document import Verified, verify
from service.wire.schemas import prefix_of
from tests.contract.sdk import SHORT_MATCHES, create_match, play_match, same_json, sdk
from tests.servers import ServiceProcess

VARIANTS = list(variants())
MAX_ACTIONS = 2000
ROOT = Path(__file__).resolve().parents[2]
SDK_README = ROOT / "clients" / "python" / "README.md"
PROJECT_README = ROOT / "README.md"


def problem(response: Any, status: int, code: str | None, model: type[Any] = Problem) -> Any:
    """The response is a typed ``Problem`` (or ``model``) with this status and code (any code for None), and it
    writes back what was sent."""
    parsed = response.parsed
    assert response.status_code == status, response.content
    assert type(parsed) is model, parsed
    assert parsed.status == status and parsed.code == (code or parsed.code)
    assert response.headers["Content-Type"] == "application/problem+json"
    assert same_json(parsed, response.content)
    return parsed


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_a_complete_match_of_every_variant_through_the_sdk(service: ServiceProcess, variant_id: str) -> None:
    variant = get(variant_id)
    match = create_match(service.base_url, variant_id, variant.min_players, 41, **SHORT_MATCHES.get(variant_id, {}))
    last = play_match(match, random.Random(41), MAX_ACTIONS)
    api = match.api

    with match.spectator() as spectator:
        response = api.view.sync_detailed(match.game_id, client=spectator)
        final = response.parsed
        assert isinstance(final, api.model("View")) and same_json(final, response.content)
        assert final.seat is None and final.hand is None and final.legal_actions == []
        assert final.status == "finished" and final.version == len(match.accepted) == last.version
        assert final.winners and len(final.deal_results) >= 1
        listed = api.events.sync_detailed(match.game_id, client=spectator)
        assert listed.status_code == 200 and same_json(listed.parsed, listed.content)
        assert [e.seq for e in listed.parsed.events] == list(range(1, len(match.events) + 1))
    seat0 = api.events.sync_detailed(match.game_id, client=match.seats[0], after=len(match.events) // 2)
    assert [e.seq for e in seat0.parsed.events] == list(range(len(match.events) // 2 + 1, len(match.events) + 1))
    assert [e.seq for e in match.events] == list(range(1, len(match.events) + 1))

    with Client(base_url=service.base_url) as anonymous:
        replay = api.replay.sync_detailed(match.game_id, client=anonymous)
        assert isinstance(replay.parsed, api.model("Replay")) and same_json(replay.parsed, replay.content)
        assert replay.parsed.format_version == 1 and replay.parsed.commitment == final.commitment
        assert len(replay.parsed.actions) == len(match.accepted) and replay.parsed.scores == final.scores
        assert isinstance(verify(replay.content), Verified)


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_refusals_arrive_as_typed_problems(service: ServiceProcess, variant_id: str) -> None:
    variant = get(variant_id)
    match = create_match(service.base_url, variant_id, variant.min_players, 5)
    api, game_id = match.api, match.game_id
    turn = match.created.view.turn
    other = match.seats[(turn + 1) % len(match.seats)]
    mine = api.view.sync(game_id, client=match.seats[turn])
    action = mine.legal_actions[0]

    refused = problem(api.act.sync_detailed(game_id, client=other, body=action), 409, "not_your_turn", api.conflict)
    assert refused.version == 0 and [a.to_dict() for a in refused.legal_actions] == [{"type": "resign"}]
    if "card" in action.to_dict():  # a card the seat does not hold: its legal actions come back typed
        missing = next(card for card in codes(deck()) if card not in mine.hand)
        wrong = type(action).from_dict({**action.to_dict(), "card": missing})
        held = problem(api.act.sync_detailed(game_id, client=match.seats[turn], body=wrong), 409, None, api.conflict)
        assert [a.to_dict() for a in held.legal_actions] == [a.to_dict() for a in mine.legal_actions]

    stranger = AuthenticatedClient(base_url=service.base_url, token="not-a-seat-token")
    problem(api.act.sync_detailed(game_id, client=stranger, body=action), 401, "unauthorized")
    problem(api.view.sync_detailed(game_id, client=stranger), 401, "unauthorized")
    with Client(base_url=service.base_url) as anonymous:
        problem(api.act.sync_detailed(game_id, client=anonymous, body=action), 401, "unauthorized")
        problem(api.view.sync_detailed("no-such-game", client=anonymous), 404, "not_found")
        problem(api.events.sync_detailed("no-such-game", client=anonymous), 404, "not_found")
        problem(api.replay.sync_detailed(game_id, client=anonymous), 409, "not_finished")
        elsewhere = sdk(next(v for v in VARIANTS if v != variant_id))
        problem(elsewhere.view.sync_detailed(game_id, client=anonymous), 404, "not_found")
        bad_deck = api.model("Create")(players=variant.min_players, deck=["2S"])
        problem(api.create.sync_detailed(client=anonymous, body=bad_deck), 400, "bad_deck")

    stale = problem(api.act.sync_detailed(game_id, client=match.seats[turn], body=action, if_match='"7"'), 412,
                    "version_mismatch")  # fmt: skip
    assert stale.version == 0

    first = api.act.sync_detailed(game_id, client=match.seats[turn], body=action, idempotency_key="k-1", if_match='"0"')
    assert first.status_code == 200
    again = api.act.sync_detailed(game_id, client=match.seats[turn], body=action, idempotency_key="k-1")
    assert again.status_code == 200 and again.content == first.content and again.parsed.view.version == 1
    other_body = next((a for a in mine.legal_actions if a.to_dict() != action.to_dict()), None)
    if other_body is not None:
        problem(api.act.sync_detailed(game_id, client=match.seats[turn], body=other_body, idempotency_key="k-1"),
                422, "idempotency_key_reused")  # fmt: skip

    with match.spectator() as spectator:
        unchanged = api.view.sync_detailed(game_id, client=spectator, if_none_match='"1"')
        assert unchanged.status_code == 304 and unchanged.parsed is None and unchanged.headers["ETag"] == '"1"'
        assert api.view.sync(game_id, client=spectator).version == 1


def run_python_blocks(readme: Path, base_url: str) -> str:
    """Run a README's Python blocks in order, against ``base_url``; what they print."""
    lines, inside = [], False
    for line in readme.read_text(encoding="utf-8").splitlines():
        fence = line.startswith("```")
        lines.append(line if inside and not fence else "")  # blank out the prose: line numbers stay the README's
        inside = (line == "```python") if fence else inside
    code = "\n".join(lines).replace("http://127.0.0.1:8000", base_url)
    assert code.strip(), f"{readme} shows no Python"
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, str(readme), "exec"), {"__name__": "readme"})
    return printed.getvalue()


def test_the_sdk_readme_plays_a_whole_game_as_written(service: ServiceProcess) -> None:
    printed = run_python_blocks(SDK_README, service.base_url)
    assert re.search(r"scores \[\d+, \d+\] winners \['(ana|bo)'", printed), printed


def test_the_project_readme_sdk_example_runs(service: ServiceProcess) -> None:
    run_python_blocks(PROJECT_README, service.base_url)


@pytest.mark.parametrize("variant_id", ["crazy-eights", "nags"])
def test_the_sdk_long_polls_and_reads_a_finished_match_s_stream(service: ServiceProcess, variant_id: str) -> None:
    variant = get(variant_id)
    match = create_match(service.base_url, variant_id, variant.min_players, 17, **SHORT_MATCHES[variant_id])
    api = match.api
    slug = variant_id.replace("-", "_")
    stream = importlib.import_module(f"osmica_client.api.{slug}.stream_{slug}_events")
    message_model = getattr(importlib.import_module("osmica_client.models"), f"{prefix_of(variant_id)}StreamMessage")
    with match.spectator() as spectator:
        started = time.monotonic()
        idle = api.events.sync_detailed(match.game_id, client=spectator, after=0, wait=1)
        assert idle.status_code == 200 and idle.parsed.events == [] and time.monotonic() - started >= 1
        play_match(match, random.Random(17), MAX_ACTIONS)
        count = len(match.events)
        waited = api.events.sync_detailed(match.game_id, client=spectator, after=count - 1, wait=30)
        assert [e.seq for e in waited.parsed.events] == [count]
        # The match is over, so its stream ends after the last event: the SDK returns the whole text.
        streamed = stream.sync_detailed(match.game_id, client=spectator, after=0)
    assert streamed.status_code == 200 and streamed.headers["Content-Type"].startswith("text/event-stream")
    messages = [block for block in streamed.content.decode().split("\n\n") if block.startswith("id: ")]
    parsed = []
    for block in messages:
        fields = dict(line.split(": ", 1) for line in block.split("\n"))
        message = message_model.from_dict(json.loads(fields["data"]))
        assert same_json(message, fields["data"].encode()) and message.event.seq == int(fields["id"])
        assert message.event.type_ == fields["event"]
        parsed.append(message)
    assert [m.event.seq for m in parsed] == list(range(1, count + 1))
