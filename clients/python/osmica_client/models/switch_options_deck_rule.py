from typing import Literal

SwitchOptionsDeckRule = Literal["britannica", "pagat"]

SWITCH_OPTIONS_DECK_RULE_VALUES: set[SwitchOptionsDeckRule] = {
    "britannica",
    "pagat",
}


def check_switch_options_deck_rule(value: str) -> SwitchOptionsDeckRule:
    if value in SWITCH_OPTIONS_DECK_RULE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_OPTIONS_DECK_RULE_VALUES!r}")
