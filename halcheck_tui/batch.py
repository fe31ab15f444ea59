"""The engines behind `halcheck check --batch`: one process, N local processes, or a Ray cluster.

Every engine yields the `CheckResult`s in input order, so the CLI writes, logs and counts them the same
way whatever ran them. Memory stays constant: the file is read as it goes and at most a small window of
cases (twice the workers) is in flight; the output is streamed to the CLI's atomic temp file.

Each worker process (or Ray actor) builds its own checker once with `wiring.build_checker` and keeps it for
every case it gets, so the models load once per worker, not once per case.
"""
from __future__ import annotations

import os
import pickle
import warnings
from collections import deque
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterator

from .config import Settings
from .errors import InputError, RuntimeMissing

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


def read_batch(path: Path) -> Iterator[tuple[int, str]]:
    """(line number, line) for each non-blank line of a JSONL batch; bad input is one InputError."""
    if not path.exists():
        raise InputError(f"{path}: no such file", "give a JSONL file with one case per line")
    if path.is_dir():
        raise InputError(f"{path}: is a directory", "give a JSONL file with one case per line")
    with path.open("rb") as handle:
        for number, raw in enumerate(handle, 1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                raise InputError(f"{path}: line {number}: not UTF-8 text", "save the batch as UTF-8 JSONL") from None
            if line.strip():
                yield number, line


def worker_settings(settings: Settings, workers: int) -> Settings:
    """Split the machine's cores between workers, so N workers do not each start every core's worth of threads."""
    return replace(settings, nli_threads=max(1, cores() // workers)) if workers > 1 else settings


def check_line(checker, number: int, line: str, repair: bool):
    """One batch line -> its CheckResult (the line was validated before any check ran)."""
    from .core.case import parse_case_text
    from .store import resolve_case_snapshot

    case = resolve_case_snapshot(parse_case_text(line.rstrip("\r\n"), default_id=f"line-{number}"))
    return checker.check(case, repair=repair)


def results(job: BatchJob) -> Iterator:
    """The CheckResults of every non-blank line of job.path, in order."""
    if job.engine == "ray":
        yield from _ray_results(job)
    elif job.workers > 1:
        yield from _process_results(job)
    else:
        from . import wiring  # through the module, so a test's replacement builder is used

        checker, _notes = wiring.build_checker(job.settings, job.model, job.no_generator)
        for number, line in read_batch(job.path):
            yield check_line(checker, number, line, job.repair)


# --- local processes ---------------------------------------------------------------------------------

_worker_checker = None


def _init_worker(settings: Settings, model: str | None, no_generator: bool) -> None:
    global _worker_checker
    from .wiring import build_checker

    _worker_checker, _notes = build_checker(settings, model, no_generator)


def _check_in_worker(number: int, line: str, repair: bool):
    return check_line(_worker_checker, number, line, repair)


def _process_results(job: BatchJob) -> Iterator:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from . import wiring

    # Built here once and dropped: a missing model fails now with its own message (exit 3), not as a broken
    # pool. Cheap, since the backends load their weights on first use.
    wiring.build_checker(job.settings, job.model, job.no_generator)
    # spawn, not fork: a forked child would inherit whatever threads (OpenMP, CTranslate2) this process runs.
    pool = ProcessPoolExecutor(job.workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_init_worker,
                               initargs=(worker_settings(job.settings, job.workers), job.model, job.no_generator))
    window: deque = deque()
    try:
        for number, line in read_batch(job.path):
            window.append(pool.submit(_check_in_worker, number, line, job.repair))
            if len(window) >= 2 * job.workers:
                yield window.popleft().result()
        while window:
            yield window.popleft().result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


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
    """A Ray Data actor: one checker, built once, for every batch of rows it is given."""

    def __init__(self, settings: Settings, model: str | None, no_generator: bool, repair: bool) -> None:
        from .wiring import build_checker

        self.checker, _notes = build_checker(settings, model, no_generator)
        self.repair = repair

    def __call__(self, batch: dict) -> dict:
        out = [pickle.dumps(check_line(self.checker, int(n), str(line), self.repair))
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
