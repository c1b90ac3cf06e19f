from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="QueueTicket")


@_attrs_define
class QueueTicket:
    """A queued player's ticket: a bearer secret, shown once; the server keeps only its hash."""

    ticket: str
    """ Poll it with ``GET /v1/queue/{ticket}`` (no API key needed: whoever holds it may poll and cancel). """
    status: Literal["searching"] = "searching"
    """ Always ``searching``. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ticket = self.ticket

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ticket": ticket,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ticket = d.pop("ticket")

        status = cast(Literal["searching"], d.pop("status"))
        if status != "searching":
            raise ValueError(f"status must match const 'searching', got '{status}'")

        queue_ticket = cls(
            ticket=ticket,
            status=status,
        )

        queue_ticket.additional_properties = d
        return queue_ticket

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
