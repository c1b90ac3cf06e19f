from typing import Literal

SwitchAcceptedActionBy = Literal["bot", "player", "timeout"]

SWITCH_ACCEPTED_ACTION_BY_VALUES: set[SwitchAcceptedActionBy] = {
    "bot",
    "player",
    "timeout",
}


def check_switch_accepted_action_by(value: str) -> SwitchAcceptedActionBy:
    if value in SWITCH_ACCEPTED_ACTION_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_ACCEPTED_ACTION_BY_VALUES!r}")
