from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_settings_events_item import WebhookSettingsEventsItem, check_webhook_settings_events_item

T = TypeVar("T", bound="WebhookSettings")


@_attrs_define
class WebhookSettings:
    """What an app asks to be told, and where."""

    url: str
    """ The receiver: an ``https://`` URL (``http://`` only where the server allows it) whose host resolves to
    public
    addresses only (unless the server allows private ones). """
    events: list[WebhookSettingsEventsItem]
    """ The event types to deliver, each at most once: ``turn`` (a seat bound to a player is to act),
    ``match_finished`` (results, and rating changes where rated), ``queue_matched`` (a quick-match table formed).
    """

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events = []
        for events_item_data in self.events:
            events_item: str = events_item_data
            events.append(events_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = check_webhook_settings_events_item(events_item_data)

            events.append(events_item)

        webhook_settings = cls(
            url=url,
            events=events,
        )

        return webhook_settings
