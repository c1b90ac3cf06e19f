"""Which build of the engine runs: the pure-Python reference, or the same modules compiled to C extensions.

``python scripts/build_engine.py`` compiles the engine's modules with mypyc into extension modules next to their
sources (``engine/**/*.so``) and records the sources it compiled, by hash, in :data:`STAMP`. Python imports an
extension module in preference to its source, so a build is picked up as soon as it exists. ``OSMICA_ENGINE``
chooses, once, when :mod:`engine` is first imported:

* ``auto`` (the default): the compiled build where one exists for exactly the current sources, else the pure
  one (a build older than its sources is ignored, with a warning);
* ``pure``: the sources, whatever is built (the reference run);
* ``compiled``: the compiled build, or ``ImportError`` when there is none or it is stale.

:data:`MODE` says which was chosen. This module and ``engine/__init__.py`` are never compiled: they run first.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import json
import os
import sys
import warnings
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent
STAMP = ROOT / "_native_build.json"
"""Written by scripts/build_engine.py: the Python version and the sha256 of every compiled source, by path."""
CHOICES = ("auto", "pure", "compiled")


def source_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def built_sources() -> dict[str, str] | None:
    """The compiled sources (path relative to the package's parent → sha256) when a current build exists."""
    try:
        stamp = json.loads(STAMP.read_text())
    except (OSError, ValueError):
        return None
    if stamp.get("python") != sys.implementation.cache_tag:
        return None
    sources: dict[str, str] = stamp.get("sources", {})
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    for name, digest in sources.items():
        source = ROOT.parent / name
        if not source.is_file() or source_digest(source) != digest:
            return None
        if not source.with_name(source.name.removesuffix(".py") + suffix).is_file():
            return None
    return sources or None


class _SourcesOnly(importlib.abc.MetaPathFinder):
    """Finds the engine's submodules among their sources only, passing over any extension module."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if path is None or not fullname.startswith("engine."):
            return None
        details = (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)
        for entry in path:
            spec = importlib.machinery.FileFinder(entry, details).find_spec(fullname)
            if spec is not None:
                return spec
        return None


def _select() -> str:
    choice = os.environ.get("OSMICA_ENGINE", "auto") or "auto"
    if choice not in CHOICES:
        raise ImportError(f"OSMICA_ENGINE must be one of {', '.join(CHOICES)}, not {choice!r}")
    if choice != "pure":
        if built_sources() is not None:
            return "compiled"
        if choice == "compiled":
            raise ImportError("OSMICA_ENGINE=compiled: no current compiled build (python scripts/build_engine.py)")
        if STAMP.exists():
            warnings.warn(
                "the compiled engine is older than its sources: running the pure one "
                "(python scripts/build_engine.py rebuilds it)",
                RuntimeWarning,
                stacklevel=2,
            )
    sys.meta_path.insert(0, _SourcesOnly())
    return "pure"


MODE = _select()
"""``compiled`` or ``pure``: the engine build this process runs."""
