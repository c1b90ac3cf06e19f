from typing import Literal

SuperCrazyEightsOptionsAnswerToPendingTwo = Literal["twos_only", "twos_or_eights"]

SUPER_CRAZY_EIGHTS_OPTIONS_ANSWER_TO_PENDING_TWO_VALUES: set[SuperCrazyEightsOptionsAnswerToPendingTwo] = {
    "twos_only",
    "twos_or_eights",
}


def check_super_crazy_eights_options_answer_to_pending_two(value: str) -> SuperCrazyEightsOptionsAnswerToPendingTwo:
    if value in SUPER_CRAZY_EIGHTS_OPTIONS_ANSWER_TO_PENDING_TWO_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_OPTIONS_ANSWER_TO_PENDING_TWO_VALUES!r}"
    )
