"""SIGTERM as an exception, so a batch stopped by it removes its temp file and its workers (exit 143)."""
from __future__ import annotations

import signal
import threading
from contextlib import contextmanager


class Terminated(BaseException):
    """SIGTERM, raised in the main thread so every `finally` and cleanup runs (exit 143)."""


@contextmanager
def terminate_as_exception():
    """While the block runs, SIGTERM raises Terminated instead of ending the process where it stands
    (which would leave --out's temp file and the workers behind)."""

    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def raise_terminated(signum, frame):
        raise Terminated()

    previous = signal.signal(signal.SIGTERM, raise_terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
