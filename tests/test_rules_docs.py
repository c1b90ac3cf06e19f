"""The rules pages in ``docs/rules/``: rule-id anchors, links between the pages, and the options tables.

* Every rule id the repository cites (in the engine, the service, the tests, the OpenAPI document and the SDK;
  ``SWI-5`` in prose, ``SWI_5`` in a test name) has exactly one anchor ``<a id="SWI-5"></a>``, on its game's
  page, so ``switch.md#SWI-5`` leads to the rule.
* Every anchor on a game's page is a rule id of that game, shown in bold right after the anchor, and the ids
  of each kind (rules ``SWI-n``, fine points ``SWI-An``) run from 1 without a gap or a repeat.
* Every link between the pages reaches an existing page and anchor.
* Every option of a game's engine ``Options`` has a row in the page's options table, with the same default.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import msgspec
import pytest

from engine.registry import variants

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs" / "rules"
#: Rule-id prefix of each game, by variant id; the game's page is ``docs/rules/<variant id>.md``.
PREFIXES = {"crazy-eights": "CE8", "switch": "SWI", "super-crazy-eights": "SLO", "nags": "NAG", "nusicle": "NUS"}
PAGE_OF = {prefix: f"{variant}.md" for variant, prefix in PREFIXES.items()}
#: Where the repository cites rule ids, and the kinds of files read there.
SOURCES = ("engine", "service", "tests", "openapi", "clients/python", "README.md")
SUFFIXES = {".py", ".json", ".md", ".yaml", ".yml", ".toml"}

CITED = re.compile(r"(?<![A-Za-z0-9])(CE8|SWI|SLO|NAG|NUS)[-_](A?[1-9][0-9]*)(?![0-9])")
ANCHOR = re.compile(r'<a id="([^"]*)"></a>')
RULE_ID = re.compile(r"(CE8|SWI|SLO|NAG|NUS)-(A?)([1-9][0-9]*)")
LINK = re.compile(r"\]\(([^)\s]*)\)")
OPTION_ROW = re.compile(r"^\| `([a-z_0-9]+)` \|(.*)\|\s*$")

#: Documented options the engine does not have yet, or has under another name or default: each entry names
#: the change. A difference not listed here fails the test; an entry the engine has caught up with is ignored.
AWAITING_ENGINE: dict[tuple[str, str], str] = {
    ("super-crazy-eights", "last_card_mode"): "one vocabulary: renamed from last_call_mode",
    ("super-crazy-eights", "last_card_enforcement"): "one vocabulary: renamed from last_call_enforcement",
    ("super-crazy-eights", "last_call_mode"): "one vocabulary: renamed to last_card_mode",
    ("super-crazy-eights", "last_call_enforcement"): "one vocabulary: renamed to last_card_enforcement",
}


def _pages() -> dict[str, str]:
    return {path.name: path.read_text(encoding="utf-8") for path in sorted(DOCS.glob("*.md"))}


def _source_files() -> list[Path]:
    files: list[Path] = []
    for name in SOURCES:
        path = ROOT / name
        if path.is_file():
            files.append(path)
        elif path.is_dir():
            files += [p for p in sorted(path.rglob("*")) if p.suffix in SUFFIXES and p.is_file()]
    return files


def _cited() -> dict[str, list[str]]:
    """Every rule id cited in the repository, with the files citing it."""
    found: dict[str, list[str]] = {}
    for path in _source_files():
        for match in CITED.finditer(path.read_text(encoding="utf-8", errors="replace")):
            rule = f"{match.group(1)}-{match.group(2)}"
            where = found.setdefault(rule, [])
            if str(path.relative_to(ROOT)) not in where:
                where.append(str(path.relative_to(ROOT)))
    return found


def _anchors() -> list[tuple[str, str]]:
    """Every anchor of the rules pages, as (page, id)."""
    return [(page, anchor) for page, text in _pages().items() for anchor in ANCHOR.findall(text)]


def test_the_repository_cites_rule_ids_of_every_game() -> None:
    prefixes = {rule.split("-")[0] for rule in _cited()}
    assert prefixes == set(PREFIXES.values())


def test_every_cited_rule_has_exactly_one_anchor_on_its_page() -> None:
    anchors = Counter(_anchors())
    problems = []
    for rule, where in sorted(_cited().items()):
        page = PAGE_OF[rule.split("-")[0]]
        everywhere = sum(n for (_, anchor), n in anchors.items() if anchor == rule)
        if anchors[page, rule] != 1 or everywhere != 1:
            problems.append(
                f"{rule} (cited in {', '.join(where[:3])}): {everywhere} anchors, {anchors[page, rule]} on {page}"
            )
    assert not problems, "\n".join(problems)


def test_every_anchor_is_a_rule_id_of_its_game() -> None:
    problems = []
    for page, anchor in _anchors():
        match = RULE_ID.fullmatch(anchor)
        if match is None or PAGE_OF[match.group(1)] != page:
            problems.append(f"{page}: anchor {anchor!r} is not a rule id of this game")
    assert not problems, "\n".join(problems)


def test_each_anchor_introduces_its_rule_in_bold() -> None:
    problems = []
    for page, text in _pages().items():
        for match in ANCHOR.finditer(text):
            if not text.startswith(f"**{match.group(1)} · ", match.end()):
                problems.append(f"{page}: {match.group(1)} is not followed by its bold label")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("variant", list(PREFIXES))
def test_rule_numbers_run_without_gaps(variant: str) -> None:
    prefix = PREFIXES[variant]
    numbers: dict[str, list[int]] = {"": [], "A": []}
    for page, anchor in _anchors():
        match = RULE_ID.fullmatch(anchor)
        if page == f"{variant}.md" and match is not None:
            numbers[match.group(2)].append(int(match.group(3)))
    for kind, found in numbers.items():
        assert sorted(found) == list(range(1, len(found) + 1)), f"{prefix}-{kind}n: {sorted(found)}"
    assert numbers[""], f"{variant}.md has no rules"


def test_links_between_pages_reach_a_page_and_an_anchor() -> None:
    pages = _pages()
    anchors: dict[str, set[str]] = {}
    for page, anchor in _anchors():
        anchors.setdefault(page, set()).add(anchor)
    problems = []
    for page, text in pages.items():
        for target in LINK.findall(text):
            if "://" in target:
                continue
            file, _, fragment = target.partition("#")
            file = file or page
            if file not in pages:
                problems.append(f"{page}: link to a missing page {target}")
            elif fragment and fragment not in anchors.get(file, set()):
                problems.append(f"{page}: link to a missing anchor {target}")
    assert not problems, "\n".join(problems)


def test_the_index_lists_every_game() -> None:
    index = _pages()["README.md"]
    for variant in variants():
        assert f"]({variant}.md)" in index
        assert f"`{variant}`" in index
    assert set(variants()) == set(PREFIXES)


def _documented_options(variant: str) -> dict[str, Any]:
    """The options table of a game's page: option name -> its default (the first code span of the default
    column, read as JSON where it is JSON, else as a string)."""
    text = _pages()[f"{variant}.md"]
    section = text.split("\n## Options\n", 1)[1].split("\n## ", 1)[0]
    options: dict[str, Any] = {}
    for line in section.splitlines():
        row = OPTION_ROW.match(line)
        if row is None:
            continue
        cells = [cell.strip() for cell in row.group(2).split(" | ")]
        default = re.search(r"`([^`]*)`", cells[2])
        assert default is not None, f"{variant}: no default for {row.group(1)}"
        try:
            options[row.group(1)] = json.loads(default.group(1))
        except json.JSONDecodeError:
            options[row.group(1)] = default.group(1)
    return options


def _engine_options(variant: str) -> dict[str, Any]:
    options_type = variants()[variant].options_type
    defaults = {f.encode_name: f.default for f in msgspec.structs.fields(options_type)}
    return dict(json.loads(msgspec.json.encode(defaults)))


@pytest.mark.parametrize("variant", list(PREFIXES))
def test_every_option_is_documented_with_its_default(variant: str) -> None:
    documented = _documented_options(variant)
    engine = _engine_options(variant)
    differences = {
        name: f"documented {documented.get(name, '-')!r}, engine {engine.get(name, '-')!r}"
        for name in documented.keys() | engine.keys()
        if documented.get(name, "-") != engine.get(name, "-")
    }
    unexpected = {name: what for name, what in differences.items() if (variant, name) not in AWAITING_ENGINE}
    assert not unexpected, unexpected
