"""Nags' deals: ranks, horses, the deal and the starter, deal scoring and the match (NAG-2..NAG-6, NAG-11..NAG-17)."""

from __future__ import annotations

from collections import Counter

import msgspec

from engine.cards import Card, code, codes, deck, is_red, rank
from engine.errors import InvalidSetup
from engine.events import Event
from engine.match import advance_dealer, best, finish_match, new_book, record_deal, validate_first_dealer
from engine.rng import Rng
from engine.seats import deal_one_at_a_time, next_seat
from engine.setup import check_players, start_deck
from engine.shedding import bury
from engine.variants.nags.model import (
    HORSES,
    MAX_DEALT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    TWOS,
    HorseSlot,
    NagsOptions,
    NagsState,
)

# --- ranks and horses ------------------------------------------------------------------------------------


def up_rank(r: int, wrap: bool) -> int | None:
    """The up-neighbour of a rank (NAG-5); the ace's is the two with ``rank_wrap``, else none."""
    if r < 14:
        return r + 1
    return 2 if wrap else None


def down_rank(r: int, wrap: bool) -> int | None:
    """The down-neighbour of a rank (NAG-5); the two's is the ace with ``rank_wrap``, else none."""
    if r > 2:
        return r - 1
    return 14 if wrap else None


def dead(s: NagsState) -> bool:
    """NAG-16: no card in any hand has the rank, or a rank next to it (with ``rank_wrap``), of a card in the stock
    or the discard pile, so no stock turn can ever make a hand card playable: the deal can only stall.

    With one 52-card deck this needs every hand empty: a rank next to one in the stock or pile has four cards,
    at most one of them a horse, so unless one is in a hand that rank is in the stock or pile too, and so on round
    all thirteen ranks. The engine checks it after every action all the same: the rule does not lean on that
    property of the deck, and positions set up directly (tests) can be dead.
    """
    wrap = s.options.rank_wrap
    reach: set[int] = set()
    for card in (*s.stock, *s.pile):
        r = rank(card)
        reach.update((r, up_rank(r, wrap) or r, down_rank(r, wrap) or r))
    return not any(rank(card) in reach for hand in s.hands for card in hand)


def horse_points(horse_rank: int, place: int) -> int:
    """NAG-14: a horse of value v (its rank, J 11 .. A 14) scores ⌈v / place⌉."""
    return -(-horse_rank // place)


def turn_horses(cards: list[Card], rng: Rng, procedure: str) -> tuple[list[Card], list[Card], list[list[Card]]]:
    """NAG-2: turn the four horses from ``cards`` (top first).

    Returns the horses in turning order, the rest of the deck (top first) and every group of cards returned to
    the deck, in order. ``return_pair_turn_two``: every card of a repeated rank goes back, the deck is shuffled
    with the match's PRNG and as many cards are turned into the freed places, until the ranks differ.
    ``reject_each_duplicate``: cards are turned one by one and a repeat is buried in the deck (§1.7).
    """
    rest = list(cards)
    returned: list[list[Card]] = []
    if procedure == "reject_each_duplicate":
        horses: list[Card] = []
        while len(horses) < HORSES:
            card = rest.pop(0)
            if any(rank(h) == rank(card) for h in horses):
                rest.insert(1 + rng.below(len(rest)), card)
                returned.append([card])
            else:
                horses.append(card)
        return horses, rest, returned
    horses = rest[:HORSES]
    del rest[:HORSES]
    while True:
        counts = Counter(rank(h) for h in horses)
        slots = [i for i, h in enumerate(horses) if counts[rank(h)] > 1]
        if not slots:
            return horses, rest, returned
        back = [horses[i] for i in slots]
        returned.append(back)
        rest.extend(back)
        rng.shuffle(rest)
        for i in slots:
            horses[i] = rest.pop(0)


def land(s: NagsState, card: Card, by: int | None, events: list[Event]) -> None:
    """A card reached the pile: it finishes (twin, NAG-11) or fells (rival, NAG-12) a running horse."""
    for i, horse in enumerate(s.horses):
        if horse.state != "running" or rank(horse.card) != rank(card):
            continue
        data = {"horse": code(horse.card), "card": code(card)}
        if is_red(horse.card) == is_red(card):
            place = 1 + sum(h.state == "finished" for h in s.horses)
            s.horses[i] = HorseSlot(card=horse.card, state="finished", place=place, owner=by)
            events.append(Event(type="horse_finished", seat=by, data={**data, "place": place}))
        else:
            s.horses[i] = HorseSlot(card=horse.card, state="fallen")
            events.append(Event(type="horse_fell", seat=by, data=data))
        return


# --- deals -----------------------------------------------------------------------------------------------


def start_deal(s: NagsState, cards: list[Card], rng: Rng, events: list[Event]) -> None:
    """Turn the horses, deal, turn the starter and settle its effect (NAG-2, NAG-3, NAG-6, NAG-A5..A7)."""
    opts = s.options
    dealer = s.book.dealer
    events.append(Event(type="dealt", data={"deal": s.book.deal, "dealer": dealer, "hand_size": opts.hand_size}))
    horses, rest, returned = turn_horses(cards, rng, opts.horse_duplicate_procedure)
    for back in returned:
        events.append(Event(type="horses_returned", data={"cards": codes(back)}))
    events.append(Event(type="horses", data={"cards": codes(horses)}))
    hands, rest = deal_one_at_a_time(rest, dealer, s.players, opts.hand_size)
    stock = rest[::-1]
    horse_ranks = {rank(h) for h in horses}
    starter = stock.pop()
    owner: int | None = dealer if opts.starter_horse_effect == "credit_dealer" else None
    if opts.starter_horse_effect == "rebury":
        while rank(starter) in horse_ranks and any(rank(c) not in horse_ranks for c in stock):
            bury(stock, starter, rng)
            events.append(Event(type="buried", data={"card": code(starter)}))
            starter = stock.pop()
    s.hands = hands
    s.stock = stock
    s.pile = [starter]
    s.horses = [HorseSlot(card=h) for h in horses]
    s.rank_direction = "up"
    s.direction_choice = opts.starter_opens_direction_choice
    s.stall_count = 0
    s.deal_actions = 0
    events.append(Event(type="starter", seat=dealer, data={"card": code(starter)}))
    land(s, starter, owner, events)
    s.turn = next_seat(dealer, s.players)
    if opts.first_player == "lowest_two":
        s.turn = next((seat for two in TWOS for seat in range(s.players) if two in hands[seat]), s.turn)


def end_deal(s: NagsState, reason: str, winner: int | None, rng: Rng, events: list[Event]) -> None:
    """Score the deal (NAG-13, NAG-14, NAG-16), then deal the next one or end the match (NAG-17)."""
    scores = [0] * s.players
    if reason != "voided":
        if winner is not None:
            scores[winner] = 5 + sum(len(h) for seat, h in enumerate(s.hands) if seat != winner)
        for horse in s.horses:
            if horse.state == "finished" and horse.owner is not None and horse.place is not None:
                scores[horse.owner] += horse_points(rank(horse.card), horse.place)
    book = msgspec.structs.replace(s.book)
    s.book = book
    record_deal(book, reason, scores)
    events.append(Event(type="deal_ended", seat=winner, data={"deal": book.deal, "reason": reason, "scores": scores}))
    assert s.options.deals is not None
    if book.deal >= s.options.deals:
        finish_match(book, best(book.scores, "higher_is_better"))
        s.turn = None
        s.direction_choice = False
        events.append(Event(type="match_ended", data={"winners": list(book.winners), "scores": list(book.scores)}))
        return
    advance_dealer(book, s.players)
    cards = deck()
    rng.shuffle(cards)
    start_deal(s, cards, rng, events)


def new_match(
    players: int,
    options: NagsOptions | None,
    *,
    seed: int,
    deck: list[str] | None = None,
    client_seeds: list[bytes] | None = None,
) -> NagsState:
    """Deal 1 of a new match; ``deck`` (wire codes, top first) fixes its order: horses, deal, starter."""
    check_players(players, MIN_PLAYERS, MAX_PLAYERS)
    opts = options if options is not None else NagsOptions()
    try:
        opts = msgspec.convert(msgspec.to_builtins(opts), NagsOptions)
    except msgspec.ValidationError as exc:
        raise InvalidSetup("invalid_options", str(exc)) from exc
    validate_first_dealer(opts.first_dealer, players)
    if players * opts.hand_size > MAX_DEALT:
        raise InvalidSetup(
            "invalid_options", f"{players} hands of {opts.hand_size} leave too few cards (at most {MAX_DEALT} dealt)"
        )
    book = new_book(players, opts.first_dealer)
    opts = msgspec.structs.replace(opts, first_dealer=book.dealer, deals=players if opts.deals is None else opts.deals)
    rng_state, cards = start_deck(seed, deck, list(range(52)), client_seeds)
    state = NagsState(
        players=players,
        options=opts,
        seed=seed,
        rng=rng_state,
        preset_deck=deck is not None,
        book=book,
        turn=None,
        hands=[],
        stock=[],
        pile=[],
        horses=[],
    )
    start_deal(state, cards, Rng(rng_state), [])
    return state
