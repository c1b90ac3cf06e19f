from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DealInfo")


@_attrs_define
class DealInfo:
    """The deal in progress (or the last one, once the match is over)."""

    number: int
    """ The deal's number, from 1. """
    dealer: int
    """ The dealer's seat. """
    hand_size: int | None | Unset = UNSET
    """ Cards dealt to each hand in this deal, where it varies from deal to deal. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        dealer = self.dealer

        hand_size: int | None | Unset
        if isinstance(self.hand_size, Unset):
            hand_size = UNSET
        else:
            hand_size = self.hand_size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "dealer": dealer,
            }
        )
        if hand_size is not UNSET:
            field_dict["hand_size"] = hand_size

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        dealer = d.pop("dealer")

        def _parse_hand_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hand_size = _parse_hand_size(d.pop("hand_size", UNSET))

        deal_info = cls(
            number=number,
            dealer=dealer,
            hand_size=hand_size,
        )

        deal_info.additional_properties = d
        return deal_info

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
