"""One handle on a match of any game: ``Osmica(base_url).game(variant, game_id, token=...)`` (and ``AsyncOsmica``).

Hand-written, copied into the generated package by ``python -m service.contract`` (the generator writes one module
per operation and game; this joins them per variant and adds what it has no place for). Each call goes through
the generated operation of that variant (its request and its parsing of a 2xx answer into the variant's models:
``NagsView``, ``NagsActResult``, ...). A refusal raises :class:`OsmicaError`, with ``status``, ``code``, the parsed
``problem`` (the game's ``<Game>Conflict`` with typed ``legal_actions`` when the body has them, else ``Problem``)
and ``retry_after`` (seconds, from ``Retry-After``). ``stream()`` reads the Server-Sent Events of the match and,
when the connection drops, connects again with ``Last-Event-ID`` so that nothing is missed or repeated; it ends
after ``match_ended``, or when the server closes with nothing new and the match's view says ``finished``; a final
``revoked`` message raises an ``OsmicaError`` of status 401.

In a match of ``fairness: "players"`` (docs/fairness.md) the handles play a seat's part in the shuffle themselves:
``Osmica.create`` and ``join`` make a 32-byte client seed with the operating system's CSPRNG (``secrets``), send
its commitment and keep the seed in ``seeds`` (a mapping: a dict unless given one, a ``shelve`` for instance, so
that it survives a restart); ``view``, ``create`` and ``join`` reveal it once every seat is taken.

``Osmica(base_url, api_key=...)`` sends the app's key (``X-Api-Key``) with every call: a match an app created (a
quick match, for one) is reached only with it. ``quick_match(variant, body)`` queues a player and long-polls the
ticket until it ends: the last ``QueueStatus``, with the game id, the seat and its token once ``matched``.

Presence (README, "Presence"): ``claim()`` hands the seat to act, gone for the match's ``disconnect_grace_s``, to the
house bot (``OsmicaError`` ``claim_too_early`` carries ``retry_after``). ``stream(presence=True)`` also yields the
stream's ``presence`` messages (``type == "presence"``, ``event`` a ``PresenceEvent``, ``connected`` the whole
table's list; they are no events of the match: their ``seq`` is the last event's, and resuming never repeats or
skips one), and :func:`connected_after` keeps a list of who is there up to date from them.
"""

from __future__ import annotations

import asyncio
import hashlib
import importlib
import json
import secrets
import time
from collections.abc import AsyncIterator, Iterator, MutableMapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any
from urllib.parse import quote

import httpx
from attrs import evolve

from . import models
from .client import AuthenticatedClient, Client

SEED_BYTES = 32
"""Bytes of a client seed (``fairness: "players"``)."""
RETRY_STATUSES = (429, 503)
"""Answers after which the stream reader waits ``Retry-After`` and connects again."""


class OsmicaError(Exception):
    """A refused request: its HTTP ``status``, the problem's ``code``, the parsed ``problem`` and ``retry_after``
    (for a stream's final ``revoked`` message, ``problem`` is its data as a dict)."""

    def __init__(self, status: int, problem: Any, retry_after: int | None) -> None:
        self.status = status
        self.problem = problem
        self.code: str = (problem.get("code") if isinstance(problem, dict) else getattr(problem, "code", "")) or ""
        self.retry_after = retry_after
        detail = problem.get("detail") if isinstance(problem, dict) else getattr(problem, "detail", "")
        super().__init__(f"{status} {self.code}: {detail}")

    @property
    def legal_actions(self) -> list[Any] | None:
        """A rule's 409: the actions the caller may send now (typed models); None otherwise."""
        actions = getattr(self.problem, "legal_actions", None)
        return list(actions) if isinstance(actions, list) else None


@dataclass(frozen=True)
class StreamMessage:
    """One message of the stream: the event's ``seq`` and ``type``, the typed ``event``, the match's ``version``
    and, with ``view=True``, the caller's ``view`` after the last event of each commit. A ``presence`` message (a
    seat's connection changed; no event of the match) has the ``seq`` of the last event before it, ``event`` a
    ``PresenceEvent`` and ``connected`` (per seat)."""

    seq: int
    type: str
    event: Any
    version: int
    view: Any | None
    connected: list[bool] | None = None


class _Variant:
    """The generated operations and models of one variant (``crazy-eights``: ``crazy_eights``, ``CrazyEights``)."""

    def __init__(self, variant: str) -> None:
        self.id = variant
        self.slug = variant.replace("-", "_")
        self.prefix = "".join(part.capitalize() for part in variant.split("-"))
        try:
            importlib.import_module(f"{__package__}.api.{self.slug}")
        except ImportError:
            raise ValueError(f"no such variant: {variant!r}") from None

    def operation(self, name: str) -> ModuleType:
        return importlib.import_module(f"{__package__}.api.{self.slug}.{name.format(self.slug)}")

    def problem(self, response: httpx.Response) -> OsmicaError:
        return _refused(response, getattr(models, f"{self.prefix}Conflict"))

    def message(self, event: str, data: str, last: int = 0) -> StreamMessage:
        if event == "revoked":  # the token stopped holding its seat: the problem as sent (its code is no ProblemCode)
            raise OsmicaError(401, json.loads(data), None)
        if event == "presence":  # no event of the match: it keeps the last event's seq
            presence = models.PresenceMessage.from_dict(json.loads(data))
            return StreamMessage(last, "presence", presence.event, presence.version, None, list(presence.connected))
        parsed = getattr(models, f"{self.prefix}StreamMessage").from_dict(json.loads(data))
        return StreamMessage(parsed.event.seq, parsed.event.type_, parsed.event, parsed.version, parsed.view or None)


def connected_after(connected: list[bool], event: Any) -> list[bool]:
    """The view's ``connected`` after ``event`` (a stream message, its ``event`` typed, or a dict of either):
    changed by a ``presence`` message only."""
    if isinstance(event, StreamMessage):
        event = event.event
    elif isinstance(event, dict) and isinstance(event.get("event"), dict):
        event = event["event"]
    kind = event.get("type") if isinstance(event, dict) else getattr(event, "type_", None)
    if kind != "presence":
        return list(connected)
    seat = event["seat"] if isinstance(event, dict) else event.seat
    now = event["connected"] if isinstance(event, dict) else event.connected
    return [now if i == seat else was for i, was in enumerate(connected)]


def _client(base_url: str, token: str | None, api_key: str | None = None) -> Client | AuthenticatedClient:
    headers = {} if api_key is None else {"X-Api-Key": api_key}
    if token is None:
        return Client(base_url=base_url, headers=headers)
    return AuthenticatedClient(base_url=base_url, token=token, headers=headers)


def _refused(response: httpx.Response, conflict: Any = None) -> OsmicaError:
    """A refusal: its ``Problem``, or a game's ``conflict`` when the body has ``legal_actions``."""
    parsed: Any
    try:
        body = response.json()
        is_conflict = conflict is not None and "legal_actions" in body
        parsed = conflict.from_dict(body) if is_conflict else models.Problem.from_dict(body)
    except (ValueError, TypeError, KeyError):  # no problem details (a proxy's page, say): kept as received
        parsed = {"code": "", "detail": response.text}
    retry_after = response.headers.get("Retry-After")
    return OsmicaError(response.status_code, parsed, int(retry_after) if retry_after else None)


class _Queue:
    """The requests of a quick match: queue, poll (a long poll of ``wait`` s), cancel."""

    def __init__(self, variant: str, body: Any, wait: int) -> None:
        self.variant = _Variant(variant)
        self.body, self.wait = body, wait
        self.operations = importlib.import_module(f"{__package__}.api.quick_match")

    def queue(self) -> dict[str, Any]:
        module = importlib.import_module(f"{self.operations.__name__}.queue_{self.variant.slug}")
        return module._get_kwargs(body=self.body)  # type: ignore[no-any-return]

    def poll(self, ticket: str, wait: int | None = None) -> dict[str, Any]:
        module = importlib.import_module(f"{self.operations.__name__}.get_queue_ticket")
        return module._get_kwargs(ticket, wait=self.wait if wait is None else wait)  # type: ignore[no-any-return]

    def cancel(self, ticket: str) -> dict[str, Any]:
        module = importlib.import_module(f"{self.operations.__name__}.cancel_queue_ticket")
        return module._get_kwargs(ticket)  # type: ignore[no-any-return]

    @staticmethod
    def ticket(response: httpx.Response) -> str:
        if not response.is_success:
            raise _refused(response)
        return str(models.QueueTicket.from_dict(response.json()).ticket)

    @staticmethod
    def status(response: httpx.Response) -> Any:
        if not response.is_success:
            raise _refused(response)
        return models.QueueStatus.from_dict(response.json())


def _headers(if_match: int | str | None, idempotency_key: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if if_match is not None:
        out["if_match"] = if_match if str(if_match).startswith('"') else f'"{if_match}"'
    if idempotency_key is not None:
        out["idempotency_key"] = idempotency_key
    return out


class _Reader:
    """The state of one stream across its connections: where to resume, how long to wait, the message being read
    (the event-stream format: ``id``, ``event``, ``data`` lines, a blank line ends a message, ``:`` a comment)."""

    def __init__(
        self,
        variant: _Variant,
        token: str | None,
        after: int,
        max_retries: int,
        api_key: str | None = None,
        presence: bool = False,
    ) -> None:
        self.variant, self.token, self.last, self.max_retries = variant, token, after, max_retries
        self.api_key, self.presence = api_key, presence
        self.wait, self.failures, self.delivered = 1.0, 0, False
        self.seq: str | None = None
        self.event, self.data = "", list[str]()

    def headers(self) -> dict[str, str]:
        """The next connection's headers; resets what a connection reads."""
        self.delivered, self.seq, self.event, self.data = False, None, "", []
        headers = {"Accept": "text/event-stream", "Last-Event-ID": str(self.last)}
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        if self.api_key is not None:
            headers["X-Api-Key"] = self.api_key
        return headers

    def answered(self, response: httpx.Response) -> bool:
        """Whether to read ``response``'s body (else wait and connect again); raise on a final refusal."""
        if response.status_code in RETRY_STATUSES:
            self.wait = float(response.headers.get("Retry-After", self.wait))
            return False
        if not response.is_success:
            raise self.variant.problem(response)
        self.failures = 0
        return True

    def line(self, line: str) -> StreamMessage | None:
        """The message ``line`` completes, if it is a new one."""
        if line == "":
            seq, event, data = self.seq, self.event, self.data
            self.seq, self.event, self.data = None, "", []
            if not data:
                return None
            message = self.variant.message(event, "\n".join(data), self.last)
            if message.type == "presence":
                return message if self.presence else None
            if message.seq <= self.last or (seq is not None and int(seq) <= self.last):
                return None
            self.last, self.delivered = message.seq, True
            return message
        if not line.startswith(":"):
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "data":
                self.data.append(value)
            elif field == "event":
                self.event = value
            elif field == "id":
                self.seq = value
            elif field == "retry" and value.isdigit():
                self.wait = int(value) / 1000
        return None

    def failed(self) -> float:
        """Count a connection that ended without the match's end; the seconds to wait before the next."""
        self.failures += 1
        if self.failures > self.max_retries:
            raise ConnectionError(f"stream: no connection after {self.failures} tries")
        return self.wait


def seed_key(variant: str, game_id: str, seat: int) -> str:
    """The key of a seat's client seed in a handle's ``seeds``."""
    return f"osmica:seed:{variant}:{game_id}:{seat}"


def new_client_seed() -> tuple[str, str]:
    """A fresh client seed and its commitment (its SHA-256), both as 64 hexadecimal digits."""
    seed = secrets.token_bytes(SEED_BYTES)
    return seed.hex(), hashlib.sha256(seed).hexdigest()


def _committed(body: Any) -> bool:
    return isinstance(getattr(body, "seed_commitment", None), str)


def _with_commitments(body: Any) -> tuple[Any, dict[int, str]]:
    """A create body of ``fairness: "players"`` with a commitment for each taken seat that has none, and the
    seeds made for them by seat."""
    made: dict[int, str] = {}
    if str(getattr(body, "fairness", "")) != "players" or not isinstance(getattr(body, "seats", None), list):
        return body, made
    seats = []
    for seat, spec in enumerate(body.seats):
        if isinstance(getattr(spec, "name", None), str) and not _committed(spec):
            made[seat], commitment = new_client_seed()
            spec = evolve(spec, seed_commitment=commitment)
        seats.append(spec)
    return evolve(body, seats=seats), made


class _Handle:
    """A match of ``variant`` as the seat of ``token`` (or a spectator without one)."""

    def __init__(
        self,
        base_url: str,
        variant: str,
        game_id: str,
        token: str | None = None,
        seeds: MutableMapping[str, str] | None = None,
        api_key: str | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.variant = _Variant(variant)
        self.game_id = game_id
        self.token = token
        self.seeds: MutableMapping[str, str] = {} if seeds is None else seeds
        self.api_key = api_key
        self.seat: int | None = None

    def _commit(self, body: Any, seen: Any) -> tuple[Any, str | None]:
        """``body`` (a join) with a fresh commitment when ``seen`` (the match's view) is of ``fairness: "players"``
        and it has none; and the seed committed to."""
        if seen is None or str(getattr(seen, "fairness", "")) != "players":
            return body, None
        seed, commitment = new_client_seed()
        return evolve(body, seed_commitment=commitment), seed

    def _keep(self, seat: int, seed: str | None) -> None:
        self.seat = seat
        if seed is not None:
            self.seeds[seed_key(self.variant.id, self.game_id, seat)] = seed

    def _due(self, seen: Any) -> str | None:
        """This seat's kept seed when ``seen`` (a waiting view) says the table waits for it."""
        seat = getattr(seen, "seat", None)
        if not isinstance(seat, int):
            return None
        self.seat = seat
        revealed = getattr(seen, "revealed", None)
        if str(getattr(seen, "status", "")) != "revealing" or self.token is None:
            return None
        if isinstance(revealed, list) and seat in revealed:
            return None
        return self.seeds.get(seed_key(self.variant.id, self.game_id, seat))

    def _kept(self) -> str:
        seed = None if self.seat is None else self.seeds.get(seed_key(self.variant.id, self.game_id, self.seat))
        if seed is None:
            raise ValueError("this handle keeps no client seed for its seat")
        return seed

    def _claim(self) -> Any:
        return getattr(models, f"{self.variant.prefix}Claim")()

    def _stream_request(self, view: bool) -> tuple[str, dict[str, str]]:
        url = f"{self.base_url}/v1/{self.variant.id}/games/{quote(self.game_id, safe='')}/stream"
        return url, ({"view": "true"} if view else {})


class Game(_Handle):
    """A match of ``variant`` as the seat of ``token`` (or a spectator without one); see the module docstring."""

    def _call(self, name: str, *, anonymous: bool = False, **kwargs: Any) -> Any:
        operation = self.variant.operation(name)
        client = _client(self.base_url, None if anonymous else self.token, self.api_key)
        with client as open_client:
            response = open_client.get_httpx_client().request(**operation._get_kwargs(self.game_id, **kwargs))
        if not response.is_success:
            raise self.variant.problem(response)
        return operation._parse_response(client=client, response=response)

    def view(self) -> Any:
        """The caller's view: ``<Game>View`` once dealt, ``<Game>Waiting`` while seats are open (or seeds are to
        be revealed: then this seat's kept seed is revealed first)."""
        seen = self._call("get_{}_game")
        due = self._due(seen)
        if due is None:
            return seen
        revealed = self.reveal(due)
        return revealed.view or revealed.waiting

    def reveal(self, client_seed: str | None = None) -> Any:
        """Reveal this seat's client seed (the kept one by default): ``<Game>Revealed``."""
        return self._call("reveal_{}_seed", body=models.Reveal(client_seed=client_seed or self._kept()))

    def act(self, body: Any, *, if_match: int | str | None = None, idempotency_key: str | None = None) -> Any:
        """Send one of the view's ``legal_actions``; the ``<Game>ActResult``."""
        return self._call("act_{}_game", body=body, **_headers(if_match, idempotency_key))

    def claim(self, *, if_match: int | str | None = None) -> Any:
        """Claim the seat to act, disconnected for ``disconnect_grace_s``, for the house bot (``<Game>ActResult``)."""
        return self.act(self._claim(), if_match=if_match)

    def events(self, *, after: int = 0, wait: int | None = None) -> Any:
        """The events after ``after`` (``<Game>Events``); with ``wait``, a long poll."""
        return self._call("list_{}_events", after=after, **({} if wait is None else {"wait": wait}))

    def join(self, body: Any) -> Any:
        """Take a seat (``<Game>Join``); the handle then acts as that seat (committing to a client seed in a match
        of ``fairness: "players"``, and revealing it when the table is then full)."""
        body, seed = self._commit(body, None if _committed(body) else self._call("get_{}_game", anonymous=True))
        joined = self._call("join_{}_game", body=body)
        self.token = joined.token
        self._keep(joined.seat, seed)
        due = self._due(joined.waiting)
        if due is not None:
            revealed = self.reveal(due)
            joined.view, joined.waiting = revealed.view, revealed.waiting
        return joined

    def leave(self) -> Any:
        """Give the token's seat back while the match waits: its new ``Invite``."""
        return self._call("leave_{}_game")

    def rematch(self) -> Any:
        """A rematch of the finished match (``Rematch``: its ``game_id``)."""
        return self._call("rematch_{}_game")

    def stream(
        self,
        *,
        view: bool = False,
        last_event_id: int = 0,
        max_retries: int = 10,
        presence: bool = False,
        transport: httpx.BaseTransport | None = None,
    ) -> Iterator[StreamMessage]:
        """The match's events as they happen, resumed across dropped connections (see the module docstring); with
        ``presence``, the stream's presence messages too."""
        reader = _Reader(self.variant, self.token, last_event_id, max_retries, self.api_key, presence)
        url, params = self._stream_request(view)
        with httpx.Client(timeout=httpx.Timeout(10, read=None), transport=transport) as http:
            while True:
                try:
                    with http.stream("GET", url, params=params, headers=reader.headers()) as response:
                        if not response.is_success:
                            response.read()
                        if reader.answered(response):
                            for line in response.iter_lines():
                                message = reader.line(line)
                                if message is not None:
                                    yield message
                                    if message.type == "match_ended":
                                        return
                            if not reader.delivered and getattr(self.view(), "status", None) == "finished":
                                return
                except httpx.TransportError:
                    pass
                time.sleep(reader.failed())


class AsyncGame(_Handle):
    """:class:`Game` with coroutines, and ``stream()`` as an async iterator."""

    async def _acall(self, name: str, *, anonymous: bool = False, **kwargs: Any) -> Any:
        operation = self.variant.operation(name)
        client = _client(self.base_url, None if anonymous else self.token, self.api_key)
        async with client as open_client:
            request = operation._get_kwargs(self.game_id, **kwargs)
            response = await open_client.get_async_httpx_client().request(**request)
        if not response.is_success:
            raise self.variant.problem(response)
        return operation._parse_response(client=client, response=response)

    async def view(self) -> Any:
        seen = await self._acall("get_{}_game")
        due = self._due(seen)
        if due is None:
            return seen
        revealed = await self.reveal(due)
        return revealed.view or revealed.waiting

    async def reveal(self, client_seed: str | None = None) -> Any:
        return await self._acall("reveal_{}_seed", body=models.Reveal(client_seed=client_seed or self._kept()))

    async def act(self, body: Any, *, if_match: int | str | None = None, idempotency_key: str | None = None) -> Any:
        return await self._acall("act_{}_game", body=body, **_headers(if_match, idempotency_key))

    async def claim(self, *, if_match: int | str | None = None) -> Any:
        return await self.act(self._claim(), if_match=if_match)

    async def events(self, *, after: int = 0, wait: int | None = None) -> Any:
        return await self._acall("list_{}_events", after=after, **({} if wait is None else {"wait": wait}))

    async def join(self, body: Any) -> Any:
        seen = None if _committed(body) else await self._acall("get_{}_game", anonymous=True)
        body, seed = self._commit(body, seen)
        joined = await self._acall("join_{}_game", body=body)
        self.token = joined.token
        self._keep(joined.seat, seed)
        due = self._due(joined.waiting)
        if due is not None:
            revealed = await self.reveal(due)
            joined.view, joined.waiting = revealed.view, revealed.waiting
        return joined

    async def leave(self) -> Any:
        return await self._acall("leave_{}_game")

    async def rematch(self) -> Any:
        return await self._acall("rematch_{}_game")

    async def stream(
        self,
        *,
        view: bool = False,
        last_event_id: int = 0,
        max_retries: int = 10,
        presence: bool = False,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> AsyncIterator[StreamMessage]:
        reader = _Reader(self.variant, self.token, last_event_id, max_retries, self.api_key, presence)
        url, params = self._stream_request(view)
        async with httpx.AsyncClient(timeout=httpx.Timeout(10, read=None), transport=transport) as http:
            while True:
                try:
                    async with http.stream("GET", url, params=params, headers=reader.headers()) as response:
                        if not response.is_success:
                            await response.aread()
                        if reader.answered(response):
                            async for line in response.aiter_lines():
                                message = reader.line(line)
                                if message is not None:
                                    yield message
                                    if message.type == "match_ended":
                                        return
                            if not reader.delivered and getattr(await self.view(), "status", None) == "finished":
                                return
                except httpx.TransportError:
                    pass
                await asyncio.sleep(reader.failed())


class Osmica:
    """The server at ``base_url`` (with an app's ``api_key``: its matches and players): ``game(variant, game_id,
    token=...)`` is a handle on one of its matches, ``quick_match`` finds one; ``seeds`` keeps the client seeds of
    ``fairness: "players"`` matches (a dict unless given a mapping)."""

    def __init__(
        self, base_url: str, seeds: MutableMapping[str, str] | None = None, *, api_key: str | None = None
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.seeds: MutableMapping[str, str] = {} if seeds is None else seeds
        self.api_key = api_key

    def game(self, variant: str, game_id: str, *, token: str | None = None) -> Game:
        return Game(self.base_url, variant, game_id, token, self.seeds, self.api_key)

    def create(self, variant: str, body: Any) -> Any:
        """Create a match (``<Game>Create``): ``<Game>Created``. With ``fairness: "players"``, each seat taken
        without a ``seed_commitment`` gets one, and when every seat is taken at once each reveals at once."""
        body, made = _with_commitments(body)
        operation = _Variant(variant).operation("create_{}_game")
        client = _client(self.base_url, None, self.api_key)
        with client as open_client:
            response = open_client.get_httpx_client().request(**operation._get_kwargs(body=body))
        if not response.is_success:
            raise _Variant(variant).problem(response)
        created = operation._parse_response(client=client, response=response)
        for held in created.seats:
            handle = self.game(variant, created.game_id, token=held.token)
            handle._keep(held.seat, made.get(held.seat))
            if held.seat in made and str(getattr(created.waiting, "status", "")) == "revealing":
                handle.reveal()
        return created

    def quick_match(self, variant: str, body: Any, *, wait: int = 30, on_ticket: Any = None) -> Any:
        """Queue ``body``'s player (a ``<Game>QueueRequest``; needs ``api_key``) and poll until the ticket ends:
        its last ``QueueStatus``. ``on_ticket(ticket)`` hears the ticket once queued; interrupted (an exception,
        ``KeyboardInterrupt``), the ticket is cancelled, unless it was matched first."""
        calls = _Queue(variant, body, wait)
        with _client(self.base_url, None, self.api_key) as client:
            http = client.get_httpx_client()
            http.timeout = httpx.Timeout(10, read=wait + 10)
            ticket = calls.ticket(http.request(**calls.queue()))
            if on_ticket is not None:
                on_ticket(ticket)
            try:
                while (status := calls.status(http.request(**calls.poll(ticket)))).status == "searching":
                    pass
            except BaseException:
                if http.request(**calls.cancel(ticket)).status_code == 409:  # matched first: the seat
                    return calls.status(http.request(**calls.poll(ticket, 0)))
                raise
            return status


class AsyncOsmica:
    """:class:`Osmica` whose handles are :class:`AsyncGame`."""

    def __init__(
        self, base_url: str, seeds: MutableMapping[str, str] | None = None, *, api_key: str | None = None
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.seeds: MutableMapping[str, str] = {} if seeds is None else seeds
        self.api_key = api_key

    def game(self, variant: str, game_id: str, *, token: str | None = None) -> AsyncGame:
        return AsyncGame(self.base_url, variant, game_id, token, self.seeds, self.api_key)

    async def quick_match(self, variant: str, body: Any, *, wait: int = 30, on_ticket: Any = None) -> Any:
        """:meth:`Osmica.quick_match` as a coroutine; cancelling it cancels the ticket (unless matched first)."""
        calls = _Queue(variant, body, wait)
        async with _client(self.base_url, None, self.api_key) as client:
            http = client.get_async_httpx_client()
            http.timeout = httpx.Timeout(10, read=wait + 10)
            ticket = calls.ticket(await http.request(**calls.queue()))
            if on_ticket is not None:
                on_ticket(ticket)
            try:
                while (status := calls.status(await http.request(**calls.poll(ticket)))).status == "searching":
                    pass
            except BaseException:
                if (await http.request(**calls.cancel(ticket))).status_code == 409:
                    return calls.status(await http.request(**calls.poll(ticket, 0)))
                raise
            return status
