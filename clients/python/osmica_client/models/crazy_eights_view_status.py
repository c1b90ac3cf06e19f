from typing import Literal

CrazyEightsViewStatus = Literal["finished", "playing"]

CRAZY_EIGHTS_VIEW_STATUS_VALUES: set[CrazyEightsViewStatus] = {
    "finished",
    "playing",
}


def check_crazy_eights_view_status(value: str) -> CrazyEightsViewStatus:
    if value in CRAZY_EIGHTS_VIEW_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CRAZY_EIGHTS_VIEW_STATUS_VALUES!r}")
