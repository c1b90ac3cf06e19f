"""Super Crazy Eights (wire id ``super-crazy-eights``): Super Lude Osmice, Mau Mau over 15 deals
(docs/rules/super-crazy-eights.md).

Rules. Two to twelve players; one 52-card deck for up to four, two for five or more (SLO-1). A match is 15
deals of 8, 7, ..., 1, ..., 7, 8 cards each, dealt one at a time from the dealer's next seat; the dealer moves
on one seat per deal (SLO-2). The top stock card starts the pile and counts as the dealer's play: an ace
reverses the direction from the start, a 2 makes the first player draw 2 and the next one plays, a 3 skips
him, an 8 gives him a free lead (SLO-3).

On his turn a player plays one card of the top card's suit or rank, or an 8 at any time, naming the suit that
must follow it (SLO-4, SLO-9); or he draws one card, even when he could play, and may then play that card only,
if it is legal, or pass (SLO-5). An ace reverses the direction (with two players nothing changes), a 3 skips
the next player (with two players its player moves again) (SLO-6, SLO-7). A 2 obliges the next player to draw
2; he may pass the obligation on, raised by 2, by playing a 2 of his own, or draw it all and lose his turn
(SLO-8). A play that leaves one card must carry the call "Poslednja" (``announce_last``); a player without the
call who tries to play his last card draws one penalty card instead, and his turn ends (SLO-10). When the stock
runs out the whole pile, top card included, becomes the new stock at once, and the next card played may be
anything (SLO-11). The deal ends when a hand is empty, whatever the last card (SLO-12); everyone scores what is
left in his own hand: 8 = 50, 2 = 20, J Q K = 10, A = 1, others their pips (SLO-13). After the last deal the
lowest total wins; equal lowest totals share the win (SLO-14).

House rules (§5.1): the schedule of deal sizes, starter effects on or off, a starter 2 that may be answered with a 2,
no play after a draw, no voluntary draw, a cap on the 2-obligation, 8s that cancel a pending 2, an ace that
skips the opponent with two players, the call with the last card itself or never, the call claimed by an
opponent's ``challenge`` instead of automatically, and a reshuffle that keeps the top card (a round of forced
passes then blocks the deal). ``table_orientation`` only labels which way the seats run.

Actions: ``play {card, named_suit?, announce_last?}``, ``draw {}``, ``pass {}`` (only after drawing), and with
``last_card_enforcement=challenge`` ``challenge {seat}`` for any opponent of a seat left with one card without
the call, until the next accepted action. The server applies by itself: the starter's effect, skips,
reshuffles, the penalty that replaces an unannounced last card, a pass that is the mover's only action, deal
scoring and the next deal.

View: the deal number and its hand size, ``top`` (null on an empty pile), ``discard_count``, ``named_suit``,
``free_lead``, the ``pending`` 2-obligation, ``direction``, the per-seat ``announced`` flags and the
``challenge_open`` window, the mover's ``drawn_this_turn`` (and, in his own view, the ``drawn_card``), hand
and stock sizes, cumulative penalty scores (lower is better).

``legal_actions`` lists a play the call goes with (by ``last_card_mode``) twice: first with
``announce_last: true``, then without it (legal, but penalised); no other entry carries ``announce_last``.
"""

from __future__ import annotations

from engine.claim import claimable
from engine.clock import clocked
from engine.event_types import SuperCrazyEightsEvent
from engine.lacks import noting_lacks
from engine.match import turn
from engine.registry import Variant
from engine.resign import resignable
from engine.variants.super_crazy_eights.flow import apply, apply_listed, new_match
from engine.variants.super_crazy_eights.model import (
    CARD_VALUES,
    DEAL_ACTION_CAP,
    DEAL_SCHEDULE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    VARIANT_ID,
    SuperCrazyEightsAction,
    SuperCrazyEightsChallenge,
    SuperCrazyEightsClaim,
    SuperCrazyEightsDraw,
    SuperCrazyEightsOptions,
    SuperCrazyEightsPass,
    SuperCrazyEightsPlay,
    SuperCrazyEightsResign,
    SuperCrazyEightsState,
    SuperCrazyEightsView,
)
from engine.variants.super_crazy_eights.rules import legal_actions
from engine.variants.super_crazy_eights.view import cards, view

__all__ = [
    "CARD_VALUES",
    "DEAL_ACTION_CAP",
    "DEAL_SCHEDULE",
    "VARIANT",
    "SuperCrazyEightsAction",
    "SuperCrazyEightsChallenge",
    "SuperCrazyEightsClaim",
    "SuperCrazyEightsDraw",
    "SuperCrazyEightsOptions",
    "SuperCrazyEightsPass",
    "SuperCrazyEightsPlay",
    "SuperCrazyEightsResign",
    "SuperCrazyEightsState",
    "SuperCrazyEightsView",
    "apply",
    "apply_listed",
    "cards",
    "legal_actions",
    "new_match",
    "turn",
    "view",
]

_legal, _apply, _view = clocked(
    *resignable(legal_actions, claimable(noting_lacks(apply, legal_actions)), view, SuperCrazyEightsResign())
)

VARIANT = Variant(
    id=VARIANT_ID,
    title="Super Crazy Eights (Super Lude Osmice)",
    summary="Mau Mau over 15 deals of 8 down to 1 and back up to 8 cards: aces reverse, 2s make the next player "
    "draw and stack, 3s skip, 8s are wild; call 'Poslednja' when one card is left; penalty points, lowest wins.",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    score_direction="lower_is_better",
    options_type=SuperCrazyEightsOptions,
    state_type=SuperCrazyEightsState,
    action_type=SuperCrazyEightsAction,
    view_type=SuperCrazyEightsView,
    new_match=new_match,
    legal_actions=_legal,
    apply=_apply,
    playout=(legal_actions, apply_listed),
    view=_view,
    cards=cards,
    turn=turn,
    event_type=SuperCrazyEightsEvent,
)
