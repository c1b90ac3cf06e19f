from typing import Literal

NagsHorseState = Literal["fallen", "finished", "running"]

NAGS_HORSE_STATE_VALUES: set[NagsHorseState] = {
    "fallen",
    "finished",
    "running",
}


def check_nags_horse_state(value: str) -> NagsHorseState:
    if value in NAGS_HORSE_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NAGS_HORSE_STATE_VALUES!r}")
