"""Request bodies: JSON only, decoded strictly, in this one place for every route that takes a body.

Litestar would decode a body as it likes and then convert it with ``strict=False`` (``"2"`` becoming 2, ``0``
becoming false), and read any content type as JSON. So the handlers take the raw request and :func:`decode`
turns its body into the operation's msgspec type:

* the ``Content-Type`` must be ``application/json`` or a ``+json`` type (parameters allowed, but a ``charset``
  only if it is ``utf-8``, the one JSON is read in); any other, or none, is 415 ``unsupported_media_type`` (so a
  form that a browser posts from another site without a preflight is never read);
* the body is decoded by msgspec, then converted to the type with ``strict=True``: a string is never a number,
  a number never a bool, and every bound of the type (lengths, patterns, minimum and maximum) is checked; a
  failure is 400 ``validation_error`` naming the field, as is malformed JSON. A float with no fractional part
  (``2.0``, ``1e3``) counts as the integer it is, as JSON Schema says; ``2.5`` is no integer;
* nesting deeper than the decoder's recursion limit (junk skipped before a union's tag, say) is 400 too: the
  decoder's ``RecursionError`` is caught here, and never reaches the 500 handler.

The size limit comes first: Litestar refuses a body over ``max_body_bytes`` while reading it (413).
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
from litestar import Request

from service.wire.errors import FieldError, ServiceError

JSON_MEDIA_TYPE = "application/json"
_WHERE = re.compile(r"^(?P<message>.*) - at `\$(?P<path>[^`]*)`$", re.DOTALL)


def is_json(content_type: str) -> bool:
    """``application/json`` or ``<type>/<subtype>+json``, whatever the case, with no ``charset`` but ``utf-8``."""
    media, _, parameters = content_type.partition(";")
    media = media.strip().lower()
    if not (media == JSON_MEDIA_TYPE or (media.startswith("application/") and media.endswith("+json"))):
        return False
    for parameter in parameters.split(";"):
        name, _, value = parameter.partition("=")
        if name.strip().lower() == "charset" and value.strip().strip('"').lower() != "utf-8":
            return False
    return True


_json = msgspec.json.Decoder()


async def decode(request: Request[Any, Any, Any], kind: Any) -> Any:
    """The request's body as ``kind``, or the 415 / 400 (413 from reading) that refuses it."""
    content_type = request.headers.get("content-type")
    json_only(content_type)
    return decode_body(await request.body(), kind)


def json_only(content_type: str | None) -> None:
    """415 ``unsupported_media_type`` unless the body is sent as JSON."""
    if content_type is None or not is_json(content_type):
        raise ServiceError(
            415,
            "unsupported_media_type",
            f"the body must be {JSON_MEDIA_TYPE}" + ("" if content_type is None else ", not " + content_type[:64]),
        )


def decode_body(body: bytes, kind: Any) -> Any:
    """A JSON body already read as ``kind``, or the 400 that refuses it."""
    try:
        return msgspec.convert(_integral(_json.decode(body)), kind, strict=True)
    except msgspec.ValidationError as exc:
        raise _invalid(str(exc)) from None
    except msgspec.DecodeError as exc:
        raise _invalid(f"the body is not valid JSON: {exc}") from None
    except RecursionError:
        raise _invalid("the body is nested too deeply") from None


def _integral(value: Any) -> Any:
    """``value`` with every float that holds an integer (``2.0``) made that integer."""
    if type(value) is float:
        return int(value) if value.is_integer() else value
    if type(value) is dict:
        return {k: _integral(v) for k, v in value.items()}
    if type(value) is list:
        return [_integral(v) for v in value]
    return value


def _invalid(message: str) -> ServiceError:
    """400 ``validation_error`` with the field msgspec names (``$.options.target`` is ``options.target``)."""
    where = _WHERE.match(message)
    field = None
    if where is not None:
        message, path = where["message"], where["path"].removeprefix(".")
        field = path or None
    error = FieldError(message=message, field=field, source="body")
    return ServiceError(400, "validation_error", "the body fails the schema: " + message, errors=[error])
