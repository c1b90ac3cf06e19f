from typing import Literal

BotLevel = Literal["expert", "greedy", "random"]

BOT_LEVEL_VALUES: set[BotLevel] = {
    "expert",
    "greedy",
    "random",
}


def check_bot_level(value: str) -> BotLevel:
    if value in BOT_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BOT_LEVEL_VALUES!r}")
