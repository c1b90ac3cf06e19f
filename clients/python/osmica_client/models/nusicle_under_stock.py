from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NusicleUnderStock")


@_attrs_define
class NusicleUnderStock:
    """The publicly known cards at the bottom of the stock ([NUS-5](/docs/rules/nusicle#NUS-5),
    [NUS-13](/docs/rules/nusicle#NUS-13)).

    """

    cards: list[str]
    """ Cards that lay face up and were put under the stock (set aside in formation,
    [NUS-5](/docs/rules/nusicle#NUS-5); recycled by an ace,
    [NUS-13](/docs/rules/nusicle#NUS-13)) and may still be in it. Once the players draw into them it also holds the
    drawn ones not yet seen
    on a pile, so it can be longer than ``count``. """
    count: int
    """ How many of the stock's cards (its bottom ones) are such cards. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        count = d.pop("count")

        nusicle_under_stock = cls(
            cards=cards,
            count=count,
        )

        nusicle_under_stock.additional_properties = d
        return nusicle_under_stock

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
