"""The OpenAPI 3.1 document: Litestar builds the paths, msgspec the schemas, and :func:`finish` joins them.

Litestar's generator loses some facts of msgspec types (a ``minimum`` of 0, bounds inside ``T | None``, the
``discriminator`` of a tagged union). So once the app exists, :func:`finish` replaces every component schema
with the one ``msgspec.json.schema_components`` writes for the same type (same names), writes the request
bodies (the handlers read them with :func:`service.edge.bodies.decode`, so Litestar does not know them; each action
union gets its ``discriminator`` mapping), gives every integer a ``maximum`` (:data:`MAX_SAFE_INT` where the
type sets none, so JavaScript clients hold every value exactly), marks the view fields the service always fills in as
required, and adds what Litestar has no place for: a tag per game (the SDK's module names), response headers
(``Location``, ``ETag``, ``Retry-After``; on every answer, by reference, the rate limit's ``RateLimit`` and
``RateLimit-Policy`` where the path is limited and CORS's ``Access-Control-*``), the 500 of a fault and an
explicit ``security`` on every operation (``[]`` where it is public), each integer's ``format`` (``int32`` or
``int64``), the licence, contact and server, the ``text/event-stream`` body of each stream (a string whose
``contentSchema`` is the variant's ``<Prefix>StreamMessage``, the data of one event) and the links from a
created game to its view, act and events operations, as a spectator and as seat 0 (its token as the bearer;
schemathesis's stateful phase follows them). It mutates the app's cached document, so ``/schema/openapi.json``
and ``litestar schema openapi`` serve the same text, identical run after run (no generated examples).
``python -m service.contract`` writes it to ``openapi/openapi.json`` and generates the SDK from it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
from litestar import Litestar
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin
from litestar.openapi.spec import (
    Components,
    Contact,
    Example,
    License,
    Link,
    OpenAPIHeader,
    OpenAPIMediaType,
    OpenAPIResponse,
    Operation,
    Parameter,
    Reference,
    RequestBody,
    Schema,
    SecurityScheme,
    Server,
    Tag,
)
from litestar.openapi.spec.enums import OpenAPIType

from engine.setup import MAX_SAFE_INT
from service.edge.bodies import JSON_MEDIA_TYPE
from service.edge.controllers.players import examples as player_examples
from service.edge.openapi.examples import replay_example, shared_examples, variant_examples
from service.edge.openapi.reference import SCHEMA_PATH, SwaggerPage
from service.edge.openapi.shared import describe_fields, link_rules, share, shared_components, struct_classes
from service.edge.ratelimit import EXEMPT
from service.wire.errors import PROBLEM_JSON, STATUS_DESCRIPTIONS
from service.wire.schemas import PresenceMessage, Reveal, VariantSchemas

REF_TEMPLATE = "#/components/schemas/{name}"
SERVED_VIEW_FIELDS = ("game_id", "names", "seat_players", "commitment")
"""View fields the service fills in on every view it serves (the engine's projection has defaults for them)."""

DESCRIPTION = """\
Osmica keeps matches of the Crazy Eights family of card games: create a match, then each seat acts with its
bearer token and anyone may watch. Every view carries `legal_actions`, the exact list of bodies the viewer may
send now. Errors are RFC 9457 problem details with a stable `code`.
"""


LICENSE = License(name="Proprietary", identifier="LicenseRef-Proprietary")
"""No licence is granted: the project publishes none."""
CONTACT = Contact(name="Osmica")
RATE_LIMIT_FIELDS = {
    "RateLimit": (("r", "the requests this client may send now"), ("t", "the seconds until its whole quota is back")),
    "RateLimit-Policy": (("q", "the requests a client may send per window"), ("w", "the window in seconds")),
}
"""The IETF rate-limit fields (draft-ietf-httpapi-ratelimit-headers) every answer to a limited request carries."""
CORS_FIELDS = {
    "Access-Control-Allow-Origin": "The request's `Origin` when the server allows it (`cors_origins`), or `*`.",
    "Access-Control-Expose-Headers": "The response headers a page of that origin may read.",
}
"""What every answer to a request from an allowed origin carries (Litestar's CORS middleware, on every route)."""


class _Server(Server):
    """A server with its audience (``x-internal``): every operation of this document is for the public."""

    def to_schema(self) -> dict[str, Any]:
        return {**super().to_schema(), "x-internal": False}


def openapi_config(version: str) -> OpenAPIConfig:
    return OpenAPIConfig(
        title="Osmica",
        version=version,
        description=DESCRIPTION,
        license=LICENSE,
        contact=CONTACT,
        servers=[
            _Server(
                url="/",
                description="The deployment serving this document, whichever environment it runs in (local, "
                "staging, production): every path is under its root.",
            )
        ],
        path=SCHEMA_PATH,
        render_plugins=[SwaggerPage(), JsonRenderPlugin()],
        components=Components(
            security_schemes={
                "bearer": SecurityScheme(
                    type="http",
                    scheme="bearer",
                    description="A seat token from the game's creation: acts as, and sees what, that seat sees.",
                ),
                "api_key": SecurityScheme(
                    type="apiKey",
                    name="X-Api-Key",
                    security_scheme_in="header",
                    description="An app's API key (`osmica apps create`): the matches it creates, its players and "
                    "their ratings are the app's own; with the key a route reaches only the app's matches, without "
                    "one only matches created without a key.",
                ),
            },
            headers=_shared_headers(),
        ),
    )


def _shared_headers() -> dict[str, OpenAPIHeader | Reference]:
    """The response headers many answers carry, once (each answer refers to them)."""
    headers: dict[str, OpenAPIHeader | Reference] = {}
    for name, ((count, counted), (seconds, timed)) in RATE_LIMIT_FIELDS.items():
        headers[name] = OpenAPIHeader(
            schema=Schema(
                type=OpenAPIType.STRING,
                max_length=64,
                pattern=rf'^"default";{count}=[0-9]{{1,16}};{seconds}=[0-9]{{1,16}}$',
            ),
            description=f'With a rate limit on (`OSMICA_RATE_LIMIT`): `"default";{count}=<n>;{seconds}=<s>`, '
            f"`{count}` {counted}, `{seconds}` {timed}. Left out when the limit is off, or its store does not answer.",
            required=False,
        )
    for name, description in CORS_FIELDS.items():
        headers[name] = OpenAPIHeader(schema=Schema(type=OpenAPIType.STRING), description=description, required=False)
    return headers


def finish(
    app: Litestar,
    variants: list[VariantSchemas],
    shared: list[Any],
    bodies: dict[str, str] | None = None,
    examples: dict[str, list[tuple[str, Any, str]]] | None = None,
) -> None:
    """Complete the app's OpenAPI document in place (see the module docstring); ``bodies``: the request body's
    component, by operation id, of the other operations whose handlers decode their bodies themselves;
    ``examples``: their examples, by operation id (status or ``request``, value, summary)."""
    openapi = app.openapi_schema
    types = [t for s in variants for t in s.types()] + shared
    _, components = msgspec.json.schema_components(types, ref_template=REF_TEMPLATE)
    assert openapi.components.schemas is not None
    for s in variants:  # the engine leaves them empty; every view the service sends has them
        view = components[s.view.__name__]
        view["required"] = [*SERVED_VIEW_FIELDS, *(f for f in view["required"] if f not in SERVED_VIEW_FIELDS)]
    for name, cls in struct_classes(types).items():
        describe_fields(components.get(name), cls)
    components = {name: share(schema) for name, schema in components.items()}
    for name, schema in components.items():  # codes and deal reasons are typed as strings in the code
        properties = schema.get("properties", {})
        if name == "Problem" or name.endswith("Conflict"):
            _typed(properties, "code", "ProblemCode" if name == "Problem" else "RuleCode")
        if name in ("Problem", "MatchWaiting"):  # only a rule's 409 carries them, and each game's Conflict types them
            del properties["legal_actions"]
        if name == "DealResult":
            _typed(properties, "reason", "DealEndReason")
    components.update(shared_components())
    openapi.components.schemas.update({name: _tidy(link_rules(schema)) for name, schema in components.items()})
    openapi.tags = [
        *(Tag(name=s.variant.id, description=f"{s.variant.title}: {s.variant.summary}") for s in variants),
        Tag(name="Catalogue", description="The games this server plays."),
        Tag(name="Health", description="Liveness and readiness probes."),
        Tag(name="Players", description="An app's players: ratings per game and rated matches (API key)."),
        Tag(name="Quick match", description="Queue an app's player for a table; poll the ticket for the seat."),
    ]
    catalogue = app.state.catalogue
    shared_bodies = shared_examples(catalogue)
    for op in _operations(app):
        if op.operation_id == "list_variants":
            _add_example(op, "200", shared_bodies["catalogue"], "The games of this server.")
        if op.operation_id in ("get_health", "get_readiness"):
            _add_example(op, "200", shared_bodies["health"], "The probe passed.")
        for status, value, summary in player_examples([s.variant.id for s in variants]).get(op.operation_id or "", []):
            _add_example(op, status, value, summary)
        body = (bodies or {}).get(op.operation_id or "")
        if body is not None:
            op.request_body = _json_body({"$ref": REF_TEMPLATE.format(name=body)})
            _add_header(op, "202", "Location", "Where to poll what was accepted.", OpenAPIType.STRING)
        for status, value, summary in (examples or {}).get(op.operation_id or "", []):
            _add_example(op, status, value, summary)
    for s in variants:
        (action,), _ = msgspec.json.schema_components([s.action], ref_template=REF_TEMPLATE)
        bodies = variant_examples(s.variant)
        title = s.variant.title
        examples = {
            f"create_{s.slug}_game": [
                ("request", bodies["create"], "Two players, seed 42."),
                ("201", bodies["created"], f"The {title} match of seed 42, seen by a spectator."),
            ],
            f"get_{s.slug}_game": [
                ("200", bodies["view"], "Seat 0's view (with its token) at the start of the match of seed 42."),
                ("404", shared_bodies["not_found"], "An unknown game id."),
            ],
            f"act_{s.slug}_game": [
                ("request", bodies["act"], "Seat 0 sends its first listed action."),
                ("200", bodies["act_result"], "Seat 0's view after it and the events it caused."),
                ("409", bodies["conflict"], "The seat to act sends a play the rules refuse now."),
            ],
            f"list_{s.slug}_events": [
                ("200", bodies["events"], "A spectator's events after 0, once seat 0 has acted."),
            ],
            f"stream_{s.slug}_events": [
                ("200", bodies["stream"], "A spectator's stream after 0, once seat 0 has acted."),
            ],
            f"list_{s.slug}_games": [
                ("200", bodies["lobby"], "The match of seed 42, created public with seat 1 open."),
            ],
            f"join_{s.slug}_game": [
                ("request", bodies["join"], "bo takes seat 1 with its invite."),
                ("200", bodies["joined"], "The table is full: the match is dealt and bo sees seat 1's view."),
            ],
            f"reveal_{s.slug}_seed": [
                ("request", bodies["reveal"], "Seat 1 reveals the client seed it committed to when it joined."),
                ("200", bodies["revealed"], "It was the last seed missing: the match is dealt, seat 1 sees its view."),
            ],
            f"leave_{s.slug}_game": [
                ("200", bodies["leave"], "Seat 1 left before the deal: its seat is open under a new invite."),
            ],
            f"rematch_{s.slug}_game": [("200", bodies["rematch"], "The rematch of a finished match.")],
            f"reissue_{s.slug}_token": [("200", bodies["reissue"], "Seat 1's new token; the old one is refused.")],
            f"get_{s.slug}_replay": [
                ("200", replay_example(s.variant), "A one-deal match of seed 42, its seats sending their first entry."),
            ],
        }
        private = {f"get_{s.slug}_game", f"act_{s.slug}_game", f"list_{s.slug}_events", f"stream_{s.slug}_events"}
        for op in _operations(app):
            if op.operation_id == f"act_{s.slug}_game":
                op.request_body = _json_body(_tidy(action))
            if op.operation_id == f"create_{s.slug}_game":
                op.request_body = _json_body({"$ref": REF_TEMPLATE.format(name=s.create.__name__)})
                _add_links(op, s.slug)
                _add_header(op, "201", "Location", "The new game's path.", OpenAPIType.STRING)
            if op.operation_id == f"join_{s.slug}_game":
                op.request_body = _json_body({"$ref": REF_TEMPLATE.format(name=s.join.__name__)})
            if op.operation_id == f"reveal_{s.slug}_seed":
                op.request_body = _json_body({"$ref": REF_TEMPLATE.format(name=Reveal.__name__)})
            if op.operation_id == f"rematch_{s.slug}_game":
                _add_rematch_links(op, s.slug)
            if op.operation_id == f"stream_{s.slug}_events":
                _stream_response(op, s.stream_message.__name__)
            if op.operation_id == f"get_{s.slug}_game":
                for status in ("200", "304"):
                    _add_header(op, status, "ETag", 'The match\'s version: "<version>".', OpenAPIType.STRING)
            if op.operation_id in private:
                for status in ("200", "304"):
                    _add_private_headers(op, status)
            for status, value, summary in examples.get(op.operation_id or "", []):
                _add_example(op, status, value, summary)
    for path, op in _operations_by_path(app):
        for parameter in op.parameters or []:
            if isinstance(parameter, Parameter) and isinstance(parameter.schema, Schema):
                _drop_null(parameter.schema)
                _integral_bounds(parameter.schema)
        for status in ("429", "503"):
            _add_header(op, status, "Retry-After", "Seconds to wait before trying again.", OpenAPIType.INTEGER)
        _answers_everywhere(op, limited=path not in EXEMPT)


def _answers_everywhere(op: Operation, *, limited: bool) -> None:
    """What every operation may answer and Litestar's routes do not say: ``security`` declared (``[]``: public),
    the 500 of a fault, and the headers of the rate limit (on a limited path) and of CORS on every response."""
    if op.security is None:
        op.security = []
    responses = op.responses if op.responses is not None else {}
    responses["500"] = OpenAPIResponse(
        description=STATUS_DESCRIPTIONS[500],
        content={PROBLEM_JSON: OpenAPIMediaType(schema=Reference(ref=REF_TEMPLATE.format(name="Problem")))},
    )
    op.responses = responses
    shared = [*RATE_LIMIT_FIELDS, *CORS_FIELDS] if limited else [*CORS_FIELDS]
    for response in responses.values():
        if isinstance(response, OpenAPIResponse):
            headers = response.headers or {}
            headers.update({name: Reference(ref=f"#/components/headers/{name}") for name in shared})
            response.headers = headers


def _json_body(schema: dict[str, Any]) -> RequestBody:
    return RequestBody(content={JSON_MEDIA_TYPE: OpenAPIMediaType(schema=schema)}, required=True)  # type: ignore[arg-type]


def _add_example(op: Operation, status: str, value: Any, summary: str) -> None:
    """``value`` as the example of ``op``'s request body (``status`` ``request``) or of its ``status`` response."""
    if status == "request":
        owner: Any = op.request_body
    else:
        owner = _response(op, status)
    if owner is None or not owner.content:
        return
    for media in owner.content.values():
        media.examples = {"seeded": _Example(summary=summary, value=value)}


class _Example(Example):
    """An example whose value keeps its nulls (Litestar's serialiser drops every ``None`` it meets)."""

    def to_schema(self) -> dict[str, Any]:
        return {"summary": self.summary, "value": self.value}


def _typed(properties: dict[str, Any], name: str, component: str) -> None:
    """Property ``name`` as a ``$ref`` to a shared component, keeping its description."""
    described = {"description": properties[name]["description"]} if "description" in properties[name] else {}
    properties[name] = {"$ref": REF_TEMPLATE.format(name=component), **described}


def _operations(app: Litestar) -> Iterator[Operation]:
    for _, op in _operations_by_path(app):
        yield op


def _operations_by_path(app: Litestar) -> Iterator[tuple[str, Operation]]:
    for path, item in (app.openapi_schema.paths or {}).items():
        for op in (item.get, item.post, item.put, item.delete):
            if isinstance(op, Operation):
                yield path, op


def _response(op: Operation, status: str) -> OpenAPIResponse | None:
    response = (op.responses or {}).get(status)
    return response if isinstance(response, OpenAPIResponse) else None


GAME_ID = "$response.body#/game_id"
FIRST_SEAT = {"game_id": GAME_ID, "header.Authorization": "Bearer {$response.body#/seats/0/token}"}
"""Link parameters that call as seat 0 (who leads deal 1 by default): its token goes in as the bearer."""


def _add_links(op: Operation, slug: str) -> None:
    """Links from a created game to its view, act and events, as the spectator and as seat 0 (its token)."""
    response = _response(op, "201")
    if response is None:
        return
    game_id = {"game_id": GAME_ID}
    view, act, events = f"get_{slug}_game", f"act_{slug}_game", f"list_{slug}_events"
    join, rematch, reissue = f"join_{slug}_game", f"rematch_{slug}_game", f"reissue_{slug}_token"
    response.links = {
        "JoinGame": Link(
            operation_id=join,
            parameters=game_id,
            request_body={"invite": "$response.body#/invites/0/invite"},
            description="Take its first open seat with that seat's invite.",
        ),
        "RematchAsFirstSeat": Link(
            operation_id=rematch, parameters=FIRST_SEAT, description="Ask for its rematch (once it is finished)."
        ),
        "ReissueFirstSeatToken": Link(
            operation_id=reissue,
            parameters={"game_id": GAME_ID, "seat": "0", "header.Authorization": "Bearer {$response.body#/host_token}"},
            description="A new token for seat 0, as the host.",
        ),
        "GetGame": Link(operation_id=view, parameters=game_id, description="The new game's spectator view."),
        "GetGameAsFirstSeat": Link(operation_id=view, parameters=FIRST_SEAT, description="Seat 0's view."),
        "ActInGameAsFirstSeat": Link(operation_id=act, parameters=FIRST_SEAT, description="Act as seat 0."),
        "ListGameEvents": Link(operation_id=events, parameters=game_id, description="Its events, as a spectator."),
        "ListGameEventsAsFirstSeat": Link(operation_id=events, parameters=FIRST_SEAT, description="Seat 0's events."),
    }


def _add_rematch_links(op: Operation, slug: str) -> None:
    """A link from a rematch to claiming a seat of it with the caller's seat token of the finished match."""
    response = _response(op, "200")
    if response is not None:
        response.links = {
            "ClaimSeat": Link(
                operation_id=f"join_{slug}_game",
                parameters={"game_id": GAME_ID, "header.Authorization": "$request.header.Authorization"},
                request_body={"from": "$request.path.game_id"},
                description="Claim the caller's seat of the rematch with its token of the finished match.",
            )
        }


EVENT_STREAM = "text/event-stream"


def _stream_response(op: Operation, message: str) -> None:
    """The stream's 200 is ``text/event-stream``; its schema is that of each message's ``data`` (JSON)."""
    response = _response(op, "200")
    if response is None:
        return
    response.content = {
        EVENT_STREAM: OpenAPIMediaType(
            schema=Schema(
                type=OpenAPIType.STRING,
                description=f"Server-Sent Events: per event `id: <seq>`, `event: <type>` and `data: <{message}>` "
                "(JSON, one line); once the match is dealt, per change of a seat's connection `event: presence` and "
                "`data: <PresenceMessage>`, with no `id` (no event of the match: `Last-Event-ID` still names the last "
                "event; a stream starts from nobody connected, so it first tells who is there); comment lines "
                "(`: heartbeat`) keep an idle stream open. A seat's stream whose token was revoked ends with "
                '`event: revoked` and `data: {"code": "token_revoked", "detail": ...}`.',
                content_media_type="application/json",
                content_schema=Schema(
                    one_of=[
                        Reference(ref=REF_TEMPLATE.format(name=message)),
                        Reference(ref=REF_TEMPLATE.format(name=PresenceMessage.__name__)),
                    ]
                ),
            )
        )
    }


def _add_header(op: Operation, status: str, name: str, description: str, kind: OpenAPIType) -> None:
    response = _response(op, status)
    if response is None:
        return
    headers = response.headers or {}
    schema = (
        Schema(type=kind, format=INT64, minimum=0, maximum=MAX_SAFE_INT)
        if kind == OpenAPIType.INTEGER
        else Schema(type=kind)
    )
    headers[name] = OpenAPIHeader(schema=schema, description=description, required=True)
    response.headers = headers


def _add_private_headers(op: Operation, status: str) -> None:
    """The response headers ``Cache-Control`` and ``Vary`` of an answer for the caller's token
    (:data:`service.edge.controllers.params.PRIVATE_HEADERS`)."""
    _add_header(
        op, status, "Cache-Control", "`private, no-store`: the answer is for this token's holder; no cache keeps it.",
        OpenAPIType.STRING,
    )  # fmt: skip
    _add_header(
        op, status, "Vary", "`Authorization` (with CORS also `Origin`): the answer depends on the bearer token.",
        OpenAPIType.STRING,
    )  # fmt: skip


def _drop_null(schema: Schema) -> None:
    """An optional header is absent, never null: ``oneOf [T, null]`` becomes ``T``, keeping its bounds."""
    members = schema.one_of or []
    kept = [m for m in members if not (isinstance(m, Schema) and m.type == OpenAPIType.NULL)]
    if len(members) == 2 and len(kept) == 1 and isinstance(kept[0], Schema):
        schema.one_of = None
        schema.type = kept[0].type


def _integral_bounds(schema: Schema) -> None:
    """Integer bounds as integers (Litestar writes ``0.0``), and always a maximum."""
    if schema.type == OpenAPIType.INTEGER:
        for name in ("minimum", "maximum"):
            value = getattr(schema, name)
            if isinstance(value, float) and value.is_integer():
                setattr(schema, name, int(value))
        if schema.maximum is None:
            schema.maximum = MAX_SAFE_INT
        schema.format = _integer_format(schema.minimum, schema.maximum)


_CONST_TYPES = {str: "string", bool: "boolean", int: "integer"}
INT32 = 2**31
INT64: Any = "int64"
"""Litestar's ``OpenAPIFormat`` has no integer formats; its serialiser writes a string as it is."""


def _integer_format(minimum: float | None, maximum: float) -> Any:
    """``int32`` when the bounds fit 32 bits, else ``int64`` (every maximum is at most 2^53 - 1)."""
    return "int32" if minimum is not None and minimum >= -INT32 and maximum < INT32 else "int64"


def _tidy(schema: Any) -> Any:
    """msgspec's schema as plain JSON data, a one-value ``enum`` written as a typed ``const`` (each action's tag,
    an option that has one allowed value), every integer with a ``maximum`` (the response types' counters and
    seats have none in their types; every request type bounds its integers itself) and a ``format``."""
    if isinstance(schema, dict):
        enum = schema.get("enum")
        if isinstance(enum, list) and len(enum) == 1 and type(enum[0]) in _CONST_TYPES:
            rest = {k: _tidy(v) for k, v in schema.items() if k != "enum"}
            kind = _CONST_TYPES[type(enum[0])]
            width = {"format": _integer_format(enum[0], enum[0])} if kind == "integer" else {}
            return {"type": kind, **width, "const": enum[0], **rest}
        tidied = {k: _tidy(v) for k, v in schema.items()}
        if tidied.get("type") == "integer" and "const" not in tidied:
            tidied.setdefault("maximum", MAX_SAFE_INT)
            tidied.setdefault("format", _integer_format(tidied.get("minimum"), tidied["maximum"]))
        return tidied
    if isinstance(schema, list | tuple):
        return [_tidy(v) for v in schema]
    return schema
