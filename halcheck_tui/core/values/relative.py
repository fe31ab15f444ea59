"""Dates said relative to now ("today", "tomorrow", "yesterday", "next Tuesday", "in 3 days") and the reference
time they are read against: the case's `now` (ISO 8601), else the newest request or retrieval time among the
records, else the check's clock. The trace's `reference_time` says which.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

from ..language.calendar_words import WEEKDAYS
from ..language.tokens import key_letter_words
from .patterns import NUMBER_WORD_VALUES
from .times import parse_timestamp

# Key words of a record's or its lineage's field that say when the record was asked for or read (general
# English), so the newest of them is "now" for a reply written from those records.
REQUEST_TIME_WORDS = frozenset("retrieved retrieval fetched requested request checked queried as of now".split())
_DAYS = {name: i for i, names in enumerate(WEEKDAYS) for name in names.split() if len(name) > 3}
_COUNT = r"\d{1,3}|" + "|".join(w for w, v in NUMBER_WORD_VALUES.items() if float(v).is_integer() and 1 < v <= 30)
# The relative dates read, whole words: a shift of days from the reference date, or the next weekday.
_RELATIVE = re.compile(
    r"\b(?:(?P<word>(?:the\s+)?day\s+after\s+tomorrow|(?:the\s+)?day\s+before\s+yesterday|today|tonight|tomorrow|yesterday)"
    rf"|(?P<next>next|this|coming)\s+(?P<day>{'|'.join(_DAYS)})"
    rf"|in\s+(?P<n>{_COUNT})\s+days?"
    rf"|(?P<n2>{_COUNT})\s+days?\s+(?P<dir>ago|from\s+(?:now|today)))\b", re.IGNORECASE)
_SHIFT = {"today": 0, "tonight": 0, "tomorrow": 1, "yesterday": -1, "day after tomorrow": 2,
          "day before yesterday": -2}


@dataclass(frozen=True)
class ReferenceTime:
    """The time relative dates are read against, and where it came from: 'case', 'records' or 'clock'."""

    value: datetime
    source: str

    def as_json(self) -> dict[str, str | None]:
        # The clock is not written into the trace: relative dates are not compared against it, and a trace
        # must be the same whichever process or moment checked the case (batch engines, snapshots).
        value = None if self.source == "clock" else self.value.isoformat(timespec="seconds")
        return {"value": value, "source": self.source}


def _count(raw: str) -> int:
    return int(raw) if raw.isdigit() else int(NUMBER_WORD_VALUES[raw.lower()])


def relative_dates(text: str, today: date) -> list[tuple[int, int, date]]:
    """Each relative date in `text` with its span and the date it names against `today`."""
    out = []
    for m in _RELATIVE.finditer(text):
        if m.group("word"):
            day = today + timedelta(days=_SHIFT[re.sub(r"^the\s+", "", " ".join(m.group("word").lower().split()))])
        elif m.group("day"):
            ahead = (_DAYS[m.group("day").lower()] - today.weekday()) % 7
            day = today + timedelta(days=(ahead or 7) if m.group("next").lower() == "next" else ahead)
        elif m.group("n"):
            day = today + timedelta(days=_count(m.group("n")))
        else:
            sign = -1 if m.group("dir").lower() == "ago" else 1
            day = today + timedelta(days=sign * _count(m.group("n2")))
        out.append((m.start(), m.end(), day))
    return out


def _request_times(fields: Mapping[str, Any], words: Iterable[str] = ()) -> Iterable[datetime]:
    for key, value in fields.items():
        key_words = set(words) | set(key_letter_words(str(key)))
        if isinstance(value, Mapping):
            yield from _request_times(value, key_words)
        elif key_words & REQUEST_TIME_WORDS:
            stamp = parse_timestamp(value)
            if stamp is not None:
                yield stamp if stamp.tzinfo else stamp.replace(tzinfo=UTC)


def reference_time(now: str | None, records: Iterable[tuple[Mapping[str, Any], Mapping[str, Any]]],
                   clock: datetime | None = None) -> ReferenceTime:
    """The case's `now`, else the newest request or retrieval time among the records' (fields, lineage), else
    the clock."""
    stamp = parse_timestamp(now) if now else None
    if stamp is None and now:
        try:
            stamp = datetime.fromisoformat(now.strip())
        except ValueError:
            stamp = None
    if stamp is not None:
        return ReferenceTime(stamp, "case")
    seen = [t for fields, lineage in records for part in (fields, lineage) for t in _request_times(part)]
    if seen:
        return ReferenceTime(max(seen), "records")
    return ReferenceTime(clock or datetime.now(UTC), "clock")
