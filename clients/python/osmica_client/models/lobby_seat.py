from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.seat_kind import SeatKind, check_seat_kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="LobbySeat")


@_attrs_define
class LobbySeat:
    """A seat of a match waiting for players."""

    seat: int
    """ The seat number, 0 first. """
    kind: SeatKind
    """ Who holds a seat: `taken` a player, `open` nobody yet (an invite takes it), `bot` the server. """
    name: str
    """ The player's or the bot's name; empty while open. """
    player: None | str | Unset = UNSET
    """ The app's player id bound to the seat, or null. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind: str = self.kind

        name = self.name

        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "name": name,
            }
        )
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = check_seat_kind(d.pop("kind"))

        name = d.pop("name")

        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))

        lobby_seat = cls(
            seat=seat,
            kind=kind,
            name=name,
            player=player,
        )

        lobby_seat.additional_properties = d
        return lobby_seat

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
