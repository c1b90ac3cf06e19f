"""The floors of the HTTP benchmark: bare Litestar routes with no middleware, served like ``osmica serve``.

    python benchmarks/floors.py PORT REDIS_URL [WORKERS]

Serves, through :func:`service.cli.server` (so on the same granian settings as osmica):

* ``GET /floor/bare``: ``{"status": "ok"}`` and nothing else;
* ``GET /floor/hget/{game_id}``: one ``HGET`` of the match's record (the bytes a view loads);
* ``POST /floor/write/{game_id}``: reads the body, one ``HGET`` of the record, then one ``EVALSHA`` of a
  script that only returns 1 (an act's two round trips, without the engine and the real write);
* ``GET /floor/pipelined/hget/{game_id}`` and ``POST /floor/pipelined/write/{game_id}``: the same through
  the store's pipelined connections (:mod:`service.store.pipelined`: one for the ``HGET``, one for the script).

The first two Redis floors use redis-py's client (:func:`service.store.connection.connect`), the pipelined ones the
client the store uses on a plain server: against those, what osmica adds is its own overhead alone.
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

from service.store.connection import connect
from service.store.pipelined import pipelined_for
from service.store.records import game_key

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


@get("/floor/pipelined/hget/{game_id:str}")
async def pipelined_hget(request: Request[Any, Any, Any], game_id: str) -> dict[str, int]:
    raw = await request.app.state.reads.execute("HGET", game_key(game_id), "rec")
    return {"bytes": len(raw or b"")}


@post("/floor/pipelined/write/{game_id:str}", status_code=200)
async def pipelined_write(request: Request[Any, Any, Any], game_id: str) -> dict[str, int]:
    body = await request.body()
    state = request.app.state
    raw = await state.reads.execute("HGET", game_key(game_id), "rec")
    done = await state.scripts.script(state.script.sha, TRIVIAL, [game_key(game_id)], [len(body)])
    return {"bytes": len(raw or b""), "done": int(done)}


@asynccontextmanager
async def lifespan(app: Litestar) -> AsyncIterator[None]:
    url = os.environ[URL_ENV]
    redis = connect(url, 2.0)
    reads = pipelined_for(url, 2.0)
    assert reads is not None, "the pipelined floors need a plain redis:// URL"
    app.state.redis, app.state.reads, app.state.scripts = redis, reads, reads.another()
    app.state.script = redis.register_script(TRIVIAL)
    try:
        yield
    finally:
        await redis.aclose()
        await reads.close()
        await app.state.scripts.close()


def app() -> Litestar:
    """The floor app (granian's factory)."""
    routes = [bare, hget, write, pipelined_hget, pipelined_write]
    return Litestar(route_handlers=routes, lifespan=[lifespan], logging_config=None)


def main() -> None:
    from service.cli import server
    from service.ops.settings import Settings

    port, url = int(sys.argv[1]), sys.argv[2]
    workers = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    os.environ[URL_ENV] = url
    server("benchmarks.floors:app", Settings(port=port, workers=workers, log_level="warning")).serve()


if __name__ == "__main__":
    main()
