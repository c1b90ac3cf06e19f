from typing import Literal

CrazyEightsOptionsDrawMode = Literal["max_n", "single", "until_playable"]

CRAZY_EIGHTS_OPTIONS_DRAW_MODE_VALUES: set[CrazyEightsOptionsDrawMode] = {
    "max_n",
    "single",
    "until_playable",
}


def check_crazy_eights_options_draw_mode(value: str) -> CrazyEightsOptionsDrawMode:
    if value in CRAZY_EIGHTS_OPTIONS_DRAW_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CRAZY_EIGHTS_OPTIONS_DRAW_MODE_VALUES!r}")
