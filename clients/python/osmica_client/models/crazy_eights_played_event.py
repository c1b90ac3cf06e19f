from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.suit import Suit, check_suit
from ..types import UNSET, Unset

T = TypeVar("T", bound="CrazyEightsPlayedEvent")


@_attrs_define
class CrazyEightsPlayedEvent:
    """``seat`` played ``card`` ([CE8-4](/docs/rules/crazy-eights#CE8-4))."""

    card: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["played"] = "played"
    named_suit: None | Suit | Unset = UNSET
    """ The suit named with an 8 ([CE8-5](/docs/rules/crazy-eights#CE8-5)). """
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        seq = self.seq

        named_suit: None | str | Unset
        if isinstance(self.named_suit, Unset):
            named_suit = UNSET
        elif isinstance(self.named_suit, str):
            named_suit = self.named_suit
        else:
            named_suit = self.named_suit

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "seq": seq,
            }
        )
        if named_suit is not UNSET:
            field_dict["named_suit"] = named_suit
        if seat is not UNSET:
            field_dict["seat"] = seat
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["played"], d.pop("type"))
        if type_ != "played":
            raise ValueError(f"type must match const 'played', got '{type_}'")

        card = d.pop("card")

        seq = d.pop("seq")

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

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        crazy_eights_played_event = cls(
            type_=type_,
            card=card,
            seq=seq,
            named_suit=named_suit,
            seat=seat,
            bot=bot,
        )

        return crazy_eights_played_event
