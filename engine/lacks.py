"""What the table has seen a seat lack: a draw instead of a play, kept in the state for the bots.

In the one-pile games (Crazy Eights, Switch, Super Crazy Eights) a seat that draws when it could have played
gives something away: it is taken to have held none of the cards it could have played then (a voluntary draw,
CE8-A3, is allowed but rare: the bots read every draw as a forced one). :func:`noting_lacks` wraps a variant's
``apply`` so that every accepted ``draw`` records, in ``state.lacks[seat]`` (:class:`~engine.match.Lack`), the
cards that seat could have played (found by listing what a seat holding every card could play: the variant's
own rules decide, obligations and named suits included) and its hand's size then; each later play of the seat
counts up ``played``; a new deal clears the record. Everything in it is public (the table, the hand sizes, who
drew and played), so a bot may read it: :func:`lacked` says which cards a seat's hand holds at most how many of,
and the bots' determinization (engine/bots/knowledge.py) deals the hidden cards accordingly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from engine.actions import action_tag
from engine.cards import Card, parse
from engine.events import Event
from engine.match import Lack, MatchState

LegalActions = Callable[[Any, int], list[Any]]
Apply = Callable[[Any, int, Any], tuple[Any, list[Event]]]

EVERY_CARD: tuple[Card, ...] = tuple(range(52))
"""A hand holding one of every card: what a seat could have played is what this hand could play."""


def could_play(legal_actions: LegalActions, state: Any, seat: int) -> list[Card]:
    """The cards ``seat`` (to act) could play now if it held them: the plays listed for a hand of every card."""
    hands = [*state.hands]
    hands[seat] = list(EVERY_CARD)
    probe = msgspec.structs.replace(state, hands=hands)
    out = {code for a in legal_actions(probe, seat) if action_tag(a) == "play" and (code := getattr(a, "card", None))}
    return sorted(parse(c) for c in out)


def noting_lacks(apply: Apply, legal_actions: LegalActions) -> Apply:
    """``apply`` that keeps ``state.lacks`` as the module docstring says (``legal_actions``: the variant's own)."""

    def apply_noting(state: Any, seat: int, action: Any) -> tuple[Any, list[Event]]:
        new, events = apply(state, seat, action)
        if len(new.book.results) != len(state.book.results):
            if new.lacks:
                new = msgspec.structs.replace(new, lacks=[])
            return new, events
        tag = action_tag(action)
        if tag == "draw":
            lacks = [*state.lacks] if state.lacks else [None] * state.players
            lacks[seat] = Lack(cards=could_play(legal_actions, state, seat), held=len(state.hands[seat]))
            return msgspec.structs.replace(new, lacks=lacks), events
        if tag == "play" and state.lacks and (old := state.lacks[seat]) is not None:
            lacks = [*state.lacks]
            lacks[seat] = Lack(cards=old.cards, held=old.held, played=old.played + 1)
            return msgspec.structs.replace(new, lacks=lacks), events
        return new, events

    return apply_noting


def lacked(state: MatchState, seat: int) -> tuple[frozenset[Card], int] | None:
    """``(cards, most)``: ``seat``'s hand holds at most ``most`` of ``cards`` (counting copies), by its last
    draw of the deal; None when it has not drawn. The cards it held then and has not played since are none of
    them; at most ``played`` of those it held are gone, so the rest of the hand, ``most``, may be any card."""
    if not state.lacks or (lack := state.lacks[seat]) is None:
        return None
    kept = max(0, lack.held - lack.played)
    return frozenset(lack.cards), max(0, len(state.hands[seat]) - kept)
