"""Nusicle (docs/rules/nusicle.md): two players, three build piles each ruled by the face card on it.

Rules in brief
- One 52-card deck, two players (NUS-1). The dealer deals three packets of 3 to each, the non-dealer first
  (NUS-2), then forms pile 0, 1 and 2 by turning stock cards onto each until a face card (J, Q, K) shows
  (NUS-3). An ace turned during formation sets the cards beneath it aside and becomes the pile's base (NUS-4);
  the set-aside cards are shuffled under the stock (NUS-5). If the stock runs out first, it is a misdeal and
  the same dealer deals again (NUS-6).
- The most recent face card in a pile governs it: on a King pile a card must match the top card's suit or
  rank (NUS-7); on a Queen pile its rank must be one above or below the top's, 2..K without wrap (NUS-8); on a
  Jack pile its suit must follow the top's in the cycle S C D H S (NUS-9). A fresh Queen pile (its Q on top)
  takes any number card 2..10, or a J or K; from the first number card on NUS-8 applies (NUS-10). A face card is
  not wild: it must fit, and then governs the pile (NUS-12).
- The non-dealer moves first (NUS-11). A turn is one play, or one ace play, or a draw of one card followed by
  a play, an ace play or a pass (any card may be played after drawing). Without drawing a player may pass only
  when the stock is empty and he cannot play; the server passes for him then (NUS-11 d, NUS-16).
- An ace is played only together with a face card (NUS-13): the ace goes on any pile, the pile's other cards
  are shuffled under the stock, and the face card on the ace starts the pile again — one atomic action,
  which may be the last two cards of the hand (NUS-14). The piles never return to the stock otherwise (NUS-16).
- The deal ends when a hand is empty (NUS-15). The winner scores the cards in the pile of his last card, the
  opponent the cards of his hand and of the two other piles; lower is better (NUS-18). A deal where neither
  player can ever play again is Pat: void, not counted, and redealt by the same dealer (NUS-17). The dealer
  alternates; after 10 counted deals the lower total wins, equal totals draw (NUS-19).
- House rules (§4.1): ``first_player``, ``ace_on_any_pile``, ``queen_wrap``, ``queen_pile_start``
  (``adjacent_to_queen``: a fresh Queen pile takes only a J or K, which changes its kind), ``jack_sequence``,
  ``face_change_requires_legal_play`` (always true), ``pass_rule``, ``pile_count_includes_all_cards``,
  ``match_mode`` with ``deals`` / ``target_points``, ``pat_rule``, ``first_dealer``.

Actions (§4.4): ``play {card, pile}``, ``play_ace {ace, pile, face}``, ``draw``, ``pass``. ``legal_actions``
lists a card once per pile it fits and an ace play once per ace x pile x face card.

Observation (§4.5): the three piles card by card with their top and governing face, both hand sizes, the
stock size, whether the mover has drawn, the publicly known cards under the stock, the viewer's own hand.
"""

from __future__ import annotations

from engine.claim import claimable
from engine.clock import clocked
from engine.event_types import NusicleEvent
from engine.match import turn
from engine.registry import Variant
from engine.resign import resignable
from engine.variants.nusicle.game import apply, apply_listed, cards, legal_actions, new_match
from engine.variants.nusicle.model import (
    NusicleAction,
    NusicleClaim,
    NusicleDraw,
    NusicleOptions,
    NusiclePass,
    NusiclePile,
    NusiclePlay,
    NusiclePlayAce,
    NusicleResign,
    NusicleState,
    NusicleUnderStock,
    NusicleView,
)
from engine.variants.nusicle.projection import view

_legal, _apply, _view = clocked(*resignable(legal_actions, claimable(apply), view, NusicleResign()))

VARIANT = Variant(
    id="nusicle",
    title="Nusicle",
    summary="Two players, three build piles each ruled by its face card; aces recycle a pile under the stock.",
    min_players=2,
    max_players=2,
    score_direction="lower_is_better",
    options_type=NusicleOptions,
    state_type=NusicleState,
    action_type=NusicleAction,
    view_type=NusicleView,
    new_match=new_match,
    legal_actions=_legal,
    apply=_apply,
    playout=(legal_actions, apply_listed),
    view=_view,
    cards=cards,
    turn=turn,
    event_type=NusicleEvent,
)

__all__ = [
    "VARIANT",
    "NusicleAction",
    "NusicleClaim",
    "NusicleDraw",
    "NusicleOptions",
    "NusiclePass",
    "NusiclePile",
    "NusiclePlay",
    "NusiclePlayAce",
    "NusicleResign",
    "NusicleState",
    "NusicleUnderStock",
    "NusicleView",
    "apply",
    "apply_listed",
    "cards",
    "legal_actions",
    "new_match",
    "turn",
    "view",
]
