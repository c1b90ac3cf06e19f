"""Compile the engine with mypyc: C extension modules next to the sources, picked up at import (engine/native.py).

    python scripts/build_engine.py          # build (about half a minute of CPU), replacing any earlier build
    python scripts/build_engine.py --clean  # remove the build: the pure-Python engine runs again

Needs mypy (the dev lock has it; mypyc comes with it) and a C compiler. The pure-Python sources stay the
reference: ``OSMICA_ENGINE=pure`` runs them whatever is built, and a build goes unused once a compiled source
changes. Every engine module is compiled except ``engine/native.py`` (it chooses the build), the packages'
``__init__.py`` (a compiled package gets a wrong ``__path__`` when the shared library is not at the top level),
and the modules that define a class with a metaclass of its own, such as a msgspec Struct: mypyc makes those
plain Python classes without their class keywords (``kw_only``, ``tag``, ...), so they stay interpreted.
The C sources and objects go to ``build/mypyc/``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD_DIR = ROOT / "build" / "mypyc"
GROUP = "engine._native"
"""The shared library every compiled module's shim imports: engine/_native__mypyc.<abi>.so."""
CHOOSER = "engine/native.py"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def compilable(paths: list[Path]) -> tuple[list[Path], list[Path]]:
    """(compiled, left interpreted): a module is left out when a class it defines has a metaclass besides ``type``."""
    keep: list[Path] = []
    skip: list[Path] = []
    for path in paths:
        name = module_name(path)
        module = importlib.import_module(name)
        classes = [v for v in vars(module).values() if isinstance(v, type) and v.__module__ == name]
        (skip if any(type(c) is not type for c in classes) else keep).append(path)
    return keep, skip


def clean() -> int:
    """Remove every compiled module and the stamp; the number of files removed."""
    import engine.native

    removed = 0
    for path in [*ROOT.joinpath("engine").rglob("*.so"), engine.native.STAMP]:
        if path.exists():
            path.unlink()
            removed += 1
    return removed


def build() -> None:
    from mypyc.build import mypycify
    from setuptools import Distribution

    import engine.native

    sources = sorted(
        p for p in ROOT.joinpath("engine").rglob("*.py") if p.name != "__init__.py" and p != ROOT / CHOOSER
    )
    keep, skip = compilable(sources)
    print(f"build_engine: compiling {len(keep)} modules; interpreted: {', '.join(module_name(p) for p in skip)}")
    started = time.process_time(), time.perf_counter()
    os.chdir(ROOT)  # mypy reads pyproject.toml's [tool.mypy]; the paths below are relative to it
    extensions = mypycify([str(p.relative_to(ROOT)) for p in keep], group_name=GROUP, target_dir=str(BUILD_DIR))
    dist = Distribution({"name": "osmica-engine", "ext_modules": extensions})
    command = dist.get_command_obj("build_ext")
    command.inplace = True  # type: ignore[attr-defined]
    command.build_temp = str(BUILD_DIR / "temp")  # type: ignore[attr-defined]
    command.build_lib = str(BUILD_DIR / "lib")  # type: ignore[attr-defined]
    dist.run_command("build_ext")
    stamp = {
        "python": sys.implementation.cache_tag,
        "sources": {str(p.relative_to(ROOT)): engine.native.source_digest(p) for p in keep},
    }
    engine.native.STAMP.write_text(json.dumps(stamp, indent=1, sort_keys=True) + "\n")
    cpu, wall = time.process_time() - started[0], time.perf_counter() - started[1]
    print(f"build_engine: done in {wall:.0f} s ({cpu:.0f} s CPU in this process, the C compiler's not counted)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clean", action="store_true", help="remove the compiled build")
    args = parser.parse_args()
    # The sources are inspected (and imported) as the reference, never from an earlier build.
    os.environ["OSMICA_ENGINE"] = "pure"
    sys.path.insert(0, str(ROOT))
    removed = clean()
    if args.clean:
        print(f"build_engine: removed {removed} files")
        return
    build()


if __name__ == "__main__":
    main()
