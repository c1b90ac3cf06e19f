"""The events of a match after a sequence number, redacted for the caller; with ``wait``, a long poll that
answers as soon as there is one (and ends with 401 once the caller's seat token is revoked)."""

from __future__ import annotations

import asyncio
from typing import Any

from engine.registry import Variant
from service.matches.context import Context
from service.matches.records import checked, event_decoder, holds, token_key, viewer
from service.matches.views import wire_event
from service.wire.errors import unauthorized
from service.wire.schemas import variant_schemas

MAX_WAIT = 30
"""Longest long poll (``wait``), in seconds."""


async def events(
    ctx: Context, variant: Variant, game_id: str, authorization: str | None, after: int, wait: float = 0
) -> Any:
    """The events after sequence number ``after``, redacted for the caller (``<Prefix>EventList``); with
    ``wait`` (a long poll), answered as soon as there is one, else after ``wait`` seconds with none."""
    loaded, raw = await ctx.store.load_events(game_id, after)
    seat = viewer(checked(variant, loaded), authorization)
    if not raw and wait > 0:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + min(wait, MAX_WAIT)
        key = token_key(checked(variant, loaded), seat)
        async with ctx.notifier.watch(game_id) as topic, ctx.presence.holding(game_id, seat):
            while True:
                signal = topic.signal
                loaded, raw = await ctx.notifier.read(topic, after)
                remaining = deadline - loop.time()
                if raw or loaded is None or not holds(loaded, seat, key):
                    break
                if remaining <= 0 or ctx.notifier.closing.is_set():
                    break
                await topic.wait(signal, remaining)
        if not holds(checked(variant, loaded), seat, key):
            raise unauthorized("this seat token was revoked")
    else:
        await ctx.presence.seen(game_id, seat)
    events = [wire_event(event_decoder.decode(e), after + i + 1, seat) for i, e in enumerate(raw)]
    return variant_schemas(variant).event_list(events=events)
