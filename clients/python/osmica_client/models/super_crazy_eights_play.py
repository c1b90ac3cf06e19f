from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.suit import Suit, check_suit
from ..types import UNSET, Unset

T = TypeVar("T", bound="SuperCrazyEightsPlay")


@_attrs_define
class SuperCrazyEightsPlay:
    """Play ``card`` on the pile ([SLO-4](/docs/rules/super-crazy-eights#SLO-4)); an 8 names a suit unless it is the last
    card ([SLO-9](/docs/rules/super-crazy-eights#SLO-9), [SLO-12](/docs/rules/super-crazy-eights#SLO-12)).

    """

    card: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    type_: Literal["play"] = "play"
    named_suit: None | Suit | Unset = UNSET
    """ Required exactly when ``card`` is an 8 and the player keeps at least one card. """
    announce_last: bool | Unset = False
    """ 'Poslednja' ([SLO-10](/docs/rules/super-crazy-eights#SLO-10)): with the play leaving one card
    (``second_to_last``) or the going-out play (``last``). """

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

        def _parse_named_suit(data: object) -> None | Suit | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                named_suit_type_0 = check_suit(data)

                return named_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Suit | Unset, data)

        named_suit = _parse_named_suit(d.pop("named_suit", UNSET))

        announce_last = d.pop("announce_last", UNSET)

        super_crazy_eights_play = cls(
            type_=type_,
            card=card,
            named_suit=named_suit,
            announce_last=announce_last,
        )

        return super_crazy_eights_play
