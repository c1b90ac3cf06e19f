from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CrazyEightsJoin")


@_attrs_define
class CrazyEightsJoin:
    """Take a seat: with `invite`, or with `from` and the seat token of the finished match; exactly one of the two (else
    400 `validation_error`).

    """

    invite: None | str | Unset = UNSET
    """ An invite code of an open seat of this match. """
    from_: None | str | Unset = UNSET
    """ The finished match this one is the rematch of; the bearer token is the caller's seat token there, and the
    caller takes its seat here. """
    name: None | str | Unset = UNSET
    """ The display name; null: seat <n>. """
    seed_commitment: None | str | Unset = UNSET
    """ Required in a match of `fairness: "players"`, refused in any other: the SHA-256 (hex) of the seat's 32-byte
    client seed, revealed once every seat is taken. """
    player: None | str | Unset = UNSET
    """ Only with an API key: the app's own id of the person taking the seat (a rated match needs one, distinct from
    the other seats'). """

    def to_dict(self) -> dict[str, Any]:
        invite: None | str | Unset
        if isinstance(self.invite, Unset):
            invite = UNSET
        else:
            invite = self.invite

        from_: None | str | Unset
        if isinstance(self.from_, Unset):
            from_ = UNSET
        else:
            from_ = self.from_

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        seed_commitment: None | str | Unset
        if isinstance(self.seed_commitment, Unset):
            seed_commitment = UNSET
        else:
            seed_commitment = self.seed_commitment

        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if invite is not UNSET:
            field_dict["invite"] = invite
        if from_ is not UNSET:
            field_dict["from"] = from_
        if name is not UNSET:
            field_dict["name"] = name
        if seed_commitment is not UNSET:
            field_dict["seed_commitment"] = seed_commitment
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_invite(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        invite = _parse_invite(d.pop("invite", UNSET))

        def _parse_from_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        from_ = _parse_from_(d.pop("from", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_seed_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment", UNSET))

        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))

        crazy_eights_join = cls(
            invite=invite,
            from_=from_,
            name=name,
            seed_commitment=seed_commitment,
            player=player,
        )

        return crazy_eights_join
