from typing import Literal

CrazyEightsOptionsStockExhausted = Literal["no_reshuffle", "reshuffle_keep_top"]

CRAZY_EIGHTS_OPTIONS_STOCK_EXHAUSTED_VALUES: set[CrazyEightsOptionsStockExhausted] = {
    "no_reshuffle",
    "reshuffle_keep_top",
}


def check_crazy_eights_options_stock_exhausted(value: str) -> CrazyEightsOptionsStockExhausted:
    if value in CRAZY_EIGHTS_OPTIONS_STOCK_EXHAUSTED_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CRAZY_EIGHTS_OPTIONS_STOCK_EXHAUSTED_VALUES!r}")
