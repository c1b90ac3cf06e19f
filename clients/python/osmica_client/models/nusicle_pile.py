from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NusiclePile")


@_attrs_define
class NusiclePile:
    """One of the three build piles, all face up ([NUS-3](/docs/rules/nusicle#NUS-3))."""

    cards: list[str]
    """ Every card of the pile, bottom first (all face up). """
    top: str
    """ The card the next one must relate to
    ([NUS-7](/docs/rules/nusicle#NUS-7)..[NUS-9](/docs/rules/nusicle#NUS-9)). """
    governing: str
    """ The most recently placed face card: K suit or rank, Q adjacent rank, J next suit
    ([NUS-7](/docs/rules/nusicle#NUS-7)..[NUS-9](/docs/rules/nusicle#NUS-9)). """
    formation_count: int
    """ How many bottom cards came from the deal's formation, not from a hand
    ([NUS-A10](/docs/rules/nusicle#NUS-A10)). """
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
