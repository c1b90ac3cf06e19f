from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.score_direction import ScoreDirection, check_score_direction

if TYPE_CHECKING:
    from ..models.variant_info_default_options import VariantInfoDefaultOptions


T = TypeVar("T", bound="VariantInfo")


@_attrs_define
class VariantInfo:
    """One game of the catalogue."""

    id: str
    """ The ``{variant}`` path segment. """
    title: str
    """ The game's name. """
    summary: str
    """ The game in one sentence. """
    min_players: int
    """ The fewest seats a match may have. """
    max_players: int
    """ The most seats a match may have. """
    score_direction: ScoreDirection
    """ Whether the higher or the lower cumulative score wins the game. """
    default_options: VariantInfoDefaultOptions
    """ The house rules with their defaults (null: decided by the player count). """
    rules_url: str
    """ The game's rules page on this server (``/docs/rules/<id>``): every rule id is an anchor, every option is
    explained with its default. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        summary = self.summary

        min_players = self.min_players

        max_players = self.max_players

        score_direction: str = self.score_direction

        default_options = self.default_options.to_dict()

        rules_url = self.rules_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "summary": summary,
                "min_players": min_players,
                "max_players": max_players,
                "score_direction": score_direction,
                "default_options": default_options,
                "rules_url": rules_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.variant_info_default_options import VariantInfoDefaultOptions  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        summary = d.pop("summary")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        score_direction = check_score_direction(d.pop("score_direction"))

        default_options = VariantInfoDefaultOptions.from_dict(d.pop("default_options"))

        rules_url = d.pop("rules_url")

        variant_info = cls(
            id=id,
            title=title,
            summary=summary,
            min_players=min_players,
            max_players=max_players,
            score_direction=score_direction,
            default_options=default_options,
            rules_url=rules_url,
        )

        variant_info.additional_properties = d
        return variant_info

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
