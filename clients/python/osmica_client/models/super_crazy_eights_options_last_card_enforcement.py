from typing import Literal

SuperCrazyEightsOptionsLastCardEnforcement = Literal["automatic", "challenge"]

SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CARD_ENFORCEMENT_VALUES: set[SuperCrazyEightsOptionsLastCardEnforcement] = {
    "automatic",
    "challenge",
}


def check_super_crazy_eights_options_last_card_enforcement(value: str) -> SuperCrazyEightsOptionsLastCardEnforcement:
    if value in SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CARD_ENFORCEMENT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CARD_ENFORCEMENT_VALUES!r}"
    )
