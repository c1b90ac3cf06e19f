from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.score_direction import ScoreDirection, check_score_direction
from ..models.status import Status, check_status
from ..models.suit import Suit, check_suit
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.challenge_window import ChallengeWindow
    from ..models.deal_info import DealInfo
    from ..models.deal_result import DealResult
    from ..models.pending_draw import PendingDraw
    from ..models.switch_challenge import SwitchChallenge
    from ..models.switch_claim import SwitchClaim
    from ..models.switch_draw import SwitchDraw
    from ..models.switch_options import SwitchOptions
    from ..models.switch_pass import SwitchPass
    from ..models.switch_play import SwitchPlay
    from ..models.switch_resign import SwitchResign


T = TypeVar("T", bound="SwitchView")


@_attrs_define
class SwitchView:
    """A Switch match as one seat, or a spectator, sees it."""

    variant: str
    """ The game's variant id, the ``{variant}`` of its paths. """
    version: int
    """ 0 at creation, +1 per accepted action. """
    status: Status
    """ `playing` until the match is over, then `finished`. """
    seat: int | None
    """ Whose view this is; null for a spectator. """
    players: int
    """ Seats at the table. """
    names: list[str]
    """ Display names by seat. """
    seat_players: list[None | str]
    """ Per seat: the app's own id of the person playing it (bound with an API key), or null. """
    preset_deck: bool
    """ The match was created with a preset deck (its first deal was not shuffled by the server). """
    deal: DealInfo
    """ The deal in progress (or the last one, once the match is over). """
    turn: int | None
    """ The seat to act, or null when the match is over. """
    direction: int
    """ +1 while play runs in seat order, -1 after a reversal. """
    hand: list[str] | None
    """ The viewer's own cards; null for a spectator. """
    hand_counts: list[int]
    """ Per seat: how many cards its hand holds. """
    stock_count: int
    """ Cards in the face-down stock. """
    scores: list[int]
    """ Cumulative scores per seat (per side in partnership play). """
    score_direction: ScoreDirection
    """ Whether the higher or the lower cumulative score wins the game. """
    deal_results: list[DealResult]
    """ One row per finished deal, oldest first. """
    winners: list[int]
    """ The winning seats once the match is over (ties share; both partners); empty before. """
    resigned: list[bool]
    """ Per seat: has resigned; the house bot plays it from then on (tables of three or more). """
    abandoned: list[bool]
    """ Per seat: its turn timed out ``abandon_after`` times in a row; the house bot plays it from then on. """
    options: SwitchOptions
    """ House rules of docs/rules/switch.md; ``null`` means the default for the player count. """
    legal_actions: list[SwitchChallenge | SwitchClaim | SwitchDraw | SwitchPass | SwitchPlay | SwitchResign]
    """ Every action body the viewer may send now, in a fixed order; empty when it may send none (always for a
    spectator). Send any entry back unchanged. """
    top: None | str
    """ The card to match. """
    discard_count: int
    """ Cards in the discard pile. """
    named_suit: None | Suit
    """ The suit named with the ace on top ([SWI-3](/docs/rules/switch#SWI-3)), else null. """
    pending: None | PendingDraw
    """ The 2/4 obligation on the seat to act: the rank that answers it and the cards to draw
    ([SWI-5](/docs/rules/switch#SWI-5), [SWI-6](/docs/rules/switch#SWI-6)). """
    jack_attack: int | None
    """ The jack-attacked seat: it may answer with a J or miss its turn ([SWI-7](/docs/rules/switch#SWI-7)). """
    announced: list[bool]
    """ Per seat: has called "Last card" and holds that one card ([SWI-8](/docs/rules/switch#SWI-8)). """
    challenge_open: ChallengeWindow | None
    """ The open last-card challenge, if any (``last_card_enforcement=challenge``,
    [SWI-8](/docs/rules/switch#SWI-8)). """
    drawn_this_turn: int
    """ Cards the seat to act has drawn this turn: 0 or 1 ([SWI-4](/docs/rules/switch#SWI-4)). """
    game_id: str = ""
    """ The game's id, the ``{game_id}`` of its paths. """
    commitment: str = ""
    """ SHA-256 (hex) of the match's seed, a secret nonce and the preset deck, fixed at creation
    (engine/commitment.py); the replay of the finished match reveals what it commits to. """
    rematch: None | str | Unset = UNSET
    """ Once the match is finished and a rematch was asked for: the new match's game id. """
    connected: list[bool] | Unset = UNSET
    """ Per seat: has an open stream or long poll, or made a request with its token in the last 30 s, on any
    replica (README, Presence); the service fills it in. """
    deadline: None | str | Unset = UNSET
    """ With a turn clock (``turn_timeout_s``): when the seat to act runs out of time (RFC 3339, UTC), after
    which the server acts for it; null without a clock, while the server plays the seat, or once the match is
    over. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge_window import ChallengeWindow  # noqa: PLC0415
        from ..models.pending_draw import PendingDraw  # noqa: PLC0415
        from ..models.switch_challenge import SwitchChallenge  # noqa: PLC0415
        from ..models.switch_draw import SwitchDraw  # noqa: PLC0415
        from ..models.switch_pass import SwitchPass  # noqa: PLC0415
        from ..models.switch_play import SwitchPlay  # noqa: PLC0415
        from ..models.switch_resign import SwitchResign  # noqa: PLC0415

        game_id = self.game_id

        commitment = self.commitment

        variant = self.variant

        version = self.version

        status: str = self.status

        seat: int | None
        seat = self.seat

        players = self.players

        names = self.names

        seat_players = []
        for seat_players_item_data in self.seat_players:
            seat_players_item: None | str
            seat_players_item = seat_players_item_data
            seat_players.append(seat_players_item)

        preset_deck = self.preset_deck

        deal = self.deal.to_dict()

        turn: int | None
        turn = self.turn

        direction = self.direction

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        hand_counts = self.hand_counts

        stock_count = self.stock_count

        scores = self.scores

        score_direction: str = self.score_direction

        deal_results = []
        for deal_results_item_data in self.deal_results:
            deal_results_item = deal_results_item_data.to_dict()
            deal_results.append(deal_results_item)

        winners = self.winners

        resigned = self.resigned

        abandoned = self.abandoned

        options = self.options.to_dict()

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, SwitchPlay):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, SwitchDraw):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, SwitchPass):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, SwitchChallenge):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, SwitchResign):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)

        top: None | str
        top = self.top

        discard_count = self.discard_count

        named_suit: None | str
        if isinstance(self.named_suit, str):
            named_suit = self.named_suit
        else:
            named_suit = self.named_suit

        pending: dict[str, Any] | None
        if isinstance(self.pending, PendingDraw):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        jack_attack: int | None
        jack_attack = self.jack_attack

        announced = self.announced

        challenge_open: dict[str, Any] | None
        if isinstance(self.challenge_open, ChallengeWindow):
            challenge_open = self.challenge_open.to_dict()
        else:
            challenge_open = self.challenge_open

        drawn_this_turn = self.drawn_this_turn

        rematch: None | str | Unset
        if isinstance(self.rematch, Unset):
            rematch = UNSET
        else:
            rematch = self.rematch

        connected: list[bool] | Unset = UNSET
        if not isinstance(self.connected, Unset):
            connected = self.connected

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        else:
            deadline = self.deadline

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "commitment": commitment,
                "variant": variant,
                "version": version,
                "status": status,
                "seat": seat,
                "players": players,
                "names": names,
                "seat_players": seat_players,
                "preset_deck": preset_deck,
                "deal": deal,
                "turn": turn,
                "direction": direction,
                "hand": hand,
                "hand_counts": hand_counts,
                "stock_count": stock_count,
                "scores": scores,
                "score_direction": score_direction,
                "deal_results": deal_results,
                "winners": winners,
                "resigned": resigned,
                "abandoned": abandoned,
                "options": options,
                "legal_actions": legal_actions,
                "top": top,
                "discard_count": discard_count,
                "named_suit": named_suit,
                "pending": pending,
                "jack_attack": jack_attack,
                "announced": announced,
                "challenge_open": challenge_open,
                "drawn_this_turn": drawn_this_turn,
            }
        )
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if connected is not UNSET:
            field_dict["connected"] = connected
        if deadline is not UNSET:
            field_dict["deadline"] = deadline

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge_window import ChallengeWindow  # noqa: PLC0415
        from ..models.deal_info import DealInfo  # noqa: PLC0415
        from ..models.deal_result import DealResult  # noqa: PLC0415
        from ..models.pending_draw import PendingDraw  # noqa: PLC0415
        from ..models.switch_challenge import SwitchChallenge  # noqa: PLC0415
        from ..models.switch_claim import SwitchClaim  # noqa: PLC0415
        from ..models.switch_draw import SwitchDraw  # noqa: PLC0415
        from ..models.switch_options import SwitchOptions  # noqa: PLC0415
        from ..models.switch_pass import SwitchPass  # noqa: PLC0415
        from ..models.switch_play import SwitchPlay  # noqa: PLC0415
        from ..models.switch_resign import SwitchResign  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        commitment = d.pop("commitment")

        variant = d.pop("variant")

        version = d.pop("version")

        status = check_status(d.pop("status"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        players = d.pop("players")

        names = cast(list[str], d.pop("names"))

        seat_players = []
        _seat_players = d.pop("seat_players")
        for seat_players_item_data in _seat_players:

            def _parse_seat_players_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            seat_players_item = _parse_seat_players_item(seat_players_item_data)

            seat_players.append(seat_players_item)

        preset_deck = d.pop("preset_deck")

        deal = DealInfo.from_dict(d.pop("deal"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        direction = d.pop("direction")

        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))

        hand_counts = cast(list[int], d.pop("hand_counts"))

        stock_count = d.pop("stock_count")

        scores = cast(list[int], d.pop("scores"))

        score_direction = check_score_direction(d.pop("score_direction"))

        deal_results = []
        _deal_results = d.pop("deal_results")
        for deal_results_item_data in _deal_results:
            deal_results_item = DealResult.from_dict(deal_results_item_data)

            deal_results.append(deal_results_item)

        winners = cast(list[int], d.pop("winners"))

        resigned = cast(list[bool], d.pop("resigned"))

        abandoned = cast(list[bool], d.pop("abandoned"))

        options = SwitchOptions.from_dict(d.pop("options"))

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:

            def _parse_legal_actions_item(
                data: object,
            ) -> SwitchChallenge | SwitchClaim | SwitchDraw | SwitchPass | SwitchPlay | SwitchResign:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_0 = SwitchPlay.from_dict(data)

                    return legal_actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_1 = SwitchDraw.from_dict(data)

                    return legal_actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_2 = SwitchPass.from_dict(data)

                    return legal_actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_3 = SwitchChallenge.from_dict(data)

                    return legal_actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_4 = SwitchResign.from_dict(data)

                    return legal_actions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                legal_actions_item_type_5 = SwitchClaim.from_dict(data)

                return legal_actions_item_type_5

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        def _parse_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        top = _parse_top(d.pop("top"))

        discard_count = d.pop("discard_count")

        def _parse_named_suit(data: object) -> None | Suit:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                named_suit_type_0 = check_suit(data)

                return named_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Suit, data)

        named_suit = _parse_named_suit(d.pop("named_suit"))

        def _parse_pending(data: object) -> None | PendingDraw:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = PendingDraw.from_dict(data)

                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PendingDraw, data)

        pending = _parse_pending(d.pop("pending"))

        def _parse_jack_attack(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        jack_attack = _parse_jack_attack(d.pop("jack_attack"))

        announced = cast(list[bool], d.pop("announced"))

        def _parse_challenge_open(data: object) -> ChallengeWindow | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                challenge_open_type_0 = ChallengeWindow.from_dict(data)

                return challenge_open_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChallengeWindow | None, data)

        challenge_open = _parse_challenge_open(d.pop("challenge_open"))

        drawn_this_turn = d.pop("drawn_this_turn")

        def _parse_rematch(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rematch = _parse_rematch(d.pop("rematch", UNSET))

        connected = cast(list[bool], d.pop("connected", UNSET))

        def _parse_deadline(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))

        switch_view = cls(
            game_id=game_id,
            commitment=commitment,
            variant=variant,
            version=version,
            status=status,
            seat=seat,
            players=players,
            names=names,
            seat_players=seat_players,
            preset_deck=preset_deck,
            deal=deal,
            turn=turn,
            direction=direction,
            hand=hand,
            hand_counts=hand_counts,
            stock_count=stock_count,
            scores=scores,
            score_direction=score_direction,
            deal_results=deal_results,
            winners=winners,
            resigned=resigned,
            abandoned=abandoned,
            options=options,
            legal_actions=legal_actions,
            top=top,
            discard_count=discard_count,
            named_suit=named_suit,
            pending=pending,
            jack_attack=jack_attack,
            announced=announced,
            challenge_open=challenge_open,
            drawn_this_turn=drawn_this_turn,
            rematch=rematch,
            connected=connected,
            deadline=deadline,
        )

        switch_view.additional_properties = d
        return switch_view

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
