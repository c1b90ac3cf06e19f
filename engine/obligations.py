"""The stacking draw obligation (SWI-5, SWI-6, SLO-8) as a state stores it; :mod:`engine.shedding` raises it.

A msgspec Struct of its own module: the compiled engine build (scripts/build_engine.py) leaves modules that define
Structs interpreted, and compiles the mechanics in :mod:`engine.shedding`.
"""

from __future__ import annotations

import msgspec


class Pending(msgspec.Struct, kw_only=True):
    """A stacking draw obligation on the seat to act (SWI-5, SWI-6, SLO-8)."""

    rank: int
    """The rank that answers it (2 or 4)."""
    count: int
    """Cards the seat must draw if it does not answer."""
