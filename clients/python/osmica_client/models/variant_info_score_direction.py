from typing import Literal

VariantInfoScoreDirection = Literal["higher_is_better", "lower_is_better"]

VARIANT_INFO_SCORE_DIRECTION_VALUES: set[VariantInfoScoreDirection] = {
    "higher_is_better",
    "lower_is_better",
}


def check_variant_info_score_direction(value: str) -> VariantInfoScoreDirection:
    if value in VARIANT_INFO_SCORE_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VARIANT_INFO_SCORE_DIRECTION_VALUES!r}")
