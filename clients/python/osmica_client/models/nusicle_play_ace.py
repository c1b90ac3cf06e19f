from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NusiclePlayAce")


@_attrs_define
class NusiclePlayAce:
    """Reset a pile with an ace and start it again with a face card from the hand ([NUS-13](/docs/rules/nusicle#NUS-13)),
    in one action.

    """

    ace: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    pile: int
    """ A build pile: 0, 1 or 2 ([NUS-3](/docs/rules/nusicle#NUS-3)) """
    face: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    type_: Literal["play_ace"] = "play_ace"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        ace = self.ace

        pile = self.pile

        face = self.face

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "ace": ace,
                "pile": pile,
                "face": face,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play_ace"], d.pop("type"))
        if type_ != "play_ace":
            raise ValueError(f"type must match const 'play_ace', got '{type_}'")

        ace = d.pop("ace")

        pile = d.pop("pile")

        face = d.pop("face")

        nusicle_play_ace = cls(
            type_=type_,
            ace=ace,
            pile=pile,
            face=face,
        )

        return nusicle_play_ace
