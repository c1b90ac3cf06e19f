from typing import Literal

PenaltyEventReason = Literal["last_card", "timeout"]

PENALTY_EVENT_REASON_VALUES: set[PenaltyEventReason] = {
    "last_card",
    "timeout",
}


def check_penalty_event_reason(value: str) -> PenaltyEventReason:
    if value in PENALTY_EVENT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PENALTY_EVENT_REASON_VALUES!r}")
