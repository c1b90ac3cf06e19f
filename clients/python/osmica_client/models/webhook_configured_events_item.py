from typing import Literal

WebhookConfiguredEventsItem = Literal["match_finished", "queue_matched", "turn"]

WEBHOOK_CONFIGURED_EVENTS_ITEM_VALUES: set[WebhookConfiguredEventsItem] = {
    "match_finished",
    "queue_matched",
    "turn",
}


def check_webhook_configured_events_item(value: str) -> WebhookConfiguredEventsItem:
    if value in WEBHOOK_CONFIGURED_EVENTS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_CONFIGURED_EVENTS_ITEM_VALUES!r}")
