from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HorseFellEvent")


@_attrs_define
class HorseFellEvent:
    """Nags: a rival reached the pile before the twin; the horse falls ([NAG-12](/docs/rules/nags#NAG-12))."""

    horse: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    card: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["horse_fell"] = "horse_fell"
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        horse = self.horse

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
                "horse": horse,
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
        type_ = cast(Literal["horse_fell"], d.pop("type"))
        if type_ != "horse_fell":
            raise ValueError(f"type must match const 'horse_fell', got '{type_}'")

        horse = d.pop("horse")

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

        horse_fell_event = cls(
            type_=type_,
            horse=horse,
            card=card,
            seq=seq,
            seat=seat,
            bot=bot,
        )

        return horse_fell_event
