from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.problem_code import ProblemCode, check_problem_code
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.field_error import FieldError


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """RFC 9457 problem details; ``code`` is stable and machine-readable."""

    type_: str
    """ Always ``about:blank``: ``code`` says what happened. """
    title: str
    """ The HTTP status phrase. """
    status: int
    """ The HTTP status code. """
    code: ProblemCode
    """ Why a request was refused (a problem's stable `code`). Each code's meaning (also in `/docs/errors`):

    - `validation_error`: The body or a parameter fails the schema; `errors` says where.
    - `preset_deck_disabled`: This server does not accept a preset deck.
    - `unauthorized`: A seat token is missing (to act) or unknown to this game.
    - `forbidden`: The request is not allowed.
    - `not_found`: No such game under this variant (or it expired), or no such page.
    - `method_not_allowed`: The path does not take this method; `Allow` lists those it takes.
    - `not_acceptable`: No representation matches the `Accept` header.
    - `conflict`: The request conflicts with the match's state.
    - `version_mismatch`: `If-Match` names an older version; `version` is the current one.
    - `payload_too_large`: The body exceeds the server's limit.
    - `unsupported_media_type`: The body is not JSON.
    - `idempotency_key_reused`: This `Idempotency-Key` was sent before with another body.
    - `rate_limited`: Too many requests from this client; wait `Retry-After` seconds.
    - `internal_error`: A fault of the server; nothing names its cause to the caller.
    - `store_unavailable`: The match store cannot be reached; wait `Retry-After` seconds. Nothing changed.
    - `not_finished`: The replay of a match is published once the match is finished.
    - `replay_unavailable`: The match was created before replays were recorded: it has none.
    - `unknown_seat`: No such seat at this table.
    - `invite_unknown`: No seat of this match has that invite.
    - `seat_taken`: The seat is taken: its invite was used, or it was claimed.
    - `not_waiting`: Every seat of the match is taken: nothing can be joined or left any more.
    - `not_a_rematch`: This match is no rematch of the one named in `from`.
    - `seat_not_taken`: No player holds that seat (it is open or a bot's): there is no token to reissue.
    - `match_waiting`: The match waits for players: nothing is dealt yet.
    - `api_key_required`: The request needs an app's API key (`X-Api-Key`): the server requires one to create
    matches, or the request binds or reads players.
    - `api_key_invalid`: The `X-Api-Key` is unknown or revoked.
    - `not_ratable`: A rated match needs every seat bound to a distinct player, no bot seat, no seed and no deck.
    - `player_unknown`: The app has no rated match of this player (in this game).
    - `webhook_url_invalid`: The webhook URL is not an `https://` URL (or `http://` where the server allows it) with
    a host and without credentials.
    - `webhook_url_refused`: The webhook URL's host does not resolve, or resolves to a loopback, private or link-
    local address the server does not allow.
    - `webhook_not_configured`: The app has no webhook.
    - `no_reveal`: The match is dealt from the server's seed alone (not fairness `players`): nothing to reveal.
    - `seed_mismatch`: The SHA-256 of `client_seed` is not the seed commitment the seat made.
    - `already_revealed`: The seat has revealed another seed already.
    - `not_revealed`: A seat did not reveal its seed in time: the match is cancelled and was never dealt.
    - `already_queued`: The player holds a searching quick-match ticket of this app already.
    - `ticket_unknown`: No such quick-match ticket (or it ended more than five minutes ago).
    - `already_matched`: The quick-match ticket is matched: it cannot be cancelled (poll it for the seat).
    - `seat_connected`: The seat is connected (an open stream or long poll, or a request with its token lately): its
    token is not reissued, and it cannot be claimed.
    - `claim_too_early`: The seat to act has been disconnected for less than disconnect_grace_s: `Retry-After` says
    in how many seconds it may be claimed.
    - `invalid_players`: The player count is outside the game's range.
    - `invalid_options`: The options do not fit the player count or each other.
    - `bad_deck`: The preset deck is not exactly this game's deck for this table. """
    detail: None | str | Unset = UNSET
    """ A human-readable explanation. """
    rule: None | str | Unset = UNSET
    """ 409: the id of the rule that forbids the action, where one applies (``[SWI-8](/docs/rules/switch#SWI-8)``).
    """
    rule_url: None | str | Unset = UNSET
    """ 409: where that rule is explained on this server, ``/docs/rules/<variant>#<rule>``. """
    version: int | None | Unset = UNSET
    """ 409 and 412: the match's current version. """
    errors: list[FieldError] | None | Unset = UNSET
    """ 400: what failed the schema. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        code: str = self.code

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

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

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
            }
        )
        if detail is not UNSET:
            field_dict["detail"] = detail
        if rule is not UNSET:
            field_dict["rule"] = rule
        if rule_url is not UNSET:
            field_dict["rule_url"] = rule_url
        if version is not UNSET:
            field_dict["version"] = version
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_error import FieldError  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        code = check_problem_code(d.pop("code"))

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

        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))

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

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            code=code,
            detail=detail,
            rule=rule,
            rule_url=rule_url,
            version=version,
            errors=errors,
        )

        problem.additional_properties = d
        return problem

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
