from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rank_direction import RankDirection, check_rank_direction
from ..types import UNSET, Unset

T = TypeVar("T", bound="RankDirectionChangedEvent")


@_attrs_define
class RankDirectionChangedEvent:
    """Nags: the play went the other way in rank ([NAG-8](/docs/rules/nags#NAG-8))."""

    rank_direction: RankDirection
    """ Nags: `up` plays the same rank or the next higher, `down` the same or the next lower
    ([NAG-7](/docs/rules/nags#NAG-7)). """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["rank_direction_changed"] = "rank_direction_changed"
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        rank_direction: str = self.rank_direction

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
                "rank_direction": rank_direction,
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
        type_ = cast(Literal["rank_direction_changed"], d.pop("type"))
        if type_ != "rank_direction_changed":
            raise ValueError(f"type must match const 'rank_direction_changed', got '{type_}'")

        rank_direction = check_rank_direction(d.pop("rank_direction"))

        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        rank_direction_changed_event = cls(
            type_=type_,
            rank_direction=rank_direction,
            seq=seq,
            seat=seat,
            bot=bot,
        )

        return rank_direction_changed_event
