"""Every ``code`` the engine raises, with its one-line meaning: the contract's ``RuleCode`` and setup codes.

``RULE_CODES`` are the codes of :class:`~engine.errors.IllegalAction` (an action refused: HTTP 409, with the
rule id where one applies); ``SETUP_CODES`` those of :class:`~engine.errors.InvalidSetup` (a match that cannot
be created: HTTP 400). A test checks that the engine raises exactly these codes, so a new one must be added
here, and the OpenAPI document and ``docs/errors.md`` list them from here.
"""

from __future__ import annotations

from typing import Final

RULE_CODES: Final[dict[str, str]] = {
    "not_your_turn": "Another seat is to act, and this action is not one a seat may send out of turn.",
    "match_over": "The match has ended; nothing more may be sent.",
    "seat_resigned": "The seat has resigned: the house bot plays it, and its token sends nothing more.",
    "seat_abandoned": "The seat's turn clock ran out abandon_after times in a row: the house bot plays it, and its "
    "token sends nothing more.",
    "unknown_seat": "The seat named is not at this table.",
    "unknown_action": "The body is not an action of this game.",
    "illegal_action": "The action is not one of the caller's legal_actions now, for no more specific reason.",
    "unknown_card": "The card code names no card.",
    "unknown_suit": "The suit code names no suit.",
    "unknown_pile": "Nusicle: the pile number names no build pile.",
    "card_not_in_hand": "The caller's hand holds no such card.",
    "card_does_not_match": "The card may not go on the top card (or the pile) now.",
    "suit_required": "A wild card that does not end the deal must name a suit (named_suit).",
    "suit_not_allowed": "Only a wild card that does not end the deal names a suit.",
    "announce_not_allowed": "announce_last goes only with the play the last-card call is about (SWI-8, SLO-10).",
    "only_drawn_card": "After drawing, only the card just drawn may be played.",
    "must_play": "The player must play a card now: drawing or turning the stock is not allowed.",
    "must_draw": "Switch: a player facing a draw obligation he does not answer draws it; he may not pass.",
    "must_draw_two": "Super Crazy Eights: a starter 2 that cannot be answered must be drawn (SLO-3).",
    "must_answer_two": "A pending 2-obligation is answered with a 2 (or what the options allow) or drawn.",
    "must_answer_four": "Switch: a pending 4-obligation is answered with a 4 (or what the options allow) or drawn.",
    "must_answer_jack": "Switch: a jack-attacked player answers with a jack or misses his turn (SWI-7).",
    "draw_not_allowed": "The player may not draw now (he holds a legal card, has drawn, or is jack-attacked).",
    "draw_limit_reached": "The player has drawn as many cards as this turn allows.",
    "stock_empty": "No card is left to draw.",
    "pass_not_allowed": "The player may not pass now: he must play or draw.",
    "challenge_not_allowed": "Last-card calls are enforced automatically in this match: no challenges.",
    "nothing_to_challenge": "The seat named is not open to a last-card challenge now.",
    "cannot_challenge_self": "A player may not challenge himself.",
    "multi_card_play_disabled": "Nags: more is allowed only with the multi_card_play option.",
    "empty_more": "Nags: more, when sent, lists at least one card.",
    "ranks_differ": "Nags: the cards of one play must share one rank (NAG-9).",
    "duplicate_card": "Nags: a card appears twice in one play.",
    "not_an_ace": "Nusicle: play_ace takes an ace as its ace.",
    "face_card_required": "Nusicle: play_ace takes a face card (J, Q, K) as its face.",
    "ace_needs_face": "Nusicle: an ace is played only with play_ace, together with a face card (NUS-13).",
    "claim_disabled": "The match has no disconnect_grace_s: no seat can be claimed for the house bot.",
    "claim_own_seat": "The seat to act cannot claim itself: it plays its turn.",
}
"""The codes of a refused action (HTTP 409), each with its meaning."""

SETUP_CODES: Final[dict[str, str]] = {
    "invalid_players": "The player count is outside the game's range.",
    "invalid_options": "The options do not fit the player count or each other.",
    "bad_deck": "The preset deck is not exactly this game's deck for this table.",
}
"""The codes of a match that cannot be created (HTTP 400), each with its meaning."""
