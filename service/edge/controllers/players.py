"""The player routes (API key only; an app sees only its own players): a player's ratings per game, their
rated matches newest first, and each game's leaderboard (top pages, or the page around one player).

Wire types live here, beside their routes. Storage and the update itself: service/accounts/ratings.py.
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, get
from litestar.params import PathParameter, QueryParameter

from engine.registry import Variant
from service.accounts.apps import require_app
from service.accounts.ratings import Rating, Ratings
from service.edge.controllers.params import API_KEY
from service.wire.errors import ServiceError, problem_specs
from service.wire.fields import MAX_PLAYER, PLAYER_PATTERN, rfc3339

PlayerPath = Annotated[
    str, PathParameter(pattern=PLAYER_PATTERN, max_length=MAX_PLAYER, description="The app's own id of the player.")
]
Limit = Annotated[int, QueryParameter(ge=1, le=100, description="Entries per page.")]
KEY_REQUIRED = [API_KEY]
UNKNOWN = {404: "`player_unknown`: the app has no rated match of this player (in this game)."}


class GameRating(msgspec.Struct, kw_only=True):
    """A player's OpenSkill rating in one game (docs/ratings.md)."""

    mu: float
    """The estimated skill."""
    sigma: float
    """The uncertainty of ``mu``."""
    ordinal: float
    """``mu - 3 sigma``: what leaderboards order by."""
    matches: int
    """Rated matches played in this game."""
    wins: int
    """Rated matches of this game placed first in (shared first places count)."""


class PlayerRatings(msgspec.Struct, kw_only=True):
    """A player's ratings, by game (variant id); games without a rated match of theirs are left out."""

    player: str
    """The app's id of the player."""
    ratings: dict[str, GameRating]
    """By variant id: the player's rating in that game."""


class LeaderboardEntry(msgspec.Struct, kw_only=True):
    """One player on a leaderboard."""

    rank: int
    """1 for the highest ordinal; players of equal ordinal are ordered by player id."""
    player: str
    """The app's id of the player."""
    ordinal: float
    """``mu - 3 sigma`` in this game."""
    matches: int
    """Rated matches played in this game."""


class Leaderboard(msgspec.Struct, kw_only=True):
    """One page of a game's leaderboard, best first."""

    variant: str
    """The game."""
    entries: list[LeaderboardEntry]
    """Best first."""
    players: int
    """Players on the whole leaderboard."""
    next_cursor: str | None
    """Pass as ``cursor`` for the next page; null on the last one."""


class PlayerMatch(msgspec.Struct, kw_only=True):
    """One rated match of a player."""

    game_id: str
    """The match (its replay stays available while the match is kept)."""
    variant: str
    """The game."""
    finished_at: str
    """When its ratings were applied (RFC 3339, UTC)."""
    seat: int
    """The player's seat."""
    place: int
    """1 first; a resigned or abandoned seat places last."""
    rating_change: float
    """The change of the player's ordinal in that game."""


class PlayerMatches(msgspec.Struct, kw_only=True):
    """A page of a player's rated matches, newest first (the most recent 200 are kept)."""

    player: str
    """The app's id of the player."""
    matches: list[PlayerMatch]
    """Newest first."""
    next_cursor: str | None
    """Pass as ``cursor`` for the next page; null on the last one."""


WIRE_TYPES = [GameRating, PlayerRatings, LeaderboardEntry, Leaderboard, PlayerMatch, PlayerMatches]


def _ratings(request: Request[Any, Any, Any]) -> Ratings:
    ratings: Ratings = request.app.state.context.ratings
    return ratings


def _unknown(player: str, where: str = "") -> ServiceError:
    return ServiceError(404, "player_unknown", f"no rated match of {player!r}{where} in this app")


def _game_rating(rating: Rating) -> GameRating:
    return GameRating(
        mu=rating.mu, sigma=rating.sigma, ordinal=rating.ordinal, matches=rating.matches, wins=rating.wins
    )


def players_controller(variant_ids: list[str]) -> type[Controller]:
    """``GET /v1/players/{player}`` and ``GET /v1/players/{player}/matches``."""

    async def player(self: Controller, request: Request[Any, Any, Any], player: str) -> PlayerRatings:
        app = require_app()
        found = await _ratings(request).rating(app, player, variant_ids)
        if not found:
            raise _unknown(player)
        return PlayerRatings(player=player, ratings={v: _game_rating(r) for v, r in found.items()})

    async def matches(
        self: Controller, request: Request[Any, Any, Any], player: str, cursor: str | None = None, limit: int = 20
    ) -> PlayerMatches:
        app = require_app()
        found = await _ratings(request).history(app, player, int(cursor or 0), limit)
        if found is None:
            raise _unknown(player)
        _, entries = found
        last = entries[-1][0] if len(entries) == limit else 0
        return PlayerMatches(
            player=player,
            matches=[
                PlayerMatch(
                    game_id=e.game_id,
                    variant=e.variant,
                    finished_at=rfc3339(e.finished_at),
                    seat=e.seat,
                    place=e.place,
                    rating_change=e.rating_change,
                )
                for _, e in entries
            ],
            next_cursor=str(last) if last > 1 else None,
        )

    player.__annotations__ = {"request": Request, "player": PlayerPath, "return": PlayerRatings}
    matches.__annotations__ = {
        "request": Request,
        "player": PlayerPath,
        "cursor": Annotated[
            str | None,
            QueryParameter(
                pattern=r"^[1-9][0-9]{0,9}$", max_length=10, description="`next_cursor` of the previous page."
            ),
        ],
        "limit": Limit,
        "return": PlayerMatches,
    }
    handlers = {
        "player": get(
            "/{player:str}",
            operation_id="get_player",
            summary="A player's ratings",
            description="The app's player: per game, the OpenSkill rating (`mu`, `sigma`, `ordinal` = mu - 3 sigma) "
            "and the counts of rated matches and wins. 404 `player_unknown` before their first rated match.",
            security=KEY_REQUIRED,
            responses=problem_specs(400, 401, 404, 429, 503, described=UNKNOWN),
        )(player),
        "matches": get(
            "/{player:str}/matches",
            operation_id="list_player_matches",
            summary="A player's rated matches",
            description="Newest first: game id, game, when it was rated, seat, place and the change of the "
            "player's ordinal. Paginated with `cursor`; the most recent 200 are kept.",
            security=KEY_REQUIRED,
            responses=problem_specs(400, 401, 404, 429, 503, described=UNKNOWN),
        )(matches),
    }
    return type("PlayersController", (Controller,), {"path": "/v1/players", "tags": ["Players"], **handlers})


def leaderboard_controller(variant: Variant) -> type[Controller]:
    """``GET /v1/<variant>/leaderboard``."""
    slug = variant.id.replace("-", "_")

    async def leaderboard(
        self: Controller,
        request: Request[Any, Any, Any],
        cursor: str | None = None,
        around: str | None = None,
        limit: int = 20,
    ) -> Leaderboard:
        app = require_app()
        if cursor is not None and around is not None:
            raise ServiceError(400, "validation_error", "send cursor or around, not both")
        page = await _ratings(request).board(app, variant.id, int(cursor or 0), limit, around)
        if page is None:
            raise _unknown(around or "", f" in {variant.id}")
        first, size, entries = page
        after = first + len(entries)
        return Leaderboard(
            variant=variant.id,
            entries=[
                LeaderboardEntry(rank=first + i + 1, player=p, ordinal=r.ordinal, matches=r.matches)
                for i, (p, r) in enumerate(entries)
            ],
            players=size,
            next_cursor=str(after) if after < size else None,
        )

    leaderboard.__annotations__ = {
        "request": Request,
        "cursor": Annotated[
            str | None,
            QueryParameter(pattern=r"^[0-9]{1,9}$", max_length=9, description="`next_cursor` of the previous page."),
        ],
        "around": Annotated[
            str | None,
            QueryParameter(
                pattern=PLAYER_PATTERN,
                max_length=MAX_PLAYER,
                description="The page centred on this player (rank around me); not with `cursor`.",
            ),
        ],
        "limit": Limit,
        "return": Leaderboard,
    }
    handler = get(
        "/",
        operation_id=f"get_{slug}_leaderboard",
        summary=f"The {variant.title} leaderboard",
        description="The app's players by ordinal (mu - 3 sigma), best first: rank, player, ordinal and rated "
        "matches. Pages with `cursor`; `around` answers the page centred on one player (404 `player_unknown` "
        "when they have no rating in this game).",
        security=KEY_REQUIRED,
        responses=problem_specs(400, 401, 404, 429, 503, described=UNKNOWN),
    )(leaderboard)
    return type(
        f"{variant.id.title().replace('-', '')}LeaderboardController",
        (Controller,),
        {"path": f"/v1/{variant.id}/leaderboard", "tags": [variant.id], "leaderboard": handler},
    )


def examples(variant_ids: list[str]) -> dict[str, list[tuple[str, Any, str]]]:
    """OpenAPI examples of the player routes, by operation id: the ratings after one rated match that ``u-123``
    won against ``u-456`` (both new), computed by the same model as the service."""
    from service.accounts.ratings import initial, places, updated

    class _Result(msgspec.Struct):
        players: int = 2
        scores: list[int] = msgspec.field(default_factory=lambda: [0, 12])
        winners: list[int] = msgspec.field(default_factory=lambda: [0])
        resigned: list[bool] = msgspec.field(default_factory=lambda: [False, False])
        abandoned: list[bool] = msgspec.field(default_factory=lambda: [False, False])
        score_direction: str = "lower_is_better"

    seat_places = places(_Result())
    won, lost = updated([initial(), initial()], seat_places, None)
    variant = variant_ids[0]
    game_id, when = "hQ4mZr8TqL0vXw2sNc7YbA", "2026-12-01T12:30:00.000Z"
    ratings = PlayerRatings(player="u-123", ratings={variant: _game_rating(won)})
    board = Leaderboard(
        variant=variant,
        entries=[
            LeaderboardEntry(rank=1, player="u-123", ordinal=won.ordinal, matches=1),
            LeaderboardEntry(rank=2, player="u-456", ordinal=lost.ordinal, matches=1),
        ],
        players=2,
        next_cursor=None,
    )
    history = PlayerMatches(
        player="u-123",
        matches=[
            PlayerMatch(
                game_id=game_id,
                variant=variant,
                finished_at=when,
                seat=0,
                place=seat_places[0],
                rating_change=won.ordinal - initial().ordinal,
            )
        ],
        next_cursor=None,
    )
    said = f"After one rated {variant} match that u-123 won against u-456, both new."
    out = {
        "get_player": [("200", msgspec.to_builtins(ratings), said)],
        "list_player_matches": [("200", msgspec.to_builtins(history), said)],
    }
    for v in variant_ids:
        page = msgspec.structs.replace(board, variant=v)
        out[f"get_{v.replace('-', '_')}_leaderboard"] = [("200", msgspec.to_builtins(page), said.replace(variant, v))]
    return out
