"""Turn clocks: how late the replicas apply timeouts that nobody asks for.

    python benchmarks/clocks.py [--replicas 2] [--matches 20] [--timeouts 200] [--sweep 1.0]

Starts a throwaway ``redis-server`` and ``--replicas`` ``osmica serve`` processes on it whose clock second is
200 ms (``OSMICA_CLOCK_SECOND_MS``), so ``turn_timeout_s: 5`` runs out after one second, each sweeping every
``--sweep`` seconds. Creates ``--matches`` two-player Crazy Eights matches with that clock that nobody watches or
plays (``abandon_after`` 100: every turn times out, one after the other), and reads the stored records until
``--timeouts`` timeouts were applied. A timeout restarts the next seat's clock at the moment of its write, so
each one's lateness is exact on Redis's clock: the new deadline less the clock's length less the old deadline.
Figures: lateness p50 / p99 / max, and timeouts applied before their deadline (none, or it is a bug).
"""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

import argparse  # noqa: E402
import statistics  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

import httpx  # noqa: E402
import msgspec  # noqa: E402

from service.store.records import Record, game_key  # noqa: E402
from tests.servers import RedisServer, ServiceProcess  # noqa: E402

SECOND_MS = 200
CLOCK_MS = 5 * SECOND_MS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--replicas", type=int, default=2)
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--timeouts", type=int, default=200)
    parser.add_argument("--sweep", type=float, default=1.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = RedisServer(Path(tmp) / "redis").start()
        env = {"OSMICA_CLOCK_SECOND_MS": str(SECOND_MS), "OSMICA_CLOCK_SWEEP": str(args.sweep)}
        servers = [
            ServiceProcess(store.url, log=Path(tmp) / f"osmica-{i}.log", env={**env, "TMPDIR": tmp}).start()
            for i in range(args.replicas)
        ]
        try:
            run(store, servers, args)
        finally:
            for server in servers:
                server.stop()
            store.stop()


def run(store: RedisServer, servers: list[ServiceProcess], args: argparse.Namespace) -> None:
    body = {"players": 2, "options": {"turn_timeout_s": 5, "abandon_after": 100, "target": 100000}}
    with httpx.Client(base_url=servers[0].base_url, timeout=30) as http:
        ids = [http.post("/v1/crazy-eights/games", json=body).json()["game_id"] for _ in range(args.matches)]
    client = store.client()
    decoder = msgspec.msgpack.Decoder(Record)
    last: dict[str, int] = {}
    lateness: list[int] = []
    limit = time.monotonic() + 60 + 5 * args.timeouts / args.matches
    while len(lateness) < args.timeouts and time.monotonic() < limit:
        pipe = client.pipeline(transaction=False)
        for game_id in ids:
            pipe.hget(game_key(game_id), "rec")
        for game_id, raw in zip(ids, pipe.execute(), strict=True):
            deadline = decoder.decode(raw).deadline
            previous = last.get(game_id)
            if previous is not None and deadline != previous:
                lateness.append(deadline - CLOCK_MS - previous)
            last[game_id] = deadline
        time.sleep(0.01)
    lateness.sort()
    print(f"{len(servers)} replicas, sweep every {args.sweep} s, {args.matches} matches, {len(lateness)} timeouts")
    p99 = lateness[max(0, int(len(lateness) * 0.99) - 1)]
    print(f"lateness ms: p50 {statistics.median(lateness):.0f}, p99 {p99}, max {lateness[-1]}")
    print(f"applied before their deadline: {sum(1 for ms in lateness if ms < 0)}")


if __name__ == "__main__":
    main()
