from typing import Literal

ScoreDirection = Literal["higher_is_better", "lower_is_better"]

SCORE_DIRECTION_VALUES: set[ScoreDirection] = {
    "higher_is_better",
    "lower_is_better",
}


def check_score_direction(value: str) -> ScoreDirection:
    if value in SCORE_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SCORE_DIRECTION_VALUES!r}")
