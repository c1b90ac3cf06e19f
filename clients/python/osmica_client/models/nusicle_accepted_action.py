from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.nusicle_accepted_action_by import NusicleAcceptedActionBy, check_nusicle_accepted_action_by

if TYPE_CHECKING:
    from ..models.nusicle_claim import NusicleClaim
    from ..models.nusicle_draw import NusicleDraw
    from ..models.nusicle_pass import NusiclePass
    from ..models.nusicle_play import NusiclePlay
    from ..models.nusicle_play_ace import NusiclePlayAce
    from ..models.nusicle_resign import NusicleResign


T = TypeVar("T", bound="NusicleAcceptedAction")


@_attrs_define
class NusicleAcceptedAction:
    """One accepted action of a Nusicle match, in the order it was applied."""

    seat: int
    """ The seat the action was applied for. """
    by: NusicleAcceptedActionBy
    """ Who made it: `player` (sent with the seat's token), `bot` (a bot seat, or the house bot for a resigned or
    abandoned seat; the events it causes carry `bot: true`) or `timeout` (the seat's turn clock ran out: a
    `timed_out` event, then the events of `action`, the house bot's move, marked `bot: true`; in Switch the action
    is `draw` and stands for the [SWI-9](/docs/rules/switch#SWI-9) penalty, 2 cards and the turn ends). Every other
    entry replays as `action` applied for `seat`. """
    action: NusicleClaim | NusicleDraw | NusiclePass | NusiclePlay | NusiclePlayAce | NusicleResign
    """ The action as the seat sent it (or the server applied it for the seat). """

    def to_dict(self) -> dict[str, Any]:
        from ..models.nusicle_draw import NusicleDraw  # noqa: PLC0415
        from ..models.nusicle_pass import NusiclePass  # noqa: PLC0415
        from ..models.nusicle_play import NusiclePlay  # noqa: PLC0415
        from ..models.nusicle_play_ace import NusiclePlayAce  # noqa: PLC0415
        from ..models.nusicle_resign import NusicleResign  # noqa: PLC0415

        seat = self.seat

        by: str = self.by

        action: dict[str, Any]
        if isinstance(self.action, NusiclePlay):
            action = self.action.to_dict()
        elif isinstance(self.action, NusiclePlayAce):
            action = self.action.to_dict()
        elif isinstance(self.action, NusicleDraw):
            action = self.action.to_dict()
        elif isinstance(self.action, NusiclePass):
            action = self.action.to_dict()
        elif isinstance(self.action, NusicleResign):
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
        from ..models.nusicle_claim import NusicleClaim  # noqa: PLC0415
        from ..models.nusicle_draw import NusicleDraw  # noqa: PLC0415
        from ..models.nusicle_pass import NusiclePass  # noqa: PLC0415
        from ..models.nusicle_play import NusiclePlay  # noqa: PLC0415
        from ..models.nusicle_play_ace import NusiclePlayAce  # noqa: PLC0415
        from ..models.nusicle_resign import NusicleResign  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        by = check_nusicle_accepted_action_by(d.pop("by"))

        def _parse_action(
            data: object,
        ) -> NusicleClaim | NusicleDraw | NusiclePass | NusiclePlay | NusiclePlayAce | NusicleResign:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = NusiclePlay.from_dict(data)

                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = NusiclePlayAce.from_dict(data)

                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = NusicleDraw.from_dict(data)

                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = NusiclePass.from_dict(data)

                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = NusicleResign.from_dict(data)

                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_5 = NusicleClaim.from_dict(data)

            return action_type_5

        action = _parse_action(d.pop("action"))

        nusicle_accepted_action = cls(
            seat=seat,
            by=by,
            action=action,
        )

        return nusicle_accepted_action
