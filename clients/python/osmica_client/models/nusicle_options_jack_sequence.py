from typing import Literal

NusicleOptionsJackSequence = Literal["both_ways", "forward"]

NUSICLE_OPTIONS_JACK_SEQUENCE_VALUES: set[NusicleOptionsJackSequence] = {
    "both_ways",
    "forward",
}


def check_nusicle_options_jack_sequence(value: str) -> NusicleOptionsJackSequence:
    if value in NUSICLE_OPTIONS_JACK_SEQUENCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NUSICLE_OPTIONS_JACK_SEQUENCE_VALUES!r}")
