"""Crazy Eights: setting up a match and a deal, applying actions with their automatic follow-ups (forced
passes, blocked deals, scoring, the next deal, the end of the match)."""

from __future__ import annotations

import msgspec

from engine.actions import check_turn, require_listed
from engine.cards import Card, code, deck
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
    can_draw,
    deal_hands,
    deck_copies,
    default_hand_size,
    going_out_scores,
    hand_value,
    nobody_can_play,
    reshuffle,
    side_totals,
    table_row,
    turn_starter,
)

from .model import (
    DEAL_ACTION_CAP,
    MAX_PLAYERS,
    MIN_PLAYERS,
    VALUES,
    CrazyEightsAction,
    CrazyEightsDraw,
    CrazyEightsOptions,
    CrazyEightsPlay,
    CrazyEightsState,
)
from .rules import BY_CODE, CODES, IS_EIGHT, LEGAL, SUIT_INDEX, diagnose, is_legal, legal_now, only_pass


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


def _start_deal(state: CrazyEightsState, order: list[Card], rng: Rng, events: list[Event]) -> None:
    """Deal ``order`` (top card first) for the book's deal and dealer, turn the starter (CE8-1 … CE8-3)."""
    players = state.players
    dealer = state.book.dealer
    hand_size = state.options.hand_size
    assert hand_size is not None
    hands, stock = deal_hands(order, dealer, players, hand_size)
    starter, buried = turn_starter(stock, rng, _is_eight)
    state.hands = hands
    state.stock = stock
    state.pile = [starter]
    state.named_suit = None
    state.drawn = 0
    state.last_drawn = None
    state.deal_actions = 0
    state.turn = (dealer + 1) % players
    events.append(Event(type="dealt", data={"deal": state.book.deal, "dealer": dealer, "hand_size": hand_size}))
    events.extend(Event(type="buried", data={"card": code(c)}) for c in buried)
    events.append(Event(type="starter", data={"card": code(starter)}))


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
    rng_state, order = start_deck(seed, deck, _full_deck(opts, players), client_seeds)
    state = CrazyEightsState(
        players=players,
        options=opts,
        seed=seed,
        rng=rng_state,
        preset_deck=deck is not None,
        book=new_book(players, opts.first_dealer, 2 if opts.partnership else None),
        turn=None,
        hands=[],
        stock=[],
        pile=[],
    )
    _start_deal(state, order, Rng(state.rng), [])
    return state


def _full_deck(opts: CrazyEightsOptions, players: int) -> list[Card]:
    return deck(deck_copies(opts.deck_rule, players))


def apply(state: CrazyEightsState, seat: int, action: CrazyEightsAction) -> tuple[CrazyEightsState, list[Event]]:
    """Apply one action and every automatic follow-up; raise :class:`IllegalAction` before changing anything."""
    check_turn(state.book, state.turn, seat, state.players)
    if not is_legal(state, seat, action):
        diagnose(state, seat, action)
        require_listed(action, legal_now(state, seat))
    events: list[Event]
    if type(action) is CrazyEightsPlay:
        card = BY_CODE[action.card]
        hands = [*state.hands]
        hand = [*hands[seat]]
        hand.remove(card)
        hands[seat] = hand
        named = action.named_suit
        new = msgspec.structs.replace(
            state,
            version=state.version + 1,
            hands=hands,
            pile=[*state.pile, card],
            named_suit=None if named is None else SUIT_INDEX[named],
            drawn=0,
            last_drawn=None,
            deal_actions=state.deal_actions + 1,
        )
        if named is None:
            events = [Event(type="played", seat=seat, data={"card": action.card})]
        else:
            events = [Event(type="played", seat=seat, data={"card": action.card, "named_suit": named})]
        if not hand:
            if not new.options.partnership:
                _end_deal(new, "went_out", going_out_scores(_totals(new), [seat]), events)  # CE8-8, CE8-11
                return new, events
            if not hands[(seat + 2) % 4]:
                scores = going_out_scores(side_totals(_totals(new)), [seat % 2])  # CE8-16
                _end_deal(new, "went_out", scores, events)
                return new, events
            events.append(Event(type="went_out", seat=seat))  # CE8-15
        new.turn = _next(new, seat)
    elif type(action) is CrazyEightsDraw:
        stock = [*state.stock]
        if stock:
            pile = state.pile
            rng = state.rng
            events = []
        else:  # CE8-9 with reshuffle_keep_top: the pile minus its top card becomes the stock
            pile = [*state.pile]
            rng = [*state.rng]
            moved = reshuffle(stock, pile, Rng(rng), keep_top=True)
            events = [Event(type="reshuffled", data={"count": moved})]
        card = stock.pop()
        hands = [*state.hands]
        hands[seat] = [*hands[seat], card]
        new = msgspec.structs.replace(
            state,
            version=state.version + 1,
            hands=hands,
            stock=stock,
            pile=pile,
            rng=rng,
            drawn=state.drawn + 1,
            last_drawn=card,
            deal_actions=state.deal_actions + 1,
        )
        events.append(Event(type="drew", seat=seat, data={"count": 1}, private={"cards": [CODES[card]]}))
    else:
        new = msgspec.structs.replace(
            state,
            version=state.version + 1,
            drawn=0,
            last_drawn=None,
            deal_actions=state.deal_actions + 1,
        )
        events = [Event(type="passed", seat=seat)]
        new.turn = _next(new, seat)
    _settle(new, events)
    return new, events


def _next(state: CrazyEightsState, seat: int) -> int:
    """The next seat in the base direction, skipping players who are out (CE8-3, CE8-15)."""
    players = state.players
    hands = state.hands
    s = (seat + 1) % players
    while not hands[s]:
        s = (s + 1) % players
    return s


def _settle(state: CrazyEightsState, events: list[Event]) -> None:
    """The follow-ups of an action inside a deal: the safety cap, the block, and forced passes (CE8-7, CE8-9)."""
    if state.deal_actions >= DEAL_ACTION_CAP:
        _end_deal(state, "voided", [0] * len(state.book.scores), events)
        return
    pile = state.pile
    if not state.stock and not can_draw(state.stock, pile, state.options.stock_exhausted):
        ok = LEGAL[table_row(pile[-1], state.named_suit)]
        if nobody_can_play(state.hands, ok):
            totals = _totals(state)
            if state.options.partnership:
                totals = side_totals(totals)  # CE8-17
            _end_deal(state, "blocked", blocked_scores(totals, state.options.block_tie), events)  # CE8-12
            return
    seat = state.turn
    assert seat is not None
    while only_pass(state, seat):  # ends: the deal is not blocked, so some seat can play
        events.append(Event(type="passed", seat=seat, data={"auto": True}))
        state.deal_actions += 1
        state.drawn = 0
        state.last_drawn = None
        seat = state.turn = _next(state, seat)
        if state.deal_actions >= DEAL_ACTION_CAP:
            _end_deal(state, "voided", [0] * len(state.book.scores), events)
            return


def _totals(state: CrazyEightsState) -> list[int]:
    """Each seat's hand value (CE8-10)."""
    return [hand_value(hand, VALUES) for hand in state.hands]


def _end_deal(state: CrazyEightsState, reason: str, scores: list[int], events: list[Event]) -> None:
    """Score the deal, then end the match (CE8-13, CE8-18) or deal the next one (a void deal: same dealer)."""
    book = msgspec.structs.replace(state.book)
    state.book = book
    record_deal(book, reason, scores)
    events.append(Event(type="deal_ended", data={"deal": book.deal, "reason": reason, "scores": list(scores)}))
    target = state.options.target
    assert target is not None
    if target_reached(book, target):
        leaders = best(book.scores, "higher_is_better")
        winners = side_seats(leaders, state.players) if state.options.partnership else leaders
        finish_match(book, winners)
        state.turn = None
        state.drawn = 0
        state.last_drawn = None
        events.append(Event(type="match_ended", data={"winners": list(book.winners), "scores": list(book.scores)}))
        return
    if reason == "voided":
        book.deal += 1  # docs/rules/crazy-eights.md: an annulled deal is redealt by the same dealer
    else:
        advance_dealer(book, state.players)
    rng_state = [*state.rng]
    state.rng = rng_state
    rng = Rng(rng_state)
    order = _full_deck(state.options, state.players)
    rng.shuffle(order)
    _start_deal(state, order, rng, events)
