"""Crazy Eights, classic (``crazy-eights``): docs/rules/crazy-eights.md
(CE8-1 … CE8-18).

Rules
-----
Two to eight players each play for himself, or four play in two partnerships, seats 0 & 2 against 1 & 3
(CE8-14). Two players get seven cards each from one 52-card deck; more players get five each from a 104-card
double deck (CE8-1; ``deck_rule=pagat`` keeps one deck up to five players; ``hand_size`` overrides the count).
The dealer deals one card at a time from the seat after him. The rest is the face-down stock; its top card is
turned to start the discard pile, and an 8 turned there is buried at a random position of the stock and the
next card turned, until the starter is not an 8 (CE8-2). The seat after the dealer leads and play always runs
in seat order (CE8-3).

On his turn a player plays one card matching the top card in rank or suit; after an 8 the card must be of the
suit named with that 8, or another 8 (CE8-4). Eights are wild: one may go on any card, and its player names
any suit, its own included, unless the 8 ends the deal (CE8-5). A player who cannot, or (``voluntary_draw``,
default true) will not, play draws from the stock as ``draw_mode`` says (CE8-6, CE8-A3):

* ``until_playable`` (default): one card at a time. While no card drawn this turn is playable he may draw
  again or play a legal card he already held; as soon as a drawn card is playable he must play a legal card
  (the drawn one or any other) and may not draw again.
* ``single``: one card, once per turn. Then he may play that drawn card if it is legal (no other card), or
  pass; he may pass even when the drawn card is playable.
* ``max_n``: up to ``max_draw_cards`` (default 5) cards, one at a time, as in OpenSpiel's ``crazy_eights``.
  After each draw he may play any legal card or draw again; after the last draw allowed he may play any legal
  card or pass. A playable drawn card does not stop the drawing.

With ``voluntary_draw`` false a player may draw only while he holds no legal card. When no card can be drawn
(the stock is empty and, with ``stock_exhausted=reshuffle_keep_top``, the discard pile is just its top card) a
player with a legal card must play one and a player without one passes (CE8-7, CE8-A6); only ``single`` after
its draw and ``max_n`` after its last draw let a player pass although he could play. With
``reshuffle_keep_top`` the discard pile minus its top card is shuffled into a new stock when a draw needs a
card (CE8-9, CE8-A5).

A deal ends the moment a player plays his last card (CE8-8), or when it blocks: no card can be drawn and no
player still holding cards has a legal card, which the engine checks after every action (CE8-9, CE8-A4). Cards
left in hands count 8 = 50, K Q J = 10, A = 1, others their pips (CE8-10). The player who went out scores the
values of all opponents' hands (CE8-11). In a blocked deal the lowest hand total scores the differences to
every other total; players tied for lowest share each debt equally, rounded down (``block_tie``; CE8-12,
CE8-A7). After each deal the dealer moves on one seat; when some cumulative score reaches ``target`` (default
50 x players) the single highest score wins the match, and a shared lead plays another deal (CE8-13).

In partnership play a player who goes out is skipped from then on, and still names a suit with a final 8
unless it ends the deal (CE8-15). The deal ends when both partners of one side are out; that side scores the
cards held by both opponents (CE8-16). A blocked deal compares side totals (an out player counts 0): the
lower side scores the difference, equal sides score nothing (CE8-17). Scores are kept per side, and the first
side to reach ``target`` (default 200) wins (CE8-18).

A deal that reaches :data:`DEAL_ACTION_CAP` actions (possible only with reshuffling) is void: it scores
nothing and the same dealer deals again (docs/rules/crazy-eights.md).

Actions
-------
``play {card, named_suit?}`` (``named_suit`` exactly for an 8 that does not end the deal), ``draw {}`` (one
card) and ``pass {}``. ``legal_actions`` lists the plays in card order (rank, then suit S H D C), an 8 once per
suit it may name (S, H, D, C), then ``draw``, then ``pass``. A pass that is a seat's only legal action is made
by the engine itself and reported as a ``passed`` event with ``auto: true``. Everything else that follows an
action without a choice happens inside the same ``apply`` and is reported as events too: ``reshuffled``, the
block or the last card (``deal_ended`` with the deal's scores), the next deal (``dealt``, ``buried``,
``starter``) and the end of the match (``match_ended``; in partnership play the winners are both seats of the
side). A drawn card's identity is in the ``drew`` event's private part, for the drawer only.

View
----
Besides the common fields: the top card, discard count and named suit, ``drawn_this_turn`` (cards the seat to
act has drawn this turn), ``out`` per seat and ``sides`` per seat (partnership), the effective options and the
viewer's legal actions. Hands of other seats (partners' too), the stock order, the seed and the PRNG state are
never shown (§7.5).
"""

from __future__ import annotations

from engine.claim import claimable
from engine.clock import clocked
from engine.event_types import CrazyEightsEvent
from engine.lacks import noting_lacks
from engine.match import turn
from engine.registry import Variant
from engine.resign import resignable

from .flow import apply, new_match
from .model import (
    DEAL_ACTION_CAP,
    MAX_PLAYERS,
    MIN_PLAYERS,
    VALUES,
    VARIANT_ID,
    CrazyEightsAction,
    CrazyEightsClaim,
    CrazyEightsDraw,
    CrazyEightsOptions,
    CrazyEightsPass,
    CrazyEightsPlay,
    CrazyEightsResign,
    CrazyEightsState,
    CrazyEightsView,
)
from .rules import DRAW, PASS, legal_actions
from .table import Table, to_state, to_table
from .view import cards, view

_legal, _apply, _view = clocked(
    *resignable(legal_actions, claimable(noting_lacks(apply, legal_actions)), view, CrazyEightsResign())
)

VARIANT = Variant(
    id=VARIANT_ID,
    title="Crazy Eights",
    summary="Classic Crazy Eights: match the top card by suit or rank, eights are wild; blocked deals and "
    "four-hand partnership.",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    score_direction="higher_is_better",
    options_type=CrazyEightsOptions,
    state_type=CrazyEightsState,
    action_type=CrazyEightsAction,
    view_type=CrazyEightsView,
    new_match=new_match,
    legal_actions=_legal,
    apply=_apply,
    playout=(legal_actions, apply),
    view=_view,
    cards=cards,
    turn=turn,
    event_type=CrazyEightsEvent,
)

__all__ = [
    "DEAL_ACTION_CAP",
    "DRAW",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PASS",
    "VALUES",
    "VARIANT",
    "CrazyEightsAction",
    "CrazyEightsClaim",
    "CrazyEightsDraw",
    "CrazyEightsOptions",
    "CrazyEightsPass",
    "CrazyEightsPlay",
    "CrazyEightsResign",
    "CrazyEightsState",
    "CrazyEightsView",
    "Table",
    "apply",
    "cards",
    "legal_actions",
    "new_match",
    "to_state",
    "to_table",
    "turn",
    "view",
]
