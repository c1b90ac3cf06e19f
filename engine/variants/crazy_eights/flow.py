"""Crazy Eights: setting up a match and a deal, applying actions with their automatic follow-ups (forced
passes, blocked deals, scoring, the next deal, the end of the match)."""

from __future__ import annotations

from typing import Final, cast, overload

import msgspec

from engine.actions import check_turn, require_listed
from engine.cards import Card, deck
from engine.errors import InvalidSetup
from engine.events import Event
from engine.match import (
    advance_dealer,
    best,
    finish_match,
    new_book,
    record_deal,
    side_seats,
    target_reached,
    validate_first_dealer,
)
from engine.rng import Rng
from engine.setup import check_players, start_deck
from engine.shedding import (
    blocked_scores,
    deal_hands,
    deck_copies,
    default_hand_size,
    going_out_scores,
    hand_value,
    reshuffle,
    side_totals,
    turn_starter,
)

from .model import (
    DEAL_ACTION_CAP,
    MAX_PLAYERS,
    MIN_PLAYERS,
    VALUES,
    CrazyEightsAction,
    CrazyEightsOptions,
    CrazyEightsPlay,
    CrazyEightsState,
)
from .rules import (
    CODES,
    DRAW_TYPE,
    IS_EIGHT,
    PLAY_TYPE,
    SUIT_INDEX,
    diagnose,
    is_legal,
    legal_now,
    only_pass,
    play_index,
)
from .table import Fixed, Table, matching, to_state, to_table

EVENT: Final = Event
"""The event type, as a ``Final`` name the compiled engine keeps at hand."""
CAP: Final = DEAL_ACTION_CAP

# The events of the actions that make most of a deal, made once for every seat (and card) and handed out by every
# ``apply`` that reports them: an event is never changed once made (engine/events.py), and a new Struct with
# its dicts for every play and draw was a tenth of an action's cost. ``[seat * 52 + card]`` where a card is named.
PLAYED: Final = tuple(
    EVENT(type="played", seat=seat, data={"card": CODES[c]}) for seat in range(MAX_PLAYERS) for c in range(52)
)
DREW: Final = tuple(
    EVENT(type="drew", seat=seat, data={"count": 1}, private={"cards": [CODES[c]]})
    for seat in range(MAX_PLAYERS)
    for c in range(52)
)
PASSED: Final = tuple(EVENT(type="passed", seat=seat) for seat in range(MAX_PLAYERS))
AUTO_PASSED: Final = tuple(EVENT(type="passed", seat=seat, data={"auto": True}) for seat in range(MAX_PLAYERS))


def _effective(players: int, options: CrazyEightsOptions | None) -> CrazyEightsOptions:
    """The options with every player-count default resolved, validated (CE8-1, CE8-13, CE8-14)."""
    opts = options if options is not None else CrazyEightsOptions()
    check_players(players, MIN_PLAYERS, MAX_PLAYERS)
    if opts.partnership and players != 4:
        raise InvalidSetup("invalid_options", f"partnership play takes exactly 4 players, not {players} (CE8-14)")
    validate_first_dealer(opts.first_dealer, players)
    hand_size = default_hand_size(players) if opts.hand_size is None else opts.hand_size
    copies = deck_copies(opts.deck_rule, players)
    # The stock must keep a card that is not an 8 after the deal, so a starter can always be turned and the
    # first player can always draw (CE8-2).
    most = (52 * copies - 4 * copies - 2) // players
    if not 1 <= hand_size <= most:
        raise InvalidSetup("invalid_options", f"hand_size must be 1..{most} for {players} players with this deck")
    if opts.max_draw_cards < 1:
        raise InvalidSetup("invalid_options", "max_draw_cards must be at least 1")
    target = opts.target if opts.target is not None else (200 if opts.partnership else 50 * players)
    if target < 1:
        raise InvalidSetup("invalid_options", "target must be at least 1")
    first_dealer = players - 1 if opts.first_dealer is None else opts.first_dealer
    return msgspec.structs.replace(opts, hand_size=hand_size, target=target, first_dealer=first_dealer)


def _is_eight(card: Card) -> bool:
    return IS_EIGHT[card]


def _start_deal(state: Table, order: list[Card], rng: Rng, events: list[Event]) -> None:
    """Deal ``order`` (top card first) for the book's deal and dealer, turn the starter (CE8-1 … CE8-3)."""
    players = state.fixed.players
    dealer = state.book.dealer
    hand_size = state.fixed.hand_size
    hands, stock = deal_hands(order, dealer, players, hand_size)
    starter, buried = turn_starter(stock, rng, _is_eight)
    state.hands = hands
    state.stock = stock
    state.stock_size = len(stock)
    state.pile = [starter]
    state.pile_size = 1
    state.named_suit = None
    state.matching = matching(state.pile, 1, None)
    state.drawn = 0
    state.last_drawn = None
    state.deal_actions = 0
    state.turn = (dealer + 1) % players
    events.append(EVENT(type="dealt", data={"deal": state.book.deal, "dealer": dealer, "hand_size": hand_size}))
    for c in buried:
        events.append(EVENT(type="buried", data={"card": CODES[c]}))
    events.append(EVENT(type="starter", data={"card": CODES[starter]}))


def new_match(
    players: int,
    options: CrazyEightsOptions | None = None,
    *,
    seed: int,
    deck: list[str] | None = None,
    client_seeds: list[bytes] | None = None,
) -> CrazyEightsState:
    """A new match; ``deck`` fixes deal 1's order (wire codes, top card first), later shuffles use ``seed``."""
    opts = _effective(players, options)
    fixed = Fixed(opts, 1, players, seed, deck is not None, [], [], [], [], None)
    rng_state, order = start_deck(seed, deck, _full_deck(fixed), client_seeds)
    book = new_book(players, opts.first_dealer, 2 if opts.partnership else None)
    new = Table(fixed, 0, rng_state, book, None, [], [], 0, [], 0, None, 0, None, 0, 0)
    _start_deal(new, order, Rng(new.rng), [])
    return to_state(new)


DECKS: Final = (deck(1), deck(2))
"""The fresh decks of one and two copies (``deck_copies`` gives no other count), copied for each deal."""


def _full_deck(fixed: Fixed) -> list[Card]:
    return DECKS[fixed.copies - 1][:]


@overload
def apply(state: Table, seat: int, action: CrazyEightsAction) -> tuple[Table, list[Event]]: ...
@overload
def apply(state: CrazyEightsState, seat: int, action: CrazyEightsAction) -> tuple[CrazyEightsState, list[Event]]: ...
def apply(
    state: CrazyEightsState | Table, seat: int, action: CrazyEightsAction
) -> tuple[CrazyEightsState | Table, list[Event]]:
    """Apply one action and every automatic follow-up; raise :class:`IllegalAction` before changing anything.

    Takes a stored state or its table (table.py) and returns the same representation."""
    if isinstance(state, Table):
        return _apply(state, seat, action)
    new, events = _apply(to_table(state), seat, action)
    return to_state(new), events


def _apply(state: Table, seat: int, action: CrazyEightsAction) -> tuple[Table, list[Event]]:
    turn = state.turn
    if turn is None or seat != turn:  # the turn is None once the match is over
        check_turn(state.book, turn, seat, state.fixed.players)
    kind = type(action)
    at = -1
    code_ = ""
    named: str | None = None
    if kind is PLAY_TYPE:  # the play's fields are read once, for its check and its transition
        play = cast(CrazyEightsPlay, action)
        code_ = play.card
        named = play.named_suit
        at = play_index(state, seat, code_, named)
        legal = at >= 0
    else:
        legal = is_legal(state, seat, action)
    if not legal:
        diagnose(state, seat, action)
        require_listed(action, legal_now(state, seat))
    events: list[Event]
    new = state.copy()
    new.version = state.version + 1
    new.deal_actions = state.deal_actions + 1
    if kind is PLAY_TYPE:
        hands = state.hands[:]
        hand = hands[seat][:]
        card = hand.pop(at)
        hands[seat] = hand
        new.hands = hands
        pile = state.pile
        size = state.pile_size
        if len(pile) != size:  # another table of the match has put a card on this one's pile: a pile of its own
            pile = pile[:size]
        pile.append(card)
        new.pile = pile
        new.pile_size = size + 1
        new.drawn = 0
        new.last_drawn = None
        if named is None:
            new.named_suit = None
            new.matching = matching(pile, size + 1, None)
            events = [PLAYED[seat * 52 + card]]
        else:
            suit = SUIT_INDEX[named]
            new.named_suit = suit
            new.matching = matching(pile, size + 1, suit)
            events = [EVENT(type="played", seat=seat, data={"card": code_, "named_suit": named})]
        if not hand:
            if not new.fixed.partnership:
                _end_deal(new, "went_out", going_out_scores(_totals(new), [seat]), events)  # CE8-8, CE8-11
                return new, events
            if not hands[(seat + 2) % 4]:
                scores = going_out_scores(side_totals(_totals(new)), [seat % 2])  # CE8-16
                _end_deal(new, "went_out", scores, events)
                return new, events
            events.append(EVENT(type="went_out", seat=seat))  # CE8-15
        new.turn = _next(new, seat)
    elif kind is DRAW_TYPE:
        size = state.stock_size
        if size:
            card = state.stock[size - 1]
            events = []
        else:  # CE8-9 with reshuffle_keep_top: the pile minus its top card becomes the stock
            stock: list[int] = []
            pile = state.pile[: state.pile_size]
            rng = state.rng[:]
            moved = reshuffle(stock, pile, Rng(rng), keep_top=True)
            new.pile = pile
            new.pile_size = len(pile)
            new.rng = rng
            new.stock = stock
            size = len(stock)
            card = stock[size - 1]
            events = [EVENT(type="reshuffled", data={"count": moved})]
        new.stock_size = size - 1
        hands = state.hands[:]
        hand = hands[seat][:]
        hand.append(card)
        hands[seat] = hand
        new.hands = hands
        new.drawn = state.drawn + 1
        new.last_drawn = card
        events.append(DREW[seat * 52 + card])
    else:
        new.drawn = 0
        new.last_drawn = None
        events = [PASSED[seat]]
        new.turn = _next(new, seat)
    _settle(new, events)
    return new, events


def _next(state: Table, seat: int) -> int:
    """The next seat in the base direction, skipping players who are out (CE8-3, CE8-15)."""
    players = state.fixed.players
    hands = state.hands
    s = (seat + 1) % players
    while not hands[s]:
        s = (s + 1) % players
    return s


def _nobody_can_play(state: Table) -> bool:
    """No card in any hand matches the top card: the block test of CE8-9."""
    ok = state.matching
    for hand in state.hands:
        for c in hand:
            if ok >> c & 1:
                return False
    return True


def _settle(state: Table, events: list[Event]) -> None:
    """The follow-ups of an action inside a deal: the safety cap, the block, and forced passes (CE8-7, CE8-9)."""
    if state.deal_actions >= CAP:
        _end_deal(state, "voided", [0] * len(state.book.scores), events)
        return
    if not state.stock_size and not (state.fixed.reshuffle and state.pile_size > 1) and _nobody_can_play(state):
        totals = _totals(state)
        if state.fixed.partnership:
            totals = side_totals(totals)  # CE8-17
        _end_deal(state, "blocked", blocked_scores(totals, state.options.block_tie), events)  # CE8-12
        return
    seat = state.turn
    assert seat is not None
    while only_pass(state, seat):  # ends: the deal is not blocked, so some seat can play
        events.append(AUTO_PASSED[seat])
        state.deal_actions += 1
        state.drawn = 0
        state.last_drawn = None
        seat = _next(state, seat)
        state.turn = seat
        if state.deal_actions >= CAP:
            _end_deal(state, "voided", [0] * len(state.book.scores), events)
            return


def _totals(state: Table) -> list[int]:
    """Each seat's hand value (CE8-10)."""
    return [hand_value(hand, VALUES) for hand in state.hands]


def _end_deal(state: Table, reason: str, scores: list[int], events: list[Event]) -> None:
    """Score the deal, then end the match (CE8-13, CE8-18) or deal the next one (a void deal: same dealer)."""
    book = msgspec.structs.replace(state.book)
    state.book = book
    record_deal(book, reason, scores)
    events.append(EVENT(type="deal_ended", data={"deal": book.deal, "reason": reason, "scores": list(scores)}))
    if target_reached(book, state.fixed.target):
        leaders = best(book.scores, "higher_is_better")
        winners = side_seats(leaders, state.fixed.players) if state.fixed.partnership else leaders
        finish_match(book, winners)
        state.turn = None
        state.drawn = 0
        state.last_drawn = None
        events.append(EVENT(type="match_ended", data={"winners": list(book.winners), "scores": list(book.scores)}))
        return
    if reason == "voided":
        book.deal += 1  # docs/rules/crazy-eights.md: an annulled deal is redealt by the same dealer
    else:
        advance_dealer(book, state.fixed.players)
    rng_state = state.rng[:]
    state.rng = rng_state
    rng = Rng(rng_state)
    order = _full_deck(state.fixed)
    rng.shuffle(order)
    _start_deal(state, order, rng, events)
