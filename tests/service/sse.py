"""A small Server-Sent Events reader over httpx for the tests: messages, comments and the end of the stream.

    with EventStream(client, game.path + "/stream", headers=game.auth(0)) as stream:
        stream.wait_ready()                # the server has subscribed: every later commit will reach us
        message = stream.next_message()    # {"id": "1", "event": "played", "data": {...}}, or None at the end

The match's events are what most tests follow: ``next_message`` and ``messages`` set the ``presence`` messages
(a seat's connection changed, no ``id``: docs/streams.md) aside in ``presence`` unless asked for them
(``EventStream(..., presence=True)``).

Reads block at most the client's read timeout (a failure bound, not a delay): a stream that stays silent
longer fails the test with ``httpx.ReadTimeout``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from types import TracebackType
from typing import Any

import httpx


class EventStream:
    """One open ``GET .../stream``; ``status`` and ``headers`` are the response's."""

    def __init__(self, client: httpx.Client, url: str, *, presence: bool = False, **kwargs: Any) -> None:
        self.with_presence = presence
        self.presence: list[dict[str, Any]] = []
        """The ``presence`` messages set aside (without ``presence=True``), in order."""
        self._context = client.stream("GET", url, **kwargs)
        self.response = self._context.__enter__()
        self._lines: Iterator[str] = self.response.iter_lines()
        self.comments: list[str] = []
        self.retry: int | None = None

    @property
    def status(self) -> int:
        return self.response.status_code

    def __enter__(self) -> EventStream:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        self._context.__exit__(None, None, None)

    def next_item(self) -> tuple[str, Any] | None:
        """The next ``("comment", text)`` or ``("message", fields)``; None when the server ended the stream."""
        fields: dict[str, Any] = {}
        for line in self._lines:
            if line == "":
                if fields:
                    if "data" in fields:
                        fields["data"] = json.loads(fields["data"])
                    return "message", fields
                continue
            if line.startswith(":"):
                self.comments.append(line[1:].strip())
                return "comment", line[1:].strip()
            name, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if name == "retry":
                self.retry = int(value)
            else:
                fields[name] = fields[name] + "\n" + value if name == "data" and name in fields else value
        return None

    def next_message(self) -> dict[str, Any] | None:
        """The next message, skipping comments (and ``presence`` messages, unless the stream was opened with
        ``presence=True``); None at the end of the stream."""
        while (item := self.next_item()) is not None:
            if item[0] == "message":
                if item[1].get("event") == "presence" and not self.with_presence:
                    self.presence.append(item[1])
                    continue
                return item[1]  # type: ignore[no-any-return]
        return None

    def messages(self, count: int) -> list[dict[str, Any]]:
        out = []
        for _ in range(count):
            message = self.next_message()
            assert message is not None, f"the stream ended after {len(out)} of {count} messages"
            out.append(message)
        return out

    def wait_comment(self, text: str) -> None:
        """Read until the comment ``text`` (no message may come first, but a ``presence`` message set aside)."""
        while (item := self.next_item()) is not None:
            if item[0] == "message" and item[1].get("event") == "presence" and not self.with_presence:
                self.presence.append(item[1])
                continue
            assert item[0] == "comment", f"a message came before the comment {text!r}: {item}"
            if item[1] == text:
                return
        raise AssertionError(f"the stream ended before the comment {text!r}")

    def wait_ready(self) -> None:
        assert self.status == 200, self.response.read()
        self.wait_comment("ready")

    def rest(self) -> list[dict[str, Any]]:
        """Every message until the server ends the stream."""
        out = []
        while (message := self.next_message()) is not None:
            out.append(message)
        return out
