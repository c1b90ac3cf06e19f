from typing import Literal

NusicleWaitingStatus = Literal["cancelled", "revealing", "waiting"]

NUSICLE_WAITING_STATUS_VALUES: set[NusicleWaitingStatus] = {
    "cancelled",
    "revealing",
    "waiting",
}


def check_nusicle_waiting_status(value: str) -> NusicleWaitingStatus:
    if value in NUSICLE_WAITING_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NUSICLE_WAITING_STATUS_VALUES!r}")
