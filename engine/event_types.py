"""The wire shape of every event, per variant: a tagged union on ``type`` (the contract's typed events).

:class:`engine.events.Event` is what ``apply`` returns and the store keeps; :func:`engine.events.redact` turns
it into the JSON a caller receives. The Structs below describe that JSON, one per event type, with ``seq``
(numbered by the service) and ``seat`` first. Events that mean the same in several games share one type
(``DrewEvent``, ``DealEndedEvent``, ...); where a game adds fields it has its own (``NusiclePlayedEvent``).
Each variant's union (``SWITCH_EVENT``, ...) lists exactly the events it emits; the registry carries it.

Only the seat concerned sees the ``cards`` of a ``drew`` or ``penalty`` event: for everybody else the field is
absent (rules CE8-6, SWI-4, SWI-8, SLO-5, SLO-10, NUS-11).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from engine.actions import CardCode
from engine.cards import SuitCode

DealEndReason = Literal["went_out", "blocked", "stalled", "pat", "voided", "resigned"]
"""How a deal ended: ``went_out`` (a hand emptied), ``blocked`` (nobody could play or draw), ``stalled`` (Nags:
too many stock turns in a row, NAG-16), ``pat`` (Nusicle: nobody can ever play again, NUS-17; not counted),
``voided`` (the safety cap of 5,000 actions: scores nothing and the same dealer deals again), ``resigned`` (a
resignation ended the match: scores nothing)."""

Seat = Annotated[int, msgspec.Meta(ge=0, description="A seat, 0 .. players - 1.")]
Cards = Annotated[list[CardCode], msgspec.Meta(description="Cards, as card codes.")]
PRIVATE = "Only in the events of the seat concerned (its token); absent for every other caller."


class EventBase(msgspec.Struct, kw_only=True, tag_field="type", forbid_unknown_fields=True, omit_defaults=True):
    seq: Annotated[int, msgspec.Meta(ge=1, description="Counts from 1 over the whole match; no gaps.")]
    seat: Annotated[
        Seat | None, msgspec.Meta(description="The seat that acted or is concerned; null when no seat is.")
    ] = None
    bot: Annotated[
        bool,
        msgspec.Meta(
            description="A move the server made for this event's seat (a bot seat, a resigned or abandoned "
            "seat's house bot, or a timeout); absent otherwise, also on what such a move causes for another seat "
            "(a player's automatic pass)."
        ),
    ] = False


class DealtEvent(EventBase, tag="dealt"):
    """A deal was dealt: its number, dealer and hand size."""

    deal: Annotated[int, msgspec.Meta(ge=1, description="The deal's number, from 1.")]
    dealer: Annotated[Seat, msgspec.Meta(description="The dealer's seat.")]
    hand_size: Annotated[int, msgspec.Meta(ge=1, description="Cards dealt to each hand.")]


class MisdealEvent(EventBase, tag="misdeal"):
    """Nusicle: the stock ran out while the piles were formed; the same dealer deals again (NUS-6)."""

    deal: Annotated[int, msgspec.Meta(ge=1, description="The deal's number, from 1.")]
    dealer: Annotated[Seat, msgspec.Meta(description="The dealer's seat.")]


class StarterEvent(EventBase, tag="starter"):
    """The stock's top card was turned to start the discard pile."""

    card: Annotated[CardCode, msgspec.Meta(description="The starter.")]


class BuriedEvent(EventBase, tag="buried"):
    """A turned starter was buried at a random place in the stock, and another card turned (CE8-2, SWI-1,
    NAG-A5)."""

    card: Annotated[CardCode, msgspec.Meta(description="The buried card.")]


class PlayedEvent(EventBase, tag="played"):
    """``seat`` played ``card`` (SWI-3, SLO-4)."""

    card: Annotated[CardCode, msgspec.Meta(description="The card played.")]
    named_suit: Annotated[SuitCode | None, msgspec.Meta(description="The suit named with a wild card.")] = None
    announced: Annotated[
        bool, msgspec.Meta(description="The play carried the last-card call (SWI-8, SLO-10); absent: it did not.")
    ] = False


class CrazyEightsPlayedEvent(EventBase, tag="played"):
    """``seat`` played ``card`` (CE8-4)."""

    card: Annotated[CardCode, msgspec.Meta(description="The card played.")]
    named_suit: Annotated[SuitCode | None, msgspec.Meta(description="The suit named with an 8 (CE8-5).")] = None


class NagsPlayedEvent(EventBase, tag="played"):
    """``seat`` played ``card``, then the ``more`` cards of the same rank, the last one on top (NAG-7, NAG-9)."""

    card: Annotated[CardCode, msgspec.Meta(description="The first card played.")]
    more: Annotated[Cards | None, msgspec.Meta(description="Further cards of the same rank (multi_card_play).")] = None


class NusiclePlayedEvent(EventBase, tag="played"):
    """``seat`` placed ``card`` on build pile ``pile`` (NUS-7 … NUS-9, NUS-12)."""

    card: Annotated[CardCode, msgspec.Meta(description="The card played.")]
    pile: Annotated[int, msgspec.Meta(ge=0, le=2, description="The build pile, 0 to 2.")]


class AcePlayedEvent(EventBase, tag="ace_played"):
    """Nusicle: ``seat`` reset pile ``pile`` with ``ace`` and started it again with ``face`` (NUS-13)."""

    ace: Annotated[CardCode, msgspec.Meta(description="The ace played.")]
    pile: Annotated[int, msgspec.Meta(ge=0, le=2, description="The build pile reset, 0 to 2.")]
    face: Annotated[CardCode, msgspec.Meta(description="The face card put on the ace.")]
    recycled: Annotated[Cards, msgspec.Meta(description="The pile's other cards, now shuffled under the stock.")]


class PilesFormedEvent(EventBase, tag="piles_formed"):
    """Nusicle: the three build piles were formed (NUS-3 … NUS-5)."""

    piles: Annotated[list[Cards], msgspec.Meta(description="The three piles, bottom card first.")]
    set_aside: Annotated[Cards, msgspec.Meta(description="Cards set aside under an ace, shuffled under the stock.")]


class DrewEvent(EventBase, tag="drew"):
    """``seat`` drew ``count`` cards: by choice, or a pending draw obligation (SWI-5, SLO-8)."""

    count: Annotated[int, msgspec.Meta(ge=0, description="Cards drawn (fewer than due when the stock ran out).")]
    cards: Annotated[Cards | None, msgspec.Meta(description=f"The cards drawn. {PRIVATE}")] = None
    reason: Annotated[
        Literal["two_obligation"] | None,
        msgspec.Meta(description="``two_obligation``: a pending 2-obligation was drawn (SLO-8); absent otherwise."),
    ] = None


class PenaltyEvent(EventBase, tag="penalty"):
    """``seat`` drew penalty cards for a missed last-card call (SWI-8, SLO-10) or a turn that timed out (SWI-9)."""

    count: Annotated[int, msgspec.Meta(ge=0, description="Penalty cards drawn.")]
    reason: Annotated[
        Literal["last_card", "timeout"],
        msgspec.Meta(description="``last_card``: the call was missing; ``timeout``: the turn clock ran out (SWI-9)."),
    ]
    cards: Annotated[Cards | None, msgspec.Meta(description=f"The cards drawn. {PRIVATE}")] = None


class PassedEvent(EventBase, tag="passed"):
    """``seat`` ended its turn without playing."""

    auto: Annotated[bool, msgspec.Meta(description="The server passed for the seat: it was its only legal action.")] = (
        False
    )


class SkippedEvent(EventBase, tag="skipped"):
    """``seat`` misses its turn (SLO-6, SLO-7)."""


class WentOutEvent(EventBase, tag="went_out"):
    """Crazy Eights partnership play: ``seat`` played its last card and is skipped from now on (CE8-15)."""


class DirectionChangedEvent(EventBase, tag="direction_changed"):
    """The direction of play reversed (SWI-7, SLO-6)."""

    direction: Annotated[int, msgspec.Meta(ge=-1, le=1, description="+1: seat order; -1: the reverse.")]


class ChallengedEvent(EventBase, tag="challenged"):
    """``seat`` challenged ``target``'s missed last-card call (SWI-8, SLO-10); a ``penalty`` event follows."""

    target: Annotated[Seat, msgspec.Meta(description="The seat challenged.")]


class ReshuffledEvent(EventBase, tag="reshuffled"):
    """The discard pile was shuffled into a new stock (CE8-9, SWI-12, SLO-11, NAG-15)."""

    count: Annotated[int, msgspec.Meta(ge=0, description="Cards moved into the stock.")]


class HorsesEvent(EventBase, tag="horses"):
    """Nags: the four horses were turned (NAG-2)."""

    cards: Annotated[Cards, msgspec.Meta(description="The horses, in the order turned.")]


class HorsesReturnedEvent(EventBase, tag="horses_returned"):
    """Nags: duplicate horse ranks went back into the deck (NAG-2)."""

    cards: Annotated[Cards, msgspec.Meta(description="The cards returned.")]


class HorseFinishedEvent(EventBase, tag="horse_finished"):
    """Nags: a horse's twin reached the pile; the horse finishes for ``seat`` (NAG-11)."""

    horse: Annotated[CardCode, msgspec.Meta(description="The horse.")]
    card: Annotated[CardCode, msgspec.Meta(description="Its twin, just put on the pile.")]
    place: Annotated[int, msgspec.Meta(ge=1, le=4, description="The finishing place, 1 to 4.")]


class HorseFellEvent(EventBase, tag="horse_fell"):
    """Nags: a rival reached the pile before the twin; the horse falls (NAG-12)."""

    horse: Annotated[CardCode, msgspec.Meta(description="The horse.")]
    card: Annotated[CardCode, msgspec.Meta(description="The rival, just put on the pile.")]


class RankDirectionChangedEvent(EventBase, tag="rank_direction_changed"):
    """Nags: the play went the other way in rank (NAG-8)."""

    rank_direction: Annotated[Literal["up", "down"], msgspec.Meta(description="The new rank direction.")]


class TurnedStockEvent(EventBase, tag="turned_stock"):
    """Nags: ``seat`` turned the top stock card onto the pile (NAG-10)."""

    card: Annotated[CardCode, msgspec.Meta(description="The card turned.")]


class DealEndedEvent(EventBase, tag="deal_ended"):
    """A deal ended and was scored; ``seat`` is its winner where it has one."""

    deal: Annotated[int, msgspec.Meta(ge=1, description="The deal's number, from 1.")]
    reason: Annotated[DealEndReason, msgspec.Meta(description="How the deal ended.")]
    scores: Annotated[list[int], msgspec.Meta(description="The deal's score per seat (per side in partnership).")]


class NusicleDealEndedEvent(EventBase, tag="deal_ended"):
    """A deal ended and was scored; ``seat`` is its winner where it has one (NUS-15, NUS-17, NUS-18)."""

    deal: Annotated[int, msgspec.Meta(ge=1, description="The deal's number, from 1.")]
    reason: Annotated[DealEndReason, msgspec.Meta(description="How the deal ended.")]
    scores: Annotated[list[int], msgspec.Meta(description="The deal's score per seat.")]
    pile: Annotated[
        Annotated[int, msgspec.Meta(ge=0, le=2)] | None,
        msgspec.Meta(description="The pile of the winner's last card, which he scores."),
    ] = None


class ResignedEvent(EventBase, tag="resigned"):
    """``seat`` resigned: with two players or in partnership play the match ends; with more, the house bot plays
    the seat from then on."""


class TimedOutEvent(EventBase, tag="timed_out"):
    """``seat``'s turn clock ran out (``turn_timeout_s``): the server acts for it, in the events that follow
    (marked ``bot``)."""

    abandoned: Annotated[
        bool,
        msgspec.Meta(
            description="This was the seat's ``abandon_after``-th timeout in a row: the seat is abandoned and the "
            "house bot plays it from now on; absent otherwise."
        ),
    ] = False


class TokenReissuedEvent(EventBase, tag="token_reissued"):
    """The host gave ``seat`` a new token while the match is played: the seat's old token stopped working, and
    every stream opened with it ended (``event: revoked``). Announced to every seat; no card changes hands."""


class ClaimedEvent(EventBase, tag="claimed"):
    """``seat``, to act and disconnected for ``disconnect_grace_s``, was claimed by ``by``: the house bot plays
    it from now on, and it is marked ``resigned``."""

    by: Annotated[Seat, msgspec.Meta(description="The seat that claimed it.")]


class MatchEndedEvent(EventBase, tag="match_ended"):
    """The match is over."""

    winners: Annotated[list[Seat], msgspec.Meta(description="The winning seats (ties share; both partners).")]
    scores: Annotated[list[int], msgspec.Meta(description="The final cumulative scores.")]


CrazyEightsEvent = (
    DealtEvent
    | BuriedEvent
    | StarterEvent
    | CrazyEightsPlayedEvent
    | DrewEvent
    | PassedEvent
    | WentOutEvent
    | ReshuffledEvent
    | DealEndedEvent
    | ResignedEvent
    | TimedOutEvent
    | TokenReissuedEvent
    | ClaimedEvent
    | MatchEndedEvent
)
SwitchEvent = (
    DealtEvent
    | BuriedEvent
    | StarterEvent
    | PlayedEvent
    | DrewEvent
    | PassedEvent
    | DirectionChangedEvent
    | PenaltyEvent
    | ChallengedEvent
    | ReshuffledEvent
    | DealEndedEvent
    | ResignedEvent
    | TimedOutEvent
    | TokenReissuedEvent
    | ClaimedEvent
    | MatchEndedEvent
)
SuperCrazyEightsEvent = (
    DealtEvent
    | StarterEvent
    | PlayedEvent
    | DrewEvent
    | PassedEvent
    | SkippedEvent
    | DirectionChangedEvent
    | PenaltyEvent
    | ChallengedEvent
    | ReshuffledEvent
    | DealEndedEvent
    | ResignedEvent
    | TimedOutEvent
    | TokenReissuedEvent
    | ClaimedEvent
    | MatchEndedEvent
)
NagsEvent = (
    DealtEvent
    | HorsesReturnedEvent
    | HorsesEvent
    | BuriedEvent
    | StarterEvent
    | NagsPlayedEvent
    | TurnedStockEvent
    | RankDirectionChangedEvent
    | HorseFinishedEvent
    | HorseFellEvent
    | ReshuffledEvent
    | DealEndedEvent
    | ResignedEvent
    | TimedOutEvent
    | TokenReissuedEvent
    | ClaimedEvent
    | MatchEndedEvent
)
NusicleEvent = (
    DealtEvent
    | MisdealEvent
    | PilesFormedEvent
    | NusiclePlayedEvent
    | AcePlayedEvent
    | DrewEvent
    | PassedEvent
    | NusicleDealEndedEvent
    | ResignedEvent
    | TimedOutEvent
    | TokenReissuedEvent
    | ClaimedEvent
    | MatchEndedEvent
)
