from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_shown_events_item import WebhookShownEventsItem, check_webhook_shown_events_item

T = TypeVar("T", bound="WebhookShown")


@_attrs_define
class WebhookShown:
    """The app's webhook, without its secret."""

    url: str
    """ The receiver. """
    events: list[WebhookShownEventsItem]
    """ The event types delivered. """
    created: str
    """ When it was configured (RFC 3339, UTC). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events = []
        for events_item_data in self.events:
            events_item: str = events_item_data
            events.append(events_item)

        created = self.created

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "url": url,
                "events": events,
                "created": created,
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
            events_item = check_webhook_shown_events_item(events_item_data)

            events.append(events_item)

        created = d.pop("created")

        webhook_shown = cls(
            url=url,
            events=events,
            created=created,
        )

        webhook_shown.additional_properties = d
        return webhook_shown

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
