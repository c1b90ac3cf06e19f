from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PresenceEvent")


@_attrs_define
class PresenceEvent:
    """``seat``'s connection state changed (README, Presence): ``connected`` as every view's ``connected`` now
    shows it. The service's own event, caused by no action; never sent for a seat the server plays.

    """

    connected: bool
    """ True: the seat has an open stream or long poll, or made a request with its token lately, on some replica;
    false: none for the presence window. """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["presence"] = "presence"
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        connected = self.connected

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
                "connected": connected,
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
        type_ = cast(Literal["presence"], d.pop("type"))
        if type_ != "presence":
            raise ValueError(f"type must match const 'presence', got '{type_}'")

        connected = d.pop("connected")

        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        presence_event = cls(
            type_=type_,
            connected=connected,
            seq=seq,
            seat=seat,
            bot=bot,
        )

        return presence_event
