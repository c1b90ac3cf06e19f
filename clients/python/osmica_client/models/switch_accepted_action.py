from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.switch_accepted_action_by import SwitchAcceptedActionBy, check_switch_accepted_action_by

if TYPE_CHECKING:
    from ..models.switch_challenge import SwitchChallenge
    from ..models.switch_claim import SwitchClaim
    from ..models.switch_draw import SwitchDraw
    from ..models.switch_pass import SwitchPass
    from ..models.switch_play import SwitchPlay
    from ..models.switch_resign import SwitchResign


T = TypeVar("T", bound="SwitchAcceptedAction")


@_attrs_define
class SwitchAcceptedAction:
    """One accepted action of a Switch match, in the order it was applied."""

    seat: int
    """ The seat the action was applied for. """
    by: SwitchAcceptedActionBy
    """ Who made it: `player` (sent with the seat's token), `bot` (a bot seat, or the house bot for a resigned or
    abandoned seat; the events it causes carry `bot: true`) or `timeout` (the seat's turn clock ran out: a
    `timed_out` event, then the events of `action`, the house bot's move, marked `bot: true`; in Switch the action
    is `draw` and stands for the [SWI-9](/docs/rules/switch#SWI-9) penalty, 2 cards and the turn ends). Every other
    entry replays as `action` applied for `seat`. """
    action: SwitchChallenge | SwitchClaim | SwitchDraw | SwitchPass | SwitchPlay | SwitchResign
    """ The action as the seat sent it (or the server applied it for the seat). """

    def to_dict(self) -> dict[str, Any]:
        from ..models.switch_challenge import SwitchChallenge  # noqa: PLC0415
        from ..models.switch_draw import SwitchDraw  # noqa: PLC0415
        from ..models.switch_pass import SwitchPass  # noqa: PLC0415
        from ..models.switch_play import SwitchPlay  # noqa: PLC0415
        from ..models.switch_resign import SwitchResign  # noqa: PLC0415

        seat = self.seat

        by: str = self.by

        action: dict[str, Any]
        if isinstance(self.action, SwitchPlay):
            action = self.action.to_dict()
        elif isinstance(self.action, SwitchDraw):
            action = self.action.to_dict()
        elif isinstance(self.action, SwitchPass):
            action = self.action.to_dict()
        elif isinstance(self.action, SwitchChallenge):
            action = self.action.to_dict()
        elif isinstance(self.action, SwitchResign):
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
        from ..models.switch_challenge import SwitchChallenge  # noqa: PLC0415
        from ..models.switch_claim import SwitchClaim  # noqa: PLC0415
        from ..models.switch_draw import SwitchDraw  # noqa: PLC0415
        from ..models.switch_pass import SwitchPass  # noqa: PLC0415
        from ..models.switch_play import SwitchPlay  # noqa: PLC0415
        from ..models.switch_resign import SwitchResign  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        by = check_switch_accepted_action_by(d.pop("by"))

        def _parse_action(
            data: object,
        ) -> SwitchChallenge | SwitchClaim | SwitchDraw | SwitchPass | SwitchPlay | SwitchResign:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = SwitchPlay.from_dict(data)

                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = SwitchDraw.from_dict(data)

                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = SwitchPass.from_dict(data)

                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = SwitchChallenge.from_dict(data)

                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = SwitchResign.from_dict(data)

                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_5 = SwitchClaim.from_dict(data)

            return action_type_5

        action = _parse_action(d.pop("action"))

        switch_accepted_action = cls(
            seat=seat,
            by=by,
            action=action,
        )

        return switch_accepted_action
