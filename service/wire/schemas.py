"""Wire schemas: the msgspec types of every request and response body (the HTTP contract, openapi/openapi.json).

Shared types are written out below. Each variant gets its own typed set, built once from the engine registry
by :func:`variant_schemas` and named after the variant (``CrazyEightsCreate``, ``CrazyEightsCreated``,
``CrazyEightsActResult``, ``CrazyEightsReplay``); the variant's ``Options``, action union and ``View`` come from
the engine as they are (the view is the engine's projection for the wire, never its state). Request types reject
unknown fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, Literal, cast

import msgspec

from engine.actions import CARD_MAX_LENGTH, CARD_PATTERN
from engine.registry import Variant
from engine.setup import MAX_SAFE_INT
from service.wire.errors import Problem
from service.wire.fields import (
    GAME_ID_PATTERN,
    INVITE_PATTERN,
    MAX_DECK,
    MAX_GAME_ID,
    MAX_NAME,
    MAX_REVEAL_TIMEOUT,
    NAME_PATTERN,
    BotLevel,
    Fairness,
    PlayerId,
    SeatKind,
    SeedHex,
)
from service.wire.replay_types import replay_types


class SeatToken(msgspec.Struct, kw_only=True):
    """A seat's bearer token, shown once (at creation, or when the host has it reissued); the server keeps only
    its hash."""

    seat: int
    """The seat, 0 .. players - 1."""
    token: str
    """The bearer token: send it as ``Authorization: Bearer <token>`` to see and act as this seat."""


class SeatSpec(msgspec.Struct, kw_only=True, forbid_unknown_fields=True, omit_defaults=True):
    """One seat at creation: exactly one of ``name`` (taken by the creator, who gets its token), ``open: true``
    (an invite code is answered for it) or ``bot`` (the server plays it)."""

    name: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_NAME, pattern=NAME_PATTERN)] | None = None
    """The player's display name: the creator takes this seat and gets its token."""
    open: bool = False
    """True: the seat waits for a player, who takes it with the invite answered for it."""
    bot: BotLevel | None = None
    """The level of the bot the server plays this seat with."""
    player: PlayerId | None = None
    """With ``name``, and only with an API key: the app's own id of the person taking the seat (1-64 characters
    of ``A-Z a-z 0-9 _ . : @ -``); views and the replay show it, a rated match updates its rating."""
    seed_commitment: SeedHex | None = None
    """With ``name``, in a match of ``fairness: "players"`` (and only there): the SHA-256 (hex) of the seat's
    32-byte client seed, revealed with ``POST .../reveal`` once every seat is taken."""


class Reveal(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A seat's client seed, revealed once every seat of a ``fairness: "players"`` match is taken."""

    client_seed: SeedHex
    """The 32 bytes (64 lowercase hexadecimal digits) whose SHA-256 the seat committed to."""


class Invite(msgspec.Struct, kw_only=True):
    """A single-use invite code for an open seat (128 random bits or more), shown once; ``POST .../join`` with it
    takes the seat."""

    seat: int
    """The open seat the invite takes."""
    invite: str
    """The code, for ``POST .../join`` ``{"invite": ...}``; the server keeps only its hash."""


class Rematch(msgspec.Struct, kw_only=True):
    """The rematch of a finished match: its players claim their seats there with ``join`` ``{"from": ...}``."""

    game_id: str
    """The new match (it waits until every player has claimed a seat)."""


class LobbySeat(msgspec.Struct, kw_only=True):
    """A seat of a match waiting for players."""

    seat: int
    """The seat number, 0 first."""
    kind: SeatKind
    """``taken`` by a player, ``open`` (an invite takes it) or ``bot`` (played by the server)."""
    name: str
    """The player's or the bot's name; empty while open."""
    player: str | None = None
    """The app's player id bound to the seat, or null."""


class PresenceEvent(msgspec.Struct, kw_only=True, tag="presence", tag_field="type", forbid_unknown_fields=True):
    """A seat's connection changed (README, Presence): sent on streams only (`event: presence`, no `id`), never
    stored with the match's events, never counted in their `seq`."""

    seat: Annotated[int, msgspec.Meta(ge=0, description="The seat whose connection changed.")]
    connected: Annotated[
        bool,
        msgspec.Meta(
            description="True: the seat has an open stream or long poll, or made a request with its token lately, "
            "on some replica; false: none for the presence window."
        ),
    ]


class PresenceMessage(msgspec.Struct, kw_only=True):
    """The `data` of a stream's `event: presence` message: a seat's connection changed. A stream starts from no
    seat connected: it sends one for each seat connected when it starts following the match (after the events it
    owes), then one per change. No `id:` line: `Last-Event-ID` still names the last event."""

    event: PresenceEvent
    version: Annotated[int, msgspec.Meta(description="The match's version as the stream last read it.")]
    connected: Annotated[
        list[bool], msgspec.Meta(description="Per seat: connected now, as a view's `connected` would show it.")
    ]


@dataclass(frozen=True)
class VariantSchemas:
    """The wire types of one variant."""

    variant: Variant
    prefix: str
    """``CrazyEights`` for ``crazy-eights``: the start of every type and the SDK's names."""
    slug: str
    """``crazy_eights``: the middle of the operation ids."""
    create: type[msgspec.Struct]
    created: type[msgspec.Struct]
    waiting: type[msgspec.Struct]
    """The view of a match waiting for players."""
    join: type[msgspec.Struct]
    joined: type[msgspec.Struct]
    revealed: type[msgspec.Struct]
    """The answer of a seat's reveal (``fairness: "players"``)."""
    lobby_page: type[msgspec.Struct]
    """A page of the public matches waiting for players."""
    act_result: type[msgspec.Struct]
    replay: type[msgspec.Struct]
    """The replay document of a finished match: everything needed to replay and check it."""
    accepted: type[msgspec.Struct]
    """One entry of the replay's ``actions``: seat, kind, action."""
    stream_message: type[msgspec.Struct]
    """The ``data`` of one Server-Sent Event of the match's stream."""
    event_list: type[msgspec.Struct]
    """The answer of the events operation: this variant's events, typed."""
    conflict: type[Problem]
    """The 409 of an action: a :class:`Problem` whose ``legal_actions`` are this variant's actions."""
    view: type[Any]
    action: Any
    options: type[Any]

    def types(self) -> list[Any]:
        return [
            self.create,
            self.created,
            self.waiting,
            self.join,
            self.joined,
            self.revealed,
            self.lobby_page,
            self.act_result,
            self.replay,
            self.stream_message,
            PresenceMessage,
            self.event_list,
            self.conflict,
            self.view,
            self.action,
            self.options,
        ]


def prefix_of(variant_id: str) -> str:
    return "".join(part.capitalize() for part in variant_id.split("-"))


@cache
def variant_schemas(variant: Variant) -> VariantSchemas:
    """The typed request and response bodies of ``variant``."""
    prefix = prefix_of(variant.id)
    card = Annotated[str, msgspec.Meta(pattern=CARD_PATTERN, max_length=CARD_MAX_LENGTH)]
    name = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_NAME, pattern=NAME_PATTERN)]
    module = __name__
    events: Any = variant.event_type
    create = msgspec.defstruct(
        f"{prefix}Create",
        [
            (
                "players",
                Annotated[
                    int,
                    msgspec.Meta(ge=variant.min_players, le=variant.max_players, description="Seats at the table."),
                ],
            ),
            (
                "options",
                Annotated[
                    variant.options_type,
                    msgspec.Meta(
                        description="House rules; each field has its default. Values that do not fit the player "
                        "count or each other (a hand size too big for the table, a dealer seat beyond it, ...) "
                        "are 400 invalid_options."
                    ),
                ],
                msgspec.field(default_factory=variant.options_type),
            ),
            (
                "seed",
                Annotated[
                    Annotated[int, msgspec.Meta(ge=0, le=MAX_SAFE_INT)] | None,
                    msgspec.Meta(description="Makes every shuffle reproducible; null: drawn from a CSPRNG."),
                ],
                None,
            ),
            (
                "deck",
                Annotated[
                    Annotated[list[card], msgspec.Meta(min_length=1, max_length=MAX_DECK)] | None,
                    msgspec.Meta(
                        description="Deal 1's deck, top card first: exactly the game's deck for this table, "
                        "else 400 bad_deck. Views then show preset_deck: true."
                    ),
                ],
                None,
            ),
            (
                "names",
                Annotated[
                    Annotated[list[name], msgspec.Meta(max_length=variant.max_players)] | None,
                    msgspec.Meta(description="Display names by seat, one per seat; null: seat 0, seat 1, ..."),
                ],
                None,
            ),
            (
                "seats",
                Annotated[
                    Annotated[list[SeatSpec], msgspec.Meta(max_length=variant.max_players)] | None,
                    msgspec.Meta(
                        description='One entry per seat: `{"name": ...}` (taken: its token is answered), '
                        '`{"open": true}` (an invite is answered) or `{"bot": level}`. With an open seat the '
                        "match waits (`status: waiting`, nothing dealt) until every seat is taken. Not with `names`."
                    ),
                ],
                None,
            ),
            (
                "public",
                Annotated[
                    bool, msgspec.Meta(description="List the match in `GET .../games?status=waiting` while it waits.")
                ],
                False,
            ),
            (
                "fairness",
                Annotated[
                    Fairness,
                    msgspec.Meta(
                        description="`server`: every shuffle comes from the server's committed seed. `players`: "
                        "from it and every seat's client seed (docs/fairness.md): needs `seats`, each taken seat "
                        "with its `seed_commitment`, and no `deck`; once every seat is taken each reveals its "
                        "seed (`POST .../reveal`) and the last reveal deals."
                    ),
                ],
                "server",
            ),
            (
                "reveal_timeout_s",
                Annotated[
                    Annotated[int, msgspec.Meta(ge=5, le=MAX_REVEAL_TIMEOUT)] | None,
                    msgspec.Meta(
                        description='With `fairness: "players"`: seconds every seat has to reveal its seed once '
                        "the table is full, else the match is cancelled (409 `not_revealed`); null: 120."
                    ),
                ],
                None,
            ),
            (
                "rated",
                Annotated[
                    bool,
                    msgspec.Meta(
                        description="A rated match (API key only): its end updates its players' ratings in this game. "
                        "Every seat is bound to a distinct `player` (in `seats`, or at `join`), none is a bot, and "
                        "there is no `seed` and no `deck`; else 400 not_ratable."
                    ),
                ],
                False,
            ),
        ],
        kw_only=True,
        forbid_unknown_fields=True,
        module=module,
    )
    waiting = msgspec.defstruct(
        f"{prefix}Waiting",
        [
            ("game_id", str),
            ("variant", str),
            (
                "status",
                Annotated[
                    Literal["waiting", "revealing", "cancelled"],
                    msgspec.Meta(
                        description='`waiting` until every seat is taken; with `fairness: "players"` then '
                        "`revealing` until every seat has revealed its seed, or `cancelled` when one did not in time."
                    ),
                ],
            ),
            ("version", Annotated[int, msgspec.Meta(description="0: nothing is played while the match waits.")]),
            ("seat", Annotated[int | None, msgspec.Meta(description="Whose view this is; null for a spectator.")]),
            ("players", int),
            ("names", list[str]),
            ("seats", Annotated[list[LobbySeat], msgspec.Meta(description="Who holds each seat.")]),
            ("options", variant.options_type),
            ("public", Annotated[bool, msgspec.Meta(description="Whether the lobby lists the match.")]),
            ("preset_deck", Annotated[bool, msgspec.Meta(description="Whether the match deals a preset deck.")]),
            (
                "commitment",
                Annotated[
                    str, msgspec.Meta(description="The shuffle's commitment, fixed at creation (docs/fairness.md).")
                ],
            ),
            (
                "legal_actions",
                Annotated[
                    list[variant.action_type],  # type: ignore[name-defined]
                    msgspec.Meta(description="Always empty: nothing can be played before the deal."),
                ],
            ),
            (
                "fairness",
                Annotated[
                    Literal["players"] | msgspec.UnsetType,
                    msgspec.Meta(description='Only in a match of `fairness: "players"`: `players`.'),
                ],
                msgspec.UNSET,
            ),
            (
                "revealed",
                Annotated[
                    list[int] | msgspec.UnsetType,
                    msgspec.Meta(
                        description='Only with `fairness: "players"`: the players\' seats that have revealed '
                        "their seed (never a seed or a commitment)."
                    ),
                ],
                msgspec.UNSET,
            ),
            (
                "reveal_deadline",
                Annotated[
                    str | msgspec.UnsetType | None,
                    msgspec.Meta(
                        description='Only with `fairness: "players"`: while `revealing`, when the reveal phase '
                        "ends (RFC 3339 UTC); null otherwise."
                    ),
                ],
                msgspec.UNSET,
            ),
            (
                "connected",
                Annotated[
                    list[bool],
                    msgspec.Meta(
                        description="Per seat: has an open stream or long poll, or made a request with its token in "
                        "the last 30 s, on any replica (README, Presence)."
                    ),
                ],
                [],
            ),
        ],
        kw_only=True,
        module=module,
    )
    waiting.__doc__ = (
        f"A {variant.title} match waiting for players: no card is dealt until every seat is taken (`join`)."
    )
    created = msgspec.defstruct(
        f"{prefix}Created",
        [
            ("game_id", Annotated[str, msgspec.Meta(description="The new game's id, the {game_id} of its paths.")]),
            ("variant", Annotated[str, msgspec.Meta(description="The game's variant id.")]),
            (
                "seats",
                Annotated[
                    list[SeatToken],
                    msgspec.Meta(description="One bearer token per seat taken at creation, shown once."),
                ],
            ),
            (
                "host_token",
                Annotated[
                    str,
                    msgspec.Meta(
                        description="The host's bearer token, shown once: it manages the match (a new token for "
                        "a seat, `POST .../seats/{seat}/token`) and is no seat's token."
                    ),
                ],
            ),
            (
                "invites",
                Annotated[list[Invite], msgspec.Meta(description="One single-use invite per open seat, shown once.")],
            ),
            (
                "view",
                Annotated[
                    variant.view_type | None,
                    msgspec.Meta(description="The spectator view; null while the match waits for players."),
                ],
            ),
            (
                "waiting",
                Annotated[
                    waiting | None,
                    msgspec.Meta(description="While the match waits for players: who holds each seat; else null."),
                ],
            ),
        ],
        kw_only=True,
        module=module,
    )
    join = msgspec.defstruct(
        f"{prefix}Join",
        [
            (
                "invite",
                Annotated[
                    Annotated[str, msgspec.Meta(min_length=1, max_length=128, pattern=INVITE_PATTERN)] | None,
                    msgspec.Meta(description="An invite code of an open seat of this match."),
                ],
                None,
            ),
            (
                "from_",
                Annotated[
                    Annotated[str, msgspec.Meta(pattern=GAME_ID_PATTERN, max_length=MAX_GAME_ID)] | None,
                    msgspec.Meta(
                        description="The finished match this one is the rematch of; the bearer token is the "
                        "caller's seat token there, and the caller takes its seat here."
                    ),
                ],
                msgspec.field(default=None, name="from"),
            ),
            ("name", Annotated[name | None, msgspec.Meta(description="The display name; null: seat <n>.")], None),
            (
                "seed_commitment",
                Annotated[
                    SeedHex | None,
                    msgspec.Meta(
                        description='Required in a match of `fairness: "players"`, refused in any other: the '
                        "SHA-256 (hex) of the seat's 32-byte client seed, revealed once every seat is taken."
                    ),
                ],
                None,
            ),
            (
                "player",
                Annotated[
                    PlayerId | None,
                    msgspec.Meta(
                        description="Only with an API key: the app's own id of the person taking the seat "
                        "(a rated match needs one, distinct from the other seats')."
                    ),
                ],
                None,
            ),
        ],
        kw_only=True,
        forbid_unknown_fields=True,
        omit_defaults=True,
        module=module,
    )
    join.__doc__ = (
        "Take a seat: with `invite`, or with `from` and the seat token of the finished match; exactly one of "
        "the two (else 400 `validation_error`)."
    )
    joined = msgspec.defstruct(
        f"{prefix}Joined",
        [
            ("game_id", Annotated[str, msgspec.Meta(description="The match joined.")]),
            ("seat", Annotated[int, msgspec.Meta(description="The seat taken.")]),
            ("token", Annotated[str, msgspec.Meta(description="The seat's bearer token, shown once.")]),
            (
                "view",
                Annotated[
                    variant.view_type | None,
                    msgspec.Meta(description="The seat's view; null while the match waits for players."),
                ],
            ),
            (
                "waiting",
                Annotated[
                    waiting | None,
                    msgspec.Meta(description="While the match waits for players: who holds each seat; else null."),
                ],
            ),
        ],
        kw_only=True,
        module=module,
    )
    revealed = msgspec.defstruct(
        f"{prefix}Revealed",
        [
            ("seat", Annotated[int, msgspec.Meta(description="The seat whose seed was revealed.")]),
            (
                "view",
                Annotated[
                    variant.view_type | None,
                    msgspec.Meta(description="The seat's view once the last seed dealt the match; else null."),
                ],
            ),
            (
                "waiting",
                Annotated[
                    waiting | None,
                    msgspec.Meta(description="While seeds are missing: which seats have revealed; else null."),
                ],
            ),
        ],
        kw_only=True,
        module=module,
    )
    revealed.__doc__ = f"A seat of a {variant.title} match revealed its seed; the last one dealt the match."
    entry = msgspec.defstruct(
        f"{prefix}LobbyEntry",
        [
            ("game_id", str),
            ("names", Annotated[list[str], msgspec.Meta(description="By seat; empty for an open seat.")]),
            ("open_seats", Annotated[list[int], msgspec.Meta(description="The seats an invite may still take.")]),
            ("options", variant.options_type),
            ("created", Annotated[str, msgspec.Meta(description="Creation time, RFC 3339 UTC.")]),
        ],
        kw_only=True,
        module=module,
    )
    entry.__doc__ = f"A public {variant.title} match waiting for players."
    lobby_page = msgspec.defstruct(
        f"{prefix}LobbyPage",
        [
            ("games", Annotated[list[entry], msgspec.Meta(description="Newest first.")]),  # type: ignore[valid-type]
            (
                "next_cursor",
                Annotated[
                    str | None, msgspec.Meta(description="Pass as `cursor` for the next page; null on the last one.")
                ],
            ),
        ],
        kw_only=True,
        module=module,
    )
    lobby_page.__doc__ = f"One page of the public {variant.title} matches that wait for players."
    joined.__doc__ = f"A seat of a {variant.title} match taken: its token (shown once) and the seat's view."
    act_result = msgspec.defstruct(
        f"{prefix}ActResult",
        [
            ("view", Annotated[variant.view_type, msgspec.Meta(description="The actor's view after the action.")]),
            (
                "events",
                Annotated[list[events], msgspec.Meta(description="What the action caused, automatic moves included.")],
            ),
        ],
        kw_only=True,
        module=module,
    )
    stream_message = msgspec.defstruct(
        f"{prefix}StreamMessage",
        [
            ("event", Annotated[events, msgspec.Meta(description="The event, redacted as `/events` redacts it.")]),
            (
                "version",
                Annotated[
                    int,
                    msgspec.Meta(
                        description="The match's version as of the read that delivered this event: the version "
                        "the commit that wrote it left, when the stream follows the match live."
                    ),
                ],
            ),
            (
                "view",
                Annotated[
                    variant.view_type | None,
                    msgspec.Meta(
                        description="With `view=true`, on the last event of each commit: the caller's view "
                        "after it (absent otherwise)."
                    ),
                ],
                None,
            ),
        ],
        kw_only=True,
        omit_defaults=True,
        module=module,
    )
    stream_message.__doc__ = (
        f"The `data` of one Server-Sent Event of a {variant.title} stream (`id`: the event's seq, `event`: its type)."
    )
    act_result.__doc__ = "The action was applied: the actor's view after it and the events it caused."
    event_list = msgspec.defstruct(
        f"{prefix}EventList",
        [("events", Annotated[list[events], msgspec.Meta(description="The events, oldest first.")])],
        kw_only=True,
        module=module,
    )
    event_list.__doc__ = f"Events of a {variant.title} match after the requested sequence number, redacted."
    created.__doc__ = f"A new {variant.title} match: its id, one token per seat (shown once) and the spectator view."
    create.__doc__ = f"Create a {variant.title} match: only players is required."
    actions: Any = list[variant.action_type]  # type: ignore[name-defined] # a type known only at run time
    conflict = msgspec.defstruct(
        f"{prefix}Conflict",
        [
            ("version", Annotated[int, msgspec.Meta(description="The match's current version.")]),
            ("legal_actions", Annotated[actions, msgspec.Meta(description="What the caller may send now.")]),
        ],
        bases=(Problem,),
        kw_only=True,
        omit_defaults=True,
        module=module,
    )
    conflict.__doc__ = (
        f"409: the rules of {variant.title} do not allow the action now; nothing changed. `code` and `rule` "
        "say why, `legal_actions` what the caller may send instead."
    )
    accepted, replay = replay_types(variant, prefix, card, name)
    return VariantSchemas(
        variant=variant,
        prefix=prefix,
        slug=variant.id.replace("-", "_"),
        create=create,
        created=created,
        waiting=waiting,
        join=join,
        joined=joined,
        revealed=revealed,
        lobby_page=lobby_page,
        act_result=act_result,
        replay=replay,
        accepted=accepted,
        stream_message=stream_message,
        event_list=event_list,
        conflict=cast(type[Problem], conflict),
        view=variant.view_type,
        action=variant.action_type,
        options=variant.options_type,
    )
