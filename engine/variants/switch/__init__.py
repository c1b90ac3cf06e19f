"""Switch (``switch``): the Britannica "development" of Crazy Eights, docs/rules/switch.md (SWI-1 … SWI-13).

Rules
-----
Deck and deal are those of Crazy Eights (SWI-1, CE8-1, CE8-2): two players get seven cards from one 52-card
deck, more players five each from a 104-card double deck (``deck_rule=pagat``: one deck up to five players;
``hand_size`` overrides the count), dealt one at a time from the seat after the dealer. The rest is the stock;
its top card starts the discard pile. A starter that is a *trick card* (A, 2, 4 or J) is buried at a random
position of the stock and the next card turned, until a plain card shows (``starter_trick_card=bury``);
with ``as_dealer_play`` it acts as if the dealer had played it, with ``ignore`` it has no effect. Eights are
ordinary cards (SWI-A8). The seat after the dealer leads, direction +1 (SWI-2).

A card is legal when it matches the top card in suit or rank. Aces are wild: an ace goes on any card and its
player names a suit, unless it ends the deal; the next card must then be of that suit or another ace (SWI-3).
A player who cannot or will not play draws exactly one card; he may play that card at once if it is legal
(``drawn_card_playable``), else he passes (SWI-4).

*Twos.* A 2 puts a two-obligation of 2 on the next player. He must answer with a 2 of any suit if he holds
one (``counter_twos_fours=forced_if_able``; with ``optional`` he may draw instead), which passes the
obligation on, 2 higher, up to ``two_cap`` (8; further 2s may still be played). A player who does not answer
draws the whole obligation and misses his turn; the next player then plays normally on the 2, and a 2 played
there starts a new obligation of 2 (SWI-5, SWI-A15). *Fours* work alike, 4 cards per 4 up to ``four_cap``
(16). Only a 2 answers a 2 and only a 4 a 4 (``mix_twos_fours``), and no other card, not even an ace, may be
played while an obligation is pending (``wild_on_pending``), nor may the player draw one card instead (SWI-6).

*Jacks.* A jack reverses the direction; the seat that is now next, the one who played before the jack's
player, is *jack-attacked*: he may answer with a J of any suit, which reverses again and attacks the player
after him, or miss his turn without drawing (``counter_jack=optional``; ``forced_if_able`` makes a J
compulsory when he has one). After a missed turn the next player in the current direction plays normally on
the J. With two players a J means: the opponent answers with a J or misses, and the J's player moves again
(SWI-7).

*Last card.* Whoever plays one of his last two cards must call "Last card" (``announce_last``). A player who
does not draws ``infraction_penalty_cards`` (2) right after the play, whose effects still apply
(``last_card_enforcement=automatic``); with ``challenge`` he draws them only if an opponent challenges him
before the next accepted action (SWI-8, docs/rules/switch.md). Illegal requests are refused, never penalised. With a
turn clock (``turn_timeout_s``), a player whose time runs out draws 2 and his turn ends (SWI-9, :func:`time_out`).

A deal ends the moment a player plays his last card, whatever it is; pending effects lapse (SWI-10). He scores
the cards left in all other hands: A = 20; 2, 4, J = 15; K, Q = 10; the rest their pips (SWI-11). When a card
must be drawn and the stock is empty, the pile minus its top card is shuffled into a new stock; a draw or
obligation takes what exists. A player who can neither play nor draw passes, and when every player has so
passed in succession the deal is blocked: the lowest hand total scores the differences to the others, tied
lowest totals sharing each debt, rounded down (SWI-12, CE8-12). After each deal the dealer moves on one seat;
when some cumulative score reaches ``target`` (50 x players) the single highest score wins, a shared lead plays
another deal (SWI-13). A deal that reaches :data:`DEAL_ACTION_CAP` actions is void (reason ``voided``): it
scores nothing and the same dealer deals again (docs/rules/switch.md).

Resolved details: with ``wild_on_pending`` an ace answers an obligation or a jack attack by cancelling it, and
names a suit; with ``mix_twos_fours`` the card played sets the obligation's rank and cap, and an obligation is
never lowered by a smaller cap; ``forced_if_able`` counts every card that may answer (an ace too, with
``wild_on_pending``). Under an obligation with nothing left to draw, ``pass`` takes the place of ``draw``.

Actions
-------
``play {card, named_suit?, announce_last?}`` (``named_suit`` exactly for an ace that does not end the deal),
``draw {}``, ``pass {}`` and, with ``last_card_enforcement=challenge``, ``challenge {seat}``. ``legal_actions``
lists the plays in card order (rank, then suit S H D C), an ace once per suit it may name (S H D C), a play
that leaves one card twice (first with ``announce_last: true``, then without it: legal, but penalised), then
``draw``, then ``pass``; an open challenge comes last, in the list of every seat but the challenged one, and
only while open. A pass that is the seat's only legal action (a jack-attacked player without a J, a drawn card
that cannot be played, a player who can neither play nor draw) is made by the engine and reported as a
``passed`` event with ``auto: true``, as are the block, deal scoring, the next deal and the end of the match.

View
----
Besides the common fields: ``top``, ``discard_count``, ``named_suit``, ``direction``, ``pending`` (the
obligation's rank and count), ``jack_attack`` (the attacked seat), ``announced`` (per seat: has called "Last
card" and holds that card), ``challenge_open`` (the seat open to a challenge and its penalty),
``drawn_this_turn`` (0 or 1), the effective options and the viewer's legal actions. Other hands, the stock
order, the seed and the PRNG state are never shown (§8.5).
"""

from __future__ import annotations

from engine.claim import claimable
from engine.clock import clocked
from engine.event_types import SwitchEvent
from engine.lacks import noting_lacks
from engine.match import turn
from engine.registry import Variant
from engine.resign import resignable

from .flow import apply, apply_listed, new_match, time_out
from .model import (
    DEAL_ACTION_CAP,
    MAX_PLAYERS,
    MIN_PLAYERS,
    VARIANT_ID,
    SwitchAction,
    SwitchChallenge,
    SwitchClaim,
    SwitchDraw,
    SwitchOptions,
    SwitchPass,
    SwitchPlay,
    SwitchResign,
    SwitchState,
    SwitchView,
)
from .rules import legal_actions
from .view import cards, view

_legal, _apply, _view = clocked(
    *resignable(legal_actions, claimable(noting_lacks(apply, legal_actions)), view, SwitchResign())
)

VARIANT = Variant(
    id=VARIANT_ID,
    title="Switch",
    summary="Crazy Eights developed: aces are wild, 2s and 4s make the next player answer or pick up, jacks "
    "reverse and attack the previous player, and a missed last-card call costs two cards.",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    score_direction="higher_is_better",
    options_type=SwitchOptions,
    state_type=SwitchState,
    action_type=SwitchAction,
    view_type=SwitchView,
    new_match=new_match,
    legal_actions=_legal,
    apply=_apply,
    playout=(legal_actions, apply_listed),
    view=_view,
    cards=cards,
    turn=turn,
    event_type=SwitchEvent,
    time_out=time_out,
)

__all__ = [
    "DEAL_ACTION_CAP",
    "VARIANT",
    "SwitchAction",
    "SwitchChallenge",
    "SwitchClaim",
    "SwitchDraw",
    "SwitchOptions",
    "SwitchPass",
    "SwitchPlay",
    "SwitchResign",
    "SwitchState",
    "SwitchView",
    "apply",
    "apply_listed",
    "cards",
    "legal_actions",
    "new_match",
    "turn",
    "view",
]
