from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.nusicle_join import NusicleJoin
from ...models.nusicle_joined import NusicleJoined
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
    *,
    body: NusicleJoin,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/nusicle/games/{game_id}/join".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> NusicleJoined | Problem | None:
    if response.status_code == 200:
        response_200 = NusicleJoined.from_dict(response.json())

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
) -> Response[NusicleJoined | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: NusicleJoin,
) -> Response[NusicleJoined | Problem]:
    """Take a seat of a Nusicle match

     With `invite`: the open seat that invite was issued for (single use). Answers that seat's token only
    (shown once) and its view. The last seat taken deals the match from its seed. 404 `invite_unknown`,
    409 `seat_taken` (the invite was used), `not_waiting` (every seat is taken).

    Args:
        game_id (str): The game id from its creation.
        body (NusicleJoin): Take a seat: with `invite`, or with `from` and the seat token of the
            finished match; exactly one of the two (else 400 `validation_error`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NusicleJoined | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: NusicleJoin,
) -> NusicleJoined | Problem | None:
    """Take a seat of a Nusicle match

     With `invite`: the open seat that invite was issued for (single use). Answers that seat's token only
    (shown once) and its view. The last seat taken deals the match from its seed. 404 `invite_unknown`,
    409 `seat_taken` (the invite was used), `not_waiting` (every seat is taken).

    Args:
        game_id (str): The game id from its creation.
        body (NusicleJoin): Take a seat: with `invite`, or with `from` and the seat token of the
            finished match; exactly one of the two (else 400 `validation_error`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NusicleJoined | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: NusicleJoin,
) -> Response[NusicleJoined | Problem]:
    """Take a seat of a Nusicle match

     With `invite`: the open seat that invite was issued for (single use). Answers that seat's token only
    (shown once) and its view. The last seat taken deals the match from its seed. 404 `invite_unknown`,
    409 `seat_taken` (the invite was used), `not_waiting` (every seat is taken).

    Args:
        game_id (str): The game id from its creation.
        body (NusicleJoin): Take a seat: with `invite`, or with `from` and the seat token of the
            finished match; exactly one of the two (else 400 `validation_error`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NusicleJoined | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: NusicleJoin,
) -> NusicleJoined | Problem | None:
    """Take a seat of a Nusicle match

     With `invite`: the open seat that invite was issued for (single use). Answers that seat's token only
    (shown once) and its view. The last seat taken deals the match from its seed. 404 `invite_unknown`,
    409 `seat_taken` (the invite was used), `not_waiting` (every seat is taken).

    Args:
        game_id (str): The game id from its creation.
        body (NusicleJoin): Take a seat: with `invite`, or with `from` and the seat token of the
            finished match; exactly one of the two (else 400 `validation_error`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NusicleJoined | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
