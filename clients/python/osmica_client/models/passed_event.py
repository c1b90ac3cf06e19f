from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PassedEvent")


@_attrs_define
class PassedEvent:
    """``seat`` ended its turn without playing."""

    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["passed"] = "passed"
    auto: bool | Unset = False
    """ The server passed for the seat: it was its only legal action. """
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seq = self.seq

        auto = self.auto

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
        if auto is not UNSET:
            field_dict["auto"] = auto
        if seat is not UNSET:
            field_dict["seat"] = seat
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["passed"], d.pop("type"))
        if type_ != "passed":
            raise ValueError(f"type must match const 'passed', got '{type_}'")

        seq = d.pop("seq")

        auto = d.pop("auto", UNSET)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        passed_event = cls(
            type_=type_,
            seq=seq,
            auto=auto,
            seat=seat,
            bot=bot,
        )

        return passed_event
