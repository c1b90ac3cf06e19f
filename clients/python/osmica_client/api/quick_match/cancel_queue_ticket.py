from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.queue_status import QueueStatus
from ...types import Response


def _get_kwargs(
    ticket: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/queue/{ticket}".format(
            ticket=quote(str(ticket), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | QueueStatus | None:
    if response.status_code == 200:
        response_200 = QueueStatus.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | QueueStatus]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ticket: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | QueueStatus]:
    """Cancel a quick-match ticket

     Stop searching: answers the ticket's status (`cancelled`; an ended ticket's own status again). 409
    `already_matched` once the ticket is matched (poll it for the seat).

    Args:
        ticket (str): The ticket answered when the player queued.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | QueueStatus]
    """

    kwargs = _get_kwargs(
        ticket=ticket,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ticket: str,
    *,
    client: AuthenticatedClient,
) -> Problem | QueueStatus | None:
    """Cancel a quick-match ticket

     Stop searching: answers the ticket's status (`cancelled`; an ended ticket's own status again). 409
    `already_matched` once the ticket is matched (poll it for the seat).

    Args:
        ticket (str): The ticket answered when the player queued.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | QueueStatus
    """

    return sync_detailed(
        ticket=ticket,
        client=client,
    ).parsed


async def asyncio_detailed(
    ticket: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | QueueStatus]:
    """Cancel a quick-match ticket

     Stop searching: answers the ticket's status (`cancelled`; an ended ticket's own status again). 409
    `already_matched` once the ticket is matched (poll it for the seat).

    Args:
        ticket (str): The ticket answered when the player queued.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | QueueStatus]
    """

    kwargs = _get_kwargs(
        ticket=ticket,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ticket: str,
    *,
    client: AuthenticatedClient,
) -> Problem | QueueStatus | None:
    """Cancel a quick-match ticket

     Stop searching: answers the ticket's status (`cancelled`; an ended ticket's own status again). 409
    `already_matched` once the ticket is matched (poll it for the seat).

    Args:
        ticket (str): The ticket answered when the player queued.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | QueueStatus
    """

    return (
        await asyncio_detailed(
            ticket=ticket,
            client=client,
        )
    ).parsed
