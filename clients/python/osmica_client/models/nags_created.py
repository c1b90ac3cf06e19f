from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.nags_view import NagsView
    from ..models.seat_token import SeatToken


T = TypeVar("T", bound="NagsCreated")


@_attrs_define
class NagsCreated:
    """A new Nags match: its id, one token per seat (shown once) and the spectator view."""

    game_id: str
    """ The new game's id, the {game_id} of its paths. """
    variant: str
    """ The game's variant id. """
    seats: list[SeatToken]
    """ One bearer token per seat, shown once. """
    view: NagsView
    """ A Nags match as one seat, or a spectator, sees it (docs/rules/nags.md). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        variant = self.variant

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "variant": variant,
                "seats": seats,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.nags_view import NagsView  # noqa: PLC0415
        from ..models.seat_token import SeatToken  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        variant = d.pop("variant")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatToken.from_dict(seats_item_data)

            seats.append(seats_item)

        view = NagsView.from_dict(d.pop("view"))

        nags_created = cls(
            game_id=game_id,
            variant=variant,
            seats=seats,
            view=view,
        )

        nags_created.additional_properties = d
        return nags_created

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
