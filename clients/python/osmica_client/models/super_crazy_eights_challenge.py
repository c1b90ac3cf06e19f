from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SuperCrazyEightsChallenge")


@_attrs_define
class SuperCrazyEightsChallenge:
    """Claim the 'Poslednja' penalty of ``seat`` (``last_card_enforcement=challenge``, [SLO-10](/docs/rules/super-crazy-
    eights#SLO-10)).

    """

    seat: int
    """ The seat that left itself one card without announcing it """
    type_: Literal["challenge"] = "challenge"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["challenge"], d.pop("type"))
        if type_ != "challenge":
            raise ValueError(f"type must match const 'challenge', got '{type_}'")

        seat = d.pop("seat")

        super_crazy_eights_challenge = cls(
            type_=type_,
            seat=seat,
        )

        return super_crazy_eights_challenge
