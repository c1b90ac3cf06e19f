from typing import Literal

SwitchOptionsCounterTwosFours = Literal["forced_if_able", "optional"]

SWITCH_OPTIONS_COUNTER_TWOS_FOURS_VALUES: set[SwitchOptionsCounterTwosFours] = {
    "forced_if_able",
    "optional",
}


def check_switch_options_counter_twos_fours(value: str) -> SwitchOptionsCounterTwosFours:
    if value in SWITCH_OPTIONS_COUNTER_TWOS_FOURS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_OPTIONS_COUNTER_TWOS_FOURS_VALUES!r}")
