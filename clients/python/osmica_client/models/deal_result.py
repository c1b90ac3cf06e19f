from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deal_end_reason import DealEndReason, check_deal_end_reason

T = TypeVar("T", bound="DealResult")


@_attrs_define
class DealResult:
    """One finished deal as every view shows it."""

    deal: int
    """ The deal's number, from 1. """
    reason: DealEndReason
    """ How a deal ended: `went_out` a hand emptied; `blocked` nobody could play or draw; `stalled` (Nags) too many
    stock turns in a row, [NAG-16](/docs/rules/nags#NAG-16); `pat` (Nusicle) nobody can ever play again,
    [NUS-17](/docs/rules/nusicle#NUS-17), not counted; `voided` the safety cap of 5,000 actions, scores nothing and
    the same dealer deals again; `resigned` a resignation ended the match, scores nothing. """
    scores: list[int]
    """ The deal's score per seat (per side in partnership play). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deal = self.deal

        reason: str = self.reason

        scores = self.scores

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deal": deal,
                "reason": reason,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deal = d.pop("deal")

        reason = check_deal_end_reason(d.pop("reason"))

        scores = cast(list[int], d.pop("scores"))

        deal_result = cls(
            deal=deal,
            reason=reason,
            scores=scores,
        )

        deal_result.additional_properties = d
        return deal_result

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
