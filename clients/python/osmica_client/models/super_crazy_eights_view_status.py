from typing import Literal

SuperCrazyEightsViewStatus = Literal["finished", "playing"]

SUPER_CRAZY_EIGHTS_VIEW_STATUS_VALUES: set[SuperCrazyEightsViewStatus] = {
    "finished",
    "playing",
}


def check_super_crazy_eights_view_status(value: str) -> SuperCrazyEightsViewStatus:
    if value in SUPER_CRAZY_EIGHTS_VIEW_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_VIEW_STATUS_VALUES!r}")
