from typing import Literal

NagsViewStatus = Literal["finished", "playing"]

NAGS_VIEW_STATUS_VALUES: set[NagsViewStatus] = {
    "finished",
    "playing",
}


def check_nags_view_status(value: str) -> NagsViewStatus:
    if value in NAGS_VIEW_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NAGS_VIEW_STATUS_VALUES!r}")
