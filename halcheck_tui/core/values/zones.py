"""Time zones a reply names in words ("11:59 PM Pacific", "12:12 AM ET", "8:15 PM Arizona time"): a record's
instant is compared with the claim's clock time and date in the zone the claim itself names.

Where it came from: the everyday names of the zones of North America, the British Isles, continental Europe,
Australia and Japan, each mapped to the IANA zone its name usually means (`zoneinfo` applies summer time).
General knowledge, not any case's wording. An ambiguous abbreviation ("IST": India, Ireland or Israel) is left
out; a name the table lacks leaves the comparison as it was.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta, timezone, tzinfo
from functools import lru_cache
from typing import Any
from zoneinfo import available_timezones

from .times import epoch_seconds, json_date, json_date_is_day, parse_timestamp, zone

ZONE_NAMES: dict[str, str] = {
    **dict.fromkeys(("pacific", "pt", "pst", "pdt"), "America/Los_Angeles"),
    **dict.fromkeys(("mountain", "mt", "mst", "mdt"), "America/Denver"),
    **dict.fromkeys(("arizona",), "America/Phoenix"),
    **dict.fromkeys(("central", "ct", "cst", "cdt"), "America/Chicago"),
    **dict.fromkeys(("eastern", "et", "est", "edt"), "America/New_York"),
    **dict.fromkeys(("atlantic", "ast", "adt"), "America/Halifax"),
    **dict.fromkeys(("alaska", "akst", "akdt"), "America/Anchorage"),
    **dict.fromkeys(("hawaii", "hst"), "Pacific/Honolulu"),
    **dict.fromkeys(("uk", "british", "bst", "london"), "Europe/London"),
    **dict.fromkeys(("irish", "dublin"), "Europe/Dublin"),
    **dict.fromkeys(("cet", "cest", "central european"), "Europe/Paris"),
    **dict.fromkeys(("eet", "eest", "eastern european"), "Europe/Athens"),
    **dict.fromkeys(("aest", "aedt", "sydney"), "Australia/Sydney"),
    **dict.fromkeys(("jst", "japan", "tokyo"), "Asia/Tokyo"),
}
"""A zone's everyday name or abbreviation -> the IANA zone it means."""

# A zone name as a claim writes it: an abbreviation in capitals ("ET", "PDT"), or a name followed by "time"
# or standing after a clock time ("11:59 PM Pacific", "Mountain time", "UK time").
_ABBREVIATIONS = sorted((k for k in ZONE_NAMES if len(k) <= 4 and k.isalpha() and k not in ("uk", "irish")),
                        key=len, reverse=True)
_NAMES = sorted((k for k in ZONE_NAMES if k not in _ABBREVIATIONS), key=len, reverse=True)
_AFTER_CLOCK = r"(?:\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?|noon|midnight)"
NAMED_ZONE = re.compile(
    rf"\b(?P<abbr>{'|'.join(a.upper() for a in _ABBREVIATIONS)})\b"
    rf"|\b(?P<name>{'|'.join(_NAMES)})(?:\s+(?:standard\s+|daylight\s+)?time)\b"
    rf"|{_AFTER_CLOCK}\s+(?P<after>{'|'.join(_NAMES)})\b",
    re.IGNORECASE)


def named_zone(text: str) -> tzinfo | None:
    """The one zone a claim names in words, or None when it names none or two different ones."""
    found = set()
    for m in NAMED_ZONE.finditer(text):
        if m.group("abbr") and not m.group("abbr").isupper():
            continue  # "et", "ct" in lower case are words or typos, not zones
        word = (m.group("abbr") or m.group("name") or m.group("after")).lower()
        found.add(ZONE_NAMES[word])
    return zone(found.pop()) if len(found) == 1 else None


def zone_word_spans(text: str) -> list[tuple[int, int]]:
    """Where the claim's zone words are ("Pacific" of "6:10 PM Pacific", "Mountain time", "ET")."""
    spans = []
    for m in NAMED_ZONE.finditer(text):
        group = "abbr" if m.group("abbr") else "name" if m.group("name") else "after"
        spans.append((m.start(group), m.end() if group == "name" else m.end(group)))
    return spans


def instant(value: Any) -> datetime | None:
    """The instant a value holds when it pins one: epoch seconds or milliseconds, or a timestamp with `Z` or
    an offset. A naive timestamp pins none (its zone is unknown)."""
    seconds = epoch_seconds(value)
    if seconds is not None:
        return datetime.fromtimestamp(seconds, tz=zone("UTC"))
    serialised = json_date(value)
    if serialised is not None and not json_date_is_day(serialised):  # a date pins no instant
        return datetime.fromtimestamp(serialised[0], tz=zone("UTC"))
    stamp = parse_timestamp(value)
    return stamp if stamp is not None and stamp.tzinfo is not None else None


def as_if_utc(value: Any) -> datetime | None:
    """The other reading of a timestamp written with no offset and placed on its record's clock
    (`times.NAIVE_AS_LOCAL`): its wall clock taken as UTC, as some APIs write UTC, shown on that same clock."""
    moment = instant(value)
    if moment is None:
        return None
    return moment.replace(tzinfo=zone("UTC")).astimezone(moment.tzinfo)


def clock_in(value: Any, where: tzinfo) -> int | None:
    """Minutes after midnight of the value's instant on a clock in `where`, or None."""
    moment = instant(value)
    if moment is None:
        return None
    local = moment.astimezone(where)
    return local.hour * 60 + local.minute


def date_in(value: Any, where: tzinfo) -> tuple[int, int, int] | None:
    """The calendar date of the value's instant in `where`, or None."""
    moment = instant(value)
    if moment is None:
        return None
    local = moment.astimezone(where)
    return local.year, local.month, local.day


def reader_zone(now: Any, named: Iterable[Any] = ()) -> tzinfo | None:
    """The zone the reply's reader is in, from the offset of the case's `now` ("2026-05-12T10:00:00+01:00"):
    the IANA zone among `named` (zone names the case's records hold) whose offset at that moment is the same,
    so summer and winter times both read right, else the fixed offset itself. None when `now` has no offset
    or is UTC: a reply then gives a record's UTC instants on the UTC clock, as before.

    Why: a record with no zone of its own gives instants in UTC ("2026-05-31T23:00:00Z"), and the agent that
    wrote "1 June" read it on the customer's clock, which is the clock the case's `now` is written on."""
    stamp = parse_timestamp(now) if isinstance(now, str) else None
    if stamp is None or stamp.tzinfo is None or not stamp.utcoffset():
        return None
    for name in named:
        where = zone(name)
        if where is not None and stamp.astimezone(where).utcoffset() == stamp.utcoffset():
            return where
    return timezone(stamp.utcoffset())


def records_zone(named: Iterable[Any]) -> tzinfo | None:
    """The one IANA zone the case's records name ("America/Edmonton" in a store's record), as the reader's
    zone when the case's `now` gives none: a business states its instants for its customers' clock. None when
    the records name none, or two different ones."""
    zones = {str(getattr(where, "key", where)): where for name in named if (where := zone(name)) is not None}
    return next(iter(zones.values())) if len(zones) == 1 else None


@lru_cache(maxsize=1)
def _earth_zones() -> tuple[tzinfo, ...]:
    """Every zone tzdata knows (about 600)."""
    return tuple(z for name in sorted(available_timezones()) if (z := zone(name)) is not None)


@lru_cache(maxsize=256)
def _offsets_at(moment: datetime) -> tuple[timedelta, ...]:
    """The UTC offsets the world's zones keep at that moment (summer time included), smallest first."""
    return tuple(sorted({moment.astimezone(z).utcoffset() or timedelta(0) for z in _earth_zones()}))


def _local_readings(value: Any, read: Callable[[datetime], Any]) -> dict[Any, timedelta]:
    """`read` of the value's instant on every clock some zone keeps at that moment, each with an offset that
    gives it ({} for no instant)."""
    moment = instant(value)
    if moment is None:
        return {}
    out: dict[Any, timedelta] = {}
    for offset in _offsets_at(moment):
        out.setdefault(read(moment + offset), offset)
    return out


def local_clocks(value: Any) -> dict[int, timedelta]:
    """Minutes after midnight of the value's instant on every clock some zone keeps at that moment, each with
    the offset that reads it so. For an instant whose reader's zone is unknown: a clock time in this set may be
    the customer's, one outside it is no reading of the instant at all."""
    return _local_readings(value, lambda local: local.hour * 60 + local.minute)


def local_dates(value: Any) -> dict[tuple[int, int, int], timedelta]:
    """The calendar dates some zone reads the value's instant on (near midnight UTC, the day before or after
    as well), each with an offset that does."""
    return _local_readings(value, lambda local: (local.year, local.month, local.day))


def offset_words(offset: timedelta) -> str:
    """UTC+8, UTC-6, UTC+5:30: an offset as a reader writes it."""
    minutes = int(offset.total_seconds() // 60)
    sign, minutes = ("+" if minutes >= 0 else "-"), abs(minutes)
    return f"UTC{sign}{minutes // 60}" + (f":{minutes % 60:02d}" if minutes % 60 else "")
