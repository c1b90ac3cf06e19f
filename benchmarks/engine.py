"""Engine playout speed: seeded random crazy-eights matches against OpenSpiel's C++ ``crazy_eights``.

Plays random matches (each action chosen uniformly from ``legal_actions``) for 2 and 4 players and prints
actions, deals and matches per second. In the same run it plays OpenSpiel's ``crazy_eights`` (game parameters
``players=2`` / ``4``, the rest default; every node, chance outcomes included, chosen uniformly from
``legal_actions()``) through its Python binding, and prints the ratios.

What is counted:

* osmica: ``actions`` are accepted actions (play / draw / pass by the seat to act); the engine's automatic
  passes and deals are not counted. Each step calls ``legal_actions`` and ``apply`` (which returns a new
  state and its events; the old state is never changed). A match is many deals, up to the target score.
  The match is played on the table the rules work on (engine/variants/crazy_eights/table.py: native classes
  in the compiled engine), converted once from the stored state ``new_match`` returns, as a caller that plays
  many actions does; the service, which applies one action per request, converts at each call.
* OpenSpiel: ``actions`` are every ``apply_action`` (deals and draws as chance outcomes, suit nominations
  as separate decisions); ``decisions`` are the non-chance ones. A game is one deal (cut off after
  ``max_turns=100`` plays by default).

So ``actions/s`` is the like-for-like figure (one legal-action list and one transition per step on both
sides); the deal ratio compares whole deals. Times are process CPU time, so other load on the machine
skews them less than wall time; the two engines alternate in rounds.

Usage: ``python benchmarks/engine.py [--seconds S] [--rounds R] [--players 2 4] [--deck-rule pagat]
[--draw-mode max_n] [--engine auto|pure|compiled] [--profile]`` (``--deck-rule pagat --draw-mode max_n`` are
OpenSpiel's rules). ``--engine`` sets ``OSMICA_ENGINE`` (engine/native.py): ``compiled`` needs
``python scripts/build_engine.py`` first; the header says which build ran.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import os
import pstats
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

if TYPE_CHECKING:
    from engine.variants.crazy_eights import CrazyEightsOptions


@dataclass
class Tally:
    seconds: float = 0.0
    actions: int = 0
    decisions: int = 0
    deals: int = 0
    matches: int = 0

    def rate(self, n: int) -> float:
        return n / self.seconds if self.seconds else 0.0


def osmica_matches(
    players: int, seconds: float, seed0: int, tally: Tally, options: CrazyEightsOptions | None = None
) -> None:
    """Random matches until ``seconds`` of CPU time are spent."""
    from engine.variants.crazy_eights import apply, legal_actions, new_match, to_table

    clock = time.process_time
    start = clock()
    seed = seed0
    while clock() - start < seconds:
        chooser = random.Random(seed)
        choice = chooser.choice
        state = to_table(new_match(players, options, seed=seed))
        actions = 0
        while (seat := state.turn) is not None:
            state, _events = apply(state, seat, choice(legal_actions(state, seat)))
            actions += 1
        tally.actions += actions
        tally.decisions += actions
        tally.deals += len(state.book.results)
        tally.matches += 1
        seed += 1
    tally.seconds += clock() - start


def openspiel_games(players: int, seconds: float, seed0: int, tally: Tally) -> None:
    """Random OpenSpiel games (one deal each) until ``seconds`` of CPU time are spent."""
    import pyspiel

    game = pyspiel.load_game("crazy_eights", {"players": players})
    clock = time.process_time
    start = clock()
    chooser = random.Random(seed0)
    choice = chooser.choice
    while clock() - start < seconds:
        state = game.new_initial_state()
        actions = decisions = 0
        while not state.is_terminal():
            if not state.is_chance_node():
                decisions += 1
            state.apply_action(choice(state.legal_actions()))
            actions += 1
        tally.actions += actions
        tally.decisions += decisions
        tally.deals += 1
        tally.matches += 1
    tally.seconds += clock() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=1.5, help="CPU seconds per engine per round")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds per player count")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument(
        "--deck-rule",
        choices=["britannica", "pagat"],
        default="britannica",
        help="osmica's deck_rule option; pagat uses one 52-card deck up to five players, as OpenSpiel does",
    )
    parser.add_argument(
        "--draw-mode",
        choices=["until_playable", "single", "max_n"],
        default="until_playable",
        help="osmica's draw_mode option; max_n draws up to 5 cards a turn, as OpenSpiel does",
    )
    parser.add_argument(
        "--engine",
        choices=["auto", "pure", "compiled"],
        default="auto",
        help="OSMICA_ENGINE: the pure-Python engine or its compiled build (python scripts/build_engine.py)",
    )
    parser.add_argument("--profile", action="store_true", help="profile the osmica playouts instead")
    args = parser.parse_args()
    os.environ["OSMICA_ENGINE"] = args.engine
    import engine
    from engine.variants.crazy_eights import CrazyEightsOptions

    options = CrazyEightsOptions(deck_rule=args.deck_rule, draw_mode=args.draw_mode)
    print(f"osmica engine: {engine.native.MODE}")

    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for players in args.players:
            osmica_matches(players, args.seconds, 1, Tally(), options)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(20)
        return

    openspiel = importlib.util.find_spec("pyspiel") is not None
    if not openspiel:
        print("pyspiel is not installed (pip install open-spiel): osmica figures only")
    print(f"{'engine':<22}{'players':>8}{'actions/s':>12}{'decisions/s':>13}{'deals/s':>10}{'matches/s':>11}")
    for players in args.players:
        ours, theirs = Tally(), Tally()
        for r in range(args.rounds):
            osmica_matches(players, args.seconds, 1 + 10_000 * r, ours, options)
            if openspiel:
                openspiel_games(players, args.seconds, 1 + 10_000 * r, theirs)
        rows = [("osmica crazy-eights", ours)] + ([("openspiel crazy_eights", theirs)] if openspiel else [])
        for name, t in rows:
            print(
                f"{name:<22}{players:>8}{t.rate(t.actions):>12,.0f}{t.rate(t.decisions):>13,.0f}"
                f"{t.rate(t.deals):>10,.1f}{t.rate(t.matches):>11,.1f}"
            )
        if openspiel:
            ratios = [ours.rate(getattr(ours, k)) / theirs.rate(getattr(theirs, k)) for k in ("actions", "decisions")]
            deals = ours.rate(ours.deals) / theirs.rate(theirs.deals)
            print(f"{'ratio osmica/openspiel':<22}{players:>8}{ratios[0]:>12.2f}{ratios[1]:>13.2f}{deals:>10.2f}")
        print(
            f"  osmica: {ours.matches} matches, {ours.deals} deals, {ours.actions} actions in {ours.seconds:.1f} s CPU;"
            f" {ours.actions / max(ours.deals, 1):.0f} actions per deal"
        )
        if openspiel:
            print(
                f"  openspiel: {theirs.matches} games, {theirs.actions} actions ({theirs.decisions} decisions)"
                f" in {theirs.seconds:.1f} s CPU; {theirs.actions / max(theirs.deals, 1):.0f} actions per game"
            )


if __name__ == "__main__":
    main()
