from typing import Literal

NusicleOptionsFirstPlayer = Literal["dealer", "non_dealer"]

NUSICLE_OPTIONS_FIRST_PLAYER_VALUES: set[NusicleOptionsFirstPlayer] = {
    "dealer",
    "non_dealer",
}


def check_nusicle_options_first_player(value: str) -> NusicleOptionsFirstPlayer:
    if value in NUSICLE_OPTIONS_FIRST_PLAYER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NUSICLE_OPTIONS_FIRST_PLAYER_VALUES!r}")
