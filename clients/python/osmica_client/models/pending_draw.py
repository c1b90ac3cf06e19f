from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rank import Rank, check_rank

T = TypeVar("T", bound="PendingDraw")


@_attrs_define
class PendingDraw:
    """A stacking draw obligation on the seat to act: answer it with a card of ``rank`` or draw ``count``."""

    rank: Rank
    """ A rank: `2` … `10`, `J`, `Q`, `K`, `A`. """
    count: int
    """ Cards the seat to act draws if it does not answer. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank: str = self.rank

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = check_rank(d.pop("rank"))

        count = d.pop("count")

        pending_draw = cls(
            rank=rank,
            count=count,
        )

        pending_draw.additional_properties = d
        return pending_draw

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
