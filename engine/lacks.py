"""What the table has seen a seat lack: a draw instead of a play, kept in the state for the bots.

In the one-pile games (Crazy Eights, Switch, Super Crazy Eights) a seat that draws when it could have played
gives something away: it is taken to have held none of the cards it could have played then (a voluntary draw,
CE8-A3, is allowed but rare: the bots read every draw as a forced one). :func:`noting_lacks` wraps a variant's
``apply`` so that every accepted ``draw`` records, in ``state.lacks[seat]`` (:class:`~engine.match.Lack`), the
cards that seat could have played (found by listing what a seat holding every card could play: the variant's
own rules decide, obligations and named suits included) and its hand's size then; each later play of the seat
counts up ``played``; a new deal clears the record. A seat's earlier draws of the deal stay beside its last one
(``Lack.earlier``) while they still say something: while some of the cards held then may still be in the hand,
and unless the last draw showed it lacks all of those cards anyway. Everything in it is public (the table, the
hand sizes, who drew and played), so a bot may read it: :func:`lacks_of` says, draw by draw, which cards a seat's
hand holds at most how many of, :func:`lacked` the same by its last draw alone, and the bots' determinization
(engine/bots/knowledge.py) deals the hidden cards accordingly.
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
            cards = could_play(legal_actions, state, seat)
            lacks[seat] = Lack(cards=cards, held=len(state.hands[seat]), earlier=_still_saying(lacks[seat], cards))
            return msgspec.structs.replace(new, lacks=lacks), events
        if tag == "play" and state.lacks and (old := state.lacks[seat]) is not None:
            lacks = [*state.lacks]
            lacks[seat] = _after_a_play(old)
            return msgspec.structs.replace(new, lacks=lacks), events
        return new, events

    return apply_noting


def _after_a_play(lack: Lack) -> Lack:
    """``lack`` once its seat has played a card: one more played, an earlier draw dropped once every card held
    then may be gone."""
    earlier = [_after_a_play(e) for e in lack.earlier if e.held - e.played > 1]
    return Lack(cards=lack.cards, held=lack.held, played=lack.played + 1, earlier=earlier)


def _still_saying(last: Lack | None, cards: list[Card]) -> list[Lack]:
    """The draws of ``last`` (the seat's record before a new draw lacking ``cards``) worth keeping: some of the
    cards held then may still be in the hand, and they lacked some card the new draw does not say is lacked."""
    if last is None:
        return []
    lacking = set(cards)
    draws = [*last.earlier, Lack(cards=last.cards, held=last.held, played=last.played)]
    return [d for d in draws if d.held > d.played and not lacking.issuperset(d.cards)]


def lacks_of(state: MatchState, seat: int) -> list[tuple[frozenset[Card], int]]:
    """:func:`lacked` for every draw of ``seat`` in this deal still on record, its last draw last; empty when it
    has not drawn."""
    if not state.lacks or (lack := state.lacks[seat]) is None:
        return []
    return [_bound(d, len(state.hands[seat])) for d in [*lack.earlier, lack]]


def lacked(state: MatchState, seat: int) -> tuple[frozenset[Card], int] | None:
    """``(cards, most)``: ``seat``'s hand holds at most ``most`` of ``cards`` (counting copies), by its last
    draw of the deal; None when it has not drawn."""
    if not state.lacks or (lack := state.lacks[seat]) is None:
        return None
    return _bound(lack, len(state.hands[seat]))


def _bound(draw: Lack, size: int) -> tuple[frozenset[Card], int]:
    """What ``draw`` says of a hand of ``size`` cards: the cards it held then and has not played since are none
    of ``draw.cards``; at most ``played`` of those it held are gone, so the rest of the hand may be any card."""
    kept = max(0, draw.held - draw.played)
    return frozenset(draw.cards), max(0, size - kept)
