from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DealtEvent")


@_attrs_define
class DealtEvent:
    """A deal was dealt: its number, dealer and hand size."""

    deal: int
    """ The deal's number, from 1. """
    dealer: int
    """ The dealer's seat. """
    hand_size: int
    """ Cards dealt to each hand. """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["dealt"] = "dealt"
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        deal = self.deal

        dealer = self.dealer

        hand_size = self.hand_size

        seq = self.seq

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
                "dealer": dealer,
                "hand_size": hand_size,
                "seq": seq,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["dealt"], d.pop("type"))
        if type_ != "dealt":
            raise ValueError(f"type must match const 'dealt', got '{type_}'")

        deal = d.pop("deal")

        dealer = d.pop("dealer")

        hand_size = d.pop("hand_size")

        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        dealt_event = cls(
            type_=type_,
            deal=deal,
            dealer=dealer,
            hand_size=hand_size,
            seq=seq,
            seat=seat,
            bot=bot,
        )

        return dealt_event
