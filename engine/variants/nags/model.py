"""Nags' types: house-rule options, actions, the match state and the view (docs/rules/nags.md)."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from engine.actions import CardCode
from engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, Card, make
from engine.claim import DisconnectGrace
from engine.clock import AbandonAfter, TurnTimeout
from engine.match import MatchState
from engine.views import ViewBase

MIN_PLAYERS = 2
MAX_PLAYERS = 5
HORSES = 4
#: Hands may hold at most 46 cards together, so that stock + pile keep ≥ 2 cards and a stock turn is always
#: possible (NAG-3, NAG-15): 52 - 4 horses - 46.
MAX_DEALT = 46
#: The hard safety cap: a deal reaching this many actions is voided (reason ``voided``).
DEAL_ACTION_CAP = 5000
#: S8's order of the twos for ``first_player = lowest_two``: ♣ < ♦ < ♥ < ♠.
TWOS = (make(2, CLUBS), make(2, DIAMONDS), make(2, HEARTS), make(2, SPADES))

Direction = Literal["up", "down"]
HorseState = Literal["running", "finished", "fallen"]


class NagsOptions(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """House rules of Nags (docs/rules/nags.md); the view shows the effective values."""

    hand_size: Annotated[
        int, msgspec.Meta(ge=1, le=23, description="NAG-3: cards dealt to each player; players * hand_size <= 46")
    ] = 9
    horse_duplicate_procedure: Annotated[
        Literal["return_pair_turn_two", "reject_each_duplicate"],
        msgspec.Meta(
            description="NAG-2 / NAG-A15: duplicate horse ranks: return every card of the rank, shuffle the "
            "deck and turn as many (seed); or turn one by one, burying each later duplicate in the deck (S8)"
        ),
    ] = "return_pair_turn_two"
    first_player: Annotated[
        Literal["next_of_dealer", "lowest_two"],
        msgspec.Meta(
            description="NAG-6 / NAG-A6: who moves first: next(dealer), or the holder of the lowest two "
            "(♣<♦<♥<♠; next(dealer) when no hand holds a two); either way on the starter"
        ),
    ] = "next_of_dealer"
    starter_opens_direction_choice: Annotated[
        bool, msgspec.Meta(description="NAG-8 / NAG-A7: the first player may go up or down on the starter")
    ] = True
    starter_horse_effect: Annotated[
        Literal["credit_dealer", "credit_nobody", "rebury"],
        msgspec.Meta(
            description="NAG-11 / NAG-A5: a starter twin finishes its horse for the dealer, or unowned; or a "
            "starter of a horse's rank is buried in the stock and another turned (a rival always fells)"
        ),
    ] = "credit_dealer"
    rank_wrap: Annotated[bool, msgspec.Meta(description="NAG-5 / NAG-A3: A follows K and precedes 2")] = True
    multi_card_play: Annotated[
        bool, msgspec.Meta(description="NAG-9 / NAG-A8: a play may put down several cards of one rank")
    ] = False
    voluntary_stock_turn: Annotated[
        bool, msgspec.Meta(description="NAG-10 / NAG-A9: a stock turn is allowed while holding a legal card")
    ] = False
    stock_exhausted: Annotated[
        Literal["reshuffle_keep_top"],
        msgspec.Meta(description="NAG-15 / NAG-A10: an empty stock is the pile minus its top card, shuffled"),
    ] = "reshuffle_keep_top"
    stall_limit: Annotated[
        Annotated[int, msgspec.Meta(ge=1, le=1000)] | None,
        msgspec.Meta(
            description="NAG-16 / NAG-A11: an optional cap: this many consecutive stock turns without a hand play "
            "end the deal without a winner; null = no cap, only a dead deal stalls (no hand card has the rank, "
            "or a rank next to it, of a stock or pile card)"
        ),
    ] = None
    deals: Annotated[
        Annotated[int, msgspec.Meta(ge=1, le=100)] | None,
        msgspec.Meta(description="NAG-17 / NAG-A13: deals in the match; null = one per player"),
    ] = None
    first_dealer: Annotated[
        Annotated[int, msgspec.Meta(ge=0, le=MAX_PLAYERS - 1)] | None,
        msgspec.Meta(description="the dealer of deal 1; null = the last seat, players - 1"),
    ] = None
    turn_timeout_s: TurnTimeout = None
    abandon_after: AbandonAfter = 3
    disconnect_grace_s: DisconnectGrace = None


MAX_MORE = 3
"""One 52-card deck holds four cards of a rank (NAG-1): a play names ``card`` and at most three ``more``."""


class NagsPlay(
    msgspec.Struct, tag="play", tag_field="type", kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """Play ``card`` (NAG-7, NAG-8), then the ``more`` cards of the same rank in order (NAG-9)."""

    card: CardCode
    more: Annotated[
        Annotated[list[CardCode], msgspec.Meta(min_length=1, max_length=MAX_MORE)] | None,
        msgspec.Meta(
            description="Only with multi_card_play: further cards of card's rank, landing in this order after "
            "card; the last one ends on top"
        ),
    ] = None


class NagsTurnStock(
    msgspec.Struct, tag="turn_stock", tag_field="type", kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """Turn the top stock card onto the pile and end the turn (NAG-10)."""


class NagsResign(
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


class NagsClaim(
    msgspec.Struct,
    tag="claim",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """Hand the seat to act, disconnected for disconnect_grace_s, to the house bot (engine/claim.py)."""


NagsAction = NagsPlay | NagsTurnStock | NagsResign | NagsClaim


class HorseSlot(msgspec.Struct, kw_only=True, frozen=True):
    """One horse inside the state (cards as ints)."""

    card: Card
    state: HorseState = "running"
    place: int | None = None
    owner: int | None = None


class NagsState(MatchState, kw_only=True):
    """A Nags match: its book, the current deal's table and the PRNG. Stored, never sent to a client."""

    options: NagsOptions
    """Effective options: ``deals`` and ``first_dealer`` resolved."""
    pile: list[Card]
    """The discard pile; last element is the top."""
    horses: list[HorseSlot]
    rank_direction: Direction = "up"
    direction_choice: bool = False
    """The seat to move may go up or down (NAG-8)."""
    stall_count: int = 0
    """Consecutive stock turns without a hand play (NAG-16)."""
    deal_actions: int = 0
    """Accepted actions in this deal (the §9.4 safety cap)."""


class NagsHorse(msgspec.Struct, kw_only=True):
    """One of the four horses as every view shows it (docs/rules/nags.md)."""

    card: CardCode
    state: HorseState
    """``running``; ``finished`` (its twin reached the pile first, NAG-11); ``fallen`` (a rival did, NAG-12)."""
    place: int | None
    """Finishing place 1..4 of a finished horse; null otherwise (fallen horses take no place, NAG-A14)."""
    owner: int | None
    """The seat that brought a finished horse home; null otherwise (or for a starter with credit_nobody)."""


class NagsView(ViewBase, kw_only=True):
    """A Nags match as one seat, or a spectator, sees it (docs/rules/nags.md)."""

    options: NagsOptions
    legal_actions: list[NagsAction]
    horses: list[NagsHorse]
    """The four horses in the order they were turned."""
    top: CardCode | None
    """The pile's top card, which the next play relates to."""
    discard_count: int
    discard_pile: list[CardCode]
    """The whole discard pile, face up, top card last."""
    rank_direction: Direction
    """NAG-7: ``up`` = same rank or next higher; ``down`` = same rank or next lower."""
    direction_choice: bool
    """NAG-8: the seat to move may play the up- or the down-neighbour (right after a stock turn)."""
    stall_count: int
    """NAG-16: consecutive stock turns without a hand play."""
