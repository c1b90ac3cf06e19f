from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NagsPlay")


@_attrs_define
class NagsPlay:
    """Play ``card`` ([NAG-7](/docs/rules/nags#NAG-7), [NAG-8](/docs/rules/nags#NAG-8)), then the ``more`` cards of the
    same rank in order ([NAG-9](/docs/rules/nags#NAG-9)).

    """

    card: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    type_: Literal["play"] = "play"
    more: list[str] | None | Unset = UNSET
    """ Only with multi_card_play: further cards of card's rank, landing in this order after card; the last one ends
    on top """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        more: list[str] | None | Unset
        if isinstance(self.more, Unset):
            more = UNSET
        elif isinstance(self.more, list):
            more = self.more

        else:
            more = self.more

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if more is not UNSET:
            field_dict["more"] = more

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = d.pop("card")

        def _parse_more(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                more_type_0 = cast(list[str], data)

                return more_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        more = _parse_more(d.pop("more", UNSET))

        nags_play = cls(
            type_=type_,
            card=card,
            more=more,
        )

        return nags_play
