from typing import Literal

CrazyEightsCreateFairness = Literal["players", "server"]

CRAZY_EIGHTS_CREATE_FAIRNESS_VALUES: set[CrazyEightsCreateFairness] = {
    "players",
    "server",
}


def check_crazy_eights_create_fairness(value: str) -> CrazyEightsCreateFairness:
    if value in CRAZY_EIGHTS_CREATE_FAIRNESS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CRAZY_EIGHTS_CREATE_FAIRNESS_VALUES!r}")
