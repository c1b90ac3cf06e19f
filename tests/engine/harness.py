"""Random playouts that check the engine's invariants after every action (OpenSpiel's RandomSimTest).

Used by every variant's playout test. After each action it asserts: every card is conserved; a live match
has a seat with a legal action; every listed action is accepted and a sample of unlisted ones is rejected
with ``IllegalAction`` without touching the state; each seat's and the spectator's view is unchanged when
the cards hidden from it are scrambled; and the match ends within a step cap. At the end the match is
replayed from its seed and actions and must reach the same state byte for byte.

``OSMICA_PLAYOUTS`` overrides the number of matches per configuration (for long runs), and
``OSMICA_PLAYOUT_OFFSET`` shifts every seed, so that a long run can be split into chunks of n matches per
configuration with offsets 0, n, 2n, ... that play distinct matches (``scripts/long_playouts.py``).

:func:`random_match` plays a match quickly, without the checks, and keeps its actions and events (for the
replay tests).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from engine.bots import playable
from engine.bots.knowledge import redeal_hidden
from engine.errors import IllegalAction
from engine.events import Event
from engine.match import MatchState
from engine.registry import Variant
from engine.resign import is_resign

Universe = Callable[[Any, int], Sequence[Any]]
"""Candidate actions for a seat, legal or not: everything a client might plausibly send."""
Scramble = Callable[[Any, int | None, random.Random], Any]
"""A copy of the state with the cards hidden from the viewer permuted among their hidden places."""

_encode = msgspec.msgpack.encode


def scramble_hands_and_stock(state: MatchState, viewer: int | None, rng: random.Random) -> Any:
    """A :data:`Scramble` for a variant whose only hidden cards are the other hands and the stock: those cards
    permuted among those places (stock order included), each hand keeping its size."""
    return redeal_hidden(state, viewer, rng.shuffle)


def playout_count(default: int) -> int:
    return int(os.environ.get("OSMICA_PLAYOUTS", default))


@dataclass
class Stats:
    matches: int = 0
    actions: int = 0
    rejected: int = 0
    ends: Counter[str] = field(default_factory=Counter)


def strip(action: Any) -> Any:
    if getattr(action, "announce_last", False):
        return msgspec.structs.replace(action, announce_last=False)
    return action


def play_match(
    variant: Variant,
    players: int,
    options: Any,
    seed: int,
    universe: Universe,
    scramble: Scramble,
    stats: Stats,
    *,
    max_steps: int = 20_000,
    illegal_samples: int = 6,
    view_every: int = 1,
) -> Any:
    chooser = random.Random(seed)
    state = variant.new_match(players, options, seed=seed)
    initial = Counter(variant.cards(state))
    history: list[tuple[int, Any]] = []
    steps = 0
    while True:
        assert Counter(variant.cards(state)) == initial, "cards are not conserved"
        if steps % view_every == 0:
            for viewer in [None, *range(players)]:
                other = scramble(state, viewer, chooser)
                assert variant.view(state, viewer) == variant.view(other, viewer), f"view of {viewer} leaks"
        turn = variant.turn(state)
        legal = {seat: variant.legal_actions(state, seat) for seat in range(players)}
        if turn is None:
            assert all(not acts for acts in legal.values()), "a finished match lists actions"
            break
        actors = [seat for seat, acts in legal.items() if acts]
        assert turn in actors, f"seat {turn} is to act but has no legal action"
        before = _encode(state)
        for seat in range(players):
            listed = [strip(a) for a in legal[seat]]
            candidates = [a for a in universe(state, seat) if strip(a) not in listed]
            for action in chooser.sample(candidates, min(illegal_samples, len(candidates))):
                try:
                    variant.apply(state, seat, action)
                except IllegalAction:
                    stats.rejected += 1
                else:
                    raise AssertionError(f"unlisted action accepted: seat {seat} {action!r}")
                assert _encode(state) == before, "a rejected action changed the state"
        for seat in actors:
            for action in legal[seat]:
                variant.apply(state, seat, action)
        assert _encode(state) == before, "apply changed its input state"
        seat = chooser.choice(actors) if chooser.random() < 0.1 else turn
        choices = [a for a in legal[seat] if not is_resign(a)]  # random clients never resign
        if not choices:
            seat, choices = turn, [a for a in legal[turn] if not is_resign(a)]
        action = chooser.choice(choices)
        state, _events = variant.apply(state, seat, action)
        history.append((seat, action))
        steps += 1
        stats.actions += 1
        assert steps < max_steps, "the match did not end"
    replay = variant.new_match(players, options, seed=seed)
    for seat, action in history:
        replay, _ = variant.apply(replay, seat, action)
    assert _encode(replay) == _encode(state), "replay from seed and actions differs"
    stats.matches += 1
    return state


def run_playouts(
    variant: Variant,
    configs: Sequence[tuple[int, Any]],
    matches_per_config: int,
    universe: Universe,
    scramble: Scramble,
    *,
    seed0: int = 1,
    **kwargs: Any,
) -> Stats:
    stats = Stats()
    offset = int(os.environ.get("OSMICA_PLAYOUT_OFFSET", 0))
    assert offset + matches_per_config <= 100_003, "seed ranges of two configurations would overlap"
    for k, (players, options) in enumerate(configs):
        for m in range(offset, offset + matches_per_config):
            seed = seed0 + k * 100_003 + m
            final = play_match(variant, players, options, seed, universe, scramble, stats, **kwargs)
            for result in final.book.results if hasattr(final, "book") else []:
                stats.ends[result.reason] += 1
    return stats


@dataclass
class RandomMatch:
    """A match of random legal actions, as :func:`random_match` played it."""

    state: Any
    """The final state (``finished`` unless the step cap stopped it)."""
    actions: list[tuple[int, Any]] = field(default_factory=list)
    """Every applied action in order: (seat, action)."""
    legal: list[list[Any]] = field(default_factory=list)
    """What the acting seat could have sent instead, at each step."""
    events: list[Event] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return bool(self.state.book.status == "finished")


def random_match(
    variant: Variant, players: int, options: Any, seed: int, *, deck: Sequence[str] | None = None, max_steps: int = 3000
) -> RandomMatch:
    """A quick random match, without the invariant checks of :func:`play_match`: the seat to act sends one of its
    legal actions, a card play nine times in ten when it has one (so matches end sooner, as
    tests/service/play.py's ``choose``), until the match ends or ``max_steps`` actions were applied."""
    chooser = random.Random(seed)
    played = RandomMatch(variant.new_match(players, options, seed=seed, deck=deck))
    while (seat := variant.turn(played.state)) is not None and len(played.actions) < max_steps:
        legal = playable(variant, played.state, seat)
        plays = [a for a in legal if type(a).__struct_config__.tag.startswith("play")]
        action = chooser.choice(plays if plays and chooser.random() < 0.9 else legal)
        played.state, events = variant.apply(played.state, seat, action)
        played.actions.append((seat, action))
        played.legal.append(legal)
        played.events += events
    return played
