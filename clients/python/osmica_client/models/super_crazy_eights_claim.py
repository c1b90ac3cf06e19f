from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SuperCrazyEightsClaim")


@_attrs_define
class SuperCrazyEightsClaim:
    """Hand the seat to act, disconnected for disconnect_grace_s, to the house bot (engine/claim.py)."""

    type_: Literal["claim"] = "claim"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["claim"], d.pop("type"))
        if type_ != "claim":
            raise ValueError(f"type must match const 'claim', got '{type_}'")

        super_crazy_eights_claim = cls(
            type_=type_,
        )

        return super_crazy_eights_claim
