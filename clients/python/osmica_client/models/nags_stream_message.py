from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.buried_event import BuriedEvent
    from ..models.claimed_event import ClaimedEvent
    from ..models.deal_ended_event import DealEndedEvent
    from ..models.dealt_event import DealtEvent
    from ..models.horse_fell_event import HorseFellEvent
    from ..models.horse_finished_event import HorseFinishedEvent
    from ..models.horses_event import HorsesEvent
    from ..models.horses_returned_event import HorsesReturnedEvent
    from ..models.match_ended_event import MatchEndedEvent
    from ..models.nags_played_event import NagsPlayedEvent
    from ..models.nags_view import NagsView
    from ..models.rank_direction_changed_event import RankDirectionChangedEvent
    from ..models.reshuffled_event import ReshuffledEvent
    from ..models.resigned_event import ResignedEvent
    from ..models.starter_event import StarterEvent
    from ..models.timed_out_event import TimedOutEvent
    from ..models.token_reissued_event import TokenReissuedEvent
    from ..models.turned_stock_event import TurnedStockEvent


T = TypeVar("T", bound="NagsStreamMessage")


@_attrs_define
class NagsStreamMessage:
    """The `data` of one Server-Sent Event of a Nags stream (`id`: the event's seq, `event`: its type)."""

    event: (
        BuriedEvent
        | ClaimedEvent
        | DealEndedEvent
        | DealtEvent
        | HorseFellEvent
        | HorseFinishedEvent
        | HorsesEvent
        | HorsesReturnedEvent
        | MatchEndedEvent
        | NagsPlayedEvent
        | RankDirectionChangedEvent
        | ReshuffledEvent
        | ResignedEvent
        | StarterEvent
        | TimedOutEvent
        | TokenReissuedEvent
        | TurnedStockEvent
    )
    """ The event, redacted as `/events` redacts it. """
    version: int
    """ The match's version as of the read that delivered this event: the version the commit that wrote it left,
    when the stream follows the match live. """
    view: NagsView | None | Unset = UNSET
    """ With `view=true`, on the last event of each commit: the caller's view after it (absent otherwise). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.buried_event import BuriedEvent  # noqa: PLC0415
        from ..models.claimed_event import ClaimedEvent  # noqa: PLC0415
        from ..models.deal_ended_event import DealEndedEvent  # noqa: PLC0415
        from ..models.dealt_event import DealtEvent  # noqa: PLC0415
        from ..models.horse_fell_event import HorseFellEvent  # noqa: PLC0415
        from ..models.horse_finished_event import HorseFinishedEvent  # noqa: PLC0415
        from ..models.horses_event import HorsesEvent  # noqa: PLC0415
        from ..models.horses_returned_event import HorsesReturnedEvent  # noqa: PLC0415
        from ..models.nags_played_event import NagsPlayedEvent  # noqa: PLC0415
        from ..models.nags_view import NagsView  # noqa: PLC0415
        from ..models.rank_direction_changed_event import RankDirectionChangedEvent  # noqa: PLC0415
        from ..models.reshuffled_event import ReshuffledEvent  # noqa: PLC0415
        from ..models.resigned_event import ResignedEvent  # noqa: PLC0415
        from ..models.starter_event import StarterEvent  # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent  # noqa: PLC0415
        from ..models.token_reissued_event import TokenReissuedEvent  # noqa: PLC0415
        from ..models.turned_stock_event import TurnedStockEvent  # noqa: PLC0415

        event: dict[str, Any]
        if isinstance(self.event, DealtEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, HorsesReturnedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, HorsesEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, BuriedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, StarterEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, NagsPlayedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, TurnedStockEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RankDirectionChangedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, HorseFinishedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, HorseFellEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, ReshuffledEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, DealEndedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, ResignedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, TimedOutEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, TokenReissuedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, ClaimedEvent):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()

        version = self.version

        view: dict[str, Any] | None | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, NagsView):
            view = self.view.to_dict()
        else:
            view = self.view

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "version": version,
            }
        )
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.buried_event import BuriedEvent  # noqa: PLC0415
        from ..models.claimed_event import ClaimedEvent  # noqa: PLC0415
        from ..models.deal_ended_event import DealEndedEvent  # noqa: PLC0415
        from ..models.dealt_event import DealtEvent  # noqa: PLC0415
        from ..models.horse_fell_event import HorseFellEvent  # noqa: PLC0415
        from ..models.horse_finished_event import HorseFinishedEvent  # noqa: PLC0415
        from ..models.horses_event import HorsesEvent  # noqa: PLC0415
        from ..models.horses_returned_event import HorsesReturnedEvent  # noqa: PLC0415
        from ..models.match_ended_event import MatchEndedEvent  # noqa: PLC0415
        from ..models.nags_played_event import NagsPlayedEvent  # noqa: PLC0415
        from ..models.nags_view import NagsView  # noqa: PLC0415
        from ..models.rank_direction_changed_event import RankDirectionChangedEvent  # noqa: PLC0415
        from ..models.reshuffled_event import ReshuffledEvent  # noqa: PLC0415
        from ..models.resigned_event import ResignedEvent  # noqa: PLC0415
        from ..models.starter_event import StarterEvent  # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent  # noqa: PLC0415
        from ..models.token_reissued_event import TokenReissuedEvent  # noqa: PLC0415
        from ..models.turned_stock_event import TurnedStockEvent  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_event(
            data: object,
        ) -> (
            BuriedEvent
            | ClaimedEvent
            | DealEndedEvent
            | DealtEvent
            | HorseFellEvent
            | HorseFinishedEvent
            | HorsesEvent
            | HorsesReturnedEvent
            | MatchEndedEvent
            | NagsPlayedEvent
            | RankDirectionChangedEvent
            | ReshuffledEvent
            | ResignedEvent
            | StarterEvent
            | TimedOutEvent
            | TokenReissuedEvent
            | TurnedStockEvent
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_0 = DealtEvent.from_dict(data)

                return event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_1 = HorsesReturnedEvent.from_dict(data)

                return event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_2 = HorsesEvent.from_dict(data)

                return event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_3 = BuriedEvent.from_dict(data)

                return event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_4 = StarterEvent.from_dict(data)

                return event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_5 = NagsPlayedEvent.from_dict(data)

                return event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_6 = TurnedStockEvent.from_dict(data)

                return event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_7 = RankDirectionChangedEvent.from_dict(data)

                return event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_8 = HorseFinishedEvent.from_dict(data)

                return event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_9 = HorseFellEvent.from_dict(data)

                return event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_10 = ReshuffledEvent.from_dict(data)

                return event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_11 = DealEndedEvent.from_dict(data)

                return event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_12 = ResignedEvent.from_dict(data)

                return event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_13 = TimedOutEvent.from_dict(data)

                return event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_14 = TokenReissuedEvent.from_dict(data)

                return event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_15 = ClaimedEvent.from_dict(data)

                return event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            event_type_16 = MatchEndedEvent.from_dict(data)

            return event_type_16

        event = _parse_event(d.pop("event"))

        version = d.pop("version")

        def _parse_view(data: object) -> NagsView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = NagsView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NagsView | None | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        nags_stream_message = cls(
            event=event,
            version=version,
            view=view,
        )

        nags_stream_message.additional_properties = d
        return nags_stream_message

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
