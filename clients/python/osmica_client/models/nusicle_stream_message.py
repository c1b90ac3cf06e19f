from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event import Event
    from ..models.nusicle_view import NusicleView


T = TypeVar("T", bound="NusicleStreamMessage")


@_attrs_define
class NusicleStreamMessage:
    """The `data` of one Server-Sent Event of a Nusicle stream (`id`: the event's seq, `event`: its type)."""

    event: Event
    """ One event of a match, redacted for the caller; variant-specific fields sit beside these three. """
    version: int
    """ The match's version as of the read that delivered this event: the version the commit that wrote it left,
    when the stream follows the match live. """
    view: None | NusicleView | Unset = UNSET
    """ With `view=true`, on the last event of each commit: the caller's view after it (absent otherwise). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.nusicle_view import NusicleView  # noqa: PLC0415

        event = self.event.to_dict()

        version = self.version

        view: dict[str, Any] | None | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, NusicleView):
            view = self.view.to_dict()
        else:
            view = self.view

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event": event,
                "version": version,
            }
        )
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event  # noqa: PLC0415
        from ..models.nusicle_view import NusicleView  # noqa: PLC0415

        d = dict(src_dict)
        event = Event.from_dict(d.pop("event"))

        version = d.pop("version")

        def _parse_view(data: object) -> None | NusicleView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = NusicleView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | NusicleView | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        nusicle_stream_message = cls(
            event=event,
            version=version,
            view=view,
        )

        nusicle_stream_message.additional_properties = d
        return nusicle_stream_message

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
