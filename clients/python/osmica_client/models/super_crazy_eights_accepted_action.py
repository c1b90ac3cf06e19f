from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.super_crazy_eights_accepted_action_by import (
    SuperCrazyEightsAcceptedActionBy,
    check_super_crazy_eights_accepted_action_by,
)

if TYPE_CHECKING:
    from ..models.super_crazy_eights_challenge import SuperCrazyEightsChallenge
    from ..models.super_crazy_eights_claim import SuperCrazyEightsClaim
    from ..models.super_crazy_eights_draw import SuperCrazyEightsDraw
    from ..models.super_crazy_eights_pass import SuperCrazyEightsPass
    from ..models.super_crazy_eights_play import SuperCrazyEightsPlay
    from ..models.super_crazy_eights_resign import SuperCrazyEightsResign


T = TypeVar("T", bound="SuperCrazyEightsAcceptedAction")


@_attrs_define
class SuperCrazyEightsAcceptedAction:
    """One accepted action of a Super Crazy Eights (Super Lude Osmice) match, in the order it was applied."""

    seat: int
    """ The seat the action was applied for. """
    by: SuperCrazyEightsAcceptedActionBy
    """ Who made it: `player` (sent with the seat's token), `bot` (a bot seat, or the house bot for a resigned or
    abandoned seat; the events it causes carry `bot: true`) or `timeout` (the seat's turn clock ran out: a
    `timed_out` event, then the events of `action`, the house bot's move, marked `bot: true`; in Switch the action
    is `draw` and stands for the [SWI-9](/docs/rules/switch#SWI-9) penalty, 2 cards and the turn ends). Every other
    entry replays as `action` applied for `seat`. """
    action: (
        SuperCrazyEightsChallenge
        | SuperCrazyEightsClaim
        | SuperCrazyEightsDraw
        | SuperCrazyEightsPass
        | SuperCrazyEightsPlay
        | SuperCrazyEightsResign
    )
    """ The action as the seat sent it (or the server applied it for the seat). """

    def to_dict(self) -> dict[str, Any]:
        from ..models.super_crazy_eights_challenge import SuperCrazyEightsChallenge  # noqa: PLC0415
        from ..models.super_crazy_eights_draw import SuperCrazyEightsDraw  # noqa: PLC0415
        from ..models.super_crazy_eights_pass import SuperCrazyEightsPass  # noqa: PLC0415
        from ..models.super_crazy_eights_play import SuperCrazyEightsPlay  # noqa: PLC0415
        from ..models.super_crazy_eights_resign import SuperCrazyEightsResign  # noqa: PLC0415

        seat = self.seat

        by: str = self.by

        action: dict[str, Any]
        if isinstance(self.action, SuperCrazyEightsPlay):
            action = self.action.to_dict()
        elif isinstance(self.action, SuperCrazyEightsDraw):
            action = self.action.to_dict()
        elif isinstance(self.action, SuperCrazyEightsPass):
            action = self.action.to_dict()
        elif isinstance(self.action, SuperCrazyEightsChallenge):
            action = self.action.to_dict()
        elif isinstance(self.action, SuperCrazyEightsResign):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "by": by,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.super_crazy_eights_challenge import SuperCrazyEightsChallenge  # noqa: PLC0415
        from ..models.super_crazy_eights_claim import SuperCrazyEightsClaim  # noqa: PLC0415
        from ..models.super_crazy_eights_draw import SuperCrazyEightsDraw  # noqa: PLC0415
        from ..models.super_crazy_eights_pass import SuperCrazyEightsPass  # noqa: PLC0415
        from ..models.super_crazy_eights_play import SuperCrazyEightsPlay  # noqa: PLC0415
        from ..models.super_crazy_eights_resign import SuperCrazyEightsResign  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        by = check_super_crazy_eights_accepted_action_by(d.pop("by"))

        def _parse_action(
            data: object,
        ) -> (
            SuperCrazyEightsChallenge
            | SuperCrazyEightsClaim
            | SuperCrazyEightsDraw
            | SuperCrazyEightsPass
            | SuperCrazyEightsPlay
            | SuperCrazyEightsResign
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = SuperCrazyEightsPlay.from_dict(data)

                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = SuperCrazyEightsDraw.from_dict(data)

                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = SuperCrazyEightsPass.from_dict(data)

                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = SuperCrazyEightsChallenge.from_dict(data)

                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = SuperCrazyEightsResign.from_dict(data)

                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_5 = SuperCrazyEightsClaim.from_dict(data)

            return action_type_5

        action = _parse_action(d.pop("action"))

        super_crazy_eights_accepted_action = cls(
            seat=seat,
            by=by,
            action=action,
        )

        return super_crazy_eights_accepted_action
