from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AcePlayedEvent")


@_attrs_define
class AcePlayedEvent:
    """Nusicle: ``seat`` reset pile ``pile`` with ``ace`` and started it again with ``face``
    ([NUS-13](/docs/rules/nusicle#NUS-13)).

    """

    ace: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    pile: int
    """ The build pile reset, 0 to 2. """
    face: str
    """ A card: rank then suit, `10H`, `QS`, `AD`. Both copies of a card in a 104-card deck share one code. """
    recycled: list[str]
    """ The pile's other cards, now shuffled under the stock. """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["ace_played"] = "ace_played"
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        ace = self.ace

        pile = self.pile

        face = self.face

        recycled = self.recycled

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
                "ace": ace,
                "pile": pile,
                "face": face,
                "recycled": recycled,
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
        type_ = cast(Literal["ace_played"], d.pop("type"))
        if type_ != "ace_played":
            raise ValueError(f"type must match const 'ace_played', got '{type_}'")

        ace = d.pop("ace")

        pile = d.pop("pile")

        face = d.pop("face")

        recycled = cast(list[str], d.pop("recycled"))

        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        ace_played_event = cls(
            type_=type_,
            ace=ace,
            pile=pile,
            face=face,
            recycled=recycled,
            seq=seq,
            seat=seat,
            bot=bot,
        )

        return ace_played_event
