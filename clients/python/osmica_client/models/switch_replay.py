from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel, check_bot_level
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.buried_event import BuriedEvent
    from ..models.challenged_event import ChallengedEvent
    from ..models.claimed_event import ClaimedEvent
    from ..models.deal_ended_event import DealEndedEvent
    from ..models.deal_result import DealResult
    from ..models.dealt_event import DealtEvent
    from ..models.direction_changed_event import DirectionChangedEvent
    from ..models.drew_event import DrewEvent
    from ..models.match_ended_event import MatchEndedEvent
    from ..models.passed_event import PassedEvent
    from ..models.penalty_event import PenaltyEvent
    from ..models.played_event import PlayedEvent
    from ..models.reshuffled_event import ReshuffledEvent
    from ..models.resigned_event import ResignedEvent
    from ..models.seat_seed import SeatSeed
    from ..models.starter_event import StarterEvent
    from ..models.switch_accepted_action import SwitchAcceptedAction
    from ..models.switch_options import SwitchOptions
    from ..models.timed_out_event import TimedOutEvent
    from ..models.token_reissued_event import TokenReissuedEvent


T = TypeVar("T", bound="SwitchReplay")


@_attrs_define
class SwitchReplay:
    """A finished Switch match, replayable with the rules alone: the commitment with what it commits to, the setup, every
    accepted action and every event, and the result. `osmica verify` checks one.

    """

    game_id: str
    """ The game's id, the `{game_id}` of its paths. """
    commitment: str
    """ The commitment every view showed (64 lowercase hexadecimal digits): SHA-256 of seed, nonce and deck. """
    seed: int
    """ The seed of every shuffle. """
    nonce: str
    """ The commitment's secret nonce (64 lowercase hexadecimal digits). """
    players: int
    """ Seats at the table. """
    names: list[str]
    """ Display names by seat. """
    bots: list[BotLevel | None]
    """ Per seat: the level of the bot the server played it with from the start, or null for a player's seat. Only a
    bot seat's moves, and a resigned or abandoned seat's, are `bot` moves (besides the house bot's moves that finish
    a timed-out turn). """
    options: SwitchOptions
    """ House rules of docs/rules/switch.md; ``null`` means the default for the player count. """
    deck: list[str] | None
    """ Deal 1's preset deck, top card first; null: dealt from the seed. """
    actions: list[SwitchAcceptedAction]
    """ Every accepted action, in order. """
    events: list[
        BuriedEvent
        | ChallengedEvent
        | ClaimedEvent
        | DealEndedEvent
        | DealtEvent
        | DirectionChangedEvent
        | DrewEvent
        | MatchEndedEvent
        | PassedEvent
        | PenaltyEvent
        | PlayedEvent
        | ReshuffledEvent
        | ResignedEvent
        | StarterEvent
        | TimedOutEvent
        | TokenReissuedEvent
    ]
    """ Every event of the match, in order and unredacted (drawn cards included): `/events` served each caller
    these, less the details that caller could not see. """
    scores: list[int]
    """ Final scores per seat (per side). """
    deal_results: list[DealResult]
    """ One row per finished deal, oldest first. """
    winners: list[int]
    """ The winning seats (ties share; both partners in partnership play). """
    format_version: Literal[1] = 1
    """ The replay document's format; a reader refuses a version it lacks. """
    variant: Literal["switch"] = "switch"
    """ The game's variant id, the `{variant}` of its paths. """
    seat_players: list[None | str] | Unset = UNSET
    """ Per seat: the app's player id bound to it, or null. """
    fairness: Literal["players"] | Unset = UNSET
    """ Only for a match of `fairness: "players"`: `players`. """
    seat_seeds: list[SeatSeed] | Unset = UNSET
    """ Only with `fairness: "players"`: per seat, its seed commitment and the seed it revealed; every shuffle comes
    from the seed and these, in seat order. """
    dealt_deck: list[str] | Unset = UNSET
    """ Only with `fairness: "players"`: deal 1's deck as the seeds shuffled it, top card first (docs/fairness.md,
    the construction). """

    def to_dict(self) -> dict[str, Any]:
        from ..models.buried_event import BuriedEvent  # noqa: PLC0415
        from ..models.challenged_event import ChallengedEvent  # noqa: PLC0415
        from ..models.claimed_event import ClaimedEvent  # noqa: PLC0415
        from ..models.deal_ended_event import DealEndedEvent  # noqa: PLC0415
        from ..models.dealt_event import DealtEvent  # noqa: PLC0415
        from ..models.direction_changed_event import DirectionChangedEvent  # noqa: PLC0415
        from ..models.drew_event import DrewEvent  # noqa: PLC0415
        from ..models.passed_event import PassedEvent  # noqa: PLC0415
        from ..models.penalty_event import PenaltyEvent  # noqa: PLC0415
        from ..models.played_event import PlayedEvent  # noqa: PLC0415
        from ..models.reshuffled_event import ReshuffledEvent  # noqa: PLC0415
        from ..models.resigned_event import ResignedEvent  # noqa: PLC0415
        from ..models.starter_event import StarterEvent  # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent  # noqa: PLC0415
        from ..models.token_reissued_event import TokenReissuedEvent  # noqa: PLC0415

        format_version = self.format_version

        game_id = self.game_id

        variant = self.variant

        commitment = self.commitment

        seed = self.seed

        nonce = self.nonce

        players = self.players

        names = self.names

        bots = []
        for bots_item_data in self.bots:
            bots_item: None | str
            if isinstance(bots_item_data, str):
                bots_item = bots_item_data
            else:
                bots_item = bots_item_data
            bots.append(bots_item)

        options = self.options.to_dict()

        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, DealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BuriedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarterEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DirectionChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PenaltyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ChallengedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DealEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TimedOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TokenReissuedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClaimedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        scores = self.scores

        deal_results = []
        for deal_results_item_data in self.deal_results:
            deal_results_item = deal_results_item_data.to_dict()
            deal_results.append(deal_results_item)

        winners = self.winners

        seat_players: list[None | str] | Unset = UNSET
        if not isinstance(self.seat_players, Unset):
            seat_players = []
            for seat_players_item_data in self.seat_players:
                seat_players_item: None | str
                seat_players_item = seat_players_item_data
                seat_players.append(seat_players_item)

        fairness = self.fairness

        seat_seeds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.seat_seeds, Unset):
            seat_seeds = []
            for seat_seeds_item_data in self.seat_seeds:
                seat_seeds_item = seat_seeds_item_data.to_dict()
                seat_seeds.append(seat_seeds_item)

        dealt_deck: list[str] | Unset = UNSET
        if not isinstance(self.dealt_deck, Unset):
            dealt_deck = self.dealt_deck

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format_version": format_version,
                "game_id": game_id,
                "variant": variant,
                "commitment": commitment,
                "seed": seed,
                "nonce": nonce,
                "players": players,
                "names": names,
                "bots": bots,
                "options": options,
                "deck": deck,
                "actions": actions,
                "events": events,
                "scores": scores,
                "deal_results": deal_results,
                "winners": winners,
            }
        )
        if seat_players is not UNSET:
            field_dict["seat_players"] = seat_players
        if fairness is not UNSET:
            field_dict["fairness"] = fairness
        if seat_seeds is not UNSET:
            field_dict["seat_seeds"] = seat_seeds
        if dealt_deck is not UNSET:
            field_dict["dealt_deck"] = dealt_deck

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.buried_event import BuriedEvent  # noqa: PLC0415
        from ..models.challenged_event import ChallengedEvent  # noqa: PLC0415
        from ..models.claimed_event import ClaimedEvent  # noqa: PLC0415
        from ..models.deal_ended_event import DealEndedEvent  # noqa: PLC0415
        from ..models.deal_result import DealResult  # noqa: PLC0415
        from ..models.dealt_event import DealtEvent  # noqa: PLC0415
        from ..models.direction_changed_event import DirectionChangedEvent  # noqa: PLC0415
        from ..models.drew_event import DrewEvent  # noqa: PLC0415
        from ..models.match_ended_event import MatchEndedEvent  # noqa: PLC0415
        from ..models.passed_event import PassedEvent  # noqa: PLC0415
        from ..models.penalty_event import PenaltyEvent  # noqa: PLC0415
        from ..models.played_event import PlayedEvent  # noqa: PLC0415
        from ..models.reshuffled_event import ReshuffledEvent  # noqa: PLC0415
        from ..models.resigned_event import ResignedEvent  # noqa: PLC0415
        from ..models.seat_seed import SeatSeed  # noqa: PLC0415
        from ..models.starter_event import StarterEvent  # noqa: PLC0415
        from ..models.switch_accepted_action import SwitchAcceptedAction  # noqa: PLC0415
        from ..models.switch_options import SwitchOptions  # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent  # noqa: PLC0415
        from ..models.token_reissued_event import TokenReissuedEvent  # noqa: PLC0415

        d = dict(src_dict)
        format_version = cast(Literal[1], d.pop("format_version"))
        if format_version != 1:
            raise ValueError(f"format_version must match const 1, got '{format_version}'")

        game_id = d.pop("game_id")

        variant = cast(Literal["switch"], d.pop("variant"))
        if variant != "switch":
            raise ValueError(f"variant must match const 'switch', got '{variant}'")

        commitment = d.pop("commitment")

        seed = d.pop("seed")

        nonce = d.pop("nonce")

        players = d.pop("players")

        names = cast(list[str], d.pop("names"))

        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:

            def _parse_bots_item(data: object) -> BotLevel | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    bots_item_type_0 = check_bot_level(data)

                    return bots_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(BotLevel | None, data)

            bots_item = _parse_bots_item(bots_item_data)

            bots.append(bots_item)

        options = SwitchOptions.from_dict(d.pop("options"))

        def _parse_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        deck = _parse_deck(d.pop("deck"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = SwitchAcceptedAction.from_dict(actions_item_data)

            actions.append(actions_item)

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                BuriedEvent
                | ChallengedEvent
                | ClaimedEvent
                | DealEndedEvent
                | DealtEvent
                | DirectionChangedEvent
                | DrewEvent
                | MatchEndedEvent
                | PassedEvent
                | PenaltyEvent
                | PlayedEvent
                | ReshuffledEvent
                | ResignedEvent
                | StarterEvent
                | TimedOutEvent
                | TokenReissuedEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_0 = DealtEvent.from_dict(data)

                    return events_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_1 = BuriedEvent.from_dict(data)

                    return events_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_2 = StarterEvent.from_dict(data)

                    return events_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_3 = PlayedEvent.from_dict(data)

                    return events_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_4 = DrewEvent.from_dict(data)

                    return events_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_5 = PassedEvent.from_dict(data)

                    return events_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_6 = DirectionChangedEvent.from_dict(data)

                    return events_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_7 = PenaltyEvent.from_dict(data)

                    return events_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_8 = ChallengedEvent.from_dict(data)

                    return events_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_9 = ReshuffledEvent.from_dict(data)

                    return events_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_10 = DealEndedEvent.from_dict(data)

                    return events_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_11 = ResignedEvent.from_dict(data)

                    return events_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_12 = TimedOutEvent.from_dict(data)

                    return events_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_13 = TokenReissuedEvent.from_dict(data)

                    return events_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_14 = ClaimedEvent.from_dict(data)

                    return events_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                events_item_type_15 = MatchEndedEvent.from_dict(data)

                return events_item_type_15

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        scores = cast(list[int], d.pop("scores"))

        deal_results = []
        _deal_results = d.pop("deal_results")
        for deal_results_item_data in _deal_results:
            deal_results_item = DealResult.from_dict(deal_results_item_data)

            deal_results.append(deal_results_item)

        winners = cast(list[int], d.pop("winners"))

        _seat_players = d.pop("seat_players", UNSET)
        seat_players: list[None | str] | Unset = UNSET
        if _seat_players is not UNSET:
            seat_players = []
            for seat_players_item_data in _seat_players:

                def _parse_seat_players_item(data: object) -> None | str:
                    if data is None:
                        return data
                    return cast(None | str, data)

                seat_players_item = _parse_seat_players_item(seat_players_item_data)

                seat_players.append(seat_players_item)

        fairness = cast(Literal["players"] | Unset, d.pop("fairness", UNSET))
        if fairness != "players" and not isinstance(fairness, Unset):
            raise ValueError(f"fairness must match const 'players', got '{fairness}'")

        _seat_seeds = d.pop("seat_seeds", UNSET)
        seat_seeds: list[SeatSeed] | Unset = UNSET
        if _seat_seeds is not UNSET:
            seat_seeds = []
            for seat_seeds_item_data in _seat_seeds:
                seat_seeds_item = SeatSeed.from_dict(seat_seeds_item_data)

                seat_seeds.append(seat_seeds_item)

        dealt_deck = cast(list[str], d.pop("dealt_deck", UNSET))

        switch_replay = cls(
            format_version=format_version,
            game_id=game_id,
            variant=variant,
            commitment=commitment,
            seed=seed,
            nonce=nonce,
            players=players,
            names=names,
            bots=bots,
            options=options,
            deck=deck,
            actions=actions,
            events=events,
            scores=scores,
            deal_results=deal_results,
            winners=winners,
            seat_players=seat_players,
            fairness=fairness,
            seat_seeds=seat_seeds,
            dealt_deck=dealt_deck,
        )

        return switch_replay
