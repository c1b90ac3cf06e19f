"""What the OpenAPI document says once for every game: shared schemas, codes, field descriptions, rule links.

* :func:`shared_components`: ``Card``, ``Suit``, ``Rank``, ``Status``, ``ScoreDirection``, ``DealEndReason`` and
  the two code enums, ``ProblemCode`` (any problem's ``code``) and ``RuleCode`` (a 409's ``code``), each value
  with its one-line meaning (in the description, and as ``x-enum-descriptions``).
* :func:`_share`: an inline schema equal to one of them (msgspec writes a card's pattern or a suit's enum in
  place) becomes a ``$ref`` to it, keeping its own description, so every game names them alike.
* :func:`describe_fields`: msgspec reads no attribute docstrings; the docstring under each Struct field becomes
  its property's description (the engine's view and state types document their fields that way).
* :func:`link_rules`: a rule id in a description (``SWI-8``) becomes a link to its anchor on the rules pages.
"""

from __future__ import annotations

import ast
import inspect
import itertools
import re
import textwrap
from typing import Any

import msgspec

from engine.actions import CARD_MAX_LENGTH, CARD_PATTERN
from engine.cards import RANK_CODES
from engine.codes import RULE_CODES, SETUP_CODES
from service.wire.errors import PROBLEM_CODES
from service.wire.rules import rule_url

REF_TEMPLATE = "#/components/schemas/{name}"

SHARED: dict[str, dict[str, Any]] = {
    "Card": {
        "type": "string",
        "pattern": CARD_PATTERN,
        "maxLength": CARD_MAX_LENGTH,
        "description": "A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share "
        "one code.",
    },
    "Suit": {"enum": ["S", "H", "D", "C"], "description": "A suit: `S` spades, `H` hearts, `D` diamonds, `C` clubs."},
    "Rank": {"enum": list(RANK_CODES), "description": "A rank: `2` … `10`, `J`, `Q`, `K`, `A`."},
    "RankDirection": {
        "enum": ["up", "down"],
        "description": "Nags: `up` plays the same rank or the next higher, `down` the same or the next lower (NAG-7).",
    },
    "Status": {"enum": ["playing", "finished"], "description": "`playing` until the match is over, then `finished`."},
    "ScoreDirection": {
        "enum": ["higher_is_better", "lower_is_better"],
        "description": "Whether the higher or the lower cumulative score wins the game.",
    },
    "BotLevel": {
        "enum": ["random", "greedy", "expert"],
        "description": "A bot's level: `random` any legal action, `greedy` the best move by the game's heuristic, "
        "`expert` a search over the cards it cannot see.",
    },
    "SeatKind": {
        "enum": ["taken", "open", "bot"],
        "description": "Who holds a seat: `taken` a player, `open` nobody yet (an invite takes it), `bot` the server.",
    },
    "DealEndReason": {
        "enum": ["went_out", "blocked", "stalled", "pat", "voided", "resigned"],
        "description": "How a deal ended: `went_out` a hand emptied; `blocked` nobody could play or draw; `stalled` "
        "(Nags) too many stock turns in a row, NAG-16; `pat` (Nusicle) nobody can ever play again, NUS-17, not "
        "counted; `voided` the safety cap of 5,000 actions, scores nothing and the same dealer deals again; "
        "`resigned` a resignation ended the match, scores nothing.",
    },
}
"""Schemas every game uses, by component name; an inline schema with the same content becomes a ``$ref``."""


def _code_enum(codes: dict[str, str], summary: str) -> dict[str, Any]:
    lines = "\n".join(f"- `{code}`: {meaning}" for code, meaning in codes.items())
    return {
        "type": "string",
        "enum": list(codes),
        "description": f"{summary} Each code's meaning (also in `/docs/errors`):\n\n{lines}",
        "x-enum-descriptions": list(codes.values()),
    }


def all_problem_codes() -> dict[str, str]:
    """The codes a problem other than a refused action may carry: the service's and the setup's."""
    return {**PROBLEM_CODES, **SETUP_CODES}


def shared_components() -> dict[str, Any]:
    """The shared component schemas, code enums included."""
    return {
        **{name: dict(schema) for name, schema in SHARED.items()},
        "ProblemCode": _code_enum(all_problem_codes(), "Why a request was refused (a problem's stable `code`)."),
        "RuleCode": _code_enum(RULE_CODES, "Why the rules refuse an action now (a 409's stable `code`)."),
    }


def _key(schema: dict[str, Any]) -> Any:
    """What identifies a schema as one of :data:`SHARED`: its content without description, enums as sets."""
    return tuple(
        sorted((k, frozenset(v) if k == "enum" else v) for k, v in schema.items() if k not in ("description", "title"))
    )


_SHARED_KEYS = {_key(schema): name for name, schema in SHARED.items()}


def share(schema: Any) -> Any:
    """``schema`` with every inline copy of a shared schema replaced by a ``$ref`` (keeping its description)."""
    if isinstance(schema, dict):
        name = _SHARED_KEYS.get(_key(schema)) if "enum" in schema or "pattern" in schema else None
        if name is not None:
            out: dict[str, Any] = {"$ref": REF_TEMPLATE.format(name=name)}
            description = schema.get("description")
            if description and description != _GENERIC_CARD:
                out["description"] = description
            return out
        return {k: share(v) for k, v in schema.items()}
    if isinstance(schema, list):
        return [share(v) for v in schema]
    return schema


_GENERIC_CARD = "A card: rank + suit, e.g. 10H, QS"
"""The description the engine's ``CardCode`` carries: the shared ``Card`` says it better."""


def struct_classes(types: list[Any]) -> dict[str, type]:
    """Every Struct class reachable from ``types``, by the component name msgspec gives it (its class name)."""
    found: dict[str, type] = {}

    def walk(info: Any) -> None:
        if isinstance(info, msgspec.inspect.StructType):
            if info.cls.__name__ in found:
                return
            found[info.cls.__name__] = info.cls
            for field in info.fields:
                walk(field.type)
            return
        for attr in ("type", "item_type", "key_type", "value_type", "types", "item_types"):
            inner = getattr(info, attr, None)
            if inner is None:
                continue
            for t in inner if isinstance(inner, tuple) else (inner,):
                walk(t)

    for info in msgspec.inspect.multi_type_info(types):
        walk(info)
    return found


def field_docstrings(cls: type) -> dict[str, str]:
    """The docstring under each field of ``cls`` and its bases (the nearest class wins)."""
    docs: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        try:
            source = textwrap.dedent(inspect.getsource(klass))
        except (OSError, TypeError):
            continue
        tree = ast.parse(source)
        body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
        for node, after in itertools.pairwise(body):
            if (
                isinstance(node, ast.AnnAssign)
                and isinstance(node.target, ast.Name)
                and isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
            ):
                docs[node.target.id] = inspect.cleandoc(after.value.value)
    return docs


COMMON_FIELDS = {
    "legal_actions": "Every action body the viewer may send now, in a fixed order; empty when it may send none "
    "(always for a spectator). Send any entry back unchanged.",
    "discard_count": "Cards in the discard pile.",
    "options": "The match's effective house rules: every default resolved for this table.",
    "action": "The action as the seat sent it (or the server applied it for the seat).",
    "game_id": "The game's id, the `{game_id}` of its paths.",
    "variant": "The game's variant id, the `{variant}` of its paths.",
    "players": "Seats at the table.",
    "names": "Display names by seat.",
    "deal_results": "One row per finished deal, oldest first.",
    "winners": "The winning seats (ties share; both partners in partnership play).",
}
"""Descriptions of fields that several schemas declare with their own types (views, replays)."""


def describe_fields(schema: dict[str, Any] | None, cls: type) -> None:
    """Give each property of ``schema`` (the component of ``cls``) without a description its field docstring, or
    the description msgspec put on the non-null member of an optional, or the common one of a view field."""
    if not schema or "properties" not in schema:
        return
    docs = field_docstrings(cls)
    for name, prop in schema["properties"].items():
        if "description" in prop:
            continue
        inner = [m for m in prop.get("anyOf", []) if "description" in m]
        if name in docs:
            prop["description"] = docs[name]
        elif inner:
            prop["description"] = inner[0].pop("description")
        elif name in COMMON_FIELDS:
            prop["description"] = COMMON_FIELDS[name]


_RULE_ID = re.compile(r"(?<![\w\[/#-])((?:CE8|SWI|SLO|NAG|NUS)-A?[1-9][0-9]*)(?![\w\]])")


def link_rules(schema: Any) -> Any:
    """Every rule id in a ``description`` as a Markdown link to its anchor on the rules pages."""
    if isinstance(schema, dict):
        out = {k: link_rules(v) for k, v in schema.items() if k != "description"}
        description = schema.get("description")
        if isinstance(description, str):
            out["description"] = link_text(description)
        elif description is not None:
            out["description"] = description
        return {k: out[k] for k in schema}
    if isinstance(schema, list):
        return [link_rules(v) for v in schema]
    return schema


def link_text(text: str) -> str:
    """``text`` with each rule id linked: ``[SWI-8](/docs/rules/switch#SWI-8)``."""
    return _RULE_ID.sub(lambda m: f"[{m.group(1)}]({rule_url(m.group(1))})", text)
