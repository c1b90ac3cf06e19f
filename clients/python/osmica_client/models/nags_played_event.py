from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NagsPlayedEvent")


@_attrs_define
class NagsPlayedEvent:
    """``seat`` played ``card``, then the ``more`` cards of the same rank, the last one on top
    ([NAG-7](/docs/rules/nags#NAG-7), [NAG-9](/docs/rules/nags#NAG-9)).

    """

    card: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["played"] = "played"
    more: list[str] | None | Unset = UNSET
    """ Further cards of the same rank (multi_card_play). """
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        seq = self.seq

        more: list[str] | None | Unset
        if isinstance(self.more, Unset):
            more = UNSET
        elif isinstance(self.more, list):
            more = self.more

        else:
            more = self.more

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
        if more is not UNSET:
            field_dict["more"] = more
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

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        nags_played_event = cls(
            type_=type_,
            card=card,
            seq=seq,
            more=more,
            seat=seat,
            bot=bot,
        )

        return nags_played_event
