from typing import Literal

SuperCrazyEightsOptionsLastCallEnforcement = Literal["automatic", "challenge"]

SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CALL_ENFORCEMENT_VALUES: set[SuperCrazyEightsOptionsLastCallEnforcement] = {
    "automatic",
    "challenge",
}


def check_super_crazy_eights_options_last_call_enforcement(value: str) -> SuperCrazyEightsOptionsLastCallEnforcement:
    if value in SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CALL_ENFORCEMENT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_OPTIONS_LAST_CALL_ENFORCEMENT_VALUES!r}"
    )
