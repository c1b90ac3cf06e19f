from typing import Literal

SuperCrazyEightsAcceptedActionBy = Literal["bot", "player", "timeout"]

SUPER_CRAZY_EIGHTS_ACCEPTED_ACTION_BY_VALUES: set[SuperCrazyEightsAcceptedActionBy] = {
    "bot",
    "player",
    "timeout",
}


def check_super_crazy_eights_accepted_action_by(value: str) -> SuperCrazyEightsAcceptedActionBy:
    if value in SUPER_CRAZY_EIGHTS_ACCEPTED_ACTION_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_ACCEPTED_ACTION_BY_VALUES!r}")
