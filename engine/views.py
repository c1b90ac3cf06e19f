"""The fields every variant's view shares (the HTTP contract's view).

Each variant's ``View`` subclasses :class:`ViewBase` and adds its typed ``options``, its ``legal_actions``
union and its table (``top``, ``piles``, ``horses``, ...). ``game_id``, ``names``, ``commitment`` and
``deadline`` are filled in by the service, which knows them; everything else comes from the engine's state.
"""

from __future__ import annotations

import msgspec

from engine.cards import RankCode, rank_code, sorted_hand
from engine.clock import abandoned_seats
from engine.errors import IllegalAction
from engine.match import DealResult, MatchState, ScoreDirection, Status
from engine.obligations import Pending
from engine.resign import resigned_seats


class DealInfo(msgspec.Struct, kw_only=True):
    """The deal in progress (or the last one, once the match is over)."""

    number: int
    """The deal's number, from 1."""
    dealer: int
    """The dealer's seat."""
    hand_size: int | None = None
    """Cards dealt to each hand in this deal, where it varies from deal to deal."""


class PendingDraw(msgspec.Struct, kw_only=True):
    """A stacking draw obligation on the seat to act: answer it with a card of ``rank`` or draw ``count``."""

    rank: RankCode
    """The rank that answers it (``2`` or ``4``)."""
    count: int
    """Cards the seat to act draws if it does not answer."""


def pending_draw(pending: Pending | None) -> PendingDraw | None:
    """The wire form of a state's draw obligation."""
    return None if pending is None else PendingDraw(rank=rank_code(pending.rank), count=pending.count)


class ChallengeWindow(msgspec.Struct, kw_only=True):
    """An open last-card challenge (SWI-8, SLO-10): until the next accepted action, any other seat may send
    ``challenge {seat}``."""

    seat: int
    """The seat that left itself one card without the call."""
    penalty: int
    """Cards that seat draws if challenged."""


class ViewBase(msgspec.Struct, kw_only=True):
    game_id: str = ""
    """The game's id, the ``{game_id}`` of its paths."""
    commitment: str = ""
    """SHA-256 (hex) of the match's seed, a secret nonce and the preset deck, fixed at creation
    (engine/commitment.py); the replay of the finished match reveals what it commits to."""
    rematch: str | None = None
    """Once the match is finished and a rematch was asked for: the new match's game id."""
    variant: str
    """The game's variant id, the ``{variant}`` of its paths."""
    version: int
    """0 at creation, +1 per accepted action."""
    status: Status
    """``playing`` until the match is over, then ``finished``."""
    seat: int | None
    """Whose view this is; null for a spectator."""
    players: int
    """Seats at the table."""
    names: list[str] = []
    """Display names by seat."""
    seat_players: list[str | None] = []
    """Per seat: the app's own id of the person playing it (bound with an API key), or null."""
    preset_deck: bool
    """The match was created with a preset deck (its first deal was not shuffled by the server)."""
    deal: DealInfo
    """The deal in progress: number, dealer, hand size."""
    turn: int | None
    """The seat to act, or null when the match is over."""
    direction: int
    """+1 while play runs in seat order, -1 after a reversal."""
    hand: list[str] | None
    """The viewer's own cards; null for a spectator."""
    hand_counts: list[int]
    """Per seat: how many cards its hand holds."""
    stock_count: int
    """Cards in the face-down stock."""
    scores: list[int]
    """Cumulative scores per seat (per side in partnership play)."""
    score_direction: ScoreDirection
    """Whether the higher or the lower cumulative score wins."""
    deal_results: list[DealResult]
    """One row per finished deal, oldest first."""
    winners: list[int]
    """The winning seats once the match is over (ties share; both partners); empty before."""
    resigned: list[bool]
    """Per seat: has resigned; the house bot plays it from then on (tables of three or more)."""
    abandoned: list[bool]
    """Per seat: its turn timed out ``abandon_after`` times in a row; the house bot plays it from then on."""
    connected: list[bool] = []
    """Per seat: has an open stream or long poll, or made a request with its token in the last 30 s, on any
    replica (README, Presence); the service fills it in."""
    deadline: str | None = None
    """With a turn clock (``turn_timeout_s``): when the seat to act runs out of time (RFC 3339, UTC), after
    which the server acts for it; null without a clock, while the server plays the seat, or once the match is
    over."""


def base_fields(
    state: MatchState, seat: int | None, score_direction: ScoreDirection, hand_size: int | None = None
) -> dict[str, object]:
    """The :class:`ViewBase` fields that come straight from the state, for ``seat`` (None: a spectator):
    its own hand only, the other hands and the stock as counts. Raises ``unknown_seat`` for a seat off the table."""
    if seat is not None and not 0 <= seat < state.players:
        raise IllegalAction("unknown_seat", f"no seat {seat} at a table of {state.players}")
    book = state.book
    return {
        "version": state.version,
        "status": book.status,
        "seat": seat,
        "players": state.players,
        "preset_deck": state.preset_deck,
        "deal": DealInfo(number=book.deal, dealer=book.dealer, hand_size=hand_size),
        "turn": state.turn,
        "hand": None if seat is None else sorted_hand(state.hands[seat]),
        "hand_counts": [len(h) for h in state.hands],
        "stock_count": len(state.stock),
        "scores": list(book.scores),
        "score_direction": score_direction,
        "deal_results": list(book.results),
        "winners": list(book.winners),
        "resigned": resigned_seats(state),
        "abandoned": abandoned_seats(state),
    }
