"""Nags (wire id ``nags``): a horse-race "stops" game of the Crazy Eights family (docs/rules/nags.md).

Rules. Two to five players, one 52-card deck (NAG-1). Before each deal the dealer turns four cards face up:
the *horses*, of four different ranks; duplicates go back into the deck and are replaced (NAG-2). Everyone
gets nine cards, one at a time from the dealer's left; the rest is the face-down stock, whose top card is
turned as the *starter*, the first card of the discard pile (NAG-3). For a horse of rank r and colour c the
*twin* is the other card of rank r and colour c, the *rivals* the two cards of rank r of the other colour
(NAG-4; "farba" is colour).

Play starts with the player after the dealer, the direction *up* (NAG-6). A card is legal when its rank is
the top card's or the neighbour in the current direction; with ``rank_wrap`` the ace follows the king and
precedes the two (NAG-5, NAG-7). The player who moves right after a stock turn (and, with
``starter_opens_direction_choice``, the first player on the starter) may go either way; the neighbour he
plays sets the direction (NAG-8). A player with a legal card must play one (NAG-9; with ``multi_card_play``
several of one rank); a player without one turns the top stock card onto the pile and his turn ends
(NAG-10); an empty stock is rebuilt from the pile minus its top card (NAG-15). When a twin of a running horse
reaches the pile, played or turned, the horse finishes in the next free place and belongs to whoever put the
twin down; a rival arriving first makes it fall (NAG-11, NAG-12). The first player to empty his hand wins the
deal (NAG-13): 5 points plus the cards left in the other hands; every finished horse scores v, ⌈v/2⌉, ⌈v/3⌉
or ⌈v/4⌉ for 1st..4th place to its owner, v = 2..10, J 11, Q 12, K 13, A 14 (NAG-14). A deal stalls, without
a winner, only when it is dead: no card in a hand has the rank, or a rank next to it, of a card in the stock or
the pile, so no stock turn can ever help (NAG-16); ``stall_limit`` adds an optional cap of consecutive stock
turns without a hand play. A match is ``deals`` deals; the highest total wins, ties share (NAG-17).

Actions: ``play {card, more?}`` (``more``: further cards of the same rank, with ``multi_card_play`` only, the
last one on top) and ``turn_stock {}``, which is always the player's own action, never applied for him.

View: the four ``horses`` (running / finished with place and owner / fallen), the whole ``discard_pile``
face up with its ``top``, the ``rank_direction`` (up / down), whether the mover has the ``direction_choice``,
and the ``stall_count``. Turn order never reverses (``direction`` stays +1).

Set-up details the seed leaves open: ``first_player = lowest_two`` gives the first move of a deal to the
holder of the lowest two in the hands (♣ < ♦ < ♥ < ♠, S8), who plays on the starter like anyone else; when
no two was dealt to a hand, ``next(dealer)`` begins. ``starter_horse_effect = rebury`` buries a starter of a
horse's rank (twin or rival) in the stock and turns again; if every stock card is of a horse's rank the
starter stands and acts as with ``credit_nobody``. With ``reject_each_duplicate`` the horses are turned one
by one and a card of an already turned rank goes back into the deck at a random place below its top card
(docs/rules/nags.md), and the next card is turned.
"""

from __future__ import annotations

from engine.claim import claimable
from engine.clock import clocked
from engine.event_types import NagsEvent
from engine.match import turn
from engine.registry import Variant
from engine.resign import resignable
from engine.variants.nags.model import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    HorseSlot,
    NagsAction,
    NagsClaim,
    NagsHorse,
    NagsOptions,
    NagsPlay,
    NagsResign,
    NagsState,
    NagsTurnStock,
    NagsView,
)
from engine.variants.nags.race import down_rank, horse_points, new_match, turn_horses, up_rank
from engine.variants.nags.turns import apply, apply_listed, cards, legal_actions, legal_ranks, view

__all__ = [
    "VARIANT",
    "HorseSlot",
    "NagsAction",
    "NagsClaim",
    "NagsHorse",
    "NagsOptions",
    "NagsPlay",
    "NagsResign",
    "NagsState",
    "NagsTurnStock",
    "NagsView",
    "apply",
    "apply_listed",
    "cards",
    "down_rank",
    "horse_points",
    "legal_actions",
    "legal_ranks",
    "new_match",
    "turn",
    "turn_horses",
    "up_rank",
    "view",
]

_legal, _apply, _view = clocked(*resignable(legal_actions, claimable(apply), view, NagsResign()))

VARIANT = Variant(
    id="nags",
    title="Nags",
    summary="A horse race: four horses turned before the deal; play the same or the next rank up (or down after "
    "a stock turn); twins bring horses home, rivals make them fall; points for going out and for horses.",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    score_direction="higher_is_better",
    options_type=NagsOptions,
    state_type=NagsState,
    action_type=NagsAction,
    view_type=NagsView,
    new_match=new_match,
    legal_actions=_legal,
    apply=_apply,
    playout=(legal_actions, apply_listed),
    view=_view,
    cards=cards,
    turn=turn,
    event_type=NagsEvent,
)
