from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.crazy_eights_view_named_suit_type_0 import (
    CrazyEightsViewNamedSuitType0,
    check_crazy_eights_view_named_suit_type_0,
)
from ..models.crazy_eights_view_score_direction import (
    CrazyEightsViewScoreDirection,
    check_crazy_eights_view_score_direction,
)
from ..models.crazy_eights_view_status import CrazyEightsViewStatus, check_crazy_eights_view_status

if TYPE_CHECKING:
    from ..models.crazy_eights_draw import CrazyEightsDraw
    from ..models.crazy_eights_options import CrazyEightsOptions
    from ..models.crazy_eights_pass import CrazyEightsPass
    from ..models.crazy_eights_play import CrazyEightsPlay
    from ..models.deal_info import DealInfo
    from ..models.deal_result import DealResult


T = TypeVar("T", bound="CrazyEightsView")


@_attrs_define
class CrazyEightsView:
    variant: str
    version: int
    status: CrazyEightsViewStatus
    seat: int | None
    players: int
    names: list[str]
    preset_deck: bool
    deal: DealInfo
    turn: int | None
    direction: int
    hand: list[str] | None
    hand_counts: list[int]
    stock_count: int
    scores: list[int]
    score_direction: CrazyEightsViewScoreDirection
    deal_results: list[DealResult]
    winners: list[int]
    options: CrazyEightsOptions
    """ House rules of RULES.md §7.1; ``null`` means the default for the player count. """
    legal_actions: list[CrazyEightsDraw | CrazyEightsPass | CrazyEightsPlay]
    top: None | str
    discard_count: int
    named_suit: CrazyEightsViewNamedSuitType0 | None
    drawn_this_turn: int
    out: list[bool]
    sides: list[int] | None
    game_id: str = ""
    commitment: str = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.crazy_eights_draw import CrazyEightsDraw  # noqa: PLC0415
        from ..models.crazy_eights_play import CrazyEightsPlay  # noqa: PLC0415

        game_id = self.game_id

        commitment = self.commitment

        variant = self.variant

        version = self.version

        status: str = self.status

        seat: int | None
        seat = self.seat

        players = self.players

        names = self.names

        preset_deck = self.preset_deck

        deal = self.deal.to_dict()

        turn: int | None
        turn = self.turn

        direction = self.direction

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        hand_counts = self.hand_counts

        stock_count = self.stock_count

        scores = self.scores

        score_direction: str = self.score_direction

        deal_results = []
        for deal_results_item_data in self.deal_results:
            deal_results_item = deal_results_item_data.to_dict()
            deal_results.append(deal_results_item)

        winners = self.winners

        options = self.options.to_dict()

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, CrazyEightsPlay):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CrazyEightsDraw):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)

        top: None | str
        top = self.top

        discard_count = self.discard_count

        named_suit: None | str
        if isinstance(self.named_suit, str):
            named_suit = self.named_suit
        else:
            named_suit = self.named_suit

        drawn_this_turn = self.drawn_this_turn

        out = self.out

        sides: list[int] | None
        if isinstance(self.sides, list):
            sides = self.sides

        else:
            sides = self.sides

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "commitment": commitment,
                "variant": variant,
                "version": version,
                "status": status,
                "seat": seat,
                "players": players,
                "names": names,
                "preset_deck": preset_deck,
                "deal": deal,
                "turn": turn,
                "direction": direction,
                "hand": hand,
                "hand_counts": hand_counts,
                "stock_count": stock_count,
                "scores": scores,
                "score_direction": score_direction,
                "deal_results": deal_results,
                "winners": winners,
                "options": options,
                "legal_actions": legal_actions,
                "top": top,
                "discard_count": discard_count,
                "named_suit": named_suit,
                "drawn_this_turn": drawn_this_turn,
                "out": out,
                "sides": sides,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crazy_eights_draw import CrazyEightsDraw  # noqa: PLC0415
        from ..models.crazy_eights_options import CrazyEightsOptions  # noqa: PLC0415
        from ..models.crazy_eights_pass import CrazyEightsPass  # noqa: PLC0415
        from ..models.crazy_eights_play import CrazyEightsPlay  # noqa: PLC0415
        from ..models.deal_info import DealInfo  # noqa: PLC0415
        from ..models.deal_result import DealResult  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        commitment = d.pop("commitment")

        variant = d.pop("variant")

        version = d.pop("version")

        status = check_crazy_eights_view_status(d.pop("status"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        players = d.pop("players")

        names = cast(list[str], d.pop("names"))

        preset_deck = d.pop("preset_deck")

        deal = DealInfo.from_dict(d.pop("deal"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        direction = d.pop("direction")

        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))

        hand_counts = cast(list[int], d.pop("hand_counts"))

        stock_count = d.pop("stock_count")

        scores = cast(list[int], d.pop("scores"))

        score_direction = check_crazy_eights_view_score_direction(d.pop("score_direction"))

        deal_results = []
        _deal_results = d.pop("deal_results")
        for deal_results_item_data in _deal_results:
            deal_results_item = DealResult.from_dict(deal_results_item_data)

            deal_results.append(deal_results_item)

        winners = cast(list[int], d.pop("winners"))

        options = CrazyEightsOptions.from_dict(d.pop("options"))

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:

            def _parse_legal_actions_item(data: object) -> CrazyEightsDraw | CrazyEightsPass | CrazyEightsPlay:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_0 = CrazyEightsPlay.from_dict(data)

                    return legal_actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_1 = CrazyEightsDraw.from_dict(data)

                    return legal_actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                legal_actions_item_type_2 = CrazyEightsPass.from_dict(data)

                return legal_actions_item_type_2

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        def _parse_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        top = _parse_top(d.pop("top"))

        discard_count = d.pop("discard_count")

        def _parse_named_suit(data: object) -> CrazyEightsViewNamedSuitType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                named_suit_type_0 = check_crazy_eights_view_named_suit_type_0(data)

                return named_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CrazyEightsViewNamedSuitType0 | None, data)

        named_suit = _parse_named_suit(d.pop("named_suit"))

        drawn_this_turn = d.pop("drawn_this_turn")

        out = cast(list[bool], d.pop("out"))

        def _parse_sides(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                sides_type_0 = cast(list[int], data)

                return sides_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        sides = _parse_sides(d.pop("sides"))

        crazy_eights_view = cls(
            game_id=game_id,
            commitment=commitment,
            variant=variant,
            version=version,
            status=status,
            seat=seat,
            players=players,
            names=names,
            preset_deck=preset_deck,
            deal=deal,
            turn=turn,
            direction=direction,
            hand=hand,
            hand_counts=hand_counts,
            stock_count=stock_count,
            scores=scores,
            score_direction=score_direction,
            deal_results=deal_results,
            winners=winners,
            options=options,
            legal_actions=legal_actions,
            top=top,
            discard_count=discard_count,
            named_suit=named_suit,
            drawn_this_turn=drawn_this_turn,
            out=out,
            sides=sides,
        )

        crazy_eights_view.additional_properties = d
        return crazy_eights_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
