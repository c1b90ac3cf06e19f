"""Bot strength and speed: seeded matches between two players, win shares with 95% intervals, move times.

For every variant and player count it plays ``--matches`` seeded matches of each pairing ``strong:weak``, default
options, whole matches to the target. A player is a bot level (``random``, ``greedy``, ``expert``), one of the
variant's simple heuristics (benchmarks/heuristics.py, which read the seat's view alone) or ``heuristics``: all
of them in turn, each for two matches running. ``cheat`` is the expert's search on the true state (every hand
and the stock's order seen), by default measured in Nags only (:data:`CHEAT_VARIANTS`, ``--ceilings``) as the
ceiling of a game that leaves little choice; ``peek`` is the same search seeing every hand but not the stock's
order, which splits that ceiling into what the hands and what the stock are worth; ``peek-next`` sees the next
seat's hand alone, ``peek-suits`` how many cards of each suit every hidden hand holds (not which): what knowing
part of the hands would be worth. All of them exist here only, never in the service. A bot level may judge by other
weights than its variant's: ``greedy@mobility=4@follow=3`` (:func:`tuned`), to measure what a weight is worth. The
default pairings are :data:`PAIRINGS`.

The two players alternate round the table, and the match index shifts them by one seat, so each sits at every
seat equally often. A match's win goes to the winners' players (a shared win split evenly). It prints, per
pairing, the share of wins of the stronger player with a 95% Wilson interval, the even share (its seats over all
seats), whether the interval is clear of it, with ``heuristics`` the share against each of them, and the decision
time per move of each side (p50, p99, process CPU time per decision; with ``--overrules``, how many of the
expert's searched decisions overruled greedy's first choice). An expert stops by ``engine.bots.time_budget``
when its ``--budget-ms`` would be spent, like the service's for an unseeded match; with ``--playouts N`` it plays
exactly N rounds instead, as in a seeded match (the results are then reproducible). ``--jobs N`` plays the
matches of a pairing in N worker processes (default 1: one process, no pool). ``--every N`` prints a row of the
matches played so far after every N of them, for a long run.

Usage: ``python benchmarks/bots.py [--matches N] [--variants nags ...] [--players 2 4] [--budget-ms 50]
[--playouts N] [--pairings greedy:heuristics expert:greedy ...] [--jobs 1] [--overrules] [--every N]
[--ceilings nags ...]``
"""

from __future__ import annotations

# ruff: noqa: E402
import sys
from pathlib import Path

# The repository's root in place of this script's folder, whose modules (queue.py) would shadow the standard
# library's (concurrent.futures imports queue).
sys.path[0] = str(Path(__file__).resolve().parents[1])

import argparse
import dataclasses
import math
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any

import msgspec

from benchmarks.heuristics import heuristics
from engine import bots
from engine.bots import bot_rng, decide, playable, time_budget
from engine.bots.heuristics import Weights, weights
from engine.cards import rank, suit
from engine.registry import Variant, variants
from engine.rng import Rng

STEP_CAP = 50_000
PAIRINGS = ("greedy:heuristics", "expert:greedy", "expert:heuristics", "cheat:greedy", "peek:greedy")
"""The table's rows: ``strong:weak``, each a bot level, one of :data:`KNOWING`, a heuristic's name or ``heuristics``."""
CHEAT_VARIANTS = ("nags",)
"""Where the players of :data:`KNOWING` play by default: a game that leaves little choice."""
OVERRULED: dict[bool, int] = {}
"""With ``--overrules``: the expert's searched decisions, by whether the search overruled greedy's choice."""


def count_overrules() -> None:
    """Counts in :data:`OVERRULED` whether each expert search returns another action than greedy's first choice
    (its first candidate): how often the search finds evidence enough to overrule the heuristic."""
    search = bots._search

    def counted(variant: Variant, state: Any, seat: int, candidates: Any, *rest: Any, **named: Any) -> Any:
        chosen = search(variant, state, seat, candidates, *rest, **named)
        overruled = chosen is not candidates[0]
        OVERRULED[overruled] = OVERRULED.get(overruled, 0) + 1
        return chosen

    bots._search = counted


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def seen(state: Any, seat: int, rng: Rng) -> Any:
    """The cheating bot's "determinization": every card where it lies, only the match's generator replaced."""
    words = [rng.next64() | 1 for _ in range(4)]
    return msgspec.structs.replace(state, rng=words, seed=0)


def peeked(state: Any, seat: int, rng: Rng) -> Any:
    """The peeking bot's determinization: every hand where it lies, the stock dealt anew in a random order."""
    stock = list(state.stock)
    rng.shuffle(stock)
    return msgspec.structs.replace(seen(state, seat, rng), stock=stock)


def _hidden(state: Any, seats: list[int], rng: Rng) -> list[int]:
    """The cards of ``seats``' hands and the stock, shuffled by ``rng``."""
    pool = sorted([c for s in seats for c in state.hands[s]] + list(state.stock))
    rng.shuffle(pool)
    return pool


def next_seen(state: Any, seat: int, rng: Rng) -> Any:
    """Sees the next seat's hand where it lies; the other hidden hands and the stock dealt anew at random."""
    nxt = (seat + getattr(state, "direction", 1)) % state.players
    others = [s for s in range(state.players) if s not in (seat, nxt)]
    pool = _hidden(state, others, rng)
    hands = list(state.hands)
    for s in others:
        hands[s], pool = pool[: len(hands[s])], pool[len(hands[s]) :]
    return msgspec.structs.replace(seen(state, seat, rng), hands=hands, stock=pool)


def suits_seen(state: Any, seat: int, rng: Rng) -> Any:
    """Sees how many cards of each suit every hidden hand holds (its 8s, wild in Crazy Eights, counted apart), not
    their ranks: each card of another hand is dealt anew as a random hidden card of its kind, the rest to the
    stock in a random order."""

    def kind(card: int) -> int:
        return 4 if rank(card) == 8 else suit(card)

    others = [s for s in range(state.players) if s != seat]
    pool = _hidden(state, others, rng)
    hands = list(state.hands)
    for s in others:
        hands[s] = [pool.pop(next(i for i, c in enumerate(pool) if kind(c) == kind(card))) for card in hands[s]]
    return msgspec.structs.replace(seen(state, seat, rng), hands=hands, stock=pool)


KNOWING: dict[str, Callable[[Any, int, Rng], Any]] = {
    "cheat": seen,
    "peek": peeked,
    "peek-next": next_seen,
    "peek-suits": suits_seen,
}
"""The benchmark's all-knowing players and how each sees the state."""


def knowing(
    variant: Variant,
    state: Any,
    seat: int,
    rng: Rng,
    playouts: int,
    stop: Callable[[], bool] | None,
    deal: Callable[[Any, int, Rng], Any],
) -> Any:
    """The expert's search on the state as ``deal`` (one of :data:`KNOWING`) shows it: with :func:`seen` every hand
    and the stock's order, with :func:`peeked` every hand but not the stock, with :func:`next_seen` or
    :func:`suits_seen` part of the hands (the benchmark's ceilings and probes; never a level of the service)."""
    legal = playable(variant, state, seat)
    if len(legal) == 1:
        return legal[0]
    ranked = bots._ranked(variant, deal(state, seat, rng), seat, legal)
    return bots._search(variant, state, seat, ranked[: bots.EXPERT_WIDTH], rng, playouts, stop, deal)


TUNABLE = tuple(f.name for f in dataclasses.fields(Weights) if isinstance(f.default, float))
"""The weights a player spec may set: the numeric fields of engine/bots/heuristics.py ``Weights``."""


def tuned(variant: Variant, player: str) -> tuple[str, Weights | None]:
    """A player spec's level and weights: ``greedy@mobility=4@follow=3`` is greedy judging by the variant's weights
    with those of :data:`TUNABLE` changed (None: a spec without ``@``, the variant's own)."""
    level, *settings = player.split("@")
    if not settings:
        return level, None
    if level not in bots.LEVELS:
        raise SystemExit(f"{player}: weights are set for a bot level ({', '.join(bots.LEVELS)}) only")
    changes: dict[str, float] = {}
    for setting in settings:
        name, _, value = setting.partition("=")
        if name not in TUNABLE:
            raise SystemExit(f"{player}: {name!r} is not one of {', '.join(TUNABLE)}")
        changes[name] = float(value)
    return level, dataclasses.replace(weights(variant.id), **changes)  # type: ignore[arg-type]


def play(
    vid: str, players: int, levels: list[str], seed: int, budget_ms: float, playouts: int | None
) -> tuple[list[int], dict[str, list[float]]]:
    """One seeded match; its winners and each player's decision times (process CPU seconds). A player is a bot
    level, one of :data:`KNOWING` (:func:`knowing`) or one of the variant's heuristics (benchmarks/heuristics.py),
    which reads the seat's view; a level may judge by other weights (:func:`tuned`)."""
    variant = variants()[vid]
    tuning = {player: tuned(variant, player) for player in set(levels)}
    state = variant.new_match(players, variant.options_type(), seed=seed)
    rng = bot_rng(seed)
    own = heuristics(variant)
    times: dict[str, list[float]] = {}
    stop: Callable[[], bool] | None = None
    for _ in range(STEP_CAP):
        seat = variant.turn(state)
        if seat is None:
            break
        player = levels[seat]
        level, w = tuning[player]
        t0 = time.process_time()
        if playouts is None:
            stop = time_budget(time.process_time, budget_ms / 1000)
        if level in own:
            action = own[level](variant.view(state, seat), rng)
        elif level in KNOWING:
            action = knowing(variant, state, seat, rng, playouts or 10_000, stop, KNOWING[level])
        else:
            action = decide(variant, state, seat, level, rng, playouts=playouts or 10_000, stop=stop, w=w)  # type: ignore[arg-type]
        times.setdefault(player, []).append(time.process_time() - t0)
        state, _ = variant.apply(state, seat, action)
    return list(state.book.winners), times


def weak_player(variant: Variant, weak: str, m: int) -> str:
    """Match ``m``'s weak player: ``weak``, or with ``heuristics`` the variant's heuristics in turn (each kept for
    two matches, so that it sits at both kinds of seat)."""
    if weak != "heuristics":
        return weak
    names = list(heuristics(variant))
    return names[(m // 2) % len(names)]


def _match(
    vid: str, players: int, strong: str, weak: str, budget_ms: float, playouts: int | None, m: int
) -> tuple[list[str], list[int], dict[str, list[float]]]:
    other = weak_player(variants()[vid], weak, m)
    levels = [strong if (s + m) % 2 == 0 else other for s in range(players)]
    winners, t = play(vid, players, levels, 1_000 + m, budget_ms, playouts)
    return levels, winners, t


def pairing(
    variant: Variant,
    players: int,
    strong: str,
    weak: str,
    matches: int,
    budget_ms: float,
    playouts: int | None = None,
    pool: ProcessPoolExecutor | None = None,
    every: int = 0,
) -> None:
    """One row: ``strong`` against ``weak`` (a level, a heuristic, or ``heuristics``: all of the variant's); with
    ``every``, also a row of the matches so far after every ``every`` of them (marked ``so far``)."""
    wins = 0.0
    by_weak: dict[str, list[float]] = {}
    times: dict[str, list[float]] = {strong: [], weak: []}
    unfinished = 0
    one = partial(_match, variant.id, players, strong, weak, budget_ms, playouts)
    results = pool.map(one, range(matches)) if pool else map(one, range(matches))
    for played, (levels, winners, t) in enumerate(results, start=1):
        for level, xs in t.items():
            times[strong if level == strong else weak].extend(xs)
        if not winners:
            unfinished += 1
        else:
            share = sum(1 for w in winners if levels[w] == strong) / len(winners)
            wins += share
            other = next(x for x in levels if x != strong)
            by_weak.setdefault(other, []).append(share)
        if every and played % every == 0 and played < matches:
            _row(variant, players, strong, weak, played - unfinished, wins, by_weak, times, unfinished, "so far")
    _row(variant, players, strong, weak, matches - unfinished, wins, by_weak, times, unfinished)


def _row(
    variant: Variant,
    players: int,
    strong: str,
    weak: str,
    decided: int,
    wins: float,
    by_weak: dict[str, list[float]],
    times: dict[str, list[float]],
    unfinished: int,
    note: str = "",
) -> None:
    """Prints one row of :func:`pairing`."""
    low, high = wilson(wins, decided)
    even = sum(1 for s in range(players) if s % 2 == 0) / players
    verdict = "clear" if low > even else ("below" if high < even else "not clear")
    parts = [f"{variant.id:19} {players}p {strong:>6} vs {weak:<10} n={decided:<5}"]
    parts.append(f"share {wins / max(1, decided):.3f} [{low:.3f}, {high:.3f}] even {even:.2f} {verdict}")
    if len(by_weak) > 1:
        parts.append(" ".join(f"{k} {sum(v) / len(v):.3f}" for k, v in by_weak.items()))
    for level in (strong, weak):
        xs = sorted(times[level])
        if xs:
            p99 = xs[min(len(xs) - 1, math.ceil(0.99 * len(xs)) - 1)]
            parts.append(
                f"{level} p50 {statistics.median(xs) * 1000:.2f} ms p99 {p99 * 1000:.2f} ms max {xs[-1] * 1000:.2f} ms"
                f" ({len(xs)} moves)"
            )
    if unfinished:
        parts.append(f"unfinished {unfinished}")
    if OVERRULED and not note:
        searched = sum(OVERRULED.values())
        parts.append(f"expert overruled greedy in {OVERRULED.get(True, 0)} of {searched} searched decisions")
        OVERRULED.clear()
    if note:
        parts.append(note)
    print(" | ".join(parts), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--variants", nargs="*", default=list(variants()))
    parser.add_argument("--players", nargs="*", type=int, default=[2, 4])
    parser.add_argument("--budget-ms", type=float, default=50.0)
    parser.add_argument("--playouts", type=int, default=None, help="a fixed round count instead of the budget")
    parser.add_argument("--pairings", nargs="*", default=list(PAIRINGS))
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (1: none)")
    parser.add_argument("--overrules", action="store_true", help="count the expert's overrules (needs --jobs 1)")
    parser.add_argument("--every", type=int, default=0, help="also print each pairing's row every N matches")
    parser.add_argument(
        "--ceilings", nargs="*", default=list(CHEAT_VARIANTS), help="variants where cheat and the peek players play"
    )
    args = parser.parse_args()
    if args.overrules:
        if args.jobs > 1:
            parser.error("--overrules counts in this process: use --jobs 1")
        count_overrules()
    what = f"{args.playouts} rounds a move" if args.playouts else f"a {args.budget_ms:g} ms budget a move"
    print(f"{args.matches} seeded matches per pairing, expert on {what}", flush=True)
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        for vid in args.variants:
            variant = variants()[vid]
            for players in args.players:
                if not variant.min_players <= players <= variant.max_players:
                    continue
                for spec in args.pairings:
                    strong, weak = spec.split(":")
                    for player in (strong, weak):
                        tuned(variant, player)  # a bad spec stops the run here, before any match
                    if KNOWING.keys() & {strong, weak} and vid not in args.ceilings:
                        continue
                    pairing(
                        variant,
                        players,
                        strong,
                        weak,
                        args.matches,
                        args.budget_ms,
                        args.playouts,
                        pool,  # type: ignore[arg-type]
                        args.every,
                    )
    finally:
        if pool:
            pool.shutdown()


if __name__ == "__main__":
    main()
