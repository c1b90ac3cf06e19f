from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Reveal")


@_attrs_define
class Reveal:
    """A seat's client seed, revealed once every seat of a ``fairness: "players"`` match is taken."""

    client_seed: str
    """ The 32 bytes (64 lowercase hexadecimal digits) whose SHA-256 the seat committed to. """

    def to_dict(self) -> dict[str, Any]:
        client_seed = self.client_seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "client_seed": client_seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_seed = d.pop("client_seed")

        reveal = cls(
            client_seed=client_seed,
        )

        return reveal
