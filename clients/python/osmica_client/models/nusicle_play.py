from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NusiclePlay")


@_attrs_define
class NusiclePlay:
    """Place one card from the hand on a pile whose rule it fits
    ([NUS-7](/docs/rules/nusicle#NUS-7)..[NUS-9](/docs/rules/nusicle#NUS-9), [NUS-12](/docs/rules/nusicle#NUS-12)).

    """

    card: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    pile: int
    """ A build pile: 0, 1 or 2 ([NUS-3](/docs/rules/nusicle#NUS-3)) """
    type_: Literal["play"] = "play"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        pile = self.pile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "pile": pile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = d.pop("card")

        pile = d.pop("pile")

        nusicle_play = cls(
            type_=type_,
            card=card,
            pile=pile,
        )

        return nusicle_play
