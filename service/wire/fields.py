"""The wire's field types and bounds, shared by every schema: ids, names, patterns, who made a move."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Literal

import msgspec

MAX_DECK = 104
"""The largest deck of any game (two 52-card decks)."""
MAX_NAME = 64
MAX_GAME_ID = 64
GAME_ID_PATTERN = rf"^[A-Za-z0-9_-]{{1,{MAX_GAME_ID}}}$"
"""A game id as the service issues it (a path segment, and ``from`` of a rematch's join)."""
NAME_PATTERN = r"^[^\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]*$"
"""A display name holds no control character (C0, DEL, C1) and no bidirectional control (marks, embeddings,
overrides, isolates), which could reorder the text around it wherever it is shown."""
INVITE_PATTERN = r"^[A-Za-z0-9_-]+$"
"""An invite code as the service issues them (URL-safe base64)."""
REPLAY_FORMAT = 1
"""The ``format_version`` of the replay document this code writes and verifies."""
MoveKind = Literal["player", "bot", "timeout"]
"""Who made an accepted action: the seat's token holder, or the server for the seat (a bot, a timeout)."""
BotLevel = Literal["random", "greedy", "expert"]
Fairness = Literal["server", "players"]
"""``server``: every shuffle comes from the server's committed seed; ``players``: from it and every seat's
client seed (docs/fairness.md)."""
SEED_HEX_PATTERN = "^[0-9a-f]{64}$"
SeedHex = Annotated[str, msgspec.Meta(pattern=SEED_HEX_PATTERN, min_length=64, max_length=64)]
"""32 bytes as 64 lowercase hexadecimal digits: a client seed or its SHA-256."""
MAX_REVEAL_TIMEOUT = 3600
"""The longest ``reveal_timeout_s``, in seconds."""
SeatKind = Literal["taken", "open", "bot"]


MAX_PLAYER = 64
PLAYER_PATTERN = rf"^[A-Za-z0-9_.:@-]{{1,{MAX_PLAYER}}}$"
"""An app's own id for a person (service/accounts/players.py)."""
PlayerId = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_PLAYER, pattern=PLAYER_PATTERN)]


def rfc3339(ms: int) -> str:
    """A time on the wire (Unix milliseconds): RFC 3339 in UTC, to the millisecond (``2026-12-02T09:30:00.000Z``)."""
    return datetime.fromtimestamp(ms / 1000, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
