"""A webhook receiver for tests: a real HTTP server on a loopback port, in a thread of the test process.

It records every delivery (headers and raw body, in arrival order) and answers as the test says: ``up`` (204),
``down`` (503), or ``hold`` (keeps each request open, answering nothing, until released). Tests wait on its state,
never on time.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

from tests.servers import wait_until


@dataclass
class Delivery:
    headers: dict[str, str]
    body: bytes
    status: int
    """What the receiver answered (0: nothing, the request was held and dropped)."""

    @property
    def event(self) -> dict[str, Any]:
        return json.loads(self.body)  # type: ignore[no-any-return]


class Receiver:
    def __init__(self) -> None:
        self.mode: Literal["up", "down", "hold"] = "up"
        self.deliveries: list[Delivery] = []
        self.held = 0
        """Requests being held right now."""
        self._lock = threading.Lock()
        self._release = threading.Event()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                headers = {k.lower(): v for k, v in self.headers.items()}
                mode = receiver.mode
                if mode == "hold":
                    with receiver._lock:
                        receiver.held += 1
                    receiver._release.wait(60)
                    with receiver._lock:
                        receiver.held -= 1
                    mode = receiver.mode
                status = 204 if mode == "up" else 503
                with receiver._lock:
                    receiver.deliveries.append(Delivery(headers, body, status))
                try:
                    self.send_response(status)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                except OSError:  # the sender is gone (killed while we held it)
                    pass

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = int(self.server.server_address[1])
        self.url = f"http://127.0.0.1:{self.port}/hook"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> Receiver:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release("up")
        self.server.shutdown()
        self.server.server_close()

    def hold(self) -> None:
        self._release.clear()
        self.mode = "hold"

    def release(self, mode: Literal["up", "down"]) -> None:
        """Answer held requests and every later one with ``mode``."""
        self.mode = mode
        self._release.set()

    def accepted(self) -> list[dict[str, Any]]:
        """The events answered 2xx, in arrival order, each once (de-duplicated by ``id``)."""
        seen: dict[str, dict[str, Any]] = {}
        with self._lock:
            for d in self.deliveries:
                if d.status == 204:
                    seen.setdefault(d.event["id"], d.event)
        return list(seen.values())

    def wait_for(self, check: Any, what: str, timeout: float = 60.0) -> None:
        wait_until(check, timeout, what)
