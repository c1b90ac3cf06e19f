from typing import Literal

SwitchViewScoreDirection = Literal["higher_is_better", "lower_is_better"]

SWITCH_VIEW_SCORE_DIRECTION_VALUES: set[SwitchViewScoreDirection] = {
    "higher_is_better",
    "lower_is_better",
}


def check_switch_view_score_direction(value: str) -> SwitchViewScoreDirection:
    if value in SWITCH_VIEW_SCORE_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_VIEW_SCORE_DIRECTION_VALUES!r}")
