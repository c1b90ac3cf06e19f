from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.player_match import PlayerMatch


T = TypeVar("T", bound="PlayerMatches")


@_attrs_define
class PlayerMatches:
    """A page of a player's rated matches, newest first (the most recent 200 are kept)."""

    player: str
    """ The app's id of the player. """
    matches: list[PlayerMatch]
    """ Newest first. """
    next_cursor: None | str
    """ Pass as ``cursor`` for the next page; null on the last one. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        matches = []
        for matches_item_data in self.matches:
            matches_item = matches_item_data.to_dict()
            matches.append(matches_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "matches": matches,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_match import PlayerMatch  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

        matches = []
        _matches = d.pop("matches")
        for matches_item_data in _matches:
            matches_item = PlayerMatch.from_dict(matches_item_data)

            matches.append(matches_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        player_matches = cls(
            player=player,
            matches=matches,
            next_cursor=next_cursor,
        )

        player_matches.additional_properties = d
        return player_matches

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
