"""Instants and spans as APIs write them: epoch seconds and milliseconds, ISO 8601 timestamps with `Z`, an
offset or neither, an IANA zone named in a separate field, and ISO 8601 durations (`PT45M`, `P14D`).

A record's instant is read in the zone the record names (the nearest enclosing object's zone field first,
then the one zone the whole record names), else in the offset it carries, else as written. `zoneinfo` reads
the zone; the `tzdata` package supplies the zone database where the machine has none.
"""
from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from functools import lru_cache
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from .patterns import ISO_DURATION, ISO_LEAF

# Epoch times a record may plausibly hold: 2000-01-01 to 2100-01-01 UTC, in seconds. Why: a 10-digit integer
# outside that span is a count or an id, never a time a customer is told.
EPOCH_FIRST, EPOCH_LAST = 946_684_800, 4_102_444_800
# Key words that say a number is an instant (general English for when something happens, and the usual
# abbreviations: `created_at`, `pickupTime`, `expires`, `ts`); an epoch number under any other key is a number.
INSTANT_KEY_WORDS = frozenset("""at on time timestamp ts epoch date datetime when created updated modified expires
expiry expiration start starts end ends due deadline until since scheduled issued paid sent arrival departure""".split())
# The seconds each part of an ISO 8601 duration stands for; months and years are left out (their length
# depends on the calendar).
DURATION_PARTS = {"w": 604800.0, "d": 86400.0, "h": 3600.0, "m": 60.0, "s": 1.0}


@lru_cache(maxsize=512)
def zone(name: Any) -> tzinfo | None:
    """The zone an IANA name stands for ('America/Chicago', 'UTC'), or None for anything else."""
    # A fullmatch of the whole name, not a tokenizer: it asks whether the name has a zone name's shape
    # (tests/test_language_layer.py allows exactly this one).
    if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z]+(?:/[A-Za-z0-9_+-]+){0,2}", name.strip()):
        return None
    if "/" not in name and name.strip().upper() not in ("UTC", "GMT"):
        return None  # "EST", "Japan": legacy aliases, or words
    try:
        return ZoneInfo(name.strip())
    except (ZoneInfoNotFoundError, ValueError):
        return None


def epoch_seconds(value: Any) -> float | None:
    """Seconds since 1970 of an epoch number in seconds or milliseconds within the plausible span, or None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if EPOCH_FIRST <= value < EPOCH_LAST:
        return float(value)
    if EPOCH_FIRST * 1000 <= value < EPOCH_LAST * 1000:
        return value / 1000.0
    return None


def json_date(value: Any) -> tuple[float, int | None] | None:
    """Seconds since 1970 and the offset in minutes (None when none is written) of a date as Microsoft's JSON
    serialisers and OData v2 write one: `/Date(1773446400000)/`, `/Date(1773446400000+0200)/`. Read with string
    methods: the shape is fixed by the format."""
    if not isinstance(value, str):
        return None
    text = value.strip().replace("\\/", "/")
    if not (text.startswith("/Date(") and text.endswith(")/")):
        return None
    inner = text[6:-2]
    sign_at = max(inner.rfind("+"), inner.rfind("-"))
    millis, offset = (inner[:sign_at], inner[sign_at:]) if sign_at > 0 else (inner, "")
    digits = millis.lstrip("-")
    if not digits.isdigit() or (offset and not (len(offset) == 5 and offset[1:].isdigit())):
        return None
    minutes = (int(offset[1:3]) * 60 + int(offset[3:])) * (1 if offset[0] == "+" else -1) if offset else None
    return int(millis) / 1000.0, minutes


def json_date_is_day(serialised: tuple[float, int | None]) -> bool:
    """Whether a `json_date` reading is a calendar date: OData's Edm.DateTime writes one as its midnight UTC with
    no offset, a day rather than an instant."""
    seconds, offset = serialised
    return offset is None and seconds % 86400 == 0


def is_instant_key(key_words: list[str]) -> bool:
    """Whether a key's words say its number is an instant (`pickup_at`, `createdTime`, `expires`)."""
    # "as_of" / "asOf": the moment a figure was read (a balance "as of 6:00 AM"), as API English writes it
    return any(w in INSTANT_KEY_WORDS for w in key_words) or [w.lower() for w in key_words[-2:]] == ["as", "of"]


def parse_timestamp(value: Any) -> datetime | None:
    """An ISO 8601 timestamp with a time part ('2026-03-12T10:14:00Z', '…+01:00', naive '…T10:14'), or None."""
    if not isinstance(value, str) or not ISO_LEAF.match(value.strip()) or len(value.strip()) <= 10:
        return None
    try:
        return datetime.fromisoformat(value.strip().replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        return None


# A date-time written without separators: ISO 8601's basic format ("20260516T063000", "20260516T0630Z",
# "20260516T063000+0400"), as iCalendar writes DTSTART, and the digits-only date-time of HL7 v2's DTM and many
# exports ("20260514093000", "202605140930-0300"). Twelve bare digits, with neither "T" nor an offset, are a code
# as often as a time, so that form is not read.
_CLOCK_LAYOUTS = {4: "%H%M", 6: "%H%M%S"}


def compact_timestamp(value: Any) -> str | None:
    """A compact date-time written in ISO 8601's extended form ('20260516T063000Z' -> '2026-05-16T06:30:00Z'),
    or None."""
    text = value.strip().upper() if isinstance(value, str) else ""
    date_part, separator, rest = (text[:8], "T", text[9:]) if text[8:9] == "T" else (text[:8], "", text[8:])
    clock = rest[:len(rest) - len(rest.lstrip("0123456789"))]
    tail = rest[len(clock):]
    fraction = tail[:len(tail) - len(tail.lstrip(".0123456789"))] if tail.startswith(".") else ""
    offset = tail[len(fraction):]
    if not date_part.isdigit() or len(clock) not in _CLOCK_LAYOUTS or not (separator or offset or len(clock) == 6) \
            or (fraction and len(clock) != 6) or offset not in ("", "Z") and not offset[:1] in "+-":
        return None
    try:  # strptime checks the calendar and the clock; the digit counts above keep it from guessing widths
        moment = datetime.strptime(date_part + clock + ("+0000" if offset == "Z" else offset),
                                   "%Y%m%d" + _CLOCK_LAYOUTS[len(clock)] + ("%z" if offset else ""))
    except ValueError:
        return None
    if not 1990 <= moment.year < 2100:
        return None
    written_out = moment.isoformat(timespec="seconds")
    return written_out[:-6] + "Z" if offset == "Z" else written_out


def written(moment: datetime) -> str:
    """An aware instant as an ISO 8601 timestamp with its offset ('2025-10-09T13:00:00-05:00'; UTC as 'Z')."""
    text = moment.isoformat(timespec="seconds")
    return text[:-6] + "Z" if text.endswith("+00:00") else text


NAIVE_AS_LOCAL = " is local time in "
"""In the note of a timestamp written with no offset, read on the record's own clock: a reading, not a fact, since
some APIs write UTC that way (`zones.as_if_utc` gives the other reading)."""

NO_ZONE_NAMED = ", no zone named"
"""Ends the note of an instant (epoch number or UTC timestamp) read on the UTC clock only because its record and
the case name no zone: the customer's clock may be another, so that clock time and date are a guess (a figure
some zone reads there is not disputed by it, and a repair does not write it)."""


def local_reading(value: Any, where: tzinfo | None) -> tuple[str, str] | None:
    """An instant a record holds, written as the wall-clock time a customer reads, with a note saying how it
    was read; None when the value is no instant or is already as it should be read.

    Epoch seconds or milliseconds: in the record's zone, else UTC. A timestamp with `Z` or an offset: in the
    record's zone when it names one, else in its own offset (unchanged). A naive timestamp: in the record's
    zone (its wall clock unchanged, the zone's offset attached), else as written (unchanged)."""
    seconds = epoch_seconds(value)
    if seconds is not None:
        moment = datetime.fromtimestamp(seconds, tz=where or UTC)
        unit = "seconds" if seconds == value else "milliseconds"
        return written(moment), f"epoch {unit} {value} in {_zone_name(where)}" + (NO_ZONE_NAMED if where is None else "")
    serialised = json_date(value)
    if serialised is not None:
        seconds, offset = serialised
        if json_date_is_day(serialised):
            # OData's Edm.DateTime writes a calendar date as its midnight UTC: a day, not an instant, so it is
            # never moved into a zone west of Greenwich (where it would fall on the day before).
            return datetime.fromtimestamp(seconds, tz=UTC).date().isoformat(), f"{value.strip()} (a date: midnight UTC)"
        own = timezone(timedelta(minutes=offset)) if offset is not None else None
        moment = datetime.fromtimestamp(seconds, tz=where or own or UTC)
        return written(moment), f"{value.strip()} in {_zone_name(where or own)}" + (
            NO_ZONE_NAMED if where is None and own is None else "")
    stamp = parse_timestamp(value)
    if stamp is not None and where is None and value.strip().upper().endswith("Z"):
        # A record that gives its instants in UTC's normal form ("2026-03-21T03:48:20Z") and names no zone: the
        # UTC clock is only a guess at the customer's, as for an epoch number. An offset the record writes, even
        # +00:00 (London in winter), is the record's own clock and stands.
        return written(stamp), f"{value.strip()} in UTC{NO_ZONE_NAMED}"
    if stamp is None or where is None:
        return None
    if stamp.tzinfo is None:
        return written(stamp.replace(tzinfo=where)), f"{value}{NAIVE_AS_LOCAL}{_zone_name(where)}"
    local = stamp.astimezone(where)
    if local.utcoffset() == stamp.utcoffset():
        return None
    return written(local), f"{value} in {_zone_name(where)}"


def _zone_name(where: tzinfo | None) -> str:
    return str(getattr(where, "key", None) or where or "UTC")


def duration_seconds(value: Any) -> float | None:
    """Seconds of an ISO 8601 duration ('PT45M' -> 2700, 'P14D' -> 1209600, 'PT1H30M' -> 5400), or None."""
    if not isinstance(value, str):
        return None
    raw = value.strip()
    if raw.endswith("s") and raw[:-1].replace(".", "", 1).isdigit():
        return float(raw[:-1])  # the protobuf JSON mapping's Duration: seconds and a lowercase "s" ("5400s", "0.5s")
    text = raw.upper()
    m = ISO_DURATION.fullmatch(text)
    if not m or not any(m.groupdict().values()) or text.endswith("T"):
        return None
    return sum(float(m.group(k)) * size for k, size in DURATION_PARTS.items() if m.group(k))
