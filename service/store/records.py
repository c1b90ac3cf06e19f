"""What the store keeps of a match, and the keys it keeps it under (see :mod:`service.store.store`)."""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

KEY_PREFIX = "osmica"


class SeatSeeds(msgspec.Struct, kw_only=True):
    """The seats' seeds of a match dealt with them (``fairness: "players"``, service/matches/reveal.py); none of
    them leaves the service before the match is finished."""

    commitments: list[bytes]
    """Per seat: the SHA-256 of its client seed, as the seat committed to it (empty while the seat is open)."""
    seeds: list[bytes]
    """Per seat: its client seed once revealed (a bot seat's, drawn by the server, from the start), else empty."""
    timeout: int
    """Seconds every seat has to reveal once the table is full (``reveal_timeout_s``)."""
    cancelled: bool = False
    """A seat did not reveal in time: the match is cancelled, nothing was dealt."""


class Record(msgspec.Struct, kw_only=True):
    """One match as stored: what the service knows beside the engine's state. The engine's state holds the
    seed; ``nonce`` and ``deck`` complete what ``commitment`` commits to (engine/commitment.py). None of the three
    leaves the service before the match is finished. Schema 1 records (before commitments) have none of them."""

    schema: int = 2
    variant: str
    names: list[str]
    tokens: list[bytes]
    """SHA-256 of each seat's token, by seat."""
    events: int
    """Events stored so far: the next one gets ``seq = events + 1``."""
    state: msgspec.Raw
    """The engine's state, msgpack, decoded with the variant's ``state_type``."""
    nonce: bytes = b""
    """The commitment's secret nonce (32 random bytes); empty in schema 1."""
    deck: list[str] | None = None
    """The preset deck of deal 1 (wire codes, top first), if the match was created with one."""
    commitment: str = ""
    """SHA-256 (hex) of seed, nonce and deck, as every view shows it; empty in schema 1."""
    host: bytes = b""
    """SHA-256 of the host's token (manages the match, is no seat); empty for matches stored before hosts."""
    waiting: bool = False
    """No card dealt yet: a seat is open (service/matches/seats.py); ``state`` is empty until the last seat is taken."""
    bots: list[str] = []
    """Per seat: the level of the bot that plays it, or empty (no bot seat in a match stored before bots)."""
    invites: list[bytes] = []
    """Per seat: SHA-256 of the invite code issued for it (kept once used, so a second use is ``seat_taken``)."""
    public: bool = False
    """Listed in the lobby while it waits."""
    created: int = 0
    """Creation time, Unix milliseconds."""
    players: int = 0
    seed: int = 0
    """The seed a waiting match is dealt from (afterwards, the engine's state holds it)."""
    options: bytes = b""
    """The options a waiting match is dealt with, msgpack, decoded with the variant's ``options_type``."""
    previous: str = ""
    """The finished match this one is the rematch of (its players claim their seats with ``from``)."""
    rematch: str = ""
    """The rematch of this finished match, once one was asked for."""
    seeded: bool = False
    """Created with a seed: its expert bots search a fixed number of rounds, so it plays the same every time
    (unseeded, they search for ``bot_budget_ms``)."""
    deadline: int = 0
    """With a turn clock: when the seat to act runs out of time, Unix milliseconds on Redis's clock; 0 when no
    clock runs (none set, a seat the server plays is to act, the match is over)."""
    rev: int = 0
    """Changes of the record that are no action (a reissued token): counted into the write's revision
    (:func:`revision`), so that such a change and a concurrent action never overwrite each other."""
    app: str = ""
    """The app whose API key created the match (service/accounts/apps.py); empty: created without a key. Only that app's
    key reaches it."""
    seat_players: list[str] = []
    """Per seat: the app's player id bound to it, or empty (no seat bound in a match stored before players)."""
    rated: bool = False
    """Created with ``rated: true``: its end updates its players' ratings (service/accounts/ratings.py)."""
    seat_seeds: SeatSeeds | None = None
    """With ``fairness: "players"``: the seats' commitments and seeds; while the match is ``waiting`` with every
    seat taken, ``deadline`` is the end of the reveal phase."""


class Move(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One accepted action as the replay lists it."""

    seat: int
    """The seat it was applied for."""
    by: str = "player"
    """Who sent it: ``player`` (the seat's token holder) or ``bot`` (the server, for a resigned seat)."""
    action: msgspec.Raw
    """The engine action, msgpack, decoded with the variant's ``action_type``."""


class IdempotencyRecord(msgspec.Struct, array_like=True):
    """Where the first answer to an ``Idempotency-Key`` lies: the service rebuilds it (:mod:`service.playing.act`)."""

    request: bytes
    """The first 16 bytes of the SHA-256 of the canonical request body."""
    version: int
    """The version the action made."""
    first: int
    """The sequence number of its first event."""
    count: int
    """How many events it caused."""
    deadline: int = 0
    """The turn clock's deadline after it (Unix ms; 0: none), as its answer showed it."""
    connected: list[bool] = []
    """Who was connected, as its answer showed it (empty: a record written before presence; its answer shows who is
    connected now)."""


def revision(version: int, rev: int) -> str:
    """What the write script compares and stores in ``v``: the version, with the record's ``rev`` after a dot once
    the record changed outside an action (a match never changed so keeps its plain version)."""
    return str(version) if rev == 0 else f"{version}.{rev}"


CLOCKS_KEY = f"{KEY_PREFIX}:clocks"
"""The sorted set of the matches whose turn clock runs: game id, scored by its deadline (Unix milliseconds)."""


def clocks_key() -> str:
    return CLOCKS_KEY


def lobby_key(variant: str, app: str = "") -> str:
    """The sorted set of a variant's public matches that wait for players: game id, scored by creation time; an
    app's matches are in a set of their own, under the app's hash tag."""
    return f"{KEY_PREFIX}:{{app:{app}}}:lobby:{variant}" if app else f"{KEY_PREFIX}:lobby:{variant}"


def game_key(game_id: str) -> str:
    return f"{KEY_PREFIX}:{{{game_id}}}:game"


def events_key(game_id: str) -> str:
    return f"{KEY_PREFIX}:{{{game_id}}}:events"


def moves_key(game_id: str) -> str:
    return f"{KEY_PREFIX}:{{{game_id}}}:moves"


def notify_channel(game_id: str) -> str:
    """The sharded Pub/Sub channel :data:`WRITE` announces each commit on (the match's slot: Redis 7+)."""
    return f"{KEY_PREFIX}:{{{game_id}}}:notify"


PRESENCE_DUE_KEY = f"{KEY_PREFIX}:presence"
"""The sorted set of the matches whose seats' presence a sweeper should look at: game id, scored by when (Unix ms,
Redis's clock; service/matches/presence.py)."""
PRESENCE_NOTICE = b"p"
"""What a presence change publishes on the match's channel (:func:`notify_channel`), where a commit publishes its
version: watchers read the seats' presence again, not the events."""


class Attendance(msgspec.Struct, frozen=True):
    """What the presence set of a match says at one instant: Redis's clock and each listed seat's score."""

    now: int
    """Redis's clock when it was read (Unix ms)."""
    until: dict[int, int]
    """Per seat that was ever connected: while connected, until when (> ``now``); once gone, since when it is
    (``-since`` once a sweep announced it gone)."""

    @staticmethod
    def parse(now: Any, flat: list[Any]) -> Attendance:
        """From Redis's ``TIME`` reply (or Unix ms) and a ``ZRANGE ... WITHSCORES`` reply (flat)."""
        ms = int(now[0]) * 1000 + int(now[1]) // 1000 if isinstance(now, list | tuple) else int(now)
        if flat and isinstance(flat[0], list | tuple):  # a client that pairs them already (redis-py's cluster)
            return Attendance(ms, {int(seat): int(float(score)) for seat, score in flat})
        return Attendance(ms, {int(flat[i]): int(float(flat[i + 1])) for i in range(0, len(flat), 2)})

    def connected(self, players: int) -> list[bool]:
        """Per seat: connected now."""
        return [self.until.get(seat, 0) > self.now for seat in range(players)]

    def away_since(self, seat: int, created: int) -> int | None:
        """None while ``seat`` is connected, else since when it is not (a seat never seen: ``created``)."""
        score = self.until.get(seat)
        if score is None:
            return created
        return None if score > self.now else abs(score)


def presence_key(game_id: str) -> str:
    """The match's presence: a sorted set of seat -> until (service/matches/presence.py); not the match's record."""
    return f"{KEY_PREFIX}:{{{game_id}}}:presence"


def idempotency_key(game_id: str) -> str:
    return f"{KEY_PREFIX}:{{{game_id}}}:idem"


def idempotency_field(token: str, key: str) -> bytes:
    """Scoped by the caller's token, so one seat never reaches another seat's answer."""
    return hashlib.sha256(f"{token}\0{key}".encode()).digest()[:16]


def rate_key(client: str) -> str:
    return f"{KEY_PREFIX}:rate:{client}"
