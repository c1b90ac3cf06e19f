from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.webhook_configured import WebhookConfigured
from ...models.webhook_settings import WebhookSettings
from ...types import Response


def _get_kwargs(
    *,
    body: WebhookSettings,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/apps/me/webhook",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WebhookConfigured | None:
    if response.status_code == 200:
        response_200 = WebhookConfigured.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[Problem | WebhookConfigured]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookSettings,
) -> Response[Problem | WebhookConfigured]:
    """Configure the app's webhook

     Sets (or replaces) where the app's events are posted and which ones. Answers the signing secret,
    once: each `PUT` makes a new one and the previous one stops signing. The URL's host is resolved now
    and before every delivery; loopback, private and link-local addresses are refused unless the server
    allows them.

    Args:
        body (WebhookSettings): What an app asks to be told, and where.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookConfigured]
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
    body: WebhookSettings,
) -> Problem | WebhookConfigured | None:
    """Configure the app's webhook

     Sets (or replaces) where the app's events are posted and which ones. Answers the signing secret,
    once: each `PUT` makes a new one and the previous one stops signing. The URL's host is resolved now
    and before every delivery; loopback, private and link-local addresses are refused unless the server
    allows them.

    Args:
        body (WebhookSettings): What an app asks to be told, and where.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookConfigured
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookSettings,
) -> Response[Problem | WebhookConfigured]:
    """Configure the app's webhook

     Sets (or replaces) where the app's events are posted and which ones. Answers the signing secret,
    once: each `PUT` makes a new one and the previous one stops signing. The URL's host is resolved now
    and before every delivery; loopback, private and link-local addresses are refused unless the server
    allows them.

    Args:
        body (WebhookSettings): What an app asks to be told, and where.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookConfigured]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: WebhookSettings,
) -> Problem | WebhookConfigured | None:
    """Configure the app's webhook

     Sets (or replaces) where the app's events are posted and which ones. Answers the signing secret,
    once: each `PUT` makes a new one and the previous one stops signing. The URL's host is resolved now
    and before every delivery; loopback, private and link-local addresses are refused unless the server
    allows them.

    Args:
        body (WebhookSettings): What an app asks to be told, and where.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookConfigured
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
