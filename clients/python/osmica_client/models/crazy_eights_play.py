from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.crazy_eights_play_named_suit_type_0 import (
    CrazyEightsPlayNamedSuitType0,
    check_crazy_eights_play_named_suit_type_0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CrazyEightsPlay")


@_attrs_define
class CrazyEightsPlay:
    """Play ``card`` on the discard pile (CE8-4); an 8 names a suit unless it ends the deal (CE8-5)."""

    type_: Literal["play"]
    card: str
    """ A card: rank + suit, e.g. 10H, QS """
    named_suit: CrazyEightsPlayNamedSuitType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        named_suit: None | str | Unset
        if isinstance(self.named_suit, Unset):
            named_suit = UNSET
        elif isinstance(self.named_suit, str):
            named_suit = self.named_suit
        else:
            named_suit = self.named_suit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if named_suit is not UNSET:
            field_dict["named_suit"] = named_suit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = d.pop("card")

        def _parse_named_suit(data: object) -> CrazyEightsPlayNamedSuitType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                named_suit_type_0 = check_crazy_eights_play_named_suit_type_0(data)

                return named_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CrazyEightsPlayNamedSuitType0 | None | Unset, data)

        named_suit = _parse_named_suit(d.pop("named_suit", UNSET))

        crazy_eights_play = cls(
            type_=type_,
            card=card,
            named_suit=named_suit,
        )

        return crazy_eights_play
