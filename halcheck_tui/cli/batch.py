"""The engines behind `halcheck check --batch`: one process, N local processes, or a Ray cluster.

Every engine yields one item per non-blank line, in input order: the line's `CheckResult`, or a
`BatchError` when halcheck refused the line (bad JSON, an invalid case, an unknown snapshot: any InputError
of the line's own) or, with local processes, when the worker checking it died twice. So the CLI writes, logs
and counts them the same way whatever ran them: every engine checks with logging off, through a case
service (the batch's own in one process, a worker's own in the others), and the CLI hands each result to
the batch's service (`CaseService.record`), which writes its event-log line. Memory stays constant: the
file is read as it goes and at most a small window of cases (twice the workers) is in flight; the output is
streamed to the CLI's atomic temp file.

The pieces: `batch_lines.py` (the job, reading the file, one line), `batch_processes.py` (local processes
and a worker's death), `batch_ray.py` (Ray Data).
"""
from __future__ import annotations

from collections.abc import Iterator

from ..batch_error import BatchError
from ..core.results import CheckResult
from ..errors import InputError
from ..service import CaseService
from .batch_lines import BatchJob, case_or_refusal, cores, read_batch
from .batch_processes import process_results
from .batch_ray import ray_results

CASES_PER_WORKER = 4
"""Default: no more workers than one per this many cases; each worker first loads its own models (about
a second, more with the generator), which a shorter share of the batch would not win back."""


def choose_workers(requested: int | None, count: int, engine: str = "local") -> int:
    """--workers as given (never more than the cases), or the cores, at most one per CASES_PER_WORKER cases."""
    if requested is not None:
        if requested < 1:
            raise InputError(f"--workers {requested}: needs at least 1", "give a number of processes, e.g. --workers 4")
        return min(requested, count)
    if engine == "ray":
        return max(1, min(cores(), count))
    return max(1, min(cores(), count // CASES_PER_WORKER))


def results(job: BatchJob, service: CaseService) -> Iterator[CheckResult | BatchError]:
    """A CheckResult or BatchError for every non-blank line of job.path, in order; in one process the cases
    are checked through `service` (the batch's own, which builds its checker at the first line that is not
    refused, so a batch of refused lines loads no model)."""
    if job.engine == "ray":
        yield from ray_results(job)
    elif job.workers > 1:
        yield from process_results(job)
    else:
        # One process: a native crash here cannot be contained (it ends halcheck).
        for number, line in read_batch(job.path):
            case = case_or_refusal(number, line)
            yield case if isinstance(case, BatchError) else service.check(case, repair=job.repair, log=False,
                                                                          resolved=True)
