"""The event log: one JSON line per check, appended to `events.jsonl` in the data dir.

Every front end's checks reach `record_check` through its `service.EventLogWriter`. A line holds what a
team needs to answer "how often do our drafts fail, on what, and did repair save them" weeks later:
time, case id, decision, outcome, per-claim class/verdict/reason/method, level timings, model names,
evidence ids and revisions. Draft and evidence text only with `log_text = true` (they may hold
customer data).

Writers may run at once (a batch in one terminal, the TUI in another): each append takes an exclusive
lock on `events.jsonl.lock`, rotates when the file would pass `event_log_max_bytes`, and writes the
whole line with one `write` call on an O_APPEND descriptor, so lines never interleave or tear.
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from . import locations
from .config import Settings
from .errors import InputFileError
from .input_files import judge_input
from .version import __version__

EVENT_SCHEMA = "halcheck.event/1"

try:  # POSIX
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
except ImportError:  # Windows: lock the first byte of the lock file
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_LOCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


class EventLog:
    def __init__(self, path: Path, max_bytes: int = 10_000_000, backups: int = 5) -> None:
        self.path = Path(path)
        self.max_bytes = max_bytes
        self.backups = backups

    @contextmanager
    def _locked(self) -> Iterator[None]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(f"{self.path}.lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            _lock(fd)
            try:
                yield
            finally:
                _unlock(fd)
        finally:
            os.close(fd)

    def rotated(self, n: int) -> Path:
        return self.path.with_name(f"{self.path.name}.{n}")

    def _rotate(self) -> None:
        """events.jsonl -> .1 -> .2 ...; the oldest beyond `backups` is dropped (0 backups: start afresh)."""
        if self.backups <= 0:
            self.path.unlink(missing_ok=True)
            return
        self.rotated(self.backups).unlink(missing_ok=True)
        for n in range(self.backups - 1, 0, -1):
            if self.rotated(n).exists():
                os.replace(self.rotated(n), self.rotated(n + 1))
        os.replace(self.path, self.rotated(1))

    def append(self, event: dict[str, Any]) -> None:
        data = (json.dumps(event, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
        with self._locked():
            try:
                size = self.path.stat().st_size
            except FileNotFoundError:
                size = 0
            if size and size + len(data) > self.max_bytes:
                self._rotate()
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            try:
                written = os.write(fd, data)
                while written < len(data):  # a regular file takes it in one go; be exact anyway
                    written += os.write(fd, data[written:])
            finally:
                os.close(fd)

    def files(self) -> list[Path]:
        """Oldest first: the rotated files, then the live one."""
        out = [self.rotated(n) for n in range(max(self.backups, 0), 0, -1) if self.rotated(n).exists()]
        return out + ([self.path] if self.path.exists() else [])


def _is_time(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return False
    return True


def _optional(value: Any, kind: type | tuple[type, ...]) -> bool:
    return value is None or (isinstance(value, kind) and not (kind is not bool and isinstance(value, bool)))


_CLAIM_FIELDS: dict[str, type | tuple[type, ...]] = {
    "id": str, "class": str, "verdict": str, "reason_code": str, "method": str, "material": bool,
    "failed": bool, "evidence_ids": list, "citation": str}


def valid_event(event: Any) -> bool:
    """An event line that `halcheck stats` can count: each field it reads has the type `build_event` writes.

    A line of another schema, or one whose field has another type (a number for `time`, a string for
    `claims`), is not an event of ours: it is skipped and counted as unreadable, never half-used."""
    if not isinstance(event, dict) or event.get("schema") != EVENT_SCHEMA or not _is_time(event.get("time")):
        return False
    if not all(isinstance(event.get(key), str) for key in ("decision", "outcome")):
        return False
    if not all(_optional(event.get(key), str) for key in ("case_id", "front_end", "halcheck", "evidence_snapshot")):
        return False
    first = event.get("first")
    if first is not None and not (isinstance(first, dict) and all(_optional(first.get(k), str) for k in ("decision", "outcome"))):
        return False
    claims = event.get("claims")
    if not isinstance(claims, list) or not all(
            isinstance(c, dict) and all(_optional(c.get(k), kind) for k, kind in _CLAIM_FIELDS.items()) for c in claims):
        return False
    cited = event.get("invalid_citations")
    if cited is not None and not (isinstance(cited, list) and all(isinstance(i, str) for i in cited)):
        return False
    timings = event.get("timings_ms")
    if timings is not None and not (isinstance(timings, dict) and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in timings.values())):
        return False
    for key in ("repair", "models", "nli_thresholds"):
        if not _optional(event.get(key), dict):
            return False
    return _optional(event.get("evidence"), list)


def read_events(paths: list[Path]) -> tuple[list[dict[str, Any]], int]:
    """Every event in `paths`, in order, and how many lines could not be read (torn, foreign, or with a
    field of the wrong type). A log file that cannot be opened is an InputFileError (exit 2)."""

    events, bad = [], 0
    for path in paths:
        judge_input(path, "give an event log (events.jsonl) or leave out --log", allow_stdin=False)
        try:
            handle = path.open("rb")
        except OSError as exc:
            raise InputFileError(f"{path}: cannot read ({exc.strerror or exc})",
                                 "make it readable (chmod u+r), or give another --log") from None
        with handle:
            for raw in handle:
                if not raw.strip():
                    continue
                try:
                    event = json.loads(raw.decode("utf-8"))
                except (UnicodeDecodeError, ValueError, RecursionError):  # ValueError: also a 4,300-digit int
                    bad += 1
                    continue
                if valid_event(event):
                    events.append(event)
                else:
                    bad += 1
    return events, bad


def default_log(settings: Settings) -> EventLog:
    return EventLog(locations.event_log_path(), settings.event_log_max_bytes, settings.event_log_backups)


def _claims(assessment, material_classes) -> list[dict[str, Any]]:
    report = assessment.citations
    out = []
    for o in assessment.outcomes:
        verdict = assessment.grounding.for_claim(o.claim.id)
        cited = report.for_claim(o.claim.id) if report else None
        out.append({"id": o.claim.id, "class": o.claim.claim_class.value, "verdict": o.verdict.value,
                    "reason_code": o.reason_code.value if o.reason_code else None, "method": verdict.method.value,
                    "material": o.claim.claim_class.value in material_classes, "failed": o.failed,
                    "evidence_ids": list(o.evidence_ids),
                    "citation": cited.status if cited else None})
    return out


def build_event(result, front_end: str, log_text: bool = False, now: datetime | None = None) -> dict[str, Any]:
    """One check (a pipeline CheckResult) as an event line."""
    first, case = result.first, result.case
    report = first.citations
    event: dict[str, Any] = {
        "schema": EVENT_SCHEMA,
        "time": (now or datetime.now(UTC)).isoformat(timespec="milliseconds"),
        "front_end": front_end,
        "halcheck": __version__,
        "case_id": case.id,
        "decision": result.decision,
        "outcome": result.outcome,
        "first": {"decision": first.release.decision, "outcome": first.release.outcome},
        "repair": {"attempted": result.repair.attempted, "rechecked": result.repair.recheck is not None},
        "claims": _claims(first, result.settings.material_classes),
        "invalid_citations": list(report.invalid_ids) if report else [],
        "timings_ms": dict(result.timings_ms),
        "models": dict(result.models),
        "nli_thresholds": {k: getattr(first.grounding.thresholds, k) for k in ("entail", "contradict", "window_entail")},
        "evidence": [{"id": e.id, "kind": e.kind.value, **{k: v for k, v in e.lineage.items()
                                                            if k in ("revision", "corpus", "source")}}
                     for e in case.evidence],
    }
    if case.evidence_snapshot:
        event["evidence_snapshot"] = case.evidence_snapshot
    if log_text:
        event["text"] = {"question": case.question, "draft": case.draft, "final_text": result.final_text,
                         "evidence": {e.id: (e.text or json.dumps(dict(e.fields) or dict(e.args), ensure_ascii=False))
                                      for e in case.evidence}}
    return event


def record_check(result, settings: Settings, front_end: str, enabled: bool = True,
                 log: EventLog | None = None) -> EventLog | None:
    """Append the check to the event log unless logging is off (`--no-log` or `event_log = false`)."""
    if not (enabled and settings.event_log):
        return None
    log = log or default_log(settings)
    log.append(build_event(result, front_end, settings.log_text))
    return log
