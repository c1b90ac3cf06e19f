from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ChallengeWindow")


@_attrs_define
class ChallengeWindow:
    """An open last-card challenge ([SWI-8](/docs/rules/switch#SWI-8), [SLO-10](/docs/rules/super-crazy-eights#SLO-10)):
    until the next accepted action, any other seat may send
    ``challenge {seat}``.

    """

    seat: int
    """ The seat that left itself one card without the call. """
    penalty: int
    """ Cards that seat draws if challenged. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        penalty = self.penalty

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "penalty": penalty,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        penalty = d.pop("penalty")

        challenge_window = cls(
            seat=seat,
            penalty=penalty,
        )

        challenge_window.additional_properties = d
        return challenge_window

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
