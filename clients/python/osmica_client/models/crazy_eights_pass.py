from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CrazyEightsPass")


@_attrs_define
class CrazyEightsPass:
    """End the turn without playing ([CE8-6](/docs/rules/crazy-eights#CE8-6), [CE8-7](/docs/rules/crazy-eights#CE8-7))."""

    type_: Literal["pass"] = "pass"

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
        type_ = cast(Literal["pass"], d.pop("type"))
        if type_ != "pass":
            raise ValueError(f"type must match const 'pass', got '{type_}'")

        crazy_eights_pass = cls(
            type_=type_,
        )

        return crazy_eights_pass
