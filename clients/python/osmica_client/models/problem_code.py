from typing import Literal

ProblemCode = Literal[
    "bad_deck",
    "conflict",
    "forbidden",
    "idempotency_key_reused",
    "internal_error",
    "invalid_options",
    "invalid_players",
    "method_not_allowed",
    "not_acceptable",
    "not_finished",
    "not_found",
    "payload_too_large",
    "preset_deck_disabled",
    "rate_limited",
    "replay_unavailable",
    "store_unavailable",
    "unauthorized",
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
    "method_not_allowed",
    "not_acceptable",
    "not_finished",
    "not_found",
    "payload_too_large",
    "preset_deck_disabled",
    "rate_limited",
    "replay_unavailable",
    "store_unavailable",
    "unauthorized",
    "unsupported_media_type",
    "validation_error",
    "version_mismatch",
}


def check_problem_code(value: str) -> ProblemCode:
    if value in PROBLEM_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PROBLEM_CODE_VALUES!r}")
