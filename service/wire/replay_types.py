"""The replay document's types, per variant: ``<Prefix>AcceptedAction`` and ``<Prefix>Replay`` (docs/fairness.md)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from engine.commitment import COMMITMENT_PATTERN, NONCE_PATTERN
from engine.match import DealResult
from engine.registry import Variant
from engine.setup import MAX_SAFE_INT
from service.wire.fields import MAX_DECK, BotLevel, MoveKind


def replay_types(variant: Variant, prefix: str, card: Any, name: Any) -> tuple[type[Any], type[Any]]:
    """``<Prefix>AcceptedAction`` and ``<Prefix>Replay`` (docs/fairness.md)."""
    module = __name__
    events: Any = variant.event_type
    accepted = msgspec.defstruct(
        f"{prefix}AcceptedAction",
        [
            ("seat", Annotated[int, msgspec.Meta(ge=0, description="The seat the action was applied for.")]),
            (
                "by",
                Annotated[
                    MoveKind,
                    msgspec.Meta(
                        description="Who made it: `player` (sent with the seat's token), `bot` (a bot seat, or "
                        "the house bot for a resigned or abandoned seat; the events it causes carry `bot: true`) "
                        "or `timeout` (the seat's turn clock ran out: a `timed_out` event, then the events of "
                        "`action`, the house bot's move, marked `bot: true`; in Switch the action is `draw` and "
                        "stands for the SWI-9 penalty, 2 cards and the turn ends). Every other entry replays as "
                        "`action` applied for `seat`."
                    ),
                ],
            ),
            ("action", variant.action_type),
        ],
        kw_only=True,
        forbid_unknown_fields=True,
        module=module,
    )
    accepted.__doc__ = f"One accepted action of a {variant.title} match, in the order it was applied."
    hex64 = "64 lowercase hexadecimal digits"
    replay = msgspec.defstruct(
        f"{prefix}Replay",
        [
            (
                "format_version",
                Annotated[
                    Literal[1],
                    msgspec.Meta(description="The replay document's format; a reader refuses a version it lacks."),
                ],
            ),
            ("game_id", str),
            ("variant", Literal[variant.id]),  # the variant's id, known at run time
            (
                "commitment",
                Annotated[
                    str,
                    msgspec.Meta(
                        pattern=COMMITMENT_PATTERN,
                        description=f"The commitment every view showed ({hex64}): SHA-256 of seed, nonce and deck.",
                    ),
                ],
            ),
            (
                "seed",
                Annotated[int, msgspec.Meta(ge=0, le=MAX_SAFE_INT, description="The seed of every shuffle.")],
            ),
            (
                "nonce",
                Annotated[
                    str, msgspec.Meta(pattern=NONCE_PATTERN, description=f"The commitment's secret nonce ({hex64}).")
                ],
            ),
            ("players", Annotated[int, msgspec.Meta(ge=variant.min_players, le=variant.max_players)]),
            ("names", list[name]),
            (
                "bots",
                Annotated[
                    list[BotLevel | None],
                    msgspec.Meta(
                        description="Per seat: the level of the bot the server played it with from the start, or "
                        "null for a player's seat. Only a bot seat's moves, and a resigned or abandoned seat's, are "
                        "`bot` moves (besides the house bot's moves that finish a timed-out turn)."
                    ),
                ],
            ),
            (
                "seat_players",
                Annotated[
                    list[str | None], msgspec.Meta(description="Per seat: the app's player id bound to it, or null.")
                ],
                [],
            ),
            ("options", Annotated[variant.options_type, msgspec.Meta(description="The effective options.")]),
            (
                "deck",
                Annotated[
                    Annotated[list[card], msgspec.Meta(min_length=1, max_length=MAX_DECK)] | None,
                    msgspec.Meta(description="Deal 1's preset deck, top card first; null: dealt from the seed."),
                ],
            ),
            ("actions", Annotated[list[accepted], msgspec.Meta(description="Every accepted action, in order.")]),  # type: ignore[valid-type]
            (
                "events",
                Annotated[
                    list[events],
                    msgspec.Meta(
                        description="Every event of the match, in order and unredacted (drawn cards included): "
                        "`/events` served each caller these, less the details that caller could not see."
                    ),
                ],
            ),
            ("scores", Annotated[list[int], msgspec.Meta(description="Final scores per seat (per side).")]),
            ("deal_results", list[DealResult]),
            ("winners", list[int]),
        ],
        kw_only=True,
        forbid_unknown_fields=True,
        module=module,
    )
    replay.__doc__ = (
        f"A finished {variant.title} match, replayable with the rules alone: the commitment with what it commits "
        "to, the setup, every accepted action and every event, and the result. `osmica verify` checks one."
    )
    return accepted, replay
