from typing import Literal

ProblemCode = Literal[
    "bad_deck",
    "conflict",
    "forbidden",
    "idempotency_key_reused",
    "internal_error",
    "invalid_options",
    "invalid_players",
    "invite_unknown",
    "match_waiting",
    "method_not_allowed",
    "not_a_rematch",
    "not_acceptable",
    "not_finished",
    "not_found",
    "not_waiting",
    "payload_too_large",
    "preset_deck_disabled",
    "rate_limited",
    "replay_unavailable",
    "seat_not_taken",
    "seat_taken",
    "store_unavailable",
    "unauthorized",
    "unknown_seat",
    "unsupported_media_type",
    "validation_error",
    "version_mismatch",
]

PROBLEM_CODE_VALUES: set[ProblemCode] = {
    "bad_deck",
    "conflict",
    "forbidden",
    "idempotency_key_reused",
    "internal_error",
    "invalid_options",
    "invalid_players",
    "invite_unknown",
    "match_waiting",
    "method_not_allowed",
    "not_a_rematch",
    "not_acceptable",
    "not_finished",
    "not_found",
    "not_waiting",
    "payload_too_large",
    "preset_deck_disabled",
    "rate_limited",
    "replay_unavailable",
    "seat_not_taken",
    "seat_taken",
    "store_unavailable",
    "unauthorized",
    "unknown_seat",
    "unsupported_media_type",
    "validation_error",
    "version_mismatch",
}


def check_problem_code(value: str) -> ProblemCode:
    if value in PROBLEM_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PROBLEM_CODE_VALUES!r}")
