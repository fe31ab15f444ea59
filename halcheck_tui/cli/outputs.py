"""Where `check --batch` writes: checked before any case is, written atomically, never over the input.

The contract promises that bad input writes nothing to `--out`, and users expect that nothing they own is
destroyed. So the output path is judged up front (cheaply, before models load or cases are checked):
- a new path, or an existing regular file (through a symlink too: the link is kept, its target replaced);
- never a directory, FIFO, device or socket (writing "atomically" would replace the node with a file);
- never one of the inputs (that would swap the cases for their traces);
- its directory must be writable: the temp file is created there at once, which is the only honest test.
The temp file carries this process's id, so a later run can remove the ones a killed run left behind.
"""
from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import IO

from ..errors import InputError

PART_PREFIX = ".halcheck-"
PART_SUFFIX = ".jsonl.part"
_PART_NAME = re.compile(rf"^{re.escape(PART_PREFIX)}(?:(?P<pid>\d+)-)?.*{re.escape(PART_SUFFIX)}$")
LEGACY_PART_AGE_S = 24 * 3600
"""Temp files from before the process id was in their name: removed once they are this old."""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # exists, owned by someone else
        return True
    return True


def remove_stale_parts(directory: Path) -> list[Path]:
    """Delete temp files that a killed `--batch` run left in `directory`; returns what went."""
    removed = []
    try:
        entries = list(directory.iterdir())
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        match = _PART_NAME.match(entry.name)
        if not match:
            continue
        pid = match.group("pid")
        try:
            if pid is not None:
                if int(pid) == os.getpid() or _alive(int(pid)):
                    continue
            elif now - entry.lstat().st_mtime < LEGACY_PART_AGE_S:
                continue
            if entry.is_file() and not entry.is_symlink():
                entry.unlink()
                removed.append(entry)
        except OSError:
            continue
    return removed


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


class BatchOutput:
    """The judged `--out` path with its temp file already open; `commit()` renames it into place."""

    def __init__(self, out: Path, inputs: Iterable[Path] = ()) -> None:
        self.named = Path(out)
        self.target = self._judge(self.named, list(inputs))
        directory = self.target.parent
        remove_stale_parts(directory)
        try:
            fd, tmp = tempfile.mkstemp(prefix=f"{PART_PREFIX}{os.getpid()}-", suffix=PART_SUFFIX, dir=directory)
        except PermissionError:
            raise InputError(f"{self.named}: cannot write in {directory} (permission denied)",
                             "choose an --out in a directory you can write to") from None
        except OSError as exc:
            raise InputError(f"{self.named}: cannot write in {directory} ({exc.strerror or exc})",
                             "choose another --out") from None
        self.tmp = Path(tmp)
        # mkstemp makes 0600; the output should look like any file the user creates (or keep its old mode).
        mode = self._existing_mode if self._existing_mode is not None else 0o666 & ~_umask()
        try:
            os.fchmod(fd, mode)
        except OSError:
            pass
        self.handle: IO[str] = os.fdopen(fd, "w", encoding="utf-8")

    def _judge(self, out: Path, inputs: list[Path]) -> Path:
        self._existing_mode: int | None = None
        for item in inputs:
            if _same_file(out, item):
                raise InputError(f"--out {out} is the input file {item}",
                                 "write the traces to another file, e.g. --out traces.jsonl")
        target = out
        if out.is_symlink():
            target = Path(os.path.realpath(out))
            if not target.exists():
                raise InputError(f"--out {out} is a symlink to {target}, which does not exist",
                                 "name a regular file or a new path")
        try:
            info = target.stat()
        except FileNotFoundError:
            info = None
        except OSError as exc:
            raise InputError(f"--out {out}: {exc.strerror or exc}", "choose another --out") from None
        if info is not None:
            if stat.S_ISDIR(info.st_mode):
                raise InputError(f"--out {out} is a directory", "name a file in it, e.g. --out DIR/traces.jsonl")
            if not stat.S_ISREG(info.st_mode):
                raise InputError(f"--out {out} is not a regular file (a FIFO, device or socket)",
                                 "name a regular file or a new path; to stream, check cases one by one with --json")
            self._existing_mode = stat.S_IMODE(info.st_mode)
        if not target.parent.is_dir():
            raise InputError(f"{target.parent}: no such directory", "create it or choose another --out")
        return target

    def write(self, text: str) -> None:
        self.handle.write(text)

    def commit(self) -> None:
        self.handle.flush()
        os.fsync(self.handle.fileno())
        self.handle.close()
        os.replace(self.tmp, self.target)

    def discard(self) -> None:
        try:
            self.handle.close()
        finally:
            self.tmp.unlink(missing_ok=True)
