from typing import Literal

SuperCrazyEightsPlayNamedSuitType0 = Literal["C", "D", "H", "S"]

SUPER_CRAZY_EIGHTS_PLAY_NAMED_SUIT_TYPE_0_VALUES: set[SuperCrazyEightsPlayNamedSuitType0] = {
    "C",
    "D",
    "H",
    "S",
}


def check_super_crazy_eights_play_named_suit_type_0(value: str) -> SuperCrazyEightsPlayNamedSuitType0:
    if value in SUPER_CRAZY_EIGHTS_PLAY_NAMED_SUIT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_PLAY_NAMED_SUIT_TYPE_0_VALUES!r}")
