"""Super Crazy Eights: creating a match, applying actions and every automatic follow-up (SLO-1 … SLO-14)."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.cards import ACE, Card, code, codes, deck, parse, parse_suit, rank, suit_code
from engine.errors import InvalidSetup
from engine.events import Event
from engine.match import advance_dealer, best, finish_match, new_book, record_deal, validate_first_dealer
from engine.rng import Rng
from engine.seats import deal_one_at_a_time, next_seat
from engine.setup import check_players, start_deck
from engine.shedding import draw, hand_value, raise_pending
from engine.variants.super_crazy_eights.model import (
    CARD_VALUES,
    DEAL_ACTION_CAP,
    EIGHT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    THREE,
    TWO,
    SuperCrazyEightsAction,
    SuperCrazyEightsChallenge,
    SuperCrazyEightsDraw,
    SuperCrazyEightsOptions,
    SuperCrazyEightsPlay,
    SuperCrazyEightsState,
)
from engine.variants.super_crazy_eights.rules import diagnose, forced_pass, playable, policy

# --- set-up ----------------------------------------------------------------------------------------------


def _effective_options(players: int, options: SuperCrazyEightsOptions | None) -> SuperCrazyEightsOptions:
    """Validated options with the player-dependent defaults resolved (SLO-1, SLO-A2)."""
    opts = options if options is not None else SuperCrazyEightsOptions()
    try:
        opts = msgspec.convert(msgspec.to_builtins(opts), SuperCrazyEightsOptions)
    except msgspec.ValidationError as exc:
        raise InvalidSetup("invalid_options", str(exc)) from exc
    validate_first_dealer(opts.first_dealer, players)
    decks = opts.decks if opts.decks is not None else (1 if players <= 4 else 2)
    biggest = max(opts.deal_schedule)
    if players * biggest + 2 > 52 * decks:
        raise InvalidSetup(
            "invalid_options",
            f"{players} hands of {biggest} cards need more than {decks * 52} cards "
            "(every deal keeps a starter and at least one stock card)",
        )
    if opts.last_card_mode == "last" and opts.last_card_enforcement == "challenge":
        raise InvalidSetup(
            "invalid_options",
            "last_card_mode 'last' ends the deal with the call, so it cannot be challenged afterwards",
        )
    first_dealer = players - 1 if opts.first_dealer is None else opts.first_dealer
    return msgspec.structs.replace(opts, decks=decks, first_dealer=first_dealer)


def new_match(
    players: int,
    options: SuperCrazyEightsOptions | None,
    *,
    seed: int,
    deck: list[str] | None = None,
    client_seeds: list[bytes] | None = None,
) -> SuperCrazyEightsState:
    """Deal 1 of a new match; ``deck`` (wire codes, top first) fixes its order: the hands, then the starter."""
    check_players(players, MIN_PLAYERS, MAX_PLAYERS)
    opts = _effective_options(players, options)
    assert opts.decks is not None
    book = new_book(players, opts.first_dealer)
    rng_state, cards = start_deck(seed, deck, _deck(opts), client_seeds)
    state = SuperCrazyEightsState(
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
        unannounced=[],
    )
    _start_deal(state, cards, [])
    return state


def _deck(opts: SuperCrazyEightsOptions) -> list[Card]:
    return deck(opts.decks or 1)


def _start_deal(s: SuperCrazyEightsState, cards: list[Card], events: list[Event]) -> None:
    """SLO-2, SLO-3: deal one at a time from next(dealer), turn the starter and let it act as the dealer's play.

    Every per-deal flag starts afresh (docs/rules/super-crazy-eights.md).
    """
    opts = s.options
    dealer = s.book.dealer
    size = opts.deal_schedule[s.book.deal - 1]
    events.append(Event(type="dealt", seat=dealer, data={"deal": s.book.deal, "dealer": dealer, "hand_size": size}))
    hands, rest = deal_one_at_a_time(cards, dealer, s.players, size)
    s.hands = hands
    s.stock = rest[::-1]
    starter = s.stock.pop()
    s.pile = [starter]
    s.direction = 1
    s.named_suit = None
    s.free_lead = False
    s.pending = None
    s.pending_locked = False
    s.unannounced = [False] * s.players
    s.drawn = None
    s.challenge = None
    s.passes = 0
    s.deal_actions = 0
    events.append(Event(type="starter", seat=dealer, data={"card": code(starter)}))
    first = next_seat(dealer, s.players)
    if opts.starter_effects == "none":
        s.turn = first
        return
    r = rank(starter)
    if r == ACE:
        s.turn = _reverse(s, dealer, events)
    elif r == TWO:
        s.pending = raise_pending(None, TWO, 2, opts.two_stack_cap)
        s.pending_locked = not opts.starter_two_counterable
        s.turn = first
    elif r == THREE:
        events.append(Event(type="skipped", seat=first))
        s.turn = next_seat(first, s.players)
    else:
        s.free_lead = r == EIGHT
        s.turn = first


def _end_deal(s: SuperCrazyEightsState, reason: str, events: list[Event]) -> None:
    """SLO-13: everyone scores what is left in his hand; then the next deal (SLO-2) or the match's end (SLO-14).

    A deal voided by the safety cap (``voided``) scores 0 for everyone.
    """
    scores = [0 if reason == "voided" else hand_value(h, CARD_VALUES) for h in s.hands]
    book = msgspec.structs.replace(s.book)
    s.book = book
    record_deal(book, reason, scores)
    events.append(Event(type="deal_ended", data={"deal": book.deal, "reason": reason, "scores": scores}))
    s.drawn = None
    s.challenge = None
    s.pending = None
    s.pending_locked = False
    s.unannounced = [False] * s.players
    if book.deal >= len(s.options.deal_schedule):
        finish_match(book, best(book.scores, "lower_is_better"))
        s.turn = None
        events.append(Event(type="match_ended", data={"winners": list(book.winners), "scores": list(book.scores)}))
        return
    advance_dealer(book, s.players)
    cards = _deck(s.options)
    Rng(s.rng).shuffle(cards)
    _start_deal(s, cards, events)


# --- turn order ------------------------------------------------------------------------------------------


def _reverse(s: SuperCrazyEightsState, seat: int, events: list[Event]) -> int:
    """SLO-6 (and SLO-3 for a starter ace): reverse the direction; returns who moves after ``seat``.

    With two players the reversal changes nothing (``noop``) or skips the opponent (``skip``, SLO-A8).
    """
    s.direction = -s.direction
    events.append(Event(type="direction_changed", seat=seat, data={"direction": s.direction}))
    nxt = next_seat(seat, s.players, s.direction)
    if s.players == 2 and s.options.reverse_with_two_players == "skip":
        events.append(Event(type="skipped", seat=nxt))
        return seat
    return nxt


def _begin_turn(s: SuperCrazyEightsState, seat: int, events: list[Event]) -> None:
    """Hand the turn to ``seat``; a seat that can neither play nor draw passes at once, and a full round of such
    passes blocks the deal (SLO-11 with ``reshuffle_keep_top``)."""
    s.turn = seat
    s.drawn = None
    while forced_pass(s, s.turn):
        events.append(Event(type="passed", seat=s.turn, data={"auto": True}))
        s.passes += 1
        if s.passes >= s.players:
            _end_deal(s, "blocked", events)
            return
        s.turn = next_seat(s.turn, s.players, s.direction)


# --- drawing ---------------------------------------------------------------------------------------------


def _take(
    s: SuperCrazyEightsState, seat: int, count: int, kind: str, data: dict[str, Any], events: list[Event]
) -> list[Card]:
    """Draw ``count`` cards into ``seat``'s hand, reshuffling by SLO-11 as needed; returns the cards that came.

    Emits ``kind`` events (``drew`` or ``penalty``: public count, private cards) and ``reshuffled`` between them
    in the order things happened. A whole-pile reshuffle empties the pile: the named suit is cleared and the
    next card played may be anything. Drawing changes the hand size, which clears the seat's SLO-10 mark.
    """
    rng = Rng(s.rng)
    how = policy(s)
    taken: list[Card] = []
    batch: list[Card] = []
    emitted = False

    def flush() -> None:
        nonlocal batch, emitted
        events.append(Event(type=kind, seat=seat, data={"count": len(batch), **data}, private={"cards": codes(batch)}))
        emitted = True
        batch = []

    for _ in range(count):
        before = len(s.pile)
        empty_before = not s.stock
        got, reshuffles = draw(s.stock, s.pile, 1, how, rng)
        if reshuffles and empty_before and batch:
            flush()
        batch += got
        taken += got
        if reshuffles:
            if not empty_before:
                flush()
            events.append(Event(type="reshuffled", data={"count": before - len(s.pile)}))
            if not s.pile:
                s.named_suit = None
                s.free_lead = True
        if not got:
            break
    if batch or not emitted:
        flush()
    if taken:
        s.hands[seat] = [*s.hands[seat], *taken]
        s.passes = 0
        s.unannounced[seat] = False
        if s.challenge == seat:
            s.challenge = None
    return taken


# --- applying actions ------------------------------------------------------------------------------------


def apply(
    state: SuperCrazyEightsState, seat: int, action: SuperCrazyEightsAction
) -> tuple[SuperCrazyEightsState, list[Event]]:
    """One action by ``seat`` and everything it causes; ``IllegalAction`` before any change."""
    diagnose(state, seat, action)
    return apply_listed(state, seat, action)


def apply_listed(
    state: SuperCrazyEightsState, seat: int, action: SuperCrazyEightsAction
) -> tuple[SuperCrazyEightsState, list[Event]]:
    """:func:`apply` of an action that ``legal_actions`` listed for ``seat`` (a bot's playout picks among them):
    the same result without the checks, which would list the seat's actions a second time."""
    s = msgspec.structs.replace(
        state,
        version=state.version + 1,
        rng=[*state.rng],
        hands=[*state.hands],
        stock=[*state.stock],
        pile=[*state.pile],
        unannounced=[*state.unannounced],
    )
    events: list[Event] = []
    if isinstance(action, SuperCrazyEightsChallenge):
        _challenge(s, seat, action.seat, events)
        return s, events
    _close_challenge(s)
    deal = s.book.deal
    s.deal_actions += 1
    if isinstance(action, SuperCrazyEightsPlay):
        _play(s, seat, action, events)
    elif isinstance(action, SuperCrazyEightsDraw):
        _draw(s, seat, events)
    else:
        events.append(Event(type="passed", seat=seat))
        _begin_turn(s, next_seat(seat, s.players, s.direction), events)
    if s.book.deal == deal and s.book.status == "playing" and s.deal_actions >= DEAL_ACTION_CAP:
        _end_deal(s, "voided", events)
    return s, events


def _close_challenge(s: SuperCrazyEightsState) -> None:
    """The next accepted action closes the challenge window (SLO-10): the call can no longer be claimed."""
    s.challenge = None


def _challenge(s: SuperCrazyEightsState, seat: int, target: int, events: list[Event]) -> None:
    """SLO-10 with ``challenge``: the unannounced seat draws one penalty card at once; the turn does not move."""
    events.append(Event(type="challenged", seat=seat, data={"target": target}))
    s.unannounced[target] = False
    s.challenge = None
    _take(s, target, 1, "penalty", {"reason": "last_card"}, events)


def _play(s: SuperCrazyEightsState, seat: int, action: SuperCrazyEightsPlay, events: list[Event]) -> None:
    """SLO-4..SLO-10, SLO-12: play a card, or take the 'Poslednja' penalty instead of it."""
    opts = s.options
    card = parse(action.card)
    hand = s.hands[seat]
    if (
        len(hand) == 1
        and opts.last_card_enforcement == "automatic"
        and (
            (opts.last_card_mode == "second_to_last" and s.unannounced[seat])
            or (opts.last_card_mode == "last" and not action.announce_last)
        )
    ):
        _last_call_penalty(s, seat, events)
        return
    hand = [*hand]
    hand.remove(card)
    s.hands[seat] = hand
    s.pile.append(card)
    s.free_lead = False
    s.passes = 0
    s.drawn = None
    r = rank(card)
    named = None if action.named_suit is None or not hand else parse_suit(action.named_suit)
    s.named_suit = named
    data: dict[str, Any] = {"card": action.card}
    if named is not None:
        data["named_suit"] = suit_code(named)
    if action.announce_last:
        data["announced"] = True
    events.append(Event(type="played", seat=seat, data=data))
    if not hand:
        _end_deal(s, "went_out", events)
        return
    if len(hand) == 1 and opts.last_card_mode == "second_to_last" and not action.announce_last:
        s.unannounced[seat] = True
        if opts.last_card_enforcement == "challenge":
            s.challenge = seat
    if s.pending is not None and r == EIGHT:
        s.pending = None
    nxt = next_seat(seat, s.players, s.direction)
    if r == TWO:
        s.pending = raise_pending(s.pending, TWO, 2, opts.two_stack_cap)
    elif r == ACE:
        nxt = _reverse(s, seat, events)
    elif r == THREE:
        events.append(Event(type="skipped", seat=nxt))
        nxt = next_seat(nxt, s.players, s.direction)
    _begin_turn(s, nxt, events)


def _last_call_penalty(s: SuperCrazyEightsState, seat: int, events: list[Event]) -> None:
    """SLO-10: the last card is not played; its holder draws one penalty card and his turn ends. A pending
    2-obligation he did not answer is drawn as well."""
    _take(s, seat, 1, "penalty", {"reason": "last_card"}, events)
    if s.pending is not None:
        _take(s, seat, s.pending.count, "drew", {"reason": "two_obligation"}, events)
        s.pending = None
        s.pending_locked = False
    _begin_turn(s, next_seat(seat, s.players, s.direction), events)


def _draw(s: SuperCrazyEightsState, seat: int, events: list[Event]) -> None:
    """SLO-5, SLO-8: draw the 2-obligation and end the turn, or draw one card and keep it playable if legal."""
    if s.pending is not None:
        _take(s, seat, s.pending.count, "drew", {"reason": "two_obligation"}, events)
        s.pending = None
        s.pending_locked = False
        _begin_turn(s, next_seat(seat, s.players, s.direction), events)
        return
    taken = _take(s, seat, 1, "drew", {}, events)
    if taken and s.options.drawn_card_playable and playable(s, taken[0]):
        s.drawn = taken[0]
        return
    events.append(Event(type="passed", seat=seat, data={"auto": True}))
    _begin_turn(s, next_seat(seat, s.players, s.direction), events)
