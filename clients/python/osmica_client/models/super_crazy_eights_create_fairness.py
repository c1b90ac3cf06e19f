from typing import Literal

SuperCrazyEightsCreateFairness = Literal["players", "server"]

SUPER_CRAZY_EIGHTS_CREATE_FAIRNESS_VALUES: set[SuperCrazyEightsCreateFairness] = {
    "players",
    "server",
}


def check_super_crazy_eights_create_fairness(value: str) -> SuperCrazyEightsCreateFairness:
    if value in SUPER_CRAZY_EIGHTS_CREATE_FAIRNESS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_CREATE_FAIRNESS_VALUES!r}")
