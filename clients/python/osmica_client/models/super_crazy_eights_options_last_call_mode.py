from typing import Literal

SuperCrazyEightsOptionsLastCallMode = Literal["last", "off", "second_to_last"]

SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CALL_MODE_VALUES: set[SuperCrazyEightsOptionsLastCallMode] = {
    "last",
    "off",
    "second_to_last",
}


def check_super_crazy_eights_options_last_call_mode(value: str) -> SuperCrazyEightsOptionsLastCallMode:
    if value in SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CALL_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CALL_MODE_VALUES!r}")
