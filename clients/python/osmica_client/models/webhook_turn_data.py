from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="WebhookTurnData")


@_attrs_define
class WebhookTurnData:
    """``data`` of a ``turn`` event: a seat bound to a player is to act."""

    game_id: str
    """ The game's id, the `{game_id}` of its paths. """
    variant: str
    """ The game's variant id, the `{variant}` of its paths. """
    seat: int
    """ The seat to act. """
    player: str
    """ The app's player bound to that seat. """
    version: int
    """ The match's version the turn starts at (a view's ``version``). """
    deadline: None | str
    """ When the seat's turn clock runs out (RFC 3339, UTC), or null without a clock. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        variant = self.variant

        seat = self.seat

        player = self.player

        version = self.version

        deadline: None | str
        deadline = self.deadline

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "variant": variant,
                "seat": seat,
                "player": player,
                "version": version,
                "deadline": deadline,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        variant = d.pop("variant")

        seat = d.pop("seat")

        player = d.pop("player")

        version = d.pop("version")

        def _parse_deadline(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deadline = _parse_deadline(d.pop("deadline"))

        webhook_turn_data = cls(
            game_id=game_id,
            variant=variant,
            seat=seat,
            player=player,
            version=version,
            deadline=deadline,
        )

        webhook_turn_data.additional_properties = d
        return webhook_turn_data

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
