from typing import Literal

SuperCrazyEightsViewNamedSuitType0 = Literal["C", "D", "H", "S"]

SUPER_CRAZY_EIGHTS_VIEW_NAMED_SUIT_TYPE_0_VALUES: set[SuperCrazyEightsViewNamedSuitType0] = {
    "C",
    "D",
    "H",
    "S",
}


def check_super_crazy_eights_view_named_suit_type_0(value: str) -> SuperCrazyEightsViewNamedSuitType0:
    if value in SUPER_CRAZY_EIGHTS_VIEW_NAMED_SUIT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_VIEW_NAMED_SUIT_TYPE_0_VALUES!r}")
