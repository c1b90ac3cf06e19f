from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TimedOutEvent")


@_attrs_define
class TimedOutEvent:
    """``seat``'s turn clock ran out (``turn_timeout_s``): the server acts for it, in the events that follow
    (marked ``bot``).

    """

    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["timed_out"] = "timed_out"
    abandoned: bool | Unset = False
    """ This was the seat's ``abandon_after``-th timeout in a row: the seat is abandoned and the house bot plays it
    from now on; absent otherwise. """
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seq = self.seq

        abandoned = self.abandoned

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
        if abandoned is not UNSET:
            field_dict["abandoned"] = abandoned
        if seat is not UNSET:
            field_dict["seat"] = seat
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["timed_out"], d.pop("type"))
        if type_ != "timed_out":
            raise ValueError(f"type must match const 'timed_out', got '{type_}'")

        seq = d.pop("seq")

        abandoned = d.pop("abandoned", UNSET)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        timed_out_event = cls(
            type_=type_,
            seq=seq,
            abandoned=abandoned,
            seat=seat,
            bot=bot,
        )

        return timed_out_event
