"""The engines behind `halcheck check --batch`: one process, N local processes, or a Ray cluster.

Every engine yields one item per non-blank line, in input order: the line's `CheckResult`, or a
`BatchError` when halcheck refused the line (bad JSON, an invalid case, an unknown snapshot: any InputError
of the line's own) or, with local processes, when the worker checking it died twice. So the CLI writes, logs
and counts them the same way whatever ran them (the workers check through the case service with logging
off; the CLI logs). Memory stays constant: the file is read as it goes and at most a small window of cases
(twice the workers) is in flight; the output is streamed to the CLI's atomic temp file.

Each worker process (or Ray actor) builds its own `service.CaseService` once and keeps it for every case it
gets, so the models load once per worker, not once per case.
"""
from __future__ import annotations

import os
import pickle
import warnings
from collections import deque
from collections.abc import Iterator
from concurrent.futures import Future
from dataclasses import dataclass, replace
from pathlib import Path

from ..config import Settings
from ..core.batch_error import CRASH_FIX, BatchError
from ..errors import InputError, RuntimeMissing

CASES_PER_WORKER = 4
"""Default: no more workers than one per this many cases; each worker first loads its own models (about
a second, more with the generator), which a shorter share of the batch would not win back."""


@dataclass(frozen=True)
class BatchJob:
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


def choose_workers(requested: int | None, count: int, engine: str = "local") -> int:
    """--workers as given (never more than the cases), or the cores, at most one per CASES_PER_WORKER cases."""
    if requested is not None:
        if requested < 1:
            raise InputError(f"--workers {requested}: needs at least 1", "give a number of processes, e.g. --workers 4")
        return min(requested, count)
    if engine == "ray":
        return max(1, min(cores(), count))
    return max(1, min(cores(), count // CASES_PER_WORKER))


def read_batch(path: Path, shown: Path | None = None) -> Iterator[tuple[int, str]]:
    """(line number, line) for each non-blank line of a JSONL batch; bad input is one InputError.

    `path` must be a regular file (the CLI copies a piped stdin into one first); a line is read at most
    MAX_CASE_BYTES at a time, so one endless line (no newline) cannot exhaust memory. Messages name `shown`
    (the path the user gave, e.g. `-`) when given."""
    from ..core.case import MAX_CASE_BYTES
    from ..core.input_files import judge_input
    from ..errors import InputFileError, LimitError

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


def worker_service(settings: Settings, model: str | None, no_generator: bool):
    """A worker's case service: its own models, no event log (the CLI logs every result, in order)."""
    from ..service import CaseService

    return CaseService.build(settings, model=model, no_generator=no_generator, front_end="batch", event_log=False)


def case_or_refusal(number: int, line: str):
    """One batch line -> its case with any snapshot evidence added, or the BatchError saying why halcheck
    refuses it (the InputError a single `halcheck check` of it would exit 2 with)."""
    from ..core.case import parse_case_text
    from ..service import resolve_case

    try:
        return resolve_case(parse_case_text(line.rstrip("\r\n"), default_id=f"line-{number}"))
    except InputError as exc:
        return BatchError.refused(exc, line, line=number)


def check_line(service, number: int, line: str, repair: bool):
    """One batch line -> its CheckResult, or its BatchError when the line is refused. Only the line's own
    input is caught: an error of the checker itself (a model missing, a bug) still ends the batch."""
    case = case_or_refusal(number, line)
    if isinstance(case, BatchError):
        return case
    return service.check(case, repair=repair, log=False, resolved=True)


def results(job: BatchJob) -> Iterator:
    """A CheckResult or BatchError for every non-blank line of job.path, in order."""
    if job.engine == "ray":
        yield from _ray_results(job)
    elif job.workers > 1:
        yield from _process_results(job)
    else:
        # One process: a native crash here cannot be contained (it ends halcheck); the models load at the
        # first line that is not refused, so a batch of refused lines loads none.
        service = None
        for number, line in read_batch(job.path):
            case = case_or_refusal(number, line)
            if isinstance(case, BatchError):
                yield case
                continue
            if service is None:
                service = worker_service(job.settings, job.model, job.no_generator)
            yield service.check(case, repair=job.repair, log=False, resolved=True)


# --- local processes ---------------------------------------------------------------------------------

_worker_service = None


def die_with_parent(parent_pid: int) -> None:
    """Linux: have the kernel SIGKILL this process when its parent dies, however it dies (kill -9 too).

    Without it, a parent killed with -9 leaves its workers (each holding its own models) running for ever;
    the resource tracker multiprocessing starts exits by itself once the last of them has gone. Elsewhere a
    no-op (macOS and Windows have no such call)."""
    import ctypes
    import signal
    import sys

    if not sys.platform.startswith("linux"):
        return
    PR_SET_PDEATHSIG = 1
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent_pid:  # the parent died before the call above: nobody would kill us
        os._exit(1)


def _init_worker(settings: Settings, model: str | None, no_generator: bool, parent_pid: int | None = None) -> None:
    global _worker_service
    import signal

    if parent_pid is not None:
        die_with_parent(parent_pid)
    # Ctrl-C reaches the whole process group: the parent alone decides (it stops the workers itself), so a
    # worker never dies half-way with a traceback of its own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _worker_service = worker_service(settings, model, no_generator)


def _check_in_worker(number: int, line: str, repair: bool):
    return check_line(_worker_service, number, line, repair)


def _stop_workers(pool) -> None:
    """Terminate the pool's processes at once (SIGTERM, then SIGKILL after 2 s): an aborted batch must not
    wait for the cases still being checked. `_processes` is the executor's own table of its workers."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(2)
        if process.is_alive():
            process.kill()
            process.join(2)


CRASHES_IN_A_ROW = 3
"""A batch gives up (RuntimeMissing, exit 3) when this many cases in a row each kill a fresh worker of their
own: then the runtime is broken for every case (e.g. a model that crashes as it loads), not for one."""


@dataclass
class _InFlight:
    number: int
    line: str
    future: Future


def _how_it_died(processes: list) -> tuple[str | None, str | None]:
    """(how the dead worker ended, its signal's name): ("killed by SIGSEGV", "SIGSEGV"), ("exit status 1",
    None), or (None, None) when it cannot be told."""
    import signal

    for process in processes:
        process.join(5)
        code = process.exitcode
        if code is None or code == 0:
            continue
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"killed by {name}", name
        return f"exit status {code}", None
    return None, None


class _LocalProcesses:
    """The local processes of `--workers N`, and what happens when one of them dies.

    A native crash (llama.cpp or CTranslate2 on a case it cannot take) kills the worker process; the
    executor then fails every pending future with BrokenProcessPool and is unusable. Which case killed it
    cannot be told from that: any case in flight may be the one, and the others lost their results with it.
    So every case in flight whose result was lost is run again, alone, in a fresh pool of one worker, one
    case after another in input order: a case that passes there gets its trace as usual; a case that kills
    that worker too is the crash (it was tried twice) and gets an error record, and the next case gets a
    fresh worker. Then the batch goes on in a fresh pool of N workers. One worker run case by case, rather
    than a single-use worker per case, costs one model load per crash instead of one per case in flight
    (at most 2 x N of them); a retry alone is certain to name the case that crashed.
    """

    def __init__(self, job: BatchJob) -> None:
        self.job = job
        self.pool = None
        self.retry_pool = None
        self.window: deque[_InFlight] = deque()
        self.crashes_in_a_row = 0

    def _new_pool(self, workers: int):
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        # spawn, not fork: a forked child would inherit whatever threads (OpenMP, CTranslate2) this process runs.
        return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_init_worker,
                                   initargs=(worker_settings(self.job.settings, workers), self.job.model,
                                             self.job.no_generator, os.getpid()))

    def submit(self, number: int, line: str) -> None:
        from concurrent.futures.process import BrokenProcessPool

        if self.pool is None:
            self.pool = self._new_pool(self.job.workers)
        try:
            future = self.pool.submit(_check_in_worker, number, line, self.job.repair)
        except BrokenProcessPool as exc:  # a worker died since the last result was taken: retried below
            future = Future()
            future.set_exception(exc)
        self.window.append(_InFlight(number, line, future))

    def take(self) -> Iterator:
        """The oldest case's result; when its pool broke, that of every case in flight, in order."""
        from concurrent.futures.process import BrokenProcessPool

        try:
            result = self.window[0].future.result()
        except BrokenProcessPool:
            yield from self._recover()
            return
        self.window.popleft()
        yield result

    def _recover(self) -> Iterator:
        from concurrent.futures.process import BrokenProcessPool

        broken, self.pool = self.pool, None  # the next submit starts a fresh pool of N workers
        if broken is not None:
            _stop_workers(broken)
            broken.shutdown(wait=True, cancel_futures=True)
        pending, self.window = list(self.window), deque()
        for item in pending:
            try:
                result = item.future.result()  # a case that finished before the pool broke keeps its result
            except BrokenProcessPool:
                result = self._alone(item)
            yield result
        # Its worker holds its own models: gone before N fresh ones load. (On an error or Ctrl-C, stop() ends
        # it at once instead: shutting down here would wait for the case it runs.)
        self._close_retry_pool()

    def _alone(self, item: _InFlight):
        """The case run again in a worker of its own: its result, or an error record when it dies there too."""
        from concurrent.futures.process import BrokenProcessPool

        if self.retry_pool is None:
            self.retry_pool = self._new_pool(1)
        pool = self.retry_pool
        processes: list = []
        try:
            future = pool.submit(_check_in_worker, item.number, item.line, self.job.repair)
            processes = list((getattr(pool, "_processes", None) or {}).values())  # started by submit (spawn)
            result = future.result()
        except BrokenProcessPool:
            self._close_retry_pool()
            died, signal_name = _how_it_died(processes)
            self.crashes_in_a_row += 1
            if self.crashes_in_a_row >= CRASHES_IN_A_ROW:
                raise RuntimeMissing(f"batch workers keep dying{f' ({died})' if died else ''}: {self.crashes_in_a_row} "
                                     f"cases in a row each crashed a fresh worker of their own", CRASH_FIX) from None
            return BatchError.crashed(item.line, died, signal_name, line=item.number)
        self.crashes_in_a_row = 0
        return result

    def _close_retry_pool(self) -> None:
        pool, self.retry_pool = self.retry_pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)

    def stop(self) -> None:
        """Terminate every worker at once: an aborted batch must not wait for the cases still being checked."""
        for pool in (self.pool, self.retry_pool):
            if pool is not None:
                _stop_workers(pool)
                pool.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        for pool in (self.pool, self.retry_pool):
            if pool is not None:
                pool.shutdown(wait=True, cancel_futures=True)


def _process_results(job: BatchJob) -> Iterator:
    # Built here once and dropped: a missing model fails now with its own message (exit 3), not as a broken
    # pool. Cheap, since the backends load their weights on first use.
    worker_service(job.settings, job.model, job.no_generator)
    engine = _LocalProcesses(job)
    finished = False
    try:
        for number, line in read_batch(job.path):
            engine.submit(number, line)
            if len(engine.window) >= 2 * job.workers:
                yield from engine.take()
        while engine.window:
            yield from engine.take()
        finished = True
    finally:
        if finished:
            engine.close()
        else:  # an error, Ctrl-C, SIGTERM or the consumer stopping: do not wait for running cases
            engine.stop()


# --- Ray ------------------------------------------------------------------------------------------------

CHUNK_BYTES = 1 << 20
"""Ray reads the batch in pieces of about this size, each starting at a line boundary."""


def chunks(path: Path, size: int = CHUNK_BYTES) -> list[dict]:
    """Byte ranges of about `size` bytes that start at line starts, with the number of their first line.

    The driver keeps only these (a few per megabyte of input); Ray's readers split the lines themselves,
    exactly as `read_batch` does (on "\\n" only: Ray's read_text would also split on U+2028 inside JSON).
    """
    out, start, first, number, offset = [], 0, 1, 0, 0
    with path.open("rb") as handle:
        for raw in handle:
            number += 1
            offset += len(raw)
            if offset - start >= size:
                out.append({"path": str(path), "start": start, "end": offset, "first_line": first})
                start, first = offset, number + 1
    if offset > start:
        out.append({"path": str(path), "start": start, "end": offset, "first_line": first})
    return out


def read_chunk(chunk: dict) -> list[dict]:
    with open(chunk["path"], "rb") as handle:
        handle.seek(chunk["start"])
        data = handle.read(chunk["end"] - chunk["start"])
    rows = []
    pieces = data.split(b"\n")
    for index, raw in enumerate(pieces):
        # Each line keeps its newline, as iterating the file gives it to `read_batch`.
        line = (raw + b"\n" if index < len(pieces) - 1 else raw).decode("utf-8")
        if line.strip():
            rows.append({"number": chunk["first_line"] + index, "line": line})
    return rows


class RayChecker:
    """A Ray Data actor: one case service, built once, for every batch of rows it is given."""

    def __init__(self, settings: Settings, model: str | None, no_generator: bool, repair: bool) -> None:
        self.service = worker_service(settings, model, no_generator)
        self.repair = repair

    def __call__(self, batch: dict) -> dict:
        out = [pickle.dumps(check_line(self.service, int(n), str(line), self.repair))
               for n, line in zip(batch["number"], batch["line"])]
        return {"result": out}


def _ray_results(job: BatchJob) -> Iterator:
    try:
        import ray
        import ray.data
    except ImportError:
        raise RuntimeMissing("--engine ray needs Ray", 'install it with: pip install "halcheck[ray]"') from None
    import logging

    started_here = not ray.is_initialized()
    if started_here:
        options = {"log_to_driver": False, "logging_level": logging.ERROR, "include_dashboard": False}
        try:
            if job.address:
                ray.init(address=job.address, **options)
            else:
                # A local instance: one CPU per actor plus one for the readers, or the readers starve.
                ray.init(num_cpus=job.workers + 1, **options)
        except ConnectionError as exc:
            raise RuntimeMissing(f"cannot reach the Ray cluster at {job.address} ({exc})",
                                 "start it with `ray start --head`, or check --address") from None
    try:
        context = ray.data.DataContext.get_current()
        context.execution_options.preserve_order = True
        context.enable_progress_bars = False
        logging.getLogger("ray.data").setLevel(logging.ERROR)
        # On a cluster each node has its own cores; only a local instance shares this machine's.
        settings = job.settings if job.address else worker_settings(job.settings, job.workers)
        # At least 8 pieces per actor (so every actor gets work and a slow case does not hold up the rest),
        # at most CHUNK_BYTES each (so the driver's list of pieces stays small for any input).
        piece = max(1, min(CHUNK_BYTES, job.path.stat().st_size // (8 * job.workers)))
        pieces = chunks(job.path.resolve(), piece)
        with warnings.catch_warnings():
            # max_restarts=0 (a crashed actor fails the batch rather than re-running its cases) goes through
            # ray_remote_args, which Ray 2.60 flags as deprecated while still honouring it.
            warnings.simplefilter("ignore", DeprecationWarning)
            dataset = (ray.data.from_items(pieces, override_num_blocks=len(pieces))
                       .flat_map(read_chunk)
                       .map_batches(RayChecker, batch_size=1, concurrency=job.workers, num_cpus=1, max_restarts=0,
                                    fn_constructor_args=(settings, job.model, job.no_generator, job.repair)))
        for row in dataset.iter_rows():
            yield pickle.loads(row["result"])
    finally:
        if started_here:
            ray.shutdown()
