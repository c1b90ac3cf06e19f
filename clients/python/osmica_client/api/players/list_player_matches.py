from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.player_matches import PlayerMatches
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player: str,
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player}/matches".format(
            player=quote(str(player), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PlayerMatches | Problem | None:
    if response.status_code == 200:
        response_200 = PlayerMatches.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[PlayerMatches | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> Response[PlayerMatches | Problem]:
    """A player's rated matches

     Newest first: game id, game, when it was rated, seat, place and the change of the player's ordinal.
    Paginated with `cursor`; the most recent 200 are kept.

    Args:
        player (str): The app's own id of the player.
        cursor (str | Unset): `next_cursor` of the previous page.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerMatches | Problem]
    """

    kwargs = _get_kwargs(
        player=player,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> PlayerMatches | Problem | None:
    """A player's rated matches

     Newest first: game id, game, when it was rated, seat, place and the change of the player's ordinal.
    Paginated with `cursor`; the most recent 200 are kept.

    Args:
        player (str): The app's own id of the player.
        cursor (str | Unset): `next_cursor` of the previous page.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerMatches | Problem
    """

    return sync_detailed(
        player=player,
        client=client,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    player: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> Response[PlayerMatches | Problem]:
    """A player's rated matches

     Newest first: game id, game, when it was rated, seat, place and the change of the player's ordinal.
    Paginated with `cursor`; the most recent 200 are kept.

    Args:
        player (str): The app's own id of the player.
        cursor (str | Unset): `next_cursor` of the previous page.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerMatches | Problem]
    """

    kwargs = _get_kwargs(
        player=player,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> PlayerMatches | Problem | None:
    """A player's rated matches

     Newest first: game id, game, when it was rated, seat, place and the change of the player's ordinal.
    Paginated with `cursor`; the most recent 200 are kept.

    Args:
        player (str): The app's own id of the player.
        cursor (str | Unset): `next_cursor` of the previous page.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerMatches | Problem
    """

    return (
        await asyncio_detailed(
            player=player,
            client=client,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
