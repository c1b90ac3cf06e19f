from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatSeed")


@_attrs_define
class SeatSeed:
    """One seat's part in the shuffle of a ``fairness: "players"`` match, as its replay publishes it."""

    seed_commitment: str
    """ The SHA-256 (hex) of the seat's client seed, sent when the seat was taken (a bot seat's: the server's). """
    client_seed: str
    """ The seed the seat revealed (a bot seat's: drawn by the server when the seat was set). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seed_commitment = self.seed_commitment

        client_seed = self.client_seed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seed_commitment": seed_commitment,
                "client_seed": client_seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seed_commitment = d.pop("seed_commitment")

        client_seed = d.pop("client_seed")

        seat_seed = cls(
            seed_commitment=seed_commitment,
            client_seed=client_seed,
        )

        seat_seed.additional_properties = d
        return seat_seed

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
