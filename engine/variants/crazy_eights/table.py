"""Crazy Eights: the match as the rules work on it, in plain classes that the compiled engine makes native.

:class:`~.model.CrazyEightsState` is the match as it is stored and sent between the engine and the service: a
msgspec Struct, which compiled code can only read through generic attribute look-ups. The rules (rules.py) and
the transitions (flow.py) work on a :class:`Table` instead: the same fields in a plain class with typed
attributes (a native class with C fields when the engine is compiled, scripts/build_engine.py), and the options
the hot loop reads kept in :class:`Fixed` (ints and bools instead of option strings). Cards stay ints, the hands,
stock and pile lists; the book (engine/match.py) is shared with the state, as it changes only once a deal. One
field is derived: :attr:`Table.matching`, the cards that may be played on the pile now as a bit set, kept with the
top card and the named suit it is read from, as every legal list and every check starts from it.

The conversion is at the engine's boundary: every public function of the variant takes either representation
and returns the one it was given (:func:`to_table` and :func:`to_state` convert), so the service, the bots and the
tests keep the msgspec state while a caller that plays many actions (a playout, ``benchmarks/engine.py``)
converts once and stays on tables. A table is never changed once returned: ``apply`` copies it (sharing the
lists it does not change) and changes only the copy. The stock and the pile are lists shared by the tables of
one match, each table reading its first :attr:`~Table.stock_size` and :attr:`~Table.pile_size` cards: a draw
only counts the stock down, and a play puts its card on the shared pile when no other table has put one there
(else on a copy of its own). No list of a stored state is ever changed: :func:`to_table` copies the pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import msgspec

from engine.match import Book, Lack
from engine.shedding import deck_copies, legality_table

from .model import EIGHT, CrazyEightsOptions, CrazyEightsState

if TYPE_CHECKING:  # an annotation only: mypyc keeps an ``i64`` in a machine word, the interpreter sees an int
    from mypy_extensions import i64

UNTIL_PLAYABLE: Final = 0
SINGLE: Final = 1
MAX_N: Final = 2
DRAW_MODES: Final = {"until_playable": UNTIL_PLAYABLE, "single": SINGLE, "max_n": MAX_N}

#: CE8-4, CE8-5: suit or rank, eights wild, the named suit after an 8; ``LEGAL[table_row(top, named)][card]``.
LEGAL: Final = legality_table(EIGHT)
LEGAL_BITS: Final = tuple(sum(1 << c for c in range(52) if row[c]) for row in LEGAL)
""":data:`LEGAL`'s rows as bit sets (``LEGAL_BITS[row] >> card & 1``): the hot paths test a card with a shift and
a mask on one machine integer, where a row of bools hands compiled code a boxed bool per card."""


def matching(pile: list[int], pile_size: int, named_suit: int | None) -> i64:
    """The cards that may be played on a pile of ``pile_size`` cards (CE8-4, CE8-5), as a bit set; none on an
    empty pile (a state has none once dealt)."""
    if not pile_size:
        return 0
    return LEGAL_BITS[pile[pile_size - 1] if named_suit is None else 52 + named_suit]


class Fixed:
    """What no action on a table changes: the effective options (``new_match`` resolved every player-count
    default) as the rules read them, the seats, the seed, and the fields the service's wrappers keep (engine/
    resign.py, clock.py, lacks.py: they work on the stored state)."""

    def __init__(
        self,
        options: CrazyEightsOptions,
        schema: int,
        players: int,
        seed: int,
        preset_deck: bool,
        resigned: list[bool],
        timeouts: list[int],
        abandoned: list[bool],
        lacks: list[Lack | None],
        origin: CrazyEightsState | None,
    ) -> None:
        hand_size = options.hand_size
        target = options.target
        assert hand_size is not None and target is not None
        self.options = options
        self.schema = schema
        self.players = players
        self.seed = seed
        self.preset_deck = preset_deck
        self.resigned = resigned
        self.timeouts = timeouts
        self.abandoned = abandoned
        self.lacks = lacks
        self.origin = origin
        """The stored state these fields were read from, if any: :func:`to_state` copies it with what changed."""
        self.hand_size: int = hand_size
        self.target: int = target
        self.copies: int = deck_copies(options.deck_rule, players)
        self.mode: int = DRAW_MODES[options.draw_mode]
        self.max_draw_cards: int = options.max_draw_cards
        self.voluntary_draw: bool = options.voluntary_draw
        self.reshuffle: bool = options.stock_exhausted == "reshuffle_keep_top"
        self.partnership: bool = options.partnership
        self.block_tie: str = options.block_tie


class Table:
    """A whole match: the fields of :class:`~.model.CrazyEightsState` that actions change, and the rest as
    :attr:`fixed`. The stock's and the pile's top card is the last of their first :attr:`stock_size` and
    :attr:`pile_size` cards."""

    def __init__(
        self,
        fixed: Fixed,
        version: int,
        rng: list[int],
        book: Book,
        turn: int | None,
        hands: list[list[int]],
        stock: list[int],
        stock_size: int,
        pile: list[int],
        pile_size: int,
        named_suit: int | None,
        drawn: int,
        last_drawn: int | None,
        deal_actions: int,
        matching: i64,
    ) -> None:
        self.fixed = fixed
        self.version = version
        self.rng = rng
        self.book = book
        self.turn = turn
        self.hands = hands
        self.stock = stock
        self.stock_size = stock_size
        self.pile = pile
        self.pile_size = pile_size
        self.named_suit = named_suit
        self.drawn = drawn
        self.last_drawn = last_drawn
        self.deal_actions = deal_actions
        self.matching = matching
        """:func:`matching` of the pile and the named suit: set wherever either changes."""

    @property
    def options(self) -> CrazyEightsOptions:
        return self.fixed.options

    @property
    def players(self) -> int:
        return self.fixed.players

    def copy(self) -> Table:
        """A shallow copy: the same lists, to be replaced (never changed) where the copy differs."""
        return Table(
            self.fixed,
            self.version,
            self.rng,
            self.book,
            self.turn,
            self.hands,
            self.stock,
            self.stock_size,
            self.pile,
            self.pile_size,
            self.named_suit,
            self.drawn,
            self.last_drawn,
            self.deal_actions,
            self.matching,
        )


def to_table(state: CrazyEightsState) -> Table:
    """The table of a stored state (sharing its lists)."""
    fixed = Fixed(
        state.options,
        state.schema,
        state.players,
        state.seed,
        state.preset_deck,
        state.resigned,
        state.timeouts,
        state.abandoned,
        state.lacks,
        state,
    )
    return Table(
        fixed,
        state.version,
        state.rng,
        state.book,
        state.turn,
        state.hands,
        state.stock,
        len(state.stock),
        state.pile[:],
        len(state.pile),
        state.named_suit,
        state.drawn,
        state.last_drawn,
        state.deal_actions,
        matching(state.pile, len(state.pile), state.named_suit),
    )


def to_state(t: Table) -> CrazyEightsState:
    """The stored state of a table (sharing its hands)."""
    fixed = t.fixed
    if fixed.origin is not None:  # the fields of ``fixed`` are the origin's: a copy of it with the others
        return msgspec.structs.replace(
            fixed.origin,
            version=t.version,
            rng=t.rng,
            book=t.book,
            turn=t.turn,
            hands=t.hands,
            stock=t.stock[: t.stock_size],
            pile=t.pile[: t.pile_size],
            named_suit=t.named_suit,
            drawn=t.drawn,
            last_drawn=t.last_drawn,
            deal_actions=t.deal_actions,
        )
    return CrazyEightsState(
        schema=fixed.schema,
        version=t.version,
        players=fixed.players,
        seed=fixed.seed,
        rng=t.rng,
        preset_deck=fixed.preset_deck,
        book=t.book,
        turn=t.turn,
        hands=t.hands,
        stock=t.stock[: t.stock_size],
        resigned=fixed.resigned,
        timeouts=fixed.timeouts,
        abandoned=fixed.abandoned,
        lacks=fixed.lacks,
        options=fixed.options,
        pile=t.pile[: t.pile_size],
        named_suit=t.named_suit,
        drawn=t.drawn,
        last_drawn=t.last_drawn,
        deal_actions=t.deal_actions,
    )
