"""One `--batch` line, whichever engine runs it: the job, reading the file, refusing or checking a line.

Every engine (batch.py: one process; batch_processes.py: local processes; batch_ray.py: Ray) reads the
batch with `read_batch` and turns each line into its result with `check_line`, through a worker's own
`service.CaseService` (`worker_service`: logging off, the batch's own service logs every result in order).
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from ..batch_error import BatchError
from ..config import Settings
from ..core.case import MAX_CASE_BYTES, Case, parse_case_text
from ..core.results import CheckResult
from ..errors import InputError, InputFileError, LimitError
from ..input_files import judge_input
from ..service import CaseService, resolve_case


@dataclass(frozen=True)
class BatchJob:
    """What `check --batch` was asked to run: the file, the settings, the models and the engine."""

    path: Path
    settings: Settings
    model: str | None
    no_generator: bool
    repair: bool
    workers: int
    engine: str = "local"
    address: str | None = None


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def read_batch(path: Path, shown: Path | None = None) -> Iterator[tuple[int, str]]:
    """(line number, line) for each non-blank line of a JSONL batch; bad input is one InputError.

    `path` must be a regular file (the CLI copies a piped stdin into one first); a line is read at most
    MAX_CASE_BYTES at a time, so one endless line (no newline) cannot exhaust memory. Messages name `shown`
    (the path the user gave, e.g. `-`) when given."""
    hint = "give a JSONL file with one case per line"
    judge_input(path, hint)
    name = shown if shown is not None else path
    try:
        handle = path.open("rb")
    except OSError as exc:
        raise InputFileError(f"{name}: cannot read ({exc.strerror or exc})", hint) from None
    with handle:
        number = 0
        while True:
            raw = handle.readline(MAX_CASE_BYTES + 1)
            if not raw:
                break
            number += 1
            if len(raw) > MAX_CASE_BYTES:
                raise LimitError(f"{name}: line {number}: larger than {MAX_CASE_BYTES // 1_000_000} MB",
                                 "check one reply per line; each case line is at most that size")
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                raise InputFileError(f"{name}: line {number}: not UTF-8 text", "save the batch as UTF-8 JSONL") from None
            if line.strip():
                yield number, line


def worker_settings(settings: Settings, workers: int) -> Settings:
    """Split the machine's cores between workers, so N workers do not each start every core's worth of threads."""
    return replace(settings, nli_threads=max(1, cores() // workers)) if workers > 1 else settings


def worker_service(settings: Settings, model: str | None, no_generator: bool) -> CaseService:
    """A worker's case service: its own models, no event log (the CLI logs every result, in order)."""
    return CaseService.build(settings, model=model, no_generator=no_generator, front_end="batch", event_log=False)


def case_or_refusal(number: int, line: str) -> Case | BatchError:
    """One batch line -> its case with any snapshot evidence added, or the BatchError saying why halcheck
    refuses it (the InputError a single `halcheck check` of it would exit 2 with)."""
    try:
        return resolve_case(parse_case_text(line.rstrip("\r\n"), default_id=f"line-{number}"))
    except InputError as exc:
        return BatchError.refused(exc, line, line=number)


def check_line(service: CaseService, number: int, line: str, repair: bool) -> CheckResult | BatchError:
    """One batch line -> its CheckResult, or its BatchError when the line is refused. Only the line's own
    input is caught: an error of the checker itself (a model missing, a bug) still ends the batch."""
    case = case_or_refusal(number, line)
    if isinstance(case, BatchError):
        return case
    return service.check(case, repair=repair, log=False, resolved=True)
