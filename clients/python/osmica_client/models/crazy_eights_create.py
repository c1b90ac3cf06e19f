from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.crazy_eights_create_fairness import CrazyEightsCreateFairness, check_crazy_eights_create_fairness
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.crazy_eights_options import CrazyEightsOptions
    from ..models.seat_spec import SeatSpec


T = TypeVar("T", bound="CrazyEightsCreate")


@_attrs_define
class CrazyEightsCreate:
    """Create a Crazy Eights match: only players is required."""

    players: int
    """ Seats at the table. """
    options: CrazyEightsOptions | Unset = UNSET
    """ House rules of docs/rules/crazy-eights.md; ``null`` means the default for the player count. """
    seed: int | None | Unset = UNSET
    """ Makes every shuffle reproducible; null: drawn from a CSPRNG. """
    deck: list[str] | None | Unset = UNSET
    """ Deal 1's deck, top card first: exactly the game's deck for this table, else 400 bad_deck. Views then show
    preset_deck: true. """
    names: list[str] | None | Unset = UNSET
    """ Display names by seat, one per seat; null: seat 0, seat 1, ... """
    seats: list[SeatSpec] | None | Unset = UNSET
    """ One entry per seat: `{"name": ...}` (taken: its token is answered), `{"open": true}` (an invite is answered)
    or `{"bot": level}`. With an open seat the match waits (`status: waiting`, nothing dealt) until every seat is
    taken. Not with `names`. """
    public: bool | Unset = False
    """ List the match in `GET .../games?status=waiting` while it waits. """
    fairness: CrazyEightsCreateFairness | Unset = "server"
    """ `server`: every shuffle comes from the server's committed seed. `players`: from it and every seat's client
    seed (docs/fairness.md): needs `seats`, each taken seat with its `seed_commitment`, and no `deck`; once every
    seat is taken each reveals its seed (`POST .../reveal`) and the last reveal deals. """
    reveal_timeout_s: int | None | Unset = UNSET
    """ With `fairness: "players"`: seconds every seat has to reveal its seed once the table is full, else the match
    is cancelled (409 `not_revealed`); null: 120. """
    rated: bool | Unset = False
    """ A rated match (API key only): its end updates its players' ratings in this game. Every seat is bound to a
    distinct `player` (in `seats`, or at `join`), none is a bot, and there is no `seed` and no `deck`; else 400
    not_ratable. """

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        deck: list[str] | None | Unset
        if isinstance(self.deck, Unset):
            deck = UNSET
        elif isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        names: list[str] | None | Unset
        if isinstance(self.names, Unset):
            names = UNSET
        elif isinstance(self.names, list):
            names = self.names

        else:
            names = self.names

        seats: list[dict[str, Any]] | None | Unset
        if isinstance(self.seats, Unset):
            seats = UNSET
        elif isinstance(self.seats, list):
            seats = []
            for seats_type_0_item_data in self.seats:
                seats_type_0_item = seats_type_0_item_data.to_dict()
                seats.append(seats_type_0_item)

        else:
            seats = self.seats

        public = self.public

        fairness: str | Unset = UNSET
        if not isinstance(self.fairness, Unset):
            fairness = self.fairness

        reveal_timeout_s: int | None | Unset
        if isinstance(self.reveal_timeout_s, Unset):
            reveal_timeout_s = UNSET
        else:
            reveal_timeout_s = self.reveal_timeout_s

        rated = self.rated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if deck is not UNSET:
            field_dict["deck"] = deck
        if names is not UNSET:
            field_dict["names"] = names
        if seats is not UNSET:
            field_dict["seats"] = seats
        if public is not UNSET:
            field_dict["public"] = public
        if fairness is not UNSET:
            field_dict["fairness"] = fairness
        if reveal_timeout_s is not UNSET:
            field_dict["reveal_timeout_s"] = reveal_timeout_s
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crazy_eights_options import CrazyEightsOptions  # noqa: PLC0415
        from ..models.seat_spec import SeatSpec  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        _options = d.pop("options", UNSET)
        options: CrazyEightsOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CrazyEightsOptions.from_dict(_options)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_deck(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        deck = _parse_deck(d.pop("deck", UNSET))

        def _parse_names(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                names_type_0 = cast(list[str], data)

                return names_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        names = _parse_names(d.pop("names", UNSET))

        def _parse_seats(data: object) -> list[SeatSpec] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seats_type_0 = []
                _seats_type_0 = data
                for seats_type_0_item_data in _seats_type_0:
                    seats_type_0_item = SeatSpec.from_dict(seats_type_0_item_data)

                    seats_type_0.append(seats_type_0_item)

                return seats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[SeatSpec] | None | Unset, data)

        seats = _parse_seats(d.pop("seats", UNSET))

        public = d.pop("public", UNSET)

        _fairness = d.pop("fairness", UNSET)
        fairness: CrazyEightsCreateFairness | Unset
        if isinstance(_fairness, Unset):
            fairness = UNSET
        else:
            fairness = check_crazy_eights_create_fairness(_fairness)

        def _parse_reveal_timeout_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        reveal_timeout_s = _parse_reveal_timeout_s(d.pop("reveal_timeout_s", UNSET))

        rated = d.pop("rated", UNSET)

        crazy_eights_create = cls(
            players=players,
            options=options,
            seed=seed,
            deck=deck,
            names=names,
            seats=seats,
            public=public,
            fairness=fairness,
            reveal_timeout_s=reveal_timeout_s,
            rated=rated,
        )

        return crazy_eights_create
