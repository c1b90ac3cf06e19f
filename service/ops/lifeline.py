"""A server worker ends with the process that started it, whatever ended that one.

``osmica serve`` runs granian, whose main process starts the worker processes and stops them on SIGTERM or
SIGINT. A main process that is killed outright (SIGKILL, the OOM killer, a crash) stops nothing: its workers
would go on answering on the shared port and sweeping turn clocks as orphans. :func:`end_with_parent`, run
in each worker as it starts (:func:`service.edge.app.app_from_env`), asks Linux to send the worker SIGKILL when
its parent dies (``prctl(PR_SET_PDEATHSIG)``: no library wraps this one call), then checks that the parent
is still the one that started it, for a parent that died before the request was made. Where ``prctl`` is
missing (not Linux), a daemon thread looks at the parent every :data:`WATCH_PERIOD` seconds instead.

SIGKILL, not SIGTERM: a worker whose parent is gone has nobody to report to and no grace to wait for, and
every write of the store is one atomic script, so what a killed worker leaves is what a crash leaves (a
client resends an action with its ``Idempotency-Key``).
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import threading
import time

PR_SET_PDEATHSIG = 1
"""``<linux/prctl.h>``: the signal a process gets when its parent thread dies."""
WATCH_PERIOD = 0.5
"""Seconds between two looks at the parent where ``prctl`` is missing."""


def end_with_parent() -> bool:
    """Make this process end when the process that started it dies; False when it is no child of another
    Python process (the app run in process by a test or a server of its own: nothing to do)."""
    parent = multiprocessing.parent_process()
    if parent is None or parent.pid is None:
        return False
    if not _death_signal(signal.SIGKILL):
        threading.Thread(target=_watch, args=(parent.pid,), name="osmica-lifeline", daemon=True).start()
    elif os.getppid() != parent.pid:  # the parent died before the request: nobody sends the signal
        os.kill(os.getpid(), signal.SIGKILL)
    return True


def _death_signal(number: int) -> bool:
    """``prctl(PR_SET_PDEATHSIG, number)``; False where the call does not exist or fails."""
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl  # the C library's, linked into every Python on Linux
    except (OSError, AttributeError):
        return False
    return bool(prctl(PR_SET_PDEATHSIG, int(number), 0, 0, 0) == 0)


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(WATCH_PERIOD)
    os.kill(os.getpid(), signal.SIGKILL)
