from typing import Literal

SwitchViewNamedSuitType0 = Literal["C", "D", "H", "S"]

SWITCH_VIEW_NAMED_SUIT_TYPE_0_VALUES: set[SwitchViewNamedSuitType0] = {
    "C",
    "D",
    "H",
    "S",
}


def check_switch_view_named_suit_type_0(value: str) -> SwitchViewNamedSuitType0:
    if value in SWITCH_VIEW_NAMED_SUIT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_VIEW_NAMED_SUIT_TYPE_0_VALUES!r}")
