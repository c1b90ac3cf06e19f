from typing import Literal

CrazyEightsViewScoreDirection = Literal["higher_is_better", "lower_is_better"]

CRAZY_EIGHTS_VIEW_SCORE_DIRECTION_VALUES: set[CrazyEightsViewScoreDirection] = {
    "higher_is_better",
    "lower_is_better",
}


def check_crazy_eights_view_score_direction(value: str) -> CrazyEightsViewScoreDirection:
    if value in CRAZY_EIGHTS_VIEW_SCORE_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CRAZY_EIGHTS_VIEW_SCORE_DIRECTION_VALUES!r}")
