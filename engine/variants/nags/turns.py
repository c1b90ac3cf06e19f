"""Nags' turns: legal cards and the direction choice, plays, stock turns, and the views (NAG-7..NAG-10, NAG-15)."""

from __future__ import annotations

from itertools import permutations

import msgspec

from engine.actions import check_turn, require_listed
from engine.cards import Card, code, codes, parse, rank
from engine.errors import IllegalAction
from engine.events import Event
from engine.match import hands_and_stock
from engine.rng import Rng
from engine.seats import next_seat
from engine.shedding import reshuffle
from engine.variants.nags.model import (
    DEAL_ACTION_CAP,
    Direction,
    NagsAction,
    NagsHorse,
    NagsPlay,
    NagsState,
    NagsTurnStock,
    NagsView,
)
from engine.variants.nags.race import dead, down_rank, end_deal, land, up_rank
from engine.views import base_fields

# --- legality --------------------------------------------------------------------------------------------


def legal_ranks(state: NagsState) -> list[int]:
    """NAG-7, NAG-8: the top card's rank, its neighbour in the direction, both neighbours with the choice."""
    top = rank(state.pile[-1])
    wrap = state.options.rank_wrap
    out = [top]
    if state.direction_choice or state.rank_direction == "up":
        out.append(up_rank(top, wrap) or 0)
    if state.direction_choice or state.rank_direction == "down":
        out.append(down_rank(top, wrap) or 0)
    return [r for r in out if r]


def _has_legal_card(state: NagsState, seat: int) -> bool:
    ranks = legal_ranks(state)
    return any(rank(c) in ranks for c in state.hands[seat])


def legal_actions(state: NagsState, seat: int) -> list[NagsAction]:
    """Every play (one per card, or with ``multi_card_play`` per ordered run of one rank), then the stock turn."""
    if state.book.status == "finished" or seat != state.turn:
        return []
    hand = sorted(state.hands[seat])
    ranks = legal_ranks(state)
    out: list[NagsAction] = []
    for card in hand:
        if rank(card) not in ranks:
            continue
        out.append(NagsPlay(card=code(card)))
        if state.options.multi_card_play:
            others = [c for c in hand if rank(c) == rank(card) and c != card]
            for length in range(1, len(others) + 1):
                out.extend(NagsPlay(card=code(card), more=codes(run)) for run in permutations(others, length))
    if not out or state.options.voluntary_stock_turn:
        out.append(NagsTurnStock())
    return out


def _diagnose_play(state: NagsState, seat: int, action: NagsPlay) -> None:
    """The specific reason a play is refused, if any (its cards land in the order named: :func:`apply_listed`)."""
    cards = [parse(action.card)] + [parse(c) for c in action.more or []]
    if action.more is not None and not state.options.multi_card_play:
        raise IllegalAction("multi_card_play_disabled", "one card per play; `more` needs multi_card_play", "NAG-9")
    if action.more is not None and not action.more:
        raise IllegalAction("empty_more", "`more` lists no card; leave it out to play one card", "NAG-9")
    if len(set(cards)) != len(cards):
        raise IllegalAction("duplicate_card", f"a card is named twice: {codes(cards)}", "NAG-9")
    for card in cards:
        if card not in state.hands[seat]:
            raise IllegalAction("card_not_in_hand", f"{code(card)} is not in seat {seat}'s hand")
    if any(rank(c) != rank(cards[0]) for c in cards):
        raise IllegalAction("ranks_differ", f"the cards of one play must share a rank: {codes(cards)}", "NAG-9")
    if rank(cards[0]) not in legal_ranks(state):
        top = state.pile[-1]
        wrap = state.options.rank_wrap
        back = down_rank(rank(top), wrap) if state.rank_direction == "up" else up_rank(rank(top), wrap)
        if rank(cards[0]) == back:
            rule, why = "NAG-8", f"going {state.rank_direction}; only the player after a stock turn may change it"
        else:
            rule, why = "NAG-7", f"play the same rank or the next one {state.rank_direction}"
        raise IllegalAction("card_does_not_match", f"{code(cards[0])} does not go on {code(top)}: {why}", rule)


# --- applying actions ------------------------------------------------------------------------------------


def apply(state: NagsState, seat: int, action: NagsAction) -> tuple[NagsState, list[Event]]:
    """One action by ``seat`` and everything it causes; ``IllegalAction`` before any change."""
    check_turn(state.book, state.turn, seat, state.players)
    if isinstance(action, NagsPlay):
        _diagnose_play(state, seat, action)
    elif isinstance(action, NagsTurnStock) and not state.options.voluntary_stock_turn and _has_legal_card(state, seat):
        raise IllegalAction("must_play", "a player holding a legal card must play", "NAG-9")
    require_listed(action, legal_actions(state, seat))
    return apply_listed(state, seat, action)


def apply_listed(state: NagsState, seat: int, action: NagsAction) -> tuple[NagsState, list[Event]]:
    """:func:`apply` of an action that :func:`legal_actions` listed for ``seat`` (a bot's playout picks among
    them): the same result without the checks, which would list the seat's actions a second time."""
    rng_state = list(state.rng)
    rng = Rng(rng_state)
    s = msgspec.structs.replace(
        state,
        version=state.version + 1,
        rng=rng_state,
        hands=[*state.hands],
        stock=[*state.stock],
        pile=[*state.pile],
        horses=[*state.horses],
        deal_actions=state.deal_actions + 1,
    )
    events: list[Event] = []
    if isinstance(action, NagsPlay):
        _play(s, seat, [parse(action.card)] + [parse(c) for c in action.more or []], events)
        if not s.hands[seat]:
            end_deal(s, "went_out", seat, rng, events)
            return s, events
    else:
        _turn_stock(s, seat, rng, events)
    # NAG-16: a dead deal stalls; a live one only at the optional cap of consecutive stock turns.
    limit = s.options.stall_limit
    if dead(s) or (limit is not None and s.stall_count >= limit):
        end_deal(s, "stalled", None, rng, events)
        return s, events
    if s.deal_actions >= DEAL_ACTION_CAP:
        end_deal(s, "voided", None, rng, events)
    return s, events


def _play(s: NagsState, seat: int, cards: list[Card], events: list[Event]) -> None:
    """NAG-7..NAG-9, NAG-11, NAG-12: the cards land in order; a neighbour played with the choice sets the way."""
    data: dict[str, object] = {"card": code(cards[0])}
    if len(cards) > 1:
        data["more"] = codes(cards[1:])
    events.append(Event(type="played", seat=seat, data=data))
    top = rank(s.pile[-1])
    first = rank(cards[0])
    if s.direction_choice and first != top:
        way: Direction = "up" if first == up_rank(top, s.options.rank_wrap) else "down"
        if way != s.rank_direction:
            s.rank_direction = way
            events.append(Event(type="rank_direction_changed", seat=seat, data={"rank_direction": way}))
    hand = [*s.hands[seat]]
    s.hands[seat] = hand
    for card in cards:
        hand.remove(card)
        s.pile.append(card)
        land(s, card, seat, events)
    s.direction_choice = False
    s.stall_count = 0
    s.turn = next_seat(seat, s.players)


def _turn_stock(s: NagsState, seat: int, rng: Rng, events: list[Event]) -> None:
    """NAG-10, NAG-15: turn the top stock card onto the pile (rebuilding an empty stock first)."""
    if not s.stock:
        moved = reshuffle(s.stock, s.pile, rng, keep_top=True)
        events.append(Event(type="reshuffled", data={"count": moved}))
    card = s.stock.pop()
    s.pile.append(card)
    events.append(Event(type="turned_stock", seat=seat, data={"card": code(card)}))
    land(s, card, seat, events)
    s.direction_choice = True
    s.stall_count += 1
    s.turn = next_seat(seat, s.players)


# --- views -----------------------------------------------------------------------------------------------


def view(state: NagsState, seat: int | None) -> NagsView:
    """What ``seat`` (or a spectator) sees (docs/rules/nags.md): never other hands or the stock order."""
    base = base_fields(state, seat, "higher_is_better")  # first: it refuses an unknown seat
    top = state.pile[-1] if state.pile else None
    return NagsView(
        variant="nags",
        direction=1,
        options=state.options,
        legal_actions=[] if seat is None else legal_actions(state, seat),
        horses=[NagsHorse(card=code(h.card), state=h.state, place=h.place, owner=h.owner) for h in state.horses],
        top=None if top is None else code(top),
        discard_count=len(state.pile),
        discard_pile=codes(state.pile),
        rank_direction=state.rank_direction,
        direction_choice=state.direction_choice,
        stall_count=state.stall_count,
        **base,  # type: ignore[arg-type]
    )


def cards(state: NagsState) -> list[Card]:
    """Every card of the match: hands, stock, pile and the horses (conservation checks)."""
    return hands_and_stock(state) + state.pile + [h.card for h in state.horses]
