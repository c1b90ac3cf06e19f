from typing import Literal

SwitchCreateFairness = Literal["players", "server"]

SWITCH_CREATE_FAIRNESS_VALUES: set[SwitchCreateFairness] = {
    "players",
    "server",
}


def check_switch_create_fairness(value: str) -> SwitchCreateFairness:
    if value in SWITCH_CREATE_FAIRNESS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_CREATE_FAIRNESS_VALUES!r}")
