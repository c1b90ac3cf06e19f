from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SwitchPass")


@_attrs_define
class SwitchPass:
    """End the turn: after a draw ([SWI-4](/docs/rules/switch#SWI-4)), or miss the turn when jack-attacked
    ([SWI-7](/docs/rules/switch#SWI-7)).

    """

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

        switch_pass = cls(
            type_=type_,
        )

        return switch_pass
