"""The server documents itself: the interactive reference at ``/schema``, the rules pages at
``/docs/rules/<variant>`` (rule ids as anchors), ``rules_url`` in the catalogue, ``rule_url`` in a 409, the
error codes at ``/docs/errors``; ``HEAD`` answers like ``GET`` on all of them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from litestar.testing import TestClient

from engine.codes import RULE_CODES, SETUP_CODES
from engine.registry import variants
from service.edge import pages as docs
from service.edge.app import create_app
from service.ops.settings import Settings
from service.wire import rules
from service.wire.errors import PROBLEM_CODES
from tests.servers import RedisServer
from tests.service.play import Game

PAGE = """# Switch

Conventions are on the [index page](README.md); the matching rule is [CE8-4](crazy-eights.md#CE8-4).

- <a id="SWI-8"></a>**SWI-8 · Last card.** Call it.

| option | default |
|---|---|
| `infraction_penalty_cards` | `2` |
"""


@pytest.fixture
def pages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A docs/ tree of its own: a rules index, one game's page and the errors page."""
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "README.md").write_text("# Rules of the games\n\n[Switch](switch.md)\n", encoding="utf-8")
    (tmp_path / "rules" / "switch.md").write_text(PAGE, encoding="utf-8")
    (tmp_path / "errors.md").write_text(docs.errors_markdown(), encoding="utf-8")
    monkeypatch.setattr(docs, "docs_root", lambda: tmp_path)
    docs.page.cache_clear()
    yield tmp_path
    docs.page.cache_clear()


@pytest.fixture
def local(redis_server: RedisServer) -> Iterator[TestClient]:  # type: ignore[type-arg]
    with TestClient(create_app(Settings(redis_url=redis_server.url))) as client:
        yield client


def test_a_rules_page_is_html_with_its_anchors_and_links_between_served_pages(pages: Path, local: TestClient) -> None:  # type: ignore[type-arg]
    page = local.get("/docs/rules/switch")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    body = page.text
    assert '<a id="SWI-8"></a>' in body and "<table>" in body and "<title>Switch · Osmica</title>" in body
    assert 'href="/docs/rules/crazy-eights#CE8-4"' in body and 'href="/docs/rules"' in body
    index = local.get("/docs/rules")
    assert index.status_code == 200 and 'href="/docs/rules/switch"' in index.text
    errors = local.get("/docs/errors")
    assert errors.status_code == 200 and all(f"<code>{code}</code>" in errors.text for code in RULE_CODES)


def test_an_unknown_page_is_a_404_problem(pages: Path, local: TestClient) -> None:  # type: ignore[type-arg]
    for path in ("/docs/rules/no-such-game", "/docs/rules/..%2Ferrors", "/docs/rules/README"):
        response = local.get(path)
        assert response.status_code == 404 and response.json()["code"] == "not_found", path


def test_head_answers_like_get_on_the_documentation_routes(pages: Path, local: TestClient) -> None:  # type: ignore[type-arg]
    for path in ("/schema", "/schema/openapi.json", "/docs/rules", "/docs/rules/switch", "/docs/errors"):
        got, head = local.get(path), local.head(path)
        assert got.status_code == head.status_code == 200, path
        assert head.content == b"" and head.headers["content-length"] == str(len(got.content)), path
        assert head.headers["content-type"] == got.headers["content-type"], path


def test_schema_is_an_interactive_reference_beside_the_document(http: httpx.Client) -> None:
    page = http.get("/schema")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "swagger-ui" in page.text.lower()
    assert http.get("/schema/openapi.json").json()["openapi"].startswith("3.1")
    assert http.head("/schema/openapi.json").status_code == 200


def test_every_catalogue_entry_links_its_rules_page(http: httpx.Client) -> None:
    entries = http.get("/v1/variants").json()["variants"]
    assert [e["rules_url"] for e in entries] == [f"/docs/rules/{v}" for v in variants()]
    assert set(rules.RULE_PREFIXES) == set(variants())


def test_every_games_rules_page_is_served_with_its_rule_anchors(http: httpx.Client) -> None:
    for entry in http.get("/v1/variants").json()["variants"]:
        page = http.get(entry["rules_url"])
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html"), entry["id"]
        prefix = rules.RULE_PREFIXES[entry["id"]]
        assert f'<a id="{prefix}-1"></a>' in page.text and not any(
            href.endswith(".md") for href in re.findall(r'href="([^"#]*)', page.text)
        )
    index = http.get("/docs/rules")
    assert index.status_code == 200 and all(f'href="/docs/rules/{v}"' in index.text for v in variants())


def test_a_409_links_the_rule_that_forbids_the_action(http: httpx.Client) -> None:
    created = http.post("/v1/crazy-eights/games", json={"players": 2, "seed": 42}).json()
    game = Game(http, "crazy-eights", created["game_id"], [s["token"] for s in created["seats"]], 42, created)
    seat = created["view"]["turn"]
    view = game.view(seat)
    played = {a.get("card") for a in view["legal_actions"]}
    unplayable = next(card for card in view["hand"] if card not in played and not card.startswith("8"))
    refused = game.act(seat, {"type": "play", "card": unplayable})
    assert refused.status_code == 409
    problem = refused.json()
    assert problem["code"] == "card_does_not_match" and problem["rule"] == "CE8-4"
    assert problem["rule_url"] == "/docs/rules/crazy-eights#CE8-4"
    out_of_turn = game.act(1 - seat, {"type": "draw"}).json()
    assert out_of_turn["code"] == "not_your_turn" and "rule_url" not in out_of_turn


def test_the_errors_page_lists_every_code_the_code_knows() -> None:
    text = docs.errors_markdown()
    listed = set(re.findall(r"^\| `([a-z_]+)` \|", text, flags=re.MULTILINE))
    assert listed == set(RULE_CODES) | set(SETUP_CODES) | set(PROBLEM_CODES)
    committed = Path(__file__).resolve().parents[3] / "docs" / "errors.md"
    assert committed.read_text(encoding="utf-8") == text, "run python -m service.contract"


def test_rule_urls_name_the_page_of_the_rule_prefix() -> None:
    assert rules.rule_url("SWI-A9") == "/docs/rules/switch#SWI-A9"
    assert rules.rule_url("NUS-13") == "/docs/rules/nusicle#NUS-13"
    assert rules.rule_url(None) is None and rules.rule_url("XYZ-1") is None
