"""Reading input files (a case, a batch, an event log): judged before they are opened, read at most once.

`os.stat` never blocks, while opening a FIFO waits for a writer and reading /dev/zero never ends; so only
regular files are read, plus this process's own stdin (`-`, `/dev/stdin`), which is read exactly once.
Every failure is one InputFileError (exit 2) naming the path and the fix; a file over its limit a LimitError.
"""
from __future__ import annotations

import os
import stat
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .errors import InputFileError, LimitError
from .files import TEMP_PREFIX


def is_stdin(path: Path) -> bool:
    """`-`, or a path naming the very file this process's stdin is (`/dev/stdin`, `/proc/self/fd/0`)."""
    if str(path) == "-":
        return True
    try:
        mine, named = os.fstat(0), os.stat(path)
    except (OSError, ValueError):  # no stdin, no such path, or a NUL byte in it
        return False
    return (mine.st_dev, mine.st_ino) == (named.st_dev, named.st_ino) and not stat.S_ISREG(named.st_mode)


def judge_input(path: Path, hint: str, allow_stdin: bool = True) -> os.stat_result | None:
    """The stat of a readable regular file, None for this process's stdin (when `allow_stdin`); else one
    InputFileError."""
    if allow_stdin and is_stdin(path):
        return None
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise InputFileError(f"{path}: no such file", hint) from None
    except PermissionError:
        raise InputFileError(f"{path}: permission denied", "make it readable (chmod u+r) or run as its owner") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
        raise InputFileError(f"{path}: cannot read ({getattr(exc, 'strerror', None) or exc})", hint) from None
    if stat.S_ISDIR(info.st_mode):
        raise InputFileError(f"{path}: is a directory", hint)
    if not stat.S_ISREG(info.st_mode):
        raise InputFileError(f"{path}: not a regular file (a FIFO, device or socket)",
                             f"{hint}; to pipe one in, give - (stdin) instead")
    if not os.access(path, os.R_OK):
        raise InputFileError(f"{path}: permission denied", "make it readable (chmod u+r) or run as its owner")
    return info


def _over_limit(path: Path, limit: int, fix: str):
    return LimitError(f"{path}: larger than {limit / 1_000_000:g} MB (limit {limit / 1_000_000:g} MB)", fix)


def read_input_bytes(path: Path, limit: int, hint: str, limit_fix: str) -> bytes:
    """The whole of an input file of at most `limit` bytes (stdin: read once, up to the limit)."""
    info = judge_input(path, hint)
    if info is None:
        data = sys.stdin.buffer.read(limit + 1)
    else:
        if info.st_size > limit:
            raise _over_limit(path, limit, limit_fix)
        try:
            with open(path, "rb") as handle:
                data = handle.read(limit + 1)
        except PermissionError:
            raise InputFileError(f"{path}: permission denied", "make it readable (chmod u+r) or run as its owner") from None
        except OSError as exc:
            raise InputFileError(f"{path}: cannot read ({exc.strerror or exc})", hint) from None
    if len(data) > limit:
        raise _over_limit(path, limit, limit_fix)
    return data


MAX_STDIN_BATCH_BYTES = 1_000_000_000
"""A batch piped in on stdin is kept in a private temp file (it is read twice: validated, then checked);
past this size it is refused, so `cat /dev/zero | halcheck check --batch -` cannot fill the disk."""


@contextmanager
def spooled_stdin(path: Path, hint: str) -> Iterator[Path]:
    """A regular file holding the input at `path`: the file itself, or stdin copied once into a private
    temp file (removed when the block ends, whatever happens)."""
    if judge_input(path, hint) is not None:
        yield path
        return
    fd, name = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".stdin.jsonl")
    try:
        with os.fdopen(fd, "wb") as out:
            copied = 0
            while True:
                block = sys.stdin.buffer.read(1 << 20)
                if not block:
                    break
                copied += len(block)
                if copied > MAX_STDIN_BATCH_BYTES:
                    raise _over_limit(path, MAX_STDIN_BATCH_BYTES, "write the batch to a file and give its path")
                out.write(block)
        yield Path(name)
    finally:
        Path(name).unlink(missing_ok=True)
