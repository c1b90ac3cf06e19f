from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="WebhookMatchFinishedData")


@_attrs_define
class WebhookMatchFinishedData:
    """``data`` of a ``match_finished`` event: the match is over."""

    game_id: str
    """ The game's id, the `{game_id}` of its paths. """
    variant: str
    """ The game's variant id, the `{variant}` of its paths. """
    version: int
    """ The match's last version. """
    winners: list[int]
    """ The winning seats. """
    scores: list[int]
    """ Final scores per seat (per side in partnership play), as the views show them. """
    places: list[int]
    """ Per seat, its place (1 first; equal teams share one; a resigned or abandoned seat's team places last). """
    seat_players: list[None | str]
    """ Per seat, the app's player bound to it, or null. """
    rated: bool
    """ Whether the match was rated. """
    rating_changes: list[float] | None
    """ A rated match: per seat, the change of the player's ordinal in this game (as in their history); else null.
    """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        variant = self.variant

        version = self.version

        winners = self.winners

        scores = self.scores

        places = self.places

        seat_players = []
        for seat_players_item_data in self.seat_players:
            seat_players_item: None | str
            seat_players_item = seat_players_item_data
            seat_players.append(seat_players_item)

        rated = self.rated

        rating_changes: list[float] | None
        if isinstance(self.rating_changes, list):
            rating_changes = self.rating_changes

        else:
            rating_changes = self.rating_changes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "variant": variant,
                "version": version,
                "winners": winners,
                "scores": scores,
                "places": places,
                "seat_players": seat_players,
                "rated": rated,
                "rating_changes": rating_changes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        variant = d.pop("variant")

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        scores = cast(list[int], d.pop("scores"))

        places = cast(list[int], d.pop("places"))

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

        def _parse_rating_changes(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rating_changes_type_0 = cast(list[float], data)

                return rating_changes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        rating_changes = _parse_rating_changes(d.pop("rating_changes"))

        webhook_match_finished_data = cls(
            game_id=game_id,
            variant=variant,
            version=version,
            winners=winners,
            scores=scores,
            places=places,
            seat_players=seat_players,
            rated=rated,
            rating_changes=rating_changes,
        )

        webhook_match_finished_data.additional_properties = d
        return webhook_match_finished_data

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
