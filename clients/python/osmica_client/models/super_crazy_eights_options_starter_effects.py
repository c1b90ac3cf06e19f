from typing import Literal

SuperCrazyEightsOptionsStarterEffects = Literal["as_dealer_play", "none"]

SUPER_CRAZY_EIGHTS_OPTIONS_STARTER_EFFECTS_VALUES: set[SuperCrazyEightsOptionsStarterEffects] = {
    "as_dealer_play",
    "none",
}


def check_super_crazy_eights_options_starter_effects(value: str) -> SuperCrazyEightsOptionsStarterEffects:
    if value in SUPER_CRAZY_EIGHTS_OPTIONS_STARTER_EFFECTS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_OPTIONS_STARTER_EFFECTS_VALUES!r}"
    )
