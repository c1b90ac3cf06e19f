"""The documentation the server serves, in Debian's Chromium (Playwright) with every request to another host
refused, as on a machine without internet: ``/schema`` renders Swagger UI from the service's own assets and
lists the document's operations, and every docs page fits a 360 px wide phone screen (a wide table scrolls in
its own box, the page itself never scrolls sideways).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest

from service.wire.rules import RULE_PREFIXES
from tests.servers import ServiceProcess

playwright = pytest.importorskip("playwright.sync_api")

PHONE = {"width": 360, "height": 740}
PAGES = ["/docs/rules", *(f"/docs/rules/{variant}" for variant in RULE_PREFIXES), "/docs/errors", "/docs/streams"]


class Offline:
    """A page whose requests to any host but the server are refused (and recorded)."""

    def __init__(self, browser: Any, base_url: str, viewport: dict[str, int]) -> None:
        self.local = urlsplit(base_url).netloc
        self.refused: list[str] = []
        self.errors: list[str] = []
        self.page = browser.new_page(viewport=viewport)
        self.page.route("**/*", self._route)
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))

    def _route(self, route: Any) -> None:
        url = route.request.url
        if url.startswith("data:") or urlsplit(url).netloc == self.local:
            route.continue_()
        else:
            self.refused.append(url)
            route.abort()


def test_the_api_reference_renders_offline_with_every_operation(
    browser: Any, service: ServiceProcess, http: httpx.Client
) -> None:
    document = http.get("/schema/openapi.json").json()
    methods = {"get", "put", "post", "delete", "patch"}
    items = [*document["paths"].values(), *document.get("webhooks", {}).values()]  # a webhook is shown as one too
    operations = sum(1 for item in items for method in item if method in methods)
    offline = Offline(browser, service.base_url, {"width": 1280, "height": 900})

    offline.page.goto(f"{service.base_url}/schema")
    offline.page.wait_for_selector(".opblock", timeout=60_000)

    shown = offline.page.locator(".opblock").count()
    assert shown == operations, (shown, operations)
    assert offline.page.locator(".swagger-ui .info .title").inner_text().startswith(document["info"]["title"])
    assert offline.refused == [] and offline.errors == []
    page = http.get("/schema").text
    assert "//" not in page  # no other host, not even one the browser would not fetch
    assert len(page) < 4096  # the document is fetched, not inlined


@pytest.mark.parametrize("path", [*PAGES, "/schema"])
def test_a_page_fits_a_phone_screen(browser: Any, service: ServiceProcess, path: str) -> None:
    offline = Offline(browser, service.base_url, PHONE)

    response = offline.page.goto(service.base_url + path)
    if path == "/schema":
        offline.page.wait_for_selector(".opblock", timeout=60_000)

    assert response is not None and response.status == 200
    widths = offline.page.evaluate(
        "() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth })"
    )
    assert widths["page"] <= widths["screen"], widths
    assert offline.refused == [] and offline.errors == []
