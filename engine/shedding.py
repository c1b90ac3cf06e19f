"""Mechanics shared by the one-pile shedding games: crazy-eights, switch and super-crazy-eights.

Written once here and used by each of them: deck size by player count (CE8-1, SWI-1, SLO-1), turning the
starter with burying (CE8-2, SWI-1, docs/rules), suit-or-rank matching with a wild rank and a named suit
(CE8-4, SWI-3, SLO-4), drawing with the stock-exhausted policies (CE8-9, SWI-12, SLO-11), stacking draw
obligations (SWI-5, SWI-6, SLO-8), hand values and the going-out / blocked deal scores (CE8-10..12, CE8-17).

The stock is a list whose **last** element is its top card (the next one drawn); the discard pile is a
list whose last element is the top card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal, TypeVar

from engine.cards import Card, SuitCode, code, rank, suit
from engine.obligations import Pending
from engine.rng import Rng
from engine.seats import deal_one_at_a_time

DeckRule = Literal["britannica", "pagat"]
ReshufflePolicy = Literal["no_reshuffle", "reshuffle_keep_top", "reshuffle_whole_pile"]
BlockTie = Literal["split_round_down", "each_tied_full", "none"]
P = TypeVar("P")


def deck_copies(rule: DeckRule, players: int) -> int:
    """CE8-1 / CE8-A1: ``britannica`` uses 104 cards for more than two players, ``pagat`` from six."""
    if rule == "britannica":
        return 1 if players <= 2 else 2
    return 1 if players <= 5 else 2


def default_hand_size(players: int) -> int:
    """CE8-1: seven cards each for two players, five for more."""
    return 7 if players == 2 else 5


def matches(card: Card, top: Card | None, named_suit: int | None, wild_rank: int | None) -> bool:
    """Whether ``card`` may go on ``top`` (CE8-4, CE8-5, SWI-3, SLO-4).

    A card of the wild rank always may; on an empty pile (``top`` None) anything may; after a wild card
    that named a suit only that suit (or another wild) may; otherwise the suit or the rank must match.
    """
    if wild_rank is not None and rank(card) == wild_rank:
        return True
    if top is None:
        return True
    if named_suit is not None:
        return suit(card) == named_suit
    return suit(card) == suit(top) or rank(card) == rank(top)


def bury(stock: list[Card], card: Card, rng: Rng) -> None:
    """Insert ``card`` at a uniformly random position of the stock, never on top (docs/rules)."""
    stock.insert(rng.below(len(stock)) if stock else 0, card)


def turn_starter(stock: list[Card], rng: Rng, must_bury: Callable[[Card], bool]) -> tuple[Card, list[Card]]:
    """Turn the stock's top card as the starter, burying it and turning again while ``must_bury`` says so.

    Returns the starter and the cards that were buried, in order (CE8-2, SWI-1). The stock is mutated.
    """
    buried: list[Card] = []
    card = stock.pop()
    while must_bury(card):
        buried.append(card)
        bury(stock, card, rng)
        card = stock.pop()
    return card, buried


def reshuffle(stock: list[Card], pile: list[Card], rng: Rng, keep_top: bool) -> int:
    """Shuffle the discard pile (all of it, or all but its top card) under the stock; returns how many moved.

    SWI-12, NAG-15 and CE8-9's option keep the top card; SLO-11 takes the whole pile.
    """
    moving = pile[:-1] if keep_top else pile[:]
    if not moving:
        return 0
    del pile[: len(moving)]
    rng.shuffle(moving)
    stock[:0] = moving
    return len(moving)


def draw(stock: list[Card], pile: list[Card], count: int, policy: ReshufflePolicy, rng: Rng) -> tuple[list[Card], int]:
    """Draw up to ``count`` cards, reshuffling the pile into the stock by ``policy`` when a card is needed.

    Returns the cards drawn (fewer when none are left, SWI-12, SLO-11) and the number of reshuffles. With
    ``reshuffle_whole_pile`` the reshuffle happens as soon as the stock becomes empty (SLO-11), so the pile may
    be left empty. Mutates ``stock`` and ``pile``.
    """
    drawn: list[Card] = []
    reshuffles = 0
    for _ in range(count):
        if (
            not stock
            and policy != "no_reshuffle"
            and reshuffle(stock, pile, rng, keep_top=policy == "reshuffle_keep_top")
        ):
            reshuffles += 1
        if not stock:
            break
        drawn.append(stock.pop())
        if not stock and policy == "reshuffle_whole_pile" and reshuffle(stock, pile, rng, keep_top=False):
            reshuffles += 1
    return drawn, reshuffles


def raise_pending(pending: Pending | None, card_rank: int, step: int, cap: int | None) -> Pending:
    """The obligation after a card of ``card_rank`` answers (or starts) it: +``step``, at most ``cap``."""
    count = (pending.count if pending is not None else 0) + step
    if cap is not None:
        count = min(count, cap)
    return Pending(rank=card_rank, count=count)


def hand_value(hand: Sequence[Card], values: Sequence[int]) -> int:
    """Sum of a hand, ``values`` indexed by rank (2..14)."""
    return sum(values[rank(c)] for c in hand)


def going_out_scores(totals: Sequence[int], winners: Sequence[int]) -> list[int]:
    """CE8-11, CE8-16, SWI-11: the winners (one seat or one side) score all the others' totals."""
    pot = sum(t for i, t in enumerate(totals) if i not in winners)
    return [pot if i in winners else 0 for i in range(len(totals))]


def blocked_scores(totals: Sequence[int], tie: BlockTie) -> list[int]:
    """CE8-12, CE8-17, SWI-12: the lowest total scores the differences to every higher total.

    Ties for lowest: ``split_round_down`` divides each higher opponent's debt equally among the tied players,
    rounded down; ``each_tied_full`` gives each tied player the full difference; ``none`` scores nothing.
    """
    low = min(totals)
    tied = [i for i, t in enumerate(totals) if t == low]
    debt = [t - low for t in totals]
    scores = [0] * len(totals)
    if len(tied) > 1 and tie == "none":
        return scores
    for i in tied:
        if len(tied) == 1 or tie == "each_tied_full":
            scores[i] = sum(debt)
        else:
            scores[i] = sum(d // len(tied) for d in debt)
    return scores


def legality_table(wild_rank: int | None) -> tuple[tuple[bool, ...], ...]:
    """:func:`matches` precomputed for a hot path: ``table[table_row(top, named_suit)][card]``.

    Rows ``0..51`` are a plain top card, rows ``52 + suit`` a wild card that named ``suit`` (CE8-4, CE8-5,
    SWI-3, SLO-4). Build it once per variant at import.
    """
    rows = [tuple(matches(card, top, None, wild_rank) for card in range(52)) for top in range(52)]
    rows += [tuple(matches(card, 0, named, wild_rank) for card in range(52)) for named in range(4)]
    return tuple(rows)


def table_row(top: Card, named_suit: int | None) -> int:
    """The :func:`legality_table` row for a top card and the suit named with it, if any."""
    return top if named_suit is None else 52 + named_suit


def can_draw(stock: Sequence[Card], pile: Sequence[Card], policy: ReshufflePolicy) -> bool:
    """Whether a draw can give a card now: the stock holds one, or the pile can be shuffled into it (CE8-7, CE8-9)."""
    if stock:
        return True
    if policy == "reshuffle_keep_top":
        return len(pile) > 1
    return policy == "reshuffle_whole_pile" and bool(pile)


def nobody_can_play(hands: Sequence[Sequence[Card]], legal: Sequence[bool]) -> bool:
    """No card in any hand is legal by ``legal`` (a :func:`legality_table` row): the block test of CE8-9, SWI-12."""
    return not any(legal[c] for hand in hands for c in hand)


def side_totals(totals: Sequence[int], sides: int = 2) -> list[int]:
    """Per-seat totals summed per side (side = seat % ``sides``) for partnership play (CE8-16, CE8-17)."""
    out = [0] * sides
    for seat, total in enumerate(totals):
        out[seat % sides] += total
    return out


def deal_hands(order: Sequence[Card], dealer: int, players: int, hand_size: int) -> tuple[list[list[Card]], list[Card]]:
    """Deal ``order`` (top card first) one card at a time from ``next(dealer)`` (CE8-1, SWI-1, docs/rules).

    Returns the hands, indexed by seat, and the stock as a list whose last element is its top card.
    """
    hands, rest = deal_one_at_a_time(list(order), dealer, players, hand_size)
    return hands, rest[::-1]


def play_table(
    make_play: Callable[[str, SuitCode | None], P], wild_rank: int | None
) -> tuple[tuple[tuple[P, ...], ...], tuple[tuple[P, ...], ...]]:
    """Every play body of every card, built once per variant (a view's legal_actions: one entry per distinct body).

    Returns ``(naming, ending)`` indexed by card: in ``naming`` a card of the wild rank is played once per suit
    it may name, S H D C (CE8-5, SWI-3, SLO-4); ``ending`` is the single body without a suit, for a card that
    ends the deal.
    """
    suits: tuple[SuitCode, ...] = ("S", "H", "D", "C")
    ending = tuple((make_play(code(c), None),) for c in range(52))
    naming = tuple(
        tuple(make_play(code(c), s) for s in suits) if rank(c) == wild_rank else ending[c] for c in range(52)
    )
    return naming, ending
