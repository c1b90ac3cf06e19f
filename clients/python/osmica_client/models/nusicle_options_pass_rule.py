from typing import Literal

NusicleOptionsPassRule = Literal["after_draw_or_stuck", "free"]

NUSICLE_OPTIONS_PASS_RULE_VALUES: set[NusicleOptionsPassRule] = {
    "after_draw_or_stuck",
    "free",
}


def check_nusicle_options_pass_rule(value: str) -> NusicleOptionsPassRule:
    if value in NUSICLE_OPTIONS_PASS_RULE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NUSICLE_OPTIONS_PASS_RULE_VALUES!r}")
