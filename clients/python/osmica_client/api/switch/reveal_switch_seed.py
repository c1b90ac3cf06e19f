from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.reveal import Reveal
from ...models.switch_revealed import SwitchRevealed
from ...types import Response


def _get_kwargs(
    game_id: str,
    *,
    body: Reveal,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/switch/games/{game_id}/reveal".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SwitchRevealed | None:
    if response.status_code == 200:
        response_200 = SwitchRevealed.from_dict(response.json())

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
) -> Response[Problem | SwitchRevealed]:
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
    body: Reveal,
) -> Response[Problem | SwitchRevealed]:
    """Reveal a seat's client seed in a Switch match of fairness players

     In a match created with `fairness: "players"`, once every seat is taken: the client seed whose
    SHA-256 the token's seat committed to (docs/fairness.md). The last seat to reveal deals the match
    from the server's seed and every seat's, in seat order; the answer is then the seat's view. Sending
    the same seed again answers the same. A seat that has not revealed by `reveal_deadline` cancels the
    match (409 `not_revealed` from then on).

    Args:
        game_id (str): The game id from its creation.
        body (Reveal): A seat's client seed, revealed once every seat of a ``fairness: "players"``
            match is taken.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SwitchRevealed]
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
    body: Reveal,
) -> Problem | SwitchRevealed | None:
    """Reveal a seat's client seed in a Switch match of fairness players

     In a match created with `fairness: "players"`, once every seat is taken: the client seed whose
    SHA-256 the token's seat committed to (docs/fairness.md). The last seat to reveal deals the match
    from the server's seed and every seat's, in seat order; the answer is then the seat's view. Sending
    the same seed again answers the same. A seat that has not revealed by `reveal_deadline` cancels the
    match (409 `not_revealed` from then on).

    Args:
        game_id (str): The game id from its creation.
        body (Reveal): A seat's client seed, revealed once every seat of a ``fairness: "players"``
            match is taken.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SwitchRevealed
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
    body: Reveal,
) -> Response[Problem | SwitchRevealed]:
    """Reveal a seat's client seed in a Switch match of fairness players

     In a match created with `fairness: "players"`, once every seat is taken: the client seed whose
    SHA-256 the token's seat committed to (docs/fairness.md). The last seat to reveal deals the match
    from the server's seed and every seat's, in seat order; the answer is then the seat's view. Sending
    the same seed again answers the same. A seat that has not revealed by `reveal_deadline` cancels the
    match (409 `not_revealed` from then on).

    Args:
        game_id (str): The game id from its creation.
        body (Reveal): A seat's client seed, revealed once every seat of a ``fairness: "players"``
            match is taken.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SwitchRevealed]
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
    body: Reveal,
) -> Problem | SwitchRevealed | None:
    """Reveal a seat's client seed in a Switch match of fairness players

     In a match created with `fairness: "players"`, once every seat is taken: the client seed whose
    SHA-256 the token's seat committed to (docs/fairness.md). The last seat to reveal deals the match
    from the server's seed and every seat's, in seat order; the answer is then the seat's view. Sending
    the same seed again answers the same. A seat that has not revealed by `reveal_deadline` cancels the
    match (409 `not_revealed` from then on).

    Args:
        game_id (str): The game id from its creation.
        body (Reveal): A seat's client seed, revealed once every seat of a ``fairness: "players"``
            match is taken.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SwitchRevealed
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
