"""Nusicle's types: house-rule options (§4.1), actions (§4.4), the match state and the view (§4.5).

Cards inside the state are ints (:mod:`engine.cards`); wire codes appear only in actions and views. The stock
is a list whose last element is its top card; each pile is a list whose first element is its bottom card.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from engine.actions import CardCode
from engine.claim import DisconnectGrace
from engine.clock import AbandonAfter, TurnTimeout
from engine.match import MatchState
from engine.views import ViewBase

PileIndex = Annotated[int, msgspec.Meta(ge=0, le=2, description="A build pile: 0, 1 or 2 (NUS-3)")]


class NusicleOptions(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """House rules of docs/rules/nusicle.md, each with its recommended default."""

    first_player: Annotated[
        Literal["non_dealer", "dealer"],
        msgspec.Meta(description="NUS-11, NUS-A8: who moves first in each deal"),
    ] = "non_dealer"
    ace_on_any_pile: Annotated[
        bool,
        msgspec.Meta(
            description="NUS-13, NUS-A1: an ace (with a face card in hand) may reset any pile; false: the ace "
            "must itself fit the pile's rule (never on a Queen pile)"
        ),
    ] = True
    queen_wrap: Annotated[
        bool,
        msgspec.Meta(
            description="NUS-8, NUS-A2: on a Queen pile K and 2 are adjacent too, so a K may go on a 2 (the ace "
            "never is adjacent)"
        ),
    ] = False
    queen_pile_start: Annotated[
        Literal["any_number", "adjacent_to_queen"],
        msgspec.Meta(
            description="NUS-10, NUS-A4: on a fresh Queen pile (its Q on top) any number card 2..10, or a J or "
            "K (any_number); or only a J or K, the ranks next to the Q, each of which makes it another kind of "
            "pile at once (adjacent_to_queen)"
        ),
    ] = "any_number"
    jack_sequence: Annotated[
        Literal["forward", "both_ways"],
        msgspec.Meta(
            description="NUS-9, NUS-A3: on a Jack pile the next suit in the cycle S C D H S (forward), "
            "or the next or the previous one (both_ways)"
        ),
    ] = "forward"
    face_change_requires_legal_play: Annotated[
        Literal[True],
        msgspec.Meta(description="NUS-12, NUS-A5: a face card is not wild; it must fit the pile it changes"),
    ] = True
    pass_rule: Annotated[
        Literal["after_draw_or_stuck", "free"],
        msgspec.Meta(
            description="NUS-11, NUS-A7: pass only after drawing, or with an empty stock and no legal play "
            "(after_draw_or_stuck); or at any time (free)"
        ),
    ] = "after_draw_or_stuck"
    pile_count_includes_all_cards: Annotated[
        bool,
        msgspec.Meta(
            description="NUS-18, NUS-A10: a pile scores every card in it (true) or only the cards played on it "
            "from a hand, leaving out the formation cards (false)"
        ),
    ] = True
    match_mode: Annotated[
        Literal["fixed_deals", "target"],
        msgspec.Meta(
            description="NUS-19, NUS-A12: the match lasts `deals` counted deals, or until a cumulative total "
            "reaches `target_points`"
        ),
    ] = "fixed_deals"
    deals: Annotated[int, msgspec.Meta(ge=1, le=100, description="NUS-19: counted deals of a fixed_deals match")] = 10
    target_points: Annotated[
        int, msgspec.Meta(ge=1, le=1000, description="NUS-19: the total that ends a target match")
    ] = 100
    pat_rule: Annotated[
        Literal["dead_position", "two_passes"],
        msgspec.Meta(
            description="NUS-17, NUS-A11: a deal is Pat as soon as neither player can ever play again "
            "(dead_position), or after two consecutive passes while the stock holds only aces or nothing "
            "(two_passes)"
        ),
    ] = "dead_position"
    first_dealer: Annotated[
        Annotated[int, msgspec.Meta(ge=0, le=1)] | None,
        msgspec.Meta(description="the dealer of deal 1 (default seat 1, so seat 0 leads)"),
    ] = None
    turn_timeout_s: TurnTimeout = None
    abandon_after: AbandonAfter = 3
    disconnect_grace_s: DisconnectGrace = None


class NusiclePlay(
    msgspec.Struct, tag="play", tag_field="type", kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """Place one card from the hand on a pile whose rule it fits (NUS-7..NUS-9, NUS-12)."""

    card: CardCode
    pile: PileIndex


class NusiclePlayAce(
    msgspec.Struct, tag="play_ace", tag_field="type", kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """Reset a pile with an ace and start it again with a face card from the hand (NUS-13), in one action."""

    ace: CardCode
    pile: PileIndex
    face: CardCode


class NusicleDraw(
    msgspec.Struct, tag="draw", tag_field="type", kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """Take the stock's top card, once per turn, as the turn's first action (NUS-11 c)."""


class NusiclePass(
    msgspec.Struct, tag="pass", tag_field="type", kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """End the turn without playing (NUS-11 c, d; NUS-16)."""


class NusicleResign(
    msgspec.Struct,
    tag="resign",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """Leave the match: with two players or in partnership play the other side wins; with more, the house bot
    plays the seat from then on (engine/resign.py)."""


class NusicleClaim(
    msgspec.Struct,
    tag="claim",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """Hand the seat to act, disconnected for disconnect_grace_s, to the house bot (engine/claim.py)."""


NusicleAction = NusiclePlay | NusiclePlayAce | NusicleDraw | NusiclePass | NusicleResign | NusicleClaim


class NusicleBatch(msgspec.Struct, kw_only=True):
    """Cards put face down under the stock after lying face up (NUS-5 set-aside, NUS-13 recycling)."""

    cards: list[int]
    """The batch's cards that may still be in the stock (those seen on a pile since are dropped)."""
    left: int
    """How many of the batch's cards are still in the stock."""


class NusicleState(MatchState, kw_only=True):
    options: NusicleOptions
    """Effective options: ``first_dealer`` resolved."""
    piles: list[list[int]]
    """The three build piles, bottom card first."""
    formed: list[int]
    """How many of each pile's bottom cards came from the deal's formation (NUS-3, NUS-4; 0 after a reset)."""
    under: list[NusicleBatch] = []
    """The publicly known batches at the bottom of the stock, the next one to be drawn from first."""
    drawn: bool = False
    """The seat to act has drawn this turn (NUS-11 c)."""
    passes: int = 0
    """Consecutive passes while the stock held only aces or nothing (``pat_rule=two_passes``)."""
    deal_actions: int = 0
    """Actions in the current deal, for the safety cap (docs/rules/nusicle.md)."""


class NusiclePile(msgspec.Struct, kw_only=True):
    """One of the three build piles, all face up (NUS-3)."""

    cards: list[str]
    """Every card of the pile, bottom first (all face up)."""
    top: str
    """The card the next one must relate to (NUS-7..NUS-9)."""
    governing: str
    """The most recently placed face card: K suit or rank, Q adjacent rank, J next suit (NUS-7..NUS-9)."""
    formation_count: int
    """How many bottom cards came from the deal's formation, not from a hand (NUS-A10)."""


class NusicleUnderStock(msgspec.Struct, kw_only=True):
    """The publicly known cards at the bottom of the stock (NUS-5, NUS-13)."""

    cards: list[str]
    """Cards that lay face up and were put under the stock (set aside in formation, NUS-5; recycled by an ace,
    NUS-13) and may still be in it. Once the players draw into them it also holds the drawn ones not yet seen
    on a pile, so it can be longer than ``count``."""
    count: int
    """How many of the stock's cards (its bottom ones) are such cards."""


class NusicleView(ViewBase, kw_only=True):
    """A Nusicle match as one seat, or a spectator, sees it."""

    options: NusicleOptions
    legal_actions: list[NusicleAction]
    piles: list[NusiclePile]
    """The three build piles (NUS-3)."""
    drawn_this_turn: int
    """Cards the seat to act has drawn this turn: 0 or 1; after a draw he may play or pass (NUS-11 c)."""
    under_stock: NusicleUnderStock
    """The publicly known cards at the bottom of the stock (docs/rules/nusicle.md)."""
