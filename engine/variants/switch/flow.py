"""Switch: setting up a match and its deals, applying actions and their automatic follow-ups (SWI-1 … SWI-13)."""

from __future__ import annotations

from typing import Final

import msgspec

from engine.actions import check_turn, require_listed
from engine.cards import ACE, JACK, SUIT_CODES, Card, code, codes, deck, rank
from engine.errors import InvalidSetup
from engine.events import Event
from engine.match import (
    advance_dealer,
    best,
    finish_match,
    new_book,
    record_deal,
    target_reached,
    validate_first_dealer,
)
from engine.obligations import Pending
from engine.rng import Rng
from engine.seats import next_seat
from engine.setup import check_players, start_deck
from engine.shedding import (
    blocked_scores,
    deal_hands,
    deck_copies,
    default_hand_size,
    draw,
    going_out_scores,
    hand_value,
    raise_pending,
    turn_starter,
)

from .model import (
    DEAL_ACTION_CAP,
    FOUR,
    MAX_PLAYERS,
    MIN_PLAYERS,
    TIMEOUT_PENALTY,
    TRICK_RANKS,
    TWO,
    VALUES,
    SwitchAction,
    SwitchChallenge,
    SwitchDraw,
    SwitchOptions,
    SwitchPlay,
    SwitchState,
)
from .rules import ONLY_PASS, check_challenge, diagnose, legal_actions, turn_actions

_BY_CODE: Final = {code(c): c for c in range(52)}
_IS_TRICK: Final = tuple(rank(c) in TRICK_RANKS for c in range(52))


# ---------------------------------------------------------------------------------------------------------------
# Setting up a match and a deal.


def effective(players: int, options: SwitchOptions | None) -> SwitchOptions:
    """The options validated, with every player-count default resolved (SWI-1, SWI-13, docs/rules/switch.md)."""
    check_players(players, MIN_PLAYERS, MAX_PLAYERS)
    opts = options if options is not None else SwitchOptions()
    try:
        opts = msgspec.convert(msgspec.to_builtins(opts), SwitchOptions)
    except msgspec.ValidationError as exc:
        raise InvalidSetup("invalid_options", str(exc)) from exc
    validate_first_dealer(opts.first_dealer, players)
    copies = deck_copies(opts.deck_rule, players)
    hand_size = default_hand_size(players) if opts.hand_size is None else opts.hand_size
    # After the deal the stock must still hold a starter; when trick cards are buried, one that is not a trick
    # card, so turning the starter always ends (SWI-1).
    reserve = 1 + (4 * len(TRICK_RANKS) * copies if opts.starter_trick_card == "bury" else 0)
    most = (52 * copies - reserve) // players
    if not 1 <= hand_size <= most:
        raise InvalidSetup("invalid_options", f"hand_size must be 1..{most} for {players} players with this deck")
    target = 50 * players if opts.target is None else opts.target
    first_dealer = players - 1 if opts.first_dealer is None else opts.first_dealer
    return msgspec.structs.replace(opts, hand_size=hand_size, target=target, first_dealer=first_dealer)


def new_match(
    players: int,
    options: SwitchOptions | None = None,
    *,
    seed: int,
    deck: list[str] | None = None,
    client_seeds: list[bytes] | None = None,
) -> SwitchState:
    """A new match; ``deck`` fixes deal 1's order (wire codes, top card first), later shuffles use ``seed``."""
    opts = effective(players, options)
    rng_state, order = start_deck(seed, deck, _full_deck(opts, players), client_seeds)
    state = SwitchState(
        players=players,
        options=opts,
        seed=seed,
        rng=rng_state,
        preset_deck=deck is not None,
        book=new_book(players, opts.first_dealer),
        turn=None,
        hands=[],
        stock=[],
        pile=[],
    )
    rng = Rng(state.rng)
    events: list[Event] = []
    _start_deal(state, order, rng, events)
    _settle(state, rng, events)
    return state


def _full_deck(opts: SwitchOptions, players: int) -> list[Card]:
    return deck(deck_copies(opts.deck_rule, players))


def _is_trick(card: Card) -> bool:
    return _IS_TRICK[card]


def _start_deal(s: SwitchState, order: list[Card], rng: Rng, events: list[Event]) -> None:
    """Deal ``order`` (top card first), turn the starter and apply ``starter_trick_card`` (SWI-1, SWI-2, SWI-A7).

    Every per-deal flag starts afresh: direction, named suit, obligation, attack, calls (docs/rules/switch.md).
    """
    opts = s.options
    players = s.players
    dealer = s.book.dealer
    hand_size = opts.hand_size
    assert hand_size is not None
    hands, stock = deal_hands(order, dealer, players, hand_size)
    events.append(Event(type="dealt", data={"deal": s.book.deal, "dealer": dealer, "hand_size": hand_size}))
    if opts.starter_trick_card == "bury":
        starter, buried = turn_starter(stock, rng, _is_trick)
        events.extend(Event(type="buried", data={"card": code(c)}) for c in buried)
    else:
        starter = stock.pop()
    events.append(Event(type="starter", seat=dealer, data={"card": code(starter)}))
    s.hands = hands
    s.stock = stock
    s.pile = [starter]
    s.named_suit = None
    s.direction = 1
    s.pending = None
    s.jack_attack = None
    s.drawn = None
    s.announced = [False] * players
    s.challenge = None
    s.stuck_passes = 0
    s.deal_actions = 0
    s.turn = next_seat(dealer, players)
    if opts.starter_trick_card != "as_dealer_play":
        return
    # SWI-A7 as_dealer_play: the starter acts as if the dealer had played it. A starter ace names no suit: the
    # next card follows the ace's suit or is another ace, which is what naming its own suit would ask.
    r = rank(starter)
    if r in (TWO, FOUR):
        s.pending = raise_pending(None, r, r, opts.two_cap if r == TWO else opts.four_cap)
    elif r == JACK:
        _reverse(s, dealer, events)


def _reverse(s: SwitchState, seat: int, events: list[Event]) -> None:
    """SWI-7: a jack reverses the direction; the seat that is now next is jack-attacked."""
    s.direction = -s.direction
    events.append(Event(type="direction_changed", seat=seat, data={"direction": s.direction}))
    s.turn = next_seat(seat, s.players, s.direction)
    s.jack_attack = s.turn


# ---------------------------------------------------------------------------------------------------------------
# Applying actions.


def apply(state: SwitchState, seat: int, action: SwitchAction) -> tuple[SwitchState, list[Event]]:
    """Apply one action and every automatic follow-up; raise :class:`IllegalAction` before changing anything."""
    if type(action) is SwitchChallenge:
        check_challenge(state, seat, action)
        require_listed(action, legal_actions(state, seat))
    else:
        check_turn(state.book, state.turn, seat, state.players)
        legal = turn_actions(state, seat)
        if action not in legal:
            diagnose(state, seat, action)
            require_listed(action, legal, "SWI-8")
    return apply_listed(state, seat, action)


def apply_listed(state: SwitchState, seat: int, action: SwitchAction) -> tuple[SwitchState, list[Event]]:
    """:func:`apply` of an action that ``legal_actions`` listed for ``seat`` (a bot's playout picks among them):
    the same result without the checks, which would list the seat's actions a second time."""
    new = msgspec.structs.replace(
        state,
        version=state.version + 1,
        rng=[*state.rng],
        hands=[*state.hands],
        stock=[*state.stock],
        pile=[*state.pile],
        announced=[*state.announced],
        challenge=None,  # SWI-8: the next accepted action closes a challenge window
        deal_actions=state.deal_actions + 1,
    )
    rng = Rng(new.rng)
    events: list[Event] = []
    if type(action) is SwitchChallenge:
        events.append(Event(type="challenged", seat=seat, data={"target": action.seat}))
        _penalty(new, action.seat, rng, events)
    elif type(action) is SwitchPlay:
        _play(new, seat, action, rng, events)
    elif type(action) is SwitchDraw:
        _draw(new, seat, rng, events)
    else:
        _pass(new, seat, events, auto=False)
    _settle(new, rng, events)
    return new, events


def time_out(state: SwitchState, seat: int) -> tuple[SwitchState, list[Event]]:
    """SWI-9: the seat to act ran out of time: it draws 2 and its turn ends. A pending 2/4 obligation it did not
    answer is drawn first, as not answering it is (SWI-5, SWI-6); a jack-attacked seat misses its turn (SWI-7)."""
    check_turn(state.book, state.turn, seat, state.players)
    new = msgspec.structs.replace(
        state,
        version=state.version + 1,
        rng=[*state.rng],
        hands=[*state.hands],
        stock=[*state.stock],
        pile=[*state.pile],
        announced=[*state.announced],
        challenge=None,
        deal_actions=state.deal_actions + 1,
    )
    rng = Rng(new.rng)
    events: list[Event] = []
    pending = new.pending is not None
    if pending:
        _draw(new, seat, rng, events)  # the obligation, and the turn moves on
    got = _take(new, seat, TIMEOUT_PENALTY, rng, events)
    events.append(
        Event(type="penalty", seat=seat, data={"count": len(got), "reason": "timeout"}, private={"cards": codes(got)})
    )
    new.announced[seat] = False
    if not pending:
        _pass(new, seat, events, auto=False)
    new.stuck_passes = 0
    _settle(new, rng, events)
    return new, events


def _play(s: SwitchState, seat: int, action: SwitchPlay, rng: Rng, events: list[Event]) -> None:
    """SWI-3 … SWI-8, SWI-10: put the card on the pile, end the deal or apply the card's effect, then the call."""
    opts = s.options
    card = _BY_CODE[action.card]
    hand = [*s.hands[seat]]
    hand.remove(card)
    s.hands[seat] = hand
    s.pile.append(card)
    one_left = len(hand) == 1
    called = action.announce_last and one_left
    data: dict[str, object] = {"card": action.card}
    if action.named_suit is not None:
        data["named_suit"] = action.named_suit
    if called:
        data["announced"] = True
    events.append(Event(type="played", seat=seat, data=data))
    s.drawn = None
    s.stuck_passes = 0
    s.named_suit = None if action.named_suit is None else SUIT_CODES.index(action.named_suit)
    if not hand:  # SWI-10: going out ends the deal at once, whatever the card; its effects lapse
        _end_deal(s, "went_out", going_out_scores(_totals(s), [seat]), rng, events, winner=seat)  # SWI-11
        return
    s.announced[seat] = called
    r = rank(card)
    if r == ACE:  # SWI-3; with wild_on_pending it also cancels an obligation or attack (SWI-A4)
        s.pending = None
        s.jack_attack = None
        s.turn = next_seat(seat, s.players, s.direction)
    elif r in (TWO, FOUR):  # SWI-5, SWI-6: start or pass on the obligation, +2 / +4 up to the cap
        old = s.pending
        raised = raise_pending(old, r, r, opts.two_cap if r == TWO else opts.four_cap)
        if old is not None and raised.count < old.count:  # mixing never lowers an obligation (SWI-A3)
            raised = Pending(rank=r, count=old.count)
        s.pending = raised
        s.turn = next_seat(seat, s.players, s.direction)
    elif r == JACK:  # SWI-7: reverse and attack; an answering J does the same again
        _reverse(s, seat, events)
    else:
        s.turn = next_seat(seat, s.players, s.direction)
    if one_left and not called and opts.infraction_penalty_cards:  # SWI-8
        if opts.last_card_enforcement == "automatic":
            _penalty(s, seat, rng, events)
        else:
            s.challenge = seat


def _draw(s: SwitchState, seat: int, rng: Rng, events: list[Event]) -> None:
    """SWI-4: draw one card; or SWI-5, SWI-6: draw the obligation (what exists of it, SWI-12) and miss the turn."""
    pending = s.pending
    got = _take(s, seat, 1 if pending is None else pending.count, rng, events)
    events.append(Event(type="drew", seat=seat, data={"count": len(got)}, private={"cards": codes(got)}))
    s.announced[seat] = False
    s.stuck_passes = 0
    if pending is None:
        s.drawn = got[0]
    else:
        s.pending = None
        s.turn = next_seat(seat, s.players, s.direction)


def _pass(s: SwitchState, seat: int, events: list[Event], *, auto: bool) -> None:
    """End the turn (SWI-4, SWI-7, SWI-12); a full round of players who could neither play nor draw blocks."""
    events.append(Event(type="passed", seat=seat, data={"auto": True} if auto else {}))
    stuck = s.drawn is None and s.pending is None and s.jack_attack is None
    s.stuck_passes = s.stuck_passes + 1 if stuck else 0
    s.drawn = None
    s.pending = None
    s.jack_attack = None
    s.turn = next_seat(seat, s.players, s.direction)


def _penalty(s: SwitchState, seat: int, rng: Rng, events: list[Event]) -> None:
    """SWI-8: a missed last-card call costs ``infraction_penalty_cards`` cards (fewer if fewer exist, SWI-12)."""
    got = _take(s, seat, s.options.infraction_penalty_cards, rng, events)
    events.append(
        Event(type="penalty", seat=seat, data={"count": len(got), "reason": "last_card"}, private={"cards": codes(got)})
    )
    s.announced[seat] = False


def _take(s: SwitchState, seat: int, count: int, rng: Rng, events: list[Event]) -> list[Card]:
    """Move up to ``count`` cards from the stock into a hand, reshuffling the pile when needed (SWI-12)."""
    before = len(s.pile)
    got, reshuffles = draw(s.stock, s.pile, count, s.options.stock_exhausted, rng)
    if reshuffles:
        events.append(Event(type="reshuffled", data={"count": before - len(s.pile)}))
    s.hands[seat] = [*s.hands[seat], *got]
    return got


def _settle(s: SwitchState, rng: Rng, events: list[Event]) -> None:
    """The follow-ups of an action: the safety cap (§9.4), forced passes and the block (SWI-12)."""
    while s.book.status == "playing":
        if s.deal_actions >= DEAL_ACTION_CAP:
            _end_deal(s, "voided", [0] * s.players, rng, events)
            continue
        seat = s.turn
        assert seat is not None
        if turn_actions(s, seat) != ONLY_PASS:
            return
        s.deal_actions += 1
        _pass(s, seat, events, auto=True)
        # SWI-12: everyone passed in succession, unable to play or draw. With the whole deck in play this cannot
        # happen (someone holds a card of the top card's suit, or an ace), but the rule is kept as written.
        if s.stuck_passes >= s.players:
            _end_deal(s, "blocked", blocked_scores(_totals(s), "split_round_down"), rng, events)


def _totals(s: SwitchState) -> list[int]:
    """Each seat's hand value (SWI-11)."""
    return [hand_value(hand, VALUES) for hand in s.hands]


def _end_deal(
    s: SwitchState, reason: str, scores: list[int], rng: Rng, events: list[Event], *, winner: int | None = None
) -> None:
    """Score the deal, then end the match (SWI-13) or deal the next one (a void deal: the same dealer)."""
    book = msgspec.structs.replace(s.book)
    s.book = book
    record_deal(book, reason, scores)
    s.challenge = None
    events.append(
        Event(type="deal_ended", seat=winner, data={"deal": book.deal, "reason": reason, "scores": list(scores)})
    )
    target = s.options.target
    assert target is not None
    if target_reached(book, target):
        finish_match(book, best(book.scores, "higher_is_better"))
        s.turn = None
        s.drawn = None
        s.pending = None
        s.jack_attack = None
        events.append(Event(type="match_ended", data={"winners": list(book.winners), "scores": list(book.scores)}))
        return
    if reason == "voided":
        book.deal += 1  # docs/rules/switch.md: an annulled deal is redealt by the same dealer
    else:
        advance_dealer(book, s.players)
    order = _full_deck(s.options, s.players)
    rng.shuffle(order)
    _start_deal(s, order, rng, events)
