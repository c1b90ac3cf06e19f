from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PilesFormedEvent")


@_attrs_define
class PilesFormedEvent:
    """Nusicle: the three build piles were formed ([NUS-3](/docs/rules/nusicle#NUS-3) …
    [NUS-5](/docs/rules/nusicle#NUS-5)).

    """

    piles: list[list[str]]
    """ The three piles, bottom card first. """
    set_aside: list[str]
    """ Cards set aside under an ace, shuffled under the stock. """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["piles_formed"] = "piles_formed"
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        set_aside = self.set_aside

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
                "piles": piles,
                "set_aside": set_aside,
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
        type_ = cast(Literal["piles_formed"], d.pop("type"))
        if type_ != "piles_formed":
            raise ValueError(f"type must match const 'piles_formed', got '{type_}'")

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = cast(list[str], piles_item_data)

            piles.append(piles_item)

        set_aside = cast(list[str], d.pop("set_aside"))

        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        piles_formed_event = cls(
            type_=type_,
            piles=piles,
            set_aside=set_aside,
            seq=seq,
            seat=seat,
            bot=bot,
        )

        return piles_formed_event
