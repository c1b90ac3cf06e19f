from typing import Literal

NusicleCreateFairness = Literal["players", "server"]

NUSICLE_CREATE_FAIRNESS_VALUES: set[NusicleCreateFairness] = {
    "players",
    "server",
}


def check_nusicle_create_fairness(value: str) -> NusicleCreateFairness:
    if value in NUSICLE_CREATE_FAIRNESS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NUSICLE_CREATE_FAIRNESS_VALUES!r}")
