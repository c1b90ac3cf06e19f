from typing import Literal

SuperCrazyEightsOptionsLastCardMode = Literal["last", "off", "second_to_last"]

SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CARD_MODE_VALUES: set[SuperCrazyEightsOptionsLastCardMode] = {
    "last",
    "off",
    "second_to_last",
}


def check_super_crazy_eights_options_last_card_mode(value: str) -> SuperCrazyEightsOptionsLastCardMode:
    if value in SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CARD_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CARD_MODE_VALUES!r}")
