from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WentOutEvent")


@_attrs_define
class WentOutEvent:
    """Crazy Eights partnership play: ``seat`` played its last card and is skipped from now on ([CE8-15](/docs/rules/crazy-
    eights#CE8-15)).

    """

    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["went_out"] = "went_out"
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

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
        type_ = cast(Literal["went_out"], d.pop("type"))
        if type_ != "went_out":
            raise ValueError(f"type must match const 'went_out', got '{type_}'")

        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        went_out_event = cls(
            type_=type_,
            seq=seq,
            seat=seat,
            bot=bot,
        )

        return went_out_event
