"""Random Crazy Eights matches over player counts and house rules, checking the engine's invariants after every
action (tests/engine/harness.py): cards conserved, a live match has a legal action, every listed action accepted
and a sample of the rest rejected without change, views blind to hidden cards, replay determinism, and every
match ending.

The grid covers 2-8 players, partnership, each ``draw_mode``, both ``stock_exhausted`` policies, every
``block_tie`` and the other house rules. Most configurations play to a low ``target`` so that a
match is a few deals long and the file stays fast; the defaults are played too. ``OSMICA_PLAYOUTS=<n>`` sets
the matches per configuration for a long run.
"""

from __future__ import annotations

import random
from typing import Any

from engine.cards import SUIT_CODES, code, rank
from engine.registry import get
from engine.shedding import can_draw, matches
from engine.variants.crazy_eights import (
    DRAW,
    PASS,
    CrazyEightsDraw,
    CrazyEightsOptions,
    CrazyEightsPass,
    CrazyEightsPlay,
    CrazyEightsResign,
    CrazyEightsState,
    to_table,
)
from engine.variants.crazy_eights.rules import is_legal, legal_now
from tests.engine.harness import Stats, playout_count, run_playouts, scramble_hands_and_stock

CRAZY_EIGHTS = get("crazy-eights")
Opts = CrazyEightsOptions

#: (players, options): every player count, every option value at least once.
CONFIGS: list[tuple[int, CrazyEightsOptions]] = [
    (2, Opts()),
    (3, Opts(target=60)),
    (4, Opts(target=60, block_tie="each_tied_full")),
    (5, Opts(target=60, block_tie="none", first_dealer=0)),
    (6, Opts(target=80)),
    (7, Opts(target=80, hand_size=3)),
    (8, Opts(target=80, draw_mode="single")),
    (4, Opts(partnership=True, target=30)),
    (4, Opts(partnership=True, target=20, draw_mode="single", stock_exhausted="reshuffle_keep_top")),
    (4, Opts(partnership=True, target=20, draw_mode="max_n", max_draw_cards=2, block_tie="none")),
    (2, Opts(draw_mode="single", voluntary_draw=False, target=40)),
    (3, Opts(draw_mode="single", stock_exhausted="reshuffle_keep_top", target=40)),
    (2, Opts(draw_mode="max_n", target=40)),
    (5, Opts(draw_mode="max_n", max_draw_cards=3, stock_exhausted="reshuffle_keep_top", target=40)),
    (2, Opts(stock_exhausted="reshuffle_keep_top", voluntary_draw=False, target=40)),
    (6, Opts(stock_exhausted="reshuffle_keep_top", deck_rule="pagat", target=60)),
    (3, Opts(voluntary_draw=False, deck_rule="pagat", hand_size=12, target=40)),
    (8, Opts(draw_mode="max_n", max_draw_cards=1, voluntary_draw=False, target=60, first_dealer=3)),
]

_PLAIN: list[Any] = [CrazyEightsPlay(card=code(c)) for c in range(52)]
_NAMED: list[list[Any]] = [[CrazyEightsPlay(card=code(c), named_suit=s) for s in SUIT_CODES] for c in range(52)]  # type: ignore[misc]
_OTHER: list[Any] = [
    CrazyEightsDraw(),
    CrazyEightsPass(),
    CrazyEightsPlay(card="1S"),
    CrazyEightsPlay(card="8S", named_suit="X"),  # type: ignore[arg-type]
    *(_NAMED[c][0] for c in (24, 25, 26, 27)),  # an 8 naming spades, whoever holds it
]


def universe(state: CrazyEightsState, seat: int) -> list[Any]:
    """For the seat to act: every card code as a play without a suit, every card of its hand also with each suit
    named (the plausible mistakes), draw, pass and malformed plays. Any other seat may send nothing, so its own
    cards, draw and pass are enough to check that."""
    named = [play for c in set(state.hands[seat]) for play in _NAMED[c]]
    if seat != state.turn:
        return [*(_PLAIN[c] for c in set(state.hands[seat])), *named[:4], *_OTHER[:2]]
    return [*_PLAIN, *named, *_OTHER]


def test_random_playouts_keep_every_invariant() -> None:
    per_config = playout_count(12)
    stats: Stats = run_playouts(
        CRAZY_EIGHTS, CONFIGS, per_config, universe, scramble_hands_and_stock, view_every=4, illegal_samples=4
    )
    assert stats.matches == per_config * len(CONFIGS)
    assert stats.rejected > 0
    assert stats.ends["went_out"] > 0
    assert stats.ends["blocked"] > 0
    print(f"crazy-eights playouts: {stats.matches} matches, {stats.actions} actions, ends {dict(stats.ends)}")


def reference_legal(state: CrazyEightsState, seat: int) -> list[Any]:
    """CE8-4 … CE8-7 and the draw modes read literally, slowly, without the engine's tables."""
    if state.turn != seat:
        return []
    opts = state.options
    hand = state.hands[seat]
    top, named = state.pile[-1], state.named_suit

    def fits(card: int) -> bool:
        return matches(card, top, named, 8)

    ends = len(hand) == 1 and (not opts.partnership or not state.hands[(seat + 2) % 4])
    single_drawn = opts.draw_mode == "single" and state.drawn > 0
    candidates = {state.last_drawn} if single_drawn else set(hand)
    plays: list[Any] = []
    for card in sorted(c for c in candidates if c is not None and fits(c)):
        if rank(card) == 8 and not ends:
            plays += [CrazyEightsPlay(card=code(card), named_suit=s) for s in "SHDC"]  # type: ignore[arg-type]
        else:
            plays.append(CrazyEightsPlay(card=code(card)))
    holds_legal = any(fits(c) for c in hand)
    if opts.draw_mode == "until_playable":
        more = not (state.drawn and state.last_drawn is not None and fits(state.last_drawn))
    elif opts.draw_mode == "single":
        more = state.drawn == 0
    else:
        more = state.drawn < opts.max_draw_cards
    stock_gives = can_draw(state.stock, state.pile, opts.stock_exhausted)
    may_draw = stock_gives and more and (opts.voluntary_draw or not holds_legal)
    done_drawing = single_drawn or (opts.draw_mode == "max_n" and state.drawn >= opts.max_draw_cards)
    may_pass = done_drawing or (not stock_gives and not holds_legal)
    return plays + [DRAW] * may_draw + [PASS] * may_pass


def test_legal_actions_agree_with_a_literal_reading_of_the_rules() -> None:
    """The engine's fast legal-action lists against :func:`reference_legal`, at every step of random matches; and
    a seat is never left at rest with a pass as its only action (the engine makes that pass, CE8-7)."""
    steps = 0
    for k, (players, options) in enumerate(CONFIGS):
        for m in range(playout_count(12) // 4 or 1):
            seed = 7 + 1000 * k + m
            chooser = random.Random(seed)
            state = CRAZY_EIGHTS.new_match(players, options, seed=seed)
            while state.turn is not None:
                *legal, last = CRAZY_EIGHTS.legal_actions(state, state.turn)
                assert last == CrazyEightsResign()
                assert legal == reference_legal(state, state.turn), (players, options, state)
                assert legal != [PASS]
                state, _ = CRAZY_EIGHTS.apply(state, state.turn, chooser.choice(legal))
                steps += 1
    assert steps > 0


def test_apply_check_agrees_with_the_legal_list() -> None:
    """``apply`` decides an action's legality without building the list (``is_legal``): at every step of random
    matches under every configuration, for every action of :func:`universe`, it says exactly ``action in
    legal_actions``."""
    checked = 0
    for k, (players, options) in enumerate(CONFIGS):
        for m in range(playout_count(12) // 4 or 1):
            seed = 11 + 1000 * k + m
            chooser = random.Random(seed)
            state = CRAZY_EIGHTS.new_match(players, options, seed=seed)
            while (seat := state.turn) is not None:
                table = to_table(state)
                legal = legal_now(table, seat)
                for action in universe(state, seat):
                    assert is_legal(table, seat, action) == (action in legal), (action, state)
                    checked += 1
                state, _ = CRAZY_EIGHTS.apply(state, seat, chooser.choice(legal))
    assert checked > 0
