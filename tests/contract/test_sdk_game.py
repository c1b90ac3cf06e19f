"""The Python SDK's handle on a match of any game (``osmica_client.game``), sync and async, against the real
server: joining by invite, the refusals as ``OsmicaError`` (a rule's 409 with typed ``legal_actions``,
``match_waiting``, a stale ``If-Match``), an idempotent retry, events, and the stream, which resumes after a
connection cut part-way with no gap and no repeat.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from osmica_client.game import AsyncOsmica, Game, Osmica, OsmicaError, connected_after
from osmica_client.models import CrazyEightsActResult, CrazyEightsDraw, CrazyEightsJoin, CrazyEightsResign

from tests.servers import ServiceProcess

VARIANT = "crazy-eights"


def create(service: ServiceProcess) -> dict[str, Any]:
    """A Crazy Eights match of two seats, the second open (an invite): it waits for that player."""
    body = {"players": 2, "seed": 11, "seats": [{"name": "ana"}, {"open": True}], "options": {"target": 1}}
    response = httpx.post(f"{service.base_url}/v1/{VARIANT}/games", json=body, timeout=10)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def play(seats: list[Game]) -> int:
    """Play the match to its end, each seat sending its first card play (else its first action); the actions."""
    acted = 0
    while (view := seats[0].view()).status == "playing":
        seat = seats[view.turn]
        mine = seat.view()
        action = next((a for a in mine.legal_actions if a.type_ == "play"), mine.legal_actions[0])
        result = seat.act(action, if_match=mine.version, idempotency_key=f"k-{acted}")
        assert isinstance(result, CrazyEightsActResult)
        acted += 1
        assert acted < 2000
    return acted


class Dropping(httpx.HTTPTransport):
    """The real transport, but the first stream answer breaks off after ``cut`` bytes, as a dropped connection."""

    def __init__(self, cut: int) -> None:
        super().__init__()
        self.cut = cut
        self.resumed_after: list[str | None] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = super().handle_request(request)
        if not request.url.path.endswith("/stream"):
            return response
        self.resumed_after.append(request.headers.get("Last-Event-ID"))
        if len(self.resumed_after) > 1:
            return response
        cut = self.cut

        class Cut(httpx.SyncByteStream):
            def __iter__(self) -> Iterator[bytes]:
                sent = 0
                for chunk in response.stream:  # type: ignore[union-attr]
                    yield chunk[: max(0, cut - sent)]
                    sent += len(chunk)
                    if sent >= cut:
                        raise httpx.ReadError("connection dropped")

            def close(self) -> None:
                response.close()

        return httpx.Response(response.status_code, headers=response.headers, stream=Cut(), request=request)


def test_a_match_through_the_handle(service: ServiceProcess) -> None:
    created = create(service)
    osmica = Osmica(service.base_url)
    ana = osmica.game(VARIANT, created["game_id"], token=created["seats"][0]["token"])

    with pytest.raises(OsmicaError) as waiting:
        ana.act(CrazyEightsDraw())
    assert (waiting.value.status, waiting.value.code, waiting.value.legal_actions) == (409, "match_waiting", None)

    bo = osmica.game(VARIANT, created["game_id"])
    joined = bo.join(CrazyEightsJoin(invite=created["invites"][0]["invite"]))
    assert bo.token == joined.token
    seats = [ana, bo]

    view = ana.view()
    idle = seats[1 - view.turn]
    with pytest.raises(OsmicaError) as refused:
        idle.act(CrazyEightsDraw())
    assert (refused.value.status, refused.value.code) == (409, "not_your_turn")
    assert refused.value.legal_actions == [CrazyEightsResign()]

    mine = seats[view.turn].view()
    with pytest.raises(OsmicaError) as stale:
        seats[view.turn].act(mine.legal_actions[0], if_match=mine.version + 1)
    assert (stale.value.status, stale.value.code, stale.value.problem.version) == (
        412,
        "version_mismatch",
        mine.version,
    )

    first = seats[view.turn].act(mine.legal_actions[0], if_match=mine.version, idempotency_key="once")
    again = seats[view.turn].act(mine.legal_actions[0], if_match=mine.version, idempotency_key="once")
    assert again.to_dict() == first.to_dict()  # the first answer again: applied once

    acted = play(seats)
    assert ana.view().status == "finished" and acted > 0
    events = ana.events(after=0).events
    assert events[-1].type_ == "match_ended"

    dropping = Dropping(cut=400)
    streamed = list(ana.stream(transport=dropping))

    assert [m.seq for m in streamed] == [e.seq for e in events]  # no gap, no repeat
    assert [m.type for m in streamed] == [e.type_ for e in events]
    assert len(dropping.resumed_after) == 2 and dropping.resumed_after[0] == "0"
    assert dropping.resumed_after[1] not in (None, "0")
    tail = list(ana.stream(last_event_id=len(events) - 2, view=True))
    assert [m.type for m in tail] == [e.type_ for e in events[-2:]] and tail[-1].view is not None

    with pytest.raises(OsmicaError) as gone:
        osmica.game(VARIANT, "no-such-game").view()
    assert (gone.value.status, gone.value.code) == (404, "not_found")
    with pytest.raises(ValueError, match="no such variant"):
        osmica.game("poker", created["game_id"])


async def test_the_async_handle_plays_and_streams(service: ServiceProcess) -> None:
    created = create(service)
    osmica = AsyncOsmica(service.base_url)
    ana = osmica.game(VARIANT, created["game_id"], token=created["seats"][0]["token"])
    bo = osmica.game(VARIANT, created["game_id"])
    await bo.join(CrazyEightsJoin(invite=created["invites"][0]["invite"]))
    seats = [ana, bo]

    async def watch() -> list[Any]:  # a spectator following the match live while it is played
        return [message async for message in osmica.game(VARIANT, created["game_id"]).stream(presence=True)]

    watching = asyncio.create_task(watch())
    while (view := await ana.view()).status == "playing":
        mine = await seats[view.turn].view()
        action = next((a for a in mine.legal_actions if a.type_ == "play"), mine.legal_actions[0])
        await seats[view.turn].act(action, if_match=mine.version)

    streamed = await asyncio.wait_for(watching, 60)
    events = (await ana.events()).events
    assert [m.seq for m in streamed if m.type != "presence"] == [e.seq for e in events]
    # who is there came with them, as presence messages that are no events of the match
    assert {(m.event.seat, m.event.connected) for m in streamed if m.type == "presence"} >= {(0, True), (1, True)}
    rematch = await bo.rematch()
    assert rematch.game_id != created["game_id"]
    assert (await ana.events(after=len(events), wait=1)).events == []


async def test_a_seat_stream_ends_when_its_token_is_reissued(service: ServiceProcess) -> None:
    created = create(service)  # waiting for its second player: in play, a seat with a stream open is connected,
    osmica = AsyncOsmica(service.base_url)  # and its token is not reissued (409 seat_connected)
    ana = osmica.game(VARIANT, created["game_id"], token=created["seats"][0]["token"])
    stream = ana.stream()
    opened = asyncio.create_task(anext(stream))
    spectator = osmica.game(VARIANT, created["game_id"])
    for _ in range(600):  # the stream is open once its seat shows connected (it is written before the first byte)
        if (await spectator.view()).connected[0]:
            break
        await asyncio.sleep(0.05)
    reissued = httpx.post(
        f"{service.base_url}/v1/{VARIANT}/games/{created['game_id']}/seats/0/token",
        headers={"Authorization": f"Bearer {created['host_token']}"},
        timeout=10,
    )
    assert reissued.status_code == 200, reissued.text
    with pytest.raises(OsmicaError) as revoked:
        await asyncio.wait_for(opened, 30)
    assert (revoked.value.status, revoked.value.code) == (401, "token_revoked")


def test_a_quick_match_through_the_handle(service: ServiceProcess, redis_server: Any) -> None:
    """Two players of an app queue through ``quick_match`` (sync and async) and play the table they are given with
    the app's key; a refusal of the queue is an ``OsmicaError``."""
    from osmica_client.models import CrazyEightsQueueRequest, QueueStatus

    from tests.service.accounts.test_apps import new_app

    key = new_app(redis_server.url, "sdk quick match")[1]
    sync, concurrent = Osmica(service.base_url, api_key=key), AsyncOsmica(service.base_url, api_key=key)
    tickets: list[str] = []

    async def both() -> list[QueueStatus]:
        other = asyncio.to_thread(
            sync.quick_match, VARIANT, CrazyEightsQueueRequest(player="sdk-ana", players=2), on_ticket=tickets.append
        )
        mine = concurrent.quick_match(VARIANT, CrazyEightsQueueRequest(player="sdk-bo", players=2))
        return list(await asyncio.gather(other, mine))

    one, two = asyncio.run(both())
    assert one.status == two.status == "matched" and one.game_id == two.game_id and {one.seat, two.seat} == {0, 1}
    assert len(tickets) == 1 and tickets[0].startswith("qt_")
    seated = sync.game(VARIANT, str(one.game_id), token=str(one.token))
    assert seated.view().seat == one.seat
    with pytest.raises(OsmicaError) as refused:  # the table is the app's: without the key it is unknown
        Osmica(service.base_url).game(VARIANT, str(one.game_id), token=str(one.token)).view()
    assert refused.value.status == 404
    with pytest.raises(OsmicaError) as keyless:
        Osmica(service.base_url).quick_match(VARIANT, CrazyEightsQueueRequest(player="sdk-cy", players=2))
    assert keyless.value.code == "api_key_required"


def test_claims_and_who_is_connected_through_the_handle(service: ServiceProcess) -> None:
    body = {"players": 2, "options": {"disconnect_grace_s": 86400}}
    created = httpx.post(f"{service.base_url}/v1/{VARIANT}/games", json=body, timeout=10).json()
    osmica = Osmica(service.base_url)
    seats = [osmica.game(VARIANT, created["game_id"], token=s["token"]) for s in created["seats"]]
    view = seats[1].view()
    assert view.connected == [False, True]
    assert all(e.type_ != "presence" for e in seats[1].events().events)  # presence is no event of the match
    events = len(seats[1].events().events)
    stream = seats[1].stream(presence=True)
    messages = [next(stream) for _ in range(events + 1)]
    stream.close()
    assert [m.type for m in messages[:events]] == [e.type_ for e in seats[1].events().events]
    presence = messages[events]  # after the events it owes, who is there
    assert (presence.type, presence.seq, presence.connected) == ("presence", events, [False, True])
    assert (presence.event.seat, presence.event.connected) == (1, True)
    assert connected_after([False, False], presence) == [False, True]
    assert connected_after([True, False], {"type": "played", "seat": 1}) == [True, False]
    with pytest.raises(OsmicaError) as early:
        seats[1 - view.turn].claim()
    assert (early.value.status, early.value.code) == (409, "claim_too_early")
    assert early.value.retry_after is not None and early.value.retry_after > 0
