"""The access log's direct line (:func:`service.ops.logs.log_request`) is the line a ``LogRecord`` would give.

Each format is configured as the server configures it, on a stream the test reads; the same request is logged
through the direct path and through a record (a filter that passes everything sends a line down the record's
path), and the two lines must match but for the time stamp's milliseconds. A capture handler of another kind,
a level above info and a failing stream are checked too.
"""

from __future__ import annotations

import io
import json
import logging
import logging.config
from collections.abc import Iterator

import pytest

from service.ops.logs import REQUEST_ID, dict_config, log_request

FIELDS = {
    "method": "POST",
    "route": "/v1/switch/games/{game_id}/actions",
    "path": "/v1/switch/games/abc",
    "status": 409,
    "duration_ms": 1.25,
    "client": "10.0.0.7",
}


@pytest.fixture
def stream() -> Iterator[io.StringIO]:
    loggers = [logging.getLogger(name) for name in ("osmica", "_granian", "granian.access")]
    saved = [(logger.handlers[:], logger.propagate, logger.level) for logger in loggers]
    out = io.StringIO()
    token = REQUEST_ID.set("req-1")
    yield out
    REQUEST_ID.reset(token)
    for logger, (handlers, propagate, level) in zip(loggers, saved, strict=True):
        logger.handlers[:], logger.propagate = handlers, propagate
        logger.setLevel(level)
    logging.getLogger("osmica.access").filters.clear()


def configure(log_format: str, level: str, out: io.StringIO) -> logging.Logger:
    config = dict_config(log_format, level)
    logging.config.dictConfig(config)
    for handler in logging.getLogger("osmica").handlers:
        assert isinstance(handler, logging.StreamHandler)
        handler.setStream(out)
    return logging.getLogger("osmica.access")


def lines(out: io.StringIO) -> list[str]:
    return out.getvalue().splitlines()


def without_millis(line: str, log_format: str) -> object:
    if log_format == "json":
        fields = json.loads(line)
        fields["ts"] = fields["ts"][:19]
        return fields
    return line[:19] + line[23:]


@pytest.mark.parametrize("log_format", ["json", "text"])
def test_the_direct_line_is_the_records_line(stream: io.StringIO, log_format: str) -> None:
    access = configure(log_format, "info", stream)
    log_request(access, dict(FIELDS))
    access.addFilter(lambda record: True)  # a filter: the record's path
    log_request(access, dict(FIELDS))
    direct, recorded = lines(stream)
    assert without_millis(direct, log_format) == without_millis(recorded, log_format)
    if log_format == "json":
        assert list(json.loads(direct)) == ["ts", "level", "logger", "msg", "request_id", *FIELDS]
        assert json.loads(direct)["request_id"] == "req-1"


def test_a_level_above_info_logs_no_request(stream: io.StringIO) -> None:
    log_request(configure("json", "warning", stream), dict(FIELDS))
    assert lines(stream) == []


def test_another_handler_gets_the_record(stream: io.StringIO) -> None:
    access = configure("json", "info", stream)
    records: list[logging.LogRecord] = []
    capture = logging.Handler()
    capture.emit = records.append  # type: ignore[method-assign]
    logging.getLogger("osmica").addHandler(capture)
    log_request(access, dict(FIELDS))
    assert len(records) == 1 and records[0].getMessage() == "request" and records[0].status == 409
    assert len(lines(stream)) == 1


def test_a_failing_stream_is_reported_as_logging_reports_it(
    stream: io.StringIO, monkeypatch: pytest.MonkeyPatch
) -> None:
    access = configure("json", "info", stream)
    stream.close()
    reported: list[logging.LogRecord] = []
    monkeypatch.setattr(logging.StreamHandler, "handleError", lambda self, record: reported.append(record))
    log_request(access, dict(FIELDS))  # no exception reaches the request
    assert [r.getMessage() for r in reported] == ["request"]
