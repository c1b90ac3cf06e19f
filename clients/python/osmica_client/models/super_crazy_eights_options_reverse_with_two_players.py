from typing import Literal

SuperCrazyEightsOptionsReverseWithTwoPlayers = Literal["noop", "skip"]

SUPER_CRAZY_EIGHTS_OPTIONS_REVERSE_WITH_TWO_PLAYERS_VALUES: set[SuperCrazyEightsOptionsReverseWithTwoPlayers] = {
    "noop",
    "skip",
}


def check_super_crazy_eights_options_reverse_with_two_players(
    value: str,
) -> SuperCrazyEightsOptionsReverseWithTwoPlayers:
    if value in SUPER_CRAZY_EIGHTS_OPTIONS_REVERSE_WITH_TWO_PLAYERS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SUPER_CRAZY_EIGHTS_OPTIONS_REVERSE_WITH_TWO_PLAYERS_VALUES!r}"
    )
