from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nags_waiting_status import NagsWaitingStatus, check_nags_waiting_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lobby_seat import LobbySeat
    from ..models.nags_claim import NagsClaim
    from ..models.nags_options import NagsOptions
    from ..models.nags_play import NagsPlay
    from ..models.nags_resign import NagsResign
    from ..models.nags_turn_stock import NagsTurnStock


T = TypeVar("T", bound="NagsWaiting")


@_attrs_define
class NagsWaiting:
    """A Nags match waiting for players: no card is dealt until every seat is taken (`join`)."""

    game_id: str
    """ The game's id, the `{game_id}` of its paths. """
    variant: str
    """ The game's variant id, the `{variant}` of its paths. """
    status: NagsWaitingStatus
    """ `waiting` until every seat is taken; with `fairness: "players"` then `revealing` until every seat has
    revealed its seed, or `cancelled` when one did not in time. """
    version: int
    """ 0: nothing is played while the match waits. """
    seat: int | None
    """ Whose view this is; null for a spectator. """
    players: int
    """ Seats at the table. """
    names: list[str]
    """ Display names by seat. """
    seats: list[LobbySeat]
    """ Who holds each seat. """
    options: NagsOptions
    """ House rules of Nags (docs/rules/nags.md); the view shows the effective values. """
    public: bool
    """ Whether the lobby lists the match. """
    preset_deck: bool
    """ Whether the match deals a preset deck. """
    commitment: str
    """ The shuffle's commitment, fixed at creation (docs/fairness.md). """
    legal_actions: list[NagsClaim | NagsPlay | NagsResign | NagsTurnStock]
    """ Always empty: nothing can be played before the deal. """
    fairness: Literal["players"] | Unset = UNSET
    """ Only in a match of `fairness: "players"`: `players`. """
    revealed: list[int] | Unset = UNSET
    """ Only with `fairness: "players"`: the players' seats that have revealed their seed (never a seed or a
    commitment). """
    reveal_deadline: None | str | Unset = UNSET
    """ Only with `fairness: "players"`: while `revealing`, when the reveal phase ends (RFC 3339 UTC); null
    otherwise. """
    connected: list[bool] | Unset = UNSET
    """ Per seat: has an open stream or long poll, or made a request with its token in the last 30 s, on any replica
    (README, Presence). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.nags_play import NagsPlay  # noqa: PLC0415
        from ..models.nags_resign import NagsResign  # noqa: PLC0415
        from ..models.nags_turn_stock import NagsTurnStock  # noqa: PLC0415

        game_id = self.game_id

        variant = self.variant

        status: str = self.status

        version = self.version

        seat: int | None
        seat = self.seat

        players = self.players

        names = self.names

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        options = self.options.to_dict()

        public = self.public

        preset_deck = self.preset_deck

        commitment = self.commitment

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, NagsPlay):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, NagsTurnStock):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, NagsResign):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)

        fairness = self.fairness

        revealed: list[int] | Unset = UNSET
        if not isinstance(self.revealed, Unset):
            revealed = self.revealed

        reveal_deadline: None | str | Unset
        if isinstance(self.reveal_deadline, Unset):
            reveal_deadline = UNSET
        else:
            reveal_deadline = self.reveal_deadline

        connected: list[bool] | Unset = UNSET
        if not isinstance(self.connected, Unset):
            connected = self.connected

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "variant": variant,
                "status": status,
                "version": version,
                "seat": seat,
                "players": players,
                "names": names,
                "seats": seats,
                "options": options,
                "public": public,
                "preset_deck": preset_deck,
                "commitment": commitment,
                "legal_actions": legal_actions,
            }
        )
        if fairness is not UNSET:
            field_dict["fairness"] = fairness
        if revealed is not UNSET:
            field_dict["revealed"] = revealed
        if reveal_deadline is not UNSET:
            field_dict["reveal_deadline"] = reveal_deadline
        if connected is not UNSET:
            field_dict["connected"] = connected

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lobby_seat import LobbySeat  # noqa: PLC0415
        from ..models.nags_claim import NagsClaim  # noqa: PLC0415
        from ..models.nags_options import NagsOptions  # noqa: PLC0415
        from ..models.nags_play import NagsPlay  # noqa: PLC0415
        from ..models.nags_resign import NagsResign  # noqa: PLC0415
        from ..models.nags_turn_stock import NagsTurnStock  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        variant = d.pop("variant")

        status = check_nags_waiting_status(d.pop("status"))

        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        players = d.pop("players")

        names = cast(list[str], d.pop("names"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = LobbySeat.from_dict(seats_item_data)

            seats.append(seats_item)

        options = NagsOptions.from_dict(d.pop("options"))

        public = d.pop("public")

        preset_deck = d.pop("preset_deck")

        commitment = d.pop("commitment")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:

            def _parse_legal_actions_item(data: object) -> NagsClaim | NagsPlay | NagsResign | NagsTurnStock:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_0 = NagsPlay.from_dict(data)

                    return legal_actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_1 = NagsTurnStock.from_dict(data)

                    return legal_actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_2 = NagsResign.from_dict(data)

                    return legal_actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                legal_actions_item_type_3 = NagsClaim.from_dict(data)

                return legal_actions_item_type_3

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        fairness = cast(Literal["players"] | Unset, d.pop("fairness", UNSET))
        if fairness != "players" and not isinstance(fairness, Unset):
            raise ValueError(f"fairness must match const 'players', got '{fairness}'")

        revealed = cast(list[int], d.pop("revealed", UNSET))

        def _parse_reveal_deadline(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reveal_deadline = _parse_reveal_deadline(d.pop("reveal_deadline", UNSET))

        connected = cast(list[bool], d.pop("connected", UNSET))

        nags_waiting = cls(
            game_id=game_id,
            variant=variant,
            status=status,
            version=version,
            seat=seat,
            players=players,
            names=names,
            seats=seats,
            options=options,
            public=public,
            preset_deck=preset_deck,
            commitment=commitment,
            legal_actions=legal_actions,
            fairness=fairness,
            revealed=revealed,
            reveal_deadline=reveal_deadline,
            connected=connected,
        )

        nags_waiting.additional_properties = d
        return nags_waiting

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
