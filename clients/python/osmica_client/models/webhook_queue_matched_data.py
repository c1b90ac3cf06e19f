from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="WebhookQueueMatchedData")


@_attrs_define
class WebhookQueueMatchedData:
    """``data`` of a ``queue_matched`` event: quick match formed a table of the app's queued players."""

    game_id: str
    """ The game's id, the `{game_id}` of its paths. """
    variant: str
    """ The game's variant id, the `{variant}` of its paths. """
    seat_players: list[None | str]
    """ Per seat, the app's player whose ticket took it, or null for a house bot. """
    rated: bool
    """ Whether the match is rated (every seat a player's). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        variant = self.variant

        seat_players = []
        for seat_players_item_data in self.seat_players:
            seat_players_item: None | str
            seat_players_item = seat_players_item_data
            seat_players.append(seat_players_item)

        rated = self.rated

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "variant": variant,
                "seat_players": seat_players,
                "rated": rated,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        variant = d.pop("variant")

        seat_players = []
        _seat_players = d.pop("seat_players")
        for seat_players_item_data in _seat_players:

            def _parse_seat_players_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            seat_players_item = _parse_seat_players_item(seat_players_item_data)

            seat_players.append(seat_players_item)

        rated = d.pop("rated")

        webhook_queue_matched_data = cls(
            game_id=game_id,
            variant=variant,
            seat_players=seat_players,
            rated=rated,
        )

        webhook_queue_matched_data.additional_properties = d
        return webhook_queue_matched_data

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
