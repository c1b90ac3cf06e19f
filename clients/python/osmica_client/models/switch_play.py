from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.switch_play_named_suit_type_0 import SwitchPlayNamedSuitType0, check_switch_play_named_suit_type_0
from ..types import UNSET, Unset

T = TypeVar("T", bound="SwitchPlay")


@_attrs_define
class SwitchPlay:
    """Play ``card`` (SWI-3); an ace names a suit unless it ends the deal; ``announce_last`` calls "Last card"
    when the play leaves one card (SWI-8).

    """

    type_: Literal["play"]
    card: str
    """ A card: rank + suit, e.g. 10H, QS """
    named_suit: None | SwitchPlayNamedSuitType0 | Unset = UNSET
    announce_last: bool | Unset = False

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

        announce_last = self.announce_last

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if named_suit is not UNSET:
            field_dict["named_suit"] = named_suit
        if announce_last is not UNSET:
            field_dict["announce_last"] = announce_last

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = d.pop("card")

        def _parse_named_suit(data: object) -> None | SwitchPlayNamedSuitType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                named_suit_type_0 = check_switch_play_named_suit_type_0(data)

                return named_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SwitchPlayNamedSuitType0 | Unset, data)

        named_suit = _parse_named_suit(d.pop("named_suit", UNSET))

        announce_last = d.pop("announce_last", UNSET)

        switch_play = cls(
            type_=type_,
            card=card,
            named_suit=named_suit,
            announce_last=announce_last,
        )

        return switch_play
