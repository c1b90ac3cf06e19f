"""The engine's one error type.

    IllegalAction(code, message, rule)      an action the rules do not allow now (HTTP 409)
     └── InvalidSetup                        bad options, player count or preset deck at creation (HTTP 400)

``code`` is stable and machine-readable (``not_your_turn``, ``card_not_in_hand``, ...); ``rule`` names the
rule id (docs/rules) that forbids the action, where one applies. Raised before any state changes.
"""

from __future__ import annotations


class IllegalAction(Exception):
    """An action or request the rules reject; nothing was changed."""

    def __init__(self, code: str, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.rule = rule

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r}, {self.message!r}, rule={self.rule!r})"


class InvalidSetup(IllegalAction):
    """A match cannot be created with these players, options or deck."""
