from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.nusicle_options_first_player import NusicleOptionsFirstPlayer, check_nusicle_options_first_player
from ..models.nusicle_options_jack_sequence import NusicleOptionsJackSequence, check_nusicle_options_jack_sequence
from ..models.nusicle_options_match_mode import NusicleOptionsMatchMode, check_nusicle_options_match_mode
from ..models.nusicle_options_pass_rule import NusicleOptionsPassRule, check_nusicle_options_pass_rule
from ..models.nusicle_options_pat_rule import NusicleOptionsPatRule, check_nusicle_options_pat_rule
from ..models.nusicle_options_queen_pile_start import (
    NusicleOptionsQueenPileStart,
    check_nusicle_options_queen_pile_start,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="NusicleOptions")


@_attrs_define
class NusicleOptions:
    """House rules of docs/rules/nusicle.md, each with its recommended default."""

    first_player: NusicleOptionsFirstPlayer | Unset = "non_dealer"
    """ [NUS-11](/docs/rules/nusicle#NUS-11), [NUS-A8](/docs/rules/nusicle#NUS-A8): who moves first in each deal """
    ace_on_any_pile: bool | Unset = True
    """ [NUS-13](/docs/rules/nusicle#NUS-13), [NUS-A1](/docs/rules/nusicle#NUS-A1): an ace (with a face card in
    hand) may reset any pile; false: the ace must itself fit the pile's rule (never on a Queen pile) """
    queen_wrap: bool | Unset = False
    """ [NUS-8](/docs/rules/nusicle#NUS-8), [NUS-A2](/docs/rules/nusicle#NUS-A2): on a Queen pile K and 2 are
    adjacent too, so a K may go on a 2 (the ace never is adjacent) """
    queen_pile_start: NusicleOptionsQueenPileStart | Unset = "any_number"
    """ [NUS-10](/docs/rules/nusicle#NUS-10), [NUS-A4](/docs/rules/nusicle#NUS-A4): on a fresh Queen pile (its Q on
    top) any number card 2..10, or a J or K (any_number); or only a J or K, the ranks next to the Q, each of which
    makes it another kind of pile at once (adjacent_to_queen) """
    jack_sequence: NusicleOptionsJackSequence | Unset = "forward"
    """ [NUS-9](/docs/rules/nusicle#NUS-9), [NUS-A3](/docs/rules/nusicle#NUS-A3): on a Jack pile the next suit in
    the cycle S C D H S (forward), or the next or the previous one (both_ways) """
    face_change_requires_legal_play: bool | Unset = True
    """ [NUS-12](/docs/rules/nusicle#NUS-12), [NUS-A5](/docs/rules/nusicle#NUS-A5): a face card is not wild; it must
    fit the pile it changes """
    pass_rule: NusicleOptionsPassRule | Unset = "after_draw_or_stuck"
    """ [NUS-11](/docs/rules/nusicle#NUS-11), [NUS-A7](/docs/rules/nusicle#NUS-A7): pass only after drawing, or with
    an empty stock and no legal play (after_draw_or_stuck); or at any time (free) """
    pile_count_includes_all_cards: bool | Unset = True
    """ [NUS-18](/docs/rules/nusicle#NUS-18), [NUS-A10](/docs/rules/nusicle#NUS-A10): a pile scores every card in it
    (true) or only the cards played on it from a hand, leaving out the formation cards (false) """
    match_mode: NusicleOptionsMatchMode | Unset = "fixed_deals"
    """ [NUS-19](/docs/rules/nusicle#NUS-19), [NUS-A12](/docs/rules/nusicle#NUS-A12): the match lasts `deals`
    counted deals, or until a cumulative total reaches `target_points` """
    deals: int | Unset = 10
    """ [NUS-19](/docs/rules/nusicle#NUS-19): counted deals of a fixed_deals match """
    target_points: int | Unset = 100
    """ [NUS-19](/docs/rules/nusicle#NUS-19): the total that ends a target match """
    pat_rule: NusicleOptionsPatRule | Unset = "dead_position"
    """ [NUS-17](/docs/rules/nusicle#NUS-17), [NUS-A11](/docs/rules/nusicle#NUS-A11): a deal is Pat as soon as
    neither player can ever play again (dead_position), or after two consecutive passes while the stock holds only
    aces or nothing (two_passes) """
    first_dealer: int | None | Unset = UNSET
    """ the dealer of deal 1 (default seat 1, so seat 0 leads) """
    turn_timeout_s: int | None | Unset = UNSET
    """ Turn clock in seconds (5..86400); null = no clock. When it runs out the server acts for the seat to act
    (README, Turn clocks) """
    abandon_after: int | Unset = 3
    """ Consecutive timeouts after which a seat is abandoned and the house bot plays it """
    disconnect_grace_s: int | None | Unset = UNSET
    """ Seconds (5..86400) the seat to act may stay disconnected before any other seat may claim it for the house
    bot (action claim); null = seats cannot be claimed (README, Presence) """

    def to_dict(self) -> dict[str, Any]:
        first_player: str | Unset = UNSET
        if not isinstance(self.first_player, Unset):
            first_player = self.first_player

        ace_on_any_pile = self.ace_on_any_pile

        queen_wrap = self.queen_wrap

        queen_pile_start: str | Unset = UNSET
        if not isinstance(self.queen_pile_start, Unset):
            queen_pile_start = self.queen_pile_start

        jack_sequence: str | Unset = UNSET
        if not isinstance(self.jack_sequence, Unset):
            jack_sequence = self.jack_sequence

        face_change_requires_legal_play = self.face_change_requires_legal_play

        pass_rule: str | Unset = UNSET
        if not isinstance(self.pass_rule, Unset):
            pass_rule = self.pass_rule

        pile_count_includes_all_cards = self.pile_count_includes_all_cards

        match_mode: str | Unset = UNSET
        if not isinstance(self.match_mode, Unset):
            match_mode = self.match_mode

        deals = self.deals

        target_points = self.target_points

        pat_rule: str | Unset = UNSET
        if not isinstance(self.pat_rule, Unset):
            pat_rule = self.pat_rule

        first_dealer: int | None | Unset
        if isinstance(self.first_dealer, Unset):
            first_dealer = UNSET
        else:
            first_dealer = self.first_dealer

        turn_timeout_s: int | None | Unset
        if isinstance(self.turn_timeout_s, Unset):
            turn_timeout_s = UNSET
        else:
            turn_timeout_s = self.turn_timeout_s

        abandon_after = self.abandon_after

        disconnect_grace_s: int | None | Unset
        if isinstance(self.disconnect_grace_s, Unset):
            disconnect_grace_s = UNSET
        else:
            disconnect_grace_s = self.disconnect_grace_s

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if ace_on_any_pile is not UNSET:
            field_dict["ace_on_any_pile"] = ace_on_any_pile
        if queen_wrap is not UNSET:
            field_dict["queen_wrap"] = queen_wrap
        if queen_pile_start is not UNSET:
            field_dict["queen_pile_start"] = queen_pile_start
        if jack_sequence is not UNSET:
            field_dict["jack_sequence"] = jack_sequence
        if face_change_requires_legal_play is not UNSET:
            field_dict["face_change_requires_legal_play"] = face_change_requires_legal_play
        if pass_rule is not UNSET:
            field_dict["pass_rule"] = pass_rule
        if pile_count_includes_all_cards is not UNSET:
            field_dict["pile_count_includes_all_cards"] = pile_count_includes_all_cards
        if match_mode is not UNSET:
            field_dict["match_mode"] = match_mode
        if deals is not UNSET:
            field_dict["deals"] = deals
        if target_points is not UNSET:
            field_dict["target_points"] = target_points
        if pat_rule is not UNSET:
            field_dict["pat_rule"] = pat_rule
        if first_dealer is not UNSET:
            field_dict["first_dealer"] = first_dealer
        if turn_timeout_s is not UNSET:
            field_dict["turn_timeout_s"] = turn_timeout_s
        if abandon_after is not UNSET:
            field_dict["abandon_after"] = abandon_after
        if disconnect_grace_s is not UNSET:
            field_dict["disconnect_grace_s"] = disconnect_grace_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _first_player = d.pop("first_player", UNSET)
        first_player: NusicleOptionsFirstPlayer | Unset
        if isinstance(_first_player, Unset):
            first_player = UNSET
        else:
            first_player = check_nusicle_options_first_player(_first_player)

        ace_on_any_pile = d.pop("ace_on_any_pile", UNSET)

        queen_wrap = d.pop("queen_wrap", UNSET)

        _queen_pile_start = d.pop("queen_pile_start", UNSET)
        queen_pile_start: NusicleOptionsQueenPileStart | Unset
        if isinstance(_queen_pile_start, Unset):
            queen_pile_start = UNSET
        else:
            queen_pile_start = check_nusicle_options_queen_pile_start(_queen_pile_start)

        _jack_sequence = d.pop("jack_sequence", UNSET)
        jack_sequence: NusicleOptionsJackSequence | Unset
        if isinstance(_jack_sequence, Unset):
            jack_sequence = UNSET
        else:
            jack_sequence = check_nusicle_options_jack_sequence(_jack_sequence)

        face_change_requires_legal_play = d.pop("face_change_requires_legal_play", UNSET)

        _pass_rule = d.pop("pass_rule", UNSET)
        pass_rule: NusicleOptionsPassRule | Unset
        if isinstance(_pass_rule, Unset):
            pass_rule = UNSET
        else:
            pass_rule = check_nusicle_options_pass_rule(_pass_rule)

        pile_count_includes_all_cards = d.pop("pile_count_includes_all_cards", UNSET)

        _match_mode = d.pop("match_mode", UNSET)
        match_mode: NusicleOptionsMatchMode | Unset
        if isinstance(_match_mode, Unset):
            match_mode = UNSET
        else:
            match_mode = check_nusicle_options_match_mode(_match_mode)

        deals = d.pop("deals", UNSET)

        target_points = d.pop("target_points", UNSET)

        _pat_rule = d.pop("pat_rule", UNSET)
        pat_rule: NusicleOptionsPatRule | Unset
        if isinstance(_pat_rule, Unset):
            pat_rule = UNSET
        else:
            pat_rule = check_nusicle_options_pat_rule(_pat_rule)

        def _parse_first_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer", UNSET))

        def _parse_turn_timeout_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_timeout_s = _parse_turn_timeout_s(d.pop("turn_timeout_s", UNSET))

        abandon_after = d.pop("abandon_after", UNSET)

        def _parse_disconnect_grace_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        disconnect_grace_s = _parse_disconnect_grace_s(d.pop("disconnect_grace_s", UNSET))

        nusicle_options = cls(
            first_player=first_player,
            ace_on_any_pile=ace_on_any_pile,
            queen_wrap=queen_wrap,
            queen_pile_start=queen_pile_start,
            jack_sequence=jack_sequence,
            face_change_requires_legal_play=face_change_requires_legal_play,
            pass_rule=pass_rule,
            pile_count_includes_all_cards=pile_count_includes_all_cards,
            match_mode=match_mode,
            deals=deals,
            target_points=target_points,
            pat_rule=pat_rule,
            first_dealer=first_dealer,
            turn_timeout_s=turn_timeout_s,
            abandon_after=abandon_after,
            disconnect_grace_s=disconnect_grace_s,
        )

        return nusicle_options
