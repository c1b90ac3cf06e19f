from typing import Literal

NagsOptionsStarterHorseEffect = Literal["credit_dealer", "credit_nobody", "rebury"]

NAGS_OPTIONS_STARTER_HORSE_EFFECT_VALUES: set[NagsOptionsStarterHorseEffect] = {
    "credit_dealer",
    "credit_nobody",
    "rebury",
}


def check_nags_options_starter_horse_effect(value: str) -> NagsOptionsStarterHorseEffect:
    if value in NAGS_OPTIONS_STARTER_HORSE_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NAGS_OPTIONS_STARTER_HORSE_EFFECT_VALUES!r}")
