"""The TypeScript SDK as a project outside this repository gets it: a fresh CommonJS project (``npm init -y``) and
a fresh ES module project (``"type": "module"``), each installing ``clients/typescript`` once from the folder (as
a fresh clone has it: the committed files, no ``node_modules``) and once from the tarball ``npm pack`` writes. In
each, the same TypeScript program (a whole match through the helper) is type-checked against the installed
package's declarations, compiled to that project's module format and run against a real server. The ES module
program is then bundled for the browser by esbuild and played again in Chromium, served from the server's own
origin, with every request to another host refused.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from service import contract
from tests.servers import ServiceProcess

pytestmark = pytest.mark.skipif(shutil.which("npm") is None, reason="Node.js and npm install the package")

PACKAGE = contract.ROOT / contract.TS_PACKAGE
CHROMIUM = os.environ.get("OSMICA_CHROMIUM", "/usr/bin/chromium")
NPM_INSTALL = ("install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error")

PROGRAM = """import { type Action, createOsmica } from "osmica-client";

const osmica = createOsmica({ baseUrl: BASE_URL });

/** A whole seeded match of Crazy Eights, each seat playing the first card it may (else its first action). */
async function play(): Promise<string> {
    const { data: created, error } = await osmica.create("crazy-eights", {
        players: 2,
        seed: 5,
        options: { target: 1 },
    });
    if (!created) throw new Error(`create: ${error.code}`);
    const seats = created.seats.map(({ token }) => osmica.game("crazy-eights", created.game_id, { token }));
    const spectator = osmica.game("crazy-eights", created.game_id);
    for (let turn = 0; turn < 2000; turn++) {
        const { data: watched } = await spectator.view();
        if (!watched || watched.status !== "playing" || watched.turn === null) {
            return `${watched?.status} after ${turn} actions`;
        }
        const seat = seats[watched.turn]!;
        const { data: mine } = await seat.view();
        if (!mine || mine.status === "waiting") throw new Error("no view");
        const legal: Action<"crazy-eights">[] = mine.legal_actions;
        const action = legal.find((a) => a.type === "play") ?? legal[0]!;
        const { data: acted, error: refused } = await seat.act(action, { ifMatch: mine.version });
        if (!acted) throw new Error(`act: ${refused.status} ${refused.code}`);
    }
    throw new Error("no end after 2000 actions");
}

play().then(
    (outcome) => console.log(`osmica: ${outcome}`),
    (failure) => console.log(`osmica failed: ${failure}`),
);
"""
"""The consumer's program: ``BASE_URL`` is replaced by the server's URL as a string literal."""


def run(command: list[str], cwd: Path) -> str:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 0, f"{' '.join(command)} in {cwd}:\n{done.stdout}{done.stderr}"
    return done.stdout


def node_tool(relative: str) -> str:
    return str(PACKAGE / "node_modules" / relative)


@pytest.fixture(scope="module")
def tarball(tmp_path_factory: pytest.TempPathFactory) -> Path:
    contract.locked_install(contract.TS_PACKAGE, Path("node_modules/esbuild/package.json"), "esbuild")
    where = tmp_path_factory.mktemp("pack")
    packed = json.loads(run(["npm", "pack", "--json", "--pack-destination", str(where)], PACKAGE))
    files = {entry["path"] for entry in packed[0]["files"]}
    assert {"dist/cjs/index.js", "dist/cjs/index.d.ts", "dist/esm/index.js", "dist/esm/index.d.ts"} <= files
    assert not any(name.startswith(("test/", "node_modules/", "build/")) for name in files), files
    return where / str(packed[0]["filename"])


def fresh_project(directory: Path, module: bool) -> Path:
    """``npm init -y`` (a CommonJS project), made an ES module project with ``module``."""
    directory.mkdir()
    run(["npm", "init", "-y"], directory)
    if module:
        manifest = json.loads((directory / "package.json").read_text(encoding="utf-8"))
        (directory / "package.json").write_text(json.dumps({**manifest, "type": "module"}), encoding="utf-8")
    return directory


def compile_and_play(project: Path, base_url: str) -> str:
    """Type-check and compile ``PROGRAM`` in ``project`` (its own module format), run it; its output."""
    (project / "play.ts").write_text(PROGRAM.replace("BASE_URL", json.dumps(base_url)), encoding="utf-8")
    tsc = [
        "node", node_tool("typescript/bin/tsc"), "play.ts",
        "--module", "nodenext", "--moduleResolution", "nodenext", "--target", "es2022",
        "--lib", "es2022,dom", "--strict", "--noUncheckedIndexedAccess",
    ]  # fmt: skip
    run(tsc, project)
    return run(["node", "play.js"], project)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package's folder as a fresh clone has it: its committed files, without ``node_modules``."""
    where = tmp_path_factory.mktemp("clone")
    listed = run(["git", "ls-files", "-z", "--", str(PACKAGE)], contract.ROOT).split("\0")
    for name in filter(None, listed):
        target = where / Path(name).relative_to(contract.TS_PACKAGE)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(contract.ROOT / name, target)
    return where


@pytest.fixture(scope="module")
def projects(tmp_path_factory: pytest.TempPathFactory, folder: Path, tarball: Path) -> Iterator[dict[str, Path]]:
    where = tmp_path_factory.mktemp("consumers")
    made = {}
    for module in (False, True):
        for source in (folder, tarball):
            name = f"{'esm' if module else 'cjs'}-from-{'folder' if source == folder else 'tarball'}"
            project = fresh_project(where / name, module)
            run(["npm", *NPM_INSTALL, str(source)], project)
            made[name] = project
    yield made


@pytest.mark.parametrize("name", ["cjs-from-folder", "cjs-from-tarball", "esm-from-folder", "esm-from-tarball"])
def test_a_fresh_project_installs_the_package_and_plays_a_match(
    name: str, projects: dict[str, Path], service: ServiceProcess
) -> None:
    project = projects[name]
    installed = json.loads((project / "node_modules/osmica-client/package.json").read_text(encoding="utf-8"))
    document = json.loads((contract.ROOT / contract.DOCUMENT).read_text(encoding="utf-8"))
    assert installed["version"] == document["info"]["version"]
    assert "private" not in installed

    output = compile_and_play(project, service.base_url)

    assert output.strip().startswith("osmica: finished after"), output
    compiled = (project / "play.js").read_text(encoding="utf-8")
    assert ('require("osmica-client")' in compiled) == name.startswith("cjs"), compiled


def test_the_browser_bundle_plays_a_match_in_chromium(projects: dict[str, Path], service: ServiceProcess) -> None:
    playwright = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).is_file():
        pytest.skip(f"no Chromium at {CHROMIUM}")
    project = projects["esm-from-tarball"]
    compile_and_play(project, service.base_url)
    bundle = project / "bundle.js"
    esbuild = [node_tool("esbuild/bin/esbuild"), "play.js", "--bundle", "--format=esm", "--platform=browser"]
    run([*esbuild, f"--outfile={bundle}"], project)
    page_url = f"{service.base_url}/sdk-bundle.html"
    refused: list[str] = []

    def serve(route: Any) -> None:
        url = route.request.url
        if url == page_url:
            route.fulfill(content_type="text/html", body='<script type="module" src="sdk-bundle.js"></script>')
        elif url == f"{service.base_url}/sdk-bundle.js":
            route.fulfill(content_type="text/javascript", body=bundle.read_text(encoding="utf-8"))
        elif url.startswith(service.base_url + "/"):
            route.continue_()
        else:
            refused.append(url)
            route.abort()

    with playwright.sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=CHROMIUM)
        try:
            page = browser.new_page()
            page.route("**/*", serve)
            told = page.expect_console_message(lambda message: message.text.startswith("osmica"), timeout=120_000)
            with told as message:
                page.goto(page_url)
            logged = message.value.text
        finally:
            browser.close()
    assert logged.startswith("osmica: finished after"), logged
    assert refused == []
