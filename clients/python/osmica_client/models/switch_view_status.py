from typing import Literal

SwitchViewStatus = Literal["finished", "playing"]

SWITCH_VIEW_STATUS_VALUES: set[SwitchViewStatus] = {
    "finished",
    "playing",
}


def check_switch_view_status(value: str) -> SwitchViewStatus:
    if value in SWITCH_VIEW_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_VIEW_STATUS_VALUES!r}")
