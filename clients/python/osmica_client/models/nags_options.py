from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.nags_options_first_player import NagsOptionsFirstPlayer, check_nags_options_first_player
from ..models.nags_options_horse_duplicate_procedure import (
    NagsOptionsHorseDuplicateProcedure,
    check_nags_options_horse_duplicate_procedure,
)
from ..models.nags_options_starter_horse_effect import (
    NagsOptionsStarterHorseEffect,
    check_nags_options_starter_horse_effect,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="NagsOptions")


@_attrs_define
class NagsOptions:
    """House rules of Nags (docs/rules/nags.md); the view shows the effective values."""

    hand_size: int | Unset = 9
    """ [NAG-3](/docs/rules/nags#NAG-3): cards dealt to each player; players * hand_size <= 46 """
    horse_duplicate_procedure: NagsOptionsHorseDuplicateProcedure | Unset = "return_pair_turn_two"
    """ [NAG-2](/docs/rules/nags#NAG-2) / [NAG-A15](/docs/rules/nags#NAG-A15): duplicate horse ranks: return every
    card of the rank, shuffle the deck and turn as many (seed); or turn one by one, burying each later duplicate in
    the deck (S8) """
    first_player: NagsOptionsFirstPlayer | Unset = "next_of_dealer"
    """ [NAG-6](/docs/rules/nags#NAG-6) / [NAG-A6](/docs/rules/nags#NAG-A6): who moves first: next(dealer), or the
    holder of the lowest two (♣<♦<♥<♠; next(dealer) when no hand holds a two); either way on the starter """
    starter_opens_direction_choice: bool | Unset = True
    """ [NAG-8](/docs/rules/nags#NAG-8) / [NAG-A7](/docs/rules/nags#NAG-A7): the first player may go up or down on
    the starter """
    starter_horse_effect: NagsOptionsStarterHorseEffect | Unset = "credit_dealer"
    """ [NAG-11](/docs/rules/nags#NAG-11) / [NAG-A5](/docs/rules/nags#NAG-A5): a starter twin finishes its horse for
    the dealer, or unowned; or a starter of a horse's rank is buried in the stock and another turned (a rival always
    fells) """
    rank_wrap: bool | Unset = True
    """ [NAG-5](/docs/rules/nags#NAG-5) / [NAG-A3](/docs/rules/nags#NAG-A3): A follows K and precedes 2 """
    multi_card_play: bool | Unset = False
    """ [NAG-9](/docs/rules/nags#NAG-9) / [NAG-A8](/docs/rules/nags#NAG-A8): a play may put down several cards of
    one rank """
    voluntary_stock_turn: bool | Unset = False
    """ [NAG-10](/docs/rules/nags#NAG-10) / [NAG-A9](/docs/rules/nags#NAG-A9): a stock turn is allowed while holding
    a legal card """
    stock_exhausted: Literal["reshuffle_keep_top"] | Unset = "reshuffle_keep_top"
    """ [NAG-15](/docs/rules/nags#NAG-15) / [NAG-A10](/docs/rules/nags#NAG-A10): an empty stock is the pile minus
    its top card, shuffled """
    stall_limit: int | None | Unset = UNSET
    """ [NAG-16](/docs/rules/nags#NAG-16) / [NAG-A11](/docs/rules/nags#NAG-A11): an optional cap: this many
    consecutive stock turns without a hand play end the deal without a winner; null = no cap, only a dead deal
    stalls (no hand card has the rank, or a rank next to it, of a stock or pile card) """
    deals: int | None | Unset = UNSET
    """ [NAG-17](/docs/rules/nags#NAG-17) / [NAG-A13](/docs/rules/nags#NAG-A13): deals in the match; null = one per
    player """
    first_dealer: int | None | Unset = UNSET
    """ the dealer of deal 1; null = the last seat, players - 1 """
    turn_timeout_s: int | None | Unset = UNSET
    """ Turn clock in seconds (5..86400); null = no clock. When it runs out the server acts for the seat to act
    (README, Turn clocks) """
    abandon_after: int | Unset = 3
    """ Consecutive timeouts after which a seat is abandoned and the house bot plays it """
    disconnect_grace_s: int | None | Unset = UNSET
    """ Seconds (5..86400) the seat to act may stay disconnected before any other seat may claim it for the house
    bot (action claim); null = seats cannot be claimed (README, Presence) """

    def to_dict(self) -> dict[str, Any]:
        hand_size = self.hand_size

        horse_duplicate_procedure: str | Unset = UNSET
        if not isinstance(self.horse_duplicate_procedure, Unset):
            horse_duplicate_procedure = self.horse_duplicate_procedure

        first_player: str | Unset = UNSET
        if not isinstance(self.first_player, Unset):
            first_player = self.first_player

        starter_opens_direction_choice = self.starter_opens_direction_choice

        starter_horse_effect: str | Unset = UNSET
        if not isinstance(self.starter_horse_effect, Unset):
            starter_horse_effect = self.starter_horse_effect

        rank_wrap = self.rank_wrap

        multi_card_play = self.multi_card_play

        voluntary_stock_turn = self.voluntary_stock_turn

        stock_exhausted = self.stock_exhausted

        stall_limit: int | None | Unset
        if isinstance(self.stall_limit, Unset):
            stall_limit = UNSET
        else:
            stall_limit = self.stall_limit

        deals: int | None | Unset
        if isinstance(self.deals, Unset):
            deals = UNSET
        else:
            deals = self.deals

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
        if hand_size is not UNSET:
            field_dict["hand_size"] = hand_size
        if horse_duplicate_procedure is not UNSET:
            field_dict["horse_duplicate_procedure"] = horse_duplicate_procedure
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if starter_opens_direction_choice is not UNSET:
            field_dict["starter_opens_direction_choice"] = starter_opens_direction_choice
        if starter_horse_effect is not UNSET:
            field_dict["starter_horse_effect"] = starter_horse_effect
        if rank_wrap is not UNSET:
            field_dict["rank_wrap"] = rank_wrap
        if multi_card_play is not UNSET:
            field_dict["multi_card_play"] = multi_card_play
        if voluntary_stock_turn is not UNSET:
            field_dict["voluntary_stock_turn"] = voluntary_stock_turn
        if stock_exhausted is not UNSET:
            field_dict["stock_exhausted"] = stock_exhausted
        if stall_limit is not UNSET:
            field_dict["stall_limit"] = stall_limit
        if deals is not UNSET:
            field_dict["deals"] = deals
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
        hand_size = d.pop("hand_size", UNSET)

        _horse_duplicate_procedure = d.pop("horse_duplicate_procedure", UNSET)
        horse_duplicate_procedure: NagsOptionsHorseDuplicateProcedure | Unset
        if isinstance(_horse_duplicate_procedure, Unset):
            horse_duplicate_procedure = UNSET
        else:
            horse_duplicate_procedure = check_nags_options_horse_duplicate_procedure(_horse_duplicate_procedure)

        _first_player = d.pop("first_player", UNSET)
        first_player: NagsOptionsFirstPlayer | Unset
        if isinstance(_first_player, Unset):
            first_player = UNSET
        else:
            first_player = check_nags_options_first_player(_first_player)

        starter_opens_direction_choice = d.pop("starter_opens_direction_choice", UNSET)

        _starter_horse_effect = d.pop("starter_horse_effect", UNSET)
        starter_horse_effect: NagsOptionsStarterHorseEffect | Unset
        if isinstance(_starter_horse_effect, Unset):
            starter_horse_effect = UNSET
        else:
            starter_horse_effect = check_nags_options_starter_horse_effect(_starter_horse_effect)

        rank_wrap = d.pop("rank_wrap", UNSET)

        multi_card_play = d.pop("multi_card_play", UNSET)

        voluntary_stock_turn = d.pop("voluntary_stock_turn", UNSET)

        stock_exhausted = cast(Literal["reshuffle_keep_top"] | Unset, d.pop("stock_exhausted", UNSET))
        if stock_exhausted != "reshuffle_keep_top" and not isinstance(stock_exhausted, Unset):
            raise ValueError(f"stock_exhausted must match const 'reshuffle_keep_top', got '{stock_exhausted}'")

        def _parse_stall_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        stall_limit = _parse_stall_limit(d.pop("stall_limit", UNSET))

        def _parse_deals(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        deals = _parse_deals(d.pop("deals", UNSET))

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

        nags_options = cls(
            hand_size=hand_size,
            horse_duplicate_procedure=horse_duplicate_procedure,
            first_player=first_player,
            starter_opens_direction_choice=starter_opens_direction_choice,
            starter_horse_effect=starter_horse_effect,
            rank_wrap=rank_wrap,
            multi_card_play=multi_card_play,
            voluntary_stock_turn=voluntary_stock_turn,
            stock_exhausted=stock_exhausted,
            stall_limit=stall_limit,
            deals=deals,
            first_dealer=first_dealer,
            turn_timeout_s=turn_timeout_s,
            abandon_after=abandon_after,
            disconnect_grace_s=disconnect_grace_s,
        )

        return nags_options
