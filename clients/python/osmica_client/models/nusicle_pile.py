from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NusiclePile")


@_attrs_define
class NusiclePile:
    cards: list[str]
    top: str
    governing: str
    formation_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        top = self.top

        governing = self.governing

        formation_count = self.formation_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "top": top,
                "governing": governing,
                "formation_count": formation_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        top = d.pop("top")

        governing = d.pop("governing")

        formation_count = d.pop("formation_count")

        nusicle_pile = cls(
            cards=cards,
            top=top,
            governing=governing,
            formation_count=formation_count,
        )

        nusicle_pile.additional_properties = d
        return nusicle_pile

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
