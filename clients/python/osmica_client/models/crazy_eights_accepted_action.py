from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.crazy_eights_accepted_action_by import CrazyEightsAcceptedActionBy, check_crazy_eights_accepted_action_by

if TYPE_CHECKING:
    from ..models.crazy_eights_claim import CrazyEightsClaim
    from ..models.crazy_eights_draw import CrazyEightsDraw
    from ..models.crazy_eights_pass import CrazyEightsPass
    from ..models.crazy_eights_play import CrazyEightsPlay
    from ..models.crazy_eights_resign import CrazyEightsResign


T = TypeVar("T", bound="CrazyEightsAcceptedAction")


@_attrs_define
class CrazyEightsAcceptedAction:
    """One accepted action of a Crazy Eights match, in the order it was applied."""

    seat: int
    """ The seat the action was applied for. """
    by: CrazyEightsAcceptedActionBy
    """ Who made it: `player` (sent with the seat's token), `bot` (a bot seat, or the house bot for a resigned or
    abandoned seat; the events it causes carry `bot: true`) or `timeout` (the seat's turn clock ran out: a
    `timed_out` event, then the events of `action`, the house bot's move, marked `bot: true`; in Switch the action
    is `draw` and stands for the [SWI-9](/docs/rules/switch#SWI-9) penalty, 2 cards and the turn ends). Every other
    entry replays as `action` applied for `seat`. """
    action: CrazyEightsClaim | CrazyEightsDraw | CrazyEightsPass | CrazyEightsPlay | CrazyEightsResign
    """ The action as the seat sent it (or the server applied it for the seat). """

    def to_dict(self) -> dict[str, Any]:
        from ..models.crazy_eights_draw import CrazyEightsDraw  # noqa: PLC0415
        from ..models.crazy_eights_pass import CrazyEightsPass  # noqa: PLC0415
        from ..models.crazy_eights_play import CrazyEightsPlay  # noqa: PLC0415
        from ..models.crazy_eights_resign import CrazyEightsResign  # noqa: PLC0415

        seat = self.seat

        by: str = self.by

        action: dict[str, Any]
        if isinstance(self.action, CrazyEightsPlay):
            action = self.action.to_dict()
        elif isinstance(self.action, CrazyEightsDraw):
            action = self.action.to_dict()
        elif isinstance(self.action, CrazyEightsPass):
            action = self.action.to_dict()
        elif isinstance(self.action, CrazyEightsResign):
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
        from ..models.crazy_eights_claim import CrazyEightsClaim  # noqa: PLC0415
        from ..models.crazy_eights_draw import CrazyEightsDraw  # noqa: PLC0415
        from ..models.crazy_eights_pass import CrazyEightsPass  # noqa: PLC0415
        from ..models.crazy_eights_play import CrazyEightsPlay  # noqa: PLC0415
        from ..models.crazy_eights_resign import CrazyEightsResign  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        by = check_crazy_eights_accepted_action_by(d.pop("by"))

        def _parse_action(
            data: object,
        ) -> CrazyEightsClaim | CrazyEightsDraw | CrazyEightsPass | CrazyEightsPlay | CrazyEightsResign:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = CrazyEightsPlay.from_dict(data)

                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = CrazyEightsDraw.from_dict(data)

                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = CrazyEightsPass.from_dict(data)

                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = CrazyEightsResign.from_dict(data)

                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_4 = CrazyEightsClaim.from_dict(data)

            return action_type_4

        action = _parse_action(d.pop("action"))

        crazy_eights_accepted_action = cls(
            seat=seat,
            by=by,
            action=action,
        )

        return crazy_eights_accepted_action
