"""Stepping through the pipeline one level at a time (plain Python: the worker thread runs it).

`Checker.check` runs every level in one call; the step-through view needs each level's result as soon
as it exists, so this module calls the Checker's per-level methods and assembles the same
`Assessment` and `CheckResult` that `Checker.assess`/`Checker.check` build. A test checks that
stepping and `Checker.check` give the same trace for every built-in scenario.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field, replace
from typing import Callable

from ..core.case import Case
from ..core.confidence import ConfidenceResult
from ..core.decompose import Decomposition
from ..core.grounding import GroundingResult
from ..core.pipeline import LEVELS, Assessment, Cancelled, Checker, CheckResult, RepairResult

LEVEL_TITLES = {"decompose": "Decompose", "confidence": "Confidence", "grounding": "Grounding",
                "repair": "Repair", "result": "Result"}


@dataclass(frozen=True)
class Steps:
    """The levels computed so far for one case; each field is filled by its level, in order."""

    case: Case
    decomposition: Decomposition | None = None
    confidence: ConfidenceResult | None = None
    grounding: GroundingResult | None = None
    first: Assessment | None = None
    repair: RepairResult | None = None
    result: CheckResult | None = None
    timings_ms: dict[str, float] = field(default_factory=dict)

    def done(self, level: str) -> bool:
        value = {"decompose": self.decomposition, "confidence": self.confidence, "grounding": self.first,
                 "repair": self.repair, "result": self.result}[level]
        return value is not None

    def next_missing(self) -> str | None:
        return next((level for level in LEVELS if not self.done(level)), None)


def run_level(checker: Checker, steps: Steps, level: str, *, repair: bool = True,
              cancel: threading.Event | None = None) -> Steps:
    """`steps` with `level` computed; every earlier level must be done already."""
    if cancel is not None and cancel.is_set():
        raise Cancelled("check cancelled", "run it again when you are ready")
    case = steps.case
    timings = dict(steps.timings_ms)
    started = time.perf_counter()

    def took() -> dict[str, float]:
        timings[level] = round((time.perf_counter() - started) * 1000, 1)
        return timings

    if level == "decompose":
        return replace(steps, decomposition=checker.decompose(case), timings_ms=took())
    assert steps.decomposition is not None, "decompose first"
    if level == "confidence":
        return replace(steps, confidence=checker.confidence(case, steps.decomposition), timings_ms=took())
    assert steps.confidence is not None, "confidence first"
    if level == "grounding":
        grounding = checker.ground(case, steps.decomposition)
        took()
        first = checker.assemble(case, steps.decomposition, steps.confidence, grounding,
                                 {k: v for k, v in timings.items() if k in ("decompose", "confidence", "grounding")})
        return replace(steps, grounding=grounding, first=first, timings_ms=timings)
    assert steps.first is not None, "grounding first"
    if level == "repair":
        result = checker.repair_step(steps.first, repair, cancel)
        return replace(steps, repair=result, timings_ms=took() if result.attempted else timings)
    assert steps.repair is not None, "repair first"
    if level == "result":
        timings["total"] = round(sum(v for k, v in timings.items() if k in LEVELS), 1)
        return replace(steps, result=checker.conclude(steps.first, steps.repair, timings), timings_ms=timings)
    raise ValueError(f"unknown level {level!r}")


class RunControl:
    """Shared by the UI and one worker: the level to reach (the UI may push it further while the
    worker runs) and the cancel flag. Thread-safe."""

    def __init__(self, target: str) -> None:
        self.cancel = threading.Event()
        self._target = target
        self._lock = threading.Lock()

    @property
    def target(self) -> str:
        with self._lock:
            return self._target

    def extend(self, target: str) -> None:
        with self._lock:
            if LEVELS.index(target) > LEVELS.index(self._target):
                self._target = target


def run_through(checker: Checker, steps: Steps, target: str, *, repair: bool = True,
                cancel: threading.Event | None = None,
                on_start: Callable[[str], None] | None = None,
                on_done: Callable[[str, Steps], None] | None = None) -> Steps:
    """Compute every missing level up to and including `target`, reporting each as it starts and ends."""
    for level in LEVELS[:LEVELS.index(target) + 1]:
        if steps.done(level):
            continue
        if on_start:
            on_start(level)
        steps = run_level(checker, steps, level, repair=repair, cancel=cancel)
        if on_done:
            on_done(level, steps)
    return steps
