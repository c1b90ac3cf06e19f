"""The variant registry: one :class:`Variant` per game, found by its wire id.

Each module in ``engine/variants/`` defines its ``Options``, ``State``, ``Action`` union and ``View``, the four
functions, and a module-level ``VARIANT``. :func:`variants` imports them all, so neither the service nor the
tests keep their own list of games.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.events import Event
from engine.match import ScoreDirection

#: Catalogue order of the games; a variant module not named here sorts after them.
ORDER = ("crazy-eights", "switch", "super-crazy-eights", "nags", "nusicle")


@dataclass(frozen=True, slots=True)
class Variant:
    id: str
    """Wire id, the ``{variant}`` path segment."""
    title: str
    summary: str
    min_players: int
    max_players: int
    score_direction: ScoreDirection
    options_type: type[Any]
    """msgspec Struct of the house rules; every field has its default (docs/rules)."""
    state_type: type[Any]
    action_type: Any
    """The tagged union of the variant's action Structs (tag field ``type``)."""
    view_type: type[Any]
    new_match: Callable[..., Any]
    """``new_match(players, options, *, seed, deck=None, client_seeds=None) -> State``; ``deck`` is wire codes, top
    first; ``client_seeds`` (one per seat) deal every shuffle from the keyed generator (engine/keyed.py)."""
    legal_actions: Callable[[Any, int], list[Any]]
    apply: Callable[[Any, int, Any], tuple[Any, list[Event]]]
    view: Callable[[Any, int | None], Any]
    cards: Callable[[Any], list[int]]
    """Every card of the match wherever it lies (hands, stock, piles, horses): for conservation checks."""
    turn: Callable[[Any], int | None]
    """The seat to act, or None when the match is over."""
    event_type: Any = None
    """The tagged union of the variant's event Structs (engine/event_types.py): the wire shape of its events."""
    playout: tuple[Callable[[Any, int], list[Any]], Callable[[Any, int, Any], tuple[Any, list[Event]]]] | None = None
    """The bare ``(legal_actions, apply)`` for the bots' playouts: the game's rules without what only the service and
    a bot's own seat read (no ``resign`` listed, no record of what a draw showed, engine/lacks.py), its ``apply``
    given only actions its ``legal_actions`` listed (so it may skip the checks); None: the two above."""
    time_out: Callable[[Any, int], tuple[Any, list[Event]]] | None = None
    """The variant's own rule for a seat whose turn timed out (Switch SWI-9), if it has one; else the house bot
    plays the turn (engine/clock.py)."""


@cache
def variants() -> dict[str, Variant]:
    """All registered variants by id, in catalogue order."""
    import engine.variants as package

    found: dict[str, Variant] = {}
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        variant = getattr(module, "VARIANT", None)
        if isinstance(variant, Variant):
            found[variant.id] = variant
    rank = {vid: i for i, vid in enumerate(ORDER)}
    return dict(sorted(found.items(), key=lambda kv: (rank.get(kv[0], len(ORDER)), kv[0])))


def get(variant_id: str) -> Variant:
    """The variant of a wire id; ``KeyError`` when there is none."""
    return variants()[variant_id]
