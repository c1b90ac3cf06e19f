from typing import Literal

NagsOptionsHorseDuplicateProcedure = Literal["reject_each_duplicate", "return_pair_turn_two"]

NAGS_OPTIONS_HORSE_DUPLICATE_PROCEDURE_VALUES: set[NagsOptionsHorseDuplicateProcedure] = {
    "reject_each_duplicate",
    "return_pair_turn_two",
}


def check_nags_options_horse_duplicate_procedure(value: str) -> NagsOptionsHorseDuplicateProcedure:
    if value in NAGS_OPTIONS_HORSE_DUPLICATE_PROCEDURE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NAGS_OPTIONS_HORSE_DUPLICATE_PROCEDURE_VALUES!r}")
