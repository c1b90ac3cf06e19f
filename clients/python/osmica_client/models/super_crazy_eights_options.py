from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.super_crazy_eights_options_answer_to_pending_two import (
    SuperCrazyEightsOptionsAnswerToPendingTwo,
    check_super_crazy_eights_options_answer_to_pending_two,
)
from ..models.super_crazy_eights_options_last_card_enforcement import (
    SuperCrazyEightsOptionsLastCardEnforcement,
    check_super_crazy_eights_options_last_card_enforcement,
)
from ..models.super_crazy_eights_options_last_card_mode import (
    SuperCrazyEightsOptionsLastCardMode,
    check_super_crazy_eights_options_last_card_mode,
)
from ..models.super_crazy_eights_options_reverse_with_two_players import (
    SuperCrazyEightsOptionsReverseWithTwoPlayers,
    check_super_crazy_eights_options_reverse_with_two_players,
)
from ..models.super_crazy_eights_options_starter_effects import (
    SuperCrazyEightsOptionsStarterEffects,
    check_super_crazy_eights_options_starter_effects,
)
from ..models.super_crazy_eights_options_table_orientation import (
    SuperCrazyEightsOptionsTableOrientation,
    check_super_crazy_eights_options_table_orientation,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SuperCrazyEightsOptions")


@_attrs_define
class SuperCrazyEightsOptions:
    """House rules of Super Lude Osmice (docs/rules/super-crazy-eights.md); the view shows the effective values."""

    decks: int | None | Unset = UNSET
    """ null in a request = 1 for up to 4 players, 2 for 5 or more. """
    deal_schedule: list[int] | Unset = UNSET
    """ [SLO-2](/docs/rules/super-crazy-eights#SLO-2): cards dealt to each player in deal 1, 2, ...; the match has
    one deal per entry, and players * max(entry) + 2 must not exceed the deck """
    starter_effects: SuperCrazyEightsOptionsStarterEffects | Unset = "as_dealer_play"
    """ [SLO-3](/docs/rules/super-crazy-eights#SLO-3): the turned starter acts as the dealer's play (A reverses, 2
    obliges the first player to draw 2, 3 skips him, 8 gives a free lead), or is an ordinary card to match """
    starter_two_counterable: bool | Unset = False
    """ [SLO-3](/docs/rules/super-crazy-eights#SLO-3) / [SLO-A6](/docs/rules/super-crazy-eights#SLO-A6): false: the
    first player draws 2 on a starter 2 and the next one plays (the seed); true: he may instead answer it with a 2,
    as any 2 ([SLO-8](/docs/rules/super-crazy-eights#SLO-8)) """
    drawn_card_playable: bool | Unset = True
    """ [SLO-5](/docs/rules/super-crazy-eights#SLO-5) / [SLO-A15](/docs/rules/super-crazy-eights#SLO-A15): after
    drawing, the drawn card (only it) may be played if legal """
    voluntary_draw: bool | Unset = True
    """ [SLO-5](/docs/rules/super-crazy-eights#SLO-5) / [SLO-A16](/docs/rules/super-crazy-eights#SLO-A16): a player
    may draw although he holds a legal card """
    two_stack_cap: int | None | Unset = UNSET
    """ [SLO-8](/docs/rules/super-crazy-eights#SLO-8) / [SLO-A10](/docs/rules/super-crazy-eights#SLO-A10): the most
    cards a 2-obligation can reach (further 2s may still be played but do not raise it); null = no cap besides the
    2s in the deck """
    answer_to_pending_two: SuperCrazyEightsOptionsAnswerToPendingTwo | Unset = "twos_only"
    """ [SLO-8](/docs/rules/super-crazy-eights#SLO-8) / [SLO-A11](/docs/rules/super-crazy-eights#SLO-A11): what
    answers a pending 2-obligation besides drawing it: another 2, or also an 8, which cancels the obligation and
    names a suit """
    reverse_with_two_players: SuperCrazyEightsOptionsReverseWithTwoPlayers | Unset = "noop"
    """ [SLO-6](/docs/rules/super-crazy-eights#SLO-6) / [SLO-A8](/docs/rules/super-crazy-eights#SLO-A8): with two
    players an ace changes nothing (the opponent moves next) or skips the opponent like a 3 (the ace's player moves
    again) """
    last_card_mode: SuperCrazyEightsOptionsLastCardMode | Unset = "second_to_last"
    """ [SLO-10](/docs/rules/super-crazy-eights#SLO-10) / [SLO-A13](/docs/rules/super-crazy-eights#SLO-A13):
    'Poslednja' is announced (announce_last) with the play that leaves one card, or with the going-out play itself,
    or never """
    last_card_enforcement: SuperCrazyEightsOptionsLastCardEnforcement | Unset = "automatic"
    """ [SLO-10](/docs/rules/super-crazy-eights#SLO-10) / [SLO-A13](/docs/rules/super-crazy-eights#SLO-A13): a
    missing call is punished when the player tries to play his last card (the card stays, he draws 1), or only if an
    opponent sends challenge {seat} before the next accepted action (he draws 1 at once); challenge needs
    last_card_mode second_to_last or off """
    reshuffle_keep_top: bool | Unset = False
    """ [SLO-11](/docs/rules/super-crazy-eights#SLO-11) / [SLO-A14](/docs/rules/super-crazy-eights#SLO-A14): on an
    empty stock shuffle the pile but its top card when a card must be drawn (a player who can neither play nor draw
    passes; a full round of such passes ends the deal), instead of the whole pile as soon as the stock empties,
    followed by a free lead """
    table_orientation: SuperCrazyEightsOptionsTableOrientation | Unset = "counterclockwise"
    """ [SLO-A3](/docs/rules/super-crazy-eights#SLO-A3): which way seat order runs at the table (the seed's
    customary 'desni smer' is counterclockwise); a label only, it changes no rule """
    first_dealer: int | None | Unset = UNSET
    """ null in a request = the last seat, players - 1. """
    turn_timeout_s: int | None | Unset = UNSET
    """ Turn clock in seconds (5..86400); null = no clock. When it runs out the server acts for the seat to act
    (README, Turn clocks) """
    abandon_after: int | Unset = 3
    """ Consecutive timeouts after which a seat is abandoned and the house bot plays it """
    disconnect_grace_s: int | None | Unset = UNSET
    """ Seconds (5..86400) the seat to act may stay disconnected before any other seat may claim it for the house
    bot (action claim); null = seats cannot be claimed (README, Presence) """

    def to_dict(self) -> dict[str, Any]:
        decks: int | None | Unset
        if isinstance(self.decks, Unset):
            decks = UNSET
        else:
            decks = self.decks

        deal_schedule: list[int] | Unset = UNSET
        if not isinstance(self.deal_schedule, Unset):
            deal_schedule = self.deal_schedule

        starter_effects: str | Unset = UNSET
        if not isinstance(self.starter_effects, Unset):
            starter_effects = self.starter_effects

        starter_two_counterable = self.starter_two_counterable

        drawn_card_playable = self.drawn_card_playable

        voluntary_draw = self.voluntary_draw

        two_stack_cap: int | None | Unset
        if isinstance(self.two_stack_cap, Unset):
            two_stack_cap = UNSET
        else:
            two_stack_cap = self.two_stack_cap

        answer_to_pending_two: str | Unset = UNSET
        if not isinstance(self.answer_to_pending_two, Unset):
            answer_to_pending_two = self.answer_to_pending_two

        reverse_with_two_players: str | Unset = UNSET
        if not isinstance(self.reverse_with_two_players, Unset):
            reverse_with_two_players = self.reverse_with_two_players

        last_card_mode: str | Unset = UNSET
        if not isinstance(self.last_card_mode, Unset):
            last_card_mode = self.last_card_mode

        last_card_enforcement: str | Unset = UNSET
        if not isinstance(self.last_card_enforcement, Unset):
            last_card_enforcement = self.last_card_enforcement

        reshuffle_keep_top = self.reshuffle_keep_top

        table_orientation: str | Unset = UNSET
        if not isinstance(self.table_orientation, Unset):
            table_orientation = self.table_orientation

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
        if decks is not UNSET:
            field_dict["decks"] = decks
        if deal_schedule is not UNSET:
            field_dict["deal_schedule"] = deal_schedule
        if starter_effects is not UNSET:
            field_dict["starter_effects"] = starter_effects
        if starter_two_counterable is not UNSET:
            field_dict["starter_two_counterable"] = starter_two_counterable
        if drawn_card_playable is not UNSET:
            field_dict["drawn_card_playable"] = drawn_card_playable
        if voluntary_draw is not UNSET:
            field_dict["voluntary_draw"] = voluntary_draw
        if two_stack_cap is not UNSET:
            field_dict["two_stack_cap"] = two_stack_cap
        if answer_to_pending_two is not UNSET:
            field_dict["answer_to_pending_two"] = answer_to_pending_two
        if reverse_with_two_players is not UNSET:
            field_dict["reverse_with_two_players"] = reverse_with_two_players
        if last_card_mode is not UNSET:
            field_dict["last_card_mode"] = last_card_mode
        if last_card_enforcement is not UNSET:
            field_dict["last_card_enforcement"] = last_card_enforcement
        if reshuffle_keep_top is not UNSET:
            field_dict["reshuffle_keep_top"] = reshuffle_keep_top
        if table_orientation is not UNSET:
            field_dict["table_orientation"] = table_orientation
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

        def _parse_decks(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        decks = _parse_decks(d.pop("decks", UNSET))

        deal_schedule = cast(list[int], d.pop("deal_schedule", UNSET))

        _starter_effects = d.pop("starter_effects", UNSET)
        starter_effects: SuperCrazyEightsOptionsStarterEffects | Unset
        if isinstance(_starter_effects, Unset):
            starter_effects = UNSET
        else:
            starter_effects = check_super_crazy_eights_options_starter_effects(_starter_effects)

        starter_two_counterable = d.pop("starter_two_counterable", UNSET)

        drawn_card_playable = d.pop("drawn_card_playable", UNSET)

        voluntary_draw = d.pop("voluntary_draw", UNSET)

        def _parse_two_stack_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        two_stack_cap = _parse_two_stack_cap(d.pop("two_stack_cap", UNSET))

        _answer_to_pending_two = d.pop("answer_to_pending_two", UNSET)
        answer_to_pending_two: SuperCrazyEightsOptionsAnswerToPendingTwo | Unset
        if isinstance(_answer_to_pending_two, Unset):
            answer_to_pending_two = UNSET
        else:
            answer_to_pending_two = check_super_crazy_eights_options_answer_to_pending_two(_answer_to_pending_two)

        _reverse_with_two_players = d.pop("reverse_with_two_players", UNSET)
        reverse_with_two_players: SuperCrazyEightsOptionsReverseWithTwoPlayers | Unset
        if isinstance(_reverse_with_two_players, Unset):
            reverse_with_two_players = UNSET
        else:
            reverse_with_two_players = check_super_crazy_eights_options_reverse_with_two_players(
                _reverse_with_two_players
            )

        _last_card_mode = d.pop("last_card_mode", UNSET)
        last_card_mode: SuperCrazyEightsOptionsLastCardMode | Unset
        if isinstance(_last_card_mode, Unset):
            last_card_mode = UNSET
        else:
            last_card_mode = check_super_crazy_eights_options_last_card_mode(_last_card_mode)

        _last_card_enforcement = d.pop("last_card_enforcement", UNSET)
        last_card_enforcement: SuperCrazyEightsOptionsLastCardEnforcement | Unset
        if isinstance(_last_card_enforcement, Unset):
            last_card_enforcement = UNSET
        else:
            last_card_enforcement = check_super_crazy_eights_options_last_card_enforcement(_last_card_enforcement)

        reshuffle_keep_top = d.pop("reshuffle_keep_top", UNSET)

        _table_orientation = d.pop("table_orientation", UNSET)
        table_orientation: SuperCrazyEightsOptionsTableOrientation | Unset
        if isinstance(_table_orientation, Unset):
            table_orientation = UNSET
        else:
            table_orientation = check_super_crazy_eights_options_table_orientation(_table_orientation)

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

        super_crazy_eights_options = cls(
            decks=decks,
            deal_schedule=deal_schedule,
            starter_effects=starter_effects,
            starter_two_counterable=starter_two_counterable,
            drawn_card_playable=drawn_card_playable,
            voluntary_draw=voluntary_draw,
            two_stack_cap=two_stack_cap,
            answer_to_pending_two=answer_to_pending_two,
            reverse_with_two_players=reverse_with_two_players,
            last_card_mode=last_card_mode,
            last_card_enforcement=last_card_enforcement,
            reshuffle_keep_top=reshuffle_keep_top,
            table_orientation=table_orientation,
            first_dealer=first_dealer,
            turn_timeout_s=turn_timeout_s,
            abandon_after=abandon_after,
            disconnect_grace_s=disconnect_grace_s,
        )

        return super_crazy_eights_options
