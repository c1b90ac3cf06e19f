from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.nags_accepted_action_by import NagsAcceptedActionBy, check_nags_accepted_action_by

if TYPE_CHECKING:
    from ..models.nags_claim import NagsClaim
    from ..models.nags_play import NagsPlay
    from ..models.nags_resign import NagsResign
    from ..models.nags_turn_stock import NagsTurnStock


T = TypeVar("T", bound="NagsAcceptedAction")


@_attrs_define
class NagsAcceptedAction:
    """One accepted action of a Nags match, in the order it was applied."""

    seat: int
    """ The seat the action was applied for. """
    by: NagsAcceptedActionBy
    """ Who made it: `player` (sent with the seat's token), `bot` (a bot seat, or the house bot for a resigned or
    abandoned seat; the events it causes carry `bot: true`) or `timeout` (the seat's turn clock ran out: a
    `timed_out` event, then the events of `action`, the house bot's move, marked `bot: true`; in Switch the action
    is `draw` and stands for the [SWI-9](/docs/rules/switch#SWI-9) penalty, 2 cards and the turn ends). Every other
    entry replays as `action` applied for `seat`. """
    action: NagsClaim | NagsPlay | NagsResign | NagsTurnStock
    """ The action as the seat sent it (or the server applied it for the seat). """

    def to_dict(self) -> dict[str, Any]:
        from ..models.nags_play import NagsPlay  # noqa: PLC0415
        from ..models.nags_resign import NagsResign  # noqa: PLC0415
        from ..models.nags_turn_stock import NagsTurnStock  # noqa: PLC0415

        seat = self.seat

        by: str = self.by

        action: dict[str, Any]
        if isinstance(self.action, NagsPlay):
            action = self.action.to_dict()
        elif isinstance(self.action, NagsTurnStock):
            action = self.action.to_dict()
        elif isinstance(self.action, NagsResign):
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
        from ..models.nags_claim import NagsClaim  # noqa: PLC0415
        from ..models.nags_play import NagsPlay  # noqa: PLC0415
        from ..models.nags_resign import NagsResign  # noqa: PLC0415
        from ..models.nags_turn_stock import NagsTurnStock  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        by = check_nags_accepted_action_by(d.pop("by"))

        def _parse_action(data: object) -> NagsClaim | NagsPlay | NagsResign | NagsTurnStock:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = NagsPlay.from_dict(data)

                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = NagsTurnStock.from_dict(data)

                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = NagsResign.from_dict(data)

                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_3 = NagsClaim.from_dict(data)

            return action_type_3

        action = _parse_action(d.pop("action"))

        nags_accepted_action = cls(
            seat=seat,
            by=by,
            action=action,
        )

        return nags_accepted_action
