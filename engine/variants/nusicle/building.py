"""Building on the three piles (NUS-7..NUS-10, NUS-12, NUS-13) and the dead position of NUS-17.

Every pile always ends in a non-ace card and holds at least one face card: formation stops at a face card
(NUS-3, NUS-4) and an ace is always covered at once by a face card (NUS-13). The most recent face card in a
pile *governs* it (NUS-12). What a pile accepts depends only on its top card, its governing rank and four
house rules, so it is computed once per combination and cached. A Queen on top is always its pile's governing
face, so a *fresh* Queen pile (NUS-10) is simply a Queen pile whose top card is a Queen.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Final, NamedTuple

from engine.cards import ACE, KING, QUEEN, Card, code, is_face, rank, suit
from engine.variants.nusicle.model import NusicleAction, NusicleOptions, NusiclePlay, NusiclePlayAce

#: NUS-9: the suit after each suit in the cycle S -> C -> D -> H -> S (suits indexed S H D C).
JACK_NEXT: Final = (3, 0, 1, 2)
#: NUS-9 with ``jack_sequence=both_ways``: the suit before.
JACK_PREV: Final = (1, 2, 3, 0)

Pile = Sequence[Card]


class Building(NamedTuple):
    """The house rules that change what fits a pile."""

    queen_wrap: bool
    both_ways: bool
    ace_on_any_pile: bool
    queen_any_number: bool = True
    """NUS-10 ``queen_pile_start=any_number``: a fresh Queen pile takes any number card."""


def building(options: NusicleOptions) -> Building:
    return Building(
        options.queen_wrap,
        options.jack_sequence == "both_ways",
        options.ace_on_any_pile,
        options.queen_pile_start == "any_number",
    )


_FACES: Final = frozenset(c for c in range(52) if is_face(c))


def governing(pile: Pile) -> Card:
    """The most recently placed face card of ``pile`` (NUS-12)."""
    for card in reversed(pile):
        if card in _FACES:
            return card
    raise ValueError("a pile always holds a face card")


def fits(card: Card, top: Card, rule: int, b: Building) -> bool:
    """Whether ``card`` may be played on a pile with ``top`` governed by a face of rank ``rule``.

    King: same suit or rank (NUS-7). Queen: rank one above or below, 2..K, K-2 only with ``queen_wrap``
    (NUS-8); on a fresh Queen pile (``top`` the Queen itself) also any number card 2..10 with
    ``queen_pile_start=any_number`` (NUS-10). Jack: the next suit in the cycle, or the previous one too with
    ``both_ways`` (NUS-9). An ace is never an ordinary play (NUS-8, NUS-13), and face cards obey the rule like
    any card (NUS-12, NUS-A5).
    """
    r = rank(card)
    if r == ACE:
        return False
    if rule == KING:
        return suit(card) == suit(top) or r == rank(top)
    if rule == QUEEN:
        t = rank(top)
        if t == QUEEN and b.queen_any_number and r <= 10:
            return True
        return abs(r - t) == 1 or (b.queen_wrap and {r, t} == {2, KING})
    s = suit(top)
    return suit(card) == JACK_NEXT[s] or (b.both_ways and suit(card) == JACK_PREV[s])


def ace_fits(ace: Card, top: Card, rule: int, b: Building) -> bool:
    """Whether an ace may reset this pile (NUS-13): always with ``ace_on_any_pile``, else only where the ace
    itself follows the pile's rule (King: suit; Jack: next suit; never a Queen pile, NUS-A1, NUS-A2)."""
    if b.ace_on_any_pile:
        return True
    if rule == KING:
        return suit(ace) == suit(top)  # a pile's top is never an ace, so only the suit can match
    if rule == QUEEN:
        return False
    s = suit(top)
    return suit(ace) == JACK_NEXT[s] or (b.both_ways and suit(ace) == JACK_PREV[s])


@cache
def _accepted(top: Card, rule: int, b: Building) -> frozenset[Card]:
    ordinary = [c for c in range(52) if fits(c, top, rule, b)]
    aces = [c for c in range(52) if rank(c) == ACE and ace_fits(c, top, rule, b)]
    return frozenset(ordinary + aces)


def accepted(piles: Sequence[Pile], b: Building) -> list[frozenset[Card]]:
    """Per pile, every card that :func:`fits` it and every ace that :func:`ace_fits` it (an ace is never an
    ordinary play, so the two never mix up)."""
    return [_accepted(pile[-1], rank(governing(pile)), b) for pile in piles]


_ORDER: Final = tuple(suit(c) * 16 + rank(c) for c in range(52))


def display_order(hand: Sequence[Card]) -> list[Card]:
    """The hand in the order ``legal_actions`` lists it: by suit, then rank."""
    return sorted(hand, key=_ORDER.__getitem__)


def plays(hand: Sequence[Card], piles: Sequence[Pile], b: Building) -> list[NusicleAction]:
    """Every ``play`` (card x pile it fits) then every ``play_ace`` (ace x pile x face card) of the hand."""
    table = accepted(piles, b)
    out: list[NusicleAction] = []
    aces: list[Card] = []
    face_cards: list[Card] = []
    for card in display_order(hand):
        if rank(card) == ACE:
            aces.append(card)
            continue
        if card in _FACES:
            face_cards.append(card)
        out.extend(NusiclePlay(card=code(card), pile=p) for p, fitting in enumerate(table) if card in fitting)
    if face_cards:
        for ace in aces:
            for p, fitting in enumerate(table):
                if ace in fitting:
                    out.extend(NusiclePlayAce(ace=code(ace), pile=p, face=code(f)) for f in face_cards)
    return out


def can_play(hand: Sequence[Card], table: Sequence[frozenset[Card]]) -> bool:
    """Whether the hand has a ``play`` or a ``play_ace`` on piles accepting ``table`` (see :func:`accepted`)."""
    has_face = False
    aces = []
    for card in hand:
        if rank(card) == ACE:
            aces.append(card)
        elif any(card in fitting for fitting in table):
            return True
        else:
            has_face = has_face or card in _FACES
    return has_face and any(ace in fitting for ace in aces for fitting in table)


def dead(
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card],
    piles: Sequence[Pile],
    mover: int,
    drawn: bool,
    options: NusicleOptions,
) -> bool:
    """NUS-17 ``dead_position``: neither player can ever play (``play`` or ``play_ace``) again.

    While nobody can play, the piles cannot change, so only the cards that draws bring matter:
    - with ``pass_rule=after_draw_or_stuck`` a stuck player must draw while the stock lasts and pass after
      drawing a useless card, so the stock's cards go to the players alternately, starting with the mover
      (or his opponent if the mover has drawn already): the deal is dead if nobody is ever dealt a play.
      With the stock empty, or holding only aces while nobody holds a face card, this is NUS-17's wording;
    - with ``pass_rule=free`` either player may leave any card to the other, so the deal is dead only if no
      stock card fits a pile and neither player can collect, from his hand and the stock, a face card and an
      ace that may reset a pile.
    """
    table = accepted(piles, building(options))
    if any(can_play(hand, table) for hand in hands):
        return False
    if not stock:
        return True
    if options.pass_rule == "free":
        if any(rank(c) != ACE and any(c in fitting for fitting in table) for c in stock):
            return False
        return not any(can_play([*hand, *stock], table) for hand in hands)
    held = [list(hand) for hand in hands]
    seat = 1 - mover if drawn else mover
    for card in reversed(stock):
        held[seat].append(card)
        if can_play(held[seat], table):
            return False
        seat = 1 - seat
    return True
