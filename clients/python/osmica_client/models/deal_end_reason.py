from typing import Literal

DealEndReason = Literal["blocked", "pat", "resigned", "stalled", "voided", "went_out"]

DEAL_END_REASON_VALUES: set[DealEndReason] = {
    "blocked",
    "pat",
    "resigned",
    "stalled",
    "voided",
    "went_out",
}


def check_deal_end_reason(value: str) -> DealEndReason:
    if value in DEAL_END_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEAL_END_REASON_VALUES!r}")
