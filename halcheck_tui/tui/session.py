"""The step-through's shared run state (plain Python, no Textual: the worker thread and the UI share it).

The levels themselves run in `core.levels` (`run_level`, `run_through`), the one runner that
`Checker.check` uses too, reached through `service.CaseService.step_through`.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass

from ..core.levels import LEVELS, Level

__all__ = ["RunControl", "RunState"]


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


@dataclass
class RunState:
    """The App's run bookkeeping, apart from Textual so it can be tested alone: which run is current (late
    results of a cancelled run carry an older id and are dropped), the level asked for before the models
    loaded, and whether the export dialog opens when the run ends."""

    run_id: int = 0
    control: RunControl | None = None
    pending_target: Level | None = None
    export_after_run: bool = False
    copy_after_run: str | None = None
    """"final" or "report": copy that to the clipboard when the run ends (copy asked for before the check ran)."""

    @property
    def busy(self) -> bool:
        """A check is running, or one waits for the models."""
        return self.control is not None or self.pending_target is not None

    def wait_for_models(self, target: str) -> None:
        """Remember the furthest level asked for while no checker exists yet."""
        if self.pending_target is None or LEVELS.index(Level(target)) > LEVELS.index(self.pending_target):
            self.pending_target = Level(target)

    def take_pending(self) -> Level | None:
        target, self.pending_target = self.pending_target, None
        return target

    def start(self, target: str) -> RunControl:
        self.run_id += 1
        self.control = RunControl(target)
        return self.control

    def is_current(self, run_id: int) -> bool:
        return run_id == self.run_id

    def cancel(self) -> bool:
        """Stop whatever runs or waits; True when something did. Results still on their way are stale."""
        busy = self.busy
        if self.control is not None:
            self.control.cancel.set()
        self.pending_target = None
        self.export_after_run = False
        self.copy_after_run = None
        self.run_id += 1
        return busy
