from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NusicleDraw")


@_attrs_define
class NusicleDraw:
    """Take the stock's top card, once per turn, as the turn's first action ([NUS-11](/docs/rules/nusicle#NUS-11) c)."""

    type_: Literal["draw"] = "draw"

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
        type_ = cast(Literal["draw"], d.pop("type"))
        if type_ != "draw":
            raise ValueError(f"type must match const 'draw', got '{type_}'")

        nusicle_draw = cls(
            type_=type_,
        )

        return nusicle_draw
