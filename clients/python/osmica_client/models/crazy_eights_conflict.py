from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rule_code import RuleCode, check_rule_code
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.crazy_eights_claim import CrazyEightsClaim
    from ..models.crazy_eights_draw import CrazyEightsDraw
    from ..models.crazy_eights_pass import CrazyEightsPass
    from ..models.crazy_eights_play import CrazyEightsPlay
    from ..models.crazy_eights_resign import CrazyEightsResign
    from ..models.field_error import FieldError


T = TypeVar("T", bound="CrazyEightsConflict")


@_attrs_define
class CrazyEightsConflict:
    """409: the rules of Crazy Eights do not allow the action now; nothing changed. `code` and `rule` say why,
    `legal_actions` what the caller may send instead.

    """

    type_: str
    """ Always ``about:blank``: ``code`` says what happened. """
    title: str
    """ The HTTP status phrase. """
    status: int
    """ The HTTP status code. """
    code: RuleCode
    """ Why the rules refuse an action now (a 409's stable `code`). Each code's meaning (also in `/docs/errors`):

    - `not_your_turn`: Another seat is to act, and this action is not one a seat may send out of turn.
    - `match_over`: The match has ended; nothing more may be sent.
    - `seat_resigned`: The seat has resigned: the house bot plays it, and its token sends nothing more.
    - `seat_abandoned`: The seat's turn clock ran out abandon_after times in a row: the house bot plays it, and its
    token sends nothing more.
    - `unknown_seat`: The seat named is not at this table.
    - `unknown_action`: The body is not an action of this game.
    - `illegal_action`: The action is not one of the caller's legal_actions now, for no more specific reason.
    - `unknown_card`: The card code names no card.
    - `unknown_suit`: The suit code names no suit.
    - `unknown_pile`: Nusicle: the pile number names no build pile.
    - `card_not_in_hand`: The caller's hand holds no such card.
    - `card_does_not_match`: The card may not go on the top card (or the pile) now.
    - `suit_required`: A wild card that does not end the deal must name a suit (named_suit).
    - `suit_not_allowed`: Only a wild card that does not end the deal names a suit.
    - `announce_not_allowed`: announce_last goes only with the play the last-card call is about
    ([SWI-8](/docs/rules/switch#SWI-8), [SLO-10](/docs/rules/super-crazy-eights#SLO-10)).
    - `only_drawn_card`: After drawing, only the card just drawn may be played.
    - `must_play`: The player must play a card now: drawing or turning the stock is not allowed.
    - `must_draw`: Switch: a player facing a draw obligation he does not answer draws it; he may not pass.
    - `must_draw_two`: Super Crazy Eights: a starter 2 that cannot be answered must be drawn
    ([SLO-3](/docs/rules/super-crazy-eights#SLO-3)).
    - `must_answer_two`: A pending 2-obligation is answered with a 2 (or what the options allow) or drawn.
    - `must_answer_four`: Switch: a pending 4-obligation is answered with a 4 (or what the options allow) or drawn.
    - `must_answer_jack`: Switch: a jack-attacked player answers with a jack or misses his turn
    ([SWI-7](/docs/rules/switch#SWI-7)).
    - `draw_not_allowed`: The player may not draw now (he holds a legal card, has drawn, or is jack-attacked).
    - `draw_limit_reached`: The player has drawn as many cards as this turn allows.
    - `stock_empty`: No card is left to draw.
    - `pass_not_allowed`: The player may not pass now: he must play or draw.
    - `challenge_not_allowed`: Last-card calls are enforced automatically in this match: no challenges.
    - `nothing_to_challenge`: The seat named is not open to a last-card challenge now.
    - `cannot_challenge_self`: A player may not challenge himself.
    - `multi_card_play_disabled`: Nags: more is allowed only with the multi_card_play option.
    - `empty_more`: Nags: more, when sent, lists at least one card.
    - `ranks_differ`: Nags: the cards of one play must share one rank ([NAG-9](/docs/rules/nags#NAG-9)).
    - `duplicate_card`: Nags: a card appears twice in one play.
    - `not_an_ace`: Nusicle: play_ace takes an ace as its ace.
    - `face_card_required`: Nusicle: play_ace takes a face card (J, Q, K) as its face.
    - `ace_needs_face`: Nusicle: an ace is played only with play_ace, together with a face card
    ([NUS-13](/docs/rules/nusicle#NUS-13)).
    - `claim_disabled`: The match has no disconnect_grace_s: no seat can be claimed for the house bot.
    - `claim_own_seat`: The seat to act cannot claim itself: it plays its turn. """
    version: int
    """ The match's current version. """
    legal_actions: list[CrazyEightsClaim | CrazyEightsDraw | CrazyEightsPass | CrazyEightsPlay | CrazyEightsResign]
    """ What the caller may send now. """
    detail: None | str | Unset = UNSET
    """ A human-readable explanation. """
    rule: None | str | Unset = UNSET
    """ 409: the id of the rule that forbids the action, where one applies (``[SWI-8](/docs/rules/switch#SWI-8)``).
    """
    rule_url: None | str | Unset = UNSET
    """ 409: where that rule is explained on this server, ``/docs/rules/<variant>#<rule>``. """
    errors: list[FieldError] | None | Unset = UNSET
    """ 400: what failed the schema. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.crazy_eights_draw import CrazyEightsDraw  # noqa: PLC0415
        from ..models.crazy_eights_pass import CrazyEightsPass  # noqa: PLC0415
        from ..models.crazy_eights_play import CrazyEightsPlay  # noqa: PLC0415
        from ..models.crazy_eights_resign import CrazyEightsResign  # noqa: PLC0415

        type_ = self.type_

        title = self.title

        status = self.status

        code: str = self.code

        version = self.version

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, CrazyEightsPlay):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CrazyEightsDraw):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CrazyEightsPass):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, CrazyEightsResign):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)

        detail: None | str | Unset
        if isinstance(self.detail, Unset):
            detail = UNSET
        else:
            detail = self.detail

        rule: None | str | Unset
        if isinstance(self.rule, Unset):
            rule = UNSET
        else:
            rule = self.rule

        rule_url: None | str | Unset
        if isinstance(self.rule_url, Unset):
            rule_url = UNSET
        else:
            rule_url = self.rule_url

        errors: list[dict[str, Any]] | None | Unset
        if isinstance(self.errors, Unset):
            errors = UNSET
        elif isinstance(self.errors, list):
            errors = []
            for errors_type_0_item_data in self.errors:
                errors_type_0_item = errors_type_0_item_data.to_dict()
                errors.append(errors_type_0_item)

        else:
            errors = self.errors

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "code": code,
                "version": version,
                "legal_actions": legal_actions,
            }
        )
        if detail is not UNSET:
            field_dict["detail"] = detail
        if rule is not UNSET:
            field_dict["rule"] = rule
        if rule_url is not UNSET:
            field_dict["rule_url"] = rule_url
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crazy_eights_claim import CrazyEightsClaim  # noqa: PLC0415
        from ..models.crazy_eights_draw import CrazyEightsDraw  # noqa: PLC0415
        from ..models.crazy_eights_pass import CrazyEightsPass  # noqa: PLC0415
        from ..models.crazy_eights_play import CrazyEightsPlay  # noqa: PLC0415
        from ..models.crazy_eights_resign import CrazyEightsResign  # noqa: PLC0415
        from ..models.field_error import FieldError  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        code = check_rule_code(d.pop("code"))

        version = d.pop("version")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:

            def _parse_legal_actions_item(
                data: object,
            ) -> CrazyEightsClaim | CrazyEightsDraw | CrazyEightsPass | CrazyEightsPlay | CrazyEightsResign:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_0 = CrazyEightsPlay.from_dict(data)

                    return legal_actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_1 = CrazyEightsDraw.from_dict(data)

                    return legal_actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_2 = CrazyEightsPass.from_dict(data)

                    return legal_actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_3 = CrazyEightsResign.from_dict(data)

                    return legal_actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                legal_actions_item_type_4 = CrazyEightsClaim.from_dict(data)

                return legal_actions_item_type_4

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        def _parse_detail(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        detail = _parse_detail(d.pop("detail", UNSET))

        def _parse_rule(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule = _parse_rule(d.pop("rule", UNSET))

        def _parse_rule_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule_url = _parse_rule_url(d.pop("rule_url", UNSET))

        def _parse_errors(data: object) -> list[FieldError] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                errors_type_0 = []
                _errors_type_0 = data
                for errors_type_0_item_data in _errors_type_0:
                    errors_type_0_item = FieldError.from_dict(errors_type_0_item_data)

                    errors_type_0.append(errors_type_0_item)

                return errors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[FieldError] | None | Unset, data)

        errors = _parse_errors(d.pop("errors", UNSET))

        crazy_eights_conflict = cls(
            type_=type_,
            title=title,
            status=status,
            code=code,
            version=version,
            legal_actions=legal_actions,
            detail=detail,
            rule=rule,
            rule_url=rule_url,
            errors=errors,
        )

        crazy_eights_conflict.additional_properties = d
        return crazy_eights_conflict

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
