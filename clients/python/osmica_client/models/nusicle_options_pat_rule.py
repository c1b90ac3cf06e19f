from typing import Literal

NusicleOptionsPatRule = Literal["dead_position", "two_passes"]

NUSICLE_OPTIONS_PAT_RULE_VALUES: set[NusicleOptionsPatRule] = {
    "dead_position",
    "two_passes",
}


def check_nusicle_options_pat_rule(value: str) -> NusicleOptionsPatRule:
    if value in NUSICLE_OPTIONS_PAT_RULE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NUSICLE_OPTIONS_PAT_RULE_VALUES!r}")
