from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.buried_event import BuriedEvent
    from ..models.challenged_event import ChallengedEvent
    from ..models.claimed_event import ClaimedEvent
    from ..models.deal_ended_event import DealEndedEvent
    from ..models.dealt_event import DealtEvent
    from ..models.direction_changed_event import DirectionChangedEvent
    from ..models.drew_event import DrewEvent
    from ..models.match_ended_event import MatchEndedEvent
    from ..models.passed_event import PassedEvent
    from ..models.penalty_event import PenaltyEvent
    from ..models.played_event import PlayedEvent
    from ..models.reshuffled_event import ReshuffledEvent
    from ..models.resigned_event import ResignedEvent
    from ..models.starter_event import StarterEvent
    from ..models.switch_view import SwitchView
    from ..models.timed_out_event import TimedOutEvent
    from ..models.token_reissued_event import TokenReissuedEvent


T = TypeVar("T", bound="SwitchStreamMessage")


@_attrs_define
class SwitchStreamMessage:
    """The `data` of one Server-Sent Event of a Switch stream (`id`: the event's seq, `event`: its type)."""

    event: (
        BuriedEvent
        | ChallengedEvent
        | ClaimedEvent
        | DealEndedEvent
        | DealtEvent
        | DirectionChangedEvent
        | DrewEvent
        | MatchEndedEvent
        | PassedEvent
        | PenaltyEvent
        | PlayedEvent
        | ReshuffledEvent
        | ResignedEvent
        | StarterEvent
        | TimedOutEvent
        | TokenReissuedEvent
    )
    """ The event, redacted as `/events` redacts it. """
    version: int
    """ The match's version as of the read that delivered this event: the version the commit that wrote it left,
    when the stream follows the match live. """
    view: None | SwitchView | Unset = UNSET
    """ With `view=true`, on the last event of each commit: the caller's view after it (absent otherwise). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.buried_event import BuriedEvent  # noqa: PLC0415
        from ..models.challenged_event import ChallengedEvent  # noqa: PLC0415
        from ..models.claimed_event import ClaimedEvent  # noqa: PLC0415
        from ..models.deal_ended_event import DealEndedEvent  # noqa: PLC0415
        from ..models.dealt_event import DealtEvent  # noqa: PLC0415
        from ..models.direction_changed_event import DirectionChangedEvent  # noqa: PLC0415
        from ..models.drew_event import DrewEvent  # noqa: PLC0415
        from ..models.passed_event import PassedEvent  # noqa: PLC0415
        from ..models.penalty_event import PenaltyEvent  # noqa: PLC0415
        from ..models.played_event import PlayedEvent  # noqa: PLC0415
        from ..models.reshuffled_event import ReshuffledEvent  # noqa: PLC0415
        from ..models.resigned_event import ResignedEvent  # noqa: PLC0415
        from ..models.starter_event import StarterEvent  # noqa: PLC0415
        from ..models.switch_view import SwitchView  # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent  # noqa: PLC0415
        from ..models.token_reissued_event import TokenReissuedEvent  # noqa: PLC0415

        event: dict[str, Any]
        if isinstance(self.event, DealtEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, BuriedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, StarterEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PlayedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, DrewEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PassedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, DirectionChangedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PenaltyEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, ChallengedEvent):
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
        elif isinstance(self.view, SwitchView):
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
        from ..models.challenged_event import ChallengedEvent  # noqa: PLC0415
        from ..models.claimed_event import ClaimedEvent  # noqa: PLC0415
        from ..models.deal_ended_event import DealEndedEvent  # noqa: PLC0415
        from ..models.dealt_event import DealtEvent  # noqa: PLC0415
        from ..models.direction_changed_event import DirectionChangedEvent  # noqa: PLC0415
        from ..models.drew_event import DrewEvent  # noqa: PLC0415
        from ..models.match_ended_event import MatchEndedEvent  # noqa: PLC0415
        from ..models.passed_event import PassedEvent  # noqa: PLC0415
        from ..models.penalty_event import PenaltyEvent  # noqa: PLC0415
        from ..models.played_event import PlayedEvent  # noqa: PLC0415
        from ..models.reshuffled_event import ReshuffledEvent  # noqa: PLC0415
        from ..models.resigned_event import ResignedEvent  # noqa: PLC0415
        from ..models.starter_event import StarterEvent  # noqa: PLC0415
        from ..models.switch_view import SwitchView  # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent  # noqa: PLC0415
        from ..models.token_reissued_event import TokenReissuedEvent  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_event(
            data: object,
        ) -> (
            BuriedEvent
            | ChallengedEvent
            | ClaimedEvent
            | DealEndedEvent
            | DealtEvent
            | DirectionChangedEvent
            | DrewEvent
            | MatchEndedEvent
            | PassedEvent
            | PenaltyEvent
            | PlayedEvent
            | ReshuffledEvent
            | ResignedEvent
            | StarterEvent
            | TimedOutEvent
            | TokenReissuedEvent
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
                event_type_1 = BuriedEvent.from_dict(data)

                return event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_2 = StarterEvent.from_dict(data)

                return event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_3 = PlayedEvent.from_dict(data)

                return event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_4 = DrewEvent.from_dict(data)

                return event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_5 = PassedEvent.from_dict(data)

                return event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_6 = DirectionChangedEvent.from_dict(data)

                return event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_7 = PenaltyEvent.from_dict(data)

                return event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_8 = ChallengedEvent.from_dict(data)

                return event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_9 = ReshuffledEvent.from_dict(data)

                return event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_10 = DealEndedEvent.from_dict(data)

                return event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_11 = ResignedEvent.from_dict(data)

                return event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_12 = TimedOutEvent.from_dict(data)

                return event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_13 = TokenReissuedEvent.from_dict(data)

                return event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                event_type_14 = ClaimedEvent.from_dict(data)

                return event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            event_type_15 = MatchEndedEvent.from_dict(data)

            return event_type_15

        event = _parse_event(d.pop("event"))

        version = d.pop("version")

        def _parse_view(data: object) -> None | SwitchView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = SwitchView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SwitchView | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        switch_stream_message = cls(
            event=event,
            version=version,
            view=view,
        )

        switch_stream_message.additional_properties = d
        return switch_stream_message

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
