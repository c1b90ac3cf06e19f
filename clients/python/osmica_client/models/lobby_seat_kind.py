from typing import Literal

LobbySeatKind = Literal["bot", "open", "taken"]

LOBBY_SEAT_KIND_VALUES: set[LobbySeatKind] = {
    "bot",
    "open",
    "taken",
}


def check_lobby_seat_kind(value: str) -> LobbySeatKind:
    if value in LOBBY_SEAT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LOBBY_SEAT_KIND_VALUES!r}")
