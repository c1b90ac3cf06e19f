from typing import Literal

NusicleOptionsMatchMode = Literal["fixed_deals", "target"]

NUSICLE_OPTIONS_MATCH_MODE_VALUES: set[NusicleOptionsMatchMode] = {
    "fixed_deals",
    "target",
}


def check_nusicle_options_match_mode(value: str) -> NusicleOptionsMatchMode:
    if value in NUSICLE_OPTIONS_MATCH_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NUSICLE_OPTIONS_MATCH_MODE_VALUES!r}")
