"""`--batch --engine ray`: the batch as a Ray Data pipeline, on a local Ray or a cluster (`--address`).

The driver keeps only byte ranges of the file (`chunks`); Ray's readers split them into lines
(`read_chunk`) and each actor (`RayChecker`) checks them through its own case service, built once.
"""
from __future__ import annotations

import logging
import pickle
import warnings
from collections.abc import Iterator
from pathlib import Path

from ..batch_error import BatchError
from ..config import Settings
from ..core.results import CheckResult
from ..errors import RuntimeMissing
from .batch_lines import BatchJob, check_line, worker_service, worker_settings

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


def ray_results(job: BatchJob) -> Iterator[CheckResult | BatchError]:
    try:
        # deferred: an optional extra (halcheck[ray]); ray.data costs 1.9 s, measured 2026-12-02
        import ray
        import ray.data
    except ImportError:
        raise RuntimeMissing("--engine ray needs Ray", 'install it with: pip install "halcheck[ray]"') from None

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
