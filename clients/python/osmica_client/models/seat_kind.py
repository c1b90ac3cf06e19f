from typing import Literal

SeatKind = Literal["bot", "open", "taken"]

SEAT_KIND_VALUES: set[SeatKind] = {
    "bot",
    "open",
    "taken",
}


def check_seat_kind(value: str) -> SeatKind:
    if value in SEAT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEAT_KIND_VALUES!r}")
