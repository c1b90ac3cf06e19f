"""The catalogue of the games a server plays, and the answer of its health probes."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.match import ScoreDirection
from engine.registry import Variant
from service.wire.rules import rules_url


class VariantInfo(msgspec.Struct, kw_only=True):
    """One game of the catalogue."""

    id: str
    """The ``{variant}`` path segment."""
    title: str
    """The game's name."""
    summary: str
    """The game in one sentence."""
    min_players: int
    """The fewest seats a match may have."""
    max_players: int
    """The most seats a match may have."""
    score_direction: ScoreDirection
    """Whether the higher or the lower cumulative score wins."""
    default_options: dict[str, Any]
    """The house rules with their defaults (null: decided by the player count)."""
    rules_url: str
    """The game's rules page on this server (``/docs/rules/<id>``): every rule id is an anchor, every option is
    explained with its default."""


class Catalogue(msgspec.Struct, kw_only=True):
    """The games this server plays."""

    variants: list[VariantInfo]
    """One entry per game, in catalogue order."""


class Health(msgspec.Struct, kw_only=True):
    """The answer of a probe that passed."""

    status: str
    """``ok``."""


def variant_info(variant: Variant) -> VariantInfo:
    return VariantInfo(
        id=variant.id,
        title=variant.title,
        summary=variant.summary,
        min_players=variant.min_players,
        max_players=variant.max_players,
        score_direction=variant.score_direction,
        default_options=msgspec.to_builtins(variant.options_type()),
        rules_url=rules_url(variant.id),
    )
