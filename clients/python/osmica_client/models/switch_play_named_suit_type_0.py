from typing import Literal

SwitchPlayNamedSuitType0 = Literal["C", "D", "H", "S"]

SWITCH_PLAY_NAMED_SUIT_TYPE_0_VALUES: set[SwitchPlayNamedSuitType0] = {
    "C",
    "D",
    "H",
    "S",
}


def check_switch_play_named_suit_type_0(value: str) -> SwitchPlayNamedSuitType0:
    if value in SWITCH_PLAY_NAMED_SUIT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_PLAY_NAMED_SUIT_TYPE_0_VALUES!r}")
