"""The contract's generated artefacts: ``openapi/openapi.json``, ``docs/errors.md``, the Python SDK in
``clients/python/``, the TypeScript SDK's types in ``clients/typescript/src/generated/``, its build in
``clients/typescript/dist/`` with the contract's version in its ``package.json``, and the web front end built from
``clients/web`` into ``service/play/``.

    python -m service.contract            write them all from the code as it is now
    python -m service.contract --check    regenerate them in a temporary directory; exit 1 if any differs

The document is the app's own (the one ``/schema/openapi.json`` serves), written with a fixed layout, so the same
code always gives the same bytes. The SDK is generated from that file by openapi-python-client with the settings in
``clients/config.yaml`` (package ``osmica_client``, project ``osmica-client``, ``Literal`` enums, ruff as post-hook)
and the README template in ``clients/templates/``; ``--fail-on-warning`` makes any schema it cannot model an error.
The hand-written modules of ``clients/python-extra/`` (``game.py``: one handle on a match of any game) are then
copied into its package. The TypeScript types come from the same file through openapi-typescript (the package's
``generate.mjs``), run by Node from ``clients/typescript/node_modules`` (installed from its ``package-lock.json``
with ``npm ci`` when missing); without Node and npm both commands fail, ``--check`` included, rather than skip that
SDK. The package's ``build.mjs`` compiles it with the locked TypeScript into ``dist/`` (ES modules and CommonJS),
committed so that ``npm install <folder>`` needs no build step, and its version follows the document's
``info.version``. The web front end (``clients/web``, TypeScript over that SDK) is bundled by esbuild, installed the
same way from its own lock file, into the static files that ``osmica serve`` serves at ``/play/``. No artefact is
ever edited by hand: CI runs ``--check``.
"""

from __future__ import annotations

import argparse
import difflib
import filecmp
import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCUMENT = Path("openapi/openapi.json")
SDK = Path("clients/python")
SDK_CONFIG = Path("clients/config.yaml")
SDK_TEMPLATES = Path("clients/templates")
ERRORS_PAGE = Path("docs/errors.md")
SDK_EXTRA = Path("clients/python-extra")
"""Hand-written modules of the Python SDK (``game.py``), copied into its package after each generation."""
SDK_META = "setup"
"""openapi-python-client ``--meta``: ``setup.py`` packaging, installable with plain pip (``pip install -e``)."""
TS_PACKAGE = Path("clients/typescript")
TS_GENERATED = TS_PACKAGE / "src/generated"
TS_TYPES = "openapi.ts"
TS_DIST = TS_PACKAGE / "dist"
TS_MANIFESTS = (TS_PACKAGE / "package.json", TS_PACKAGE / "package-lock.json")
"""The package's manifest and lock file: their ``version`` is the document's ``info.version``."""
TS_SOURCES = ("build.mjs", "tsconfig.json", "tsconfig.build.json", "src")
"""What :data:`TS_PACKAGE`'s build reads besides the generated types (copied when building elsewhere)."""
TS_GENERATOR = Path("node_modules/openapi-typescript/bin/cli.js")
"""openapi-typescript's command line, inside :data:`TS_PACKAGE`, at the version its lock file pins."""
TS_GENERATE = "generate.mjs"
"""The package's script that runs openapi-typescript (a named type per schema, cards as `${Rank}${Suit}`)."""
TS_CODES = "codes.ts"
WEB_PACKAGE = Path("clients/web")
WEB_BUILD = Path("build.mjs")
"""The front end's build script, inside :data:`WEB_PACKAGE`: ``node build.mjs <output directory>``."""
WEB_BUILT = Path("service/play")
IGNORED = {"__pycache__", ".ruff_cache", "build", "dist"}
"""Local by-products of installing or linting the SDK, never part of what the generator writes."""


def document_text() -> str:
    """The OpenAPI document of an app with default settings, as committed (2-space indent, final newline)."""
    from service.edge.app import create_app
    from service.ops.settings import Settings

    document = create_app(Settings()).openapi_schema.to_schema()
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def write_document(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(document_text(), encoding="utf-8")


def generate_sdk(document: Path, output: Path) -> None:
    """Run openapi-python-client on ``document`` into ``output`` (replaced); raise if it warns or fails."""
    command = [
        sys.executable, "-m", "openapi_python_client", "generate",
        "--path", str(document),
        "--config", str(ROOT / SDK_CONFIG),
        "--custom-template-path", str(ROOT / SDK_TEMPLATES),
        "--meta", SDK_META,
        "--output-path", str(output),
        "--overwrite",
        "--fail-on-warning",
    ]  # fmt: skip
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"openapi-python-client failed:\n{done.stdout}{done.stderr}")
    for module in sorted((ROOT / SDK_EXTRA).glob("*.py")):
        shutil.copy2(module, output / "osmica_client" / module.name)


def node_tool(name: str) -> str:
    """The path of ``node`` or ``npm``; raise if it is not installed (the TypeScript SDK is never skipped)."""
    found = shutil.which(name)
    if found is None:
        raise RuntimeError(f"`{name}` is not on PATH: Node.js 20+ and npm are needed to generate {TS_PACKAGE}/")
    return found


def installed_as_locked(package: Path, name: str) -> bool:
    """Whether ``node_modules/<name>`` under ``package`` is the version its ``package-lock.json`` pins."""
    installed = package / "node_modules" / name / "package.json"
    if not installed.is_file():
        return False
    locked = json.loads((package / "package-lock.json").read_text(encoding="utf-8"))
    wanted = locked["packages"].get(f"node_modules/{name}", {}).get("version")
    return bool(json.loads(installed.read_text(encoding="utf-8")).get("version") == wanted)


def locked_install(package: Path, tool: Path, name: str) -> Path:
    """``tool`` of the npm package ``name`` under ``package`` (a directory of this repository), as its lock file
    pins it: installed with ``npm ci`` if it is missing or another version."""
    where = ROOT / package
    found = where / tool
    if not found.is_file() or not installed_as_locked(where, name):
        command = [node_tool("npm"), "ci", "--ignore-scripts", "--no-audit", "--no-fund"]
        done = subprocess.run(command, cwd=where, capture_output=True, text=True, check=False)
        if done.returncode != 0 or not found.is_file():
            raise RuntimeError(f"`npm ci` in {package} failed:\n{done.stdout}{done.stderr}")
    return found


def typescript_generator() -> Path:
    """openapi-typescript as :data:`TS_PACKAGE`'s lock file pins it, installed with ``npm ci`` if not."""
    return locked_install(TS_PACKAGE, TS_GENERATOR, "openapi-typescript")


def build_web(output: Path) -> None:
    """Bundle the web front end (:data:`WEB_PACKAGE`, with esbuild as its lock file pins it) into ``output``."""
    locked_install(WEB_PACKAGE, Path("node_modules/esbuild/package.json"), "esbuild")
    command = [node_tool("node"), str(ROOT / WEB_PACKAGE / WEB_BUILD), str(output)]
    done = subprocess.run(command, cwd=ROOT / WEB_PACKAGE, capture_output=True, text=True, check=False)
    if done.returncode != 0 or not (output / "index.html").is_file():
        raise RuntimeError(f"the web front end's build failed:\n{done.stdout}{done.stderr}")


def problem_codes_typescript() -> str:
    """``codes.ts``: the ``code`` a ``Problem`` of each HTTP status may carry, from
    :data:`service.wire.errors.CODE_STATUS` and the engine's setup codes (400): what the SDK's error union narrows on
    besides the status."""
    from engine.codes import SETUP_CODES
    from service.wire.errors import CODE_STATUS

    by_status: dict[int, list[str]] = {}
    for code, status in [*CODE_STATUS.items(), *((code, 400) for code in SETUP_CODES)]:
        by_status.setdefault(status, []).append(code)
    lines = [
        "/**",
        " * Generated by `python -m service.contract` from service/wire/errors.py and engine/codes.py: do not edit.",
        " * The `code` a `Problem` answered with each HTTP status may carry (a 409 `<Game>Conflict` carries a",
        " * `RuleCode` instead, with `legal_actions`).",
        " */",
        "export interface ProblemCodes {",
        *(f"    {status}: {' | '.join(map(json.dumps, sorted(by_status[status])))};" for status in sorted(by_status)),
        "}",
        "",
    ]
    return "\n".join(lines)


def generate_typescript(document: Path, output: Path) -> None:
    """Generate the TypeScript types of ``document`` into ``output`` (replaced): ``openapi.ts`` by the package's
    ``generate.mjs`` (openapi-typescript), ``codes.ts`` from the service's codes; raise if it fails."""
    shutil.rmtree(output, ignore_errors=True)
    output.mkdir(parents=True)
    typescript_generator()
    command = [node_tool("node"), str(ROOT / TS_PACKAGE / TS_GENERATE), str(document), str(output / TS_TYPES)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0 or not (output / TS_TYPES).is_file():
        raise RuntimeError(f"openapi-typescript failed:\n{done.stdout}{done.stderr}")
    (output / TS_CODES).write_text(problem_codes_typescript(), encoding="utf-8")


def versioned_manifests(version: str, root: Path) -> None:
    """Write :data:`TS_MANIFESTS` under ``root`` as this repository's, with ``version`` as the package's."""
    for manifest in TS_MANIFESTS:
        data = json.loads((ROOT / manifest).read_text(encoding="utf-8"))
        data["version"] = version
        if "packages" in data:
            data["packages"][""]["version"] = version
        (root / manifest).write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def build_typescript(root: Path) -> None:
    """Build the TypeScript SDK under ``root`` into its ``dist/`` (the hand-written sources are this repository's,
    the generated types ``root``'s); raise if the build fails."""
    package = root / TS_PACKAGE
    if root != ROOT:
        for name in TS_SOURCES:
            source = ROOT / TS_PACKAGE / name
            if source.is_dir():
                shutil.copytree(source, package / name, ignore=shutil.ignore_patterns("generated"), dirs_exist_ok=True)
            else:
                shutil.copy2(source, package / name)
        (package / "node_modules").symlink_to(ROOT / TS_PACKAGE / "node_modules", target_is_directory=True)
    locked_install(TS_PACKAGE, Path("node_modules/typescript/bin/tsc"), "typescript")
    command = [node_tool("node"), str(package / "build.mjs"), str(root / TS_DIST)]
    done = subprocess.run(command, cwd=package, capture_output=True, text=True, check=False)
    if done.returncode != 0 or not (root / TS_DIST / "cjs/index.js").is_file():
        raise RuntimeError(f"the TypeScript SDK's build failed:\n{done.stdout}{done.stderr}")


def regenerate(root: Path = ROOT) -> None:
    """Write ``openapi/openapi.json`` and ``docs/errors.md``, regenerate both SDKs from it and build the web front
    end under ``root``."""
    from service.edge.pages import errors_markdown

    write_document(root / DOCUMENT)
    (root / ERRORS_PAGE).parent.mkdir(parents=True, exist_ok=True)
    (root / ERRORS_PAGE).write_text(errors_markdown(), encoding="utf-8")
    generate_sdk(root / DOCUMENT, root / SDK)
    generate_typescript(root / DOCUMENT, root / TS_GENERATED)
    versioned_manifests(json.loads((root / DOCUMENT).read_text(encoding="utf-8"))["info"]["version"], root)
    build_typescript(root)
    build_web(root / WEB_BUILT)


def files(top: Path) -> Iterator[Path]:
    """The files under ``top``, relative to it, leaving out :data:`IGNORED` directories and ``*.egg-info``."""
    for path in sorted(top.rglob("*")):
        relative = path.relative_to(top)
        if path.is_file() and not any(p in IGNORED or p.endswith(".egg-info") for p in relative.parts):
            yield relative


def differences(expected: Path, actual: Path, limit: int = 40) -> list[str]:
    """What differs between the file or tree ``expected`` (fresh) and ``actual`` (committed), as text lines."""
    if expected.is_file():
        pairs = {Path(): (expected, actual)}
    else:
        names = set(files(expected)) | (set(files(actual)) if actual.is_dir() else set())
        pairs = {name: (expected / name, actual / name) for name in sorted(names)}
    out: list[str] = []
    for name, (new, old) in pairs.items():
        shown = str(actual / name) if name != Path() else str(actual)
        if not old.is_file():
            out.append(f"missing: {shown}")
        elif not new.is_file():
            out.append(f"not generated any more: {shown}")
        elif not filecmp.cmp(new, old, shallow=False):
            diff = difflib.unified_diff(
                old.read_text(encoding="utf-8").splitlines(),
                new.read_text(encoding="utf-8").splitlines(),
                f"{shown} (committed)",
                f"{shown} (generated now)",
                lineterm="",
                n=1,
            )
            out.extend(list(diff)[:limit])
    return out


def check(root: Path = ROOT) -> list[str]:
    """Regenerate every artefact in a temporary directory; the differences from the committed ones."""
    with tempfile.TemporaryDirectory(prefix="osmica-contract-") as tmp:
        fresh = Path(tmp)
        regenerate(fresh)
        return [
            *differences(fresh / DOCUMENT, root / DOCUMENT),
            *differences(fresh / ERRORS_PAGE, root / ERRORS_PAGE),
            *differences(fresh / SDK, root / SDK),
            *differences(fresh / TS_GENERATED, root / TS_GENERATED),
            *differences(fresh / TS_DIST, root / TS_DIST),
            *(line for manifest in TS_MANIFESTS for line in differences(fresh / manifest, root / manifest)),
            *differences(fresh / WEB_BUILT, root / WEB_BUILT),
        ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m service.contract",
        description=f"Regenerate {DOCUMENT}, the Python SDK in {SDK}/, the TypeScript types in {TS_GENERATED}/, "
        f"its build in {TS_DIST}/ and the web front end in {WEB_BUILT}/.",
    )
    parser.add_argument(
        "--check", action="store_true", help="change nothing; exit 1 if any artefact differs from the code"
    )
    args = parser.parse_args(argv)
    artefacts = (
        f"{DOCUMENT}, {ERRORS_PAGE}, {SDK}/, {TS_GENERATED}/, {TS_DIST}/, {TS_PACKAGE}/package*.json and {WEB_BUILT}/"
    )
    try:
        if args.check:
            found = check()
            if found:
                print("\n".join(found), file=sys.stderr)
                print(f"\nThe contract changed: run `python -m service.contract` and commit {artefacts}.")
                return 1
            print(f"{artefacts} match the code.")
            return 0
        regenerate()
    except RuntimeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {artefacts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
