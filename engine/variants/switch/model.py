"""Switch: house rules, actions, match state and view (docs/rules/switch.md)."""

from __future__ import annotations

from typing import Annotated, Final, Literal

import msgspec

from engine.actions import CardCode
from engine.cards import ACE, JACK, KING, QUEEN, Card, Suit, SuitCode
from engine.claim import DisconnectGrace
from engine.clock import AbandonAfter, TurnTimeout
from engine.match import MatchState
from engine.obligations import Pending
from engine.setup import MAX_SAFE_INT
from engine.shedding import DeckRule
from engine.views import ChallengeWindow, PendingDraw, ViewBase

VARIANT_ID: Final = "switch"
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 8
TWO: Final = 2
FOUR: Final = 4
#: SWI-1: the trick cards, buried when turned as the starter (``starter_trick_card=bury``).
TRICK_RANKS: Final = frozenset({ACE, TWO, FOUR, JACK})
#: SWI-11, indexed by rank 2..14: A = 20; 2, 4, J = 15; K, Q = 10; the rest their pips.
VALUES: Final = tuple({ACE: 20, TWO: 15, FOUR: 15, JACK: 15, QUEEN: 10, KING: 10}.get(r, r) for r in range(15))
#: The hard safety cap: a deal reaching this many actions (automatic passes included) is void (reason ``voided``).
DEAL_ACTION_CAP: Final = 5000
#: SWI-9: cards a player draws when his turn clock runs out.
TIMEOUT_PENALTY: Final = 2

Counter = Literal["forced_if_able", "optional"]


class SwitchOptions(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """House rules of docs/rules/switch.md; ``null`` means the default for the player count."""

    deck_rule: Annotated[
        DeckRule,
        msgspec.Meta(
            description="SWI-1, CE8-1, CE8-A1: britannica = 104 cards for more than 2 players; pagat = from 6"
        ),
    ] = "britannica"
    hand_size: Annotated[
        Annotated[int, msgspec.Meta(ge=1, le=35)] | None,
        msgspec.Meta(description="SWI-1, CE8-1: cards dealt to each hand; null = 7 for two players, else 5"),
    ] = None
    wild_rank: Annotated[Literal["A"], msgspec.Meta(description="SWI-3, SWI-A8: aces are wild; 8s are ordinary")] = "A"
    draw_mode: Annotated[
        Literal["single"], msgspec.Meta(description="SWI-4: a player who does not play draws exactly one card")
    ] = "single"
    drawn_card_playable: Annotated[
        bool,
        msgspec.Meta(description="SWI-4, SWI-A6: the card just drawn (and only it) may be played at once if legal"),
    ] = True
    counter_twos_fours: Annotated[
        Counter,
        msgspec.Meta(
            description="SWI-5, SWI-A2: forced_if_able = a player facing a 2 or 4 obligation who can answer it "
            "must; optional = he may draw instead"
        ),
    ] = "forced_if_able"
    counter_jack: Annotated[
        Counter,
        msgspec.Meta(
            description="SWI-7, SWI-A1: optional = a jack-attacked player may miss his turn although he holds "
            "a J; forced_if_able = he must answer with a J if he can"
        ),
    ] = "optional"
    mix_twos_fours: Annotated[
        bool, msgspec.Meta(description="SWI-6, SWI-A3: a 4 may answer a two-obligation and a 2 a four-obligation")
    ] = False
    two_cap: Annotated[
        int, msgspec.Meta(ge=2, le=104, description="SWI-5, SWI-A5: the most cards a two-obligation reaches")
    ] = 8
    four_cap: Annotated[
        int, msgspec.Meta(ge=4, le=104, description="SWI-6, SWI-A5: the most cards a four-obligation reaches")
    ] = 16
    wild_on_pending: Annotated[
        bool,
        msgspec.Meta(
            description="SWI-6, SWI-A4: an ace may be played on a pending 2/4 obligation or a jack attack; it "
            "cancels the obligation or the attack and names a suit"
        ),
    ] = False
    starter_trick_card: Annotated[
        Literal["bury", "as_dealer_play", "ignore"],
        msgspec.Meta(
            description="SWI-1, SWI-A7: a starter A, 2, 4 or J is buried and another turned; or acts as the "
            "dealer's play (2/4 obligation, J reversal and attack); or has no effect"
        ),
    ] = "bury"
    last_card_enforcement: Annotated[
        Literal["automatic", "challenge"],
        msgspec.Meta(
            description="SWI-8, SWI-A9: automatic = a play leaving one card without announce_last draws the "
            "penalty at once; challenge = only if an opponent challenges before the next action"
        ),
    ] = "automatic"
    infraction_penalty_cards: Annotated[
        int, msgspec.Meta(ge=0, le=10, description="SWI-8: cards drawn for a missed last-card call")
    ] = 2
    turn_timeout_s: Annotated[
        TurnTimeout,
        msgspec.Meta(
            description="SWI-9, SWI-A11: turn clock in seconds (5..86400); a player whose time runs out draws 2 "
            "and his turn ends; null = no clock"
        ),
    ] = None
    abandon_after: AbandonAfter = 3
    disconnect_grace_s: DisconnectGrace = None
    stock_exhausted: Annotated[
        Literal["reshuffle_keep_top"],
        msgspec.Meta(description="SWI-12, SWI-A13: an empty stock is the discard pile minus its top card, shuffled"),
    ] = "reshuffle_keep_top"
    target: Annotated[
        Annotated[int, msgspec.Meta(ge=1, le=MAX_SAFE_INT)] | None,
        msgspec.Meta(description="SWI-13, SWI-A14: match target; null = 50 x players"),
    ] = None
    first_dealer: Annotated[
        Annotated[int, msgspec.Meta(ge=0, le=MAX_PLAYERS - 1)] | None,
        msgspec.Meta(description="dealer of deal 1; null = the last seat"),
    ] = None


class SwitchPlay(
    msgspec.Struct,
    tag="play",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """Play ``card`` (SWI-3); an ace names a suit unless it ends the deal; ``announce_last`` calls "Last card"
    when the play leaves one card (SWI-8)."""

    card: CardCode
    named_suit: SuitCode | None = None
    """The suit an ace names; required exactly when the card is an ace that does not end the deal."""
    announce_last: bool = False
    """The call "Last card", with a play that leaves one card (SWI-8); listed only there."""


class SwitchDraw(
    msgspec.Struct,
    tag="draw",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """Draw one card (SWI-4), or the whole pending 2/4 obligation, which ends the turn (SWI-5, SWI-6)."""


class SwitchPass(
    msgspec.Struct,
    tag="pass",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """End the turn: after a draw (SWI-4), or miss the turn when jack-attacked (SWI-7)."""


class SwitchChallenge(
    msgspec.Struct,
    tag="challenge",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """Claim the last-card penalty from ``seat``, who left himself one card without announcing it
    (``last_card_enforcement=challenge``, SWI-8); open until the next accepted action."""

    seat: Annotated[int, msgspec.Meta(ge=0, le=MAX_PLAYERS - 1, description="The seat challenged")]


class SwitchResign(
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


class SwitchClaim(
    msgspec.Struct,
    tag="claim",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """Hand the seat to act, disconnected for disconnect_grace_s, to the house bot (engine/claim.py)."""


SwitchAction = SwitchPlay | SwitchDraw | SwitchPass | SwitchChallenge | SwitchResign | SwitchClaim


class SwitchState(MatchState, kw_only=True):
    """A whole match. Cards are ints (engine/cards.py); the stock's and the pile's top is their last element."""

    options: SwitchOptions
    """Effective options: ``hand_size``, ``target`` and ``first_dealer`` resolved."""
    pile: list[Card]
    named_suit: Suit | None = None
    """The suit named with the ace on top (SWI-3), else None."""
    direction: int = 1
    """+1 in seat order, -1 after an odd number of jacks (SWI-7)."""
    pending: Pending | None = None
    """The 2/4 draw obligation on the seat to act (SWI-5, SWI-6)."""
    jack_attack: int | None = None
    """The jack-attacked seat, which is the seat to act (SWI-7)."""
    drawn: Card | None = None
    """The card the seat to act drew this turn (SWI-4)."""
    announced: list[bool] = []
    """Per seat: called "Last card" and still holds that one card (SWI-8)."""
    challenge: int | None = None
    """The seat open to a last-card challenge (SWI-8, challenge mode)."""
    stuck_passes: int = 0
    """Consecutive passes of players who could neither play nor draw (SWI-12)."""
    deal_actions: int = 0
    """Actions in this deal, automatic passes included (docs/rules/switch.md)."""


class SwitchView(ViewBase, kw_only=True):
    """A Switch match as one seat, or a spectator, sees it."""

    options: SwitchOptions
    legal_actions: list[SwitchAction]
    top: CardCode | None
    """The card to match."""
    discard_count: int
    named_suit: SuitCode | None
    """The suit named with the ace on top (SWI-3), else null."""
    pending: PendingDraw | None
    """The 2/4 obligation on the seat to act: the rank that answers it and the cards to draw (SWI-5, SWI-6)."""
    jack_attack: int | None
    """The jack-attacked seat: it may answer with a J or miss its turn (SWI-7)."""
    announced: list[bool]
    """Per seat: has called "Last card" and holds that one card (SWI-8)."""
    challenge_open: ChallengeWindow | None
    """The open last-card challenge, if any (``last_card_enforcement=challenge``, SWI-8)."""
    drawn_this_turn: int
    """Cards the seat to act has drawn this turn: 0 or 1 (SWI-4)."""
