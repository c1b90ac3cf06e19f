from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.queue_ticket import QueueTicket
from ...models.switch_queue_request import SwitchQueueRequest
from ...types import Response


def _get_kwargs(
    *,
    body: SwitchQueueRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/switch/queue",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | QueueTicket | None:
    if response.status_code == 202:
        response_202 = QueueTicket.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[Problem | QueueTicket]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SwitchQueueRequest,
) -> Response[Problem | QueueTicket]:
    """Queue for a Switch match

     Look for a table of `players` with these options among the app's players, matched by rating (the
    window widens with the wait: docs/quick-match.md). Answers a ticket to poll; with `bots_after_s`,
    the house's bots fill the table after that wait. A full table of players is rated. 409
    `already_queued`: the player holds a searching ticket of this app already.

    Args:
        body (SwitchQueueRequest): Queue one of the app's players for a Switch table (quick
            match).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | QueueTicket]
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
    client: AuthenticatedClient,
    body: SwitchQueueRequest,
) -> Problem | QueueTicket | None:
    """Queue for a Switch match

     Look for a table of `players` with these options among the app's players, matched by rating (the
    window widens with the wait: docs/quick-match.md). Answers a ticket to poll; with `bots_after_s`,
    the house's bots fill the table after that wait. A full table of players is rated. 409
    `already_queued`: the player holds a searching ticket of this app already.

    Args:
        body (SwitchQueueRequest): Queue one of the app's players for a Switch table (quick
            match).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | QueueTicket
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SwitchQueueRequest,
) -> Response[Problem | QueueTicket]:
    """Queue for a Switch match

     Look for a table of `players` with these options among the app's players, matched by rating (the
    window widens with the wait: docs/quick-match.md). Answers a ticket to poll; with `bots_after_s`,
    the house's bots fill the table after that wait. A full table of players is rated. 409
    `already_queued`: the player holds a searching ticket of this app already.

    Args:
        body (SwitchQueueRequest): Queue one of the app's players for a Switch table (quick
            match).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | QueueTicket]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SwitchQueueRequest,
) -> Problem | QueueTicket | None:
    """Queue for a Switch match

     Look for a table of `players` with these options among the app's players, matched by rating (the
    window widens with the wait: docs/quick-match.md). Answers a ticket to poll; with `bots_after_s`,
    the house's bots fill the table after that wait. A full table of players is rated. 409
    `already_queued`: the player holds a searching ticket of this app already.

    Args:
        body (SwitchQueueRequest): Queue one of the app's players for a Switch table (quick
            match).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | QueueTicket
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
