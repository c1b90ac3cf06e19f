from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClaimedEvent")


@_attrs_define
class ClaimedEvent:
    """``seat``, to act and disconnected for ``disconnect_grace_s``, was claimed by ``by``: the house bot plays
    it from now on, and it is marked ``resigned``.

    """

    by: int
    """ The seat that claimed it. """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["claimed"] = "claimed"
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        by = self.by

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
                "by": by,
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
        type_ = cast(Literal["claimed"], d.pop("type"))
        if type_ != "claimed":
            raise ValueError(f"type must match const 'claimed', got '{type_}'")

        by = d.pop("by")

        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        claimed_event = cls(
            type_=type_,
            by=by,
            seq=seq,
            seat=seat,
            bot=bot,
        )

        return claimed_event
