from http import HTTPStatus
from typing import Any, Literal

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.switch_lobby_page import SwitchLobbyPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: Literal["waiting"],
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["status"] = status

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/switch/games",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SwitchLobbyPage | None:
    if response.status_code == 200:
        response_200 = SwitchLobbyPage.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | SwitchLobbyPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: Literal["waiting"],
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> Response[Problem | SwitchLobbyPage]:
    """List the public Switch matches waiting for players

     The matches created with `public: true` that still have an open seat, newest first: id, names, open
    seats, options and creation time. A match leaves the list when its last seat is taken or it expires.
    Paginated: pass `next_cursor` as `cursor`.

    Args:
        status (Literal['waiting']): `waiting`: public matches with an open seat.
        cursor (str | Unset): `next_cursor` of the previous page; leave out for the first.
        limit (int | Unset): Matches per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SwitchLobbyPage]
    """

    kwargs = _get_kwargs(
        status=status,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: Literal["waiting"],
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> Problem | SwitchLobbyPage | None:
    """List the public Switch matches waiting for players

     The matches created with `public: true` that still have an open seat, newest first: id, names, open
    seats, options and creation time. A match leaves the list when its last seat is taken or it expires.
    Paginated: pass `next_cursor` as `cursor`.

    Args:
        status (Literal['waiting']): `waiting`: public matches with an open seat.
        cursor (str | Unset): `next_cursor` of the previous page; leave out for the first.
        limit (int | Unset): Matches per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SwitchLobbyPage
    """

    return sync_detailed(
        client=client,
        status=status,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: Literal["waiting"],
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> Response[Problem | SwitchLobbyPage]:
    """List the public Switch matches waiting for players

     The matches created with `public: true` that still have an open seat, newest first: id, names, open
    seats, options and creation time. A match leaves the list when its last seat is taken or it expires.
    Paginated: pass `next_cursor` as `cursor`.

    Args:
        status (Literal['waiting']): `waiting`: public matches with an open seat.
        cursor (str | Unset): `next_cursor` of the previous page; leave out for the first.
        limit (int | Unset): Matches per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SwitchLobbyPage]
    """

    kwargs = _get_kwargs(
        status=status,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: Literal["waiting"],
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> Problem | SwitchLobbyPage | None:
    """List the public Switch matches waiting for players

     The matches created with `public: true` that still have an open seat, newest first: id, names, open
    seats, options and creation time. A match leaves the list when its last seat is taken or it expires.
    Paginated: pass `next_cursor` as `cursor`.

    Args:
        status (Literal['waiting']): `waiting`: public matches with an open seat.
        cursor (str | Unset): `next_cursor` of the previous page; leave out for the first.
        limit (int | Unset): Matches per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SwitchLobbyPage
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
