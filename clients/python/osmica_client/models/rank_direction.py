from typing import Literal

RankDirection = Literal["down", "up"]

RANK_DIRECTION_VALUES: set[RankDirection] = {
    "down",
    "up",
}


def check_rank_direction(value: str) -> RankDirection:
    if value in RANK_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RANK_DIRECTION_VALUES!r}")
