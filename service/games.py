"""The use cases behind the endpoints: create, view, act, list events and replay, for any variant.

Each one loads the match from the :class:`~service.store.Store`, checks the caller (404 for an unknown game or
one of another variant, 401 for a bad token), calls the engine, and maps the result to wire types. An act
is applied optimistically: on a lost race it reloads and applies again, at most :data:`MAX_ATTEMPTS` times, so
concurrent requests never lose or double an action. Engine refusals become 409 (400 at creation) here, with
the caller's legal actions; nothing of another seat is ever put into a response. At creation the match is
committed to its seed, a fresh secret nonce and its preset deck (engine/commitment.py); the three stay in the
store until the match is finished and its replay reveals them (service/replays.py). Acts are counted in the
metrics: accepted, rejected (by problem code) and lost races (``osmica_version_conflicts_total``).

An ``Idempotency-Key`` record keeps only the request's digest and where its answer lies: a repeat gets the same
bytes again, rebuilt from the current state when the match is still at the version the action made, else by
dealing the match again from its seed, options and deck and applying its stored moves up to that version (the
engine is deterministic).

Every write goes through :meth:`Store.commit` (or :meth:`Store.confirm` for a repeated answer), where writes are
confirmed by replicas when the settings ask for it (:class:`~service.store.Durability`).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import secrets
import time
from collections.abc import AsyncIterator, Collection
from datetime import UTC, datetime
from functools import cache
from typing import Any, cast

import msgspec
from redis.exceptions import RedisError

from engine.claim import is_claim
from engine.clock import played, refuse_abandoned, turn_timeout
from engine.commitment import NONCE_BYTES, commitment
from engine.errors import IllegalAction, InvalidSetup
from engine.events import Event, redact
from engine.registry import Variant, variants
from engine.rng import random_seed
from service import lobby, metrics, players
from service.apps import CURRENT_APP, require_app
from service.autoplay import apply_move, finish_turn, play_for_seats, server_seat, time_out
from service.docs import rule_url
from service.errors import FieldError, ServiceError, invalid, not_found, unauthorized
from service.presence import Presence, connected
from service.ratings import Ratings
from service.replays import replay_document
from service.schemas import Invite, Rematch, SeatSpec, SeatToken, variant_schemas
from service.settings import Settings
from service.store import IdempotencyRecord, Move, Record, Store, idempotency_field, revision
from service.streams import Notifier, Topic
from service.tokens import bearer_token, new_game_id, new_token, seat_of, token_hash

log = logging.getLogger("osmica.clocks")

MAX_ATTEMPTS = 16
"""Lost races an act may suffer before it gives up with a 503."""
MAX_WAIT = 30
"""Longest long poll (``wait``), in seconds."""
STALL_RETRY = 1.0
"""Seconds a stream waits before reading again after the store failed to answer."""

_SETUP_FIELDS = {"invalid_players": "players", "bad_deck": "deck"}
_json = msgspec.json.Encoder()
_msgpack = msgspec.msgpack.Encoder()
_event_decoder = msgspec.msgpack.Decoder(Event)
_move_decoder = msgspec.msgpack.Decoder(Move)
DIGEST_BYTES = 16
"""Bytes of a request body's SHA-256 kept in an idempotency record."""
SWEEP_BATCH = 64
"""Due matches a sweep claims at once."""


@cache
def _action_decoder(variant: Variant) -> msgspec.msgpack.Decoder[Any]:
    return msgspec.msgpack.Decoder(variant.action_type)


@cache
def _state_decoder(variant: Variant) -> msgspec.msgpack.Decoder[Any]:
    return msgspec.msgpack.Decoder(variant.state_type)


class RedisNow:
    """Redis's clock (Unix ms, the match's node) for one change of a match: read when first needed, the same
    instant after that, so a change that checks a deadline and sets the next one reads it once."""

    __slots__ = ("game_id", "store", "value")

    def __init__(self, store: Store, game_id: str) -> None:
        self.store, self.game_id = store, game_id
        self.value: int | None = None

    async def __call__(self) -> int:
        if self.value is None:
            self.value = await self.store.now(self.game_id)
        return self.value


class Games:
    """The service's use cases over one store."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.notifier = Notifier(store, settings.stream_heartbeat, settings.store_timeout)
        self.ratings = Ratings(store.redis, max(1000, int(settings.clock_sweep * 60_000)))
        self.presence = Presence(store, settings)
        self._settling: set[asyncio.Task[None]] = set()

    async def create(self, variant: Variant, body: Any) -> Any:
        """A new match from a ``<Prefix>Create`` body; returns ``<Prefix>Created``."""
        if self.settings.require_api_key:
            require_app("this server requires an API key (X-Api-Key) to create a match")
        if body.deck is not None and not self.settings.allow_preset_deck:
            raise ServiceError(400, "preset_deck_disabled", "this server does not accept a preset deck")
        specs = body.seats
        if specs is not None:
            if body.names is not None:
                raise invalid("send seats or names, not both", "names")
            if len(specs) != body.players:
                raise invalid(f"seats must hold one entry per seat ({body.players})", "seats")
            if any((s.name is not None) + s.open + (s.bot is not None) != 1 for s in specs):
                raise invalid("each seat is exactly one of name, open: true or bot", "seats")
            if all(s.bot is not None for s in specs):
                raise invalid("at least one seat is a player's (taken or open), not a bot's", "seats")
        names = (
            lobby.seat_names(specs)
            if specs is not None
            else body.names
            if body.names is not None
            else [f"seat {i}" for i in range(body.players)]
        )
        if len(names) != body.players:
            raise invalid(f"names must hold one name per seat ({body.players})", "names")
        bound = players.at_create(body, specs)
        seed = body.seed if body.seed is not None else random_seed()
        try:
            state = variant.new_match(body.players, body.options, seed=seed, deck=body.deck)
        except InvalidSetup as exc:
            field = _SETUP_FIELDS.get(exc.code, "options")
            raise ServiceError(
                400, exc.code, exc.message, errors=[FieldError(message=exc.message, field=field, source="body")]
            ) from None
        encoded = _msgpack.encode(state)
        kinds = (
            ["taken"] * body.players
            if specs is None
            else ["open" if s.open else "bot" if s.bot else "taken" for s in specs]
        )
        tokens = [new_token() if kind == "taken" else "" for kind in kinds]
        invites = [lobby.new_invite() if kind == "open" else "" for kind in kinds]
        bots = [] if specs is None else [s.bot or "" for s in specs]
        waiting = "open" in kinds
        host_token = new_token()
        nonce = secrets.token_bytes(NONCE_BYTES)
        record = Record(
            variant=variant.id,
            names=names,
            tokens=[token_hash(t) if t else b"" for t in tokens],
            events=0,
            state=lobby.NOTHING if waiting else msgspec.Raw(encoded),
            nonce=nonce,
            deck=body.deck,
            commitment=commitment(seed, nonce, body.deck),
            host=token_hash(host_token),
            waiting=waiting,
            bots=bots,
            invites=[token_hash(i) if i else b"" for i in invites],
            public=body.public,
            created=int(time.time() * 1000),
            players=body.players,
            seed=seed,
            seeded=body.seed is not None,
            options=_msgpack.encode(body.options) if waiting else b"",
            app=CURRENT_APP.get(),
            seat_players=bound,
            rated=body.rated,
        )
        events: list[Event] = []
        moves: list[Move] = []
        if not waiting:
            state, events, moves = _autoplay(variant, state, record, self._bot_budget(record))
            record = msgspec.structs.replace(record, state=msgspec.Raw(_msgpack.encode(state)), events=len(events))
        for _ in range(3):
            game_id = new_game_id()
            if not waiting:
                record.deadline = await self._deadline(game_id, variant, state, record)
            if record.rated:
                await self.ratings.expect(record.app, game_id)
            if await self.store.commit(
                game_id,
                expected=None,
                version=0 if waiting else state.version,
                record=record,
                events=[_msgpack.encode(e) for e in events],
                moves=moves,
                lobby="add" if waiting and body.public else None,
                clock=record.deadline or None,
            ):
                break
        else:  # pragma: no cover - three 128-bit collisions in a row
            raise ServiceError(503, "store_unavailable", "could not allocate a game id")
        return variant_schemas(variant).created(
            game_id=game_id,
            variant=variant.id,
            seats=[SeatToken(seat=i, token=t) for i, t in enumerate(tokens) if t],
            host_token=host_token,
            invites=[Invite(seat=i, invite=c) for i, c in enumerate(invites) if c],
            **_views(variant, record, None, game_id),
        )

    async def join(self, variant: Variant, game_id: str, authorization: str | None, body: Any) -> Any:
        """Take an open seat with an invite; returns ``<Prefix>Joined`` with that seat's token only."""
        if (body.invite is None) == (body.from_ is None):
            raise invalid("send exactly one of invite and from", "invite")
        fresh = new_token()
        for _ in range(MAX_ATTEMPTS):
            loaded, _ = await self.store.load(game_id)
            record = _checked(variant, loaded)
            if body.from_ is not None:
                seat, name = await self._claim(variant, record, body.from_, authorization)
            else:
                invited = lobby.invite_seat(record, body.invite)
                if invited is None and not record.waiting:
                    raise ServiceError(409, "not_waiting", "every seat of this match is taken")
                if invited is None:
                    raise ServiceError(404, "invite_unknown", "no open seat of this match has that invite")
                seat, name = invited, f"seat {invited}"
            if seat not in lobby.open_seats(record):
                raise ServiceError(409, "seat_taken", f"seat {seat} is taken")
            changed = lobby.with_seat(record, seat, token_hash(fresh), body.name or name)
            if body.from_ is None:
                changed.seat_players = players.at_join(record, seat, body.player)
            elif body.player is not None:
                raise invalid("a rematch keeps each seat's player: send from without player", "player")
            events: list[Event] = []
            moves: list[Move] = []
            version: int = 0
            if not lobby.open_seats(changed):
                state = lobby.deal(variant, changed)
                state, events, moves = _autoplay(variant, state, changed, self._bot_budget(changed))
                version = state.version
                changed = msgspec.structs.replace(
                    changed, waiting=False, state=msgspec.Raw(_msgpack.encode(state)), events=len(events)
                )
                changed.deadline = await self._deadline(game_id, variant, state, changed)
            if await self.store.commit(
                game_id,
                expected=revision(0, record.rev),
                version=revision(version, changed.rev),
                record=changed,
                events=[_msgpack.encode(e) for e in events],
                moves=moves,
                lobby="remove" if record.public and not changed.waiting else None,
                clock=changed.deadline or None,
            ):
                return variant_schemas(variant).joined(
                    game_id=game_id, seat=seat, token=fresh, **_views(variant, changed, seat, game_id)
                )
            metrics.VERSION_CONFLICTS.labels(variant.id).inc()
        raise self._busy()

    async def seat(self, variant: Variant, game_id: str, authorization: str | None) -> int:
        """The seat of the caller's token, which must hold one: 401 without, 404 for no such game."""
        token = _required_token(authorization, "a seat token is required to act")
        loaded, _ = await self.store.load(game_id)
        return _seat(_checked(variant, loaded), token)

    async def waiting(self, variant: Variant, cursor: str | None, limit: int) -> Any:
        """A page of the variant's public matches waiting for players, newest first (``<Prefix>LobbyPage``)."""
        after = None
        if cursor is not None:
            created, _, last = cursor.partition(".")
            after = (int(created), last)
        app = CURRENT_APP.get()
        page = await self.store.lobby(variant.id, after, limit, app)
        s = variant_schemas(variant)
        games, gone = [], []
        for game_id, created_ms, record in page:
            if (
                record is None
                or record.variant != variant.id
                or not record.waiting
                or not record.public
                or record.app != app
            ):
                gone.append(game_id)
                continue
            games.append(
                {
                    "game_id": game_id,
                    "names": list(record.names),
                    "open_seats": lobby.open_seats(record),
                    "options": lobby.deal(variant, record).options,
                    "created": _rfc3339(created_ms),
                }
            )
        await self.store.forget(variant.id, gone, app)
        more = len(page) == limit
        return s.lobby_page(games=games, next_cursor=f"{page[-1][1]}.{page[-1][0]}" if more else None)

    async def rematch(self, variant: Variant, game_id: str, authorization: str | None) -> Rematch:
        """The rematch of a finished match, asked for with any of its seat tokens: the same variant, options and
        players in a new match whose seats rotate one place; asked again, the same one."""
        token = _required_token(authorization, "a seat token is required")
        for _ in range(MAX_ATTEMPTS):
            loaded, _ = await self.store.load(game_id)
            record = _checked(variant, loaded)
            _seat(record, token)
            if record.waiting or variant.turn(state := _state(variant, record)) is not None:
                raise ServiceError(409, "not_finished", "a rematch follows a finished match")
            if record.rematch:
                return Rematch(game_id=record.rematch)
            new_id, fresh = (
                new_game_id(),
                lobby.rematch_record(variant, record, state, game_id, random_seed(), int(time.time() * 1000)),
            )
            if fresh.rated:
                await self.ratings.expect(fresh.app, new_id)
            if not await self.store.commit(new_id, expected=None, version=0, record=fresh, events=[]):
                continue  # pragma: no cover - a 128-bit collision
            changed = msgspec.structs.replace(record, rematch=new_id, rev=record.rev + 1)
            if await self.store.commit(
                game_id,
                expected=revision(state.version, record.rev),
                version=revision(state.version, changed.rev),
                record=changed,
                events=[],
            ):
                return Rematch(game_id=new_id)
            metrics.VERSION_CONFLICTS.labels(variant.id).inc()  # the other one stands; ours expires unclaimed
        raise self._busy()

    async def leave(self, variant: Variant, game_id: str, authorization: str | None) -> Invite:
        """Give up a seat of a waiting match: it is open again, under a new invite (answered once)."""
        token = _required_token(authorization, "a seat token is required to leave")
        for _ in range(MAX_ATTEMPTS):
            loaded, _ = await self.store.load(game_id)
            record = _checked(variant, loaded)
            seat = _seat(record, token)
            if not record.waiting:
                raise ServiceError(409, "not_waiting", "the match has started: resign instead")
            invite = lobby.new_invite()
            changed = lobby.reopened(record, seat, invite)
            if await self.store.commit(
                game_id, expected=revision(0, record.rev), version=revision(0, changed.rev), record=changed, events=[]
            ):
                return Invite(seat=seat, invite=invite)
            metrics.VERSION_CONFLICTS.labels(variant.id).inc()
        raise self._busy()

    async def _claim(
        self, variant: Variant, record: Record, previous: str, authorization: str | None
    ) -> tuple[int, str]:
        """The seat of the rematch ``record`` that the caller's seat token of ``previous`` claims, and its name."""
        if not record.waiting:
            raise ServiceError(409, "not_waiting", "every seat of this match is taken")
        if record.previous != previous:
            raise ServiceError(409, "not_a_rematch", "this match is no rematch of that one")
        required = "the seat token of the finished match is required"
        token = _required_token(authorization, required, unknown=required)
        old, _ = await self.store.load(previous)
        old_seat = _seat(_checked(variant, old), token)
        assert old is not None
        return lobby.rotated(old_seat, record.players), old.names[old_seat]

    def _bot_budget(self, record: Record) -> float | None:
        """Seconds an expert bot seat searches per move: none for a seeded match (a fixed number of rounds, so
        it plays the same every time), else ``bot_budget_ms``."""
        return None if record.seeded else self.settings.bot_budget_ms / 1000

    async def _load(self, game_id: str) -> Record | None:
        return (await self.store.load(game_id))[0]

    async def _rate(self, variant: Variant, game_id: str, record: Record, state: Any) -> None:
        """The ratings of a rated match its commit just ended, applied beside the answer (a task: the act does not
        wait for it); the match stays pending until they are (service/ratings.py), so a crash only delays them."""
        if record.rated and state.book.status == "finished":
            task = asyncio.create_task(self.ratings.settle_quietly(variant, game_id, record, state))
            self._settling.add(task)
            task.add_done_callback(self._settling.discard)

    async def settled(self, timeout: float) -> None:
        """Wait up to ``timeout`` seconds for the ratings being applied (at shutdown; the sweepers do the rest)."""
        if self._settling:
            await asyncio.wait(list(self._settling), timeout=timeout)

    def _busy(self) -> ServiceError:
        return ServiceError(
            503,
            "store_unavailable",
            "too many concurrent changes of this match; nothing was changed",
            headers={"Retry-After": str(self.settings.retry_after)},
        )

    async def _deadline(
        self,
        game_id: str,
        variant: Variant,
        state: Any,
        record: Record,
        before: Any = None,
        actor: int | None = None,
        now: RedisNow | None = None,
    ) -> int:
        """The deadline of ``state`` (Unix ms on Redis's clock; 0: no clock runs), after ``actor``'s move from
        ``before`` (None: a new deal of the match). A clock runs for the seat to act when the match has one and the
        seat is a player's; it starts afresh after each move of the seat to act and when the turn passes, and an
        out-of-turn move of another seat (a challenge, a resignation) leaves it running. ``now``: the instant of
        the change, when it has been read already."""
        timeout = turn_timeout(state)
        seat = variant.turn(state)
        if timeout is None or seat is None or server_seat(state, seat, lobby.bot_levels(record)):
            return 0
        if before is not None and record.deadline and actor != before.turn and before.turn == seat:
            return record.deadline
        now = now or RedisNow(self.store, game_id)
        return await now() + timeout * self.settings.clock_second_ms

    async def _expire(
        self, variant: Variant, game_id: str, record: Record, state: Any = None, now: RedisNow | None = None
    ) -> bool:
        """Apply the timeout of the seat to act if its deadline has passed (on Redis's clock): the server acts
        for it (engine/clock.py), then any bot turns that follow, in one commit checked by version, exactly as an
        action. True when the match changed (this call or a concurrent one): load it again. ``now``: the
        instant of the change the caller is making, read here if it has not been yet."""
        if not record.deadline or record.waiting:
            return False
        now = now or RedisNow(self.store, game_id)
        if await now() < record.deadline:
            return False
        state = _state(variant, record) if state is None else state
        seat = variant.turn(state)
        if seat is None:  # pragma: no cover - a finished match has no deadline
            return False
        new_state, action, events = time_out(variant, state, seat)
        new_state, rest = finish_turn(variant, new_state, seat)
        rest_events, rest_moves = _server_moves(rest)
        new_state, bot_events, bot_moves = _autoplay(variant, new_state, record, self._bot_budget(record))
        events += rest_events + bot_events
        moves = [Move(seat=seat, by="timeout", action=msgspec.Raw(_msgpack.encode(action))), *rest_moves, *bot_moves]
        deadline = await self._deadline(game_id, variant, new_state, record, state, seat, now)
        new_record = msgspec.structs.replace(
            record,
            events=record.events + len(events),
            state=msgspec.Raw(_msgpack.encode(new_state)),
            deadline=deadline,
        )
        if await self.store.commit(
            game_id,
            expected=revision(state.version, record.rev),
            version=revision(new_state.version, record.rev),
            record=new_record,
            events=[_msgpack.encode(e) for e in events],
            moves=moves,
            clock=deadline,
        ):
            metrics.TIMEOUTS.labels(variant.id).inc()
            await self._rate(variant, game_id, new_record, new_state)
        else:
            metrics.VERSION_CONFLICTS.labels(variant.id).inc()
        return True

    async def sweep(self, stop: asyncio.Event | None = None) -> int:
        """One look at the turn clocks: claim the matches whose deadline has passed (each leased to this process
        so that no other claims it meanwhile) and time each out (:meth:`_expire`; the version check makes a race
        with another replica or a request harmless). An entry that no longer matches its match (expired, no clock
        any more, a later deadline) is put right; once ``stop`` is set, the rest wait for their lease to end.
        Returns how many entries were claimed."""
        lease = max(1000, int(self.settings.clock_sweep * 10_000))
        claimed = await self.store.claim(lease, SWEEP_BATCH)
        for game_id, leased in claimed:
            if stop is not None and stop.is_set():
                break
            for _ in range(MAX_ATTEMPTS):
                record, _ = await self.store.load(game_id)
                variant = None if record is None else variants().get(record.variant)
                if record is None or variant is None or record.waiting or not record.deadline:
                    await self.store.unclaim(game_id, leased, 0)
                    break
                if not await self._expire(variant, game_id, record):
                    await self.store.unclaim(game_id, leased, record.deadline)
                    break
        return len(claimed)

    async def sweeper(self, stop: asyncio.Event) -> None:
        """Sweep every ``clock_sweep`` seconds until ``stop`` is set (never in the middle of a match's timeout); a
        store that does not answer only delays it."""
        while not stop.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), self.settings.clock_sweep)
            try:
                while not stop.is_set() and await self.sweep(stop) >= SWEEP_BATCH:
                    pass
                await self.ratings.sweep(self._load, variants(), _state)
                await self.presence.tick(stop)
            except RedisError as exc:
                log.warning("turn clocks not swept: %s", type(exc).__name__)
            except Exception:  # pragma: no cover - a bug must not stop the clocks of every other match
                log.exception("turn clocks not swept")

    async def view(self, variant: Variant, game_id: str, authorization: str | None) -> Any:
        """The caller's view: a seat's with its token, the spectator's without one. A turn clock that ran out is
        applied first."""
        for _ in range(MAX_ATTEMPTS):
            loaded, _ = await self.store.load(game_id)
            record = _checked(variant, loaded)
            seat = _viewer(record, authorization)
            if await self.presence.seen(game_id, seat):
                continue  # the seat came back: its view shows it
            if not await self._expire(variant, game_id, record):
                return _any_view(variant, record, seat, game_id)
        raise self._busy()

    async def act(
        self,
        variant: Variant,
        game_id: str,
        authorization: str | None,
        action: Any,
        *,
        if_match: Collection[int] | None = None,
        idempotency: str | None = None,
    ) -> bytes:
        """Apply one action by the token's seat; returns the JSON of ``<Prefix>ActResult``."""
        token = _required_token(authorization, "a seat token is required to act")
        body = _json.encode(action)
        digest = hashlib.sha256(body).digest()[:DIGEST_BYTES]
        slot = None if idempotency is None else idempotency_field(token, idempotency)
        for _ in range(MAX_ATTEMPTS):
            loaded, stored = await self.store.load(game_id, slot)
            record = _checked(variant, loaded)
            seat = _seat(record, token)
            if await self.presence.seen(game_id, seat):
                continue  # the seat came back: act on the record that says so
            state = _state(variant, record)
            if stored is not None:
                if stored.request != digest:
                    metrics.ACTIONS_REJECTED.labels(variant.id, "idempotency_key_reused").inc()
                    raise ServiceError(422, "idempotency_key_reused", "this Idempotency-Key was sent with another body")
                if await self.store.confirm(game_id):  # as durable as the first answer (with confirmed writes)
                    # and announced to watchers, should the first answer's announcement not have been made
                    await self.store.announce(game_id, record, revision(state.version, record.rev))
                    return await self._first_answer(variant, game_id, record, state, seat, stored)
                continue  # the records left the primary since the load: load again
            now = RedisNow(self.store, game_id)  # one read of Redis's clock for the check and the new deadline
            if await self._expire(variant, game_id, record, state, now):
                continue  # the seat to act ran out of time first: act on what that made
            if if_match is not None and state.version not in if_match:
                metrics.ACTIONS_REJECTED.labels(variant.id, "version_mismatch").inc()
                raise ServiceError(
                    412, "version_mismatch", f"the match is at version {state.version}", version=state.version
                )
            try:
                if server_seat(state, seat):
                    refuse_abandoned(state, seat)
                    raise IllegalAction("seat_resigned", f"seat {seat} has resigned; the house bot plays it")
                if is_claim(action):
                    self.presence.check_claim(variant, record, state, seat, await now())
                new_state, events = variant.apply(state, seat, action)
                new_state = played(new_state, seat)
            except IllegalAction as exc:
                metrics.ACTIONS_REJECTED.labels(variant.id, exc.code).inc()
                raise _refused(variant, state, seat, exc) from None
            new_state, bot_events, bot_moves = _autoplay(variant, new_state, record, self._bot_budget(record))
            events += bot_events
            moves = [Move(seat=seat, action=msgspec.Raw(_msgpack.encode(action))), *bot_moves]
            first = record.events + 1
            new_record = msgspec.structs.replace(
                record,
                events=record.events + len(events),
                state=msgspec.Raw(_msgpack.encode(new_state)),
                deadline=await self._deadline(game_id, variant, new_state, record, state, seat, now),
            )
            response = _answer(variant, new_state, seat, game_id, new_record, events, first)
            idem = IdempotencyRecord(
                request=digest,
                version=new_state.version,
                first=first,
                count=len(events),
                deadline=new_record.deadline,
                away=new_record.away,
            )
            committed = await self.store.commit(
                game_id,
                expected=revision(state.version, record.rev),
                version=revision(new_state.version, record.rev),
                record=new_record,
                events=[_msgpack.encode(e) for e in events],
                moves=moves,
                idem=None if slot is None else (slot, idem),
                clock=None if new_record.deadline == record.deadline else new_record.deadline,
            )
            if committed:
                metrics.ACTIONS_ACCEPTED.labels(variant.id).inc()
                await self._rate(variant, game_id, new_record, new_state)
                return response
            metrics.VERSION_CONFLICTS.labels(variant.id).inc()
        metrics.ACTIONS_REJECTED.labels(variant.id, "store_unavailable").inc()
        raise self._busy()

    async def _first_answer(
        self, variant: Variant, game_id: str, record: Record, state: Any, seat: int, stored: IdempotencyRecord
    ) -> bytes:
        """The answer an act gave first, rebuilt: the actor's view at the version it made, and its events."""
        rebuild = state.version != stored.version
        raw_events, raw_moves = await self.store.load_answer(
            game_id, stored.first, stored.count, stored.version if rebuild else None
        )
        if rebuild:
            if not record.commitment or len(raw_moves) != stored.version:  # a match stored before moves were
                raise ServiceError(
                    422, "idempotency_key_reused", "the first answer to this Idempotency-Key is no longer available"
                )
            state = variant.new_match(state.players, state.options, seed=state.seed, deck=record.deck)
            actions = _action_decoder(variant)
            for raw in raw_moves:
                move = _move_decoder.decode(raw)
                state, _ = apply_move(variant, state, move.seat, move.by, actions.decode(move.action))
        events = [_event_decoder.decode(e) for e in raw_events]
        answered = msgspec.structs.replace(record, deadline=stored.deadline, away=stored.away or record.away)
        return _answer(variant, state, seat, game_id, answered, events, stored.first)

    async def reissue(self, variant: Variant, game_id: str, authorization: str | None, seat: int) -> SeatToken:
        """A new token for ``seat``, asked for with the host's token; the seat's old token stops working at once,
        its streams and long polls included. In play the reissue is an event every seat sees (``token_reissued``)."""
        token = _required_token(authorization, "the host token is required", unknown="unknown host token")
        for _ in range(MAX_ATTEMPTS):
            loaded, _ = await self.store.load(game_id)
            record = _checked(variant, loaded)
            if not record.host or not hmac.compare_digest(token_hash(token), record.host):
                raise unauthorized("unknown host token")
            if not 0 <= seat < len(record.tokens):
                raise ServiceError(404, "unknown_seat", f"no seat {seat} at a table of {len(record.tokens)}")
            if lobby.kinds(record)[seat] != "taken":
                raise ServiceError(409, "seat_not_taken", f"seat {seat} is held by no player")
            self.presence.refuse_reissue(record, seat)
            fresh = new_token()
            tokens = [*record.tokens]
            tokens[seat] = token_hash(fresh)
            version = 0 if record.waiting else _state(variant, record).version
            # In play, every seat hears of it: a host who also plays cannot quietly take over a seat's view.
            events = [] if record.waiting else [_msgpack.encode(Event(type="token_reissued", seat=seat))]
            changed = msgspec.structs.replace(
                record, tokens=tokens, rev=record.rev + 1, events=record.events + len(events)
            )
            if await self.store.commit(
                game_id,
                expected=revision(version, record.rev),
                version=revision(version, changed.rev),
                record=changed,
                events=events,
            ):
                return SeatToken(seat=seat, token=fresh)
            metrics.VERSION_CONFLICTS.labels(variant.id).inc()
        raise self._busy()

    async def events(
        self, variant: Variant, game_id: str, authorization: str | None, after: int, wait: float = 0
    ) -> Any:
        """The events after sequence number ``after``, redacted for the caller (``<Prefix>EventList``); with
        ``wait`` (a long poll), answered as soon as there is one, else after ``wait`` seconds with none."""
        loaded, raw = await self.store.load_events(game_id, after)
        seat = _viewer(_checked(variant, loaded), authorization)
        if not raw and wait > 0:
            loop = asyncio.get_running_loop()
            deadline = loop.time() + min(wait, MAX_WAIT)
            key = _token_key(_checked(variant, loaded), seat)
            async with self.notifier.watch(game_id) as topic, self.presence.holding(game_id, seat):
                while True:
                    signal = topic.signal
                    loaded, raw = await self.notifier.read(topic, after)
                    remaining = deadline - loop.time()
                    if raw or loaded is None or not _holds(loaded, seat, key):
                        break
                    if remaining <= 0 or self.notifier.closing.is_set():
                        break
                    await topic.wait(signal, remaining)
            if not _holds(_checked(variant, loaded), seat, key):
                raise unauthorized("this seat token was revoked")
        else:
            await self.presence.seen(game_id, seat)
        events = [wire_event(_event_decoder.decode(e), after + i + 1, seat) for i, e in enumerate(raw)]
        return variant_schemas(variant).event_list(events=events)

    async def replay(self, variant: Variant, game_id: str) -> Any:
        """The ``<Prefix>Replay`` of a finished match; 409 ``not_finished`` while it is played."""
        record, raw_events, raw_moves = await self.store.load_replay(game_id)
        record = _checked(variant, record)
        if record.waiting:
            raise ServiceError(409, "not_finished", "the replay is published when the match is finished", version=0)
        state = _state(variant, record)
        if variant.turn(state) is not None:
            raise ServiceError(
                409, "not_finished", "the replay is published when the match is finished", version=state.version
            )
        if not record.commitment:
            raise ServiceError(409, "replay_unavailable", "this match was created before replays were recorded")
        moves = [_move_decoder.decode(m) for m in raw_moves]
        actions = _action_decoder(variant)
        return replay_document(
            variant,
            game_id=game_id,
            names=record.names,
            bots=lobby.bot_levels(record),
            seat_players=players.shown(record),
            nonce=record.nonce,
            deck=record.deck,
            state=state,
            events=[_event_decoder.decode(e) for e in raw_events],
            actions=[(m.seat, cast(Any, m.by), actions.decode(m.action)) for m in moves],
        )

    async def stream(
        self, variant: Variant, game_id: str, authorization: str | None, after: int, with_view: bool
    ) -> AsyncIterator[bytes]:
        """Check the caller (404, 401, 503 before anything is sent), then the Server-Sent Events of the match
        after ``after``, redacted for the caller (see :meth:`_stream`)."""
        loaded, _ = await self.store.load(game_id)
        record = _checked(variant, loaded)
        seat = _viewer(record, authorization)
        return self._stream(variant, game_id, seat, _token_key(record, seat), after, with_view)

    async def _stream(
        self, variant: Variant, game_id: str, seat: int | None, key: bytes, after: int, with_view: bool
    ) -> AsyncIterator[bytes]:
        """One message per event (``id``: seq, ``event``: type, ``data``: ``<Prefix>StreamMessage``), read from
        the list after each notification; a comment every heartbeat period. Ends after the match's last event,
        when the match expires, or when the process shuts down. A seat's stream checks at every read that its
        token (``key``, the hash it was opened with) still holds the seat: once the seat left or its token was
        reissued, on whichever replica, it sends nothing more of the match but a last ``revoked`` message and
        ends. While the store does not answer, it stalls (heartbeats go on) and reads again every
        :data:`STALL_RETRY` seconds."""
        notifier = self.notifier
        heartbeat = self.settings.stream_heartbeat
        async with notifier.watch(game_id) as topic, self.presence.holding(game_id, seat):
            yield b"retry: 1000\n: ready\n\n"
            while not notifier.closing.is_set():
                signal = topic.signal
                try:
                    record, raw = await notifier.read(topic, after)
                except RedisError:
                    if not await topic.wait(signal, STALL_RETRY):
                        yield b": store unavailable; waiting\n\n"
                    continue
                if record is None or record.variant != variant.id:
                    return  # expired
                if not _holds(record, seat, key):
                    yield REVOKED
                    return
                if record.waiting:  # nothing to send before the deal
                    if not await topic.wait(signal, heartbeat) and not notifier.closing.is_set():
                        yield b": heartbeat\n\n"
                    continue
                shared = _shared(topic, variant, record)
                state = shared[0]
                if raw:
                    yield _messages(variant, game_id, record, shared, raw, after, seat, with_view)
                    after += len(raw)
                if state.book.status == "finished" and after >= record.events:
                    return
                if not await topic.wait(signal, heartbeat) and not notifier.closing.is_set():
                    yield b": heartbeat\n\n"


def _shared(topic: Topic, variant: Variant, record: Record) -> tuple[Any, dict[tuple[int, int | None, bool], bytes]]:
    """The engine state of ``record`` and a cache of encoded messages by (seq, viewer, with view): built once
    for every subscriber of the topic that reads that record (a private read shares nothing)."""
    shared = topic.shared
    if shared is None or shared[0] is not record:
        if record is not topic.record:
            return _state(variant, record), {}
        shared = topic.shared = (record, _state(variant, record), {})
    return shared[1], shared[2]


def _messages(
    variant: Variant,
    game_id: str,
    record: Record,
    shared: tuple[Any, dict[tuple[int, int | None, bool], bytes]],
    raw: list[bytes],
    after: int,
    seat: int | None,
    with_view: bool,
) -> bytes:
    """The SSE messages of ``raw`` (the events after ``after`` up to ``record``'s last), for ``seat``: each
    encoded once per viewer for all the subscribers that read the same record."""
    state, cache = shared
    message = variant_schemas(variant).stream_message
    out = []
    for i, entry in enumerate(raw):
        seq = after + i + 1
        view = with_view and i == len(raw) - 1
        key = (seq, seat, view)
        encoded = cache.get(key)
        if encoded is None:
            event = wire_event(_event_decoder.decode(entry), seq, seat)
            data = message(
                event=event, version=state.version, view=_view(variant, state, seat, game_id, record) if view else None
            )
            encoded = cache[key] = sse_message(seq, event["type"], _json.encode(data))
        out.append(encoded)
    return b"".join(out)


REVOKED = b"event: revoked\ndata: %s\n\n" % _json.encode(
    {"code": "token_revoked", "detail": "this seat token was revoked: the seat was left or its token reissued"}
)
"""The last message of a stream whose seat token stopped holding its seat (no ``id``: a client that resumes
with a new token keeps its place)."""


def sse_message(seq: int, kind: str, data: bytes) -> bytes:
    """One Server-Sent Event of a match's stream: ``id`` its seq, ``event`` its type, ``data`` the JSON."""
    return b"id: %d\nevent: %s\ndata: %s\n\n" % (seq, kind.encode(), data)


def _refused(variant: Variant, state: Any, seat: int, exc: IllegalAction) -> ServiceError:
    """409 with the engine's code and rule, the version, and what this seat may do instead."""
    legal = [] if server_seat(state, seat) else msgspec.to_builtins(variant.legal_actions(state, seat))
    return ServiceError(
        409,
        exc.code,
        exc.message,
        rule=exc.rule,
        rule_url=rule_url(exc.rule),
        version=state.version,
        legal_actions=legal,
    )


def _rfc3339(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _kind(spec: SeatSpec) -> str:
    return "open" if spec.open else "bot" if spec.bot else "taken"


def _autoplay(
    variant: Variant, state: Any, record: Record, budget: float | None
) -> tuple[Any, list[Event], list[Move]]:
    """Every turn the server plays from ``state`` (bot seats, resigned seats): the state after them, their
    events and their moves; ``budget``: seconds an expert bot may search per move (None: a fixed count)."""
    state, played = play_for_seats(variant, state, lobby.bot_levels(record), budget)
    events, moves = _server_moves(played)
    return state, events, moves


def _server_moves(played: list[tuple[int, Any, list[Event]]]) -> tuple[list[Event], list[Move]]:
    """The events and the stored moves (``by: "bot"``) of moves the server made for seats."""
    events = [e for _, _, more in played for e in more]
    moves = [Move(seat=seat, by="bot", action=msgspec.Raw(_msgpack.encode(action))) for seat, action, _ in played]
    return events, moves


def _any_view(variant: Variant, record: Record, seat: int | None, game_id: str) -> Any:
    """The view of the match: ``<Prefix>Waiting`` while a seat is open, else the seat's or spectator's view."""
    if not record.waiting:
        return _view(variant, _state(variant, record), seat, game_id, record)
    return variant_schemas(variant).waiting(
        game_id=game_id,
        variant=variant.id,
        status="waiting",
        version=0,
        seat=seat,
        players=record.players,
        names=list(record.names),
        seats=lobby.seats(record),
        options=lobby.deal(variant, record).options,
        public=record.public,
        preset_deck=record.deck is not None,
        commitment=record.commitment,
        legal_actions=[],
        connected=connected(record),
    )


def _views(variant: Variant, record: Record, seat: int | None, game_id: str) -> dict[str, Any]:
    """``view`` and ``waiting`` of a created or joined answer: one of them is null."""
    seen = _any_view(variant, record, seat, game_id)
    return {"view": None, "waiting": seen} if record.waiting else {"view": seen, "waiting": None}


def _checked(variant: Variant, record: Record | None) -> Record:
    """The record, or 404 when the game is unknown, expired, of another variant or of another app than the
    caller's (service/apps.py)."""
    if record is None or record.variant != variant.id or record.app != CURRENT_APP.get():
        raise not_found()
    return record


def _state(variant: Variant, record: Record) -> Any:
    if record.waiting:
        raise ServiceError(409, "match_waiting", "the match waits for players: nothing is dealt yet", version=0)
    return _state_decoder(variant).decode(record.state)


def _seat(record: Record, token: str) -> int:
    seat = seat_of(token, record.tokens)
    if seat is None:
        raise unauthorized("unknown seat token")
    return seat


def _required_token(authorization: str | None, missing: str, *, unknown: str = "unknown seat token") -> str:
    """The bearer token of a request that needs one; 401 with ``missing`` without an ``Authorization`` header,
    with ``unknown`` for a header of another scheme or an empty token."""
    token = bearer_token(authorization)
    if not token:
        raise unauthorized(missing if token is None else unknown)
    return token


def _token_key(record: Record, seat: int | None) -> bytes:
    """The stored hash of the token that holds ``seat`` now (none for a spectator)."""
    return b"" if seat is None else record.tokens[seat]


def _holds(record: Record, seat: int | None, key: bytes) -> bool:
    """Whether the token whose hash is ``key`` still holds ``seat`` in ``record`` (a spectator always watches)."""
    return seat is None or (seat < len(record.tokens) and hmac.compare_digest(record.tokens[seat], key))


def _viewer(record: Record, authorization: str | None) -> int | None:
    """The seat of the caller's token; None (a spectator) without a header; 401 for a bad one."""
    token = bearer_token(authorization)
    if token is None:
        return None
    if not token:
        raise unauthorized("unknown seat token")
    return _seat(record, token)


def _view(variant: Variant, state: Any, seat: int | None, game_id: str, record: Record) -> Any:
    return msgspec.structs.replace(
        variant.view(state, seat),
        game_id=game_id,
        names=list(record.names),
        seat_players=players.shown(record),
        commitment=record.commitment,
        rematch=record.rematch or None,
        deadline=_rfc3339(record.deadline) if record.deadline else None,
        connected=connected(record),
    )


def _answer(
    variant: Variant, state: Any, seat: int, game_id: str, record: Record, events: list[Event], first: int
) -> bytes:
    """The JSON of ``<Prefix>ActResult``: the actor's view of ``state`` and the action's ``events`` from ``first``."""
    result = variant_schemas(variant).act_result(
        view=_view(variant, state, seat, game_id, record),
        events=[wire_event(e, first + i, seat) for i, e in enumerate(events)],
    )
    return _json.encode(result)


def wire_event(event: Event, seq: int, viewer: int | None) -> dict[str, Any]:
    """The event as ``viewer`` receives it: numbered, redacted (the variant's typed event, as JSON data)."""
    return {"seq": seq, **redact(event, viewer)}
