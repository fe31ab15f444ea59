"""Atomic writes: a crash or a full disk never leaves half a case, trace, plot or autosave behind.

The one helper every writer uses (the TUI's saves and exports, `halcheck generate --out`, `halcheck stats
--png`, `halcheck eval`'s reports). `check --batch` streams through its own `outputs.BatchOutput`, which adds a stale-temp sweep on
top of the same rename.
"""
from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

TEMP_PREFIX = ".halcheck-"


@contextmanager
def atomic_replace(path: Path, *, public: bool = False) -> Iterator[Path]:
    """A temp file beside `path` to write; renamed over `path` when the block ends, removed if it raises.

    mkstemp makes the file private (0600); `public=True` gives it the permissions any file the user
    creates would get (0666 less the umask)."""
    path = Path(path)
    fd, tmp_name = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=f"{path.suffix}.part", dir=path.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        yield tmp
        if public:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def atomic_write_text(path: Path, text: str, *, public: bool = False) -> None:
    """Write `text` (UTF-8) to a temp file beside `path`, flush it to disk, then rename it over `path`."""
    with atomic_replace(path, public=public) as tmp:
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
