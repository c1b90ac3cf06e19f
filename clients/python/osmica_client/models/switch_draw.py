from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SwitchDraw")


@_attrs_define
class SwitchDraw:
    """Draw one card ([SWI-4](/docs/rules/switch#SWI-4)), or the whole pending 2/4 obligation, which ends the turn
    ([SWI-5](/docs/rules/switch#SWI-5), [SWI-6](/docs/rules/switch#SWI-6)).

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

        switch_draw = cls(
            type_=type_,
        )

        return switch_draw
