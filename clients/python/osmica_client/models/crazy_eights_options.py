from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.crazy_eights_options_block_tie import CrazyEightsOptionsBlockTie, check_crazy_eights_options_block_tie
from ..models.crazy_eights_options_deck_rule import CrazyEightsOptionsDeckRule, check_crazy_eights_options_deck_rule
from ..models.crazy_eights_options_draw_mode import CrazyEightsOptionsDrawMode, check_crazy_eights_options_draw_mode
from ..models.crazy_eights_options_stock_exhausted import (
    CrazyEightsOptionsStockExhausted,
    check_crazy_eights_options_stock_exhausted,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CrazyEightsOptions")


@_attrs_define
class CrazyEightsOptions:
    """House rules of docs/rules/crazy-eights.md; ``null`` means the default for the player count."""

    deck_rule: CrazyEightsOptionsDeckRule | Unset = "britannica"
    """ [CE8-1](/docs/rules/crazy-eights#CE8-1), [CE8-A1](/docs/rules/crazy-eights#CE8-A1): britannica = 104 cards
    for more than 2 players; pagat = from 6 """
    hand_size: int | None | Unset = UNSET
    """ [CE8-1](/docs/rules/crazy-eights#CE8-1): cards dealt to each hand; null = 7 for two players, else 5 """
    starter_eight: Literal["bury"] | Unset = "bury"
    """ [CE8-2](/docs/rules/crazy-eights#CE8-2), [CE8-A2](/docs/rules/crazy-eights#CE8-A2): an 8 turned as starter
    is buried in the stock """
    draw_mode: CrazyEightsOptionsDrawMode | Unset = "until_playable"
    """ [CE8-6](/docs/rules/crazy-eights#CE8-6), [CE8-A3](/docs/rules/crazy-eights#CE8-A3): until_playable = draw
    until a card is playable; single = one card, then play it or pass; max_n = up to max_draw_cards cards, then pass
    """
    max_draw_cards: int | Unset = 5
    """ [CE8-6](/docs/rules/crazy-eights#CE8-6): the most cards drawn in one turn with draw_mode=max_n """
    voluntary_draw: bool | Unset = True
    """ [CE8-6](/docs/rules/crazy-eights#CE8-6), [CE8-A3](/docs/rules/crazy-eights#CE8-A3): a player may draw
    although he holds a legal card """
    stock_exhausted: CrazyEightsOptionsStockExhausted | Unset = "no_reshuffle"
    """ [CE8-9](/docs/rules/crazy-eights#CE8-9), [CE8-A5](/docs/rules/crazy-eights#CE8-A5): no_reshuffle = the deal
    can block; reshuffle_keep_top = the discard pile minus its top card becomes the stock """
    block_tie: CrazyEightsOptionsBlockTie | Unset = "split_round_down"
    """ [CE8-12](/docs/rules/crazy-eights#CE8-12), [CE8-A7](/docs/rules/crazy-eights#CE8-A7): how players tied for
    the lowest total of a blocked deal score """
    partnership: bool | Unset = False
    """ [CE8-14](/docs/rules/crazy-eights#CE8-14): four players, seats 0 & 2 against 1 & 3, scores per side """
    target: int | None | Unset = UNSET
    """ [CE8-13](/docs/rules/crazy-eights#CE8-13), [CE8-18](/docs/rules/crazy-eights#CE8-18): match target; null =
    50 x players, or 200 per side """
    first_dealer: int | None | Unset = UNSET
    """ dealer of deal 1; null = the last seat """
    turn_timeout_s: int | None | Unset = UNSET
    """ Turn clock in seconds (5..86400); null = no clock. When it runs out the server acts for the seat to act
    (README, Turn clocks) """
    abandon_after: int | Unset = 3
    """ Consecutive timeouts after which a seat is abandoned and the house bot plays it """
    disconnect_grace_s: int | None | Unset = UNSET
    """ Seconds (5..86400) the seat to act may stay disconnected before any other seat may claim it for the house
    bot (action claim); null = seats cannot be claimed (README, Presence) """

    def to_dict(self) -> dict[str, Any]:
        deck_rule: str | Unset = UNSET
        if not isinstance(self.deck_rule, Unset):
            deck_rule = self.deck_rule

        hand_size: int | None | Unset
        if isinstance(self.hand_size, Unset):
            hand_size = UNSET
        else:
            hand_size = self.hand_size

        starter_eight = self.starter_eight

        draw_mode: str | Unset = UNSET
        if not isinstance(self.draw_mode, Unset):
            draw_mode = self.draw_mode

        max_draw_cards = self.max_draw_cards

        voluntary_draw = self.voluntary_draw

        stock_exhausted: str | Unset = UNSET
        if not isinstance(self.stock_exhausted, Unset):
            stock_exhausted = self.stock_exhausted

        block_tie: str | Unset = UNSET
        if not isinstance(self.block_tie, Unset):
            block_tie = self.block_tie

        partnership = self.partnership

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
        if deck_rule is not UNSET:
            field_dict["deck_rule"] = deck_rule
        if hand_size is not UNSET:
            field_dict["hand_size"] = hand_size
        if starter_eight is not UNSET:
            field_dict["starter_eight"] = starter_eight
        if draw_mode is not UNSET:
            field_dict["draw_mode"] = draw_mode
        if max_draw_cards is not UNSET:
            field_dict["max_draw_cards"] = max_draw_cards
        if voluntary_draw is not UNSET:
            field_dict["voluntary_draw"] = voluntary_draw
        if stock_exhausted is not UNSET:
            field_dict["stock_exhausted"] = stock_exhausted
        if block_tie is not UNSET:
            field_dict["block_tie"] = block_tie
        if partnership is not UNSET:
            field_dict["partnership"] = partnership
        if target is not UNSET:
            field_dict["target"] = target
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
        _deck_rule = d.pop("deck_rule", UNSET)
        deck_rule: CrazyEightsOptionsDeckRule | Unset
        if isinstance(_deck_rule, Unset):
            deck_rule = UNSET
        else:
            deck_rule = check_crazy_eights_options_deck_rule(_deck_rule)

        def _parse_hand_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hand_size = _parse_hand_size(d.pop("hand_size", UNSET))

        starter_eight = cast(Literal["bury"] | Unset, d.pop("starter_eight", UNSET))
        if starter_eight != "bury" and not isinstance(starter_eight, Unset):
            raise ValueError(f"starter_eight must match const 'bury', got '{starter_eight}'")

        _draw_mode = d.pop("draw_mode", UNSET)
        draw_mode: CrazyEightsOptionsDrawMode | Unset
        if isinstance(_draw_mode, Unset):
            draw_mode = UNSET
        else:
            draw_mode = check_crazy_eights_options_draw_mode(_draw_mode)

        max_draw_cards = d.pop("max_draw_cards", UNSET)

        voluntary_draw = d.pop("voluntary_draw", UNSET)

        _stock_exhausted = d.pop("stock_exhausted", UNSET)
        stock_exhausted: CrazyEightsOptionsStockExhausted | Unset
        if isinstance(_stock_exhausted, Unset):
            stock_exhausted = UNSET
        else:
            stock_exhausted = check_crazy_eights_options_stock_exhausted(_stock_exhausted)

        _block_tie = d.pop("block_tie", UNSET)
        block_tie: CrazyEightsOptionsBlockTie | Unset
        if isinstance(_block_tie, Unset):
            block_tie = UNSET
        else:
            block_tie = check_crazy_eights_options_block_tie(_block_tie)

        partnership = d.pop("partnership", UNSET)

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

        crazy_eights_options = cls(
            deck_rule=deck_rule,
            hand_size=hand_size,
            starter_eight=starter_eight,
            draw_mode=draw_mode,
            max_draw_cards=max_draw_cards,
            voluntary_draw=voluntary_draw,
            stock_exhausted=stock_exhausted,
            block_tie=block_tie,
            partnership=partnership,
            target=target,
            first_dealer=first_dealer,
            turn_timeout_s=turn_timeout_s,
            abandon_after=abandon_after,
            disconnect_grace_s=disconnect_grace_s,
        )

        return crazy_eights_options
