from typing import Literal

QueueStatusStatus = Literal["cancelled", "expired", "matched", "searching"]

QUEUE_STATUS_STATUS_VALUES: set[QueueStatusStatus] = {
    "cancelled",
    "expired",
    "matched",
    "searching",
}


def check_queue_status_status(value: str) -> QueueStatusStatus:
    if value in QUEUE_STATUS_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUEUE_STATUS_STATUS_VALUES!r}")
