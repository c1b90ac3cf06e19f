from typing import Literal

SwitchOptionsCounterJack = Literal["forced_if_able", "optional"]

SWITCH_OPTIONS_COUNTER_JACK_VALUES: set[SwitchOptionsCounterJack] = {
    "forced_if_able",
    "optional",
}


def check_switch_options_counter_jack(value: str) -> SwitchOptionsCounterJack:
    if value in SWITCH_OPTIONS_COUNTER_JACK_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_OPTIONS_COUNTER_JACK_VALUES!r}")
