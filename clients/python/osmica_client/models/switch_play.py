from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.suit import Suit, check_suit
from ..types import UNSET, Unset

T = TypeVar("T", bound="SwitchPlay")


@_attrs_define
class SwitchPlay:
    """Play ``card`` ([SWI-3](/docs/rules/switch#SWI-3)); an ace names a suit unless it ends the deal; ``announce_last``
    calls "Last card"
    when the play leaves one card ([SWI-8](/docs/rules/switch#SWI-8)).

    """

    card: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    type_: Literal["play"] = "play"
    named_suit: None | Suit | Unset = UNSET
    """ The suit an ace names; required exactly when the card is an ace that does not end the deal. """
    announce_last: bool | Unset = False
    """ The call "Last card", with a play that leaves one card ([SWI-8](/docs/rules/switch#SWI-8)); listed only
    there. """

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

        switch_play = cls(
            type_=type_,
            card=card,
            named_suit=named_suit,
            announce_last=announce_last,
        )

        return switch_play
