"""The OpenAPI document as a reference a front-end developer reads: every schema and property described, a real
example for every operation (each valid against its schema), the codes as enums that match the code, and one
vocabulary across the five games."""

from __future__ import annotations

import ast
import json
from collections import defaultdict
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from engine.codes import RULE_CODES, SETUP_CODES
from engine.registry import variants
from service.contract import document_text
from service.wire.errors import CODE_STATUS, PROBLEM_CODES, STATUS_CODES
from service.wire.schemas import prefix_of

ROOT = Path(__file__).resolve().parents[3]
PREFIXES = [prefix_of(v) for v in variants()]


@cache
def document() -> dict[str, Any]:
    return json.loads(document_text())  # type: ignore[no-any-return]


def schemas() -> dict[str, Any]:
    return document()["components"]["schemas"]  # type: ignore[no-any-return]


def _described(prop: dict[str, Any]) -> bool:
    if "description" in prop or "const" in prop:
        return True
    ref = prop.get("$ref")
    return ref is not None and "description" in schemas()[ref.rsplit("/", 1)[1]]


def test_every_schema_and_property_is_described() -> None:
    assert [name for name, s in schemas().items() if "description" not in s] == []
    missing = [
        f"{name}.{key}"
        for name, s in schemas().items()
        for key, prop in s.get("properties", {}).items()
        if not _described(prop)
    ]
    assert missing == []


def _absolute(schema: dict[str, Any]) -> Any:
    """``schema`` with its references pointing into the document registered as ``urn:osmica``."""
    return json.loads(json.dumps(schema).replace('"#/components', '"urn:osmica#/components'))


def test_every_operation_has_a_real_example_valid_against_its_schema() -> None:
    doc = document()
    registry = Registry().with_resource("urn:osmica", Resource.from_contents(doc, default_specification=DRAFT202012))
    checked = 0
    for path, item in doc["paths"].items():
        for method, op in item.items():
            bodies = [("request", op["requestBody"])] if "requestBody" in op else []
            bodies += [(status, r) for status, r in op["responses"].items() if status in ("200", "201")]
            assert bodies, f"{method} {path}"
            for status, owner in bodies:
                for media, content in owner.get("content", {}).items():
                    examples = content.get("examples")
                    assert examples, f"{method} {path} {status} {media} has no example"
                    schema = json.loads(
                        json.dumps(content["schema"]).replace('"#/components', '"urn:osmica#/components')
                    )
                    validator = Draft202012Validator(schema, registry=registry)
                    for example in examples.values():
                        errors = [e.message for e in validator.iter_errors(example["value"])]
                        assert errors == [], f"{method} {path} {status}: {errors[:3]}"
                        checked += 1
    assert checked >= 4 * len(PREFIXES) + 1


def test_the_error_examples_are_valid_too() -> None:
    doc = document()
    registry = Registry().with_resource("urn:osmica", Resource.from_contents(doc, default_specification=DRAFT202012))
    for prefix in PREFIXES:
        slug = "".join("_" + c.lower() if c.isupper() else c for c in prefix).lstrip("_")
        act = next(
            op for item in doc["paths"].values() for op in item.values() if op["operationId"] == f"act_{slug}_game"
        )
        content = act["responses"]["409"]["content"]["application/problem+json"]
        schema = _absolute(content["schema"])
        for example in content["examples"].values():
            assert list(Draft202012Validator(schema, registry=registry).iter_errors(example["value"])) == []


def _raised_codes() -> set[str]:
    """Every code the engine raises (IllegalAction, InvalidSetup), read from its source."""
    found: set[str] = set()
    for path in (ROOT / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("IllegalAction", "InvalidSetup"):
                first = node.args[0] if node.args else None
                if isinstance(first, ast.Constant):
                    found.add(first.value)
                elif isinstance(first, ast.JoinedStr):  # must_answer_{two|four}
                    found.update({"must_answer_two", "must_answer_four"})
    return found


def _service_codes() -> set[str]:
    """Every code the service refuses with by name: ``ServiceError(status, "code", ...)``, read from its source."""
    found: set[str] = set()
    for path in (ROOT / "service").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            call = isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ServiceError"
            if call and len(node.args) > 1 and isinstance(node.args[1], ast.Constant):  # type: ignore[attr-defined]
                found.add(node.args[1].value)  # type: ignore[attr-defined]
    return found


def test_the_code_enums_list_exactly_the_codes_raised_each_with_a_meaning() -> None:
    assert _raised_codes() == set(RULE_CODES) | set(SETUP_CODES)
    assert _service_codes() <= set(PROBLEM_CODES) and set(PROBLEM_CODES) == set(CODE_STATUS)
    assert set(STATUS_CODES.values()) <= set(PROBLEM_CODES)
    assert schemas()["RuleCode"]["enum"] == list(RULE_CODES)
    assert set(schemas()["ProblemCode"]["enum"]) == set(PROBLEM_CODES) | set(SETUP_CODES)
    for name in ("RuleCode", "ProblemCode"):
        enum = schemas()[name]
        assert len(enum["x-enum-descriptions"]) == len(enum["enum"]) and all(enum["x-enum-descriptions"])
    assert schemas()["Problem"]["properties"]["code"]["$ref"].endswith("/ProblemCode")
    for prefix in PREFIXES:
        assert schemas()[f"{prefix}Conflict"]["properties"]["code"]["$ref"].endswith("/RuleCode")


def _shape(schema: Any) -> Any:
    """A property's type with its prose, bounds (an integer's ``format`` follows from them) and defaults left
    out, and null dropped from unions: what must agree between two games that use one name."""
    if isinstance(schema, dict):
        members = schema.get("anyOf")
        if members is not None:
            kept = [_shape(m) for m in members if m != {"type": "null"}]
            return kept[0] if len(kept) == 1 else ("anyOf", tuple(sorted(map(repr, kept))))
        skip = {"description", "default", "minimum", "maximum", "minItems", "maxItems", "title", "format"}
        out = []
        for k, v in schema.items():
            if k in ("enum", "const"):  # each game has its own choices: a string enum is a string enum
                out.append(("enum", type(v[0] if k == "enum" else v).__name__))
            elif k == "type" and "const" in schema:
                continue
            elif k == "$ref":  # each game's own type of a concept: CrazyEightsPlay and SwitchPlay are both "Play"
                out.append((k, _unprefixed(v.rsplit("/", 1)[1])))
            elif k not in skip:
                out.append((k, _shape(v)))
        return tuple(sorted(out))
    if isinstance(schema, list):
        return tuple(_shape(v) for v in schema)
    return schema


def _unprefixed(name: str) -> str:
    for prefix in PREFIXES:
        if name.startswith(prefix):
            return name[len(prefix) :]
    return name


PER_GAME = {"type", "legal_actions", "options"}
"""Properties typed per game by design: the action tag, the game's own action union and house rules."""

SYNONYMS = {
    "has_drawn": "drawn_this_turn",
    "unannounced": "announced",
    "last_call_mode": "last_card_mode",
    "last_call_enforcement": "last_card_enforcement",
    "challenge_window": "challenge_open",
}
"""Names one game once used for a concept another game names otherwise: none may come back."""


def test_one_vocabulary_across_the_games() -> None:
    """A property name means one thing with one type in every game's view, options and actions; shared concepts
    are shared schemas, and no generated name carries a ``TypeN`` suffix."""
    by_name: dict[str, dict[str, Any]] = defaultdict(dict)
    for prefix in PREFIXES:
        for suffix in ("View", "Options", "Play", "Draw", "Pass", "Challenge"):
            schema = schemas().get(f"{prefix}{suffix}")
            for key, prop in (schema or {}).get("properties", {}).items():
                if key not in PER_GAME:
                    by_name[key][f"{prefix}{suffix}"] = _shape(prop)
    differ = {key: owners for key, owners in by_name.items() if len(set(map(repr, owners.values()))) > 1}
    assert differ == {}, "one name, several types: " + ", ".join(sorted(differ))
    names = set(by_name)
    assert names.isdisjoint(SYNONYMS), names & set(SYNONYMS)
    text = json.dumps(schemas())
    for shared in ("Card", "Suit", "Rank", "Status", "ScoreDirection", "DealResult", "SeatToken", "Problem"):
        assert shared in schemas(), shared
    card_pattern = json.dumps(schemas()["Card"]["pattern"])
    assert card_pattern not in text.replace(json.dumps(schemas()["Card"]), ""), "a card pattern outside Card"
    assert not any(name[-5:-1] == "Type" and name[-1].isdigit() for name in schemas())
    generated = (ROOT / "clients" / "python" / "osmica_client" / "models").glob("*.py")
    assert [p.name for p in generated if "_type_" in p.name] == []
