from typing import Literal

WebhookShownEventsItem = Literal["match_finished", "queue_matched", "turn"]

WEBHOOK_SHOWN_EVENTS_ITEM_VALUES: set[WebhookShownEventsItem] = {
    "match_finished",
    "queue_matched",
    "turn",
}


def check_webhook_shown_events_item(value: str) -> WebhookShownEventsItem:
    if value in WEBHOOK_SHOWN_EVENTS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_SHOWN_EVENTS_ITEM_VALUES!r}")
