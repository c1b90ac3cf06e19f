"""The house bots: three levels that play any variant from one seat's knowledge alone.

``decide(variant, state, seat, level, rng)`` returns one of ``variant.legal_actions(state, seat)``, never
``resign`` (:func:`playable`):

- ``random``: uniform over the listed actions.
- ``greedy``: one move ahead. Each listed action is applied to a :func:`~engine.bots.knowledge.determinize`\\ d
  copy of the state and the result judged by :func:`~engine.bots.heuristics.standing` (shed high cards
  first, keep wild cards for when nothing else fits, answer attacks, name the suit held most, call the last
  card, own horses in Nags). Ties go to the action that calls the last card, then to the listed order.
- ``expert``: determinized Monte Carlo. Each round deals the hidden cards anew (one determinization shared by
  every candidate, so they are compared on the same cards), applies each candidate and plays the deal out
  with a fast policy for every seat for a few rounds of the table (or to the end of the deal); the
  candidate with the best mean :func:`standing` is chosen, ties going to the greedy order. It plays
  ``playouts`` rounds, or fewer when ``stop()`` says the time budget is spent (the engine reads no clock:
  the caller passes the budget as a callable, or a fixed count for a reproducible match).

A bot reads the state only through its determinization, which is the same for every state its seat cannot
tell apart: its decision depends on its seat's view and its own generator alone. Every level is
deterministic for a given :class:`~engine.rng.Rng` state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from engine.bots.heuristics import Weights, card_cost, is_play, standing, weights
from engine.bots.knowledge import determinize
from engine.registry import Variant
from engine.resign import is_resign
from engine.rng import Rng, seed_state

Level = Literal["random", "greedy", "expert"]
LEVELS: tuple[Level, ...] = ("random", "greedy", "expert")

#: Rounds an expert plays when nothing stops it earlier.
DEFAULT_PLAYOUTS = 64
#: Rounds of the table a playout plays before the position is judged as it stands.
ROLLOUT_DEPTH = 3
#: One playout move in this many is random.
ROLLOUT_NOISE = 8
#: Candidates an expert searches: the greedy bot's best ones.
EXPERT_WIDTH = 4


def bot_rng(seed: int) -> Rng:
    """A bot's generator from a 63-bit seed."""
    return Rng(seed_state(seed))


def playable(variant: Variant, state: Any, seat: int) -> list[Any]:
    """The seat's listed actions a bot may choose: all but ``resign``."""
    return [a for a in variant.legal_actions(state, seat) if not is_resign(a)]


def _calls_last(action: Any) -> bool:
    return bool(getattr(action, "announce_last", False))


def decide(
    variant: Variant,
    state: Any,
    seat: int,
    level: Level,
    rng: Rng,
    *,
    playouts: int = DEFAULT_PLAYOUTS,
    stop: Callable[[], bool] | None = None,
) -> Any:
    """One legal action for ``seat`` at ``level``; ``ValueError`` when the seat has none."""
    legal = playable(variant, state, seat)
    if not legal:
        raise ValueError(f"seat {seat} has no legal action")
    if len(legal) == 1:
        return legal[0]
    if level == "random":
        return legal[rng.below(len(legal))]
    known = determinize(state, seat, rng)
    ranked = _ranked(variant, known, seat, playable(variant, known, seat))
    if level == "greedy":
        return ranked[0]
    return _search(variant, state, seat, ranked[:EXPERT_WIDTH], rng, playouts, stop)


def _ranked(variant: Variant, known: Any, seat: int, legal: Sequence[Any]) -> list[Any]:
    """The listed actions, best first by one move of lookahead (stable: ties keep the listed order)."""
    scored = []
    for i, action in enumerate(legal):
        after, _ = variant.apply(known, seat, action)
        value = standing(variant, known, after, seat)
        scored.append((-value, not _calls_last(action), i, action))
    scored.sort(key=lambda t: t[:3])
    return [t[3] for t in scored]


def rollout_action(w: Weights, legal: Sequence[Any], rng: Rng) -> Any:
    """The playout policy, cheap and sensible: now and then a random action; else call the last card when
    listed, play rather than draw or pass, and shed the costliest card, a wild card last."""
    if rng.below(ROLLOUT_NOISE) == 0:
        return legal[rng.below(len(legal))]
    return max(legal, key=lambda a: (_calls_last(a), is_play(a), card_cost(w, a)))


def _playout(variant: Variant, start: Any, state: Any, seat: int, rng: Rng) -> float:
    """Plays on from ``state`` (one candidate applied to ``start``) and judges the position for ``seat``."""
    w = weights(variant.id)
    deals = len(start.book.results)
    for _ in range(ROLLOUT_DEPTH * state.players):
        turn = variant.turn(state)
        if turn is None or len(state.book.results) > deals:
            break
        state, _ = variant.apply(state, turn, rollout_action(w, playable(variant, state, turn), rng))
    return standing(variant, start, state, seat)


def _search(
    variant: Variant,
    state: Any,
    seat: int,
    candidates: Sequence[Any],
    rng: Rng,
    playouts: int,
    stop: Callable[[], bool] | None,
) -> Any:
    totals = [0.0] * len(candidates)
    for _ in range(playouts):
        if stop is not None and stop():
            break
        known = determinize(state, seat, rng)
        for i, action in enumerate(candidates):
            after, _ = variant.apply(known, seat, action)
            totals[i] += _playout(variant, known, after, seat, rng)
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return candidates[best]
