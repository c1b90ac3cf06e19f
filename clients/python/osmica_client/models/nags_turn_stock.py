from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NagsTurnStock")


@_attrs_define
class NagsTurnStock:
    """Turn the top stock card onto the pile and end the turn ([NAG-10](/docs/rules/nags#NAG-10))."""

    type_: Literal["turn_stock"] = "turn_stock"

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
        type_ = cast(Literal["turn_stock"], d.pop("type"))
        if type_ != "turn_stock":
            raise ValueError(f"type must match const 'turn_stock', got '{type_}'")

        nags_turn_stock = cls(
            type_=type_,
        )

        return nags_turn_stock
