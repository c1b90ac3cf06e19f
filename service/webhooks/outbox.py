"""Webhooks: an app's notification address, what each event says, and the outbox entries of a commit.

An app configures one webhook (``PUT /v1/apps/me/webhook``, :mod:`service.edge.controllers.webhooks`): an address
and the event types it wants (:data:`EVENT_TYPES`). It is stored in one hash under the app's hash tag::

    osmica:{app:A}:webhook   hash   url, events (",turn,match_finished,"), secret, created (Unix ms)

The signing secret is made at each ``PUT`` and shown in that answer only; the service keeps it to sign, never shows
it again.

Events are written by the commit that causes them, in the same script (:data:`service.store.scripts.WRITE`): the
store asks :class:`Outbox` for the entries of each commit of a match that belongs to an app and appends those its
webhook subscribes to, to the match's own outbox list (``osmica:{<game_id>}:hooks``, the match's slot), and enters
the match in the deliveries' sorted set (``osmica:webhooks:due``) at once. So no event is ever committed without its
entry, nor an entry written for a commit that lost its race. :mod:`.delivery` sends them.

* ``turn``: after a commit that leaves a seat bound to a player to act when the turn is new to it: the deal (version
  0), or a commit with a move by another seat (an automatic move, a timeout or a bot's counts). A seat that draws and
  keeps the turn hears nothing more; a change that moves no card (a reissued token) repeats nothing (the script keeps
  the id of the last event it wrote per match and never writes it twice in a row).
* ``match_finished``: the commit that ends the match (it stores events), with its results. A rated match's ratings
  are applied after that commit (:mod:`service.accounts.ratings`, exactly once), so the entry is written atomically
  with the end, marked rated, and the rating changes are read from the ratings the match applied when it is
  delivered: the delivery waits for them (the ratings' sweeper applies them if the replica that ended the match
  died), and every attempt carries the same figures.
* ``queue_matched``: a table quick match formed (:meth:`Outbox.queue_matched`). No match's commit causes it: the
  queue's script that marks the table's tickets matched (:data:`service.queue.matchmaker.MATCH`, in the app's slot,
  as the app's webhook) appends it to the app's own outbox (``osmica:{app:A}:hooks``), which the deliveries' set
  names ``app:A`` (:func:`app_outbox`) and delivers as it does a match's.

Nothing of a body comes from a seat's view (``match_finished`` reads the spectator's): a body names the match, the
seat and its player, the public results; never a token, a ticket, a card or the seed. On a Redis Cluster the webhook
and the deliveries' set live in other slots: the script then writes every event to the match's outbox (deliveries
skip the types the webhook does not take) and the match enters the deliveries' set right after the script
(:meth:`Outbox.enter`; ``queue_matched`` is filtered in its script, and its outbox enters the set right after it).

Address checks (:func:`check_url`, :func:`resolve`): ``https`` only unless ``webhook_allow_http``; no user name or
password in the URL; every address the host resolves to must be public (neither loopback, private, link-local,
shared, reserved nor multicast) unless ``webhook_allow_private``. They run when the webhook is configured and again
before each delivery, which then connects to the very address it checked (no second lookup to be rebound).

Signatures (:func:`sign`): ``Osmica-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>``, the
contract's own header (not the Standard Webhooks headers the ``standardwebhooks`` package signs), so it is made here
with the standard library's ``hmac``; the address checks are the standard library's ``ipaddress``.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import ipaddress
import secrets
import socket
import time
from collections.abc import Callable, Sequence
from typing import Any, Literal
from urllib.parse import SplitResult, urlsplit

import msgspec

from engine.registry import variants
from service.accounts.ratings import places
from service.store.records import KEY_PREFIX, Move, Record
from service.wire.errors import ServiceError
from service.wire.fields import rfc3339
from service.wire.webhooks import WebhookMatchFinishedData, WebhookQueueMatchedData, WebhookTurnData

EventType = Literal["turn", "match_finished", "queue_matched"]
EVENT_TYPES: tuple[str, ...] = ("turn", "match_finished", "queue_matched")
"""The event types an app may subscribe to."""
SIGNATURE_HEADER = "Osmica-Signature"
SECRET_PREFIX = "whsec_"
DUE_KEY = f"{KEY_PREFIX}:webhooks:due"
"""The sorted set of matches with entries to deliver: game id, scored by when to look at it (Unix ms; a lease while a
process delivers them)."""


def webhook_key(app: str) -> str:
    return f"{KEY_PREFIX}:{{app:{app}}}:webhook"


def hooks_key(game_id: str) -> str:
    """The match's outbox: one msgpack :class:`Entry` per event, oldest first."""
    return f"{KEY_PREFIX}:{{{game_id}}}:hooks"


def app_outbox(app: str) -> str:
    """The name, in the deliveries' set, of the app's own outbox (``osmica:{app:A}:hooks``, the slot of the app's
    webhook and queue): the events no match's commit writes, ``queue_matched``. Deliveries treat it as a match's."""
    return f"app:{app}"


def tries_key(game_id: str) -> str:
    """Failed attempts at the match's oldest entry (gone once it is delivered or dropped)."""
    return f"{KEY_PREFIX}:{{{game_id}}}:hooktries"


class Entry(msgspec.Struct, array_like=True):
    """One outbox entry as stored: the delivery's ``id``, ``type``, the app, when its commit was made (Unix ms)
    and its ``data`` (JSON); a rated ``match_finished`` gets its rating changes when delivered."""

    id: str
    type: str
    app: str
    created: int
    data: bytes


class Webhook(msgspec.Struct, kw_only=True):
    """An app's webhook as stored."""

    url: str
    events: list[str]
    secret: str
    created: int
    """Unix milliseconds."""


_json = msgspec.json.Encoder()
_entry_encoder = msgspec.msgpack.Encoder()
_entry_decoder = msgspec.msgpack.Decoder(Entry)
_state_decoders: dict[str, msgspec.msgpack.Decoder[Any]] = {}


def decode_entry(raw: bytes) -> Entry:
    return _entry_decoder.decode(raw)


def event_id(game_id: str, version: int, kind: str) -> str:
    """Stable per event: the same commit always names its event the same (the receiver's de-duplication key)."""
    return "evt_" + hashlib.sha256(f"{game_id}\0{version}\0{kind}".encode()).hexdigest()[:32]


def body(entry: Entry, data: Any = None) -> bytes:
    """The JSON a delivery posts: ``id``, ``type``, ``created`` (RFC 3339) and ``data`` (``entry``'s, or ``data``)."""
    return _json.encode(
        {"id": entry.id, "type": entry.type, "created": rfc3339(entry.created), "data": data or msgspec.Raw(entry.data)}
    )


def sign(secret: str, payload: bytes, timestamp: int | None = None) -> str:
    """The ``Osmica-Signature`` header of ``payload``: ``t=<unix seconds>,v1=<hex HMAC-SHA256>``."""
    t = int(time.time()) if timestamp is None else timestamp
    digest = hmac.new(secret.encode(), f"{t}.".encode() + payload, hashlib.sha256).hexdigest()
    return f"t={t},v1={digest}"


def new_secret() -> str:
    return SECRET_PREFIX + secrets.token_urlsafe(32)


class Outbox:
    """What a commit of a match tells its app (:meth:`entries`, called by the store inside each commit), and a wake-up
    for this process's deliveries once such a commit is written (``on_written``)."""

    def __init__(self, ttl: int, on_written: Callable[[], None] | None = None) -> None:
        self.ttl = ttl
        """Seconds an outbox is kept after its last entry (longer than deliveries are retried)."""
        self.on_written = on_written or (lambda: None)

    @staticmethod
    def keys(game_id: str, app: str, inline: bool) -> list[str]:
        """The keys the write script names for the events: the match's outbox, and with ``inline`` (one server) the
        app's webhook and the deliveries' sorted set."""
        return [hooks_key(game_id), webhook_key(app), DUE_KEY] if inline else [hooks_key(game_id)]

    @staticmethod
    async def enter(redis: Any, game_id: str) -> None:
        """On a cluster, right after the write: the match enters the deliveries' set (unless it is there)."""
        await redis.zadd(DUE_KEY, {game_id: int(time.time() * 1000)}, nx=True)

    def entries(self, game_id: str, record: Record, events: int, moves: Sequence[Move]) -> list[tuple[str, str, bytes]]:
        """``(type, id, entry)`` per event the commit of ``record`` (with ``events`` new events and ``moves``)
        causes."""
        if not record.app or record.waiting:
            return []
        variant = variants().get(record.variant)
        if variant is None:
            return []
        decoder = _state_decoders.get(variant.id)
        if decoder is None:
            decoder = _state_decoders[variant.id] = msgspec.msgpack.Decoder(variant.state_type)
        state = decoder.decode(record.state)
        now = int(time.time() * 1000)
        bound = list(record.seat_players) or [""] * len(record.tokens)
        if state.book.status == "finished":
            if events == 0:  # a later change of a finished match (a rematch asked for, a token reissued)
                return []
            view = variant.view(state, None)
            finished = WebhookMatchFinishedData(
                game_id=game_id,
                variant=variant.id,
                version=state.version,
                winners=list(view.winners),
                scores=list(view.scores),
                places=places(view),
                seat_players=[p or None for p in bound],
                rated=record.rated,
                rating_changes=None,
            )
            return [self._entry(game_id, state.version, "match_finished", record.app, now, finished)]
        seat = variant.turn(state)
        new_turn = any(m.seat != seat for m in moves) if moves else state.version == 0
        if seat is None or not bound[seat] or not new_turn:
            return []
        turn = WebhookTurnData(
            game_id=game_id,
            variant=variant.id,
            seat=seat,
            player=bound[seat],
            version=state.version,
            deadline=rfc3339(record.deadline) if record.deadline else None,
        )
        return [self._entry(game_id, state.version, "turn", record.app, now, turn)]

    @classmethod
    def queue_matched(cls, app: str, data: WebhookQueueMatchedData) -> bytes:
        """The ``queue_matched`` entry of a table quick match formed (written by the script that marks its tickets
        matched, :data:`service.queue.matchmaker.MATCH`, to the app's own outbox)."""
        now = int(time.time() * 1000)
        return cls._entry(data.game_id, 0, "queue_matched", app, now, data)[2]

    @staticmethod
    def _entry(game_id: str, version: int, kind: str, app: str, now: int, data: Any) -> tuple[str, str, bytes]:
        entry = Entry(event_id(game_id, version, kind), kind, app, now, _json.encode(data))
        return kind, entry.id, _entry_encoder.encode(entry)


def check_url(url: str, allow_http: bool) -> SplitResult:
    """``url`` split, or 400 ``webhook_url_invalid``: an absolute ``https`` URL (``http`` too with
    ``allow_http``) with a host, without user name, password or fragment."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise _invalid(f"the URL cannot be read: {exc}") from None
    schemes = ("https", "http") if allow_http else ("https",)
    if parts.scheme not in schemes:
        raise _invalid("the URL must start with " + " or ".join(f"{s}://" for s in schemes))
    if not parts.hostname:
        raise _invalid("the URL has no host")
    if parts.username is not None or parts.password is not None:
        raise _invalid("the URL must not carry a user name or password")
    if parts.fragment:
        raise _invalid("the URL must not carry a fragment")
    if port == 0:
        raise _invalid("the URL's port must be 1..65535")
    return parts


def _invalid(message: str) -> ServiceError:
    return ServiceError(400, "webhook_url_invalid", message)


def refused_address(address: str) -> bool:
    """Whether deliveries to ``address`` need ``webhook_allow_private``: not a public unicast address."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return not ip.is_global or ip.is_multicast or ip.is_unspecified


async def resolve(parts: SplitResult, allow_private: bool) -> list[str]:
    """The addresses of the URL's host, every one allowed; 400 ``webhook_url_refused`` when one is not, or when the
    host does not resolve."""
    host = parts.hostname or ""
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        found = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, ValueError):  # UnicodeError (an IDNA label too long, ...) is a ValueError
        raise ServiceError(400, "webhook_url_refused", f"the host {host!r} does not resolve") from None
    addresses = list(dict.fromkeys(str(info[4][0]) for info in found))
    if not addresses:
        raise ServiceError(400, "webhook_url_refused", f"the host {host!r} does not resolve")
    if not allow_private:
        for address in addresses:
            if refused_address(address):
                raise ServiceError(
                    400,
                    "webhook_url_refused",
                    f"the host {host!r} resolves to {address}, a loopback, private or link-local address",
                )
    return addresses


class Webhooks:
    """The webhooks of every app in one store (``redis``: a redis-py asyncio client, one server or a cluster)."""

    def __init__(self, redis: Any) -> None:
        self.redis = redis

    async def put(self, app: str, url: str, events: Sequence[str]) -> Webhook:
        """Configure (or replace) the app's webhook with a new secret."""
        hook = Webhook(url=url, events=list(events), secret=new_secret(), created=int(time.time() * 1000))
        await self.redis.hset(
            webhook_key(app),
            mapping={
                "url": hook.url,
                "events": "," + ",".join(hook.events) + ",",
                "secret": hook.secret,
                "created": hook.created,
            },
        )
        return hook

    async def get(self, app: str) -> Webhook | None:
        found = await self.redis.hgetall(webhook_key(app))
        if not found:
            return None
        return Webhook(
            url=found[b"url"].decode(),
            events=[e for e in found[b"events"].decode().split(",") if e],
            secret=found[b"secret"].decode(),
            created=int(found[b"created"]),
        )

    async def delete(self, app: str) -> bool:
        return bool(await self.redis.delete(webhook_key(app)))
