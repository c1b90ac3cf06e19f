from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameRating")


@_attrs_define
class GameRating:
    """A player's OpenSkill rating in one game (docs/ratings.md)."""

    mu: float
    """ The estimated skill. """
    sigma: float
    """ The uncertainty of ``mu``. """
    ordinal: float
    """ ``mu - 3 sigma``: what leaderboards order by. """
    matches: int
    """ Rated matches played in this game. """
    wins: int
    """ Rated matches of this game placed first in (shared first places count). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mu = self.mu

        sigma = self.sigma

        ordinal = self.ordinal

        matches = self.matches

        wins = self.wins

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mu": mu,
                "sigma": sigma,
                "ordinal": ordinal,
                "matches": matches,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mu = d.pop("mu")

        sigma = d.pop("sigma")

        ordinal = d.pop("ordinal")

        matches = d.pop("matches")

        wins = d.pop("wins")

        game_rating = cls(
            mu=mu,
            sigma=sigma,
            ordinal=ordinal,
            matches=matches,
            wins=wins,
        )

        game_rating.additional_properties = d
        return game_rating

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
