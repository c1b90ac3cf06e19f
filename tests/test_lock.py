"""The locks agree with pyproject.toml, without the network: every requirement is pinned, with hashes, by a version
it admits; the dev set holds the runtime set's pins unchanged; serving installs no test tool.

A dependency added to pyproject.toml (or a range moved) without ``python scripts/lock.py`` fails here.
"""

from __future__ import annotations

import ast
import re
import tomllib
from functools import cache
from pathlib import Path

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent
RUNTIME = ROOT / "requirements" / "runtime.txt"
DEV = ROOT / "requirements" / "dev.txt"
TARGET = {"python_version": "3.11", "python_full_version": "3.11.2", "sys_platform": "linux",
          "platform_system": "Linux", "os_name": "posix", "implementation_name": "cpython",
          "platform_python_implementation": "CPython", "platform_machine": "x86_64"}  # fmt: skip
"""The environment the locks are for: CPython 3.11 on Linux (3.11.2 is Debian 12's, the image's)."""
PIN = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>[^\s;\\]+)\s*(;\s*(?P<marker>[^\\]+?))?\s*\\?$")
TEST_TOOLS = {
    "pytest",
    "pytest-xdist",
    "mypy",
    "schemathesis",
    "hypothesis",
    "ruff",
    "pytest-asyncio",
    "openapi-python-client",
}


@cache
def pins(path: Path) -> dict[str, tuple[Version, Marker | None, int]]:
    """Name -> (version, marker, hash count) of every pin in a lock."""
    found: dict[str, tuple[Version, Marker | None, int]] = {}
    current = None
    for line in path.read_text().splitlines():
        match = PIN.match(line)
        if match:
            marker = Marker(match["marker"]) if match["marker"] else None
            current = canonicalize_name(match["name"])
            found[current] = (Version(match["version"]), marker, 0)
        elif line.strip().startswith("--hash=sha256:") and current is not None:
            version, marker, hashes = found[current]
            found[current] = (version, marker, hashes + 1)
        elif line and not line.startswith((" ", "#")):
            pytest.fail(f"{path.name}: not a pin: {line!r}")
    return found


@cache
def project() -> dict[str, list[Requirement]]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return {
        "runtime": [Requirement(r) for r in data["dependencies"]],
        "dev": [Requirement(r) for r in data["optional-dependencies"]["dev"]],
    }


def sdk_requirements() -> list[Requirement]:
    """The generated SDK's ``install_requires`` (clients/python/setup.py), installed with --no-deps."""
    tree = ast.parse((ROOT / "clients" / "python" / "setup.py").read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "install_requires":
            return [Requirement(r) for r in ast.literal_eval(node.value)]
    raise AssertionError("clients/python/setup.py lists no install_requires")


def assert_pinned(requirements: list[Requirement], lock: Path) -> None:
    locked = pins(lock)
    for requirement in requirements:
        if requirement.marker is not None and not requirement.marker.evaluate(TARGET):
            continue
        name = canonicalize_name(requirement.name)
        assert name in locked, f"{requirement} is in pyproject.toml but not in {lock.name}: run python scripts/lock.py"
        version = locked[name][0]
        assert requirement.specifier.contains(version, prereleases=True), (
            f"{lock.name} pins {name}=={version}, outside {requirement}: run python scripts/lock.py"
        )


def test_the_runtime_lock_pins_every_runtime_requirement() -> None:
    assert_pinned(project()["runtime"], RUNTIME)


def test_the_dev_lock_pins_every_requirement_and_the_sdks() -> None:
    assert_pinned(project()["runtime"] + project()["dev"] + sdk_requirements(), DEV)


def test_the_dev_lock_keeps_the_runtime_pins() -> None:
    runtime, dev = pins(RUNTIME), pins(DEV)
    for name, (version, _, _) in runtime.items():
        assert name in dev and dev[name][0] == version, f"{name}: runtime {version}, dev {dev.get(name)}"


def test_every_pin_has_hashes_and_serving_installs_no_test_tool() -> None:
    for lock in (RUNTIME, DEV):
        assert pins(lock), lock
        for name, (_, _, hashes) in pins(lock).items():
            assert hashes >= 1, f"{lock.name}: {name} has no hash"
    assert not TEST_TOOLS & set(pins(RUNTIME)), TEST_TOOLS & set(pins(RUNTIME))
    assert set(pins(DEV)) >= TEST_TOOLS


def test_a_requirement_missing_from_the_lock_is_caught() -> None:
    with pytest.raises(AssertionError, match=r"not in runtime\.txt"):
        assert_pinned([Requirement("left-pad-for-python>=1")], RUNTIME)
    with pytest.raises(AssertionError, match="outside"):
        assert_pinned([Requirement("msgspec>=99")], RUNTIME)
