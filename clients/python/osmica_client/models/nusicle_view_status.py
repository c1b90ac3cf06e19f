from typing import Literal

NusicleViewStatus = Literal["finished", "playing"]

NUSICLE_VIEW_STATUS_VALUES: set[NusicleViewStatus] = {
    "finished",
    "playing",
}


def check_nusicle_view_status(value: str) -> NusicleViewStatus:
    if value in NUSICLE_VIEW_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NUSICLE_VIEW_STATUS_VALUES!r}")
