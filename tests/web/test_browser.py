"""The web front end (``/play/``) in a real browser: Debian's Chromium, driven by Playwright, against
``osmica serve`` on a real Redis (the session's ``service``; for the clocked match, a server with fast clocks).

A player plays a whole match of every game against the server's bots by clicking the cards of the hand (a wild
card through the suit picker, a last-card call through its toggle), the stock and the move buttons, and again
by keyboard alone; two browsers meet through an invite link and each sees the other's moves arrive live;
a stream cut in the middle of a match resumes without a gap or a repeat; a refused action shows its code and
the link to its rule; a turn clock counts down live, and a player who lets it run out sees the timeouts in
the log and the seat abandoned, without reloading. No page logs an error to the console, and a screenshot of
each game's table is kept in ``test-artifacts/web/`` (not committed). Chromium is ``/usr/bin/chromium`` (or
``OSMICA_CHROMIUM``): Playwright's own browser builds are not used.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from service import contract
from tests.servers import RedisServer, ServiceProcess, TcpProxy, wait_until

playwright = pytest.importorskip("playwright.sync_api")

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "web"
WAIT_MS = 30_000
"""How long a single expectation may wait: far longer than it needs, even on a busy machine."""
MOST_CLICKS = 400
"""A bound on one match's clicks: every quick match below ends long before."""


@dataclass(frozen=True)
class Quick:
    """A match of one short deal: the players, the house rules typed into the form (by label), the seed the
    page's request is given (so that the bots and the deal are the same on every run), and what that seed's
    match brings: a wild card played through the suit picker, a last-card call, a card with several places."""

    players: int
    options: dict[str, str]
    seed: int
    suit: bool = False
    call: bool = False
    choice: bool = False


QUICK: dict[str, Quick] = {
    "crazy-eights": Quick(2, {"Cards per hand": "3", "Points to win": "1"}, seed=7, suit=True),
    "switch": Quick(2, {"Cards per hand": "3", "Points to win": "1"}, seed=2, suit=True, call=True),
    "super-crazy-eights": Quick(3, {"Cards per deal": "2"}, seed=3, suit=True, call=True),
    "nags": Quick(3, {"Cards per hand": "2", "Number of deals": "1", "Stock turns before a deal stops": "4"}, seed=1),
    "nusicle": Quick(2, {"Number of deals": "1"}, seed=1, choice=True),
}
MOVE_EVENTS = {"played", "ace_played", "drew", "passed", "turned_stock", "challenged", "resigned", "timed_out"}
"""The events the page shows beside the pile as the last move."""
BOTS = ["bot:greedy", "bot:random", "bot:greedy"]
"""The other seats of a quick match: bots whose moves follow from the match's seed alone."""


CLOCK_ENV = {"OSMICA_CLOCK_SECOND_MS": "200", "OSMICA_CLOCK_SWEEP": "0.1"}
"""The clocked server's settings: a clock second is 200 ms, so ``turn_timeout_s: 5`` runs out after one second."""


@pytest.fixture(scope="module")
def clocked(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceProcess]:
    """A server with fast clocks, on a Redis of its own (so that no other server sweeps its matches)."""
    directory = tmp_path_factory.mktemp("web-clocks")
    store = RedisServer(directory / "redis").start()
    process = ServiceProcess(store.url, log=directory / "osmica.log", env={**CLOCK_ENV, "TMPDIR": str(directory)})
    yield process.start()
    process.stop()
    store.stop()


SEEN_CLOCKS = """window.seenClocks = [];
new MutationObserver(() => {
    for (const clock of document.querySelectorAll(".clock")) {
        window.seenClocks.push({ turn: clock.dataset.turn, deadline: clock.dataset.deadline, text: clock.textContent,
            countdown: clock.querySelector("time.countdown")?.textContent });
    }
}).observe(document, { subtree: true, childList: true, characterData: true });"""
"""Keeps every turn clock the page shows, however briefly (a one-second clock may be shown for less than that)."""


@dataclass(frozen=True)
class Words:
    """The page's words a test finds things by, in one language."""

    players: str
    seat: str
    deal_over: str
    on_to_deal: str
    penalised: str


EN = Words("Players", "Seat {}", "Deal {} is over", "On to deal {}", "penalised")
HR = Words("Broj igrača", "Mjesto {}", "Dijeljenje {} je gotovo", "Na dijeljenje {}", "kažnjava")


@dataclass
class Page:
    """A browser page with the console errors and uncaught exceptions it reported, its language's words, and the
    suits its suit pickers offered."""

    page: Any
    errors: list[str] = field(default_factory=list)
    words: Words = EN
    suits: list[str] = field(default_factory=list)

    def held(self, game_id: str) -> dict[str, Any]:
        """What the page keeps for ``game_id``: its seat and token."""
        return dict(json.loads(self.page.evaluate(f"localStorage.getItem('osmica:game:{game_id}')")))

    def game_id(self) -> str:
        match = re.search(r"#/game/[^/]+/([^/]+)$", self.page.url)
        assert match is not None, self.page.url
        return match.group(1)

    def logged(self) -> list[int]:
        """The seqs of the event log's entries, in the page's order."""
        return [int(s) for s in self.page.locator("#log li").evaluate_all("items => items.map(i => i.dataset.seq)")]


def new_page(browser: Any, width: int = 360, reduced_motion: bool = False, locale: str = "en-US") -> Page:
    """A page in a fresh browser context whose language (``navigator.languages``) is ``locale``."""
    context = browser.new_context(
        viewport={"width": width, "height": 780},
        reduced_motion="reduce" if reduced_motion else "no-preference",
        locale=locale,
    )
    context.set_default_timeout(WAIT_MS)
    page = Page(context.new_page(), words=HR if locale.startswith("hr") else EN)
    page.page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.page.on("pageerror", lambda e: page.errors.append(f"uncaught: {e}"))
    return page


BROKEN_WORDS = """cells => cells.filter(cell => {
    const text = cell.firstChild;
    if (!(text instanceof Text)) return false;
    let at = 0;
    return text.data.split(" ").some(word => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        at += word.length + 1;
        return range.getClientRects().length > 1;
    });
}).map(cell => cell.textContent)"""
"""The cells of the given ones whose text breaks a word across two lines."""


def expect(locator: Any) -> Any:
    return playwright.expect(locator)


def create_in_lobby(
    page: Page,
    base_url: str,
    variant: str,
    players: int,
    seats: list[str],
    options: dict[str, str],
    checked: tuple[str, ...] = (),
) -> str:
    """Create a match with the lobby's form: the game, the player count, each seat's choice (seat 1 is ``me``),
    the house rules; the game id of the table it opens."""
    p = page.page
    p.goto(f"{base_url}/play/")
    p.locator(f"button[data-variant='{variant}']").click()
    p.get_by_label(page.words.players, exact=True).select_option(str(players))
    for seat, choice in enumerate(seats, start=1):
        p.get_by_label(page.words.seat.format(seat + 1), exact=True).select_option(choice)
    if options:
        p.locator("details.house-rules > summary").click()
    for label, value in options.items():
        p.get_by_label(label, exact=True).fill(value)
    for label in checked:
        p.get_by_label(label).check()
    p.locator("form button[type=submit].primary").click()
    p.wait_for_url(re.compile(r"#/game/"))
    return page.game_id()


def server_events(
    service: ServiceProcess, variant: str, game_id: str, token: str | None = None
) -> list[dict[str, Any]]:
    headers = {} if token is None else {"Authorization": f"Bearer {token}"}
    answer = httpx.get(f"{service.base_url}/v1/{variant}/games/{game_id}/events?after=0", headers=headers, timeout=10)
    answer.raise_for_status()
    return list(answer.json()["events"])


def last_seq(service: ServiceProcess, variant: str, game_id: str) -> int:
    events = server_events(service, variant, game_id)
    return int(events[-1]["seq"]) if events else 0


def committed(service: ServiceProcess, variant: str, game_id: str, before: int) -> int:
    """Wait until the match has an event after ``before`` (the move just sent is committed); the last seq."""
    wait_until(lambda: last_seq(service, variant, game_id) > before, WAIT_MS / 1000, "the move's events")
    return last_seq(service, variant, game_id)


READY = (
    ".hand button.playable:not([aria-disabled]), button.stock:not([aria-disabled]),"
    " .actions button:not([data-action=resign]):enabled"
)
"""What the page offers when it is the player's turn: a card to play, the stock to draw from, a move button."""


def seeded(page: Page, variant: str, seed: int) -> None:
    """Give the page's next match of ``variant`` the ``seed`` (added to the request the lobby sends)."""

    def add_seed(route: Any) -> None:
        body = route.request.post_data_json
        route.continue_(post_data=json.dumps({**body, "seed": seed}))

    page.page.route(f"**/v1/{variant}/games", add_seed)


def tab_to(page: Page, selector: str) -> None:
    """Move the keyboard focus with Tab alone until it is on the first element matching ``selector``."""
    p = page.page
    for _ in range(120):
        if p.evaluate("s => document.activeElement?.matches(s) ?? false", selector):
            return
        p.keyboard.press("Tab")
    raise AssertionError(f"Tab never reaches {selector}")


def play_one_move(page: Page, keyboard: bool = False) -> str:
    """Make the player's next move as a person would, by clicking (or with Tab and Enter): a card of the hand
    (one that opens a choice first, then the first choice it offers), else the stock, else a move button. What
    was touched: ``suit`` or ``choice`` (a card with a picker), ``card``, ``stock`` or ``button``."""
    p = page.page

    def press(selector: str) -> None:
        if keyboard:
            tab_to(page, selector)
            p.keyboard.press("Enter")
        else:
            p.locator(selector).first.click()

    playable = ".hand button.playable:not([aria-disabled])"
    if p.locator(playable).count() > 0:
        choosing = ".hand button.playable[aria-expanded]:not([aria-disabled])"
        opens = p.locator(choosing).count() > 0
        press(choosing if opens else playable)
        if not opens:
            return "card"
        picker = p.locator(".picker")
        expect(picker).to_be_visible()
        kind = str(picker.get_attribute("data-picker"))
        if kind == "suit":
            page.suits.extend(picker.locator("button[data-suit]").all_inner_texts())
        first = ".picker .choices button:not(.cancel)"
        if keyboard:  # the picker takes the focus at once: Enter on its first choice
            assert p.evaluate("s => document.activeElement.matches(s)", first)
            p.keyboard.press("Enter")
        else:
            p.locator(first).first.click()
        return kind
    if p.locator("button.stock:not([aria-disabled])").count() > 0:
        press("button.stock:not([aria-disabled])")
        return "stock"
    press(".actions button:not([data-action=resign]):enabled")
    return "button"


def click_first_move(page: Page) -> None:
    """Make the player's next move with the mouse (see :func:`play_one_move`)."""
    play_one_move(page)


def status_of(page: Page) -> str:
    return str(page.page.locator("[data-status]").get_attribute("data-status"))


def arriving_animation(page: Page) -> str:
    """The animation a newly arrived last move gets on this page (``none`` where motion is reduced)."""
    return str(
        page.page.evaluate(
            """() => { const probe = document.createElement("p"); probe.className = "last-move fresh";
            document.querySelector(".centre").append(probe); const name = getComputedStyle(probe).animationName;
            probe.remove(); return name; }"""
        )
    )


def no_horizontal_scroll(page: Page, width: int) -> None:
    p = page.page
    too_wide = p.evaluate(
        f"""() => [...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > {width})
            .map(e => `${{e.tagName}}.${{e.className}}: ${{e.textContent.slice(0, 40)}}`)"""
    )
    assert p.evaluate("document.documentElement.scrollWidth") <= width, too_wide


def play_a_whole_match(page: Page, variant: str, keyboard: bool = False) -> dict[str, int]:
    """Play until the match is over; how many moves of each kind (see :func:`play_one_move`) were made. The
    first time the last-card toggle is shown, it is switched off (the page warns of the penalty) and on again."""
    p = page.page
    touched: dict[str, int] = {}
    toggled = False
    while status_of(page) != "finished":
        assert sum(touched.values()) < MOST_CLICKS, f"{variant}: no end after {touched}"
        expect(p.locator(READY).first.or_(p.locator("[data-status=finished]"))).to_be_visible()
        if status_of(page) == "finished":
            break
        summary = p.locator(".summary")
        if summary.count() > 0:  # a deal ended and the next one is dealt: its summary until the player closes it
            deal = int(str(summary.get_attribute("data-deal")))
            expect(summary.get_by_role("heading")).to_have_text(page.words.deal_over.format(deal))
            expect(summary.locator("tbody tr")).to_have_count(len(p.locator(".seats > li").all()))
            if keyboard:
                tab_to(page, ".summary button")
                p.keyboard.press("Enter")
            else:
                summary.get_by_role("button", name=page.words.on_to_deal.format(deal + 1)).click()
            expect(summary).to_have_count(0)
            touched["summary"] = touched.get("summary", 0) + 1
            continue
        toggle = p.locator(".call-toggle")
        if not toggled and toggle.count() > 0:
            toggled = True
            expect(toggle).to_have_attribute("aria-pressed", "true")
            for pressed in ("false", "true"):
                if keyboard:
                    tab_to(page, ".call-toggle")
                    p.keyboard.press("Enter")
                else:
                    toggle.click()
                expect(toggle).to_have_attribute("aria-pressed", pressed)
                warning = p.locator("[data-warning=no-call]")
                if pressed == "false":
                    expect(warning).to_contain_text(page.words.penalised)
                    expect(warning.get_by_role("link")).to_have_attribute("href", f"/docs/rules/{variant}")
                else:
                    expect(warning).to_have_count(0)
        kind = play_one_move(page, keyboard)
        touched[kind] = touched.get(kind, 0) + 1
    return touched


@pytest.mark.parametrize("variant", list(QUICK))
def test_a_player_plays_a_whole_match_against_bots_by_clicking_cards(
    browser: Any, service: ServiceProcess, variant: str
) -> None:
    """The hand is cards: the playable ones raised, the others dimmed; a click on a card plays it, a wild card
    asks for a suit (one button per suit), a card with several places asks where; the stock draws; the
    last-card call is a toggle, on unless switched off, and the page warns of the penalty while it is off."""
    quick = QUICK[variant]
    page = new_page(browser)
    seeded(page, variant, quick.seed)
    game_id = create_in_lobby(page, service.base_url, variant, quick.players, BOTS[: quick.players - 1], quick.options)
    p = page.page
    expect(p.locator("[data-status]")).to_be_visible()
    expect(p.locator(".hand button.hand-card").first).to_be_visible()
    touched = play_a_whole_match(page, variant)
    assert touched.get("suit", 0) > 0 if quick.suit else "suit" not in touched, touched
    assert touched.get("choice", 0) > 0 if quick.choice else "choice" not in touched, touched
    expect(p.locator("[data-status]")).to_contain_text("The match is over")
    held = page.held(game_id)
    events = server_events(service, variant, game_id, held["token"])
    assert events[-1]["type"] == "match_ended"
    mine = [e for e in events if e["type"] == "played" and e["seat"] == held["seat"]]
    assert any(e.get("named_suit") for e in mine) == quick.suit
    assert any(e.get("announced") for e in mine) == quick.call
    expect(p.locator("#log li").last).to_have_attribute("data-seq", str(events[-1]["seq"]))
    assert page.logged() == [e["seq"] for e in events]  # every event once, in order
    expect(p.locator("#log li").last).to_contain_text("The match is over")
    # Words: a person's moves never say "bot"; the server's forced moves say "automatically".
    for event in events:
        text = p.locator(f"#log li[data-seq='{event['seq']}']").inner_text()
        if event.get("seat") == held["seat"]:
            assert "bot" not in text, text
        if event.get("auto"):
            assert "automatically" in text, text
    # The story: the last move beside the pile, the turn and the match's end in one bar, the deal summed up,
    # the game's special cards in one line with its rules link.
    last_move = next(e for e in reversed(events) if e["type"] in MOVE_EVENTS)
    expect(p.locator(".centre .last-move")).to_have_attribute("data-seq", str(last_move["seq"]))
    expect(p.locator(".last-move")).to_contain_text(p.locator(f"#log li[data-seq='{last_move['seq']}']").inner_text())
    expect(p.locator(".turn-bar [data-status=finished]")).to_be_visible()
    summary = p.locator(".summary")
    expect(summary).to_contain_text("Deal 1 is over")
    if events[-2]["type"] == "deal_ended" and events[-2]["reason"] == "went_out":
        out = next(e["seat"] for e in reversed(events) if e["type"] in ("played", "ace_played", "went_out"))
        expect(summary).to_contain_text("You went out." if out == held["seat"] else "went out.")
    expect(summary.locator("tbody tr")).to_have_count(quick.players)
    expect(p.locator(".explained a")).to_have_attribute("href", f"/docs/rules/{variant}")
    # Every button is labelled, and the page fits a 360-pixel phone screen.
    names = p.locator("button").evaluate_all(
        "bs => bs.map(b => (b.getAttribute('aria-label') || b.textContent).trim())"
    )
    assert all(names), names
    assert arriving_animation(page) == "arrive"
    no_horizontal_scroll(page, 360)
    assert p.locator("table.scores th, table.scores td").evaluate_all(BROKEN_WORDS) == []  # "player 1", not "playe r 1"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    p.screenshot(path=str(ARTIFACTS / f"{variant}-360.png"), full_page=True)
    if variant == "crazy-eights":  # a rematch: the same table, dealt again as soon as this player claims a seat
        p.get_by_role("button", name="Rematch").click()
        p.wait_for_url(lambda url: game_id not in url)
        expect(p.locator("[data-status=playing]")).to_be_visible()
        assert page.game_id() != game_id and page.held(page.game_id())["token"]
    assert page.errors == []
    p.context.close()


@pytest.mark.parametrize("variant", ["crazy-eights", "switch"])
def test_a_whole_match_is_played_with_the_keyboard_alone_on_a_wide_screen(
    browser: Any, service: ServiceProcess, variant: str
) -> None:
    """Tab reaches every card, the stock, the toggle and the move buttons; Enter plays; a wild card's suit
    picker takes the focus; at 1280 pixels nothing scrolls sideways either."""
    quick = QUICK[variant]
    page = new_page(browser, width=1280, reduced_motion=True)
    seeded(page, variant, quick.seed)
    create_in_lobby(page, service.base_url, variant, quick.players, BOTS[: quick.players - 1], quick.options)
    p = page.page
    expect(p.locator(".hand button.hand-card").first).to_be_visible()
    touched = play_a_whole_match(page, variant, keyboard=True)
    assert touched.get("suit", 0) > 0, touched
    assert arriving_animation(page) == "none"  # this browser asks for reduced motion: the last move just appears
    expect(p.locator("[data-status]")).to_contain_text("The match is over")
    no_horizontal_scroll(page, 1280)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    p.screenshot(path=str(ARTIFACTS / f"{variant}-1280.png"), full_page=True)
    assert page.errors == []
    p.context.close()


def test_a_whole_match_is_played_in_croatian_by_clicking_cards(
    browser: Any, service: ServiceProcess, axe: Path
) -> None:
    """A browser whose language is Croatian (locale ``hr-HR``) gets the page in Croatian without choosing it:
    the lobby, its house rules by their Croatian labels, the table, a wild card's suit picker (pik, herc, karo,
    tref), the last-card toggle and its warning, the log and the summary; no English is left on the finished
    table, and axe-core finds no serious violation on the lobby, the table or the finished table."""
    quick = QUICK["switch"]
    page = new_page(browser, locale="hr-HR")
    p = page.page
    p.goto(f"{service.base_url}/play/")
    expect(p.locator("html")).to_have_attribute("lang", "hr")
    expect(p.locator("#language")).to_have_value("hr")
    expect(p.get_by_role("heading", level=1)).to_have_text("Nova partija")
    expect(p.locator("button[data-variant='crazy-eights']")).to_have_text("Lude osmice")
    expect(p.get_by_role("region", name="Javne partije koje čekaju igrače")).not_to_contain_text("Učitavanje")
    p.locator("details.house-rules > summary").click()
    expect(p.get_by_label("Karte u ruci", exact=True)).to_be_visible()
    no_horizontal_scroll(page, 360)
    assert serious_violations(page, axe) == [], "lobby"
    seeded(page, "switch", quick.seed)
    options = {"Karte u ruci": "3", "Bodovi za pobjedu": "1"}
    game_id = create_in_lobby(page, service.base_url, "switch", quick.players, BOTS[:1], options)
    expect(p.locator(READY).first).to_be_visible()
    expect(p.locator("#hand-heading")).to_contain_text("Tvoja ruka")
    assert serious_violations(page, axe) == [], "table"
    touched = play_a_whole_match(page, "switch")
    assert touched.get("suit", 0) > 0, touched
    assert set(page.suits) == {"pik", "herc", "karo", "tref"}, page.suits
    expect(p.locator("[data-status]")).to_contain_text("Partija je gotova")
    held = page.held(game_id)
    events = server_events(service, "switch", game_id, held["token"])
    mine = [e for e in events if e["type"] == "played" and e["seat"] == held["seat"]]
    assert any(e.get("named_suit") for e in mine) and any(e.get("announced") for e in mine)
    assert page.logged() == [e["seq"] for e in events]
    for event in events:
        text = p.locator(f"#log li[data-seq='{event['seq']}']").inner_text()
        if event in mine:
            assert " igra " in text and ("boja: " in text) == bool(event.get("named_suit")), text
        if event.get("auto"):
            assert "automatski" in text, text
    expect(p.locator("#log li").last).to_contain_text("Partija je gotova")
    expect(p.locator(".summary")).to_contain_text("Dijeljenje 1 je gotovo")
    shown = p.locator("main").inner_text()
    english = ["Your", "Deal", "played", "What happened", "Scores", "Stock", "Card to match", "Rematch", "cards"]
    assert [word for word in english if word in shown] == [], shown
    assert serious_violations(page, axe) == [], "finished"
    no_horizontal_scroll(page, 360)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    p.screenshot(path=str(ARTIFACTS / "switch-hr-360.png"), full_page=True)
    assert page.errors == []
    p.context.close()


def test_the_language_is_switched_on_the_page_and_remembered(browser: Any, service: ServiceProcess) -> None:
    """An English browser gets English; the header's picker switches the lobby and a table to Croatian and
    back at once, sets ``<html lang>``, and the choice outlives a reload."""
    page = new_page(browser, width=1280)
    p = page.page
    p.goto(f"{service.base_url}/play/")
    expect(p.locator("html")).to_have_attribute("lang", "en")
    expect(p.get_by_role("heading", level=1)).to_have_text("New match")
    p.get_by_label("Language", exact=True).select_option("hr")
    expect(p.locator("html")).to_have_attribute("lang", "hr")
    expect(p.get_by_role("heading", level=1)).to_have_text("Nova partija")
    expect(p.locator("#sound")).to_have_text("Zvuk isključen")
    p.reload()
    expect(p.get_by_role("heading", level=1)).to_have_text("Nova partija")
    expect(p.locator("html")).to_have_attribute("lang", "hr")
    page.words = HR
    create_in_lobby(page, service.base_url, "crazy-eights", 2, ["bot:greedy"], {"Karte u ruci": "3"})
    expect(p.locator("#hand-heading")).to_have_text(re.compile(r"^Tvoja ruka \(\d+\)$"))
    p.get_by_label("Jezik", exact=True).select_option("en")
    expect(p.locator("#hand-heading")).to_have_text(re.compile(r"^Your hand \(\d+\)$"))
    expect(p.get_by_role("heading", name="What happened")).to_be_visible()
    p.reload()
    expect(p.locator("#hand-heading")).to_have_text(re.compile(r"^Your hand \(\d+\)$"))
    expect(p.locator("html")).to_have_attribute("lang", "en")
    assert page.errors == []
    p.context.close()


def test_each_deal_is_summed_up_before_the_next(browser: Any, service: ServiceProcess) -> None:
    """A match of several deals: when one ends, the table sums it up (how it ended, each seat's points and
    totals) above the next deal until the player closes it."""
    page = new_page(browser)
    seeded(page, "crazy-eights", 1)
    options = {"Cards per hand": "3", "Points to win": "25"}
    game_id = create_in_lobby(page, service.base_url, "crazy-eights", 2, ["bot:greedy"], options)
    touched = play_a_whole_match(page, "crazy-eights")
    deals = [e for e in server_events(service, "crazy-eights", game_id) if e["type"] == "deal_ended"]
    assert touched.get("summary", 0) == len(deals) - 1 > 0, touched
    expect(page.page.locator(".summary")).to_contain_text(f"Deal {len(deals)} is over")
    assert page.errors == []
    page.page.context.close()


CATALOGUES = Path(__file__).resolve().parents[2] / "clients" / "web" / "src" / "messages"


def catalogue_keys(language: str) -> list[str]:
    """The keys of a message catalogue (``messages/<language>.ts``), in order: one or more per line."""
    text = (CATALOGUES / f"{language}.ts").read_text()
    body = text[text.index(" = {\n") :]
    keys = []
    for line in body.splitlines():
        first = re.match(r'^    (?:"([\w.-]+)"|(\w+)):', line)
        if first is None:
            continue
        keys.append(first.group(1) or first.group(2))
        keys.extend(re.findall(r', "([\w-]+\.[\w-]+)": ', line))
    return keys


def test_every_message_is_in_every_language_and_every_problem_code_has_a_sentence() -> None:
    """English and Croatian have the same keys (the type check says so too), and each code docs/errors.md
    documents has its sentence in both."""
    root = Path(__file__).resolve().parents[2]
    english, croatian = catalogue_keys("en"), catalogue_keys("hr")
    assert len(english) > 300 and len(set(english)) == len(english)
    assert sorted(set(english) ^ set(croatian)) == []
    codes = set(re.findall(r"^\| `([a-z_]+)` \|", (root / "docs" / "errors.md").read_text(), re.M))
    assert len(codes) > 50
    assert sorted(codes - {k.removeprefix("problem.") for k in croatian if k.startswith("problem.")}) == []


WEB = contract.ROOT / contract.WEB_PACKAGE
AXE = WEB / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = """async () => (await axe.run(document, { resultTypes: ["violations"] })).violations
    .filter(v => v.impact === "serious" || v.impact === "critical")
    .map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(" ")).slice(0, 5).join(" | ")}`)"""
"""The serious and critical violations axe-core finds on the page (minor and moderate ones are not counted)."""


@pytest.fixture(scope="module")
def axe() -> Path:
    """axe-core's script, from clients/web's locked devDependencies (installed with ``npm ci`` if missing)."""
    return contract.locked_install(contract.WEB_PACKAGE, AXE.relative_to(WEB), "axe-core")


def serious_violations(page: Page, axe: Path) -> list[str]:
    page.page.add_script_tag(path=str(axe))
    return list(page.page.evaluate(SERIOUS))


def test_no_page_has_a_serious_accessibility_violation(browser: Any, service: ServiceProcess, axe: Path) -> None:
    """axe-core on the lobby, a table waiting for players, a table in play (and with the last-card call
    switched off, its warning shown) and a finished table: no serious or critical violation."""
    page = new_page(browser)
    p = page.page
    p.goto(f"{service.base_url}/play/")
    expect(p.locator("form button[type=submit].primary")).to_be_visible()
    expect(p.get_by_role("region", name="Public matches waiting")).not_to_contain_text("Loading")
    assert serious_violations(page, axe) == [], "lobby"

    create_in_lobby(page, service.base_url, "crazy-eights", 2, ["open"], {})
    expect(p.locator(".invite-link")).to_be_visible()
    assert serious_violations(page, axe) == [], "waiting"

    seeded(page, "switch", QUICK["switch"].seed)
    create_in_lobby(page, service.base_url, "switch", 2, ["bot:greedy"], QUICK["switch"].options)
    expect(p.locator(READY).first).to_be_visible()
    assert serious_violations(page, axe) == [], "table"
    while p.locator(".call-toggle").count() == 0:  # on to the last-card call, then switch it off: the warning
        expect(p.locator(READY).first).to_be_visible()
        play_one_move(page)
        expect(p.locator(READY).first.or_(p.locator("[data-status=finished]"))).to_be_visible()
    p.locator(".call-toggle").click()
    expect(p.locator("[data-warning=no-call]")).to_be_visible()
    assert serious_violations(page, axe) == [], "table, last-card call off"
    p.locator(".call-toggle").click()
    play_a_whole_match(page, "switch")
    expect(p.locator(".summary")).to_be_visible()
    assert serious_violations(page, axe) == [], "finished"
    assert page.errors == []
    p.context.close()


COUNT_TONES = """window.tones = 0;
const start = OscillatorNode.prototype.start;
OscillatorNode.prototype.start = function (...args) { window.tones += 1; return start.apply(this, args); };"""
"""Counts the tones the page starts."""


def test_sound_is_off_until_turned_on_and_the_choice_is_remembered(browser: Any, service: ServiceProcess) -> None:
    page = new_page(browser)
    p = page.page
    p.context.add_init_script(COUNT_TONES)
    seeded(page, "crazy-eights", QUICK["crazy-eights"].seed)
    create_in_lobby(page, service.base_url, "crazy-eights", 2, ["bot:greedy"], QUICK["crazy-eights"].options)
    sound = p.locator("#sound")
    expect(sound).to_have_attribute("aria-pressed", "false")
    expect(p.locator(READY).first).to_be_visible()
    play_one_move(page)
    expect(p.locator(READY).first).to_be_visible()  # moves were played and the turn came back: silently
    assert p.evaluate("window.tones") == 0
    sound.click()
    expect(sound).to_have_attribute("aria-pressed", "true")
    expect(sound).to_have_text("Sound on")
    while p.evaluate("window.tones") == 0:  # on to the next card played or the next turn of this player
        assert status_of(page) != "finished", "no card played and no turn before the end"
        play_one_move(page)
        expect(p.locator(READY).first.or_(p.locator("[data-status=finished]"))).to_be_visible()
    p.reload()
    expect(p.locator("#sound")).to_have_attribute("aria-pressed", "true")
    assert page.errors == []
    p.context.close()


def test_the_lobby_offers_every_game_with_its_documented_defaults(browser: Any, service: ServiceProcess) -> None:
    """The form is built from the OpenAPI document: every option of every game, preset to the default the
    catalogue documents (a null default, decided by the player count, is an empty field)."""
    catalogue = httpx.get(f"{service.base_url}/v1/variants", timeout=10).json()["variants"]
    page = new_page(browser)
    p = page.page
    p.goto(f"{service.base_url}/play/")
    read = """element => element.tagName === "OUTPUT" ? [element.dataset.value, element.textContent]
        : element.type === "checkbox" ? element.checked : element.value"""
    for game in catalogue:
        p.locator(f"button[data-variant='{game['id']}']").click()
        expect(p.locator(f"button[data-variant='{game['id']}']")).to_have_attribute("aria-pressed", "true")
        p.locator("details.house-rules > summary").click()  # the house rules, folded until asked for
        counts = p.get_by_label("Players", exact=True).locator("option").all_inner_texts()
        assert counts == [str(n) for n in range(game["min_players"], game["max_players"] + 1)]
        for name, default in game["default_options"].items():
            shown = p.locator(f"#option-{name}").evaluate(read)
            if isinstance(shown, list):  # a rule no option changes: its value, in words where it has them
                assert shown[0] == json.dumps(default).strip('"') and shown[1].endswith(" (fixed)"), (game["id"], name)
            elif isinstance(default, bool):
                assert shown == default, (game["id"], name)
            elif default is None:
                assert shown == "", (game["id"], name)
            elif isinstance(default, list):
                assert shown == ", ".join(map(str, default)), (game["id"], name)
            else:
                assert shown == str(default), (game["id"], name)
            label = p.locator(f"label[for='option-{name}']")  # a plain label, and help in words with its rules
            expect(label).to_be_visible()
            assert re.fullmatch(r"[A-Z][^_]+", label.inner_text()), (game["id"], name, label.inner_text())
            help_text = p.locator(f"#option-{name}-help").inner_text()
            assert "_" not in help_text and "null" not in help_text and "seats 0" not in help_text, help_text
    assert page.errors == []
    p.context.close()


def test_two_players_meet_through_an_invite_link_and_see_each_other_live(browser: Any, service: ServiceProcess) -> None:
    ana, bo = new_page(browser), new_page(browser, width=800)
    game_id = create_in_lobby(ana, service.base_url, "crazy-eights", 2, ["open"], {"Points to win": "500"})
    link = ana.page.locator(".invite-link").input_value()
    assert link.startswith(f"{service.base_url}/play/#/join/crazy-eights/{game_id}/")
    expect(ana.page.locator("[role=status]")).to_contain_text("Waiting for players")
    ana.page.evaluate("window.kept = 'not reloaded'")

    bo.page.goto(link)
    bo.page.get_by_label("Your name").fill("bo")
    bo.page.get_by_role("button", name="Take the seat").click()
    bo.page.wait_for_url(re.compile(rf"#/game/crazy-eights/{game_id}$"))
    seats = {ana.held(game_id)["seat"], bo.held(game_id)["seat"]}
    assert seats == {0, 1}
    late = new_page(browser)  # the link once more: its seat is taken, and the page says so
    late.page.goto(link)
    late.page.get_by_label("Your name").fill("cy")
    late.page.get_by_role("button", name="Take the seat").click()
    expect(late.page.locator("#problem")).to_have_attribute("data-code", "seat_taken")
    expect(late.page.locator("#problem code")).to_have_text("seat_taken")
    assert [e for e in late.errors if "409" not in e] == []
    late.page.context.close()
    for page in (ana, bo):  # ana's page learns of the deal from its stream
        expect(page.page.locator("[data-status=playing]")).to_be_visible()
        expect(page.page.get_by_role("list", name="Players")).to_contain_text("bo")

    for _turn in range(8):
        view = httpx.get(f"{service.base_url}/v1/crazy-eights/games/{game_id}", timeout=10).json()
        mover, other = (ana, bo) if view["turn"] == ana.held(game_id)["seat"] else (bo, ana)
        expect(mover.page.locator("[data-status]")).to_contain_text("Your turn")
        before = last_seq(service, "crazy-eights", game_id)
        expect(mover.page.locator(READY).first).to_be_visible()
        play_one_move(mover, keyboard=mover is bo)  # bo plays with the keyboard: cards are in the tab order
        last = committed(service, "crazy-eights", game_id, before)
        for page in (mover, other):  # the other page, untouched, shows the move as soon as it is committed
            expect(page.page.locator("#log li").last).to_have_attribute("data-seq", str(last))
    assert ana.logged() == bo.logged() == list(range(1, last + 1))
    assert ana.page.evaluate("window.kept") == "not reloaded"
    assert ana.errors == bo.errors == []
    ana.page.context.close()
    bo.page.context.close()


def test_a_deal_the_players_can_check_is_committed_revealed_and_verified_by_the_pages(
    browser: Any, service: ServiceProcess
) -> None:
    """``fairness: "players"`` from the lobby: each page makes and commits its seed, keeps it in ``localStorage``
    (ana's page is reloaded before the table fills, and still reveals), reveals it once the table is full, and
    after the end says the deal verified, with a link to the replay."""
    ana, bo = new_page(browser), new_page(browser)
    fair = "Deals the players can check: every seat adds a seed of its own to the shuffle"
    game_id = create_in_lobby(ana, service.base_url, "crazy-eights", 2, ["open"], {}, (fair,))
    kept = [
        k
        for k in ana.page.evaluate("Object.keys(localStorage)")
        if k.startswith(f"osmica:seed:crazy-eights:{game_id}:")
    ]
    assert kept == [f"osmica:seed:crazy-eights:{game_id}:0"]
    link = ana.page.locator(".invite-link").input_value()
    ana.page.reload()
    expect(ana.page.locator("[role=status]")).to_contain_text("Waiting for players")

    bo.page.goto(link)
    bo.page.get_by_label("Your name").fill("bo")
    bo.page.get_by_role("button", name="Take the seat").click()
    bo.page.wait_for_url(re.compile(rf"#/game/crazy-eights/{game_id}$"))
    for page in (ana, bo):  # ana's page reveals at its next look at the table: the deal
        expect(page.page.locator("[data-status=playing]")).to_be_visible()
    token = ana.held(game_id)["token"]
    resigned = httpx.post(
        f"{service.base_url}/v1/crazy-eights/games/{game_id}/actions",
        json={"type": "resign"},
        headers={"Authorization": f"Bearer {token}"},
        timeout=10,
    )
    assert resigned.status_code == 200, resigned.text
    for page in (ana, bo):
        check = page.page.locator(".deal-check")
        expect(check).to_have_attribute("data-verified", "true")
        expect(check).to_contain_text("Deal verified")
        expect(check.get_by_role("link", name="the replay")).to_have_attribute(
            "href", f"{service.base_url}/v1/crazy-eights/games/{game_id}/replay"
        )
    assert ana.errors == bo.errors == []
    ana.page.context.close()
    bo.page.context.close()


def test_a_dropped_stream_resumes_and_a_refused_action_shows_its_code_and_rule(
    browser: Any, service: ServiceProcess
) -> None:
    proxy = TcpProxy(("127.0.0.1", service.port))
    try:
        created = httpx.post(
            f"{service.base_url}/v1/crazy-eights/games",
            json={"players": 2, "seed": 7, "seats": [{"open": True}, {"name": "bo"}], "options": {"target": 500}},
            timeout=10,
        ).json()
        game_id, bo_token = created["game_id"], created["seats"][0]["token"]
        invite = created["invites"][0]["invite"]
        page = new_page(browser)
        p = page.page
        p.goto(f"{proxy.base_url}/play/#/join/crazy-eights/{game_id}/{invite}")
        p.get_by_label("Your name").fill("ana")
        p.get_by_role("button", name="Take the seat").click()
        expect(p.locator("#connection")).to_have_text("live")
        expect(p.locator("#connection")).to_have_attribute("data-connections", "1")

        # A refused action: the page's move is changed on its way to the server into a pass, which the rules
        # do not allow now; the page shows the problem's words, its code and the link to the rule.
        p.route("**/actions", lambda route: route.continue_(post_data=json.dumps({"type": "pass"})))
        expect(p.locator("[data-status]")).to_contain_text("Your turn")
        click_first_move(page)
        problem = p.locator("#problem")
        expect(problem).to_be_visible()
        expect(problem).to_have_attribute("data-code", "pass_not_allowed")
        expect(problem.locator("strong")).to_have_text("You may not pass now: play a card or draw.")
        expect(problem.locator("code")).to_have_text("pass_not_allowed")
        expect(problem.get_by_role("link", name="rule CE8-7")).to_have_attribute(
            "href", "/docs/rules/crazy-eights#CE8-7"
        )
        p.unroute("**/actions")
        expected_errors = [e for e in page.errors if "409" in e]  # the browser's own note of a 409 answer
        assert page.errors == expected_errors

        def bo_moves() -> None:
            view = httpx.get(
                f"{service.base_url}/v1/crazy-eights/games/{game_id}",
                headers={"Authorization": f"Bearer {bo_token}"}, timeout=10,
            ).json()  # fmt: skip
            move = next(a for a in view["legal_actions"] if a["type"] != "resign")
            answer = httpx.post(
                f"{service.base_url}/v1/crazy-eights/games/{game_id}/actions",
                headers={"Authorization": f"Bearer {bo_token}"}, json=move, timeout=10,
            )  # fmt: skip
            assert answer.status_code == 200, answer.text

        before = last_seq(service, "crazy-eights", game_id)
        click_first_move(page)  # ana's move, now as the page means it
        expect(problem).to_be_hidden()
        committed(service, "crazy-eights", game_id, before)
        drops = 0
        for _ in range(3):
            before = last_seq(service, "crazy-eights", game_id)
            expect(p.locator("#log li").last).to_have_attribute("data-seq", str(before))  # the page is up to date
            turn = httpx.get(f"{service.base_url}/v1/crazy-eights/games/{game_id}", timeout=10).json()["turn"]
            if turn == 0:
                click_first_move(page)
                committed(service, "crazy-eights", game_id, before)
                continue
            # bo moves while the page's stream is cut: the page reconnects and gets exactly what it missed
            assert proxy.drop() > 0
            drops += 1
            bo_moves()
            events = server_events(service, "crazy-eights", game_id, page.held(game_id)["token"])
            expect(p.locator("#log li").last).to_have_attribute("data-seq", str(events[-1]["seq"]))
            expect(p.locator("#connection")).to_have_text("live")
        assert drops > 0
        assert int(p.locator("#connection").get_attribute("data-connections") or 0) == 1 + drops
        events = server_events(service, "crazy-eights", game_id, page.held(game_id)["token"])
        assert page.logged() == [e["seq"] for e in events]
        # Besides the 409, the browser's own note of each cut response, and nothing else.
        cut = [e for e in page.errors if e not in expected_errors]
        assert cut == ["Failed to load resource: net::ERR_INCOMPLETE_CHUNKED_ENCODING"] * drops
        p.context.close()
    finally:
        proxy.close()


def test_a_turn_clock_counts_down_live_between_two_views(browser: Any, service: ServiceProcess) -> None:
    """The countdown ticks on its own: the page's clock is moved forward two hours (Playwright's fake clock) and
    the same element shows two hours less, with no new view or event."""
    page = new_page(browser)
    p = page.page
    p.clock.install()
    game_id = create_in_lobby(page, service.base_url, "crazy-eights", 2, ["bot:greedy"], {"Seconds per turn": "86400"})
    me = page.held(game_id)["seat"]
    clock = p.locator(f".clock[data-turn='{me}']")
    expect(clock).to_contain_text("Your time: ")
    countdown = clock.locator("time.countdown")
    expect(countdown).to_have_text(re.compile(r"^2[34]:\d\d:\d\d$"))
    deadline = clock.get_attribute("data-deadline")
    element = countdown.element_handle()
    logged = page.logged()
    p.clock.fast_forward("02:00:00")
    expect(countdown).to_have_text(re.compile(r"^2[12]:\d\d:\d\d$"))
    assert element.evaluate("e => e.isConnected")  # the same element: ticked, not drawn again
    assert clock.get_attribute("data-deadline") == deadline and page.logged() == logged
    assert page.errors == []
    p.context.close()


def test_a_player_who_lets_the_clock_run_out_sees_the_timeouts_and_the_seat_abandoned(
    browser: Any, clocked: ServiceProcess
) -> None:
    """A clocked match (``turn_timeout_s`` 5, one real second here) whose players do nothing: the browser's
    player and one who took the invite over HTTP. The page shows the deadline, then, as the server's clock
    runs out, each timeout in words in the log, and after ``abandon_after`` of them the seat abandoned."""
    page = new_page(browser)
    p = page.page
    p.context.add_init_script(SEEN_CLOCKS)
    options = {"Seconds per turn": "5", "Timeouts before a seat is given up": "2", "Points to win": "500"}
    game_id = create_in_lobby(page, clocked.base_url, "crazy-eights", 2, ["open"], options)
    invite = p.locator(".invite-link").input_value().rsplit("/", 1)[1]
    expect(p.locator("#connection")).to_have_text("live")  # before the deal: no clock runs yet
    p.evaluate("window.kept = 'not reloaded'")
    joined = httpx.post(
        f"{clocked.base_url}/v1/crazy-eights/games/{game_id}/join", json={"invite": invite, "name": "bo"}, timeout=10
    )
    assert joined.status_code == 200, joined.text
    me = page.held(game_id)["seat"]

    p.wait_for_function(
        "() => window.seenClocks.some(c => c.deadline && /^\\d+:\\d\\d$/.test(c.countdown))", timeout=WAIT_MS
    )
    players = p.get_by_role("list", name="Players")
    expect(players.locator(f"li[data-seat='{me}']")).to_contain_text("abandoned, played by the house bot")
    expect(p.locator("[data-status]")).to_contain_text("The match is over")  # no player left: the bots resign
    events = server_events(clocked, "crazy-eights", game_id, page.held(game_id)["token"])
    timeouts = [e for e in events if e["type"] == "timed_out" and e["seat"] == me]
    assert [e.get("abandoned", False) for e in timeouts] == [False, True]
    expect(p.locator("#log li").last).to_have_attribute("data-seq", str(events[-1]["seq"]))
    assert page.logged() == [e["seq"] for e in events]
    shown = [p.locator(f"#log li[data-seq='{e['seq']}']").inner_text() for e in timeouts]
    assert shown == ["player 1 ran out of time.", "player 1 ran out of time and is now played by the house bot."]
    seen = p.evaluate("window.seenClocks")
    assert all(c["deadline"].endswith("Z") for c in seen), seen  # RFC 3339, UTC, as the views give it
    assert all(re.fullmatch(r"(Your|bo's) time: \d+:\d\d left \(until .+\)\.", c["text"]) for c in seen), seen
    expect(p.locator(".clock")).to_have_count(0)  # the match is over: no clock runs
    assert p.evaluate("window.kept") == "not reloaded"
    assert page.errors == []
    p.context.close()


def test_quick_match_searches_cancels_and_seats_two_players(
    browser: Any, service: ServiceProcess, redis_server: RedisServer
) -> None:
    """With an app's key in its address, the lobby's Quick match searches (and says so), cancels, and seats two
    browsers at one table, each as its own seat."""
    from tests.service.accounts.test_apps import new_app

    key = new_app(redis_server.url, "web quick match")[1]
    ana, bo = new_page(browser), new_page(browser, width=800)
    for page in (ana, bo):
        page.page.goto(f"{service.base_url}/play/?key={key}#/")
        page.page.get_by_label("Fill the table with bots after 30 seconds").uncheck()
    find = ana.page.get_by_role("button", name="Find a Crazy Eights table")
    find.click()
    expect(ana.page.get_by_text("Looking for players…")).to_be_visible()
    expect(find).to_be_disabled()
    ana.page.get_by_role("button", name="Cancel", exact=True).click()
    expect(ana.page.get_by_text("Search cancelled.")).to_be_visible()
    find.click()
    expect(ana.page.get_by_text("Looking for players…")).to_be_visible()
    bo.page.get_by_role("button", name="Find a Crazy Eights table").click()
    table = re.compile(r"#/game/crazy-eights/[A-Za-z0-9_-]+$")
    for page in (ana, bo):
        page.page.wait_for_url(table)
        expect(page.page.locator("[data-status=playing]")).to_be_visible()
    game_id = ana.page.url.rsplit("/", 1)[1]
    assert bo.page.url.rsplit("/", 1)[1] == game_id
    assert {ana.held(game_id)["seat"], bo.held(game_id)["seat"]} == {0, 1}
    assert [e for e in ana.errors if "ERR_ABORTED" not in e] == [] and bo.errors == []
    ana.page.context.close()
    bo.page.context.close()


def test_who_is_here_shows_at_the_table_live_and_an_away_players_seat_can_be_claimed(
    browser: Any, service: ServiceProcess
) -> None:
    """The page holds seat 0; seat 1 is to act (first_dealer 0) and has made no request: it is away, and the page
    offers to hand it to the house bot (too early with a grace of a day: the problem's sentence). Then seat 1 asks
    for its view and the page, untouched, shows it here (the stream's ``presence`` message)."""
    body = {"players": 2, "names": ["ana", "bo"], "options": {"first_dealer": 0, "disconnect_grace_s": 86400}}
    created = httpx.post(f"{service.base_url}/v1/crazy-eights/games", json=body, timeout=10).json()
    game_id, tokens = created["game_id"], [s["token"] for s in created["seats"]]
    page = new_page(browser)
    p = page.page
    p.goto(f"{service.base_url}/play/")
    held = json.dumps({"variant": "crazy-eights", "seat": 0, "token": tokens[0]})
    p.evaluate("([key, value]) => localStorage.setItem(key, value)", [f"osmica:game:{game_id}", held])
    p.goto(f"{service.base_url}/play/#/game/crazy-eights/{game_id}")
    players = p.get_by_role("list", name="Players")
    expect(players.locator("li[data-seat='0']")).to_contain_text("here")
    expect(players.locator("li[data-seat='1']")).to_contain_text("away")
    expect(p.locator(".claim")).to_contain_text("bo is away")
    p.locator(".claim button").click()
    expect(p.locator("#problem")).to_have_attribute("data-code", "claim_too_early")
    expect(p.locator("#problem")).to_contain_text("not been away long enough")
    seen = httpx.get(
        f"{service.base_url}/v1/crazy-eights/games/{game_id}", headers={"Authorization": f"Bearer {tokens[1]}"}
    )
    assert seen.status_code == 200 and seen.json()["connected"] == [True, True]
    expect(players.locator("li[data-seat='1']")).to_contain_text("here")
    expect(p.locator(".claim")).to_have_count(0)  # a presence message of the stream: no line in the log
    assert [e for e in page.errors if "409" not in e] == []
    p.context.close()
