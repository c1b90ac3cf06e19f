from typing import Literal

CrazyEightsOptionsBlockTie = Literal["each_tied_full", "none", "split_round_down"]

CRAZY_EIGHTS_OPTIONS_BLOCK_TIE_VALUES: set[CrazyEightsOptionsBlockTie] = {
    "each_tied_full",
    "none",
    "split_round_down",
}


def check_crazy_eights_options_block_tie(value: str) -> CrazyEightsOptionsBlockTie:
    if value in CRAZY_EIGHTS_OPTIONS_BLOCK_TIE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CRAZY_EIGHTS_OPTIONS_BLOCK_TIE_VALUES!r}")
