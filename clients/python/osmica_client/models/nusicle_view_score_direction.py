from typing import Literal

NusicleViewScoreDirection = Literal["higher_is_better", "lower_is_better"]

NUSICLE_VIEW_SCORE_DIRECTION_VALUES: set[NusicleViewScoreDirection] = {
    "higher_is_better",
    "lower_is_better",
}


def check_nusicle_view_score_direction(value: str) -> NusicleViewScoreDirection:
    if value in NUSICLE_VIEW_SCORE_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NUSICLE_VIEW_SCORE_DIRECTION_VALUES!r}")
