"""Schemathesis hooks for fuzzing the contract, loaded in process by tests/contract/test_fuzz.py and by the CLI
run of .ci/run (``SCHEMATHESIS_HOOKS=tests.contract.fuzz_hooks``).

- :class:`LinkedSeatToken`: the create operation's links hand seat 0's token to the view, act and events
  calls of the stateful phase (``header.Authorization``). Schemathesis counts a header it did not set itself
  as generated, hence invalid, and would flag every accepted action as "API accepts invalid authentication".
  This provider declares a link's seat token as real credentials, so ``ignored_auth`` probes the call again
  without it and with a wrong one, and expects 401 both times.
- :func:`no_long_polls`: a list of events with ``wait`` answers after that many seconds when there is no
  event yet; the fuzzer asks for none, so a run never sleeps (tests/service/watching/test_streams.py tests
  the waits).
- :func:`refusals_are_documented`: schemathesis.toml lets a schema-valid request be refused with 400 (create,
  the webhook's URL), 412 or 422 (act) where the refusal depends on something JSON Schema cannot express; this
  check keeps that narrow: each such refusal must carry the code the contract documents for that situation.
"""

from __future__ import annotations

import re
from typing import Any

import schemathesis
from schemathesis import Case
from schemathesis.core.transport import Response
from schemathesis.generation.meta import TestPhase

SEAT_TOKEN = re.compile(r"Bearer [A-Za-z0-9_-]{43}")
"""``Authorization`` with a token the service issues (32 random bytes, URL-safe base64)."""
SETUP_CODES = {"bad_deck", "invalid_options"}
"""400 codes of a create body that passes the schema but not the game's setup rules across fields (the contract,
Create). Not ``invalid_players``: the schema bounds ``players`` exactly, so a valid body never earns it."""

WEBHOOK_CODES = {"webhook_url_invalid", "webhook_url_refused"}
"""400 codes of a webhook body that passes the schema: an ``http://`` URL where only ``https://`` is allowed, a host
that does not resolve or resolves to a private address."""


@schemathesis.auth(refresh_interval=None, retry_on=[])
class LinkedSeatToken:
    """A seat token that a link of the stateful phase put into the request: credentials, not fuzz."""

    def get(self, case: Case, context: Any) -> str | None:
        if case.meta is None or case.meta.phase.name != TestPhase.STATEFUL:
            return None
        value = (case.headers or {}).get("Authorization")
        return value if isinstance(value, str) and SEAT_TOKEN.fullmatch(value) else None

    def set(self, case: Case, data: str, context: Any) -> None:
        case.headers["Authorization"] = data


def _operation_id(case: Case) -> str:
    return str(case.operation.definition.raw.get("operationId", ""))


def _problem(response: Response) -> dict[str, Any]:
    try:
        body = response.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


def _has_header(case: Case, name: str) -> bool:
    return any(key.lower() == name.lower() for key in case.headers or {})


@schemathesis.hook
def map_query(context: Any, query: dict[str, Any] | None) -> dict[str, Any] | None:
    """No long polls: ``wait`` is 0 in every generated query (:func:`no_long_polls`)."""
    return no_long_polls(query)


def no_long_polls(query: dict[str, Any] | None) -> dict[str, Any] | None:
    if isinstance(query, dict) and "wait" in query:
        return {**query, "wait": 0}
    return query


@schemathesis.check
def refusals_are_documented(ctx: Any, response: Response, case: Case) -> bool | None:
    """A schema-valid request refused with 400, 412 or 422 names the documented reason in its problem ``code``."""
    if case.meta is None or not case.meta.generation.mode.is_positive:
        return None
    status = response.status_code
    if status not in (400, 412, 422):
        return None
    problem = _problem(response)
    code = problem.get("code")
    fields = {e.get("field") for e in problem.get("errors") or [] if isinstance(e, dict)}
    operation = _operation_id(case)
    if status == 400 and operation.startswith("create_"):
        # Setup rules across fields: deck = exactly the game's deck for this table, one name or seat entry per
        # seat (each entry one kind of seat), options that fit the player count and each other, a reveal timeout
        # only with fairness "players".
        across = ({"names"}, {"seats"}, {"reveal_timeout_s"})
        assert code in SETUP_CODES or (code == "validation_error" and fields in across), (
            f"a schema-valid create body was refused with 400 {code} {sorted(map(str, fields))}"
        )
    elif status == 400 and operation.startswith("join_"):
        # Across fields: exactly one of invite and from (the typed body leaves both optional).
        assert code == "validation_error" and fields == {"invite"}, f"join refused with 400 {code} {fields}"
    elif status == 400 and operation == "put_webhook":
        # The URL's scheme against the server's settings, its host against DNS: nothing JSON Schema can state.
        assert code in WEBHOOK_CODES, f"put_webhook refused with 400 {code}"
    elif status == 412:
        assert code == "version_mismatch" and _has_header(case, "If-Match"), f"412 {code} without a stale If-Match"
    elif status == 422:
        assert code == "idempotency_key_reused" and _has_header(case, "Idempotency-Key"), (
            f"422 {code} without a reused Idempotency-Key"
        )
    else:
        raise AssertionError(f"{operation}: a schema-valid request was refused with {status} {code}")
    return None
