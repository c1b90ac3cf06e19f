from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.crazy_eights_event_list import CrazyEightsEventList
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    wait: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/crazy-eights/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CrazyEightsEventList | Problem | None:
    if response.status_code == 200:
        response_200 = CrazyEightsEventList.from_dict(response.json())

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
) -> Response[CrazyEightsEventList | Problem]:
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
    wait: int | Unset = 0,
) -> Response[CrazyEightsEventList | Problem]:
    """List the events of a Crazy Eights match

     The events after sequence number `after`, redacted for the caller: a drawn card is named only to its
    drawer. Every caller sees every sequence number. With `wait` (a long poll, the fallback of the
    stream), an empty answer is held until an event arrives or `wait` seconds pass; a seat token revoked
    meanwhile (the seat was left, or its token reissued) answers 401.

    Args:
        game_id (str): The game id from its creation.
        after (int | Unset): Return the events with a sequence number above this. Default: 0.
        wait (int | Unset): Long poll: with no event after `after` yet, wait up to this many
            seconds for one (0: answer at once). Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CrazyEightsEventList | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        wait=wait,
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
    wait: int | Unset = 0,
) -> CrazyEightsEventList | Problem | None:
    """List the events of a Crazy Eights match

     The events after sequence number `after`, redacted for the caller: a drawn card is named only to its
    drawer. Every caller sees every sequence number. With `wait` (a long poll, the fallback of the
    stream), an empty answer is held until an event arrives or `wait` seconds pass; a seat token revoked
    meanwhile (the seat was left, or its token reissued) answers 401.

    Args:
        game_id (str): The game id from its creation.
        after (int | Unset): Return the events with a sequence number above this. Default: 0.
        wait (int | Unset): Long poll: with no event after `after` yet, wait up to this many
            seconds for one (0: answer at once). Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CrazyEightsEventList | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        wait=wait,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    wait: int | Unset = 0,
) -> Response[CrazyEightsEventList | Problem]:
    """List the events of a Crazy Eights match

     The events after sequence number `after`, redacted for the caller: a drawn card is named only to its
    drawer. Every caller sees every sequence number. With `wait` (a long poll, the fallback of the
    stream), an empty answer is held until an event arrives or `wait` seconds pass; a seat token revoked
    meanwhile (the seat was left, or its token reissued) answers 401.

    Args:
        game_id (str): The game id from its creation.
        after (int | Unset): Return the events with a sequence number above this. Default: 0.
        wait (int | Unset): Long poll: with no event after `after` yet, wait up to this many
            seconds for one (0: answer at once). Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CrazyEightsEventList | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        wait=wait,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    wait: int | Unset = 0,
) -> CrazyEightsEventList | Problem | None:
    """List the events of a Crazy Eights match

     The events after sequence number `after`, redacted for the caller: a drawn card is named only to its
    drawer. Every caller sees every sequence number. With `wait` (a long poll, the fallback of the
    stream), an empty answer is held until an event arrives or `wait` seconds pass; a seat token revoked
    meanwhile (the seat was left, or its token reissued) answers 401.

    Args:
        game_id (str): The game id from its creation.
        after (int | Unset): Return the events with a sequence number above this. Default: 0.
        wait (int | Unset): Long poll: with no event after `after` yet, wait up to this many
            seconds for one (0: answer at once). Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CrazyEightsEventList | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            wait=wait,
        )
    ).parsed
