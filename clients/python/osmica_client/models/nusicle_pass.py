from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NusiclePass")


@_attrs_define
class NusiclePass:
    """End the turn without playing ([NUS-11](/docs/rules/nusicle#NUS-11) c, d; [NUS-16](/docs/rules/nusicle#NUS-16))."""

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

        nusicle_pass = cls(
            type_=type_,
        )

        return nusicle_pass
