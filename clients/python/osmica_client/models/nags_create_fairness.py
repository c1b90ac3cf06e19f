from typing import Literal

NagsCreateFairness = Literal["players", "server"]

NAGS_CREATE_FAIRNESS_VALUES: set[NagsCreateFairness] = {
    "players",
    "server",
}


def check_nags_create_fairness(value: str) -> NagsCreateFairness:
    if value in NAGS_CREATE_FAIRNESS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NAGS_CREATE_FAIRNESS_VALUES!r}")
