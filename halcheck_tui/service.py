"""The case service: the path a case takes through halcheck, whichever front end brought it.

`check`, `check --batch` (every engine), `serve`, the Python API, `halcheck eval` and the TUI all hand
their cases to a `CaseService`. It is the only place that

- adds a case's snapshot evidence (`resolve_case`, over `store.snapshots.resolve_case_snapshot`),
- gets a checker (`build`, through `wiring.build_checker`, the one place models load; with `degrade`, as
  the TUI asks, a missing NLI model leaves a checker without it and says so in `missing`), unless the
  front end hands in its own (tests' fakes),
- reads the models' weights ahead of the first check (`warm_up`, for the TUI's model worker),
- runs the levels (`check` all at once; `step_through` up to a level, reporting each level as it
  starts and ends, for the TUI's step-through),
- and appends the check to the event log (`EventLogWriter`: a log that cannot be written warns once
  through the front end's own channel and never fails a check). A batch's worker processes check with
  logging off; the batch's own service then appends each of their results (`record`), in input order.

It returns the pipeline's typed `CheckResult` (or `Steps` for the step-through); printing, JSON and
HTTP stay with the front ends.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from .config import Settings
from .core.case import Case
from .core.levels import Level, Steps, run_through
from .errors import HalcheckError, RuntimeMissing

if TYPE_CHECKING:
    from .core.pipeline import Checker
    from .core.results import CheckResult
    from .ports import Runtimes

LogWarning = Callable[[OSError], None]
"""How a front end is told that the event log could not be written (stderr, logging, a TUI notice)."""


def resolve_case(case: Case) -> Case:
    """The case with its named snapshot's evidence added (unchanged when it names none); an unknown
    snapshot or an id clash is an InputError (exit 2)."""
    if not case.evidence_snapshot:
        return case  # no store to open: a case without a snapshot never touches SQLite
    from .store.snapshots import resolve_case_snapshot  # SQLite, only for cases that name a snapshot

    return resolve_case_snapshot(case)


class EventLogWriter:
    """Appends each check to the event log for one front end; the one writer every front end uses.

    Logging is off with `enabled=False` (`--no-log`, `event_log=False`) or `event_log = false` in config.
    A log that cannot be written calls `warn` once per writer and never fails the check that ran."""

    def __init__(self, settings: Settings, front_end: str, enabled: bool = True,
                 warn: LogWarning | None = None) -> None:
        self.settings, self.front_end, self.enabled, self.warn = settings, front_end, enabled, warn
        self.warned = False

    def __call__(self, result: CheckResult) -> None:
        # deferred: the event log costs 3-6 ms, paid by the first check, not the TUI's first screen, measured 2026-12-02
        from .eventlog import record_check

        try:
            record_check(result, self.settings, self.front_end, self.enabled)
        except OSError as exc:
            if not self.warned:
                self.warned = True
                if self.warn is not None:
                    self.warn(exc)


class CaseService:
    """One front end's checker with its event log: resolve, run, log, return the typed result."""

    def __init__(self, log: EventLogWriter, *, checker: Checker | None = None, notes: list[str] | None = None,
                 builder: Callable[[], tuple[Checker, list[str], RuntimeMissing | None]] | None = None) -> None:
        """Around a checker the front end holds (`checker`), or one `builder` makes on first use (with its
        notes and, for a degraded checker, what is missing)."""
        if checker is None and builder is None:
            raise ValueError("a CaseService needs a checker or a builder")
        self._checker, self._notes, self._builder = checker, list(notes or []), builder
        self._missing: RuntimeMissing | None = None
        self.log = log

    @classmethod
    def build(cls, settings: Settings, *, model: str | Path | None = None, no_generator: bool = False,
              front_end: str, event_log: bool = True, warn: LogWarning | None = None,
              lazy: bool = False, classify_claims: bool = True, degrade: bool = False) -> CaseService:
        """With a checker of the real models from `wiring.build_checker` (RuntimeMissing, exit 3, when
        the NLI model or a named GGUF is missing): now, or with `lazy` when the first case needs it (so a
        case with an unknown snapshot fails before any model loads).

        `classify_claims=False` treats every assertive claim as a fact (`halcheck eval`). With `degrade`
        (the TUI) a missing NLI model gives a checker without it (editing, decomposing, level 1 and the
        record checks still work) and the error in `missing`, for the front end to show."""

        def builder() -> tuple[Checker, list[str], RuntimeMissing | None]:
            # deferred: the TUI's first screen imports no wiring (tests/test_tui_startup.py pins it); through
            # the module, so a test's replacement builder is used
            from . import wiring

            if degrade:
                return wiring.build_checker_or_degrade(settings, model)
            checker, notes = wiring.build_checker(settings, model, no_generator, classify_claims=classify_claims)
            return checker, notes, None

        service = cls(EventLogWriter(settings, front_end, event_log, warn), builder=builder)
        if not lazy:
            _ = service.checker  # builds it now
        return service

    @classmethod
    def over_runtimes(cls, settings: Settings, runtimes: Runtimes, *, front_end: str, event_log: bool = True,
                      warn: LogWarning | None = None) -> CaseService:
        """With a checker over runtimes the front end already has: a test's fakes, or none at all (`Runtimes()`,
        when the models could not load: editing, decomposing and the record checks still work)."""
        # deferred: the pipeline loads in the caller's worker, never before the TUI's first paint
        from .core.pipeline import Checker

        return cls(EventLogWriter(settings, front_end, event_log, warn), checker=Checker(settings, runtimes))

    @property
    def checker(self) -> Checker:
        if self._checker is None:
            assert self._builder is not None
            self._checker, notes, self._missing = self._builder()
            self._notes = list(notes)
        return self._checker

    @property
    def missing(self) -> RuntimeMissing | None:
        """Why the checker runs without its NLI model (built with `degrade`); None when it has it."""
        _ = self.checker
        return self._missing

    @property
    def notes(self) -> list[str]:
        """Why a level is unavailable (e.g. no generator installed), as one-line messages."""
        _ = self.checker  # the notes come with the checker
        return self._notes

    @property
    def settings(self) -> Settings:
        return self.log.settings

    @property
    def models(self) -> dict[str, str | None]:
        """Names of the loaded models, as in a trace's `models`."""
        return self.checker.runtimes.model_names()

    def warm_up(self, case: Case | None = None) -> None:
        """Read every model's weights now and, when level 1 will score `case`'s draft, run its prompt into
        the generator's context (the same tokens the check sends, so the check reuses them; an edited case
        reuses what still matches). A model that fails to load here is left to fail where the check loads
        it lazily, with the error shown there, as without this warm-up."""
        # deferred: level 1's prompt pulls in the confidence level, 35 ms, measured 2026-12-02
        from .core.confidence.assess import scoring_messages

        checker = self.checker
        runtimes = checker.runtimes
        for runtime in (runtimes.nli, runtimes.embedder, runtimes.generator):
            if runtime is not None and hasattr(runtime, "load"):
                try:
                    runtime.load()
                except HalcheckError:
                    pass
        if case is None or case.logprobs is not None or not hasattr(runtimes.generator, "prepare"):
            return
        try:
            decomposition = checker.decompose(case)
            runtimes.generator.prepare(scoring_messages(case, checker.scoring_evidence(case, decomposition),
                                                        checker.settings.scoring_layout))
        except HalcheckError:
            pass

    def check(self, case: Case, *, repair: bool = True, log: bool = True, resolved: bool = False) -> CheckResult:
        """Every level of one case; the result is logged unless `log=False` (a batch hands its results
        to its own service's `record`, in input order). `resolved=True`: the caller already added the
        case's snapshot evidence with `resolve_case` (a batch does, to tell a refused line from a check
        that failed), so it is not added twice."""
        if not resolved:
            case = resolve_case(case)  # before the checker is built: a bad snapshot costs no model loading
        result = self.checker.check(case, repair=repair)
        if log:
            self.log(result)
        return result

    def record(self, result: CheckResult) -> None:
        """Append a check that ran with `log=False` elsewhere (a batch worker's, in another process) to this
        service's event log, the same line its own `check` writes."""
        self.log(result)

    def step_through(self, steps: Steps, target: Level | str, *, repair: bool = True,
                     cancel: threading.Event | None = None,
                     on_start: Callable[[Level], None] | None = None,
                     on_done: Callable[[Level, Steps], None] | None = None) -> Steps:
        """`steps` with every level up to `target` computed, each reported as it starts and ends.

        The snapshot's evidence is added before the first level runs; the check is logged when this
        call is the one that finished it (a later call on the same steps logs nothing again)."""
        if not steps.done(Level.DECOMPOSE):
            steps = replace(steps, case=resolve_case(steps.case))
        had_result = steps.result is not None
        steps = run_through(self.checker, steps, target, repair=repair, cancel=cancel, on_start=on_start,
                            on_done=on_done)
        if steps.result is not None and not had_result:
            self.log(steps.result)
        return steps
