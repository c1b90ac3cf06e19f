"""Strict inputs over HTTP, for every variant and every route with a body: the exact status and ``code``, never a
5xx, and no match changed.

First each input a client is likely to get wrong, by name: numbers and bools sent as strings (or a number for a
bool), integers past their bounds, other content types or none, deep nesting, bad ``names`` and ``after``. The
wrong-type cases are derived from the types themselves (every field of every variant's options and actions), so
a new field is covered without a new line here. Then a seeded batch of malformed requests (nesting 1 to 5,000
levels, huge numbers, the common content types, control characters in every string and in the headers),
each with the one answer it must get, sent to the real server while every variant's match is watched.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import msgspec
import msgspec.inspect as mi
import pytest

from engine.registry import Variant, variants
from service.ops.settings import Settings
from service.watching.events import MAX_WAIT
from service.wire.fields import MAX_DECK, MAX_GAME_ID, MAX_NAME
from service.wire.schemas import variant_schemas
from tests.service.play import Game, create, without_presence

MAX_BODY = Settings().max_body_bytes
VARIANTS = list(variants().values())
CONTROL = [chr(c) for c in (*range(0x00, 0x20), 0x7F, 0x85, 0x9B)] + ["\u202e", "\u2066", "\u200f", "\u061c"]
"""C0, DEL, C1 and bidirectional controls."""
OTHER_TYPES = [None, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=b",
               "application/xml", "text/json", "application/octet-stream", "text/html", "application/jsonl",
               "application/javascript", "json", "*/*"]  # fmt: skip
HUGE = [2**53, 2**63, 2**64, 10**30, -(2**63), -(2**64), "1e300", "-1e300", "9007199254740992.0", "2.5"]
"""Written into the JSON text as they are: none of them is an integer within any field's bounds."""


@dataclass
class Probe:
    """One request and the one answer it must get."""

    label: str
    method: str
    path: str
    status: int
    code: str
    body: bytes | None = None
    headers: dict[str, Any] = field(default_factory=dict)
    params: Any = None


def send(client: httpx.Client, probe: Probe) -> httpx.Response:
    return client.request(probe.method, probe.path, content=probe.body, headers=probe.headers, params=probe.params)


def check(client: httpx.Client, probe: Probe) -> None:
    response = send(client, probe)
    assert response.status_code == probe.status, (probe.label, probe.body and probe.body[:200], response.text)
    assert response.headers["content-type"].startswith("application/problem+json"), probe.label
    assert response.json()["code"] == probe.code, (probe.label, response.text)


# What each field accepts, from its type ---------------------------------------------------------------------------


def kinds(info: Any) -> set[str]:
    if isinstance(info, mi.Metadata):
        return kinds(info.type)
    if isinstance(info, mi.UnionType):
        return set().union(*(kinds(t) for t in info.types))
    if isinstance(info, mi.LiteralType):
        return {type(v).__name__ for v in info.values}
    names = {mi.IntType: "int", mi.BoolType: "bool", mi.StrType: "str", mi.NoneType: "null", mi.FloatType: "float"}
    return {names.get(type(info), "other")}


def wrong_values(accepts: set[str]) -> list[Any]:
    """Values of the wrong JSON type for a field accepting ``accepts`` (the strings a lax decoder would convert)."""
    wrong: list[Any] = []
    if "int" in accepts and "str" not in accepts:
        wrong += ["6", "0", 2**64]
    if "bool" in accepts and not accepts & {"str", "int"}:
        wrong += ["true", "false", 0, 1]
    if "str" in accepts and not accepts & {"int", "float"}:
        wrong += [7, True]
    return wrong


def fields_of(kind: Any) -> Iterator[tuple[str, set[str]]]:
    for f in mi.type_info(kind).fields:
        yield f.name, kinds(f.type)


def actions_of(variant: Variant) -> Iterator[tuple[str, list[tuple[str, set[str]]]]]:
    union = mi.type_info(variant.action_type)
    for member in union.types if isinstance(union, mi.UnionType) else [union]:
        yield member.tag, [(f.name, kinds(f.type)) for f in member.fields]


def sample(kind: set[str]) -> Any:
    return 0 if "int" in kind else False if "bool" in kind else None


def create_cases(variant: Variant) -> Iterator[tuple[str, dict[str, Any]]]:
    players = variant.min_players
    yield "players as a string", {"players": str(players)}
    yield "players as a float with a fraction", {"players": players + 0.5}
    yield "seed as a string", {"players": players, "seed": "42"}
    yield "seed past 2^53 - 1", {"players": players, "seed": 2**53}
    yield "a huge seed", {"players": players, "seed": 18446744073709551616}
    for name, accepts in fields_of(variant.options_type):
        for value in wrong_values(accepts):
            yield f"options.{name} = {value!r}", {"players": players, "options": {name: value}}
    yield "names with an empty one", {"players": 2, "names": ["", "b"]}
    yield "a name of 65 characters", {"players": 2, "names": ["a" * 65, "b"]}
    for char in CONTROL:
        yield f"a name with U+{ord(char):04X}", {"players": 2, "names": [f"a{char}b", "b"]}
        yield f"a seat's name with U+{ord(char):04X}", {"players": 2, "seats": [{"name": f"a{char}b"}, {"open": True}]}


def act_cases(variant: Variant) -> Iterator[tuple[str, dict[str, Any]]]:
    for tag, members in actions_of(variant):
        base = {"type": tag, **{name: sample(accepts) for name, accepts in members if "null" not in accepts}}
        for name, accepts in members:
            for value in wrong_values(accepts):
                yield f"{tag}.{name} = {value!r}", {**base, name: value}
        yield f"{tag} with an unknown field", {**base, "extra": 1}
        yield f"{tag} with a control character in its tag", {**base, "type": tag + "\x01"}


@pytest.fixture(scope="module")
def games(service: Any) -> Iterator[dict[str, Game]]:
    with httpx.Client(base_url=service.base_url, timeout=30) as client:
        yield {v.id: create(client, v.id, v.min_players, seed=99) for v in VARIANTS}


def snapshot(games: dict[str, Game]) -> list[Any]:
    """What every caller sees of the matches, but who is connected (no part of a match: docs/presence.md)."""
    out = []
    for game in games.values():
        seats = [None, *range(len(game.tokens))]
        out += [without_presence(game.view(s)) for s in seats] + [game.events(s) for s in seats]
    return out


def legal_move(game: Game) -> tuple[int, dict[str, Any]]:
    seat = game.view()["turn"]
    return seat, game.view(seat)["legal_actions"][0]


# The named inputs, every variant, both routes with a body ------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
def test_bodies_are_decoded_strictly_on_every_route(variant: Variant, games: dict[str, Game]) -> None:
    game = games[variant.id]
    before = snapshot(games)
    client = game.client
    seat, _ = legal_move(game)
    json_headers = {"content-type": "application/json"}
    probes = [
        Probe(
            label, "POST", f"/v1/{variant.id}/games", 400, "validation_error", msgspec.json.encode(body), json_headers
        )
        for label, body in create_cases(variant)
    ]
    probes += [
        Probe(
            label,
            "POST",
            game.path + "/actions",
            400,
            "validation_error",
            msgspec.json.encode(body),
            {**json_headers, **game.auth(seat)},
        )
        for label, body in act_cases(variant)
    ]
    assert len(probes) > 30
    for probe in probes:
        check(client, probe)
    assert snapshot(games) == before


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
def test_every_integer_past_its_maximum_is_400(variant: Variant, games: dict[str, Game]) -> None:
    """Every integer of the request types has a maximum of at most 2^53 - 1: one past it is refused."""
    game = games[variant.id]
    client = game.client
    seat, _ = legal_move(game)
    schemas = variant_schemas(variant)
    (_, components) = msgspec.json.schema_components([schemas.create, schemas.action])
    seen = 0
    for name, schema in components.items():
        for prop, spec in schema.get("properties", {}).items():
            for option in spec.get("anyOf", [spec]):
                if option.get("type") != "integer":
                    continue
                assert option.get("maximum", 2**53) <= 2**53 - 1, (name, prop)
                value = option["maximum"] + 1
                seen += 1
                if name == schemas.create.__name__:
                    body: dict[str, Any] = {"players": variant.min_players, prop: value}
                    path, headers = f"/v1/{variant.id}/games", {}
                elif name == variant.options_type.__name__:
                    body = {"players": variant.min_players, "options": {prop: value}}
                    path, headers = f"/v1/{variant.id}/games", {}
                else:
                    body = {"type": schema["properties"]["type"]["enum"][0], prop: value}
                    path, headers = game.path + "/actions", game.auth(seat)
                probe = Probe(
                    f"{name}.{prop}",
                    "POST",
                    path,
                    400,
                    "validation_error",
                    msgspec.json.encode(body),
                    {"content-type": "application/json", **headers},
                )
                check(client, probe)
    assert seen >= 3


def request_bounds(document: dict[str, Any], variant: Variant) -> set[str]:
    """Where the document bounds a request of ``variant``'s operations: each string's ``maxLength``, each array's
    ``maxItems`` and each parameter's integer bounds, by component and property, or by parameter."""
    schemas = document["components"]["schemas"]
    found: set[str] = set()

    def walk(schema: Any, label: str, seen: set[str]) -> None:
        if isinstance(schema, list):
            for member in schema:
                walk(member, label, seen)
            return
        if not isinstance(schema, dict):
            return
        if "$ref" in schema:
            name = schema["$ref"].rsplit("/", 1)[1]
            if name not in seen:
                walk(schemas[name], name, seen | {name})
            return
        kind = schema.get("type")
        if (kind, True) in (("string", "maxLength" in schema), ("array", "maxItems" in schema)):
            found.add(label)
        if kind == "integer" and label.split(" ")[0] in ("path", "query", "header"):
            found.add(label)
        for name, inner in schema.get("properties", {}).items():
            walk(inner, f"{label}.{name}", seen)
        walk(schema.get("items"), label + "[]", seen)
        walk(schema.get("anyOf"), label, seen)
        walk(schema.get("oneOf"), label, seen)

    for path, item in document["paths"].items():
        if path.startswith(f"/v1/{variant.id}/"):
            for operation in item.values():
                for media in operation.get("requestBody", {}).get("content", {}).values():
                    walk(media["schema"], "body", set())
                for parameter in operation.get("parameters", []):
                    walk(parameter["schema"], f"{parameter['in']} {parameter['name']}", set())
    return found


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
def test_one_past_every_request_bound_is_400(variant: Variant, games: dict[str, Game]) -> None:
    """Every bound the document sets on a request string, array or parameter is the server's: one past it is 400
    (the integers of the bodies: test_every_integer_past_its_maximum_is_400)."""
    game = games[variant.id]
    client = game.client
    seat, _ = legal_move(game)
    prefix, most = variant_schemas(variant).prefix, variant.max_players
    names = [f"p{i}" for i in range(most + 1)]
    tags = '"12345"' + ', "1"' * 50  # 257 characters, each tag well-formed
    bodies: dict[str, tuple[str, dict[str, Any]]] = {
        f"{prefix}Create.names": ("create", {"players": most, "names": names}),
        f"{prefix}Create.names[]": ("create", {"players": 2, "names": ["a" * (MAX_NAME + 1), "b"]}),
        f"{prefix}Create.seats": ("create", {"players": most, "seats": [{"name": n} for n in names]}),
        "SeatSpec.name": ("create", {"players": 2, "seats": [{"name": "a" * (MAX_NAME + 1)}, {"open": True}]}),
        f"{prefix}Create.deck": ("create", {"players": 2, "deck": ["2S"] * (MAX_DECK + 1)}),
        "Card": ("create", {"players": 2, "deck": ["10SS"]}),
        f"{prefix}Options.deal_schedule": ("create", {"players": 2, "options": {"deal_schedule": [1] * 53}}),
        f"{prefix}Join.invite": ("join", {"invite": "a" * 129}),
        f"{prefix}Join.from": ("join", {"from": "a" * (MAX_GAME_ID + 1)}),
        f"{prefix}Join.name": ("join", {"invite": "a", "name": "a" * (MAX_NAME + 1)}),
        "NagsPlay.more": ("act", {"type": "play", "card": "2S", "more": ["2H", "2D", "2C", "3S"]}),
        "SeatSpec.player": ("create", {"players": 2, "seats": [{"name": "a", "player": "p" * 65}, {"open": True}]}),
        f"{prefix}Join.player": ("join", {"invite": "a", "player": "p" * 65}),
        "SeatSpec.seed_commitment": (
            "create",
            {
                "players": 2,
                "fairness": "players",
                "seats": [{"name": "a", "seed_commitment": "a" * 65}, {"open": True}],
            },
        ),
        f"{prefix}Join.seed_commitment": ("join", {"invite": "a", "seed_commitment": "a" * 65}),
        "Reveal.client_seed": ("reveal", {"client_seed": "a" * 65}),
        f"{prefix}QueueRequest.player": ("queue", {"player": "p" * 65, "players": 2}),
    }
    routes = {
        "create": f"/v1/{variant.id}/games",
        "join": game.path + "/join",
        "act": game.path + "/actions",
        "reveal": game.path + "/reveal",
        "queue": f"/v1/{variant.id}/queue",
    }
    json_type = {"content-type": "application/json"}
    probes = {
        label: Probe(label, "POST", routes[route], 400, "validation_error", msgspec.json.encode(body), json_type)
        for label, (route, body) in bodies.items()
    }
    probes["NagsPlay.more"].headers.update(game.auth(seat))
    over = [
        ("path game_id", "GET", f"/v1/{variant.id}/games/{'a' * (MAX_GAME_ID + 1)}", {}, None),
        ("path seat", "POST", game.path + "/seats/64/token", game.auth(0), None),
        ("query cursor", "GET", f"/v1/{variant.id}/games", {}, {"status": "waiting", "cursor": "1." + "a" * 79}),
        ("query limit", "GET", f"/v1/{variant.id}/games", {}, {"status": "waiting", "limit": 51}),
        ("query after", "GET", game.path + "/events", {}, {"after": 10**9 + 1}),
        ("query wait", "GET", game.path + "/events", {}, {"wait": MAX_WAIT + 1}),
        ("query around", "GET", f"/v1/{variant.id}/leaderboard", {}, {"around": "p" * 65}),
        ("header Idempotency-Key", "POST", game.path + "/actions", {"Idempotency-Key": "k" * 65}, None),
        ("header If-Match", "POST", game.path + "/actions", {"If-Match": tags}, None),
        ("header If-None-Match", "GET", game.path, {"If-None-Match": tags}, None),
        ("header Last-Event-ID", "GET", game.path + "/stream", {"Last-Event-ID": "1" * 11}, None),
    ]
    for label, method, path, headers, params in over:
        probes[label] = Probe(label, method, path, 400, "validation_error", None, headers, params)
    probes["query limit 0"] = Probe("query limit 0", "GET", routes["create"], 400, "validation_error", None, {},
                                    {"status": "waiting", "limit": 0})  # fmt: skip
    bounded = request_bounds(client.get("/schema/openapi.json").json(), variant)
    assert bounded <= probes.keys(), bounded - probes.keys()
    before = snapshot(games)
    probes["an invite outside its alphabet"] = Probe("invite alphabet", "POST", routes["join"], 400, "validation_error",
                                                     b'{"invite": "a+b"}', json_type)  # fmt: skip
    for label in sorted(bounded | {"query limit 0", "an invite outside its alphabet"}):
        check(client, probes[label])
    assert snapshot(games) == before
    for at_bound in ({"names": names[:most]}, {"seats": [{"name": n} for n in names[:most]]}):
        assert client.post(routes["create"], json={"players": most, **at_bound}).status_code == 201


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
@pytest.mark.parametrize("content_type", OTHER_TYPES, ids=str)
def test_a_body_that_is_not_json_is_415(variant: Variant, content_type: str | None, games: dict[str, Game]) -> None:
    game = games[variant.id]
    before = snapshot({variant.id: game})
    seat, action = legal_move(game)
    headers = {} if content_type is None else {"content-type": content_type}
    create_body = msgspec.json.encode({"players": variant.min_players})
    check(
        game.client,
        Probe("create", "POST", f"/v1/{variant.id}/games", 415, "unsupported_media_type", create_body, headers),
    )
    act = Probe(
        "act",
        "POST",
        game.path + "/actions",
        415,
        "unsupported_media_type",
        msgspec.json.encode(action),
        {**headers, **game.auth(seat)},
    )
    check(game.client, act)
    assert snapshot({variant.id: game}) == before


def test_json_types_with_parameters_are_read(http: httpx.Client) -> None:
    for content_type in ("application/json; charset=utf-8", "Application/JSON", "application/merge-patch+json"):
        response = http.post("/v1/nags/games", content=b'{"players": 2}', headers={"content-type": content_type})
        assert response.status_code == 201, (content_type, response.text)


def test_an_integer_may_be_written_as_a_float_without_fraction(http: httpx.Client) -> None:
    response = http.post("/v1/crazy-eights/games", json={"players": 2.0, "seed": 1e3, "options": {"target": 100.0}})
    assert response.status_code == 201, response.text


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
@pytest.mark.parametrize("depth", [1000, 5000])
def test_deep_nesting_is_400_and_401_without_a_token(variant: Variant, depth: int, games: dict[str, Game]) -> None:
    game = games[variant.id]
    nested = b"[" * depth + b"]" * depth
    json_type = {"content-type": "application/json"}
    seated = {**json_type, **game.auth(0)}
    bodies = [nested, b'{"players": 2, "x": ' + nested + b"}", b'{"card": ' + nested + b', "type": "play"}']
    for body in bodies:
        check(game.client, Probe("create", "POST", f"/v1/{variant.id}/games", 400, "validation_error", body, json_type))
        check(game.client, Probe("act", "POST", game.path + "/actions", 400, "validation_error", body, seated))
        check(game.client, Probe("act", "POST", game.path + "/actions", 401, "unauthorized", body, json_type))


@pytest.mark.parametrize(
    "params",
    [
        {"after": "1e3"},
        {"after": "1.0"},
        [("after", "1"), ("after", "2")],
        {"after": "+1"},
        {"after": " 1"},
        {"after": "\uff11"},
        {"after": "-1"},
        {"after": "1000000001"},
        {"after": "0x10"},
        {"after": ""},
    ],
    ids=str,
)
def test_after_is_one_plain_non_negative_integer(params: Any, games: dict[str, Game]) -> None:
    for game in games.values():
        check(game.client, Probe("after", "GET", game.path + "/events", 400, "validation_error", params=params))


def test_plain_after_still_pages(games: dict[str, Game]) -> None:
    game = games["nags"]
    assert game.client.get(game.path + "/events", params={"after": "0"}).status_code == 200


# A seeded batch of malformed requests ---------------------------------------------------------------------------------


def nested(rng: random.Random, depth: int) -> bytes:
    if rng.random() < 0.5:
        return b"[" * depth + b"]" * depth
    return b'{"a": ' * depth + b"1" + b"}" * depth


def malformed(rng: random.Random, games: dict[str, Game]) -> Probe:
    """One request with one defect, and the answer it must get."""
    variant = rng.choice(VARIANTS)
    game = games[variant.id]
    seat = game.created["view"]["turn"]  # matches never move here
    act = rng.random() < 0.5
    path = game.path + "/actions" if act else f"/v1/{variant.id}/games"
    headers: dict[str, Any] = {"content-type": "application/json", **(game.auth(seat) if act else {})}
    valid = {"type": "pass"} if act else {"players": variant.min_players}
    kind = rng.choice(["nesting", "huge", "content-type", "control", "header", "wrong-type", "unknown"])
    if kind == "nesting":
        depth = rng.randint(1, 5000)
        where = rng.choice(["body", "field", "before-tag"])
        inner = nested(rng, depth)
        if where == "body":
            body = inner
        elif where == "field":
            body = (b'{"type": "play", "card": ' if act else b'{"players": ') + inner + b"}"
        else:
            body = b'{"z": ' + inner + b', "type": "draw"}'
        if len(body) > MAX_BODY:
            return Probe(f"nesting {depth} {where}", "POST", path, 413, "payload_too_large", body, headers)
        return Probe(f"nesting {depth} {where}", "POST", path, 400, "validation_error", body, headers)
    if kind == "huge":
        number = str(rng.choice(HUGE)).encode()
        if act:
            tags = {tag: members for tag, members in actions_of(variant)}
            ints = [(t, n) for t, ms in tags.items() for n, k in ms if "int" in k]
            if ints:
                tag, name = rng.choice(ints)
                body = b'{"type": "%s", "%s": %s}' % (tag.encode(), name.encode(), number)
                return Probe(f"huge {tag}.{name}", "POST", path, 400, "validation_error", body, headers)
            path, headers = f"/v1/{variant.id}/games", {"content-type": "application/json"}
        ints = [n for n, k in fields_of(variant.options_type) if "int" in k]
        where = rng.choice(["players", "seed", *(f"options.{n}" for n in ints)])
        if where.startswith("options."):
            body = b'{"players": %d, "options": {"%s": %s}}' % (variant.min_players, where[8:].encode(), number)
        else:
            body = b'{"players": %d, "%s": %s}' % (variant.min_players, where.encode(), number)
            if where == "players":
                body = b'{"players": %s}' % number
        return Probe(f"huge {where}={number!r}", "POST", path, 400, "validation_error", body, headers)
    if kind == "content-type":
        content_type = rng.choice(OTHER_TYPES)
        headers.pop("content-type")
        if content_type is not None:
            headers["content-type"] = content_type
        if act:
            valid = game.view(seat)["legal_actions"][0]
        body = msgspec.json.encode(valid)
        return Probe(f"content type {content_type}", "POST", path, 415, "unsupported_media_type", body, headers)
    if kind == "control":
        char = rng.choice(CONTROL)
        if act:
            tag, members = rng.choice(list(actions_of(variant)))
            strings = [n for n, k in members if "str" in k]
            if strings:
                values = {"card": "A" + char + "S", "named_suit": char, "face": char, "ace": char + "AS"}
                name = rng.choice(strings)
                bad = {"type": tag, name: values.get(name, char)}
            else:
                bad = {"type": tag[:1] + char + tag[1:]}
        else:
            literal = [n for n, k in fields_of(variant.options_type) if k == {"str"}]
            choice = rng.choice(["names", *literal])
            if choice == "names":
                bad = {"players": 2, "names": ["x" * rng.randint(0, 63) + char, "b"]}
            else:
                bad = {"players": variant.min_players, "options": {choice: char + "x"}}
        return Probe(
            f"control U+{ord(char):04X}", "POST", path, 400, "validation_error", msgspec.json.encode(bad), headers
        )
    if kind == "header":
        char = rng.choice(["\t", "\x85", "\x9b", "\xa0", "\xff"]).encode("latin-1")
        path = game.path + "/actions"
        valid = game.view(seat)["legal_actions"][0]
        headers = {"content-type": "application/json", **game.auth(seat)}
        which = rng.choice(["Idempotency-Key", "If-Match", "Authorization"])
        if which == "Authorization":
            headers["Authorization"] = headers["Authorization"].encode() + char + b"x"
            return Probe(
                "control in Authorization", "POST", path, 401, "unauthorized", msgspec.json.encode(valid), headers
            )
        headers[which] = b"a" + char + b"b" if which == "Idempotency-Key" else b'"0' + char + b'"'
        return Probe(f"control in {which}", "POST", path, 400, "validation_error", msgspec.json.encode(valid), headers)
    if kind == "wrong-type":
        cases = list(act_cases(variant) if act else create_cases(variant))
        label, bad = rng.choice(cases)
        return Probe(label, "POST", path, 400, "validation_error", msgspec.json.encode(bad), headers)
    return Probe(
        "unknown field", "POST", path, 400, "validation_error", msgspec.json.encode({**valid, "zz": 1}), headers
    )


def test_a_seeded_batch_of_malformed_requests_gets_exact_answers(games: dict[str, Game]) -> None:
    rng = random.Random(20261201)
    probes = [malformed(rng, games) for _ in range(2200)]
    kinds_seen = {p.label.split(" ")[0] for p in probes}
    assert {"nesting", "huge", "content", "control"} <= kinds_seen
    assert max(p.body.count(b"[") + p.body.count(b"{") for p in probes if p.body) > 4000
    before = snapshot(games)
    client = next(iter(games.values())).client
    for probe in probes:
        check(client, probe)
    assert snapshot(games) == before
