"""Osmica's rules engine: pure, synchronous, no I/O, no clock, no global randomness.

Public surface: :mod:`engine.registry` (``variants()``, ``get(id)`` → :class:`~engine.registry.Variant` with
``new_match``, ``legal_actions``, ``apply``, ``view``), :class:`~engine.errors.IllegalAction` /
:class:`~engine.errors.InvalidSetup`, :class:`~engine.events.Event` and :func:`~engine.events.redact`.

Which build runs, the pure-Python reference or the compiled one, is chosen first (:mod:`engine.native`).
"""

# First: it decides whether the submodules below load from their sources or from a compiled build.
from engine import native
from engine.errors import IllegalAction, InvalidSetup
from engine.events import Event, redact
from engine.registry import Variant, get, variants

__all__ = ["Event", "IllegalAction", "InvalidSetup", "Variant", "get", "native", "redact", "variants"]
