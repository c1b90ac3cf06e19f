from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.nusicle_view import NusicleView
    from ..models.nusicle_waiting import NusicleWaiting


T = TypeVar("T", bound="NusicleRevealed")


@_attrs_define
class NusicleRevealed:
    """A seat of a Nusicle match revealed its seed; the last one dealt the match."""

    seat: int
    """ The seat whose seed was revealed. """
    view: None | NusicleView
    """ The seat's view once the last seed dealt the match; else null. """
    waiting: None | NusicleWaiting
    """ While seeds are missing: which seats have revealed; else null. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.nusicle_view import NusicleView  # noqa: PLC0415
        from ..models.nusicle_waiting import NusicleWaiting  # noqa: PLC0415

        seat = self.seat

        view: dict[str, Any] | None
        if isinstance(self.view, NusicleView):
            view = self.view.to_dict()
        else:
            view = self.view

        waiting: dict[str, Any] | None
        if isinstance(self.waiting, NusicleWaiting):
            waiting = self.waiting.to_dict()
        else:
            waiting = self.waiting

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "view": view,
                "waiting": waiting,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.nusicle_view import NusicleView  # noqa: PLC0415
        from ..models.nusicle_waiting import NusicleWaiting  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_view(data: object) -> None | NusicleView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = NusicleView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | NusicleView, data)

        view = _parse_view(d.pop("view"))

        def _parse_waiting(data: object) -> None | NusicleWaiting:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                waiting_type_0 = NusicleWaiting.from_dict(data)

                return waiting_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | NusicleWaiting, data)

        waiting = _parse_waiting(d.pop("waiting"))

        nusicle_revealed = cls(
            seat=seat,
            view=view,
            waiting=waiting,
        )

        nusicle_revealed.additional_properties = d
        return nusicle_revealed

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
