"""The house bots: three levels that play any variant from one seat's knowledge alone.

``decide(variant, state, seat, level, rng)`` returns one of ``variant.legal_actions(state, seat)``, never
``resign`` (:func:`playable`):

- ``random``: uniform over the listed actions.
- ``greedy``: one move ahead. Each listed action is applied to a :func:`~engine.bots.knowledge.determinize`\\ d
  copy of the state and the result judged by :func:`~engine.bots.heuristics.standing` (shed high cards
  first, keep wild cards for when nothing else fits, answer attacks, name the suit held most, call the last
  card, own horses in Nags; a move that gives the seat the turn again by the best move it then has). Ties go to
  the action that calls the last card, then to the listed order. A draw is judged only when no card can be
  played (:func:`considered`).
- ``expert``: determinized Monte Carlo over the greedy bot's best :data:`EXPERT_WIDTH` actions. Each round
  deals the hidden cards anew and draws one playout seed, both shared by every candidate (common random
  numbers: the candidates are compared on the same cards and the same playout choices), applies each
  candidate and plays on with a fast policy for every seat for a few rounds of the table (or to the end of
  the deal), judging the result by :func:`standing`. The greedy choice stands unless another candidate
  beats it by more than :data:`CONFIDENCE` standard errors of the paired differences: the search overrules
  the heuristic only where it has evidence. A candidate that clearly trails the greedy choice leaves the search
  early (:data:`PRUNE`), and its rounds go to the close ones. Playouts run on the variant's bare rules
  (``Variant.playout``: no resignation listed, no record of what a draw showed). It plays ``playouts`` rounds,
  or fewer when ``stop()`` says the time budget is spent (the engine reads no clock: the caller passes the
  budget as a callable, see :func:`time_budget`, or a fixed count for a reproducible match).

A bot reads the state only through its determinization, which is the same for every state its seat cannot
tell apart: its decision depends on its seat's view and its own generator alone. Every level is
deterministic for a given :class:`~engine.rng.Rng` state.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, Literal

from engine.bots.heuristics import Weights, action_type, card_cost, is_play, standing, weights
from engine.bots.knowledge import determinize
from engine.registry import Variant
from engine.resign import is_resign
from engine.rng import Rng, seed_state

Level = Literal["random", "greedy", "expert"]
LEVELS: tuple[Level, ...] = ("random", "greedy", "expert")

#: Rounds an expert plays when nothing stops it earlier: within a 50 ms p99 move time on a small machine.
DEFAULT_PLAYOUTS = 24
#: Rounds of the table a playout plays before the position is judged as it stands ...
ROLLOUT_DEPTH = 3
#: ... and at most this many moves (two rounds of a 4-player table): a move's search stays within 50 ms.
ROLLOUT_MOVES = 8
#: One playout move in this many is random.
ROLLOUT_NOISE = 8
#: Candidates an expert searches: the greedy bot's best ones.
EXPERT_WIDTH = 4
#: Standard errors by which a candidate must beat the greedy choice in paired playouts to be chosen instead.
CONFIDENCE = 2.0
#: Rounds after which a candidate that trails the greedy choice leaves the search ...
PRUNE_AFTER = 6
#: ... when its mean paired difference plus this many standard errors is still not above nothing.
PRUNE = 1.0


def bot_rng(seed: int) -> Rng:
    """A bot's generator from a 63-bit seed."""
    return Rng(seed_state(seed))


def playable(variant: Variant, state: Any, seat: int) -> list[Any]:
    """The seat's listed actions a bot may choose: all but ``resign``."""
    return [a for a in variant.legal_actions(state, seat) if not is_resign(a)]


def considered(legal: list[Any]) -> list[Any]:
    """The actions worth judging: a draw or a pass only when no card can be played. A voluntary draw (CE8-A3,
    SWI-A6) gives the next seats a turn for nothing; judged one move ahead on a guessed card it only looks good when
    the guess is lucky. A pass after drawing a card that fits keeps a card the deal may end with: a wild card looks
    like an asset one move ahead, but kept it is the most costly card at the end (SLO-13: an 8, 50)."""
    if any(is_play(a) for a in legal):
        return [a for a in legal if action_type(a) not in ("draw", "pass")]
    return legal


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
    w: Weights | None = None,
) -> Any:
    """One legal action for ``seat`` at ``level``; ``ValueError`` when the seat has none. ``w``: the weights the
    ranking and the search judge positions by (:func:`~engine.bots.heuristics.standing`; default the variant's
    own, :func:`~engine.bots.heuristics.weights`)."""
    legal = playable(variant, state, seat)
    if not legal:
        raise ValueError(f"seat {seat} has no legal action")
    if len(legal) == 1:
        return legal[0]
    if level == "random":
        return legal[rng.below(len(legal))]
    known = determinize(state, seat, rng)
    ranked = _ranked(variant, known, seat, considered(playable(variant, known, seat)), w)
    if level == "greedy":
        return ranked[0]
    return _search(variant, state, seat, ranked[:EXPERT_WIDTH], rng, playouts, stop, w=w)


def _ranked(variant: Variant, known: Any, seat: int, legal: Sequence[Any], w: Weights | None = None) -> list[Any]:
    """The listed actions, best first by one move of lookahead (stable: ties keep the listed order). A move after
    which the seat moves again in the same deal (a skip or a jack with 2 players: SLO-7, SWI-7) counts by the best
    of the position it leaves and the positions its next move reaches: greedy plays a skip for the card it then
    sheds, where the position alone ranks shedding the costlier card first."""
    scored = []
    for i, action in enumerate(legal):
        after, _ = variant.apply(known, seat, action)
        value = standing(variant, known, after, seat, w=w)
        if variant.turn(after) == seat and len(after.book.results) == len(known.book.results):
            for again in considered(playable(variant, after, seat)):
                value = max(value, standing(variant, known, variant.apply(after, seat, again)[0], seat, w=w))
        scored.append((-value, not _calls_last(action), i, action))
    scored.sort(key=lambda t: t[:3])
    return [t[3] for t in scored]


def rollout_action(w: Weights, legal: Sequence[Any], rng: Rng) -> Any:
    """The playout policy, cheap and sensible: now and then a random action; else call the last card when
    listed, play rather than draw or pass, and shed the costliest card, a wild card last."""
    if rng.below(ROLLOUT_NOISE) == 0:
        return legal[rng.below(len(legal))]
    return max(legal, key=lambda a: (_calls_last(a), is_play(a), card_cost(w, a)))


def _playout(variant: Variant, start: Any, state: Any, seat: int, rng: Rng, w: Weights) -> float:
    """Plays on from ``state`` (one candidate applied to ``start``) and judges the position for ``seat``."""
    legal_actions, apply = variant.playout or (variant.legal_actions, variant.apply)
    deals = len(start.book.results)
    for _ in range(min(ROLLOUT_DEPTH * state.players, ROLLOUT_MOVES)):
        turn = variant.turn(state)
        if turn is None or len(state.book.results) > deals:
            break
        legal = [a for a in legal_actions(state, turn) if not is_resign(a)]
        state, _ = apply(state, turn, rollout_action(w, legal, rng))
    return standing(variant, start, state, seat, expected=False, w=w)


def _search(
    variant: Variant,
    state: Any,
    seat: int,
    candidates: Sequence[Any],
    rng: Rng,
    playouts: int,
    stop: Callable[[], bool] | None,
    deal: Callable[[Any, int, Rng], Any] | None = None,
    w: Weights | None = None,
) -> Any:
    """The greedy choice (``candidates[0]``) unless another candidate beats it clearly over the rounds played.

    Every round deals one determinization and one playout seed that all candidates still in the race share
    (common random numbers), so each round gives a paired difference against the greedy choice; a candidate is
    preferred when the mean difference exceeds :data:`CONFIDENCE` standard errors, the largest such mean winning.
    The work is ``playouts`` rounds of every candidate, spent where it decides something: after
    :data:`PRUNE_AFTER` rounds a candidate whose mean difference lies :data:`PRUNE` standard errors below
    nothing leaves the race, and the rounds it saves go to the others (so a close choice between two gets up to
    ``playouts * len(candidates) / 2`` rounds); once none is left but the greedy choice, the search ends.
    ``deal`` makes a round's state from the seat's (default :func:`determinize`; a benchmark's ceiling passes
    another); ``w`` the weights it judges by (default the variant's)."""
    apply = variant.playout[1] if variant.playout else variant.apply
    w = w or weights(variant.id)
    n = len(candidates)
    sums = [0.0] * n
    squares = [0.0] * n
    alive = list(range(1, n))
    budget = playouts * n
    rounds = 0
    while alive and budget >= 1 + len(alive):
        if stop is not None and stop():
            break
        known = (deal or determinize)(state, seat, rng)
        seed = rng.next64() >> 1
        base, _ = apply(known, seat, candidates[0])
        value0 = _playout(variant, known, base, seat, Rng(seed_state(seed)), w)
        for i in alive:
            after, _ = apply(known, seat, candidates[i])
            d = _playout(variant, known, after, seat, Rng(seed_state(seed)), w) - value0
            sums[i] += d
            squares[i] += d * d
        budget -= 1 + len(alive)
        rounds += 1
        if rounds >= PRUNE_AFTER:
            alive = [i for i in alive if _gain(sums[i], squares[i], rounds, -PRUNE) > 0.0]
    best, best_gain = 0, 0.0
    if rounds < 2:
        return candidates[best]
    for i in alive:
        mean = sums[i] / rounds
        if mean > best_gain and _gain(sums[i], squares[i], rounds, CONFIDENCE) > 0.0:
            best, best_gain = i, mean
    return candidates[best]


def _gain(total: float, squares: float, rounds: int, z: float) -> float:
    """The mean paired difference over ``rounds`` less ``z`` standard errors of it (``z`` < 0: plus)."""
    mean = total / rounds
    variance = max(0.0, squares / rounds - mean * mean) / (rounds - 1)
    return mean - z * math.sqrt(variance)


def time_budget(clock: Callable[[], float], seconds: float) -> Callable[[], bool]:
    """A ``stop`` for :func:`decide` that keeps a decision within ``seconds`` of this call by ``clock``.

    It answers True once ``clock()`` plus the longest step seen so far between two of its calls (a round of
    the search) would pass the deadline, so the round that would overrun is not started. The engine reads no
    clock: the caller passes one (``time.perf_counter`` in a server, process time in a benchmark)."""
    begun = clock()
    deadline = begun + seconds
    last = [begun, 0.0]

    def stop() -> bool:
        now = clock()
        last[1] = max(last[1], now - last[0])
        last[0] = now
        return now + last[1] >= deadline

    return stop
