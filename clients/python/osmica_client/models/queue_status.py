from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.queue_status_status import QueueStatusStatus, check_queue_status_status

T = TypeVar("T", bound="QueueStatus")


@_attrs_define
class QueueStatus:
    """Where a ticket stands."""

    status: QueueStatusStatus
    """ ``searching``; ``matched`` (the seat is below); ``cancelled``; ``expired`` (its holder stopped polling). """
    game_id: None | str
    """ The match, once matched; else null. """
    variant: str
    """ The game queued for. """
    seat: int | None
    """ The player's seat, once matched; else null. """
    token: None | str
    """ The seat's bearer token, once matched (send it as ``Authorization: Bearer``); else null. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        game_id: None | str
        game_id = self.game_id

        variant = self.variant

        seat: int | None
        seat = self.seat

        token: None | str
        token = self.token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "game_id": game_id,
                "variant": variant,
                "seat": seat,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = check_queue_status_status(d.pop("status"))

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))

        variant = d.pop("variant")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))

        queue_status = cls(
            status=status,
            game_id=game_id,
            variant=variant,
            seat=seat,
            token=token,
        )

        queue_status.additional_properties = d
        return queue_status

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
