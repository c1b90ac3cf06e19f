"""The lean answer of the view and act routes (:class:`service.edge.controllers.answers.Answer`) sends exactly what
Litestar's ``Response`` sends for the same content: status, headers in order, body; a 304 without a body or its
headers."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
import pytest
from litestar import Litestar, Response, get
from litestar.params import PathParameter
from litestar.testing import TestClient

from service.edge.controllers.answers import Answer


class Sample(msgspec.Struct):
    version: int
    hand: list[str]
    named_suit: str | None = None


HEADERS = {"ETag": '"7"', "Vary": "Authorization", "Cache-Control": "private, no-cache"}
CASES: dict[str, tuple[Any, int, dict[str, str]]] = {
    "struct": (Sample(version=7, hand=["10H", "QS"]), 200, HEADERS),
    "bytes": (b'{"view":{},"events":[]}', 200, {}),
    "not-modified": (None, 304, HEADERS),
}


@get("/litestar/{name:str}", sync_to_thread=False)
def litestar_response(name: Annotated[str, PathParameter()]) -> Response[Any]:
    content, status, headers = CASES[name]
    return Response(content, status_code=status, headers=headers, media_type="application/json")


@get("/answer/{name:str}", sync_to_thread=False)
def answer(name: Annotated[str, PathParameter()]) -> Response[Any]:
    content, status, headers = CASES[name]
    return Answer(content, status_code=status, headers=headers)


@pytest.mark.parametrize("name", list(CASES))
def test_answer_sends_what_a_litestar_response_sends(name: str) -> None:
    with TestClient(Litestar(route_handlers=[litestar_response, answer])) as client:
        expected, got = client.get(f"/litestar/{name}"), client.get(f"/answer/{name}")
    assert got.status_code == expected.status_code == CASES[name][1]
    assert got.headers.raw == expected.headers.raw
    assert got.content == expected.content
