from typing import Literal

CrazyEightsOptionsDeckRule = Literal["britannica", "pagat"]

CRAZY_EIGHTS_OPTIONS_DECK_RULE_VALUES: set[CrazyEightsOptionsDeckRule] = {
    "britannica",
    "pagat",
}


def check_crazy_eights_options_deck_rule(value: str) -> CrazyEightsOptionsDeckRule:
    if value in CRAZY_EIGHTS_OPTIONS_DECK_RULE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CRAZY_EIGHTS_OPTIONS_DECK_RULE_VALUES!r}")
