from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.seat_token import SeatToken
from ...types import Response


def _get_kwargs(
    game_id: str,
    seat: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/super-crazy-eights/games/{game_id}/seats/{seat}/token".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeatToken | None:
    if response.status_code == 200:
        response_200 = SeatToken.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeatToken]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | SeatToken]:
    """Reissue a seat's token of a Super Crazy Eights (Super Lude Osmice) match

     With the host's token (from the creation): a new bearer token for the seat, shown once; the seat's
    old token is refused (401) from then on: its open streams end with `event: revoked` and its long
    polls answer 401. In play the reissue is announced to every seat as a `token_reissued` event, and
    refused while the seat is connected (`connected` in the views). For a player who lost theirs.

    Args:
        game_id (str): The game id from its creation.
        seat (int): A seat of the match, from 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatToken]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Problem | SeatToken | None:
    """Reissue a seat's token of a Super Crazy Eights (Super Lude Osmice) match

     With the host's token (from the creation): a new bearer token for the seat, shown once; the seat's
    old token is refused (401) from then on: its open streams end with `event: revoked` and its long
    polls answer 401. In play the reissue is announced to every seat as a `token_reissued` event, and
    refused while the seat is connected (`connected` in the views). For a player who lost theirs.

    Args:
        game_id (str): The game id from its creation.
        seat (int): A seat of the match, from 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatToken
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | SeatToken]:
    """Reissue a seat's token of a Super Crazy Eights (Super Lude Osmice) match

     With the host's token (from the creation): a new bearer token for the seat, shown once; the seat's
    old token is refused (401) from then on: its open streams end with `event: revoked` and its long
    polls answer 401. In play the reissue is announced to every seat as a `token_reissued` event, and
    refused while the seat is connected (`connected` in the views). For a player who lost theirs.

    Args:
        game_id (str): The game id from its creation.
        seat (int): A seat of the match, from 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatToken]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Problem | SeatToken | None:
    """Reissue a seat's token of a Super Crazy Eights (Super Lude Osmice) match

     With the host's token (from the creation): a new bearer token for the seat, shown once; the seat's
    old token is refused (401) from then on: its open streams end with `event: revoked` and its long
    polls answer 401. In play the reissue is announced to every seat as a `token_reissued` event, and
    refused while the seat is connected (`connected` in the views). For a player who lost theirs.

    Args:
        game_id (str): The game id from its creation.
        seat (int): A seat of the match, from 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatToken
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
        )
    ).parsed
