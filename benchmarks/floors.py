"""The floors of the HTTP benchmark: bare Litestar routes with no middleware, served like ``osmica serve``.

    python benchmarks/floors.py PORT REDIS_URL [WORKERS]

Serves, through :func:`service.cli.server` (so on the same granian settings as osmica):

* ``GET /floor/bare``: ``{"status": "ok"}`` and nothing else;
* ``GET /floor/hget/{game_id}``: one ``HGET`` of the match's record (the bytes a view loads);
* ``POST /floor/write/{game_id}``: reads the body, one ``HGET`` of the record, then one ``EVALSHA`` of a
  script that only returns 1 (an act's two round trips, without the engine and the real write).

The Redis client is the service's own (:func:`service.store.connect`), so the floors measure the framework,
the server and the client; what osmica adds above them is its own overhead.
"""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # run as a script: the repository root first (see benchmarks/http.py)
    _HERE = Path(__file__).resolve().parent
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
    sys.path.insert(0, str(_HERE.parent))

import os

from litestar import Litestar, Request, get, post

from service.store import connect, game_key

URL_ENV = "OSMICA_FLOOR_REDIS_URL"
TRIVIAL = "return 1"


@get("/floor/bare", sync_to_thread=False)
def bare() -> dict[str, str]:
    return {"status": "ok"}


@get("/floor/hget/{game_id:str}")
async def hget(request: Request[Any, Any, Any], game_id: str) -> dict[str, int]:
    raw = await request.app.state.redis.hget(game_key(game_id), "rec")
    return {"bytes": len(raw or b"")}


@post("/floor/write/{game_id:str}", status_code=200)
async def write(request: Request[Any, Any, Any], game_id: str) -> dict[str, int]:
    body = await request.body()
    state = request.app.state
    raw = await state.redis.hget(game_key(game_id), "rec")
    done = await state.script(keys=[game_key(game_id)], args=[len(body)])
    return {"bytes": len(raw or b""), "done": int(done)}


@asynccontextmanager
async def lifespan(app: Litestar) -> AsyncIterator[None]:
    redis = connect(os.environ[URL_ENV], 2.0)
    app.state.redis = redis
    app.state.script = redis.register_script(TRIVIAL)
    try:
        yield
    finally:
        await redis.aclose()


def app() -> Litestar:
    """The floor app (granian's factory)."""
    return Litestar(route_handlers=[bare, hget, write], lifespan=[lifespan], logging_config=None)


def main() -> None:
    from service.cli import server
    from service.settings import Settings

    port, url = int(sys.argv[1]), sys.argv[2]
    workers = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    os.environ[URL_ENV] = url
    server("benchmarks.floors:app", Settings(port=port, workers=workers, log_level="warning")).serve()


if __name__ == "__main__":
    main()
