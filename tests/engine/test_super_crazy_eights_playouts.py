"""Seeded random playouts of whole 15-deal Super Crazy Eights matches over the option grid.

The harness checks after every action: cards conserved, a live match has a legal action, listed actions are
accepted and a sample of others refused without change, views hide what they must, replay is exact, every
match ends. ``OSMICA_PLAYOUTS=<n>`` plays n matches per configuration (long runs).
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections import Counter
from typing import Any

import msgspec

from engine.cards import SUIT_CODES, code, rank
from engine.registry import get
from engine.variants.super_crazy_eights import (
    SuperCrazyEightsAction,
    SuperCrazyEightsChallenge,
    SuperCrazyEightsDraw,
    SuperCrazyEightsOptions,
    SuperCrazyEightsPass,
    SuperCrazyEightsPlay,
    SuperCrazyEightsState,
    legal_actions,
)
from tests.engine.harness import Stats, playout_count, run_playouts, scramble_hands_and_stock

VARIANT = get("super-crazy-eights")
Opts = SuperCrazyEightsOptions

#: Play bodies a client might send: every card bare and with a suit (8s with each suit, other cards one).
_PLAYS: list[SuperCrazyEightsAction] = [
    action
    for card in range(52)
    for action in (
        SuperCrazyEightsPlay(card=code(card)),
        *(
            SuperCrazyEightsPlay(card=code(card), named_suit=s)  # type: ignore[arg-type]
            for i, s in enumerate(SUIT_CODES)
            if rank(card) == 8 or i == (card + 1) % 4
        ),
    )
]
_CHALLENGES = [SuperCrazyEightsChallenge(seat=k) for k in range(13)]
_OTHERS: list[SuperCrazyEightsAction] = [SuperCrazyEightsDraw(), SuperCrazyEightsPass()]


def universe(state: SuperCrazyEightsState, seat: int) -> list[SuperCrazyEightsAction]:
    """Candidate actions, legal or not: for the mover every card of the deck, bare and with suits; for the
    others (whose only possible action is a challenge) their own cards out of turn; draw, pass, challenges."""
    plays = (
        _PLAYS if seat == state.turn else [SuperCrazyEightsPlay(card=code(c)) for c in sorted(set(state.hands[seat]))]
    )
    return [*plays, *_OTHERS, *_CHALLENGES[: state.players + 1]]


def _coin(state: SuperCrazyEightsState, salt: int) -> int:
    """A deterministic number 0..99 from the match seed and version, so a replay makes the same choices."""
    return ((state.seed * 6364136223846793005 + state.version * 1442695040888963407 + salt) >> 17) % 100


def _player_apply(state: Any, seat: int, action: Any) -> Any:
    """The random players' habits on top of the harness's uniform choice: they call 'Poslednja' on 80 % of their
    plays, and 3 times in 4 they play a card instead of drawing when they have a choice (uniform random
    players draw so often that a deal lasts hundreds of turns). Every action they send is a listed one."""
    if isinstance(action, SuperCrazyEightsDraw) and state.pending is None and _coin(state, 1) < 75:
        legal = legal_actions(state, seat)
        plays = [a for a in legal if isinstance(a, SuperCrazyEightsPlay)]
        if plays and action in legal:
            action = plays[_coin(state, 2) % len(plays)]
    if isinstance(action, SuperCrazyEightsPlay) and _coin(state, 3) < 80:
        called = msgspec.structs.replace(action, announce_last=True)
        if called in legal_actions(state, seat):
            action = called
    return VARIANT.apply(state, seat, action)


PLAYER = dataclasses.replace(VARIANT, apply=_player_apply)

CONFIGS: list[tuple[int, SuperCrazyEightsOptions]] = [
    (2, Opts()),
    (3, Opts()),
    (4, Opts(decks=2)),
    (5, Opts()),
    (6, Opts(decks=1)),
    (12, Opts()),
    (2, Opts(reverse_with_two_players="skip", last_card_mode="last")),
    (3, Opts(reshuffle_keep_top=True, voluntary_draw=False)),
    (4, Opts(last_card_enforcement="challenge")),
    (5, Opts(answer_to_pending_two="twos_or_eights", two_stack_cap=4)),
    (7, Opts(starter_effects="none", drawn_card_playable=False)),
    (8, Opts(starter_two_counterable=True, last_card_mode="off", first_dealer=0, table_orientation="clockwise")),
    (9, Opts(reshuffle_keep_top=True, last_card_enforcement="challenge", decks=2)),
    (10, Opts(reverse_with_two_players="skip", voluntary_draw=False)),
    (11, Opts(drawn_card_playable=False, answer_to_pending_two="twos_or_eights")),
    (2, Opts(reshuffle_keep_top=True, deal_schedule=(25, 20, 25), drawn_card_playable=False)),
    (3, Opts(deal_schedule=(1, 2, 3), last_card_mode="last")),
]


def test_random_matches_over_the_option_grid() -> None:
    per_config = playout_count(6)
    started = time.perf_counter()
    stats: Stats = run_playouts(
        PLAYER,
        CONFIGS,
        per_config,
        universe,
        scramble_hands_and_stock,
        max_steps=200_000,
        illegal_samples=1,
        view_every=4,
    )
    elapsed = time.perf_counter() - started
    print(
        f"\nsuper-crazy-eights: {stats.matches} matches, {stats.actions} actions, {stats.rejected} refused, "
        f"deal ends {dict(stats.ends)}, {elapsed:.1f} s"
    )
    assert stats.matches == per_config * len(CONFIGS)
    assert stats.ends["went_out"] == sum(len(opts.deal_schedule) for _, opts in CONFIGS) * per_config
    assert stats.ends["voided"] == 0


def test_random_matches_reach_every_mechanic() -> None:
    """The same random players, without the per-action checks, meet every automatic event of the rules."""
    seen: Counter[str] = Counter()
    for k, (players, options) in enumerate(CONFIGS):
        chooser = random.Random(k)
        state = VARIANT.new_match(players, options, seed=k)
        while state.turn is not None:
            actors = [seat for seat in range(players) if legal_actions(state, seat)]
            seat = chooser.choice(actors) if chooser.random() < 0.1 else state.turn
            state, events = _player_apply(state, seat, chooser.choice(legal_actions(state, seat)))
            seen.update(e.type + ("/auto" if e.data.get("auto") else "") for e in events)
    expected = {"played", "drew", "passed", "passed/auto", "skipped", "direction_changed", "reshuffled"}
    expected |= {"penalty", "challenged", "deal_ended", "dealt", "starter", "match_ended"}
    assert expected <= set(seen), expected - set(seen)
