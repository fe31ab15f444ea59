"""The Python API: the documented way to embed halcheck in another program.

    import halcheck_tui
    trace = halcheck_tui.check({"draft": "...", "evidence": [...]})
    trace["decision"]                          # "release" | "revise" | "abstain" | "block" | "review"

    checker = halcheck_tui.CaseChecker()       # models load once, on the first check
    for case in cases:
        print(checker.check(case, repair=False)["final_text"])

A trace is the contract's `halcheck.trace/1` object as plain JSON values: equal to what
`halcheck check CASE.json --json` prints for the same case and settings (timings aside). Any bad value
raises `InputError` (errors.py: `CaseError`, `LimitError`, `InputFileError`, `ConfigError` or `UsageError`
by cause), never TypeError, ValueError or OverflowError; a missing model raises `RuntimeMissing`. Both
carry `title`, `fix` and `one_line()`.

Nothing here imports Textual. Cases go through the same case service (`service.CaseService`) as the CLI,
the server and the TUI.
"""
from __future__ import annotations

import atexit
import json
import logging
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, Literal, TypedDict

from .config import Settings, load_settings
from .core.case import Case, load_case, parse_case
from .errors import CaseError, InputError, UsageError

__all__ = ["CaseChecker", "Trace", "check"]


class Trace(TypedDict, total=False):
    """The trace's contract fields (../shared/contract.md section 2); additions such as `draft`,
    `explanation`, `first_check` and `evidence` are present too, documented in docs/checks.md."""

    schema: str
    case_id: str
    decision: Literal["release", "revise", "abstain", "block", "review"]
    outcome: Literal["sent", "repaired", "trimmed", "withheld"]
    final_text: str
    sentences: list[dict[str, Any]]
    claims: list[dict[str, Any]]
    repair: dict[str, Any]
    models: dict[str, str | None]
    thresholds: dict[str, Any]
    timings_ms: dict[str, float]


CaseLike = Case | dict[str, Any] | str | Path


def to_case(case: CaseLike, default_id: str = "case") -> Case:
    """A Case from a Case, a case dict (parsed JSON) or a path to a case file; bad input is an InputError."""
    if isinstance(case, Case):
        try:  # a Case built by hand is held to the same rules as one parsed from JSON
            parse_case(json.loads(json.dumps(case.to_json(), ensure_ascii=False, allow_nan=True)), default_id=case.id)
        except InputError:
            raise
        except (TypeError, ValueError, AttributeError) as exc:
            raise CaseError(f"case: a Case holding a value that is not JSON ({exc})",
                            "build cases with halcheck_tui.core.case.parse_case, or pass the case dict") from None
        return case
    if isinstance(case, dict):
        return parse_case(case, default_id=default_id)
    if isinstance(case, (str, Path)):
        return load_case(Path(case))
    raise UsageError(f"case: expected a dict, a Case or a path, got {type(case).__name__}",
                     "pass the parsed case JSON object")


def _flag(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise UsageError(f"{name}: expected True or False, got {type(value).__name__}", f"pass {name}=True or {name}=False")
    return value


def _settings(value: Any) -> Settings | None:
    if value is not None and not isinstance(value, Settings):
        raise UsageError(f"settings: expected a halcheck_tui.config.Settings, got {type(value).__name__}",
                         "pass Settings(...) or load_settings(), or leave it out to read config.toml")
    return value


def _warn_in_log(exc: OSError) -> None:
    """A check that ran is not failed for its log line; said once per checker."""
    logging.getLogger("halcheck").warning("event log not written (%s): fix the data dir's permissions, "
                                          "or set event_log = false", exc)


class CaseChecker:
    """A checker with its models loaded once and reused for every check.

    `generator=False` skips the local llama.cpp model (level 1 then uses only logprobs given with the
    case, and repair is skipped), which makes a check far cheaper (scripts/bench.py pipeline). Safe to share between
    threads: checks run one at a time, because the llama.cpp model is not re-entrant and the NLI model
    already uses every core it is given.
    """

    def __init__(self, settings: Settings | None = None, *, model: str | None = None,
                 generator: bool = True, front_end: str = "api", event_log: bool = True) -> None:
        """`front_end` names this caller in the event log; `event_log=False` keeps its checks out of it
        (so does `event_log = false` in config)."""
        from .service import CaseService  # the one case service every front end uses

        settings = _settings(settings)
        if model is not None and not isinstance(model, (str, Path)):
            raise UsageError(f"model: expected a path to a GGUF file, got {type(model).__name__}",
                             "pass model='path/to/model.gguf', or leave it out")
        if not isinstance(front_end, str):
            raise UsageError(f"front_end: expected a string, got {type(front_end).__name__}", "pass a short name")
        event_log = _flag(event_log, "event_log")
        generator = _flag(generator, "generator")
        model = str(model) if model is not None else None

        self.settings = settings if settings is not None else load_settings()
        self._service = CaseService.build(self.settings, model=model, no_generator=not generator,
                                          front_end=front_end, event_log=event_log, warn=_warn_in_log)
        self.notes = self._service.notes
        """Why a level is unavailable (e.g. no generator installed), as one-line messages."""
        self._lock = threading.Lock()

    @property
    def models(self) -> dict[str, str | None]:
        """Names of the loaded NLI model, embedder and generator (None: not loaded), as `GET /v1/models`
        has always listed them; a trace's `models` also names the second opinion."""
        names = self._service.models
        return {role: names[role] for role in ("nli", "embedder", "generator")}

    def check(self, case: CaseLike, *, repair: bool = True) -> Trace:
        """Check one case; the trace as the CLI's `--json` prints it."""
        return self._check(case, repair=repair, log=True)

    def warm_up(self, case: CaseLike) -> None:
        """Check `case` once without repair and without logging it (no user's check), so every model is
        loaded and a broken one fails now."""
        self._check(case, repair=False, log=False)

    def _check(self, case: CaseLike, *, repair: bool, log: bool) -> Trace:
        # deferred: the trace pulls in the pipeline and numpy, 0.8 s, measured 2026-12-02
        from .core.trace import build_trace

        repair = _flag(repair, "repair")
        valid = to_case(case)
        with self._lock:
            result = self._service.check(valid, repair=repair, log=log)
        # Through JSON once, so tuples become lists and the value equals the CLI's parsed output.
        return json.loads(json.dumps(build_trace(result), ensure_ascii=False))

    def check_many(self, cases: Iterable[CaseLike], *, repair: bool = True) -> Iterator[Trace]:
        """Traces in the order of `cases`, one at a time (an iterator of cases is read lazily)."""
        repair = _flag(repair, "repair")
        if isinstance(cases, (dict, str, bytes, Path, Case)) or not hasattr(cases, "__iter__"):
            raise UsageError(f"cases: expected an iterable of cases, got {type(cases).__name__}",
                             "pass a list of case dicts, Cases or paths (for one case, use check)")
        for number, case in enumerate(cases, 1):
            yield self.check(to_case(case, default_id=f"case-{number}"), repair=repair)


_default: tuple[Settings, CaseChecker] | None = None
_default_lock = threading.Lock()


@atexit.register
def _drop_default() -> None:
    # llama-cpp-python's Llama.__del__ fails noisily when it runs during interpreter teardown, after the
    # modules it calls are gone; dropping the shared checker here frees the model while they still exist.
    global _default
    _default = None


def check(case: CaseLike, *, repair: bool = True, settings: Settings | None = None) -> Trace:
    """Check one case with a shared checker (built on the first call, rebuilt when `settings` change).

    `settings=None` reads config.toml like the CLI does.
    """
    global _default
    repair = _flag(repair, "repair")
    settings = _settings(settings)
    settings = settings if settings is not None else load_settings()
    with _default_lock:
        if _default is None or _default[0] != settings:
            _default = (settings, CaseChecker(settings))
        checker = _default[1]
    return checker.check(case, repair=repair)
