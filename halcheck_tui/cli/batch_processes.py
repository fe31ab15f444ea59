"""`--batch --workers N`: local worker processes, and what happens when one of them dies.

Each worker (spawned, never forked) builds its own `service.CaseService` once and keeps it for every case it
gets, so the models load once per worker; at most twice the workers' cases are in flight, and the results
come back in input order. A worker that dies (a native crash) costs the cases in flight their results: they
are run again one by one (`_LocalProcesses`).
"""
from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import sys
from collections import deque
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass

from ..batch_error import CRASH_FIX, BatchError
from ..config import Settings
from ..core.results import CheckResult
from ..errors import RuntimeMissing
from ..service import CaseService
from . import batch_lines
from .batch_lines import BatchJob, read_batch, worker_service, worker_settings

_worker_service: CaseService | None = None
"""The case service of this worker process, built once by `_init_worker` for every case it gets."""


def die_with_parent(parent_pid: int) -> None:
    """Linux: have the kernel SIGKILL this process when its parent dies, however it dies (kill -9 too).

    Without it, a parent killed with -9 leaves its workers (each holding its own models) running for ever;
    the resource tracker multiprocessing starts exits by itself once the last of them has gone. Elsewhere a
    no-op (macOS and Windows have no such call)."""
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

    if parent_pid is not None:
        die_with_parent(parent_pid)
    # Ctrl-C reaches the whole process group: the parent alone decides (it stops the workers itself), so a
    # worker never dies half-way with a traceback of its own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _worker_service = worker_service(settings, model, no_generator)


def _check_in_worker(number: int, line: str, repair: bool):
    # Through the module, so a stand-in's replacement is what a worker runs (tests/test_batch_refused.py).
    return batch_lines.check_line(_worker_service, number, line, repair)


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
        # spawn, not fork: a forked child would inherit whatever threads (OpenMP, CTranslate2) this process runs.
        return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_init_worker,
                                   initargs=(worker_settings(self.job.settings, workers), self.job.model,
                                             self.job.no_generator, os.getpid()))

    def submit(self, number: int, line: str) -> None:
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
        try:
            result = self.window[0].future.result()
        except BrokenProcessPool:
            yield from self._recover()
            return
        self.window.popleft()
        yield result

    def _recover(self) -> Iterator:
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


def process_results(job: BatchJob) -> Iterator[CheckResult | BatchError]:
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
