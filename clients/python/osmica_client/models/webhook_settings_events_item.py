from typing import Literal

WebhookSettingsEventsItem = Literal["match_finished", "queue_matched", "turn"]

WEBHOOK_SETTINGS_EVENTS_ITEM_VALUES: set[WebhookSettingsEventsItem] = {
    "match_finished",
    "queue_matched",
    "turn",
}


def check_webhook_settings_events_item(value: str) -> WebhookSettingsEventsItem:
    if value in WEBHOOK_SETTINGS_EVENTS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_SETTINGS_EVENTS_ITEM_VALUES!r}")
