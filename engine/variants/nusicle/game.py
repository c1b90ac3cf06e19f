"""Nusicle's engine functions: ``new_match``, ``legal_actions``, ``apply``, ``cards``, ``turn`` (``view`` is in
:mod:`~engine.variants.nusicle.projection`).

``apply`` works on a shallow copy of the state and replaces (never mutates) every list it changes, so the
input state is left untouched and unchanged parts are shared.
"""

from __future__ import annotations

from typing import Final

import msgspec

from engine.actions import check_turn, require_listed
from engine.cards import ACE, KING, QUEEN, Card, code, codes, is_face, parse, rank, sorted_hand
from engine.cards import deck as full_deck
from engine.errors import IllegalAction, InvalidSetup
from engine.events import Event
from engine.match import (
    Book,
    advance_dealer,
    best,
    finish_match,
    hands_and_stock,
    new_book,
    record_deal,
    validate_first_dealer,
)
from engine.rng import Rng
from engine.setup import check_players, start_deck
from engine.variants.nusicle.building import accepted, ace_fits, building, can_play, dead, fits, governing, plays
from engine.variants.nusicle.dealing import PACKETS, lay_out
from engine.variants.nusicle.model import (
    NusicleAction,
    NusicleBatch,
    NusicleDraw,
    NusicleOptions,
    NusiclePass,
    NusiclePlay,
    NusiclePlayAce,
    NusicleState,
)

VARIANT_ID: Final = "nusicle"
PLAYERS: Final = 2
HAND_SIZE: Final = sum(PACKETS)
DEAL_ACTION_CAP: Final = 5000
"""docs/rules/nusicle.md: a deal still running after this many actions is void (reason ``voided``)."""

DRAW: Final = NusicleDraw()
PASS: Final = NusiclePass()

Finish = tuple[int, int]
"""The seat that went out and the pile its last card went to (NUS-15, NUS-18)."""


# --- creation -------------------------------------------------------------------------------------------------


def _effective(options: NusicleOptions | None) -> NusicleOptions:
    """The options checked against their schema, with ``first_dealer`` resolved (docs/rules/nusicle.md)."""
    try:
        opts = msgspec.convert(msgspec.to_builtins(options or NusicleOptions()), NusicleOptions)
    except msgspec.ValidationError as exc:
        raise InvalidSetup("invalid_options", f"options: {exc}") from exc
    validate_first_dealer(opts.first_dealer, PLAYERS)
    dealer = PLAYERS - 1 if opts.first_dealer is None else opts.first_dealer
    return msgspec.structs.replace(opts, first_dealer=dealer)


def new_match(
    players: int,
    options: NusicleOptions | None = None,
    *,
    seed: int,
    deck: list[str] | None = None,
    client_seeds: list[bytes] | None = None,
) -> NusicleState:
    """A match whose deal 1 is dealt from ``deck`` (wire codes, top card first) or from the seeded shuffle."""
    check_players(players, PLAYERS, PLAYERS)
    opts = _effective(options)
    rng_state, cards = start_deck(seed, deck, full_deck(), client_seeds)
    state = NusicleState(
        players=PLAYERS,
        options=opts,
        seed=seed,
        rng=rng_state,
        preset_deck=deck is not None,
        book=new_book(PLAYERS, opts.first_dealer),
        turn=None,
        hands=[[], []],
        stock=[],
        piles=[[], [], []],
        formed=[0, 0, 0],
    )
    events: list[Event] = []
    _deal(state, cards, events)
    return _settle(state, events, None)


def _shuffled_deck(s: NusicleState) -> list[Card]:
    cards = full_deck()
    _rng(s).shuffle(cards)
    return cards


def _rng(s: NusicleState) -> Rng:
    """The PRNG over a fresh copy of the state's words (the input state's list is never touched)."""
    s.rng = [*s.rng]
    return Rng(s.rng)


def _book(s: NusicleState) -> Book:
    s.book = msgspec.structs.replace(s.book)
    return s.book


def _deal(s: NusicleState, deck: list[Card], events: list[Event]) -> None:
    """Deal and form the piles (NUS-2..NUS-5); a misdeal is redealt by the same dealer (NUS-6)."""
    dealer = s.book.dealer
    layout = lay_out(deck, dealer, _rng(s))
    while layout is None:
        events.append(Event(type="misdeal", data={"deal": s.book.deal, "dealer": dealer}))
        layout = lay_out(_shuffled_deck(s), dealer, _rng(s))
    s.hands = layout.hands
    s.stock = layout.stock
    s.piles = layout.piles
    s.formed = [len(p) for p in layout.piles]
    s.under = [NusicleBatch(cards=sorted(layout.set_aside), left=len(layout.set_aside))] if layout.set_aside else []
    s.turn = (dealer + 1) % PLAYERS if s.options.first_player == "non_dealer" else dealer  # NUS-11, NUS-A8
    s.drawn = False
    s.passes = 0
    s.deal_actions = 0
    events.append(Event(type="dealt", data={"deal": s.book.deal, "dealer": dealer, "hand_size": HAND_SIZE}))
    events.append(
        Event(
            type="piles_formed",
            data={"piles": [codes(p) for p in s.piles], "set_aside": sorted_hand(layout.set_aside)},
        )
    )


# --- legality -------------------------------------------------------------------------------------------------


def _legal(s: NusicleState, seat: int) -> list[NusicleAction]:
    """NUS-11: plays and ace plays; ``draw`` as the turn's first action while the stock lasts; ``pass`` after
    a draw or, with an empty stock, only without a legal play (NUS-16) — or at any time with ``pass_rule=free``.
    """
    acts = plays(s.hands[seat], s.piles, building(s.options))
    stuck = not acts
    if s.stock and not s.drawn:
        acts.append(DRAW)
    if s.options.pass_rule == "free" or s.drawn or (not s.stock and stuck):
        acts.append(PASS)
    return acts


def legal_actions(state: NusicleState, seat: int) -> list[NusicleAction]:
    """The exact actions ``seat`` may send now: empty unless it is that seat's turn."""
    if state.book.status == "finished" or seat != state.turn:
        return []
    return _legal(state, seat)


def _rule_of(pile: list[Card]) -> str:
    if rank(pile[-1]) == QUEEN:
        return "NUS-10"  # a fresh Queen pile: its Q is on top
    return {KING: "NUS-7", QUEEN: "NUS-8"}.get(rank(governing(pile)), "NUS-9")


def _pile(s: NusicleState, index: int) -> list[Card]:
    if not 0 <= index < len(s.piles):
        raise IllegalAction("unknown_pile", f"no pile {index}: piles are 0, 1 and 2", "NUS-3")
    return s.piles[index]


def _held(s: NusicleState, seat: int, text: str) -> Card:
    card = parse(text)
    if card not in s.hands[seat]:
        raise IllegalAction("card_not_in_hand", f"{text} is not in seat {seat}'s hand")
    return card


def _diagnose(s: NusicleState, seat: int, action: NusicleAction) -> None:
    """The specific reason an action is refused, with its rule id, before the generic final guard."""
    opts = s.options
    match action:
        case NusiclePlay(card=text, pile=index):
            pile = _pile(s, index)
            card = _held(s, seat, text)
            if rank(card) == ACE:
                raise IllegalAction("ace_needs_face", "an ace is played only with a face card (play_ace)", "NUS-13")
            if not fits(card, pile[-1], rank(governing(pile)), building(opts)):
                raise IllegalAction(
                    "card_does_not_match", f"{text} does not fit pile {index} (top {code(pile[-1])})", _rule_of(pile)
                )
        case NusiclePlayAce(ace=ace_text, pile=index, face=face_text):
            pile = _pile(s, index)
            ace, face = parse(ace_text), parse(face_text)
            if rank(ace) != ACE:
                raise IllegalAction("not_an_ace", f"{ace_text} is not an ace", "NUS-13")
            if not is_face(face):
                raise IllegalAction("face_card_required", f"{face_text} is not a face card (J, Q, K)", "NUS-13")
            _held(s, seat, ace_text)
            _held(s, seat, face_text)
            if not ace_fits(ace, pile[-1], rank(governing(pile)), building(opts)):
                raise IllegalAction(
                    "card_does_not_match", f"{ace_text} may not reset pile {index} (ace_on_any_pile is off)", "NUS-13"
                )
        case NusicleDraw():
            if not s.stock:
                raise IllegalAction("draw_not_allowed", "the stock is empty", "NUS-16")
            if s.drawn:
                raise IllegalAction("draw_not_allowed", "only one draw per turn, as its first action", "NUS-11")
        case NusiclePass():
            if opts.pass_rule == "after_draw_or_stuck" and not s.drawn:
                if s.stock:
                    raise IllegalAction("pass_not_allowed", "draw first: a pass comes after a draw", "NUS-11")
                raise IllegalAction("pass_not_allowed", "with an empty stock a player who can play must", "NUS-16")
        case _:
            pass


# --- applying -------------------------------------------------------------------------------------------------


def apply(state: NusicleState, seat: int, action: NusicleAction) -> tuple[NusicleState, list[Event]]:
    """Apply one action and every automatic follow-up: forced passes, going out and scoring, Pat, the next
    deal, the match's end. Raises ``IllegalAction`` before changing anything."""
    check_turn(state.book, state.turn, seat, state.players)
    _diagnose(state, seat, action)
    require_listed(action, _legal(state, seat))
    s, events, finish = step(state, seat, action)
    return _settle(s, events, finish), events


def apply_listed(state: NusicleState, seat: int, action: NusicleAction) -> tuple[NusicleState, list[Event]]:
    """:func:`apply` of an action that :func:`legal_actions` listed for ``seat`` (a bot's playout picks among
    them): the same result without the checks, which would list the seat's actions a second time."""
    s, events, finish = step(state, seat, action)
    return _settle(s, events, finish), events


def step(state: NusicleState, seat: int, action: NusicleAction) -> tuple[NusicleState, list[Event], Finish | None]:
    """One legal action by itself, without the follow-ups ``apply`` adds; returns who went out, if anyone."""
    s = msgspec.structs.replace(state, version=state.version + 1, deal_actions=state.deal_actions + 1)
    events: list[Event] = []
    finish: Finish | None = None
    match action:
        case NusiclePlay(card=text, pile=index):
            card = parse(text)
            hand = _take(s, seat, [card])
            s.piles = [*s.piles]
            s.piles[index] = [*s.piles[index], card]  # NUS-12: a face card governs from now on
            s.passes = 0
            events.append(Event(type="played", seat=seat, data={"card": text, "pile": index}))
            finish = None if hand else (seat, index)
            _end_turn(s)
        case NusiclePlayAce(ace=ace_text, pile=index, face=face_text):
            ace, face = parse(ace_text), parse(face_text)
            hand = _take(s, seat, [ace, face])
            old = s.piles[index]
            recycled = list(old)
            _rng(s).shuffle(recycled)
            s.stock = recycled + s.stock  # NUS-13: under the stock, shuffled
            s.under = [*s.under, NusicleBatch(cards=sorted(old), left=len(old))]
            s.piles = [*s.piles]
            s.piles[index] = [ace, face]
            s.formed = [*s.formed]
            s.formed[index] = 0
            s.passes = 0
            events.append(
                Event(
                    type="ace_played",
                    seat=seat,
                    data={"ace": ace_text, "pile": index, "face": face_text, "recycled": sorted_hand(old)},
                )
            )
            finish = None if hand else (seat, index)  # NUS-14
            _end_turn(s)
        case NusicleDraw():
            stock = [*s.stock]
            card = stock.pop()
            if s.under and len(s.stock) <= sum(b.left for b in s.under):
                first = s.under[0]
                rest = s.under[1:]
                s.under = rest if first.left == 1 else [NusicleBatch(cards=first.cards, left=first.left - 1), *rest]
            s.stock = stock
            s.hands = [*s.hands]
            s.hands[seat] = [*s.hands[seat], card]
            s.drawn = True
            events.append(Event(type="drew", seat=seat, data={"count": 1}, private={"cards": [code(card)]}))
        case NusiclePass():
            _pass(s, seat, events, automatic=False)
        case _:
            raise IllegalAction("illegal_action", f"not a Nusicle action: {action!r}")
    return s, events, finish


def _take(s: NusicleState, seat: int, cards: list[Card]) -> list[Card]:
    """Remove played cards from the hand; the public then knows they are no longer in the stock (§4.5)."""
    hand = [*s.hands[seat]]
    for card in cards:
        hand.remove(card)
    s.hands = [*s.hands]
    s.hands[seat] = hand
    if any(c in b.cards for b in s.under for c in cards):
        s.under = [
            NusicleBatch(cards=[c for c in b.cards if c not in cards], left=b.left) if len(b.cards) > b.left else b
            for b in s.under
        ]
    return hand


def _end_turn(s: NusicleState) -> None:
    assert s.turn is not None
    s.turn = 1 - s.turn
    s.drawn = False


def _pass(s: NusicleState, seat: int, events: list[Event], *, automatic: bool) -> None:
    if s.options.pat_rule == "two_passes":
        s.passes = s.passes + 1 if all(rank(c) == ACE for c in s.stock) else 0
    events.append(Event(type="passed", seat=seat, data={"auto": True} if automatic else {}))
    _end_turn(s)


def _settle(s: NusicleState, events: list[Event], finish: Finish | None) -> NusicleState:
    """The automatic follow-ups, in order: going out and scoring (NUS-15, NUS-18, NUS-19), Pat (NUS-17), the
    safety cap (§9.4), and a pass that is the seat's only legal action (NUS-11 d, NUS-16)."""
    while s.book.status == "playing":
        if finish is not None:
            _score(s, events, finish)
            finish = None
        elif _pat(s):
            _void(s, events, "pat")
        elif s.deal_actions >= DEAL_ACTION_CAP:
            _void(s, events, "voided")
        elif s.turn is not None and _only_pass(s, s.turn):
            s.deal_actions += 1
            _pass(s, s.turn, events, automatic=True)
        else:
            break
    return s


def _only_pass(s: NusicleState, seat: int) -> bool:
    """Whether ``pass`` is the seat's only legal action: no play, and no draw left this turn (NUS-11 d, NUS-16)."""
    return (s.drawn or not s.stock) and not can_play(s.hands[seat], accepted(s.piles, building(s.options)))


def _pat(s: NusicleState) -> bool:
    """NUS-17, NUS-A11: the deal can never be won, or (``two_passes``) two passes in a row with only aces left."""
    if s.options.pat_rule == "two_passes":
        return s.passes >= 2
    assert s.turn is not None
    return dead(s.hands, s.stock, s.piles, s.turn, s.drawn, s.options)


def _void(s: NusicleState, events: list[Event], reason: str) -> None:
    """A Pat (or capped) deal scores nothing, is not counted, and the same dealer deals again (NUS-17, NUS-19)."""
    book = _book(s)
    events.append(Event(type="deal_ended", data={"deal": book.deal, "reason": reason, "scores": [0, 0]}))
    record_deal(book, reason, [0, 0])
    _deal(s, _shuffled_deck(s), events)


def pile_count(s: NusicleState, index: int) -> int:
    """NUS-18, NUS-A10: the cards a pile scores (every card, or only those played on it from a hand)."""
    pile = len(s.piles[index])
    return pile if s.options.pile_count_includes_all_cards else pile - s.formed[index]


def _score(s: NusicleState, events: list[Event], finish: Finish) -> None:
    """NUS-18: the winner scores the cards of his finishing pile; the opponent his hand and the other two piles.
    NUS-19: then the match ends, or the dealer alternates and deals again."""
    winner, finishing = finish
    scores = [0, 0]
    scores[winner] = pile_count(s, finishing)
    scores[1 - winner] = len(s.hands[1 - winner]) + sum(pile_count(s, i) for i in range(3) if i != finishing)
    book = _book(s)
    record_deal(book, "went_out", scores)
    events.append(
        Event(
            type="deal_ended",
            seat=winner,
            data={"deal": book.deal, "reason": "went_out", "scores": scores, "pile": finishing},
        )
    )
    opts = s.options
    if opts.match_mode == "fixed_deals":
        over = sum(r.reason == "went_out" for r in book.results) >= opts.deals
    else:
        over = max(book.scores) >= opts.target_points
    if over:
        finish_match(book, best(book.scores, "lower_is_better"))
        s.turn = None
        s.drawn = False
        events.append(Event(type="match_ended", data={"winners": book.winners, "scores": list(book.scores)}))
        return
    advance_dealer(book, PLAYERS)
    _deal(s, _shuffled_deck(s), events)


def cards(state: NusicleState) -> list[Card]:
    """Every card of the match: both hands, the stock and the three piles."""
    return hands_and_stock(state) + [c for p in state.piles for c in p]
