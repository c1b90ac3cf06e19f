"""What every use case shares: the store, the settings, the notifier of commits and the ratings (:class:`Context`).

One :class:`Context` serves a process; the use cases (seating, playing, clocks, watching, replays) are
functions over it, so each capability reads alone and none holds state of its own.
"""

from __future__ import annotations

import asyncio
from typing import Any

from engine.registry import Variant
from service.accounts.ratings import Ratings
from service.matches.presence import Presence
from service.ops.settings import Settings
from service.store.notifier import Notifier
from service.store.records import Record
from service.store.store import Store
from service.wire.errors import ServiceError

MAX_ATTEMPTS = 16
"""Lost races a change of a match may suffer before it gives up with a 503."""


class Context:
    """The service's shared parts over one store."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.notifier = Notifier(store, settings.stream_heartbeat, settings.store_timeout)
        self.ratings = Ratings(store.redis, max(1000, int(settings.clock_sweep * 60_000)))
        self.presence = Presence(store, settings)
        self._settling: set[asyncio.Task[None]] = set()

    def bot_budget(self, record: Record) -> float | None:
        """Seconds an expert bot seat searches per move: none for a seeded match (a fixed number of rounds, so
        it plays the same every time), else ``bot_budget_ms``."""
        return None if record.seeded else self.settings.bot_budget_ms / 1000

    async def load(self, game_id: str) -> Record | None:
        return (await self.store.load(game_id))[0]

    async def rate(self, variant: Variant, game_id: str, record: Record, state: Any) -> None:
        """The ratings of a rated match its commit just ended, applied beside the answer (a task: the act does not
        wait for it); the match stays pending until they are (service/accounts/ratings.py), so a crash only delays
        them."""
        if record.rated and state.book.status == "finished":
            task = asyncio.create_task(self.ratings.settle_quietly(variant, game_id, record, state))
            self._settling.add(task)
            task.add_done_callback(self._settling.discard)

    async def settled(self, timeout: float) -> None:
        """Wait up to ``timeout`` seconds for the ratings being applied (at shutdown; the sweepers do the rest)."""
        if self._settling:
            await asyncio.wait(list(self._settling), timeout=timeout)

    def busy(self) -> ServiceError:
        return ServiceError(
            503,
            "store_unavailable",
            "too many concurrent changes of this match; nothing was changed",
            headers={"Retry-After": str(self.settings.retry_after)},
        )
