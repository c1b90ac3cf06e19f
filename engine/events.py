"""Events: what an accepted action caused, as the service stores and serves it.

An event has a ``type``, the ``seat`` it concerns (or None), public ``data`` that every caller sees, and
``private`` data that only that seat sees (a drawn card's identity). The service
numbers events (``seq``) and redacts them per caller with :func:`redact`; once a match is over, its replay
publishes them whole (:func:`reveal`).

An event is a value: nothing changes it once made (a change is a new event, ``msgspec.structs.replace`` with new
dicts), so a variant may hand out the same event object again wherever it reports the same thing (Crazy Eights
makes the events of plays, draws and passes once per seat and card: engine/variants/crazy_eights/flow.py).
"""

from __future__ import annotations

from typing import Any

import msgspec


class Event(msgspec.Struct, kw_only=True, omit_defaults=True):
    type: str
    """What happened: ``played``, ``drew``, ``passed``, ``reshuffled``, ``deal_ended``, ``dealt``, ..."""
    seat: int | None = None
    """The seat that acted or is concerned, if any."""
    data: dict[str, Any] = {}
    """Public details, seen by every caller."""
    private: dict[str, Any] | None = None
    """Details only ``seat`` may see; dropped for everyone else."""


def redact(event: Event, viewer: int | None) -> dict[str, Any]:
    """The wire form of ``event`` for ``viewer`` (a seat, or None for a spectator)."""
    out: dict[str, Any] = {"type": event.type, "seat": event.seat}
    out.update(event.data)
    if event.private is not None and viewer is not None and viewer == event.seat:
        out.update(event.private)
    return out


def reveal(event: Event) -> dict[str, Any]:
    """The wire form of ``event`` with nothing left out: its private details too."""
    out = redact(event, None)
    out.update(event.private or {})
    return out
