from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.invite import Invite
    from ..models.nags_view import NagsView
    from ..models.nags_waiting import NagsWaiting
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
    """ One bearer token per seat taken at creation, shown once. """
    host_token: str
    """ The host's bearer token, shown once: it manages the match (a new token for a seat, `POST
    .../seats/{seat}/token`) and is no seat's token. """
    invites: list[Invite]
    """ One single-use invite per open seat, shown once. """
    view: NagsView | None
    """ The spectator view; null while the match waits for players. """
    waiting: NagsWaiting | None
    """ While the match waits for players: who holds each seat; else null. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.nags_view import NagsView  # noqa: PLC0415
        from ..models.nags_waiting import NagsWaiting  # noqa: PLC0415

        game_id = self.game_id

        variant = self.variant

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        host_token = self.host_token

        invites = []
        for invites_item_data in self.invites:
            invites_item = invites_item_data.to_dict()
            invites.append(invites_item)

        view: dict[str, Any] | None
        if isinstance(self.view, NagsView):
            view = self.view.to_dict()
        else:
            view = self.view

        waiting: dict[str, Any] | None
        if isinstance(self.waiting, NagsWaiting):
            waiting = self.waiting.to_dict()
        else:
            waiting = self.waiting

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "variant": variant,
                "seats": seats,
                "host_token": host_token,
                "invites": invites,
                "view": view,
                "waiting": waiting,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invite import Invite  # noqa: PLC0415
        from ..models.nags_view import NagsView  # noqa: PLC0415
        from ..models.nags_waiting import NagsWaiting  # noqa: PLC0415
        from ..models.seat_token import SeatToken  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        variant = d.pop("variant")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatToken.from_dict(seats_item_data)

            seats.append(seats_item)

        host_token = d.pop("host_token")

        invites = []
        _invites = d.pop("invites")
        for invites_item_data in _invites:
            invites_item = Invite.from_dict(invites_item_data)

            invites.append(invites_item)

        def _parse_view(data: object) -> NagsView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = NagsView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NagsView | None, data)

        view = _parse_view(d.pop("view"))

        def _parse_waiting(data: object) -> NagsWaiting | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                waiting_type_0 = NagsWaiting.from_dict(data)

                return waiting_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NagsWaiting | None, data)

        waiting = _parse_waiting(d.pop("waiting"))

        nags_created = cls(
            game_id=game_id,
            variant=variant,
            seats=seats,
            host_token=host_token,
            invites=invites,
            view=view,
            waiting=waiting,
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
