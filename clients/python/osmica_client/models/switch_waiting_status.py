from typing import Literal

SwitchWaitingStatus = Literal["cancelled", "revealing", "waiting"]

SWITCH_WAITING_STATUS_VALUES: set[SwitchWaitingStatus] = {
    "cancelled",
    "revealing",
    "waiting",
}


def check_switch_waiting_status(value: str) -> SwitchWaitingStatus:
    if value in SWITCH_WAITING_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_WAITING_STATUS_VALUES!r}")
