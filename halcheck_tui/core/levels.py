"""The five levels, their states, and the one runner that executes them.

`Checker.check` runs every level through `run_through` in one call; the TUI's step-through calls the
same `run_through` (or `run_level`) one level at a time, as the user asks, so the sequence exists once.
The decision and outcome words of the trace are enums in core/types.py.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

from ..errors import HalcheckError
from .evidence_cleaning import evidence_as_checked

if TYPE_CHECKING:  # type names only
    from ..config import Settings
    from ..ports import Runtimes
    from .case import Case
    from .confidence.assess import ConfidenceResult
    from .decomposition.decompose import Decomposition
    from .grounding.grounder import GroundingResult
    from .results import Assessment, CheckResult, RepairResult


class LevelRunner(Protocol):
    """What the runner asks of a checker, a method per level (`core.pipeline.Checker` is the one). Named
    here, so this module never imports the pipeline that imports it, not even for type names."""

    settings: Settings
    runtimes: Runtimes

    def decompose(self, case: Case, earlier: Assessment | None = None) -> Decomposition: ...

    def confidence(self, case: Case, decomposition: Decomposition, generated_by: str | None = None,
                   grounding: GroundingResult | None = None) -> ConfidenceResult: ...

    def scores_when_needed(self, case: Case) -> bool: ...

    def ground(self, case: Case, decomposition: Decomposition, reuse: GroundingResult | None = None,
               reused_from: Decomposition | None = None) -> GroundingResult: ...

    def assemble(self, case: Case, decomposition: Decomposition, confidence: ConfidenceResult,
                 grounding: GroundingResult, timings: dict[str, float] | None = None) -> Assessment: ...

    def repair_step(self, first: Assessment, enabled: bool = True,
                    cancel: threading.Event | None = None) -> RepairResult: ...

    def conclude(self, first: Assessment, repair: RepairResult, timings: dict[str, float]) -> CheckResult: ...


class Level(StrEnum):
    """The levels in the order they run; the value is the trace's and the timings' key."""

    DECOMPOSE = "decompose"
    CONFIDENCE = "confidence"
    GROUNDING = "grounding"
    REPAIR = "repair"
    RESULT = "result"

    @property
    def title(self) -> str:
        return self.value.capitalize()

    @property
    def number(self) -> int:
        """1-based position, as the TUI's level bar and keys show it."""
        return LEVELS.index(self) + 1


LEVELS: tuple[Level, ...] = tuple(Level)
LEVEL_TITLES: dict[str, str] = {level.value: level.title for level in Level}
FIRST_PASS = (Level.DECOMPOSE, Level.CONFIDENCE, Level.GROUNDING)
"""The levels of one assessment of a text (the draft, or a repair's re-check)."""


class LevelState(StrEnum):
    """Where a level stands in the TUI's step-through."""

    PENDING = "pending"
    WAITING = "waiting"  # asked for before the models finished loading
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"
    CANCELLED = "cancelled"


class Cancelled(HalcheckError):
    """The user cancelled a running check."""


def _cancelled() -> Cancelled:
    return Cancelled("check cancelled", "run it again when you are ready")


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
    started: float | None = None
    """perf_counter when the levels run in one go (Checker.check): `total` is then the wall time. None
    (the step-through, which waits on the user between levels) sums the levels instead."""
    earlier: Assessment | None = None
    """A re-check: the first pass over another text of the same evidence (a repair's correction). Its
    claims keep the classes they had, and its verdicts stand for the claims the new text left as they were."""

    def done(self, level: str) -> bool:
        value = {Level.DECOMPOSE: self.decomposition, Level.CONFIDENCE: self.confidence,
                 Level.GROUNDING: self.first, Level.REPAIR: self.repair, Level.RESULT: self.result}[Level(level)]
        return value is not None

    def next_missing(self) -> Level | None:
        return next((level for level in LEVELS if not self.done(level)), None)


def run_level(checker: LevelRunner, steps: Steps, level: str, *, repair: bool = True,
              cancel: threading.Event | None = None, generated_by: str | None = None) -> Steps:
    """`steps` with `level` computed; every earlier level must be done already."""
    level = Level(level)
    if cancel is not None and cancel.is_set():
        raise _cancelled()
    case = steps.case
    timings = dict(steps.timings_ms)
    started = time.perf_counter()

    def took() -> dict[str, float]:
        timings[level.value] = round((time.perf_counter() - started) * 1000, 1)
        return timings

    if level is Level.DECOMPOSE:
        # Every level reads the evidence as cleaned of hidden controls (notes in the trace say which
        # items); the first level swaps it in, so the CLI, the TUI's step-through and the server agree.
        case = evidence_as_checked(case)
        return replace(steps, case=case, decomposition=checker.decompose(case, earlier=steps.earlier),
                       timings_ms=took())
    assert steps.decomposition is not None, "decompose first"
    if level is Level.CONFIDENCE:
        if checker.scores_when_needed(case):
            # Level 1 scores only what it could change (scoring_when "needed"): it reads level 2's verdicts,
            # computed here and kept for the grounding step, so a step-through decides as `check` does.
            grounding = _ground(checker, steps)
            return replace(steps, grounding=grounding, timings_ms=took(),
                           confidence=checker.confidence(case, steps.decomposition, generated_by, grounding=grounding))
        return replace(steps, confidence=checker.confidence(case, steps.decomposition, generated_by),
                       timings_ms=took())
    assert steps.confidence is not None, "confidence first"
    if level is Level.GROUNDING:
        grounding = steps.grounding if steps.grounding is not None else _ground(checker, steps)
        took()
        first = checker.assemble(case, steps.decomposition, steps.confidence, grounding,
                                 {k: v for k, v in timings.items() if k in FIRST_PASS})
        return replace(steps, grounding=grounding, first=first, timings_ms=timings)
    assert steps.first is not None, "grounding first"
    if level is Level.REPAIR:
        result = checker.repair_step(steps.first, repair, cancel)
        return replace(steps, repair=result, timings_ms=took() if result.attempted else timings)
    assert steps.repair is not None, "repair first"
    if steps.started is not None:
        timings["total"] = round((time.perf_counter() - steps.started) * 1000, 1)
    else:
        timings["total"] = round(sum(v for k, v in timings.items() if k in LEVELS), 1)
    return replace(steps, result=checker.conclude(steps.first, steps.repair, timings), timings_ms=timings)


def _ground(checker: LevelRunner, steps: Steps) -> GroundingResult:
    """Level 2 of `steps`; a re-check reuses the first pass's verdicts for the claims left unchanged."""
    assert steps.decomposition is not None
    if steps.earlier is None:
        return checker.ground(steps.case, steps.decomposition)
    return checker.ground(steps.case, steps.decomposition, steps.earlier.grounding, steps.earlier.decomposition)


def _grounds_first(checker: LevelRunner, steps: Steps, target: Level) -> bool:
    """Whether level 1 scores only a draft it could change (scoring_when "needed"): then grounding runs
    first, and level 1 reads its verdicts to decide (Checker.confidence)."""
    return (LEVELS.index(target) >= LEVELS.index(Level.GROUNDING) and steps.decomposition is not None
            and steps.confidence is None and checker.scores_when_needed(steps.case))


def _confidence_after_grounding(checker: LevelRunner, steps: Steps, cancel: threading.Event | None,
                                on_start: Callable[[Level], None] | None,
                                on_done: Callable[[Level, Steps], None] | None,
                                generated_by: str | None) -> Steps:
    """Grounding, then level 1 given its verdicts, then the assessment: the levels report in their usual
    order (level 1 first), each with its own time."""
    case, decomposition = steps.case, steps.decomposition
    assert decomposition is not None
    started = time.perf_counter()
    grounding = _ground(checker, steps)
    grounding_ms = round((time.perf_counter() - started) * 1000, 1)
    if cancel is not None and cancel.is_set():
        raise _cancelled()
    if on_start:
        on_start(Level.CONFIDENCE)
    started = time.perf_counter()
    confidence = checker.confidence(case, decomposition, generated_by, grounding=grounding)
    timings = {**steps.timings_ms, Level.CONFIDENCE.value: round((time.perf_counter() - started) * 1000, 1),
               Level.GROUNDING.value: grounding_ms}
    steps = replace(steps, confidence=confidence, timings_ms=timings)
    if on_done:
        on_done(Level.CONFIDENCE, steps)
    if on_start:
        on_start(Level.GROUNDING)
    first = checker.assemble(case, decomposition, confidence, grounding,
                             {k: v for k, v in timings.items() if k in FIRST_PASS})
    steps = replace(steps, grounding=grounding, first=first)
    if on_done:
        on_done(Level.GROUNDING, steps)
    return steps


def _overlaps(checker: LevelRunner, steps: Steps, target: Level) -> bool:
    """Whether level 1 and grounding are both due and worth running side by side: level 1 waits on the
    generator only when it scores the draft (no logprobs with the case, a generator loaded)."""
    return (LEVELS.index(target) >= LEVELS.index(Level.GROUNDING) and steps.decomposition is not None
            and steps.confidence is None and steps.case.logprobs is None
            and checker.runtimes.generator is not None and getattr(checker.settings, "overlap_levels", True))


def beside(here: Callable[[], object], there: Callable[[], object], name: str) -> tuple[object, object, float]:
    """`there` in a helper thread while `here` runs in this one: both results, and `there`'s own time in ms.
    An error in either is raised in this thread, after the helper has finished. The generator and the NLI
    runtimes release the GIL in their native calls, and each has its own lock."""
    outcome: dict[str, object] = {}

    def run() -> None:
        started = time.perf_counter()
        try:
            outcome["result"] = there()
        except BaseException as exc:  # re-raised in the caller's thread after the join
            outcome["error"] = exc
        outcome["ms"] = round((time.perf_counter() - started) * 1000, 1)

    helper = threading.Thread(target=run, name=name, daemon=True)
    helper.start()
    try:
        mine = here()
    finally:
        helper.join()
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return mine, outcome["result"], outcome["ms"]  # type: ignore[return-value]


def _confidence_beside_grounding(checker: LevelRunner, steps: Steps, cancel: threading.Event | None,
                                 on_start: Callable[[Level], None] | None,
                                 on_done: Callable[[Level, Steps], None] | None,
                                 generated_by: str | None) -> Steps:
    """Level 1 in this thread while grounding runs in a helper thread (`beside`); the wall time is the
    slower of the two. Grounding reads nothing of level 1: `assemble` applies the confidence cuts once both
    are done. Callbacks are all made from this thread: level 1 is reported as soon as it is done."""
    if cancel is not None and cancel.is_set():
        raise _cancelled()
    case, decomposition = steps.case, steps.decomposition
    assert decomposition is not None

    def confidence() -> Steps:
        scored = run_level(checker, steps, Level.CONFIDENCE, cancel=cancel, generated_by=generated_by)
        if on_done:
            on_done(Level.CONFIDENCE, scored)
        if on_start:
            on_start(Level.GROUNDING)
        return scored

    if on_start:
        on_start(Level.CONFIDENCE)
    if steps.earlier is not None and on_start is None and on_done is None:
        # A re-check grounds in this thread, which routed its claims a moment ago, so it finds the case's
        # record checker (one per thread, records.record_checker) with their alignments; level 1 scores
        # beside it. Nothing waits on a callback here, so which thread reports first does not matter.
        grounding_took: list[float] = []

        def ground_here() -> GroundingResult:
            started = time.perf_counter()  # its own time, not the wait for level 1 beside it
            result = _ground(checker, steps)
            grounding_took.append(round((time.perf_counter() - started) * 1000, 1))
            return result

        grounding, steps, _ = beside(ground_here, confidence, "halcheck-recheck-confidence")  # type: ignore[assignment]
        grounding_ms = grounding_took[0]
    else:
        steps, grounding, grounding_ms = beside(confidence, lambda: _ground(checker, steps),
                                                "halcheck-grounding")  # type: ignore[assignment]
    if cancel is not None and cancel.is_set():
        raise _cancelled()
    timings = {**steps.timings_ms, Level.GROUNDING.value: grounding_ms}
    assert steps.confidence is not None
    first = checker.assemble(case, decomposition, steps.confidence, grounding,  # type: ignore[arg-type]
                             {k: v for k, v in timings.items() if k in FIRST_PASS})
    return replace(steps, grounding=grounding, first=first, timings_ms=timings)


def run_through(checker: LevelRunner, steps: Steps, target: str, *, repair: bool = True,
                cancel: threading.Event | None = None,
                on_start: Callable[[Level], None] | None = None,
                on_done: Callable[[Level, Steps], None] | None = None,
                generated_by: str | None = None) -> Steps:
    """Compute every missing level up to and including `target`, reporting each as it starts and ends.

    When level 1 scores the draft with the generator and grounding is due too, the two run at the same
    time (see `_confidence_beside_grounding`); everything else runs in order."""
    target = Level(target)
    for level in LEVELS[:LEVELS.index(target) + 1]:
        if steps.done(level):
            continue
        if level is Level.CONFIDENCE and _grounds_first(checker, steps, target):
            steps = _confidence_after_grounding(checker, steps, cancel, on_start, on_done, generated_by)
            continue
        if level is Level.CONFIDENCE and _overlaps(checker, steps, target):
            steps = _confidence_beside_grounding(checker, steps, cancel, on_start, on_done, generated_by)
            if on_done:
                on_done(Level.GROUNDING, steps)
            continue
        if on_start:
            on_start(level)
        steps = run_level(checker, steps, level, repair=repair, cancel=cancel, generated_by=generated_by)
        if on_done:
            on_done(level, steps)
    return steps
