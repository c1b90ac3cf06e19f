from typing import Literal

NagsViewScoreDirection = Literal["higher_is_better", "lower_is_better"]

NAGS_VIEW_SCORE_DIRECTION_VALUES: set[NagsViewScoreDirection] = {
    "higher_is_better",
    "lower_is_better",
}


def check_nags_view_score_direction(value: str) -> NagsViewScoreDirection:
    if value in NAGS_VIEW_SCORE_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NAGS_VIEW_SCORE_DIRECTION_VALUES!r}")
