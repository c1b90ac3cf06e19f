from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.presence_event import PresenceEvent


T = TypeVar("T", bound="PresenceMessage")


@_attrs_define
class PresenceMessage:
    """The `data` of a stream's `event: presence` message: a seat's connection changed. A stream starts from no
    seat connected: it sends one for each seat connected when it starts following the match (after the events it
    owes), then one per change. No `id:` line: `Last-Event-ID` still names the last event.

    """

    event: PresenceEvent
    """ A seat's connection changed (README, Presence): sent on streams only (`event: presence`, no `id`), never
    stored with the match's events, never counted in their `seq`. """
    version: int
    """ The match's version as the stream last read it. """
    connected: list[bool]
    """ Per seat: connected now, as a view's `connected` would show it. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        event = self.event.to_dict()

        version = self.version

        connected = self.connected

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "version": version,
                "connected": connected,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.presence_event import PresenceEvent  # noqa: PLC0415

        d = dict(src_dict)
        event = PresenceEvent.from_dict(d.pop("event"))

        version = d.pop("version")

        connected = cast(list[bool], d.pop("connected"))

        presence_message = cls(
            event=event,
            version=version,
            connected=connected,
        )

        presence_message.additional_properties = d
        return presence_message

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
