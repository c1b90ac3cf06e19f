"""Osmica's HTTP service: the Litestar app over the rules engine, every match kept in Redis.

The packages are layers (docs/architecture.md; ``lint-imports`` holds every import to them), top to bottom:

    cli.py, contract.py     the ``osmica`` command; ``python -m service.contract`` writes every generated artefact
    edge/                   HTTP: the app, controllers, the fast path, bodies, middleware, API keys, problem
                            details, documentation pages, the OpenAPI document
    seating/ playing/       the use cases, one package per capability, independent of one another: create, join,
    watching/ replays/      leave, lobby, rematch, reissue; view and act; events and streams; replays
    clocks/                 turn clocks: deadlines, timeouts, the sweeper
    matches/                what every use case shares: the context, a record read for its caller, views, seats,
                            the server's moves, seat tokens
    accounts/               apps (API keys), players, ratings
    store/                  Redis: records and keys, the Lua scripts, connections, the notifier, the embedded server
    wire/                   the wire types and problem codes (no I/O)
    ops/                    settings, logs, metrics, Redis URLs, a worker's tie to its parent

The app factory is ``service.edge.app.create_app`` (not imported here, so ``osmica --help`` stays light).
"""
