"""Long random-playout run of one variant, split into chunks that survive an interruption.

Runs the variant's playout test (``tests/engine/test_<variant>_playouts.py``) once per chunk with
``OSMICA_PLAYOUTS=<per-chunk>`` and ``OSMICA_PLAYOUT_OFFSET=<chunk * per-chunk>``, so every chunk plays other
seeds: together, the matches of one run with ``OSMICA_PLAYOUTS=<chunks * per-chunk>`` (for a configuration played
fewer times than ``OSMICA_PLAYOUTS``, as many distinct ones). Each finished chunk is appended to a JSON-lines
log; started again with the same log, the run skips the chunks already passed.

    python scripts/long_playouts.py crazy-eights --per-chunk 139 --chunks 8 --log long-crazy-eights.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The invariant playout test of each variant.
TESTS = {
    "crazy-eights": "test_crazy_eights_playouts.py::test_random_playouts_keep_every_invariant",
    "switch": "test_switch_playouts.py::test_random_playouts_keep_every_invariant",
    "super-crazy-eights": "test_super_crazy_eights_playouts.py::test_random_matches_over_the_option_grid",
    "nags": "test_nags_playouts.py::test_random_playouts_keep_every_invariant",
    "nusicle": "test_nusicle_playouts.py::test_random_playouts_over_the_option_grid",
}
FIGURES = re.compile(r"(\d+) matches, (\d+) actions")


def run_chunk(variant: str, per_chunk: int, chunk: int) -> dict[str, object]:
    env = {**os.environ, "OSMICA_PLAYOUTS": str(per_chunk), "OSMICA_PLAYOUT_OFFSET": str(chunk * per_chunk)}
    # -n 0: in one process, so that -s shows the figures the test prints (an xdist worker's output is not shown)
    command = [sys.executable, "-m", "pytest", "-q", "-s", "-n", "0", "-p", "no:cacheprovider"]
    command.append(f"tests/engine/{TESTS[variant]}")
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - started
    found = FIGURES.search(done.stdout)
    return {
        "variant": variant,
        "per_chunk": per_chunk,
        "chunk": chunk,
        "passed": done.returncode == 0,
        "matches": int(found[1]) if found else 0,
        "actions": int(found[2]) if found else 0,
        "seconds": round(elapsed, 1),
        "output": "" if done.returncode == 0 else done.stdout[-4000:] + done.stderr[-2000:],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("variant", choices=sorted(TESTS))
    parser.add_argument("--per-chunk", type=int, required=True, help="matches per configuration in each chunk")
    parser.add_argument("--chunks", type=int, required=True)
    parser.add_argument("--log", type=Path, required=True, help="JSON-lines record of finished chunks")
    args = parser.parse_args()

    done: dict[int, dict[str, object]] = {}
    if args.log.exists():
        for line in args.log.read_text().splitlines():
            entry = json.loads(line)
            if entry["variant"] == args.variant and entry["per_chunk"] == args.per_chunk and entry["passed"]:
                done[int(entry["chunk"])] = entry
    for chunk in range(args.chunks):
        if chunk in done:
            continue
        entry = run_chunk(args.variant, args.per_chunk, chunk)
        with args.log.open("a") as log:
            log.write(json.dumps(entry) + "\n")
        print(
            f"{args.variant} chunk {chunk + 1}/{args.chunks}: {'passed' if entry['passed'] else 'FAILED'}, "
            f"{entry['matches']} matches, {entry['actions']} actions, {entry['seconds']} s",
            flush=True,
        )
        if not entry["passed"]:
            print(entry["output"], file=sys.stderr)
            return 1
        done[chunk] = entry
    matches = sum(int(str(e["matches"])) for e in done.values())
    actions = sum(int(str(e["actions"])) for e in done.values())
    seconds = sum(float(str(e["seconds"])) for e in done.values())
    print(f"{args.variant}: {len(done)} chunks passed, {matches} matches, {actions} actions, {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
