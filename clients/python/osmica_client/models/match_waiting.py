from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.field_error import FieldError


T = TypeVar("T", bound="MatchWaiting")


@_attrs_define
class MatchWaiting:
    """409 ``match_waiting``: the match waits for players, nothing is dealt yet; nothing changed."""

    type_: str
    """ Always ``about:blank``: ``code`` says what happened. """
    title: str
    """ The HTTP status phrase. """
    status: int
    """ The HTTP status code. """
    version: int
    """ Always 0: no action has been made. """
    code: Literal["match_waiting"] = "match_waiting"
    """ Always ``match_waiting``. """
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
        type_ = self.type_

        title = self.title

        status = self.status

        code = self.code

        version = self.version

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
        from ..models.field_error import FieldError  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        code = cast(Literal["match_waiting"], d.pop("code"))
        if code != "match_waiting":
            raise ValueError(f"code must match const 'match_waiting', got '{code}'")

        version = d.pop("version")

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

        match_waiting = cls(
            type_=type_,
            title=title,
            status=status,
            code=code,
            version=version,
            detail=detail,
            rule=rule,
            rule_url=rule_url,
            errors=errors,
        )

        match_waiting.additional_properties = d
        return match_waiting

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
