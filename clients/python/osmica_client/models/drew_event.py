from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DrewEvent")


@_attrs_define
class DrewEvent:
    """``seat`` drew ``count`` cards: by choice, or a pending draw obligation ([SWI-5](/docs/rules/switch#SWI-5),
    [SLO-8](/docs/rules/super-crazy-eights#SLO-8)).

    """

    count: int
    """ Cards drawn (fewer than due when the stock ran out). """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["drew"] = "drew"
    cards: list[str] | None | Unset = UNSET
    """ The cards drawn. Only in the events of the seat concerned (its token); absent for every other caller. """
    reason: Literal["two_obligation"] | None | Unset = UNSET
    """ ``two_obligation``: a pending 2-obligation was drawn ([SLO-8](/docs/rules/super-crazy-eights#SLO-8)); absent
    otherwise. """
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        count = self.count

        seq = self.seq

        cards: list[str] | None | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, list):
            cards = self.cards

        else:
            cards = self.cards

        reason: Literal["two_obligation"] | None | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

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
                "count": count,
                "seq": seq,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if reason is not UNSET:
            field_dict["reason"] = reason
        if seat is not UNSET:
            field_dict["seat"] = seat
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["drew"], d.pop("type"))
        if type_ != "drew":
            raise ValueError(f"type must match const 'drew', got '{type_}'")

        count = d.pop("count")

        seq = d.pop("seq")

        def _parse_cards(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = cast(list[str], data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        cards = _parse_cards(d.pop("cards", UNSET))

        def _parse_reason(data: object) -> Literal["two_obligation"] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            reason_type_0 = cast(Literal["two_obligation"], data)
            if reason_type_0 != "two_obligation":
                raise ValueError(f"reason_type_0 must match const 'two_obligation', got '{reason_type_0}'")
            return reason_type_0
            return cast(Literal["two_obligation"] | None | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        drew_event = cls(
            type_=type_,
            count=count,
            seq=seq,
            cards=cards,
            reason=reason,
            seat=seat,
            bot=bot,
        )

        return drew_event
