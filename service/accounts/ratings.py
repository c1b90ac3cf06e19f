"""Ratings: OpenSkill (Plackett-Luce, the ``openskill`` package) per app, per game, updated exactly once per
finished rated match; leaderboards and each player's history of rated matches (docs/ratings.md).

Keys of one app share the hash tag ``{app:<app id>}`` (one Redis Cluster slot), so every script below runs on
one node::

    osmica:{app:A}:ratings:<variant>   hash   player -> "mu sigma matches wins"
    osmica:{app:A}:board:<variant>     zset   player, scored by ordinal (mu - 3 sigma)
    osmica:{app:A}:history:<player>    list   newest first, msgpack :class:`HistoryEntry`, at most HISTORY_LIMIT
    osmica:{app:A}:players             hash   player -> rated matches over every game (the history's numbering)
    osmica:{app:A}:rated               zset   game id, scored by when its ratings were applied (kept RATED_KEEP_MS)
    osmica:{app:A}:pending             zset   rated match not yet applied, scored by when to look at it again

Exactly once, whatever the replicas, retries or crashes: the match's own commit cannot also write the app's keys
(on a cluster they live in another slot), so a rated match is entered in ``pending`` *before* the commit that
creates it, and its ratings are applied *after* the commit that ends it, by :data:`APPLY`, one script that does
nothing for a game id already in ``rated`` and otherwise checks that each player's rating is still the one the
update was computed from, then writes the ratings, the leaderboard, the histories, marks the game ``rated`` and
takes it out of ``pending``, all at once. The replica that ends the match applies it right after the commit,
beside the answer (a task of its own: the act does not wait for it; :meth:`Ratings.settle`); if it dies first, or
the store fails it, every replica's sweeper (:meth:`Ratings.sweep`, with the turn clocks') finds the match in
``pending``, sees it finished, and applies it; a match still played is looked at again later, one that no longer
exists leaves. Storage stays proportional to players: one rating per player and game, histories
trimmed to :data:`HISTORY_LIMIT`, ``rated`` trimmed to matches younger than :data:`RATED_KEEP_MS` (past the match's
own life: by then no sweeper can find it).

Places: teams are the seats, or the two sides in partnership play (partners are one team). A seat that resigned or
was abandoned places last (with its team); the others place by the match's winners first, then by the final
score in the game's direction; equal teams share a place. The update is the package's own ``PlacketLuce().rate``
with those places as ranks; nothing of the model is written here.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any

import msgspec
from openskill.models import PlackettLuce
from redis.exceptions import RedisError

from engine.registry import Variant
from service.accounts.apps import APPS_KEY
from service.store.records import KEY_PREFIX, Record

log = logging.getLogger("osmica.ratings")

HISTORY_LIMIT = 200
"""Entries kept per player (newest first); older ones are dropped."""
RATED_KEEP_MS = 30 * 24 * 3600 * 1000
"""How long a game id stays in ``rated`` once applied (longer than any match lives)."""
SWEEP_BATCH = 64
ATTEMPTS = 16
"""Concurrent updates of the same players an update may lose before it gives up (the sweeper applies it later)."""

MODEL = PlackettLuce()


def ratings_key(app: str, variant: str) -> str:
    return f"{KEY_PREFIX}:{{app:{app}}}:ratings:{variant}"


def board_key(app: str, variant: str) -> str:
    return f"{KEY_PREFIX}:{{app:{app}}}:board:{variant}"


def history_key(app: str, player: str) -> str:
    return f"{KEY_PREFIX}:{{app:{app}}}:history:{player}"


def players_key(app: str) -> str:
    return f"{KEY_PREFIX}:{{app:{app}}}:players"


def rated_key(app: str) -> str:
    return f"{KEY_PREFIX}:{{app:{app}}}:rated"


def pending_key(app: str) -> str:
    return f"{KEY_PREFIX}:{{app:{app}}}:pending"


APPLY = """
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 1 end
local n = tonumber(ARGV[3])
for i = 0, n - 1 do
  local base = 6 + i * 5
  local now = redis.call('HGET', KEYS[3], ARGV[base]) or ''
  if now ~= ARGV[base + 1] then return 0 end
end
local t = tonumber(ARGV[2])
for i = 0, n - 1 do
  local base = 6 + i * 5
  local player = ARGV[base]
  redis.call('HSET', KEYS[3], player, ARGV[base + 2])
  redis.call('ZADD', KEYS[4], ARGV[base + 3], player)
  local count = redis.call('HINCRBY', KEYS[5], player, 1)
  local history = KEYS[6 + i]
  redis.call('LPUSH', history, struct.pack('>I4', count) .. ARGV[base + 4])
  redis.call('LTRIM', history, 0, tonumber(ARGV[4]) - 1)
end
redis.call('ZADD', KEYS[1], t, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', t - tonumber(ARGV[5]))
redis.call('ZREM', KEYS[2], ARGV[1])
return 2
"""
"""KEYS: rated, pending, ratings, board, players, then each player's history. ARGV: game id, now (ms), player count,
history limit, rated keep (ms), then per player: id, its rating value as read ('' for none), the new value, the new
ordinal, its history entry (msgpack, numbered here with the player's count of rated matches, 4 bytes big-endian).
Returns 1 when the game was applied before (nothing changes), 0 when a rating moved since it was read (compute
again), 2 when applied now."""

PAGE = """
local start = tonumber(ARGV[1])
if ARGV[3] ~= '' then
  local rank = redis.call('ZREVRANK', KEYS[1], ARGV[3])
  if not rank then return false end
  start = math.max(0, rank - tonumber(ARGV[4]))
end
local found = redis.call('ZREVRANGE', KEYS[1], start, start + tonumber(ARGV[2]) - 1)
local out = {start, redis.call('ZCARD', KEYS[1])}
if #found == 0 then return out end
local values = redis.call('HMGET', KEYS[2], unpack(found))
for i = 1, #found do
  table.insert(out, found[i])
  table.insert(out, values[i])
end
return out
"""
"""KEYS: board, ratings. ARGV: first rank (0-based), count, the player to centre on ('' for none), how many entries
come before them. Returns the first rank, the board's size, then player and rating value pairs; false when the player
to centre on has no rating."""

HISTORY = """
local total = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if total == 0 then return false end
local before = tonumber(ARGV[2])
local first = 0
if before > 0 then first = total - before + 1 end
if before > 0 and before <= 1 then return {total} end
local entries = redis.call('LRANGE', KEYS[1], first, first + tonumber(ARGV[3]) - 1)
table.insert(entries, 1, total)
return entries
"""
"""KEYS: the player's history, players. ARGV: player, the number of the last entry seen (0: from the newest), count.
Returns false for a player without a rated match, else their count of rated matches and the entries."""


class Rating(msgspec.Struct, kw_only=True, frozen=True):
    mu: float
    sigma: float
    matches: int
    wins: int

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    def encode(self) -> str:
        return f"{self.mu!r} {self.sigma!r} {self.matches} {self.wins}"

    @classmethod
    def decode(cls, raw: bytes | str | None) -> Rating | None:
        if not raw:
            return None
        mu, sigma, matches, wins = (raw.decode() if isinstance(raw, bytes) else raw).split()
        return cls(mu=float(mu), sigma=float(sigma), matches=int(matches), wins=int(wins))


_FRESH = MODEL.rating()
INITIAL = Rating(mu=_FRESH.mu, sigma=_FRESH.sigma, matches=0, wins=0)
"""A new player's rating: the model's defaults."""


def initial() -> Rating:
    return INITIAL


class HistoryEntry(msgspec.Struct, kw_only=True, array_like=True):
    game_id: str
    variant: str
    finished_at: int
    """Unix milliseconds."""
    seat: int
    place: int
    rating_change: float
    """The change of the player's ordinal in that game."""


_history_encoder = msgspec.msgpack.Encoder()
_history_decoder = msgspec.msgpack.Decoder(HistoryEntry)


def decode_history(raw: bytes) -> tuple[int, HistoryEntry]:
    """An entry of a history list: its number (the player's count of rated matches then) and the entry."""
    return int.from_bytes(raw[:4], "big"), _history_decoder.decode(raw[4:])


def places(view: Any) -> list[int]:
    """Per seat, its place (1 first; equal teams share one) in a finished match, from its spectator view: teams
    are the seats, or the sides in partnership play; a resigned or abandoned seat's team places last."""
    players = view.players
    sides = len(view.scores)
    team_of = [seat % sides for seat in range(players)]
    out = [False] * sides
    won = [False] * sides
    for seat in range(players):
        if view.resigned[seat] or view.abandoned[seat]:
            out[team_of[seat]] = True
        if seat in view.winners:
            won[team_of[seat]] = True
    sign = -1 if view.score_direction == "higher_is_better" else 1
    keys = [(out[t], not won[t], sign * view.scores[t]) for t in range(sides)]
    team_place = [1 + sum(1 for other in keys if other < key) for key in keys]
    return [team_place[team_of[seat]] for seat in range(players)]


def updated(current: Sequence[Rating], seat_places: Sequence[int], partnership_sides: int | None) -> list[Rating]:
    """Per seat, the rating after the match: ``PlackettLuce().rate`` over the teams (partners together when
    ``partnership_sides``), each team's rank its place; ``matches`` +1, ``wins`` +1 for a place of 1."""
    seats = range(len(current))
    teams = (
        [[s] for s in seats]
        if partnership_sides is None
        else [[s for s in seats if s % partnership_sides == t] for t in range(partnership_sides)]
    )
    rated = MODEL.rate(
        [[MODEL.rating(mu=current[s].mu, sigma=current[s].sigma) for s in team] for team in teams],
        ranks=[float(seat_places[team[0]]) for team in teams],
    )
    out: list[Rating] = list(current)
    for team, new in zip(teams, rated, strict=True):
        for seat, rating in zip(team, new, strict=True):
            old = current[seat]
            out[seat] = Rating(
                mu=rating.mu,
                sigma=rating.sigma,
                matches=old.matches + 1,
                wins=old.wins + (seat_places[seat] == 1),
            )
    return out


def apply_call(
    app: str,
    variant: str,
    game_id: str,
    players: Sequence[str],
    raw: Sequence[bytes | None],
    seat_places: Sequence[int],
    sides: int | None,
    ended: int,
) -> tuple[list[str], list[Any]]:
    """The keys and arguments of :data:`APPLY` for one finished match: its players by seat, their ratings as read
    (``raw``), their places, the sides in partnership play (None: every seat its own team), when it ended."""
    current = [Rating.decode(r) or initial() for r in raw]
    new = updated(current, seat_places, sides)
    keys = [rated_key(app), pending_key(app), ratings_key(app, variant), board_key(app, variant), players_key(app)]
    keys += [history_key(app, p) for p in players]
    args: list[Any] = [game_id, _now_ms(), len(players), HISTORY_LIMIT, RATED_KEEP_MS]
    for seat, player in enumerate(players):
        entry = HistoryEntry(
            game_id=game_id,
            variant=variant,
            finished_at=ended,
            seat=seat,
            place=seat_places[seat],
            rating_change=new[seat].ordinal - current[seat].ordinal,
        )
        args += [player, raw[seat] or b"", new[seat].encode(), repr(new[seat].ordinal), _history_encoder.encode(entry)]
    return keys, args


class Ratings:
    """The ratings of every app in one store (``redis``: a redis-py asyncio client, one server or a cluster)."""

    def __init__(self, redis: Any, recheck_ms: int = 60_000) -> None:
        self.redis = redis
        self.recheck_ms = recheck_ms
        """A pending match still played (or not yet stored) is looked at again this much later."""
        self._apply = redis.register_script(APPLY)
        self._page = redis.register_script(PAGE)
        self._history = redis.register_script(HISTORY)

    async def expect(self, app: str, game_id: str) -> None:
        """Enter a rated match in its app's ``pending`` before the commit that stores it."""
        await self.redis.zadd(pending_key(app), {game_id: _now_ms() + self.recheck_ms})

    async def settle(
        self, variant: Variant, game_id: str, record: Record, state: Any, finished_at: int | None = None
    ) -> bool:
        """Apply the ratings of the finished rated match ``record`` (its final ``state``) unless applied already;
        True once they are applied (now or before), False when concurrent updates kept winning (it stays pending)."""
        players = list(record.seat_players)
        view = variant.view(state, None)
        seat_places = places(view)
        sides = len(view.scores) if len(view.scores) != view.players else None
        ended = finished_at if finished_at is not None else _now_ms()
        for _ in range(ATTEMPTS):
            raw = await self.redis.hmget(ratings_key(record.app, variant.id), players)
            keys, args = apply_call(record.app, variant.id, game_id, players, raw, seat_places, sides, ended)
            if await self._apply(keys=keys, args=args):
                return True
        return False

    async def settle_quietly(self, variant: Variant, game_id: str, record: Record, state: Any) -> None:
        """:meth:`settle` right after the commit that ended the match; a store failure leaves it to the sweeper."""
        try:
            await self.settle(variant, game_id, record, state)
        except RedisError as exc:
            log.warning("ratings of %s left to the sweeper: %s", game_id, type(exc).__name__)

    async def sweep(self, load: Any, variants: dict[str, Variant], decode_state: Any) -> int:
        """Apply the pending rated matches that are finished (``load(game_id)`` -> its record or None); look again
        later at those still played; forget those that no longer exist. Returns how many entries were looked at."""
        seen = 0
        now = _now_ms()
        for raw_app in await self.redis.hkeys(APPS_KEY):
            app = raw_app.decode()
            due = await self.redis.zrangebyscore(pending_key(app), "-inf", now, start=0, num=SWEEP_BATCH)
            for raw_id in due:
                seen += 1
                game_id = raw_id.decode()
                record = await load(game_id)
                variant = None if record is None else variants.get(record.variant)
                if record is None or variant is None or not record.rated or record.app != app:
                    await self.redis.zrem(pending_key(app), game_id)
                    continue
                state = None if record.waiting else decode_state(variant, record)
                if state is None or state.book.status != "finished":
                    await self.redis.zadd(pending_key(app), {game_id: now + self.recheck_ms}, xx=True)
                    continue
                await self.settle(variant, game_id, record, state)
        return seen

    async def rating(self, app: str, player: str, variants: Sequence[str]) -> dict[str, Rating]:
        """The player's rating in each game where they have one."""
        pipe = self.redis.pipeline(transaction=False)
        for variant in variants:
            pipe.hget(ratings_key(app, variant), player)
        found = await pipe.execute()
        return {v: r for v, raw in zip(variants, found, strict=True) if (r := Rating.decode(raw)) is not None}

    async def board(
        self, app: str, variant: str, start: int, count: int, around: str | None = None
    ) -> tuple[int, int, list[tuple[str, Rating]]] | None:
        """A page of the leaderboard: its first rank (0-based), the board's size, and (player, rating) entries;
        with ``around``, the page centred on that player (None when they have no rating in the game)."""
        reply = await self._page(
            keys=[board_key(app, variant), ratings_key(app, variant)],
            args=[start, count, around or "", count // 2],
        )
        if reply is None:
            return None
        first, size, *flat = reply
        entries = []
        for i in range(0, len(flat), 2):
            rating = Rating.decode(flat[i + 1])
            if rating is not None:
                entries.append((flat[i].decode(), rating))
        return int(first), int(size), entries

    async def history(
        self, app: str, player: str, before: int, count: int
    ) -> tuple[int, list[tuple[int, HistoryEntry]]] | None:
        """The player's count of rated matches and up to ``count`` entries numbered below ``before`` (0: from the
        newest), newest first; None for a player without a rated match."""
        reply = await self._history(keys=[history_key(app, player), players_key(app)], args=[player, before, count])
        if reply is None:
            return None
        total, *entries = reply
        return int(total), [decode_history(e) for e in entries]


def _now_ms() -> int:
    return int(time.time() * 1000)
