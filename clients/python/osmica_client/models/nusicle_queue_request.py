from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.nusicle_options import NusicleOptions


T = TypeVar("T", bound="NusicleQueueRequest")


@_attrs_define
class NusicleQueueRequest:
    """Queue one of the app's players for a Nusicle table (quick match)."""

    player: str
    """ The app's own id of the person queueing. """
    players: int
    """ Seats at the table to find. """
    options: NusicleOptions | Unset = UNSET
    """ House rules of docs/rules/nusicle.md, each with its recommended default. """
    bots_after_s: int | None | Unset = UNSET
    """ After this many seconds without a full table, seat the player with the house's bots (and any others waiting
    for bots nearby); such a match is not rated. Null: wait for players only. """

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        players = self.players

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        bots_after_s: int | None | Unset
        if isinstance(self.bots_after_s, Unset):
            bots_after_s = UNSET
        else:
            bots_after_s = self.bots_after_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "players": players,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if bots_after_s is not UNSET:
            field_dict["bots_after_s"] = bots_after_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.nusicle_options import NusicleOptions  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

        players = d.pop("players")

        _options = d.pop("options", UNSET)
        options: NusicleOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = NusicleOptions.from_dict(_options)

        def _parse_bots_after_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bots_after_s = _parse_bots_after_s(d.pop("bots_after_s", UNSET))

        nusicle_queue_request = cls(
            player=player,
            players=players,
            options=options,
            bots_after_s=bots_after_s,
        )

        return nusicle_queue_request
