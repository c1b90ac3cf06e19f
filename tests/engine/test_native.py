"""The compiled engine build (scripts/build_engine.py) plays exactly the matches of the pure-Python reference,
and Crazy Eights plays the same on the tables its rules work on (engine/variants/crazy_eights/table.py) as on
the stored states.

The comparison of the builds is skipped where no current build exists; CI builds one and runs the engine tests
on it as well (``OSMICA_ENGINE=compiled``). The build choice is made once per process, so each build runs in its
own.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

import engine.native
from engine.variants import crazy_eights as ce
from tests.engine.native_digest import TABLE_CONFIGS, crazy_eights_digest

ROOT = Path(__file__).resolve().parents[2]


def _digest(mode: str) -> dict[str, object]:
    env = {
        **os.environ,
        "OSMICA_ENGINE": mode,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    done = subprocess.run(
        [sys.executable, "-m", "tests.engine.native_digest", "2"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    result: dict[str, object] = json.loads(done.stdout)
    assert result["mode"] == mode
    return result


@pytest.mark.skipif(engine.native.built_sources() is None, reason="no compiled build: python scripts/build_engine.py")
def test_compiled_and_pure_engines_play_identical_matches() -> None:
    pure, compiled = _digest("pure"), _digest("compiled")
    assert compiled == {**pure, "mode": "compiled"}
    assert isinstance(pure["steps"], int) and pure["steps"] > 10_000
    assert pure["tables"] == pure["stored"]


def test_crazy_eights_tables_play_the_matches_of_stored_states() -> None:
    """Matches, events, legal lists, views, refusals and bot moves, in whichever build this process runs."""
    assert crazy_eights_digest(1, tables=True) == crazy_eights_digest(1, tables=False)


def test_pure_is_chosen_by_the_environment_whatever_is_built() -> None:
    code = "import engine, engine.variants.crazy_eights.flow as f; print(engine.native.MODE, f.__file__)"
    env = {**os.environ, "OSMICA_ENGINE": "pure"}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    mode, path = done.stdout.split()
    assert mode == "pure" and path.endswith("flow.py")


def test_an_unknown_engine_choice_is_refused() -> None:
    env = {**os.environ, "OSMICA_ENGINE": "fast"}
    done = subprocess.run([sys.executable, "-c", "import engine"], cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode != 0 and "OSMICA_ENGINE must be one of" in done.stderr


def test_a_table_is_never_changed_by_what_is_applied_to_it() -> None:
    """Every listed action applied to one table (the tables share their stock and pile lists) gives what it gives
    on the stored state, and leaves the table as it was."""
    branched = 0
    for n, (players, options) in enumerate(TABLE_CONFIGS):
        chooser = random.Random(n)
        stored = ce.new_match(players, options, seed=n)
        table = ce.to_table(stored)
        while (seat := table.turn) is not None:
            before = msgspec.msgpack.encode(ce.to_state(table))
            legal = ce.legal_actions(table, seat)
            for action in legal:
                after, events = ce.apply(table, seat, action)
                expected, expected_events = ce.apply(stored, seat, action)
                assert msgspec.msgpack.encode(ce.to_state(after)) == msgspec.msgpack.encode(expected)
                assert events == expected_events
                branched += 1
            assert msgspec.msgpack.encode(ce.to_state(table)) == before == msgspec.msgpack.encode(stored)
            action = chooser.choice(legal)
            table, _ = ce.apply(table, seat, action)
            stored, _ = ce.apply(stored, seat, action)
    assert branched > 1_000
