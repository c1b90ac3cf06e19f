"""Refresh the locks: the exact versions, with the hashes of every file, of what the service and its tests install.

    python scripts/lock.py              # after a change to the dependencies in pyproject.toml
    python scripts/lock.py --upgrade    # also move every pin to the newest release the ranges allow

Two files, for CPython 3.11 on Linux, resolved against PyPI alone (the machine's pip configuration is ignored):

* ``requirements/runtime.txt``: ``[project.dependencies]``, what ``osmica serve`` needs (the image installs it);
* ``requirements/dev.txt``: the same pins plus the ``dev`` extra and the generated SDK's dependencies
  (``clients/python``), what the tests, linters and the contract generator need.

Install with ``pip install --require-hashes -r requirements/<set>.txt``, then the project itself with
``pip install --no-deps -e .`` (and ``-e clients/python``). Existing pins are kept unless a range no longer
admits them (or ``--upgrade``). ``tests/test_lock.py`` fails when pyproject.toml asks for something a lock
does not pin. Needs ``uv`` (in the dev set).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNTIME = "requirements/runtime.txt"
DEV = "requirements/dev.txt"
INDEX = "https://pypi.org/simple"
COMMON = [
    "--generate-hashes",
    "--python-version",
    "3.11",
    "--python-platform",
    "linux",
    "--no-config",
    "--index-url",
    INDEX,
    "--custom-compile-command",
    "python scripts/lock.py",
    "--quiet",
]


def main(argv: list[str]) -> int:
    uv = shutil.which("uv")
    if uv is None:
        print("lock: uv is not installed (it is in the dev set: pip install uv)", file=sys.stderr)
        return 2
    extra = ["--upgrade"] if "--upgrade" in argv else []
    steps = [
        [uv, "pip", "compile", "pyproject.toml", "-o", RUNTIME, *COMMON, *extra],
        [
            uv,
            "pip",
            "compile",
            "pyproject.toml",
            "clients/python/setup.py",
            "--extra",
            "dev",
            "-c",
            RUNTIME,
            "-o",
            DEV,
            *COMMON,
            *extra,
        ],
    ]
    for step in steps:
        subprocess.run(step, cwd=ROOT, check=True)
    print(f"lock: wrote {RUNTIME} and {DEV}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
