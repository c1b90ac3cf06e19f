from typing import Literal

SuperCrazyEightsWaitingStatus = Literal["cancelled", "revealing", "waiting"]

SUPER_CRAZY_EIGHTS_WAITING_STATUS_VALUES: set[SuperCrazyEightsWaitingStatus] = {
    "cancelled",
    "revealing",
    "waiting",
}


def check_super_crazy_eights_waiting_status(value: str) -> SuperCrazyEightsWaitingStatus:
    if value in SUPER_CRAZY_EIGHTS_WAITING_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_WAITING_STATUS_VALUES!r}")
