from typing import Literal

NagsAcceptedActionBy = Literal["bot", "player", "timeout"]

NAGS_ACCEPTED_ACTION_BY_VALUES: set[NagsAcceptedActionBy] = {
    "bot",
    "player",
    "timeout",
}


def check_nags_accepted_action_by(value: str) -> NagsAcceptedActionBy:
    if value in NAGS_ACCEPTED_ACTION_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NAGS_ACCEPTED_ACTION_BY_VALUES!r}")
