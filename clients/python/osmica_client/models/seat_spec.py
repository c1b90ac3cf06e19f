from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel, check_bot_level
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatSpec")


@_attrs_define
class SeatSpec:
    """One seat at creation: exactly one of ``name`` (taken by the creator, who gets its token), ``open: true``
    (an invite code is answered for it) or ``bot`` (the server plays it).

    """

    name: None | str | Unset = UNSET
    """ The player's display name: the creator takes this seat and gets its token. """
    open_: bool | Unset = False
    """ True: the seat waits for a player, who takes it with the invite answered for it. """
    bot: BotLevel | None | Unset = UNSET
    """ The level of the bot the server plays this seat with. """
    player: None | str | Unset = UNSET
    """ With ``name``, and only with an API key: the app's own id of the person taking the seat (1-64 characters
    of ``A-Z a-z 0-9 _ . : @ -``); views and the replay show it, a rated match updates its rating. """
    seed_commitment: None | str | Unset = UNSET
    """ With ``name``, in a match of ``fairness: "players"`` (and only there): the SHA-256 (hex) of the seat's
    32-byte client seed, revealed with ``POST .../reveal`` once every seat is taken. """

    def to_dict(self) -> dict[str, Any]:
        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        open_ = self.open_

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, str):
            bot = self.bot
        else:
            bot = self.bot

        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        seed_commitment: None | str | Unset
        if isinstance(self.seed_commitment, Unset):
            seed_commitment = UNSET
        else:
            seed_commitment = self.seed_commitment

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if open_ is not UNSET:
            field_dict["open"] = open_
        if bot is not UNSET:
            field_dict["bot"] = bot
        if player is not UNSET:
            field_dict["player"] = player
        if seed_commitment is not UNSET:
            field_dict["seed_commitment"] = seed_commitment

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        open_ = d.pop("open", UNSET)

        def _parse_bot(data: object) -> BotLevel | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = check_bot_level(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotLevel | None | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))

        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))

        def _parse_seed_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment", UNSET))

        seat_spec = cls(
            name=name,
            open_=open_,
            bot=bot,
            player=player,
            seed_commitment=seed_commitment,
        )

        return seat_spec
