from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LeaderboardEntry")


@_attrs_define
class LeaderboardEntry:
    """One player on a leaderboard."""

    rank: int
    """ 1 for the highest ordinal; players of equal ordinal are ordered by player id. """
    player: str
    """ The app's id of the player. """
    ordinal: float
    """ ``mu - 3 sigma`` in this game. """
    matches: int
    """ Rated matches played in this game. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        player = self.player

        ordinal = self.ordinal

        matches = self.matches

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "player": player,
                "ordinal": ordinal,
                "matches": matches,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        player = d.pop("player")

        ordinal = d.pop("ordinal")

        matches = d.pop("matches")

        leaderboard_entry = cls(
            rank=rank,
            player=player,
            ordinal=ordinal,
            matches=matches,
        )

        leaderboard_entry.additional_properties = d
        return leaderboard_entry

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
