from typing import Literal

SwitchOptionsStarterTrickCard = Literal["as_dealer_play", "bury", "ignore"]

SWITCH_OPTIONS_STARTER_TRICK_CARD_VALUES: set[SwitchOptionsStarterTrickCard] = {
    "as_dealer_play",
    "bury",
    "ignore",
}


def check_switch_options_starter_trick_card(value: str) -> SwitchOptionsStarterTrickCard:
    if value in SWITCH_OPTIONS_STARTER_TRICK_CARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SWITCH_OPTIONS_STARTER_TRICK_CARD_VALUES!r}")
