"""The replay document of a finished match: written by the service, checked by ``osmica verify`` (docs/fairness.md).

:func:`replay_document` builds a variant's ``<Prefix>Replay`` from what the store keeps: the commitment with
the seed, nonce and preset deck it commits to, the setup, every accepted action with its seat, every event
unredacted (the match is over, so nothing is hidden any more; seat tokens are never part of it) and the result.

:func:`verify` checks such a document with the rules engine alone, no server and no store: it recomputes the commitment,
deals a new match from the seed, options, player count and deck, applies every action for its seat (a timeout's as the
server applied it), and compares every event it causes and the final scores, deal results and winners with the published
ones. Each action's origin is checked against the replayed state too: a ``player`` move only for a seat a player
holds, a ``bot`` move only for a bot seat, a resigned or abandoned one, or to finish a timed-out turn, a ``timeout``
only for the player to act in a match with a turn clock, and a timeout's moves only as the server makes them. The
first difference is the answer (a :class:`Mismatch`); a document it cannot read raises :class:`UnreadableReplay`. A
``token_reissued`` event is the service's, not a move's: it is checked where it stands and caused by no action.
A match of ``fairness: "players"`` also publishes every seat's seed commitment and client seed and deal 1's deck;
:func:`verify` opens each commitment and deals that deck again from the seeds before it replays the match.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import msgspec

from engine.cards import code, parse
from engine.clock import turn_timeout
from engine.commitment import commitment
from engine.errors import IllegalAction, InvalidSetup
from engine.events import Event, reveal
from engine.keyed import first_deck
from engine.registry import Variant, variants
from service.matches.autoplay import TIMEOUT_ACTION, apply_move, server_seat, timeout_move
from service.store.records import SeatSeeds
from service.wire.fields import REPLAY_FORMAT, MoveKind
from service.wire.replay_types import SeatSeed
from service.wire.schemas import variant_schemas

_json = msgspec.json.Encoder()


class UnreadableReplay(Exception):
    """Not a replay document this version can check: bad JSON, another format version, a field off its schema."""


@dataclass(frozen=True)
class Mismatch:
    """The first place where the document and the replay part."""

    where: str
    """``commitment``, ``setup``, ``action 12``, ``event 31``, ``scores``, ..."""
    detail: str

    def __str__(self) -> str:
        return f"{self.where}: {self.detail}"


@dataclass(frozen=True)
class Verified:
    """A document that replays exactly as published."""

    variant: str
    game_id: str
    commitment: str
    actions: int
    events: int
    scores: list[int]
    winners: list[int]

    def __str__(self) -> str:
        return (
            f"{self.variant} match {self.game_id}: the commitment {self.commitment} opens to the seed, nonce and "
            f"deck; {self.actions} actions replay to the {self.events} published events; "
            f"scores {self.scores}, winners {self.winners}"
        )


def replay_document(
    variant: Variant,
    *,
    game_id: str,
    names: Sequence[str],
    bots: Sequence[str],
    nonce: bytes,
    seat_players: Sequence[str | None] = (),
    deck: Sequence[str] | None,
    seat_seeds: SeatSeeds | None = None,
    state: Any,
    events: Sequence[Event],
    actions: Sequence[tuple[int, MoveKind, Any]],
) -> Any:
    """The ``<Prefix>Replay`` of a finished match: ``state`` is its final state, ``bots`` each seat's bot level
    (empty: a player's seat), ``actions`` (seat, kind, engine action) every accepted action in order, ``events``
    every event in order; ``seat_seeds`` the seats' seeds of a ``fairness: "players"`` match."""
    s = variant_schemas(variant)
    book = state.book
    fair: dict[str, Any] = {}
    if seat_seeds is not None:
        fair = {
            "fairness": "players",
            "seat_seeds": [
                SeatSeed(seed_commitment=c.hex(), client_seed=seed.hex())
                for c, seed in zip(seat_seeds.commitments, seat_seeds.seeds, strict=True)
            ],
            "dealt_deck": [
                code(c) for c in _dealt_deck(variant, state.players, state.options, state.seed, seat_seeds.seeds)
            ],
        }
    return s.replay(
        format_version=REPLAY_FORMAT,
        game_id=game_id,
        variant=variant.id,
        commitment=commitment(state.seed, nonce, deck),
        seed=state.seed,
        nonce=nonce.hex(),
        players=state.players,
        names=list(names),
        bots=[level or None for level in bots],
        seat_players=list(seat_players),
        options=state.options,
        deck=None if deck is None else list(deck),
        actions=[s.accepted(seat=seat, by=by, action=action) for seat, by, action in actions],
        events=[{"seq": i + 1, **reveal(e)} for i, e in enumerate(events)],
        scores=list(book.scores),
        deal_results=list(book.results),
        winners=list(book.winners),
        **fair,
    )


def _dealt_deck(variant: Variant, players: int, options: Any, seed: int, client_seeds: list[bytes]) -> list[int]:
    """Deal 1's deck of a ``fairness: "players"`` match: the game's cards for this table (those of a match dealt
    from the seeds), shuffled by the construction (engine/keyed.py)."""
    dealt = variant.new_match(players, options, seed=seed, client_seeds=client_seeds)
    return first_deck(seed, client_seeds, variant.cards(dealt))[0]


class _Header(msgspec.Struct):
    format_version: int
    variant: str


class _Events(msgspec.Struct):
    events: list[dict[str, Any]]


def read(document: bytes) -> tuple[Variant, Any, list[dict[str, Any]]]:
    """The variant, the typed document and its events exactly as published; :class:`UnreadableReplay` if it is
    not a replay document of this format."""
    try:
        header = msgspec.json.decode(document, type=_Header)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise UnreadableReplay(f"not a replay document: {exc}") from None
    if header.format_version != REPLAY_FORMAT:
        raise UnreadableReplay(
            f"replay format version {header.format_version}; this version of osmica reads {REPLAY_FORMAT}"
        )
    variant = variants().get(header.variant)
    if variant is None:
        raise UnreadableReplay(f"unknown variant {header.variant!r}")
    try:
        typed = msgspec.json.decode(document, type=variant_schemas(variant).replay, strict=True)
        published = msgspec.json.decode(document, type=_Events).events
    except msgspec.ValidationError as exc:
        raise UnreadableReplay(f"not a valid {variant.id} replay: {exc}") from None
    return variant, typed, published


def verify(document: bytes, expected_commitment: str | None = None) -> Verified | Mismatch:
    """Check a replay document (JSON) by replaying it with the engine; ``expected_commitment`` is the one the
    caller saw while the match was played, if it kept it."""
    variant, doc, published = read(document)
    if expected_commitment is not None and expected_commitment.lower() != doc.commitment:
        return Mismatch("commitment", f"the document's {doc.commitment} is not the expected {expected_commitment}")
    opened = commitment(doc.seed, bytes.fromhex(doc.nonce), doc.deck)
    if opened != doc.commitment:
        return Mismatch("commitment", f"published {doc.commitment}, but seed, nonce and deck give {opened}")
    client_seeds = None
    if doc.fairness == "players":
        checked = _seat_seeds(variant, doc)
        if isinstance(checked, Mismatch):
            return checked
        client_seeds = checked
    try:
        state = variant.new_match(doc.players, doc.options, seed=doc.seed, deck=doc.deck, client_seeds=client_seeds)
    except InvalidSetup as exc:
        return Mismatch("setup", f"{exc.code}: {exc.message}")
    if len(doc.bots) != doc.players:
        return Mismatch("bots", f"{len(doc.bots)} entries for {doc.players} seats")
    bots = [level or "" for level in doc.bots]
    seq = 0
    finishing: int | None = None  # the seat whose timed-out turn the house bot may go on playing
    for number, entry in enumerate(doc.actions, 1):
        where = f"action {number} (seat {entry.seat}, {entry.by}, {_json.encode(entry.action).decode()})"
        if not 0 <= entry.seat < doc.players:
            return Mismatch(where, f"no seat {entry.seat} at a table of {doc.players}")
        wrong = _origin(variant, state, entry.seat, entry.by, entry.action, bots, finishing)
        if wrong is not None:
            return Mismatch(where, wrong)
        try:
            state, events = apply_move(variant, state, entry.seat, entry.by, entry.action)
        except IllegalAction as exc:
            return Mismatch(where, f"the rules refuse it: {exc.code} ({exc.message})")
        timed_out = entry.by == "timeout" or (entry.by == "bot" and finishing == entry.seat)
        finishing = entry.seat if timed_out and variant.turn(state) == entry.seat else None
        for event in events:
            seq = _service_events(published, seq)
            seq += 1
            replayed = _plain({"seq": seq, **reveal(event)})
            if seq > len(published):
                return Mismatch(f"event {seq}", f"{where} causes {_text(replayed)}, which was not published")
            shown = published[seq - 1]
            if shown != replayed:
                keys = sorted(k for k in {*replayed, *shown} if replayed.get(k) != shown.get(k))
                return Mismatch(
                    f"event {seq}",
                    f"{where} causes {_text(replayed)}, but {_text(shown)} was published "
                    f"(differs in {', '.join(keys)})",
                )
    seq = _service_events(published, seq)
    if seq < len(published):
        return Mismatch(f"event {seq + 1}", f"published {_text(published[seq])}, but the actions cause no more events")
    if variant.turn(state) is not None:
        return Mismatch("end", f"after the {len(doc.actions)} actions the match is not finished")
    book = state.book
    for field, replayed_value, published_value in (
        ("scores", book.scores, doc.scores),
        ("deal_results", book.results, doc.deal_results),
        ("winners", book.winners, doc.winners),
    ):
        if _plain(replayed_value) != _plain(published_value):
            return Mismatch(
                field, f"published {_text(_plain(published_value))}, the replay gives {_text(_plain(replayed_value))}"
            )
    return Verified(
        variant=variant.id,
        game_id=doc.game_id,
        commitment=doc.commitment,
        actions=len(doc.actions),
        events=seq,
        scores=list(book.scores),
        winners=list(book.winners),
    )


def _seat_seeds(variant: Variant, doc: Any) -> list[bytes] | Mismatch:
    """The client seeds of a ``fairness: "players"`` document, once each opens its seat's commitment and together
    with the seed they deal the published ``dealt_deck``; else the first place where they do not."""
    if doc.seat_seeds is msgspec.UNSET or doc.dealt_deck is msgspec.UNSET or doc.deck is not None:
        return Mismatch("seat_seeds", 'a match of fairness "players" publishes seat_seeds and dealt_deck, no deck')
    if len(doc.seat_seeds) != doc.players:
        return Mismatch("seat_seeds", f"{len(doc.seat_seeds)} entries for {doc.players} seats")
    seeds = []
    for seat, entry in enumerate(doc.seat_seeds):
        opened = hashlib.sha256(bytes.fromhex(entry.client_seed)).hexdigest()
        if opened != entry.seed_commitment:
            return Mismatch(
                f"client seed of seat {seat}",
                f"seat {seat} committed to {entry.seed_commitment}, but its client seed gives {opened}",
            )
        seeds.append(bytes.fromhex(entry.client_seed))
    try:
        published = [parse(c) for c in doc.dealt_deck]
    except IllegalAction as exc:
        return Mismatch("dealt deck", exc.message)
    dealt = _dealt_deck(variant, doc.players, doc.options, doc.seed, seeds)
    if published != dealt:
        first = next(
            (i for i, (a, b) in enumerate(zip(published, dealt, strict=False)) if a != b),
            min(len(published), len(dealt)),
        )
        return Mismatch(
            "dealt deck",
            f"the seed and the client seeds deal {_text([code(c) for c in dealt])}, but "
            f"{_text(doc.dealt_deck)} was published (first difference at card {first + 1})",
        )
    return seeds


def _origin(
    variant: Variant, state: Any, seat: int, by: str, action: Any, bots: Sequence[str], finishing: int | None
) -> str | None:
    """Why ``by`` cannot have made ``action`` for ``seat`` in ``state``, or None when it can: the server plays a
    bot seat and a resigned or abandoned one, a player every other; a timeout is the move of the player to act in
    a match with a turn clock, and it and the moves that finish its turn are the house bot's own."""
    server = server_seat(state, seat, bots)
    if by == "player" and server:
        return f"seat {seat} is played by the server ({'a bot seat' if bots[seat] else 'resigned or abandoned'})"
    if by == "bot" and not server and finishing != seat:
        return f"seat {seat} is a player's, and no timed-out turn of it is being finished"
    if by == "timeout":
        if server or variant.turn(state) != seat or turn_timeout(state) is None:
            return f"seat {seat} had no turn clock running"
        expected = TIMEOUT_ACTION if variant.time_out is not None else timeout_move(variant, state, seat)
        if _plain(expected) != _plain(action):
            return f"a timeout's action is {_text(_plain(expected))}"
    if by == "bot" and finishing == seat and not server:
        expected = timeout_move(variant, state, seat)
        if _plain(expected) != _plain(action):
            return f"the house bot finishing a timed-out turn plays {_text(_plain(expected))}"
    return None


def _service_events(published: list[dict[str, Any]], seq: int) -> int:
    """``seq`` past the service's own events that follow it (a seat's token reissued in play), which no move
    causes."""
    while seq < len(published) and published[seq].get("type") == "token_reissued":
        seq += 1
    return seq


def _plain(value: Any) -> Any:
    """``value`` as JSON data (what a published document holds)."""
    return msgspec.json.decode(_json.encode(value))


def _text(value: Any) -> str:
    return _json.encode(value).decode()
