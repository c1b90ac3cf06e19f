from typing import Literal

SuperCrazyEightsOptionsTableOrientation = Literal["clockwise", "counterclockwise"]

SUPER_CRAZY_EIGHTS_OPTIONS_TABLE_ORIENTATION_VALUES: set[SuperCrazyEightsOptionsTableOrientation] = {
    "clockwise",
    "counterclockwise",
}


def check_super_crazy_eights_options_table_orientation(value: str) -> SuperCrazyEightsOptionsTableOrientation:
    if value in SUPER_CRAZY_EIGHTS_OPTIONS_TABLE_ORIENTATION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_OPTIONS_TABLE_ORIENTATION_VALUES!r}"
    )
