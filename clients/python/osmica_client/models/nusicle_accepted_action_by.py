from typing import Literal

NusicleAcceptedActionBy = Literal["bot", "player", "timeout"]

NUSICLE_ACCEPTED_ACTION_BY_VALUES: set[NusicleAcceptedActionBy] = {
    "bot",
    "player",
    "timeout",
}


def check_nusicle_accepted_action_by(value: str) -> NusicleAcceptedActionBy:
    if value in NUSICLE_ACCEPTED_ACTION_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NUSICLE_ACCEPTED_ACTION_BY_VALUES!r}")
