from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    view: bool | Unset = False,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    params["view"] = view

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/nags/games/{game_id}/stream".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    view: bool | Unset = False,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """Follow a Nags match live (Server-Sent Events)

     `text/event-stream`: each event of the match, redacted as `/events` redacts it for the caller, as
    one message with `id: <seq>`, `event: <type>` and `data` a `NagsStreamMessage`, as soon as any
    replica commits it. `Last-Event-ID` (or `after`) resumes after that seq with no gap and no repeat. A
    comment line comes every 15 s by default (keep-alive); the stream closes after the match's last
    event, and when the server shuts down (reconnect: any replica resumes it). A seat's stream ends with
    a last message `event: revoked` (no `id`; `data` `{"code": "token_revoked", "detail": ...}`) as soon
    as its token stops holding the seat (the seat was left, or the host reissued its token), on
    whichever replica that happened. Checks (404, 401, 503) happen before the stream starts.

    Args:
        game_id (str): The game id from its creation.
        after (int | Unset): Start after this sequence number (`Last-Event-ID` wins). Default: 0.
        view (bool | Unset): Also send the caller's view after the last event of each commit (in
            `data.view`). Default: False.
        last_event_id (str | Unset): Resume after this sequence number (sent by a reconnecting
            EventSource), at most 10^9 as `after`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        view=view,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    view: bool | Unset = False,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """Follow a Nags match live (Server-Sent Events)

     `text/event-stream`: each event of the match, redacted as `/events` redacts it for the caller, as
    one message with `id: <seq>`, `event: <type>` and `data` a `NagsStreamMessage`, as soon as any
    replica commits it. `Last-Event-ID` (or `after`) resumes after that seq with no gap and no repeat. A
    comment line comes every 15 s by default (keep-alive); the stream closes after the match's last
    event, and when the server shuts down (reconnect: any replica resumes it). A seat's stream ends with
    a last message `event: revoked` (no `id`; `data` `{"code": "token_revoked", "detail": ...}`) as soon
    as its token stops holding the seat (the seat was left, or the host reissued its token), on
    whichever replica that happened. Checks (404, 401, 503) happen before the stream starts.

    Args:
        game_id (str): The game id from its creation.
        after (int | Unset): Start after this sequence number (`Last-Event-ID` wins). Default: 0.
        view (bool | Unset): Also send the caller's view after the last event of each commit (in
            `data.view`). Default: False.
        last_event_id (str | Unset): Resume after this sequence number (sent by a reconnecting
            EventSource), at most 10^9 as `after`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        view=view,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    view: bool | Unset = False,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """Follow a Nags match live (Server-Sent Events)

     `text/event-stream`: each event of the match, redacted as `/events` redacts it for the caller, as
    one message with `id: <seq>`, `event: <type>` and `data` a `NagsStreamMessage`, as soon as any
    replica commits it. `Last-Event-ID` (or `after`) resumes after that seq with no gap and no repeat. A
    comment line comes every 15 s by default (keep-alive); the stream closes after the match's last
    event, and when the server shuts down (reconnect: any replica resumes it). A seat's stream ends with
    a last message `event: revoked` (no `id`; `data` `{"code": "token_revoked", "detail": ...}`) as soon
    as its token stops holding the seat (the seat was left, or the host reissued its token), on
    whichever replica that happened. Checks (404, 401, 503) happen before the stream starts.

    Args:
        game_id (str): The game id from its creation.
        after (int | Unset): Start after this sequence number (`Last-Event-ID` wins). Default: 0.
        view (bool | Unset): Also send the caller's view after the last event of each commit (in
            `data.view`). Default: False.
        last_event_id (str | Unset): Resume after this sequence number (sent by a reconnecting
            EventSource), at most 10^9 as `after`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        view=view,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    view: bool | Unset = False,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """Follow a Nags match live (Server-Sent Events)

     `text/event-stream`: each event of the match, redacted as `/events` redacts it for the caller, as
    one message with `id: <seq>`, `event: <type>` and `data` a `NagsStreamMessage`, as soon as any
    replica commits it. `Last-Event-ID` (or `after`) resumes after that seq with no gap and no repeat. A
    comment line comes every 15 s by default (keep-alive); the stream closes after the match's last
    event, and when the server shuts down (reconnect: any replica resumes it). A seat's stream ends with
    a last message `event: revoked` (no `id`; `data` `{"code": "token_revoked", "detail": ...}`) as soon
    as its token stops holding the seat (the seat was left, or the host reissued its token), on
    whichever replica that happened. Checks (404, 401, 503) happen before the stream starts.

    Args:
        game_id (str): The game id from its creation.
        after (int | Unset): Start after this sequence number (`Last-Event-ID` wins). Default: 0.
        view (bool | Unset): Also send the caller's view after the last event of each commit (in
            `data.view`). Default: False.
        last_event_id (str | Unset): Resume after this sequence number (sent by a reconnecting
            EventSource), at most 10^9 as `after`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            view=view,
            last_event_id=last_event_id,
        )
    ).parsed
