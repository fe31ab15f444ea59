"""The one progress bar of the command lines (`check --batch`, `eval`): rich on a terminal, nothing at
all when stderr is a pipe or a file (so logs and CI output hold no control codes)."""
from __future__ import annotations

import sys


class ProgressBar:
    """`advance()` after each item, `close()` at the end; `counts=True` adds `n/N` and the time left."""

    def __init__(self, total: int, description: str = "checking", *, counts: bool = False) -> None:
        self._bar = None
        if not sys.stderr.isatty():
            return
        from rich.console import Console  # rich is already loaded by the CLI's error printing; ~20 ms otherwise
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        columns = ((TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
                   if counts else ())
        self._bar = Progress(*columns, console=Console(stderr=True), transient=True)
        self._bar.start()
        self._task = self._bar.add_task(description, total=total)

    def advance(self, description: str | None = None) -> None:
        if self._bar is not None:
            if description is None:
                self._bar.advance(self._task)
            else:
                self._bar.update(self._task, advance=1, description=description)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.stop()
