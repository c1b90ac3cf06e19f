from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.nags_options import NagsOptions


T = TypeVar("T", bound="NagsLobbyEntry")


@_attrs_define
class NagsLobbyEntry:
    """A public Nags match waiting for players."""

    game_id: str
    """ The game's id, the `{game_id}` of its paths. """
    names: list[str]
    """ By seat; empty for an open seat. """
    open_seats: list[int]
    """ The seats an invite may still take. """
    options: NagsOptions
    """ House rules of Nags (docs/rules/nags.md); the view shows the effective values. """
    created: str
    """ Creation time, RFC 3339 UTC. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        names = self.names

        open_seats = self.open_seats

        options = self.options.to_dict()

        created = self.created

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "names": names,
                "open_seats": open_seats,
                "options": options,
                "created": created,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.nags_options import NagsOptions  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        names = cast(list[str], d.pop("names"))

        open_seats = cast(list[int], d.pop("open_seats"))

        options = NagsOptions.from_dict(d.pop("options"))

        created = d.pop("created")

        nags_lobby_entry = cls(
            game_id=game_id,
            names=names,
            open_seats=open_seats,
            options=options,
            created=created,
        )

        nags_lobby_entry.additional_properties = d
        return nags_lobby_entry

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
