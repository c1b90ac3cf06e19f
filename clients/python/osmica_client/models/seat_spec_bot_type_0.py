from typing import Literal

SeatSpecBotType0 = Literal["expert", "greedy", "random"]

SEAT_SPEC_BOT_TYPE_0_VALUES: set[SeatSpecBotType0] = {
    "expert",
    "greedy",
    "random",
}


def check_seat_spec_bot_type_0(value: str) -> SeatSpecBotType0:
    if value in SEAT_SPEC_BOT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEAT_SPEC_BOT_TYPE_0_VALUES!r}")
