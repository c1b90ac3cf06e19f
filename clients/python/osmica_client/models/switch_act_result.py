from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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


T = TypeVar("T", bound="SwitchActResult")


@_attrs_define
class SwitchActResult:
    """The action was applied: the actor's view after it and the events it caused."""

    view: SwitchView
    """ A Switch match as one seat, or a spectator, sees it. """
    events: list[
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
    ]
    """ What the action caused, automatic moves included. """
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
        from ..models.timed_out_event import TimedOutEvent  # noqa: PLC0415
        from ..models.token_reissued_event import TokenReissuedEvent  # noqa: PLC0415

        view = self.view.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, DealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BuriedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarterEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DirectionChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PenaltyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ChallengedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DealEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TimedOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TokenReissuedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClaimedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "view": view,
                "events": events,
            }
        )

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
        view = SwitchView.from_dict(d.pop("view"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
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
                    events_item_type_0 = DealtEvent.from_dict(data)

                    return events_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_1 = BuriedEvent.from_dict(data)

                    return events_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_2 = StarterEvent.from_dict(data)

                    return events_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_3 = PlayedEvent.from_dict(data)

                    return events_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_4 = DrewEvent.from_dict(data)

                    return events_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_5 = PassedEvent.from_dict(data)

                    return events_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_6 = DirectionChangedEvent.from_dict(data)

                    return events_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_7 = PenaltyEvent.from_dict(data)

                    return events_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_8 = ChallengedEvent.from_dict(data)

                    return events_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_9 = ReshuffledEvent.from_dict(data)

                    return events_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_10 = DealEndedEvent.from_dict(data)

                    return events_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_11 = ResignedEvent.from_dict(data)

                    return events_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_12 = TimedOutEvent.from_dict(data)

                    return events_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_13 = TokenReissuedEvent.from_dict(data)

                    return events_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_14 = ClaimedEvent.from_dict(data)

                    return events_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                events_item_type_15 = MatchEndedEvent.from_dict(data)

                return events_item_type_15

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        switch_act_result = cls(
            view=view,
            events=events,
        )

        switch_act_result.additional_properties = d
        return switch_act_result

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
