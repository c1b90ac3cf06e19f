"""Play one short match against a running Osmica over plain HTTP (standard library only).

Used by scripts/container-smoke.sh against the container, and usable against any deployment:

    python3 scripts/play_match.py http://127.0.0.1:8000 [--variant crazy-eights] [--players 2] [--seed 1] \
        [--options '{"target": 1}'] [--max-steps 400] [--require-finished]

It waits for /healthz and /readyz, creates a match, then repeatedly takes the seat to act, reads its view and
sends one of its `legal_actions` (the first `play` if there is one, else the first entry) until the match is
finished or the step budget is spent (with --require-finished, an unfinished match is a failure). Every answer
is checked against the HTTP contract: 201 on create, 200 on every action, `version` +1 per accepted
action, the event log numbered 1..n without gaps, a bad token answered with 401. Exit status 0 on success,
1 on a contract failure, 2 when the service never became ready.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.request
from typing import Any

TIMEOUT_S = 10.0


class SmokeFailure(Exception):
    """The service answered something the contract does not allow."""


API_KEY: list[str] = []
"""The app's key sent as ``X-Api-Key`` on every request (``--api-key`` or ``OSMICA_API_KEY``), if any."""


def request(
    base: str, method: str, path: str, body: Any = None, token: str | None = None
) -> tuple[int, dict[str, str], Any]:
    """One HTTP exchange; returns (status, headers, decoded JSON body or None)."""
    data = None if body is None else json.dumps(body).encode()
    headers = {"Accept": "application/json"}
    if data is not None:
        headers["Content-Type"] = "application/json"
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    if API_KEY:
        headers["X-Api-Key"] = API_KEY[0]
    req = urllib.request.Request(base + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=TIMEOUT_S) as resp:
            status, resp_headers, raw = resp.status, dict(resp.headers), resp.read()
    except urllib.error.HTTPError as exc:
        status, resp_headers, raw = exc.code, dict(exc.headers), exc.read()
    payload = json.loads(raw) if raw else None
    return status, resp_headers, payload


def expect(status: int, wanted: int, what: str, payload: Any) -> None:
    if status != wanted:
        raise SmokeFailure(f"{what}: HTTP {status}, expected {wanted}: {json.dumps(payload)[:500]}")


def wait_ready(base: str, wait_s: float) -> None:
    deadline = time.monotonic() + wait_s
    last = "no answer"
    while time.monotonic() < deadline:
        try:
            health, _, _ = request(base, "GET", "/healthz")
            ready, _, _ = request(base, "GET", "/readyz")
            if health == 200 and ready == 200:
                return
            last = f"/healthz {health}, /readyz {ready}"
        except (OSError, ValueError) as exc:
            last = repr(exc)
        time.sleep(0.5)
    raise TimeoutError(f"not ready after {wait_s:.0f} s ({last})")


def choose(legal: list[dict[str, Any]]) -> dict[str, Any]:
    for action in legal:
        if action.get("type") == "play":
            return action
    return legal[0]


def play(base: str, variant: str, body: dict[str, Any], max_steps: int, require_finished: bool) -> str:
    games = f"/v1/{variant}/games"
    players = body["players"]
    status, headers, created = request(base, "POST", games, body)
    expect(status, 201, "create", created)
    game_id = created["game_id"]
    tokens = {seat["seat"]: seat["token"] for seat in created["seats"]}
    if sorted(tokens) != list(range(players)):
        raise SmokeFailure(f"create: seats {sorted(tokens)} for {players} players")
    game = f"{games}/{game_id}"
    if "Location" not in headers and "location" not in headers:
        raise SmokeFailure("create: no Location header")

    status, _, problem = request(base, "GET", game, token="not-a-token")
    expect(status, 401, "view with a wrong token", problem)

    status, _, view = request(base, "GET", game)
    expect(status, 200, "spectator view", view)
    version = view["version"]
    steps = 0
    while view["status"] != "finished" and steps < max_steps:
        seat = view["turn"]
        if seat is None:
            raise SmokeFailure(f"step {steps}: match in play but no seat to act: {json.dumps(view)[:500]}")
        status, _, seat_view = request(base, "GET", game, token=tokens[seat])
        expect(status, 200, f"step {steps}: view of seat {seat}", seat_view)
        legal = seat_view["legal_actions"]
        if not legal:
            raise SmokeFailure(f"step {steps}: seat {seat} to act has no legal action")
        action = choose(legal)
        status, _, result = request(base, "POST", f"{game}/actions", action, token=tokens[seat])
        expect(status, 200, f"step {steps}: seat {seat} sends {action}", result)
        view = result["view"]
        if view["version"] != version + 1:
            raise SmokeFailure(f"step {steps}: version {version} -> {view['version']}, expected +1")
        version = view["version"]
        steps += 1

    status, _, log = request(base, "GET", f"{game}/events?after=0", token=tokens[0])
    expect(status, 200, "events", log)
    seqs = [event["seq"] for event in log["events"]]
    if seqs != list(range(1, len(seqs) + 1)):
        raise SmokeFailure(f"events: seq not 1..n: {seqs[:20]}...")
    if require_finished and view["status"] != "finished":
        raise SmokeFailure(f"match not finished after {steps} actions")
    return (
        f"game {game_id[:8]}...: {steps} actions accepted, version {version}, {len(seqs)} events, "
        f"status {view['status']}, winners {view.get('winners')}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base_url", help="e.g. http://127.0.0.1:8000")
    parser.add_argument("--variant", default="crazy-eights")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", type=json.loads, default=None, help="the variant's options, as JSON")
    parser.add_argument("--max-steps", type=int, default=400, help="stop after this many accepted actions")
    parser.add_argument("--require-finished", action="store_true", help="fail unless the match ends in time")
    parser.add_argument("--wait", type=float, default=60.0, help="seconds to wait for /healthz and /readyz")
    parser.add_argument(
        "--api-key",
        default=os.environ.get("OSMICA_API_KEY") or None,
        help="an app's key (osmica apps create), sent as X-Api-Key [env OSMICA_API_KEY]",
    )
    args = parser.parse_args(argv)
    API_KEY[:] = [args.api_key] if args.api_key else []
    base = args.base_url.rstrip("/")
    try:
        wait_ready(base, args.wait)
    except TimeoutError as exc:
        print(f"play_match: {exc}", file=sys.stderr)
        return 2
    try:
        started = time.monotonic()
        body: dict[str, Any] = {"players": args.players, "seed": args.seed}
        if args.options is not None:
            body["options"] = args.options
        summary = play(base, args.variant, body, args.max_steps, args.require_finished)
    except (SmokeFailure, OSError, KeyError, TypeError, ValueError) as exc:
        print(f"play_match: FAILED: {exc!r}", file=sys.stderr)
        return 1
    print(f"play_match: {summary} in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
