from typing import Literal

CrazyEightsWaitingStatus = Literal["cancelled", "revealing", "waiting"]

CRAZY_EIGHTS_WAITING_STATUS_VALUES: set[CrazyEightsWaitingStatus] = {
    "cancelled",
    "revealing",
    "waiting",
}


def check_crazy_eights_waiting_status(value: str) -> CrazyEightsWaitingStatus:
    if value in CRAZY_EIGHTS_WAITING_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CRAZY_EIGHTS_WAITING_STATUS_VALUES!r}")
