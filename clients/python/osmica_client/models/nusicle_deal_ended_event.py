from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.deal_end_reason import DealEndReason, check_deal_end_reason
from ..types import UNSET, Unset

T = TypeVar("T", bound="NusicleDealEndedEvent")


@_attrs_define
class NusicleDealEndedEvent:
    """A deal ended and was scored; ``seat`` is its winner where it has one ([NUS-15](/docs/rules/nusicle#NUS-15),
    [NUS-17](/docs/rules/nusicle#NUS-17), [NUS-18](/docs/rules/nusicle#NUS-18)).

    """

    deal: int
    """ The deal's number, from 1. """
    reason: DealEndReason
    """ How a deal ended: `went_out` a hand emptied; `blocked` nobody could play or draw; `stalled` (Nags) too many
    stock turns in a row, [NAG-16](/docs/rules/nags#NAG-16); `pat` (Nusicle) nobody can ever play again,
    [NUS-17](/docs/rules/nusicle#NUS-17), not counted; `voided` the safety cap of 5,000 actions, scores nothing and
    the same dealer deals again; `resigned` a resignation ended the match, scores nothing. """
    scores: list[int]
    """ The deal's score per seat. """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["deal_ended"] = "deal_ended"
    pile: int | None | Unset = UNSET
    """ The pile of the winner's last card, which he scores. """
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        deal = self.deal

        reason: str = self.reason

        scores = self.scores

        seq = self.seq

        pile: int | None | Unset
        if isinstance(self.pile, Unset):
            pile = UNSET
        else:
            pile = self.pile

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "deal": deal,
                "reason": reason,
                "scores": scores,
                "seq": seq,
            }
        )
        if pile is not UNSET:
            field_dict["pile"] = pile
        if seat is not UNSET:
            field_dict["seat"] = seat
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["deal_ended"], d.pop("type"))
        if type_ != "deal_ended":
            raise ValueError(f"type must match const 'deal_ended', got '{type_}'")

        deal = d.pop("deal")

        reason = check_deal_end_reason(d.pop("reason"))

        scores = cast(list[int], d.pop("scores"))

        seq = d.pop("seq")

        def _parse_pile(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        pile = _parse_pile(d.pop("pile", UNSET))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        nusicle_deal_ended_event = cls(
            type_=type_,
            deal=deal,
            reason=reason,
            scores=scores,
            seq=seq,
            pile=pile,
            seat=seat,
            bot=bot,
        )

        return nusicle_deal_ended_event
