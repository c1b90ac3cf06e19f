from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PresenceEvent")


@_attrs_define
class PresenceEvent:
    """A seat's connection changed (README, Presence): sent on streams only (`event: presence`, no `id`), never
    stored with the match's events, never counted in their `seq`.

    """

    seat: int
    """ The seat whose connection changed. """
    connected: bool
    """ True: the seat has an open stream or long poll, or made a request with its token lately, on some replica;
    false: none for the presence window. """
    type_: Literal["presence"] = "presence"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        connected = self.connected

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "connected": connected,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["presence"], d.pop("type"))
        if type_ != "presence":
            raise ValueError(f"type must match const 'presence', got '{type_}'")

        seat = d.pop("seat")

        connected = d.pop("connected")

        presence_event = cls(
            type_=type_,
            seat=seat,
            connected=connected,
        )

        return presence_event
