"""The ``osmica`` command. ``osmica serve`` runs the API with granian (ASGI), one or more worker processes.

Every setting of :class:`~service.settings.Settings` is a flag here and an ``OSMICA_*`` variable; a flag wins
over the environment. Without a Redis URL, ``serve`` starts the embedded Valkey server first, hands its URL to
the workers and stops it when the server exits (Ctrl-C or SIGTERM).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from collections.abc import Sequence
from contextlib import ExitStack
from typing import Any, Literal, get_args, get_origin

import msgspec

from service.embedded import embedded_redis
from service.logs import dict_config
from service.settings import Settings, SettingsError, describe

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"  # service.metrics's; that module is not imported here (see there)

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
    kinds = {f.name: f.type for f in msgspec.structs.fields(Settings)}
    for name, env, default, description in describe():
        flag = "--" + name.replace("_", "-")
        shown = "unset" if default is None else str(default).lower() if isinstance(default, bool) else default
        help_text = f"{description} [env {env}; default {shown}]"
        if isinstance(default, bool):
            serve.add_argument(flag, dest=name, action=argparse.BooleanOptionalAction, default=None, help=help_text)
        else:
            kind: Any = type(default) if default is not None else str
            metavar = "URL" if name.endswith("url") else name.split("_")[-1].upper()
            choices = _choices(kinds[name])
            if choices:
                metavar = "{" + ",".join(choices) + "}"
            serve.add_argument(
                flag, dest=name, type=kind, default=None, metavar=metavar, choices=choices, help=help_text
            )
    return top


def _choices(annotation: Any) -> list[str] | None:
    """The values of a ``Literal`` setting (inside its ``Annotated``), for ``--help`` and argparse."""
    for candidate in (annotation, *get_args(annotation)):
        if get_origin(candidate) is Literal:
            return [str(v) for v in get_args(candidate)]
    return None


def serve(settings: Settings) -> None:
    """Run granian until SIGTERM/SIGINT: it stops accepting, lets in-flight requests finish (up to
    ``shutdown_timeout`` seconds, then kills the workers), runs the app's shutdown and exits 0."""
    from granian import Granian
    from granian.constants import Interfaces
    from granian.log import LogLevels

    with ExitStack() as stack:
        if settings.redis_url is None:
            settings = msgspec.structs.replace(settings, redis_url=stack.enter_context(embedded_redis()))
            print(f"osmica: embedded Valkey at {settings.redis_url}", file=sys.stderr)
        os.environ.update(settings.to_env())
        # Metrics from every worker: prometheus_client's multiprocess mode in a directory of this server's own.
        metrics_dir = tempfile.mkdtemp(prefix="osmica-metrics-")
        stack.callback(shutil.rmtree, metrics_dir, ignore_errors=True)
        os.environ[MULTIPROC_ENV] = metrics_dir
        Granian(
            APP_FACTORY,
            factory=True,
            interface=Interfaces.ASGI,
            address=settings.host,
            port=settings.port,
            workers=settings.workers,
            websockets=False,
            workers_kill_timeout=settings.shutdown_timeout,
            log_level=LogLevels(settings.log_level),
            log_dictconfig=dict_config(settings.log_format, settings.log_level),
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
