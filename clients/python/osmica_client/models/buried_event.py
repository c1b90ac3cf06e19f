from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BuriedEvent")


@_attrs_define
class BuriedEvent:
    """A turned starter was buried at a random place in the stock, and another card turned ([CE8-2](/docs/rules/crazy-
    eights#CE8-2), [SWI-1](/docs/rules/switch#SWI-1),
    [NAG-A5](/docs/rules/nags#NAG-A5)).

    """

    card: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["buried"] = "buried"
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        seq = self.seq

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
        if seat is not UNSET:
            field_dict["seat"] = seat
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["buried"], d.pop("type"))
        if type_ != "buried":
            raise ValueError(f"type must match const 'buried', got '{type_}'")

        card = d.pop("card")

        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        buried_event = cls(
            type_=type_,
            card=card,
            seq=seq,
            seat=seat,
            bot=bot,
        )

        return buried_event
