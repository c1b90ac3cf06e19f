from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.switch_options_counter_jack import SwitchOptionsCounterJack, check_switch_options_counter_jack
from ..models.switch_options_counter_twos_fours import (
    SwitchOptionsCounterTwosFours,
    check_switch_options_counter_twos_fours,
)
from ..models.switch_options_deck_rule import SwitchOptionsDeckRule, check_switch_options_deck_rule
from ..models.switch_options_last_card_enforcement import (
    SwitchOptionsLastCardEnforcement,
    check_switch_options_last_card_enforcement,
)
from ..models.switch_options_starter_trick_card import (
    SwitchOptionsStarterTrickCard,
    check_switch_options_starter_trick_card,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SwitchOptions")


@_attrs_define
class SwitchOptions:
    """House rules of docs/rules/switch.md; ``null`` means the default for the player count."""

    deck_rule: SwitchOptionsDeckRule | Unset = "britannica"
    """ [SWI-1](/docs/rules/switch#SWI-1), [CE8-1](/docs/rules/crazy-eights#CE8-1), [CE8-A1](/docs/rules/crazy-
    eights#CE8-A1): britannica = 104 cards for more than 2 players; pagat = from 6 """
    hand_size: int | None | Unset = UNSET
    """ [SWI-1](/docs/rules/switch#SWI-1), [CE8-1](/docs/rules/crazy-eights#CE8-1): cards dealt to each hand; null =
    7 for two players, else 5 """
    wild_rank: Literal["A"] | Unset = "A"
    """ [SWI-3](/docs/rules/switch#SWI-3), [SWI-A8](/docs/rules/switch#SWI-A8): aces are wild; 8s are ordinary """
    draw_mode: Literal["single"] | Unset = "single"
    """ [SWI-4](/docs/rules/switch#SWI-4): a player who does not play draws exactly one card """
    drawn_card_playable: bool | Unset = True
    """ [SWI-4](/docs/rules/switch#SWI-4), [SWI-A6](/docs/rules/switch#SWI-A6): the card just drawn (and only it)
    may be played at once if legal """
    counter_twos_fours: SwitchOptionsCounterTwosFours | Unset = "forced_if_able"
    """ [SWI-5](/docs/rules/switch#SWI-5), [SWI-A2](/docs/rules/switch#SWI-A2): forced_if_able = a player facing a 2
    or 4 obligation who can answer it must; optional = he may draw instead """
    counter_jack: SwitchOptionsCounterJack | Unset = "optional"
    """ [SWI-7](/docs/rules/switch#SWI-7), [SWI-A1](/docs/rules/switch#SWI-A1): optional = a jack-attacked player
    may miss his turn although he holds a J; forced_if_able = he must answer with a J if he can """
    mix_twos_fours: bool | Unset = False
    """ [SWI-6](/docs/rules/switch#SWI-6), [SWI-A3](/docs/rules/switch#SWI-A3): a 4 may answer a two-obligation and
    a 2 a four-obligation """
    two_cap: int | Unset = 8
    """ [SWI-5](/docs/rules/switch#SWI-5), [SWI-A5](/docs/rules/switch#SWI-A5): the most cards a two-obligation
    reaches """
    four_cap: int | Unset = 16
    """ [SWI-6](/docs/rules/switch#SWI-6), [SWI-A5](/docs/rules/switch#SWI-A5): the most cards a four-obligation
    reaches """
    wild_on_pending: bool | Unset = False
    """ [SWI-6](/docs/rules/switch#SWI-6), [SWI-A4](/docs/rules/switch#SWI-A4): an ace may be played on a pending
    2/4 obligation or a jack attack; it cancels the obligation or the attack and names a suit """
    starter_trick_card: SwitchOptionsStarterTrickCard | Unset = "bury"
    """ [SWI-1](/docs/rules/switch#SWI-1), [SWI-A7](/docs/rules/switch#SWI-A7): a starter A, 2, 4 or J is buried and
    another turned; or acts as the dealer's play (2/4 obligation, J reversal and attack); or has no effect """
    last_card_enforcement: SwitchOptionsLastCardEnforcement | Unset = "automatic"
    """ [SWI-8](/docs/rules/switch#SWI-8), [SWI-A9](/docs/rules/switch#SWI-A9): automatic = a play leaving one card
    without announce_last draws the penalty at once; challenge = only if an opponent challenges before the next
    action """
    infraction_penalty_cards: int | Unset = 2
    """ [SWI-8](/docs/rules/switch#SWI-8): cards drawn for a missed last-card call """
    turn_timeout_s: int | None | Unset = UNSET
    """ [SWI-9](/docs/rules/switch#SWI-9), [SWI-A11](/docs/rules/switch#SWI-A11): turn clock in seconds (5..86400);
    a player whose time runs out draws 2 and his turn ends; null = no clock """
    abandon_after: int | Unset = 3
    """ Consecutive timeouts after which a seat is abandoned and the house bot plays it """
    disconnect_grace_s: int | None | Unset = UNSET
    """ Seconds (5..86400) the seat to act may stay disconnected before any other seat may claim it for the house
    bot (action claim); null = seats cannot be claimed (README, Presence) """
    stock_exhausted: Literal["reshuffle_keep_top"] | Unset = "reshuffle_keep_top"
    """ [SWI-12](/docs/rules/switch#SWI-12), [SWI-A13](/docs/rules/switch#SWI-A13): an empty stock is the discard
    pile minus its top card, shuffled """
    target: int | None | Unset = UNSET
    """ [SWI-13](/docs/rules/switch#SWI-13), [SWI-A14](/docs/rules/switch#SWI-A14): match target; null = 50 x
    players """
    first_dealer: int | None | Unset = UNSET
    """ dealer of deal 1; null = the last seat """

    def to_dict(self) -> dict[str, Any]:
        deck_rule: str | Unset = UNSET
        if not isinstance(self.deck_rule, Unset):
            deck_rule = self.deck_rule

        hand_size: int | None | Unset
        if isinstance(self.hand_size, Unset):
            hand_size = UNSET
        else:
            hand_size = self.hand_size

        wild_rank = self.wild_rank

        draw_mode = self.draw_mode

        drawn_card_playable = self.drawn_card_playable

        counter_twos_fours: str | Unset = UNSET
        if not isinstance(self.counter_twos_fours, Unset):
            counter_twos_fours = self.counter_twos_fours

        counter_jack: str | Unset = UNSET
        if not isinstance(self.counter_jack, Unset):
            counter_jack = self.counter_jack

        mix_twos_fours = self.mix_twos_fours

        two_cap = self.two_cap

        four_cap = self.four_cap

        wild_on_pending = self.wild_on_pending

        starter_trick_card: str | Unset = UNSET
        if not isinstance(self.starter_trick_card, Unset):
            starter_trick_card = self.starter_trick_card

        last_card_enforcement: str | Unset = UNSET
        if not isinstance(self.last_card_enforcement, Unset):
            last_card_enforcement = self.last_card_enforcement

        infraction_penalty_cards = self.infraction_penalty_cards

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

        stock_exhausted = self.stock_exhausted

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        first_dealer: int | None | Unset
        if isinstance(self.first_dealer, Unset):
            first_dealer = UNSET
        else:
            first_dealer = self.first_dealer

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if deck_rule is not UNSET:
            field_dict["deck_rule"] = deck_rule
        if hand_size is not UNSET:
            field_dict["hand_size"] = hand_size
        if wild_rank is not UNSET:
            field_dict["wild_rank"] = wild_rank
        if draw_mode is not UNSET:
            field_dict["draw_mode"] = draw_mode
        if drawn_card_playable is not UNSET:
            field_dict["drawn_card_playable"] = drawn_card_playable
        if counter_twos_fours is not UNSET:
            field_dict["counter_twos_fours"] = counter_twos_fours
        if counter_jack is not UNSET:
            field_dict["counter_jack"] = counter_jack
        if mix_twos_fours is not UNSET:
            field_dict["mix_twos_fours"] = mix_twos_fours
        if two_cap is not UNSET:
            field_dict["two_cap"] = two_cap
        if four_cap is not UNSET:
            field_dict["four_cap"] = four_cap
        if wild_on_pending is not UNSET:
            field_dict["wild_on_pending"] = wild_on_pending
        if starter_trick_card is not UNSET:
            field_dict["starter_trick_card"] = starter_trick_card
        if last_card_enforcement is not UNSET:
            field_dict["last_card_enforcement"] = last_card_enforcement
        if infraction_penalty_cards is not UNSET:
            field_dict["infraction_penalty_cards"] = infraction_penalty_cards
        if turn_timeout_s is not UNSET:
            field_dict["turn_timeout_s"] = turn_timeout_s
        if abandon_after is not UNSET:
            field_dict["abandon_after"] = abandon_after
        if disconnect_grace_s is not UNSET:
            field_dict["disconnect_grace_s"] = disconnect_grace_s
        if stock_exhausted is not UNSET:
            field_dict["stock_exhausted"] = stock_exhausted
        if target is not UNSET:
            field_dict["target"] = target
        if first_dealer is not UNSET:
            field_dict["first_dealer"] = first_dealer

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _deck_rule = d.pop("deck_rule", UNSET)
        deck_rule: SwitchOptionsDeckRule | Unset
        if isinstance(_deck_rule, Unset):
            deck_rule = UNSET
        else:
            deck_rule = check_switch_options_deck_rule(_deck_rule)

        def _parse_hand_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hand_size = _parse_hand_size(d.pop("hand_size", UNSET))

        wild_rank = cast(Literal["A"] | Unset, d.pop("wild_rank", UNSET))
        if wild_rank != "A" and not isinstance(wild_rank, Unset):
            raise ValueError(f"wild_rank must match const 'A', got '{wild_rank}'")

        draw_mode = cast(Literal["single"] | Unset, d.pop("draw_mode", UNSET))
        if draw_mode != "single" and not isinstance(draw_mode, Unset):
            raise ValueError(f"draw_mode must match const 'single', got '{draw_mode}'")

        drawn_card_playable = d.pop("drawn_card_playable", UNSET)

        _counter_twos_fours = d.pop("counter_twos_fours", UNSET)
        counter_twos_fours: SwitchOptionsCounterTwosFours | Unset
        if isinstance(_counter_twos_fours, Unset):
            counter_twos_fours = UNSET
        else:
            counter_twos_fours = check_switch_options_counter_twos_fours(_counter_twos_fours)

        _counter_jack = d.pop("counter_jack", UNSET)
        counter_jack: SwitchOptionsCounterJack | Unset
        if isinstance(_counter_jack, Unset):
            counter_jack = UNSET
        else:
            counter_jack = check_switch_options_counter_jack(_counter_jack)

        mix_twos_fours = d.pop("mix_twos_fours", UNSET)

        two_cap = d.pop("two_cap", UNSET)

        four_cap = d.pop("four_cap", UNSET)

        wild_on_pending = d.pop("wild_on_pending", UNSET)

        _starter_trick_card = d.pop("starter_trick_card", UNSET)
        starter_trick_card: SwitchOptionsStarterTrickCard | Unset
        if isinstance(_starter_trick_card, Unset):
            starter_trick_card = UNSET
        else:
            starter_trick_card = check_switch_options_starter_trick_card(_starter_trick_card)

        _last_card_enforcement = d.pop("last_card_enforcement", UNSET)
        last_card_enforcement: SwitchOptionsLastCardEnforcement | Unset
        if isinstance(_last_card_enforcement, Unset):
            last_card_enforcement = UNSET
        else:
            last_card_enforcement = check_switch_options_last_card_enforcement(_last_card_enforcement)

        infraction_penalty_cards = d.pop("infraction_penalty_cards", UNSET)

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

        stock_exhausted = cast(Literal["reshuffle_keep_top"] | Unset, d.pop("stock_exhausted", UNSET))
        if stock_exhausted != "reshuffle_keep_top" and not isinstance(stock_exhausted, Unset):
            raise ValueError(f"stock_exhausted must match const 'reshuffle_keep_top', got '{stock_exhausted}'")

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        def _parse_first_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer", UNSET))

        switch_options = cls(
            deck_rule=deck_rule,
            hand_size=hand_size,
            wild_rank=wild_rank,
            draw_mode=draw_mode,
            drawn_card_playable=drawn_card_playable,
            counter_twos_fours=counter_twos_fours,
            counter_jack=counter_jack,
            mix_twos_fours=mix_twos_fours,
            two_cap=two_cap,
            four_cap=four_cap,
            wild_on_pending=wild_on_pending,
            starter_trick_card=starter_trick_card,
            last_card_enforcement=last_card_enforcement,
            infraction_penalty_cards=infraction_penalty_cards,
            turn_timeout_s=turn_timeout_s,
            abandon_after=abandon_after,
            disconnect_grace_s=disconnect_grace_s,
            stock_exhausted=stock_exhausted,
            target=target,
            first_dealer=first_dealer,
        )

        return switch_options
