"""The API key of each request (``X-Api-Key``): resolved once at the edge, the caller's app set for the request
(service/accounts/apps.py says what an app owns)."""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any

from service.accounts.apps import CURRENT_APP, HEADER, Apps
from service.edge.ratelimit import EXEMPT, RedisLimiter, charge
from service.wire.errors import ServiceError


class ApiKeys:
    """ASGI wrapper: resolves ``X-Api-Key`` (401 ``api_key_invalid`` for an unknown or revoked key, a malformed
    or repeated header), applies the app's own rate limit, and sets :data:`CURRENT_APP` for the request.
    ``refuse(scope, receive, send, exc)`` answers an error as the app's exception handlers would."""

    def __init__(self, app: Any, litestar: Any, refuse: Any) -> None:
        self.app = app
        self.litestar = litestar
        self.refuse = refuse

    async def __call__(self, scope: MutableMapping[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope["path"] in EXEMPT:
            await self.app(scope, receive, send)
            return
        keys = [value for name, value in scope["headers"] if name == HEADER]
        if not keys:
            await self.app(scope, receive, send)
            return
        try:
            app_id = await self._admit(keys)
        except ServiceError as exc:
            await self.refuse(scope, receive, send, exc)
            return
        token = CURRENT_APP.set(app_id)
        try:
            await self.app(scope, receive, send)
        finally:
            CURRENT_APP.reset(token)

    async def _admit(self, keys: list[bytes]) -> str:
        ctx = self.litestar.state.context
        found = None
        if len(keys) == 1:
            found = await Apps(ctx.store).resolve(keys[0].decode("latin-1"))  # its one read on the pipelined loads
        if found is None:
            raise ServiceError(401, "api_key_invalid", "unknown or revoked API key (X-Api-Key)")
        app_id, record = found
        if record.rate_limit > 0:  # the answer's fields are the client's limit's (service/edge/middleware.py)
            limiter = RedisLimiter(lambda: ctx.store, record.rate_limit, self.litestar.state.settings.rate_limit_window)
            await charge(limiter, f"app:{app_id}", "with this app's key")
        return app_id
