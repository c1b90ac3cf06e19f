from typing import Literal

Status = Literal["finished", "playing"]

STATUS_VALUES: set[Status] = {
    "finished",
    "playing",
}


def check_status(value: str) -> Status:
    if value in STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {STATUS_VALUES!r}")
