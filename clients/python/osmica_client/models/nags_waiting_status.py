from typing import Literal

NagsWaitingStatus = Literal["cancelled", "revealing", "waiting"]

NAGS_WAITING_STATUS_VALUES: set[NagsWaitingStatus] = {
    "cancelled",
    "revealing",
    "waiting",
}


def check_nags_waiting_status(value: str) -> NagsWaitingStatus:
    if value in NAGS_WAITING_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NAGS_WAITING_STATUS_VALUES!r}")
