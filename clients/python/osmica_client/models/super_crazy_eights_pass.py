from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SuperCrazyEightsPass")


@_attrs_define
class SuperCrazyEightsPass:
    """End the turn after drawing without playing the drawn card ([SLO-5](/docs/rules/super-crazy-eights#SLO-5))."""

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

        super_crazy_eights_pass = cls(
            type_=type_,
        )

        return super_crazy_eights_pass
