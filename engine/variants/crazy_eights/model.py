"""Crazy Eights: the options, actions, state and view types (docs/rules/crazy-eights.md)."""

from __future__ import annotations

from typing import Annotated, Final, Literal

import msgspec

from engine.actions import CardCode
from engine.cards import Card, SuitCode
from engine.claim import DisconnectGrace
from engine.clock import AbandonAfter, TurnTimeout
from engine.match import MatchState
from engine.setup import MAX_SAFE_INT
from engine.shedding import BlockTie, DeckRule
from engine.views import ViewBase

VARIANT_ID: Final = "crazy-eights"
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 8
EIGHT: Final = 8
DEAL_ACTION_CAP: Final = 5000
"""Actions (automatic passes included) after which a deal is void (docs/rules/crazy-eights.md)."""

DrawMode = Literal["until_playable", "single", "max_n"]
StockExhausted = Literal["no_reshuffle", "reshuffle_keep_top"]

#: CE8-10, indexed by rank 2..14: 8 = 50, J Q K = 10, A = 1, others their pips.
VALUES: Final = (0, 0, 2, 3, 4, 5, 6, 7, 50, 9, 10, 10, 10, 10, 1)


class CrazyEightsOptions(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """House rules of docs/rules/crazy-eights.md; ``null`` means the default for the player count."""

    deck_rule: Annotated[
        DeckRule,
        msgspec.Meta(description="CE8-1, CE8-A1: britannica = 104 cards for more than 2 players; pagat = from 6"),
    ] = "britannica"
    hand_size: Annotated[
        Annotated[int, msgspec.Meta(ge=1, le=31)] | None,
        msgspec.Meta(description="CE8-1: cards dealt to each hand; null = 7 for two players, else 5"),
    ] = None
    starter_eight: Annotated[
        Literal["bury"], msgspec.Meta(description="CE8-2, CE8-A2: an 8 turned as starter is buried in the stock")
    ] = "bury"
    draw_mode: Annotated[
        DrawMode,
        msgspec.Meta(
            description="CE8-6, CE8-A3: until_playable = draw until a card is playable; single = one card, "
            "then play it or pass; max_n = up to max_draw_cards cards, then pass"
        ),
    ] = "until_playable"
    max_draw_cards: Annotated[
        int, msgspec.Meta(ge=1, le=104, description="CE8-6: the most cards drawn in one turn with draw_mode=max_n")
    ] = 5
    voluntary_draw: Annotated[
        bool, msgspec.Meta(description="CE8-6, CE8-A3: a player may draw although he holds a legal card")
    ] = True
    stock_exhausted: Annotated[
        StockExhausted,
        msgspec.Meta(
            description="CE8-9, CE8-A5: no_reshuffle = the deal can block; reshuffle_keep_top = the discard "
            "pile minus its top card becomes the stock"
        ),
    ] = "no_reshuffle"
    block_tie: Annotated[
        BlockTie,
        msgspec.Meta(description="CE8-12, CE8-A7: how players tied for the lowest total of a blocked deal score"),
    ] = "split_round_down"
    partnership: Annotated[
        bool, msgspec.Meta(description="CE8-14: four players, seats 0 & 2 against 1 & 3, scores per side")
    ] = False
    target: Annotated[
        Annotated[int, msgspec.Meta(ge=1, le=MAX_SAFE_INT)] | None,
        msgspec.Meta(description="CE8-13, CE8-18: match target; null = 50 x players, or 200 per side"),
    ] = None
    first_dealer: Annotated[
        Annotated[int, msgspec.Meta(ge=0, le=MAX_PLAYERS - 1)] | None,
        msgspec.Meta(description="dealer of deal 1; null = the last seat"),
    ] = None
    turn_timeout_s: TurnTimeout = None
    abandon_after: AbandonAfter = 3
    disconnect_grace_s: DisconnectGrace = None


class CrazyEightsPlay(
    msgspec.Struct,
    tag="play",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """Play ``card`` on the discard pile (CE8-4); an 8 names a suit unless it ends the deal (CE8-5)."""

    card: CardCode
    named_suit: SuitCode | None = None
    """The suit an 8 names; required exactly when the card is an 8 that does not end the deal."""


class CrazyEightsDraw(
    msgspec.Struct,
    tag="draw",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """Draw one card from the stock (CE8-6)."""


class CrazyEightsPass(
    msgspec.Struct,
    tag="pass",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """End the turn without playing (CE8-6, CE8-7)."""


class CrazyEightsResign(
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


class CrazyEightsClaim(
    msgspec.Struct,
    tag="claim",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """Hand the seat to act, disconnected for disconnect_grace_s, to the house bot (engine/claim.py)."""


CrazyEightsAction = CrazyEightsPlay | CrazyEightsDraw | CrazyEightsPass | CrazyEightsResign | CrazyEightsClaim


class CrazyEightsState(MatchState, kw_only=True):
    """A whole match. Cards are ints (engine/cards.py); the stock's and the pile's top is their last element."""

    options: CrazyEightsOptions
    """Effective options: no field that has a value for this table is None."""
    pile: list[Card]
    named_suit: int | None = None
    """The suit named with the 8 on top (CE8-5), else None."""
    drawn: int = 0
    """Cards the seat to act has drawn this turn (CE8-6)."""
    last_drawn: Card | None = None
    """The card the seat to act drew last this turn."""
    deal_actions: int = 0
    """Actions in this deal, automatic passes included (docs/rules/crazy-eights.md)."""


class CrazyEightsView(ViewBase, kw_only=True):
    """A Crazy Eights match as one seat, or a spectator, sees it."""

    options: CrazyEightsOptions
    legal_actions: list[CrazyEightsAction]
    top: CardCode | None
    """The card to match."""
    discard_count: int
    named_suit: SuitCode | None
    """The suit named with the 8 on top (CE8-5), else null."""
    drawn_this_turn: int
    """Cards the seat to act has drawn this turn (CE8-6)."""
    out: list[bool]
    """Per seat: has gone out and is skipped (CE8-15; always false outside partnership play)."""
    sides: list[int] | None
    """Per seat: its side in partnership play (seat % 2, CE8-14), else null."""
