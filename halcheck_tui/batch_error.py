"""The error record: what a batch writes for a case it could not check, in that case's place.

`check --batch` writes one line per non-blank input line, in order: the case's trace (`halcheck.trace/1`),
or, when halcheck refused the line or the worker checking it died twice, an error record
(`halcheck.batch-error/1`, schemas/batch-error.schema.json); `halcheck serve`'s batch route puts the same
record in a refused case's place. A reader tells the two apart by `schema`. The record carries the three
fields of every refusal of `halcheck serve` (`error`, `title`, `fix`), plus where the case was (`line` of the
batch file, or `index` in the request's `cases`), its `case_id` when it could be read, and the `kind`.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .core.case import JSONSyntaxError
from .errors import InputError

BATCH_ERROR_SCHEMA = "halcheck.batch-error/1"
MAX_ECHOED_ID = 200
"""A refused case's id is echoed only up to this length: the id itself may be what was refused."""
CRASH_FIX = ("check that case alone with `halcheck check CASE.json --no-generator`: if it passes, the local "
             "generator (llama.cpp) crashed, so rebuild it with scripts/setup.sh")


class ErrorKind(StrEnum):
    REFUSED = "refused"
    """halcheck refused the case's input (bad JSON, an invalid case, an unknown snapshot): what a single
    `halcheck check` exits 2 for."""
    CRASHED = "crashed"
    """The worker process checking the case died (a native crash in a model runtime), and died again when
    the case was run alone in a fresh worker."""


@dataclass(frozen=True)
class BatchError:
    """One case of a batch that has an error record instead of a trace."""

    kind: ErrorKind
    title: str
    fix: str
    line: int | None = None
    """1-based line of the batch file (`check --batch`)."""
    index: int | None = None
    """0-based position in the request's `cases` (`POST /v1/check/batch`)."""
    case_id: str | None = None
    signal: str | None = None
    """How a crashed worker died, e.g. SIGSEGV (None when not known, or not a crash)."""
    not_json: bool = False
    """The case's text is not JSON at all (not in the record: a batch with no JSON line is no JSONL file)."""

    @classmethod
    def refused(cls, exc: InputError, raw: Any, *, line: int | None = None, index: int | None = None) -> BatchError:
        """From the InputError the case raised; `raw` is the case as given (JSON text or the parsed value),
        read only for its id."""
        syntax = isinstance(exc, JSONSyntaxError)
        # A batch line is one line of JSON: "at line 1 column 7" would name the JSON's line, not the batch's.
        title = f"invalid JSON at column {exc.colno}: {exc.msg}" if syntax else exc.title
        return cls(ErrorKind.REFUSED, _text(title), _text(exc.fix), line, index, None if syntax else readable_id(raw),
                   not_json=syntax)

    @classmethod
    def crashed(cls, raw: Any, died: str | None, signal: str | None, *, line: int | None = None) -> BatchError:
        how = f" ({died})" if died else ""
        return cls(ErrorKind.CRASHED, f"the worker checking this case died, and died again checking it alone{how}",
                   CRASH_FIX, line, None, readable_id(raw), signal)

    def one_line(self) -> str:
        return f"{self.title}: {self.fix}" if self.fix else self.title

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"schema": BATCH_ERROR_SCHEMA, "kind": self.kind.value}
        if self.line is not None:
            out["line"] = self.line
        if self.index is not None:
            out["index"] = self.index
        out.update(case_id=self.case_id, error=self.one_line(), title=self.title, fix=self.fix)
        if self.kind is ErrorKind.CRASHED:
            out["signal"] = self.signal
        return out


def readable_id(raw: Any) -> str | None:
    """The case's `id` when the case is a JSON object with a string id (of at most MAX_ECHOED_ID characters),
    else None."""
    if isinstance(raw, str):
        try:
            raw = json.loads(raw)
        except (ValueError, RecursionError):  # ValueError: bad JSON, or an integer past 4,300 digits
            return None
    if not isinstance(raw, dict):
        return None
    case_id = raw.get("id")
    if not isinstance(case_id, str) or not case_id or len(case_id) > MAX_ECHOED_ID:
        return None
    return _text(case_id)


def _text(value: str) -> str:
    """Writable as UTF-8: a lone surrogate (which JSON may spell) becomes its `\\udXXX` escape."""
    return value.encode("utf-8", "backslashreplace").decode("utf-8")
