from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.webhook_queue_matched_data import WebhookQueueMatchedData


T = TypeVar("T", bound="WebhookQueueMatched")


@_attrs_define
class WebhookQueueMatched:
    """The body of a ``queue_matched`` delivery."""

    id: str
    """ Stable: the same event keeps it through every retry (de-duplicate by it). """
    created: str
    """ When the tickets were matched (RFC 3339, UTC). """
    data: WebhookQueueMatchedData
    """ ``data`` of a ``queue_matched`` event: quick match formed a table of the app's queued players. """
    type_: Literal["queue_matched"] = "queue_matched"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_

        created = self.created

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "created": created,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_queue_matched_data import WebhookQueueMatchedData  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = cast(Literal["queue_matched"], d.pop("type"))
        if type_ != "queue_matched":
            raise ValueError(f"type must match const 'queue_matched', got '{type_}'")

        created = d.pop("created")

        data = WebhookQueueMatchedData.from_dict(d.pop("data"))

        webhook_queue_matched = cls(
            id=id,
            type_=type_,
            created=created,
            data=data,
        )

        webhook_queue_matched.additional_properties = d
        return webhook_queue_matched

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
