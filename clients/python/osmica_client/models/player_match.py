from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PlayerMatch")


@_attrs_define
class PlayerMatch:
    """One rated match of a player."""

    game_id: str
    """ The match (its replay stays available while the match is kept). """
    variant: str
    """ The game. """
    finished_at: str
    """ When its ratings were applied (RFC 3339, UTC). """
    seat: int
    """ The player's seat. """
    place: int
    """ 1 first; a resigned or abandoned seat places last. """
    rating_change: float
    """ The change of the player's ordinal in that game. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        variant = self.variant

        finished_at = self.finished_at

        seat = self.seat

        place = self.place

        rating_change = self.rating_change

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "variant": variant,
                "finished_at": finished_at,
                "seat": seat,
                "place": place,
                "rating_change": rating_change,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        variant = d.pop("variant")

        finished_at = d.pop("finished_at")

        seat = d.pop("seat")

        place = d.pop("place")

        rating_change = d.pop("rating_change")

        player_match = cls(
            game_id=game_id,
            variant=variant,
            finished_at=finished_at,
            seat=seat,
            place=place,
            rating_change=rating_change,
        )

        player_match.additional_properties = d
        return player_match

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
