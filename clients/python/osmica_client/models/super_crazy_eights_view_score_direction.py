from typing import Literal

SuperCrazyEightsViewScoreDirection = Literal["higher_is_better", "lower_is_better"]

SUPER_CRAZY_EIGHTS_VIEW_SCORE_DIRECTION_VALUES: set[SuperCrazyEightsViewScoreDirection] = {
    "higher_is_better",
    "lower_is_better",
}


def check_super_crazy_eights_view_score_direction(value: str) -> SuperCrazyEightsViewScoreDirection:
    if value in SUPER_CRAZY_EIGHTS_VIEW_SCORE_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_VIEW_SCORE_DIRECTION_VALUES!r}")
