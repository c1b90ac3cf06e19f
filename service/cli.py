"""The ``osmica`` command. ``osmica serve`` runs the API with granian (ASGI), one or more worker processes;
``osmica verify`` checks the replay of a finished match (a file or a URL) with the rules engine alone;
``osmica apps create NAME | list | revoke APP_ID`` manages the apps and their API keys (service/accounts/apps.py) in the
store that ``OSMICA_REDIS_URL`` (or ``--redis-url``) names.

Every setting of :class:`~service.ops.settings.Settings` is a flag here and an ``OSMICA_*`` variable; a flag wins
over the environment. Without a Redis URL, ``serve`` starts the embedded Valkey server first, hands its URL to
the workers and stops it when the server exits (Ctrl-C or SIGTERM).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Sequence
from contextlib import ExitStack
from typing import Any, Literal, get_args, get_origin

import msgspec

from service.ops.logs import dict_config
from service.ops.settings import Settings, SettingsError, describe
from service.store.embedded import embedded_redis

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"  # service.ops.metrics's; that module is not imported here (see there)

APP_FACTORY = "service.edge.app:app_from_env"


VERIFY_EXIT = {"verified": 0, "mismatch": 1, "unreadable": 2}
"""``osmica verify``'s exit status: verified, a difference found, or no replay document to check."""


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
    verify = commands.add_parser(
        "verify",
        help="check the replay of a finished match",
        description="Check a finished match's replay document with the rules alone: recompute the commitment from "
        "the seed, nonce and deck, replay every action, and compare every event and the final scores with the "
        "published ones. Exit status 0: verified; 1: the first difference is printed; 2: no readable replay.",
    )
    verify.add_argument(
        "source", metavar="FILE_OR_URL", help="a replay document: a file, - for standard input, or an http(s) URL"
    )
    verify.add_argument(
        "--commitment", metavar="HEX", help="the commitment the views showed while the match was played"
    )
    apps = commands.add_parser(
        "apps",
        help="manage the apps (front ends) and their API keys",
        description="Manage the apps known to the service by an API key (X-Api-Key) in the store of "
        "OSMICA_REDIS_URL or --redis-url. A key is printed once, when its app is created; only its hash is stored.",
    )
    apps.add_argument("--redis-url", metavar="URL", help="the store [env OSMICA_REDIS_URL]")
    verbs = apps.add_subparsers(dest="verb", required=True, metavar="VERB")
    create = verbs.add_parser("create", help="create an app: prints its id and its key (shown once)")
    create.add_argument("name", metavar="NAME", help="a name for the operator's eyes")
    create.add_argument(
        "--rate-limit",
        type=int,
        default=0,
        metavar="N",
        help="requests per rate-limit window over every client of the app (0: no limit of its own)",
    )
    verbs.add_parser("list", help="list the apps: id, name, created, revoked, rate limit")
    revoke = verbs.add_parser("revoke", help="refuse an app's key from now on")
    revoke.add_argument("app_id", metavar="APP_ID")
    return top


def manage_apps(args: argparse.Namespace) -> int:
    """``osmica apps``: print the outcome, return the exit status (2: no store or bad input, 1: no such app)."""
    import asyncio

    from service.accounts.apps import APP_ID_PATTERN, Apps
    from service.store.connection import connect

    url = args.redis_url or os.environ.get("OSMICA_REDIS_URL", "")
    if not url:
        print("osmica apps: set OSMICA_REDIS_URL or --redis-url (the embedded store keeps nothing)", file=sys.stderr)
        return 2
    if args.verb == "create" and (not args.name.strip() or len(args.name) > 64 or args.rate_limit < 0):
        print("osmica apps create: NAME is 1-64 characters and --rate-limit at least 0", file=sys.stderr)
        return 2

    async def run() -> int:
        redis = connect(url, 10.0)
        try:
            apps = Apps(redis)
            if args.verb == "create":
                app_id, key = await apps.create(args.name.strip(), args.rate_limit)
                print(f"app_id: {app_id}\napi_key: {key}\n(the key is shown this once; only its hash is kept)")
            elif args.verb == "list":
                print("app_id\tname\tcreated\trevoked\trate_limit")
                for app_id, record in await apps.list():
                    revoked = _utc(record.revoked) if record.revoked else "-"
                    print(f"{app_id}\t{record.name}\t{_utc(record.created)}\t{revoked}\t{record.rate_limit}")
            elif not re.match(APP_ID_PATTERN, args.app_id) or not await apps.revoke(args.app_id):
                print(f"osmica apps revoke: no app {args.app_id!r}", file=sys.stderr)
                return 1
            else:
                print(f"revoked: {args.app_id}")
            return 0
        finally:
            await redis.aclose()

    return asyncio.run(run())


def _utc(ms: int) -> str:
    from datetime import UTC, datetime

    return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def verify(source: str, expected: str | None) -> int:
    """``osmica verify``: print the verdict, return the exit status."""
    from service.replays.document import Mismatch, UnreadableReplay
    from service.replays.document import verify as check

    try:
        verdict = check(_fetch(source), expected)
    except (OSError, UnreadableReplay) as exc:
        print(f"osmica verify: {exc}", file=sys.stderr)
        return VERIFY_EXIT["unreadable"]
    if isinstance(verdict, Mismatch):
        print(f"MISMATCH at {verdict}")
        return VERIFY_EXIT["mismatch"]
    print(f"verified: {verdict}")
    return VERIFY_EXIT["verified"]


def _fetch(source: str) -> bytes:
    """The bytes of a file, of standard input (``-``) or of an http(s) URL (a non-200 answer is an ``OSError``)."""
    if source == "-":
        return sys.stdin.buffer.read()
    if source.startswith(("http://", "https://")):
        import httpx

        try:
            response = httpx.get(source, timeout=30, follow_redirects=True, headers={"Accept": "application/json"})
        except httpx.HTTPError as exc:
            raise OSError(f"{source}: {exc}") from None
        if response.status_code != 200:
            raise OSError(f"{source}: HTTP {response.status_code} {response.text[:300]}")
        return response.content
    with open(source, "rb") as file:
        return file.read()


def _choices(annotation: Any) -> list[str] | None:
    """The values of a ``Literal`` setting (inside its ``Annotated``), for ``--help`` and argparse."""
    for candidate in (annotation, *get_args(annotation)):
        if get_origin(candidate) is Literal:
            return [str(v) for v in get_args(candidate)]
    return None


def serve(settings: Settings) -> None:
    """Run granian until SIGTERM/SIGINT: it stops accepting, lets in-flight requests finish (up to
    ``shutdown_timeout`` seconds, then kills the workers), runs the app's shutdown and exits 0."""
    with ExitStack() as stack:
        if settings.redis_url is None:
            settings = msgspec.structs.replace(settings, redis_url=stack.enter_context(embedded_redis()))
            print(f"osmica: embedded Valkey at {settings.redis_url}", file=sys.stderr)
        os.environ.update(settings.to_env())
        # Metrics from every worker: prometheus_client's multiprocess mode in a directory of this server's own.
        metrics_dir = tempfile.mkdtemp(prefix="osmica-metrics-")
        stack.callback(shutil.rmtree, metrics_dir, ignore_errors=True)
        os.environ[MULTIPROC_ENV] = metrics_dir
        server(APP_FACTORY, settings).serve()


def server(target: str, settings: Settings) -> Any:
    """The granian server ``serve`` runs for the app factory ``target`` (``module:function``); the HTTP
    benchmark serves its floor routes through the same call, so both run on the same server settings."""
    from granian import Granian
    from granian.constants import Interfaces
    from granian.log import LogLevels

    return Granian(
        target,
        factory=True,
        interface=Interfaces.ASGI,
        address=settings.host,
        port=settings.port,
        workers=settings.workers,
        backpressure=settings.worker_concurrency,  # granian's default, 1,024 per worker, would queue the 1,025th stream
        websockets=False,
        workers_kill_timeout=settings.shutdown_timeout,
        log_level=LogLevels(settings.log_level),
        log_dictconfig=dict_config(settings.log_format, settings.log_level),
    )


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
    elif args.command == "verify":
        return verify(args.source, args.commitment)
    elif args.command == "apps":
        return manage_apps(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
