"""The step-through's shared run state (plain Python, no Textual: the worker thread and the UI share it).

The levels themselves run in `core.levels` (`run_level`, `run_through`), the one runner that
`Checker.check` uses too; this module re-exports them under the names the TUI has always used.
"""
from __future__ import annotations

import threading

from ..core.levels import LEVEL_TITLES, LEVELS, Level, Steps, run_level, run_through

__all__ = ["LEVEL_TITLES", "RunControl", "Steps", "run_level", "run_through"]


class RunControl:
    """Shared by the UI and one worker: the level to reach (the UI may push it further while the
    worker runs) and the cancel flag. Thread-safe."""

    def __init__(self, target: str) -> None:
        self.cancel = threading.Event()
        self._target = Level(target)
        self._lock = threading.Lock()

    @property
    def target(self) -> Level:
        with self._lock:
            return self._target

    def extend(self, target: str) -> None:
        with self._lock:
            if LEVELS.index(Level(target)) > LEVELS.index(self._target):
                self._target = Level(target)
