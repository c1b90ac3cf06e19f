"""The ``osmica`` command. ``osmica serve`` runs the API with granian (ASGI), one or more worker processes.

Every setting of :class:`~service.settings.Settings` is a flag here and an ``OSMICA_*`` variable; a flag wins
over the environment. Without a Redis URL, ``serve`` starts the embedded Valkey server first, hands its URL to
the workers and stops it when the server exits (Ctrl-C or SIGTERM).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from contextlib import ExitStack
from typing import Any

import msgspec

from service.embedded import embedded_redis
from service.settings import Settings, SettingsError, describe

APP_FACTORY = "service.app:app_from_env"


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="osmica", description="Osmica: a game-state service for Crazy Eights games.")
    commands = top.add_subparsers(dest="command", required=True, metavar="COMMAND")
    serve = commands.add_parser(
        "serve",
        help="serve the HTTP API",
        description="Serve the HTTP API. Each flag may also be given as the environment variable shown; "
        "a flag wins over the environment.",
    )
    for name, env, default, description in describe():
        flag = "--" + name.replace("_", "-")
        shown = "unset" if default is None else str(default).lower() if isinstance(default, bool) else default
        help_text = f"{description} [env {env}; default {shown}]"
        if isinstance(default, bool):
            serve.add_argument(flag, dest=name, action=argparse.BooleanOptionalAction, default=None, help=help_text)
        else:
            kind: Any = type(default) if default is not None else str
            metavar = "URL" if name.endswith("url") else name.split("_")[-1].upper()
            serve.add_argument(flag, dest=name, type=kind, default=None, metavar=metavar, help=help_text)
    return top


def serve(settings: Settings) -> None:
    from granian import Granian
    from granian.constants import Interfaces

    with ExitStack() as stack:
        if settings.redis_url is None:
            settings = msgspec.structs.replace(settings, redis_url=stack.enter_context(embedded_redis()))
            print(f"osmica: embedded Valkey at {settings.redis_url}", file=sys.stderr)
        os.environ.update(settings.to_env())
        Granian(
            APP_FACTORY,
            factory=True,
            interface=Interfaces.ASGI,
            address=settings.host,
            port=settings.port,
            workers=settings.workers,
            websockets=False,
        ).serve()


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.command == "serve":
        overrides = {k: v for k, v in vars(args).items() if k != "command"}
        try:
            settings = Settings.from_env(**overrides)
        except SettingsError as exc:
            print(f"osmica: {exc}", file=sys.stderr)
            return 2
        serve(settings)
    return 0


if __name__ == "__main__":
    sys.exit(main())
