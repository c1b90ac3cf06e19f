"""The OpenAPI 3.1 document: valid, typed per variant, with discriminators, links, bearer auth and the
problem-details errors of the contract, identical run after run and the same as the one the server serves."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import httpx
import pytest
from openapi_spec_validator import validate

from engine.registry import get, variants
from service.contract import document_text
from service.edge.app import create_app
from service.ops.settings import Settings
from service.wire.schemas import prefix_of

VARIANTS = list(variants())
ERRORS = {
    "create": {"400", "401", "413", "415", "429", "503"},
    "get": {"400", "401", "404", "429", "503"},
    "act": {"400", "401", "404", "409", "412", "413", "415", "422", "429", "503"},
    "list": {"400", "401", "404", "429", "503"},
    "stream": {"400", "401", "404", "429", "503"},
}


@cache
def document() -> dict[str, Any]:
    return create_app(Settings()).openapi_schema.to_schema()


def operations(doc: dict[str, Any]) -> dict[str, tuple[str, str, dict[str, Any]]]:
    return {op["operationId"]: (path, method, op) for path, item in doc["paths"].items() for method, op in item.items()}


def component(doc: dict[str, Any], ref: str) -> dict[str, Any]:
    return doc["components"]["schemas"][ref.rsplit("/", 1)[1]]  # type: ignore[no-any-return]


def test_the_document_is_valid_openapi_3_1_and_every_reference_resolves() -> None:
    doc = document()
    assert doc["openapi"] == "3.1.0"
    validate(doc)
    text = json.dumps(doc)
    refs = set(re.findall(r"#/components/schemas/([A-Za-z0-9_.-]+)", text))
    assert refs == set(doc["components"]["schemas"]), "a dangling or an unused schema"
    assert '"example"' not in text  # no generated examples; the seeded ones are under "examples"


def test_the_document_is_identical_run_after_run_and_as_served(http: httpx.Client) -> None:
    again = create_app(Settings()).openapi_schema.to_schema()
    assert json.dumps(again, sort_keys=True) == json.dumps(document(), sort_keys=True)
    served = http.get("/schema/openapi.json")
    assert served.status_code == 200
    assert json.dumps(served.json(), sort_keys=True) == json.dumps(document(), sort_keys=True)


def test_every_operation_has_an_id_a_summary_and_a_description() -> None:
    for op_id, (_path, _method, op) in operations(document()).items():
        assert op.get("summary") and op.get("description"), op_id


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_each_variant_has_its_own_paths_operation_ids_and_schemas(variant_id: str) -> None:
    ops = operations(document())
    slug, prefix = variant_id.replace("-", "_"), prefix_of(variant_id)
    create = ops[f"create_{slug}_game"]
    assert create[:2] == (f"/v1/{variant_id}/games", "post")
    assert create[2]["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith(f"/{prefix}Create")
    assert create[2]["responses"]["201"]["content"]["application/json"]["schema"]["$ref"].endswith(f"/{prefix}Created")
    view = ops[f"get_{slug}_game"]
    assert view[:2] == (f"/v1/{variant_id}/games/{{game_id}}", "get")
    shown = view[2]["responses"]["200"]["content"]["application/json"]["schema"]["oneOf"]
    assert [r["$ref"].rsplit("/", 1)[1] for r in shown] == [f"{prefix}View", f"{prefix}Waiting"]
    for op_id, path, body, answer in (
        (f"join_{slug}_game", "/join", f"{prefix}Join", f"{prefix}Joined"),
        (f"leave_{slug}_game", "/leave", None, "Invite"),
        (f"reveal_{slug}_seed", "/reveal", "Reveal", f"{prefix}Revealed"),
        (f"rematch_{slug}_game", "/rematch", None, "Rematch"),
        (f"reissue_{slug}_token", "/seats/{seat}/token", None, "SeatToken"),
    ):
        found = ops[op_id]
        assert found[:2] == (f"/v1/{variant_id}/games/{{game_id}}{path}", "post")
        assert found[2]["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].endswith(f"/{answer}")
        if body is not None:
            assert found[2]["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith(f"/{body}")
    join = component(document(), f"/{prefix}Join")
    assert (
        set(join["properties"]) == {"invite", "from", "name", "player", "seed_commitment"}
        and join["additionalProperties"] is False
    )
    act = ops[f"act_{slug}_game"]
    assert act[:2] == (f"/v1/{variant_id}/games/{{game_id}}/actions", "post")
    result = act[2]["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
    assert result.endswith(f"/{prefix}ActResult")
    assert ops[f"list_{slug}_events"][:2] == (f"/v1/{variant_id}/games/{{game_id}}/events", "get")
    wait = next(p for p in ops[f"list_{slug}_events"][2]["parameters"] if p["name"] == "wait")
    assert (wait["in"], wait["schema"]["minimum"], wait["schema"]["maximum"]) == ("query", 0, 30)
    stream = ops[f"stream_{slug}_events"]
    assert stream[:2] == (f"/v1/{variant_id}/games/{{game_id}}/stream", "get")
    body = stream[2]["responses"]["200"]["content"]
    assert list(body) == ["text/event-stream"]
    # each message's data: an event's (the variant's own) or a seat's connection change (docs/streams.md)
    refs = [r["$ref"].rsplit("/", 1)[1] for r in body["text/event-stream"]["schema"]["contentSchema"]["oneOf"]]
    assert refs == [f"{prefix}StreamMessage", "PresenceMessage"]
    message = component(document(), f"/{prefix}StreamMessage")
    assert message["required"] == ["event", "version"]
    assert {"$ref": f"#/components/schemas/{prefix}View"} in message["properties"]["view"]["anyOf"]
    assert {p["name"] for p in stream[2]["parameters"]} == {"game_id", "after", "view", "Last-Event-ID"}
    options = component(document(), f"/{prefix}Options")
    assert options["additionalProperties"] is False
    assert component(document(), f"/{prefix}Create")["additionalProperties"] is False


def check_discriminated(doc: dict[str, Any], union: dict[str, Any], prefix: str) -> None:
    members = union["anyOf"]
    mapping = union["discriminator"]["mapping"]
    assert union["discriminator"]["propertyName"] == "type"
    assert sorted(mapping.values()) == sorted(m["$ref"] for m in members)
    for tag, ref in mapping.items():
        schema = component(doc, ref)
        assert ref.rsplit("/", 1)[1].startswith(prefix)
        assert schema["properties"]["type"] == {"type": "string", "const": tag}
        assert "type" in schema["required"] and schema["additionalProperties"] is False


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_action_unions_carry_a_discriminator_with_its_mapping(variant_id: str) -> None:
    doc = document()
    slug, prefix = variant_id.replace("-", "_"), prefix_of(variant_id)
    act = operations(doc)[f"act_{slug}_game"][2]
    check_discriminated(doc, act["requestBody"]["content"]["application/json"]["schema"], prefix)
    view = component(doc, f"/{prefix}View")
    check_discriminated(doc, view["properties"]["legal_actions"]["items"], prefix)


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_created_games_link_to_their_view_act_and_events(variant_id: str) -> None:
    slug = variant_id.replace("-", "_")
    response = operations(document())[f"create_{slug}_game"][2]["responses"]["201"]
    assert response["headers"]["Location"]["required"] is True
    links = list(response["links"].values())
    expected = {f"get_{slug}_game", f"act_{slug}_game", f"list_{slug}_events"}
    lobby = {f"join_{slug}_game", f"rematch_{slug}_game", f"reissue_{slug}_token"}
    assert {link["operationId"] for link in links} == expected | lobby
    assert all(link["parameters"]["game_id"] == "$response.body#/game_id" for link in links)
    # As seat 0 (it leads deal 1 by default): its token from the created game goes in as the bearer.
    seat = [link for link in links if "header.Authorization" in link["parameters"]]
    assert {link["operationId"] for link in seat} == expected | lobby - {f"join_{slug}_game"}
    first = "Bearer {$response.body#/seats/0/token}"
    assert all(link["parameters"]["header.Authorization"] == first for link in seat if link["operationId"] in expected)
    join = response["links"]["JoinGame"]
    assert join["requestBody"] == {"invite": "$response.body#/invites/0/invite"}
    claim = operations(document())[f"rematch_{slug}_game"][2]["responses"]["200"]["links"]["ClaimSeat"]
    assert claim["operationId"] == f"join_{slug}_game" and claim["requestBody"] == {"from": "$request.path.game_id"}
    assert {f"get_{slug}_game", f"list_{slug}_events"} <= {
        link["operationId"] for link in links if set(link["parameters"]) == {"game_id"}
    }


def test_the_committed_document_is_the_apps() -> None:
    """openapi/openapi.json is what ``python -m service.contract`` writes now (CI also checks the SDK)."""
    committed = Path(__file__).resolve().parents[3] / "openapi" / "openapi.json"
    assert committed.read_text(encoding="utf-8") == document_text(), "run `python -m service.contract`"


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_each_variant_is_a_tag_and_its_views_always_carry_game_id_and_names(variant_id: str) -> None:
    doc = document()
    tags = {tag["name"]: tag for tag in doc["tags"]}
    assert get(variant_id).title in tags[variant_id]["description"]
    assert all(op["tags"] == [variant_id] for op in doc["paths"][f"/v1/{variant_id}/games"].values())
    assert {"game_id", "names"} <= set(component(doc, f"/{prefix_of(variant_id)}View")["required"])


def test_seat_tokens_are_a_bearer_security_scheme() -> None:
    doc = document()
    assert doc["components"]["securitySchemes"]["api_key"] == {
        "type": "apiKey",
        "name": "X-Api-Key",
        "in": "header",
        "description": doc["components"]["securitySchemes"]["api_key"]["description"],
    }
    assert doc["components"]["securitySchemes"]["bearer"] == {
        "type": "http",
        "scheme": "bearer",
        "description": doc["components"]["securitySchemes"]["bearer"]["description"],
    }
    for op_id, (_path, _method, op) in operations(doc).items():
        kind = op_id.split("_")[0]
        security = op.get("security")
        key = {"api_key": []}
        if kind in {"act", "reissue", "leave", "rematch", "reveal"}:  # a seat's token; the host's to reissue one
            assert security == [{"bearer": []}, {"bearer": [], **key}], op_id
        elif kind in {"get", "list", "stream", "join"} and op_id.endswith(("_game", "_events")):
            assert security == [{}, {"bearer": []}, key, {"bearer": [], **key}], op_id
        elif kind == "create" or op_id.endswith(("_replay", "_games")):  # the app's key, if any
            assert security == [{}, key], op_id
        elif op_id.endswith(("_leaderboard", "_player", "_player_matches", "_webhook")) or kind == "queue":
            assert security == [key], op_id
        elif op_id.endswith("_queue_ticket"):  # the ticket is the secret; another app's key does not reach it
            assert security == [{}, key], op_id
        else:
            assert security == [], op_id  # public, and declared so
        params = {p["name"].lower() for p in op.get("parameters", [])}
        assert "authorization" not in params


def test_errors_are_declared_as_problem_details() -> None:
    doc = document()
    problem = doc["components"]["schemas"]["Problem"]
    assert set(problem["required"]) == {"type", "title", "status", "code"}
    for op_id, (_path, _method, op) in operations(doc).items():
        kind = op_id.split("_")[0]
        declared = {s for s in op["responses"] if s[0] in "45"}
        if op_id.endswith(("_game", "_events")) and kind in ERRORS:
            assert declared == ERRORS[kind] | {"500"}, op_id
        assert op["responses"]["500"]["content"]["application/problem+json"]["schema"] == {
            "$ref": "#/components/schemas/Problem"
        }, op_id
        for status in declared:
            content = op["responses"][status]["content"]
            assert list(content) == ["application/problem+json"], (op_id, status)
            schema = content["application/problem+json"]["schema"]
            if kind == "act" and status == "409":
                # A Problem whose legal_actions are the variant's actions, or match_waiting (no legal_actions).
                refs = [s["$ref"] for s in schema["oneOf"]]
                assert refs[1] == "#/components/schemas/MatchWaiting"
                conflict = component(doc, refs[0])
                assert set(problem["required"]) | {"version", "legal_actions"} == set(conflict["required"])
                assert conflict["properties"]["legal_actions"]["items"]["discriminator"]["propertyName"] == "type"
                waiting = component(doc, refs[1])
                assert waiting["properties"]["code"]["const"] == "match_waiting"
                assert set(problem["required"]) | {"version"} == set(waiting["required"])
            else:
                assert schema == {"$ref": "#/components/schemas/Problem"}
            if status in {"429", "503"}:
                assert "Retry-After" in op["responses"][status]["headers"]


def test_the_seed_bounds_survive_into_the_schema() -> None:
    seed = component(document(), "/CrazyEightsCreate")["properties"]["seed"]
    integer = next(s for s in seed["anyOf"] if s.get("type") == "integer")
    assert (integer["minimum"], integer["maximum"]) == (0, 2**53 - 1)


def test_every_integer_of_the_document_has_a_maximum_javascript_holds() -> None:
    """Bodies, parameters and headers alike: at most 2^53 - 1 (request types bound theirs themselves; the
    strict-input tests send one past each bound)."""
    found: list[tuple[str, Any]] = []

    def walk(node: Any, where: str) -> None:
        if isinstance(node, dict):
            if node.get("type") == "integer" and "const" not in node:
                found.append((where, node.get("maximum")))
            for key, value in node.items():
                walk(value, f"{where}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, f"{where}/{i}")

    walk(document(), "")
    assert len(found) > 100
    unbounded = [where for where, maximum in found if not isinstance(maximum, int) or maximum > 2**53 - 1]
    assert not unbounded, unbounded


def test_every_answer_declares_the_rate_limit_and_cors_fields_it_may_carry() -> None:
    """Litestar's CORS middleware answers every route; the rate limit every path but the probes'."""
    doc = document()
    headers = doc["components"]["headers"]
    assert headers["RateLimit"]["schema"]["pattern"] == '^"default";r=[0-9]{1,16};t=[0-9]{1,16}$'
    assert headers["RateLimit-Policy"]["schema"]["pattern"] == '^"default";q=[0-9]{1,16};w=[0-9]{1,16}$'
    assert not any(h["required"] for h in headers.values())  # only with the limit on, only to an allowed origin
    for op_id, (path, _method, op) in operations(doc).items():
        fields = {"Access-Control-Allow-Origin", "Access-Control-Expose-Headers"}
        if path not in ("/healthz", "/readyz"):
            fields |= {"RateLimit", "RateLimit-Policy"}
        for status, response in op["responses"].items():
            refs = {k for k, v in response.get("headers", {}).items() if v.get("$ref") == f"#/components/headers/{k}"}
            assert refs == fields, (op_id, status)
        if "429" in op["responses"]:
            assert op["responses"]["429"]["headers"]["Retry-After"]["required"] is True, op_id


def test_the_document_names_its_licence_contact_and_server() -> None:
    doc = document()
    assert doc["info"]["license"] == {"name": "Proprietary", "identifier": "LicenseRef-Proprietary"}
    assert doc["info"]["contact"] == {"name": "Osmica"}
    assert doc["servers"] == [{"url": "/", "description": doc["servers"][0]["description"], "x-internal": False}]
