"""Schema fuzzing with schemathesis 4, in process: every operation, every check, a fixed seed, then the stateful
phase driven by the document's links, against the app over a real Redis.

The budget lives in schemathesis.toml (shared with the CLI run of .ci/run): examples per operation for the
examples, coverage and fuzzing phases, scenarios and steps for the stateful one. The stateful test also
checks that the links really carried a created game's id and seat token: seat views answered with the seat's
hand, and actions were judged by the rules (200 or 409), not refused for want of a token.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import hypothesis
import pytest
import schemathesis
from litestar import Litestar
from schemathesis.config import SchemathesisConfig
from schemathesis.specs.openapi.schemas import OpenApiSchema

import tests.contract.fuzz_hooks  # noqa: F401 - registers the seat-token auth and refusals_are_documented
from service.edge.app import create_app
from service.ops.settings import Settings
from tests.servers import STORE_TIMEOUT, RedisServer

CONFIG = Path(__file__).resolve().parents[2] / "schemathesis.toml"


@pytest.fixture(scope="module")
def fuzzed_app(redis_server: RedisServer) -> Litestar:
    return create_app(Settings(redis_url=redis_server.url, store_timeout=STORE_TIMEOUT))  # no 503 from a slow machine


@pytest.fixture(scope="module")
def api_schema(fuzzed_app: Litestar) -> OpenApiSchema:
    config = SchemathesisConfig.from_path(CONFIG)
    return schemathesis.openapi.from_asgi("/schema/openapi.json", fuzzed_app, config=config)


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
def test_every_operation_honours_the_document(case: schemathesis.Case) -> None:
    case.call_and_validate()


def test_stateful_phase_plays_created_games_through_the_links(api_schema: OpenApiSchema) -> None:
    config = SchemathesisConfig.from_path(CONFIG)
    calls: Counter[tuple[str, str, int]] = Counter()
    stateful = config.projects.default.phases.stateful

    # Scenarios start at a created game: the listings, the catalogue and the probes lead nowhere by a link.
    linked = api_schema.exclude(operation_id_regex=r"^(list_\w+_games|list_variants|get_health|get_readiness)$")

    class Links(linked.as_state_machine()):  # type: ignore[misc]
        def after_call(self, response: Any, case: schemathesis.Case) -> None:
            operation = str(case.operation.definition.raw["operationId"]).split("_")[0]
            caller = "seat" if "Authorization" in (case.headers or {}) else "spectator"
            if operation == "get" and response.status_code == 200:  # a linked token is the first taken seat's
                assert (response.json()["seat"] is None) == (caller == "spectator")
            calls[(operation, caller, response.status_code)] += 1

    Links.run(
        settings=hypothesis.settings(
            max_examples=stateful.generation.max_examples or 25,
            stateful_step_count=stateful.max_steps or 10,
            derandomize=True,
            deadline=None,
            database=None,
            suppress_health_check=list(hypothesis.HealthCheck),
        )
    )
    assert calls[("create", "spectator", 201)] > 0, calls
    # A seat view (200, or 304 after the token was accepted) and actions judged by the rules (200 or 409).
    seat_reads = calls[("get", "seat", 200)] + calls[("get", "seat", 304)] + calls[("list", "seat", 200)]
    assert seat_reads > 0, f"no seat view or seat's events through a link: {calls}"
    judged = calls[("act", "seat", 200)] + calls[("act", "seat", 409)]
    assert judged > 0, f"no action reached the rules with a linked seat token: {calls}"
    # join (an invite of a created match) and rematch (a seat token) reached through their links
    assert sum(n for (op, _, _), n in calls.items() if op == "join") > 0, calls
    assert sum(n for (op, _, _), n in calls.items() if op == "rematch") > 0, calls
