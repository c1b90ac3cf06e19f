from typing import Literal

NagsViewRankDirection = Literal["down", "up"]

NAGS_VIEW_RANK_DIRECTION_VALUES: set[NagsViewRankDirection] = {
    "down",
    "up",
}


def check_nags_view_rank_direction(value: str) -> NagsViewRankDirection:
    if value in NAGS_VIEW_RANK_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NAGS_VIEW_RANK_DIRECTION_VALUES!r}")
