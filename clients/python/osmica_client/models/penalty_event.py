from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.penalty_event_reason import PenaltyEventReason, check_penalty_event_reason
from ..types import UNSET, Unset

T = TypeVar("T", bound="PenaltyEvent")


@_attrs_define
class PenaltyEvent:
    """``seat`` drew penalty cards for a missed last-card call ([SWI-8](/docs/rules/switch#SWI-8),
    [SLO-10](/docs/rules/super-crazy-eights#SLO-10)) or a turn that timed out ([SWI-9](/docs/rules/switch#SWI-9)).

    """

    count: int
    """ Penalty cards drawn. """
    reason: PenaltyEventReason
    """ ``last_card``: the call was missing; ``timeout``: the turn clock ran out
    ([SWI-9](/docs/rules/switch#SWI-9)). """
    seq: int
    """ Counts from 1 over the whole match; no gaps. """
    type_: Literal["penalty"] = "penalty"
    cards: list[str] | None | Unset = UNSET
    """ The cards drawn. Only in the events of the seat concerned (its token); absent for every other caller. """
    seat: int | None | Unset = UNSET
    """ The seat that acted or is concerned; null when no seat is. """
    bot: bool | Unset = False
    """ A move the server made for this event's seat (a bot seat, a resigned or abandoned seat's house bot, or a
    timeout); absent otherwise, also on what such a move causes for another seat (a player's automatic pass). """

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        count = self.count

        reason: str = self.reason

        seq = self.seq

        cards: list[str] | None | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, list):
            cards = self.cards

        else:
            cards = self.cards

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
                "reason": reason,
                "seq": seq,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if seat is not UNSET:
            field_dict["seat"] = seat
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["penalty"], d.pop("type"))
        if type_ != "penalty":
            raise ValueError(f"type must match const 'penalty', got '{type_}'")

        count = d.pop("count")

        reason = check_penalty_event_reason(d.pop("reason"))

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

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        bot = d.pop("bot", UNSET)

        penalty_event = cls(
            type_=type_,
            count=count,
            reason=reason,
            seq=seq,
            cards=cards,
            seat=seat,
            bot=bot,
        )

        return penalty_event
