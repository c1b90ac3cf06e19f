from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NusicleResign")


@_attrs_define
class NusicleResign:
    """Leave the match: with two players or in partnership play the other side wins; with more, the house bot
    plays the seat from then on (engine/resign.py).

    """

    type_: Literal["resign"] = "resign"

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
        type_ = cast(Literal["resign"], d.pop("type"))
        if type_ != "resign":
            raise ValueError(f"type must match const 'resign', got '{type_}'")

        nusicle_resign = cls(
            type_=type_,
        )

        return nusicle_resign
