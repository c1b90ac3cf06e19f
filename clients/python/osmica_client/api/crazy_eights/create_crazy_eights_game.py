from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.crazy_eights_create import CrazyEightsCreate
from ...models.crazy_eights_created import CrazyEightsCreated
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CrazyEightsCreate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/crazy-eights/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CrazyEightsCreated | Problem | None:
    if response.status_code == 201:
        response_201 = CrazyEightsCreated.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

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
) -> Response[CrazyEightsCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CrazyEightsCreate,
) -> Response[CrazyEightsCreated | Problem]:
    """Create a Crazy Eights match

     Deal a new Crazy Eights match. Answers the game id, one bearer token per seat and the host's token
    (each shown once) and the spectator view, with `Location` naming the game.

    Args:
        body (CrazyEightsCreate): Create a Crazy Eights match: only players is required.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CrazyEightsCreated | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CrazyEightsCreate,
) -> CrazyEightsCreated | Problem | None:
    """Create a Crazy Eights match

     Deal a new Crazy Eights match. Answers the game id, one bearer token per seat and the host's token
    (each shown once) and the spectator view, with `Location` naming the game.

    Args:
        body (CrazyEightsCreate): Create a Crazy Eights match: only players is required.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CrazyEightsCreated | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CrazyEightsCreate,
) -> Response[CrazyEightsCreated | Problem]:
    """Create a Crazy Eights match

     Deal a new Crazy Eights match. Answers the game id, one bearer token per seat and the host's token
    (each shown once) and the spectator view, with `Location` naming the game.

    Args:
        body (CrazyEightsCreate): Create a Crazy Eights match: only players is required.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CrazyEightsCreated | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CrazyEightsCreate,
) -> CrazyEightsCreated | Problem | None:
    """Create a Crazy Eights match

     Deal a new Crazy Eights match. Answers the game id, one bearer token per seat and the host's token
    (each shown once) and the spectator view, with `Location` naming the game.

    Args:
        body (CrazyEightsCreate): Create a Crazy Eights match: only players is required.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CrazyEightsCreated | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
