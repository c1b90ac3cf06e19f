from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MatchEndedEvent")


@_attrs_define
class MatchEndedEvent:
    """The match is over."""

    winners: list[int]
    """ The winning seats (ties share; both partners). """
    scores: list[int]
    """ The final cumulative scores. """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["match_ended"] = "match_ended"
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        winners = self.winners

        scores = self.scores

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
                "winners": winners,
                "scores": scores,
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
        type_ = cast(Literal["match_ended"], d.pop("type"))
        if type_ != "match_ended":
            raise ValueError(f"type must match const 'match_ended', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        scores = cast(list[int], d.pop("scores"))

        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        match_ended_event = cls(
            type_=type_,
            winners=winners,
            scores=scores,
            seq=seq,
            seat=seat,
            bot=bot,
        )

        return match_ended_event
