from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.super_crazy_eights_view_named_suit_type_0 import (
    SuperCrazyEightsViewNamedSuitType0,
    check_super_crazy_eights_view_named_suit_type_0,
)
from ..models.super_crazy_eights_view_score_direction import (
    SuperCrazyEightsViewScoreDirection,
    check_super_crazy_eights_view_score_direction,
)
from ..models.super_crazy_eights_view_status import SuperCrazyEightsViewStatus, check_super_crazy_eights_view_status

if TYPE_CHECKING:
    from ..models.deal_info import DealInfo
    from ..models.deal_result import DealResult
    from ..models.pending import Pending
    from ..models.super_crazy_eights_challenge import SuperCrazyEightsChallenge
    from ..models.super_crazy_eights_draw import SuperCrazyEightsDraw
    from ..models.super_crazy_eights_options import SuperCrazyEightsOptions
    from ..models.super_crazy_eights_pass import SuperCrazyEightsPass
    from ..models.super_crazy_eights_play import SuperCrazyEightsPlay


T = TypeVar("T", bound="SuperCrazyEightsView")


@_attrs_define
class SuperCrazyEightsView:
    variant: str
    version: int
    status: SuperCrazyEightsViewStatus
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
    score_direction: SuperCrazyEightsViewScoreDirection
    deal_results: list[DealResult]
    winners: list[int]
    options: SuperCrazyEightsOptions
    """ House rules of Super Lude Osmice (RULES.md §5.1); the view shows the effective values. """
    legal_actions: list[SuperCrazyEightsChallenge | SuperCrazyEightsDraw | SuperCrazyEightsPass | SuperCrazyEightsPlay]
    top: None | str
    discard_count: int
    named_suit: None | SuperCrazyEightsViewNamedSuitType0
    free_lead: bool
    pending: None | Pending
    unannounced: list[bool]
    has_drawn: bool
    drawn_card: None | str
    game_id: str = ""
    commitment: str = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pending import Pending  # noqa: PLC0415
        from ..models.super_crazy_eights_draw import SuperCrazyEightsDraw  # noqa: PLC0415
        from ..models.super_crazy_eights_pass import SuperCrazyEightsPass  # noqa: PLC0415
        from ..models.super_crazy_eights_play import SuperCrazyEightsPlay  # noqa: PLC0415

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
            if isinstance(legal_actions_item_data, SuperCrazyEightsPlay):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, SuperCrazyEightsDraw):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, SuperCrazyEightsPass):
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

        free_lead = self.free_lead

        pending: dict[str, Any] | None
        if isinstance(self.pending, Pending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        unannounced = self.unannounced

        has_drawn = self.has_drawn

        drawn_card: None | str
        drawn_card = self.drawn_card

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
                "free_lead": free_lead,
                "pending": pending,
                "unannounced": unannounced,
                "has_drawn": has_drawn,
                "drawn_card": drawn_card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_info import DealInfo  # noqa: PLC0415
        from ..models.deal_result import DealResult  # noqa: PLC0415
        from ..models.pending import Pending  # noqa: PLC0415
        from ..models.super_crazy_eights_challenge import SuperCrazyEightsChallenge  # noqa: PLC0415
        from ..models.super_crazy_eights_draw import SuperCrazyEightsDraw  # noqa: PLC0415
        from ..models.super_crazy_eights_options import SuperCrazyEightsOptions  # noqa: PLC0415
        from ..models.super_crazy_eights_pass import SuperCrazyEightsPass  # noqa: PLC0415
        from ..models.super_crazy_eights_play import SuperCrazyEightsPlay  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        commitment = d.pop("commitment")

        variant = d.pop("variant")

        version = d.pop("version")

        status = check_super_crazy_eights_view_status(d.pop("status"))

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

        score_direction = check_super_crazy_eights_view_score_direction(d.pop("score_direction"))

        deal_results = []
        _deal_results = d.pop("deal_results")
        for deal_results_item_data in _deal_results:
            deal_results_item = DealResult.from_dict(deal_results_item_data)

            deal_results.append(deal_results_item)

        winners = cast(list[int], d.pop("winners"))

        options = SuperCrazyEightsOptions.from_dict(d.pop("options"))

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:

            def _parse_legal_actions_item(
                data: object,
            ) -> SuperCrazyEightsChallenge | SuperCrazyEightsDraw | SuperCrazyEightsPass | SuperCrazyEightsPlay:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_0 = SuperCrazyEightsPlay.from_dict(data)

                    return legal_actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_1 = SuperCrazyEightsDraw.from_dict(data)

                    return legal_actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_2 = SuperCrazyEightsPass.from_dict(data)

                    return legal_actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                legal_actions_item_type_3 = SuperCrazyEightsChallenge.from_dict(data)

                return legal_actions_item_type_3

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        def _parse_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        top = _parse_top(d.pop("top"))

        discard_count = d.pop("discard_count")

        def _parse_named_suit(data: object) -> None | SuperCrazyEightsViewNamedSuitType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                named_suit_type_0 = check_super_crazy_eights_view_named_suit_type_0(data)

                return named_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuperCrazyEightsViewNamedSuitType0, data)

        named_suit = _parse_named_suit(d.pop("named_suit"))

        free_lead = d.pop("free_lead")

        def _parse_pending(data: object) -> None | Pending:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = Pending.from_dict(data)

                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Pending, data)

        pending = _parse_pending(d.pop("pending"))

        unannounced = cast(list[bool], d.pop("unannounced"))

        has_drawn = d.pop("has_drawn")

        def _parse_drawn_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        drawn_card = _parse_drawn_card(d.pop("drawn_card"))

        super_crazy_eights_view = cls(
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
            free_lead=free_lead,
            pending=pending,
            unannounced=unannounced,
            has_drawn=has_drawn,
            drawn_card=drawn_card,
        )

        super_crazy_eights_view.additional_properties = d
        return super_crazy_eights_view

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
