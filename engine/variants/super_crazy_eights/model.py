"""Super Crazy Eights: house rules, actions, match state and view (docs/rules/super-crazy-eights.md)."""

from __future__ import annotations

from typing import Annotated, Final, Literal

import msgspec

from engine.actions import CardCode
from engine.cards import ACE, JACK, KING, QUEEN, Card, SuitCode
from engine.claim import DisconnectGrace
from engine.clock import AbandonAfter, TurnTimeout
from engine.match import MatchState
from engine.obligations import Pending
from engine.views import ChallengeWindow, PendingDraw, ViewBase

VARIANT_ID: Final = "super-crazy-eights"
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 12
EIGHT: Final = 8
TWO: Final = 2
THREE: Final = 3
#: SLO-2: the default schedule of hand sizes, one entry per deal (15 deals).
DEAL_SCHEDULE: Final = (8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8)
#: SLO-13: penalty points of a card left in hand, indexed by rank (2..14).
CARD_VALUES: Final = tuple(
    {TWO: 20, THREE: 3, EIGHT: 50, JACK: 10, QUEEN: 10, KING: 10, ACE: 1}.get(r, r) if r >= 2 else 0 for r in range(15)
)
#: The hard safety cap: a deal reaching this many accepted actions is voided (reason ``voided``).
DEAL_ACTION_CAP: Final = 5000


class SuperCrazyEightsOptions(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """House rules of Super Lude Osmice (docs/rules/super-crazy-eights.md); the view shows the effective values."""

    decks: Annotated[int, msgspec.Meta(ge=1, le=2, description="SLO-1 / SLO-A2: 52-card decks in play")] | None = None
    """null in a request = 1 for up to 4 players, 2 for 5 or more."""
    deal_schedule: Annotated[
        tuple[Annotated[int, msgspec.Meta(ge=1, le=51)], ...],
        msgspec.Meta(
            min_length=1,
            max_length=52,
            description="SLO-2: cards dealt to each player in deal 1, 2, ...; the match has one deal per entry, "
            "and players * max(entry) + 2 must not exceed the deck",
        ),
    ] = DEAL_SCHEDULE
    starter_effects: Annotated[
        Literal["as_dealer_play", "none"],
        msgspec.Meta(
            description="SLO-3: the turned starter acts as the dealer's play (A reverses, 2 obliges the first "
            "player to draw 2, 3 skips him, 8 gives a free lead), or is an ordinary card to match"
        ),
    ] = "as_dealer_play"
    starter_two_counterable: Annotated[
        bool,
        msgspec.Meta(
            description="SLO-3 / SLO-A6: false: the first player draws 2 on a starter 2 and the next one plays "
            "(the seed); true: he may instead answer it with a 2, as any 2 (SLO-8)"
        ),
    ] = False
    drawn_card_playable: Annotated[
        bool,
        msgspec.Meta(description="SLO-5 / SLO-A15: after drawing, the drawn card (only it) may be played if legal"),
    ] = True
    voluntary_draw: Annotated[
        bool, msgspec.Meta(description="SLO-5 / SLO-A16: a player may draw although he holds a legal card")
    ] = True
    two_stack_cap: (
        Annotated[
            int,
            msgspec.Meta(
                ge=2,
                le=16,
                description="SLO-8 / SLO-A10: the most cards a 2-obligation can reach (further 2s may still be "
                "played but do not raise it); null = no cap besides the 2s in the deck",
            ),
        ]
        | None
    ) = None
    answer_to_pending_two: Annotated[
        Literal["twos_only", "twos_or_eights"],
        msgspec.Meta(
            description="SLO-8 / SLO-A11: what answers a pending 2-obligation besides drawing it: another 2, or "
            "also an 8, which cancels the obligation and names a suit"
        ),
    ] = "twos_only"
    reverse_with_two_players: Annotated[
        Literal["noop", "skip"],
        msgspec.Meta(
            description="SLO-6 / SLO-A8: with two players an ace changes nothing (the opponent moves next) or "
            "skips the opponent like a 3 (the ace's player moves again)"
        ),
    ] = "noop"
    last_card_mode: Annotated[
        Literal["second_to_last", "last", "off"],
        msgspec.Meta(
            description="SLO-10 / SLO-A13: 'Poslednja' is announced (announce_last) with the play that leaves one "
            "card, or with the going-out play itself, or never"
        ),
    ] = "second_to_last"
    last_card_enforcement: Annotated[
        Literal["automatic", "challenge"],
        msgspec.Meta(
            description="SLO-10 / SLO-A13: a missing call is punished when the player tries to play "
            "his last card (the card stays, he draws 1), or only if an opponent sends challenge {seat} before the "
            "next accepted action (he draws 1 at once); challenge needs last_card_mode second_to_last or off"
        ),
    ] = "automatic"
    reshuffle_keep_top: Annotated[
        bool,
        msgspec.Meta(
            description="SLO-11 / SLO-A14: on an empty stock shuffle the pile but its top card when a card must "
            "be drawn (a player who can neither play nor draw passes; a full round of such passes ends the deal), "
            "instead of the whole pile as soon as the stock empties, followed by a free lead"
        ),
    ] = False
    table_orientation: Annotated[
        Literal["counterclockwise", "clockwise"],
        msgspec.Meta(
            description="SLO-A3: which way seat order runs at the table (the seed's customary "
            "'desni smer' is counterclockwise); a label only, it changes no rule"
        ),
    ] = "counterclockwise"
    first_dealer: Annotated[int, msgspec.Meta(ge=0, le=MAX_PLAYERS - 1, description="deal 1's dealer")] | None = None
    """null in a request = the last seat, players - 1."""
    turn_timeout_s: TurnTimeout = None
    abandon_after: AbandonAfter = 3
    disconnect_grace_s: DisconnectGrace = None


class SuperCrazyEightsPlay(
    msgspec.Struct, tag="play", tag_field="type", kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """Play ``card`` on the pile (SLO-4); an 8 names a suit unless it is the last card (SLO-9, SLO-12)."""

    card: CardCode
    named_suit: SuitCode | None = None
    """Required exactly when ``card`` is an 8 and the player keeps at least one card."""
    announce_last: bool = False
    """'Poslednja' (SLO-10): with the play leaving one card (``second_to_last``) or the going-out play (``last``)."""


class SuperCrazyEightsDraw(
    msgspec.Struct, tag="draw", tag_field="type", kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """Draw one card (SLO-5), or the whole pending 2-obligation, which ends the turn (SLO-8)."""


class SuperCrazyEightsPass(
    msgspec.Struct, tag="pass", tag_field="type", kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """End the turn after drawing without playing the drawn card (SLO-5)."""


class SuperCrazyEightsChallenge(
    msgspec.Struct, tag="challenge", tag_field="type", kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """Claim the 'Poslednja' penalty of ``seat`` (``last_card_enforcement=challenge``, SLO-10)."""

    seat: Annotated[
        int,
        msgspec.Meta(ge=0, le=MAX_PLAYERS - 1, description="The seat that left itself one card without announcing it"),
    ]


class SuperCrazyEightsResign(
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


class SuperCrazyEightsClaim(
    msgspec.Struct,
    tag="claim",
    tag_field="type",
    kw_only=True,
    forbid_unknown_fields=True,
    omit_defaults=True,
    frozen=True,
):
    """Hand the seat to act, disconnected for disconnect_grace_s, to the house bot (engine/claim.py)."""


SuperCrazyEightsAction = (
    SuperCrazyEightsPlay
    | SuperCrazyEightsDraw
    | SuperCrazyEightsPass
    | SuperCrazyEightsChallenge
    | SuperCrazyEightsResign
    | SuperCrazyEightsClaim
)


class SuperCrazyEightsState(MatchState, kw_only=True):
    options: SuperCrazyEightsOptions
    """Effective options: ``decks`` and ``first_dealer`` resolved; ``two_stack_cap`` None means uncapped."""
    pile: list[Card]
    """The discard pile since the last whole-pile reshuffle; last element is the top. May be empty (SLO-11)."""
    direction: int = 1
    named_suit: int | None = None
    """The suit named with the 8 on top (SLO-9)."""
    free_lead: bool = False
    """Any card may be played: a starter 8 (SLO-3) or an emptied pile (SLO-11), until a card is played."""
    pending: Pending | None = None
    """The 2-obligation on the seat to move (SLO-8)."""
    pending_locked: bool = False
    """The pending obligation is a starter 2 that may only be drawn (``starter_two_counterable=false``)."""
    unannounced: list[bool]
    """SLO-10: per seat, left with one card without the call, until that hand changes."""
    drawn: Card | None = None
    """The card the mover drew this turn, while he may still play it (SLO-5)."""
    challenge: int | None = None
    """The seat open to a 'Poslednja' challenge (``last_card_enforcement=challenge``)."""
    passes: int = 0
    """Consecutive turns without a card played or drawn (SLO-11 with ``reshuffle_keep_top``)."""
    deal_actions: int = 0
    """Accepted actions in this deal (the §9.4 safety cap)."""


class SuperCrazyEightsView(ViewBase, kw_only=True):
    """A Super Crazy Eights match as one seat, or a spectator, sees it."""

    options: SuperCrazyEightsOptions
    legal_actions: list[SuperCrazyEightsAction]
    top: CardCode | None
    """The card to match; null on an empty pile (after a whole-pile reshuffle, SLO-11)."""
    discard_count: int
    named_suit: SuitCode | None
    """The suit named with the 8 on top (SLO-9), else null."""
    free_lead: bool
    """The seat to move may play any card: a starter 8 (SLO-3) or an emptied pile (SLO-11)."""
    pending: PendingDraw | None
    """The 2-obligation on the seat to move (SLO-8): ``count`` cards to draw unless a 2 answers it."""
    announced: list[bool]
    """Per seat: has called 'Poslednja' and holds that one card (SLO-10)."""
    challenge_open: ChallengeWindow | None
    """The open 'Poslednja' challenge, if any (``last_card_enforcement=challenge``, SLO-10)."""
    drawn_this_turn: int
    """Cards the seat to move has drawn this turn: 0 or 1; after a draw he may only play the drawn card or pass
    (SLO-5)."""
    drawn_card: CardCode | None
    """The card the viewer drew this turn, in his own view while he may still play it; else null."""
