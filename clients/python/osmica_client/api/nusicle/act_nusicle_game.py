from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.match_waiting import MatchWaiting
from ...models.nusicle_act_result import NusicleActResult
from ...models.nusicle_claim import NusicleClaim
from ...models.nusicle_conflict import NusicleConflict
from ...models.nusicle_draw import NusicleDraw
from ...models.nusicle_pass import NusiclePass
from ...models.nusicle_play import NusiclePlay
from ...models.nusicle_play_ace import NusiclePlayAce
from ...models.nusicle_resign import NusicleResign
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: NusicleClaim | NusicleDraw | NusiclePass | NusiclePlay | NusiclePlayAce | NusicleResign,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/nusicle/games/{game_id}/actions".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, NusiclePlay):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, NusiclePlayAce):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, NusicleDraw):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, NusiclePass):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, NusicleResign):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MatchWaiting | NusicleConflict | NusicleActResult | Problem | None:
    if response.status_code == 200:
        response_200 = NusicleActResult.from_dict(response.json())

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

        def _parse_response_409(data: object) -> MatchWaiting | NusicleConflict:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_409_type_0 = NusicleConflict.from_dict(data)

                return response_409_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_409_type_1 = MatchWaiting.from_dict(data)

            return response_409_type_1

        response_409 = _parse_response_409(response.json())

        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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
) -> Response[MatchWaiting | NusicleConflict | NusicleActResult | Problem]:
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
    body: NusicleClaim | NusicleDraw | NusiclePass | NusiclePlay | NusiclePlayAce | NusicleResign,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[MatchWaiting | NusicleConflict | NusicleActResult | Problem]:
    """Act in a Nusicle match

     One action by the token's seat: any entry of its `legal_actions`. Answers the actor's view after it
    and the events it caused, automatic moves included.

    Args:
        game_id (str): The game id from its creation.
        if_match (str | Unset): Act only if the match is still at this version: "<version>" (412
            otherwise).
        idempotency_key (str | Unset): A repeat with the same key and body gets the first response
            again and changes nothing; the same key with another body is 422. Printable ASCII.
        body (NusicleClaim | NusicleDraw | NusiclePass | NusiclePlay | NusiclePlayAce |
            NusicleResign):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchWaiting | NusicleConflict | NusicleActResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: NusicleClaim | NusicleDraw | NusiclePass | NusiclePlay | NusiclePlayAce | NusicleResign,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> MatchWaiting | NusicleConflict | NusicleActResult | Problem | None:
    """Act in a Nusicle match

     One action by the token's seat: any entry of its `legal_actions`. Answers the actor's view after it
    and the events it caused, automatic moves included.

    Args:
        game_id (str): The game id from its creation.
        if_match (str | Unset): Act only if the match is still at this version: "<version>" (412
            otherwise).
        idempotency_key (str | Unset): A repeat with the same key and body gets the first response
            again and changes nothing; the same key with another body is 422. Printable ASCII.
        body (NusicleClaim | NusicleDraw | NusiclePass | NusiclePlay | NusiclePlayAce |
            NusicleResign):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchWaiting | NusicleConflict | NusicleActResult | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: NusicleClaim | NusicleDraw | NusiclePass | NusiclePlay | NusiclePlayAce | NusicleResign,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[MatchWaiting | NusicleConflict | NusicleActResult | Problem]:
    """Act in a Nusicle match

     One action by the token's seat: any entry of its `legal_actions`. Answers the actor's view after it
    and the events it caused, automatic moves included.

    Args:
        game_id (str): The game id from its creation.
        if_match (str | Unset): Act only if the match is still at this version: "<version>" (412
            otherwise).
        idempotency_key (str | Unset): A repeat with the same key and body gets the first response
            again and changes nothing; the same key with another body is 422. Printable ASCII.
        body (NusicleClaim | NusicleDraw | NusiclePass | NusiclePlay | NusiclePlayAce |
            NusicleResign):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchWaiting | NusicleConflict | NusicleActResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: NusicleClaim | NusicleDraw | NusiclePass | NusiclePlay | NusiclePlayAce | NusicleResign,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> MatchWaiting | NusicleConflict | NusicleActResult | Problem | None:
    """Act in a Nusicle match

     One action by the token's seat: any entry of its `legal_actions`. Answers the actor's view after it
    and the events it caused, automatic moves included.

    Args:
        game_id (str): The game id from its creation.
        if_match (str | Unset): Act only if the match is still at this version: "<version>" (412
            otherwise).
        idempotency_key (str | Unset): A repeat with the same key and body gets the first response
            again and changes nothing; the same key with another body is 422. Printable ASCII.
        body (NusicleClaim | NusicleDraw | NusiclePass | NusiclePlay | NusiclePlayAce |
            NusicleResign):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchWaiting | NusicleConflict | NusicleActResult | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed
