from typing import Literal

NusicleOptionsQueenPileStart = Literal["adjacent_to_queen", "any_number"]

NUSICLE_OPTIONS_QUEEN_PILE_START_VALUES: set[NusicleOptionsQueenPileStart] = {
    "adjacent_to_queen",
    "any_number",
}


def check_nusicle_options_queen_pile_start(value: str) -> NusicleOptionsQueenPileStart:
    if value in NUSICLE_OPTIONS_QUEEN_PILE_START_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NUSICLE_OPTIONS_QUEEN_PILE_START_VALUES!r}")
