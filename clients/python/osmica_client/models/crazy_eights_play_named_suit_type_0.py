from typing import Literal

CrazyEightsPlayNamedSuitType0 = Literal["C", "D", "H", "S"]

CRAZY_EIGHTS_PLAY_NAMED_SUIT_TYPE_0_VALUES: set[CrazyEightsPlayNamedSuitType0] = {
    "C",
    "D",
    "H",
    "S",
}


def check_crazy_eights_play_named_suit_type_0(value: str) -> CrazyEightsPlayNamedSuitType0:
    if value in CRAZY_EIGHTS_PLAY_NAMED_SUIT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CRAZY_EIGHTS_PLAY_NAMED_SUIT_TYPE_0_VALUES!r}")
