"""Osmica's HTTP service: the Litestar app over the rules engine, every match kept in Redis.

    app.py          create_app(settings): wires everything below
    controllers.py  one controller per variant (create, view, act, events), the catalogue, health
    games.py        the use cases: load, authenticate, call the engine, store, map to the wire
    store.py        Redis: one record per match, events, idempotency records, one Lua write script
    redis_url.py    the OSMICA_REDIS_URL forms: one server, Redis Cluster, Sentinel
    schemas.py      the wire types, typed per variant
    errors.py       problem details and the error tree, translated once at the edge
    tokens.py       game ids and seat tokens (hashes only are stored)
    settings.py     OSMICA_* settings; cli.py the ``osmica`` command; embedded.py the embedded Valkey
    middleware.py   request ids, access log, metrics and the rate limit around every request
    logs.py         JSON log lines; metrics.py Prometheus metrics; ratelimit.py the per-client limit
    openapi.py      the OpenAPI 3.1 document

The app factory is ``service.app.create_app`` (not imported here, so ``osmica --help`` stays light).
"""
