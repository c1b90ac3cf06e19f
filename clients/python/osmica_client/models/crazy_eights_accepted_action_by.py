from typing import Literal

CrazyEightsAcceptedActionBy = Literal["bot", "player", "timeout"]

CRAZY_EIGHTS_ACCEPTED_ACTION_BY_VALUES: set[CrazyEightsAcceptedActionBy] = {
    "bot",
    "player",
    "timeout",
}


def check_crazy_eights_accepted_action_by(value: str) -> CrazyEightsAcceptedActionBy:
    if value in CRAZY_EIGHTS_ACCEPTED_ACTION_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CRAZY_EIGHTS_ACCEPTED_ACTION_BY_VALUES!r}")
