from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.webhook_turn_data import WebhookTurnData


T = TypeVar("T", bound="WebhookTurn")


@_attrs_define
class WebhookTurn:
    """The body of a ``turn`` delivery."""

    id: str
    """ Stable: the same event keeps it through every retry (de-duplicate by it). """
    created: str
    """ When the change that caused it was committed (RFC 3339, UTC). """
    data: WebhookTurnData
    """ ``data`` of a ``turn`` event: a seat bound to a player is to act. """
    type_: Literal["turn"] = "turn"
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
        from ..models.webhook_turn_data import WebhookTurnData  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = cast(Literal["turn"], d.pop("type"))
        if type_ != "turn":
            raise ValueError(f"type must match const 'turn', got '{type_}'")

        created = d.pop("created")

        data = WebhookTurnData.from_dict(d.pop("data"))

        webhook_turn = cls(
            id=id,
            type_=type_,
            created=created,
            data=data,
        )

        webhook_turn.additional_properties = d
        return webhook_turn

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
