from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nags_horse_state import NagsHorseState, check_nags_horse_state

T = TypeVar("T", bound="NagsHorse")


@_attrs_define
class NagsHorse:
    """One of the four horses as every view shows it (docs/rules/nags.md)."""

    card: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    state: NagsHorseState
    """ ``running``; ``finished`` (its twin reached the pile first, [NAG-11](/docs/rules/nags#NAG-11)); ``fallen``
    (a rival did, [NAG-12](/docs/rules/nags#NAG-12)). """
    place: int | None
    """ Finishing place 1..4 of a finished horse; null otherwise (fallen horses take no place,
    [NAG-A14](/docs/rules/nags#NAG-A14)). """
    owner: int | None
    """ The seat that brought a finished horse home; null otherwise (or for a starter with credit_nobody). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        state: str = self.state

        place: int | None
        place = self.place

        owner: int | None
        owner = self.owner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "state": state,
                "place": place,
                "owner": owner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        state = check_nags_horse_state(d.pop("state"))

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        def _parse_owner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner = _parse_owner(d.pop("owner"))

        nags_horse = cls(
            card=card,
            state=state,
            place=place,
            owner=owner,
        )

        nags_horse.additional_properties = d
        return nags_horse

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
