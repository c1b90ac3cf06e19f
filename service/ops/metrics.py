"""Prometheus metrics, served at ``GET /metrics`` (text format 0.0.4).

    osmica_http_requests_total{method,route,status}          requests by route template (not the raw path)
    osmica_http_request_duration_seconds{method,route}       latency histogram, the whole request
    osmica_actions_accepted_total{variant}                   actions applied
    osmica_actions_rejected_total{variant,code}              actions refused: the rules' 409 code, or
                                                             version_mismatch (412) and idempotency_key_reused
    osmica_version_conflicts_total{variant}                  lost races on a match, each reloaded and re-applied
    osmica_store_errors_total{operation,error}               failed Redis commands (load, events, commit, ping,
                                                             throttle) by exception type

Several granian workers: ``osmica serve`` always runs the workers in prometheus_client's *multiprocess
mode*. It gives them one fresh directory (``PROMETHEUS_MULTIPROC_DIR``, removed on exit) before they
start; each worker writes its values to its own memory-mapped files there, and a scrape of ``/metrics`` on
any worker sums every worker's files, so one scrape per replica sees the whole replica and counters never go
backwards when a scrape lands on another worker. A respawned worker's predecessor's counts stay in the sum.
Without that variable (the app run in-process, e.g. by tests) the values live in this process's registry.
The mode is fixed when prometheus_client is first imported, so nothing imports this module before the
server has set the variable (``osmica`` imports it only in the workers).
"""

from __future__ import annotations

import os

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.multiprocess import MultiProcessCollector

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
CONTENT_TYPE = CONTENT_TYPE_LATEST

REGISTRY = CollectorRegistry(auto_describe=True)

HTTP_REQUESTS = Counter(
    "osmica_http_requests",
    "HTTP requests by method, route template and status.",
    ["method", "route", "status"],
    registry=REGISTRY,
)
HTTP_LATENCY = Histogram(
    "osmica_http_request_duration_seconds",
    "Time from a request's arrival to the end of its response, by method and route template.",
    ["method", "route"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
    registry=REGISTRY,
)
ACTIONS_ACCEPTED = Counter(
    "osmica_actions_accepted",
    "Actions applied, by variant.",
    ["variant"],
    registry=REGISTRY,
)
ACTIONS_REJECTED = Counter(
    "osmica_actions_rejected",
    "Actions refused, by variant and problem code (nothing was changed).",
    ["variant", "code"],
    registry=REGISTRY,
)
TIMEOUTS = Counter(
    "osmica_timeouts",
    "Turns whose clock ran out and that the server played for the seat, by variant.",
    ["variant"],
    registry=REGISTRY,
)
VERSION_CONFLICTS = Counter(
    "osmica_version_conflicts",
    "Writes that lost a race for a match's version and were re-applied, by variant.",
    ["variant"],
    registry=REGISTRY,
)
STORE_ERRORS = Counter(
    "osmica_store_errors",
    "Redis commands that failed, by store operation and error type.",
    ["operation", "error"],
    registry=REGISTRY,
)


def multiprocess_dir() -> str | None:
    """The multiprocess directory, when the server set one up."""
    return os.environ.get(MULTIPROC_ENV) or None


def render() -> bytes:
    """The exposition text: every worker's values summed in multiprocess mode, else this process's."""
    directory = multiprocess_dir()
    if directory is None:
        return generate_latest(REGISTRY)
    registry = CollectorRegistry()
    MultiProcessCollector(registry, path=directory)  # type: ignore[no-untyped-call]
    return generate_latest(registry)
