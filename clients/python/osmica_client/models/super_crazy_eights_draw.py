from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SuperCrazyEightsDraw")


@_attrs_define
class SuperCrazyEightsDraw:
    """Draw one card ([SLO-5](/docs/rules/super-crazy-eights#SLO-5)), or the whole pending 2-obligation, which ends the
    turn ([SLO-8](/docs/rules/super-crazy-eights#SLO-8)).

    """

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

        super_crazy_eights_draw = cls(
            type_=type_,
        )

        return super_crazy_eights_draw
