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

Presence (README, "Presence"): ``claim()`` hands the seat to act, gone for the match's ``disconnect_grace_s``, to the
house bot (``OsmicaError`` ``claim_too_early`` carries ``retry_after``); :func:`connected_after` keeps a list of who
is there up to date from the stream's ``presence`` events.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any
from urllib.parse import quote

import httpx

from . import models
from .client import AuthenticatedClient, Client

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
    and, with ``view=True``, the caller's ``view`` after the last event of each commit."""

    seq: int
    type: str
    event: Any
    version: int
    view: Any | None


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
        conflict = getattr(models, f"{self.prefix}Conflict")
        parsed: Any
        try:
            body = response.json()
            parsed = conflict.from_dict(body) if "legal_actions" in body else models.Problem.from_dict(body)
        except (ValueError, TypeError, KeyError):  # no problem details (a proxy's page, say): kept as received
            parsed = {"code": "", "detail": response.text}
        retry_after = response.headers.get("Retry-After")
        return OsmicaError(response.status_code, parsed, int(retry_after) if retry_after else None)

    def message(self, event: str, data: str) -> StreamMessage:
        if event == "revoked":  # the token stopped holding its seat: the problem as sent (its code is no ProblemCode)
            raise OsmicaError(401, json.loads(data), None)
        parsed = getattr(models, f"{self.prefix}StreamMessage").from_dict(json.loads(data))
        return StreamMessage(parsed.event.seq, parsed.event.type_, parsed.event, parsed.version, parsed.view or None)


def connected_after(connected: list[bool], event: Any) -> list[bool]:
    """The view's ``connected`` after ``event`` (a typed event or its dict): changed by a ``presence`` event only."""
    kind = event.get("type") if isinstance(event, dict) else getattr(event, "type_", None)
    if kind != "presence":
        return list(connected)
    seat = event["seat"] if isinstance(event, dict) else event.seat
    now = event["connected"] if isinstance(event, dict) else event.connected
    return [now if i == seat else was for i, was in enumerate(connected)]


def _client(base_url: str, token: str | None) -> Client | AuthenticatedClient:
    if token is None:
        return Client(base_url=base_url)
    return AuthenticatedClient(base_url=base_url, token=token)


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

    def __init__(self, variant: _Variant, token: str | None, after: int, max_retries: int) -> None:
        self.variant, self.token, self.last, self.max_retries = variant, token, after, max_retries
        self.wait, self.failures, self.delivered = 1.0, 0, False
        self.seq: str | None = None
        self.event, self.data = "", list[str]()

    def headers(self) -> dict[str, str]:
        """The next connection's headers; resets what a connection reads."""
        self.delivered, self.seq, self.event, self.data = False, None, "", []
        headers = {"Accept": "text/event-stream", "Last-Event-ID": str(self.last)}
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
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
            message = self.variant.message(event, "\n".join(data))
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


class _Handle:
    """A match of ``variant`` as the seat of ``token`` (or a spectator without one)."""

    def __init__(self, base_url: str, variant: str, game_id: str, token: str | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.variant = _Variant(variant)
        self.game_id = game_id
        self.token = token

    def _claim(self) -> Any:
        return getattr(models, f"{self.variant.prefix}Claim")()

    def _stream_request(self, view: bool) -> tuple[str, dict[str, str]]:
        url = f"{self.base_url}/v1/{self.variant.id}/games/{quote(self.game_id, safe='')}/stream"
        return url, ({"view": "true"} if view else {})


class Game(_Handle):
    """A match of ``variant`` as the seat of ``token`` (or a spectator without one); see the module docstring."""

    def _call(self, name: str, **kwargs: Any) -> Any:
        operation = self.variant.operation(name)
        client = _client(self.base_url, self.token)
        with client as open_client:
            response = open_client.get_httpx_client().request(**operation._get_kwargs(self.game_id, **kwargs))
        if not response.is_success:
            raise self.variant.problem(response)
        return operation._parse_response(client=client, response=response)

    def view(self) -> Any:
        """The caller's view: ``<Game>View`` once dealt, ``<Game>Waiting`` while seats are open."""
        return self._call("get_{}_game")

    def act(self, body: Any, *, if_match: int | str | None = None, idempotency_key: str | None = None) -> Any:
        """Send one of the view's ``legal_actions``; the ``<Game>ActResult``."""
        return self._call("act_{}_game", body=body, **_headers(if_match, idempotency_key))

    def claim(self, *, if_match: int | str | None = None) -> Any:
        """Claim the seat to act, disconnected for ``disconnect_grace_s``, for the house bot; the ``<Game>ActResult``."""
        return self.act(self._claim(), if_match=if_match)

    def events(self, *, after: int = 0, wait: int | None = None) -> Any:
        """The events after ``after`` (``<Game>Events``); with ``wait``, a long poll."""
        return self._call("list_{}_events", after=after, **({} if wait is None else {"wait": wait}))

    def join(self, body: Any) -> Any:
        """Take a seat (``<Game>Join``); the handle then acts as that seat."""
        joined = self._call("join_{}_game", body=body)
        self.token = joined.token
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
        transport: httpx.BaseTransport | None = None,
    ) -> Iterator[StreamMessage]:
        """The match's events as they happen, resumed across dropped connections (see the module docstring)."""
        reader = _Reader(self.variant, self.token, last_event_id, max_retries)
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

    async def _acall(self, name: str, **kwargs: Any) -> Any:
        operation = self.variant.operation(name)
        client = _client(self.base_url, self.token)
        async with client as open_client:
            request = operation._get_kwargs(self.game_id, **kwargs)
            response = await open_client.get_async_httpx_client().request(**request)
        if not response.is_success:
            raise self.variant.problem(response)
        return operation._parse_response(client=client, response=response)

    async def view(self) -> Any:
        return await self._acall("get_{}_game")

    async def act(self, body: Any, *, if_match: int | str | None = None, idempotency_key: str | None = None) -> Any:
        return await self._acall("act_{}_game", body=body, **_headers(if_match, idempotency_key))

    async def claim(self, *, if_match: int | str | None = None) -> Any:
        return await self.act(self._claim(), if_match=if_match)

    async def events(self, *, after: int = 0, wait: int | None = None) -> Any:
        return await self._acall("list_{}_events", after=after, **({} if wait is None else {"wait": wait}))

    async def join(self, body: Any) -> Any:
        joined = await self._acall("join_{}_game", body=body)
        self.token = joined.token
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
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> AsyncIterator[StreamMessage]:
        reader = _Reader(self.variant, self.token, last_event_id, max_retries)
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
    """The server at ``base_url``: ``game(variant, game_id, token=...)`` is a handle on one of its matches."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url.rstrip("/")

    def game(self, variant: str, game_id: str, *, token: str | None = None) -> Game:
        return Game(self.base_url, variant, game_id, token)


class AsyncOsmica:
    """:class:`Osmica` whose handles are :class:`AsyncGame`."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url.rstrip("/")

    def game(self, variant: str, game_id: str, *, token: str | None = None) -> AsyncGame:
        return AsyncGame(self.base_url, variant, game_id, token)
