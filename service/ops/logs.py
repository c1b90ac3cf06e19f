"""Structured logs: one JSON object per line on stdout, each with the request id of the request it is about.

    {"ts": "2026-01-02T03:04:05.678Z", "level": "info", "logger": "osmica.access", "msg": "request",
     "request_id": "3f0c...", "method": "POST", "route": "/v1/crazy-eights/games/{game_id}/actions",
     "path": "/v1/crazy-eights/games/Xy...", "status": 200, "duration_ms": 3.1, "client": "10.0.0.7"}

The request id is the caller's ``X-Request-ID`` when it is a plain token (``[A-Za-z0-9._:-]``, at most 128
characters), else a new random one; it is echoed in the response's ``X-Request-ID`` and carried by a context
variable into every line logged while the request runs (the store warnings, a 500's traceback).

What is never logged, by construction: headers (so no token), bodies (so no card, no seed, no deck), query
strings. A line carries the route template, the path (a game id at most) and the fields above; as a second
guard, :class:`JsonFormatter` masks anything shaped like ``Bearer <token>`` in a message. ``log_format=text``
gives the same fields as ``key=value`` text for a terminal. granian's own lines go through the same
formatter (``osmica serve`` hands it :func:`dict_config`).
"""

from __future__ import annotations

import contextlib
import contextvars
import logging
import logging.config
import re
import secrets
import sys
import time
from typing import Any, cast

import msgspec

REQUEST_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("osmica_request_id", default=None)
_REQUEST_ID_OK = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
_BEARER = re.compile(r"(?i)(bearer\s+)[^\s\"',;]+")
_STANDARD = frozenset(vars(logging.makeLogRecord({}))) | {"message", "asctime", "taskName"}
_NOT_EXTRA = _STANDARD | {"request_id"}
_json = msgspec.json.Encoder(enc_hook=str)


def request_id(incoming: str | None) -> str:
    """The caller's id when it is safe to log and echo, else a fresh one (128 random bits, hex)."""
    if incoming is not None and _REQUEST_ID_OK.match(incoming):
        return incoming
    return secrets.token_hex(16)


_second: tuple[int, str] = (-1, "")
"""The last whole second formatted, with its text (one tuple, replaced whole): records come many to a second."""


def _timestamp(created: float) -> str:
    global _second
    second, text = _second
    if second != int(created):
        second = int(created)
        text = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second))
        _second = (second, text)
    return f"{text}.{int((created - second) * 1000):03d}Z"


def _fields(record: logging.LogRecord) -> dict[str, Any]:
    out: dict[str, Any] = {
        "ts": _timestamp(record.created),
        "level": record.levelname.lower(),
        "logger": record.name.removeprefix("_"),  # granian's Rust-side loggers are "_granian..."
        "msg": _redact(record.getMessage()),
    }
    rid = getattr(record, "request_id", None) or REQUEST_ID.get()
    if rid is not None:
        out["request_id"] = rid
    for key, value in record.__dict__.items():
        if key not in _NOT_EXTRA and not key.startswith("_"):
            out[key] = value
    if record.exc_info:
        out["exc"] = _redact(logging.Formatter().formatException(record.exc_info))
    return out


def _redact(text: str) -> str:
    """``text`` with anything shaped like ``Bearer <token>`` masked (the regular expression only where it can match:
    most messages, the access log's among them, hold no such word)."""
    return _BEARER.sub(r"\1[redacted]", text) if "bearer" in text.lower() else text


class JsonFormatter(logging.Formatter):
    """One JSON object per record: ts, level, logger, msg, request_id, the record's extra fields, exc."""

    def format(self, record: logging.LogRecord) -> str:
        return self.render(_fields(record))

    def render(self, fields: dict[str, Any]) -> str:
        return _json.encode(fields).decode()


class TextFormatter(logging.Formatter):
    """The same fields as ``ts level logger msg key=value ...`` for people at a terminal."""

    def format(self, record: logging.LogRecord) -> str:
        return self.render(_fields(record))

    def render(self, fields: dict[str, Any]) -> str:
        exc = fields.pop("exc", None)
        head = f"{fields.pop('ts')} {fields.pop('level').upper():7} {fields.pop('logger')}: {fields.pop('msg')}"
        tail = " ".join(f"{k}={v}" for k, v in fields.items())
        return head + (" " + tail if tail else "") + ("\n" + exc if exc else "")


def log_request(logger: logging.Logger, fields: dict[str, Any]) -> None:
    """One access-log line (message ``request``, level info, ``fields`` after the request id) on ``logger``.

    Where every handler the line reaches is a plain stream handler with one of the formatters above, and no
    filter stands in the way (the configuration :func:`configure` makes), the line is rendered from ``fields``
    and written straight to those streams: the same text a :class:`logging.LogRecord` would give, without making
    one (the record, its handler chain and the formatter's walk over its attributes are most of a request's
    logging cost). Any other configuration (a test's capture handler, a filter), or a stream that fails, gets
    the record."""
    if logger.disabled or not logger.isEnabledFor(logging.INFO):
        return
    streams = _plain_streams(logger)
    if streams is not None:
        line = {"ts": _timestamp(time.time()), "level": "info", "logger": logger.name, "msg": "request"}
        rid = REQUEST_ID.get()
        if rid is not None:
            line["request_id"] = rid
        line.update(fields)
        try:
            for handler in streams:
                text = cast("JsonFormatter | TextFormatter", handler.formatter).render(dict(line)) + handler.terminator
                with handler.lock or contextlib.nullcontext():
                    handler.stream.write(text)
                    handler.flush()
            return
        except Exception:  # a failing stream: the record below meets it and reports it as logging does
            pass
    logger.handle(logger.makeRecord(logger.name, logging.INFO, "", 0, "request", (), None, extra=fields))


def _plain_streams(logger: logging.Logger) -> list[logging.StreamHandler[Any]] | None:
    """The stream handlers an info line of ``logger`` reaches, when all of them are plain and nothing filters."""
    if logger.filters:
        return None
    streams: list[logging.StreamHandler[Any]] = []
    current: logging.Logger | None = logger
    while current is not None:
        for handler in current.handlers:
            if type(handler) is not logging.StreamHandler or handler.filters:
                return None
            if not isinstance(handler.formatter, (JsonFormatter, TextFormatter)):
                return None
            if handler.level <= logging.INFO:
                streams.append(handler)
        current = current.parent if current.propagate else None
    return streams


def dict_config(log_format: str, level: str) -> dict[str, Any]:
    """A ``logging.config.dictConfig`` for the osmica and granian loggers, in ``log_format`` on stdout."""
    formatter = "service.ops.logs.JsonFormatter" if log_format == "json" else "service.ops.logs.TextFormatter"
    handler = {"class": "logging.StreamHandler", "formatter": "osmica", "stream": "ext://sys.stdout"}
    level = level.upper()
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"osmica": {"()": formatter}, "generic": {"()": formatter}, "access": {"()": formatter}},
        "handlers": {"osmica": handler, "console": handler, "access": handler},
        "loggers": {
            "osmica": {"handlers": ["osmica"], "level": level, "propagate": False},
            "_granian": {"handlers": ["console"], "level": level, "propagate": False},
            "granian.access": {"handlers": ["access"], "level": level, "propagate": False},
        },
    }


def configure(log_format: str, level: str) -> None:
    """Send the ``osmica`` loggers' records to stdout in ``log_format`` (the server workers call this)."""
    logging.config.dictConfig(dict_config(log_format, level))
    # Attributes no formatter of ours prints, which every record would otherwise look up (the logging HOWTO's
    # "Optimization" section).
    logging.logThreads = False
    logging.logProcesses = False
    logging.logMultiprocessing = False
    reconfigure = getattr(sys.stdout, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(line_buffering=True)  # one line per write even when stdout is a file or a pipe
