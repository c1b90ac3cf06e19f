from typing import Literal

NagsOptionsFirstPlayer = Literal["lowest_two", "next_of_dealer"]

NAGS_OPTIONS_FIRST_PLAYER_VALUES: set[NagsOptionsFirstPlayer] = {
    "lowest_two",
    "next_of_dealer",
}


def check_nags_options_first_player(value: str) -> NagsOptionsFirstPlayer:
    if value in NAGS_OPTIONS_FIRST_PLAYER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NAGS_OPTIONS_FIRST_PLAYER_VALUES!r}")
