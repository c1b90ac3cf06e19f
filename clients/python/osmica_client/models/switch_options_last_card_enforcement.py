from typing import Literal

SwitchOptionsLastCardEnforcement = Literal["automatic", "challenge"]

SWITCH_OPTIONS_LAST_CARD_ENFORCEMENT_VALUES: set[SwitchOptionsLastCardEnforcement] = {
    "automatic",
    "challenge",
}


def check_switch_options_last_card_enforcement(value: str) -> SwitchOptionsLastCardEnforcement:
    if value in SWITCH_OPTIONS_LAST_CARD_ENFORCEMENT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_OPTIONS_LAST_CARD_ENFORCEMENT_VALUES!r}")
