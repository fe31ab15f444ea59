"""Dates and clock times against a claim's record leaves: read on the record's clock (or the zone the claim names),
a date a stated count of days from a recorded one, and the readings a leaf's instant leaves open (a UTC instant no
zone places, a time written with no offset, an instant on a UTC day's bound)."""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import UTC as UTC_ZONE
from datetime import date, datetime
from typing import Any

from ....language.words import stem as _stem
from ....values import api_values, derived
from ....values.leaf_values import dates_agree, leaf_dates
from ....values.mentions import Specific, specifics
from ....values.times import NAIVE_AS_LOCAL, NO_ZONE_NAMED
from ....values.zones import (
    as_if_utc,
    clock_in,
    date_in,
    instant,
    local_clocks,
    local_dates,
    named_zone,
    offset_words,
)
from .findings import Finding, future_negated_at, negated_at
from .leaves import Leaf, names_role, read_as, role_score
from .vocabulary import GENERIC_KEYS, same_word, words_of


def date_finding(s: Specific, near: list[str], scoped: Sequence[Leaf], text: str) -> Finding:
    """A date: held by a leaf (wrong when the claim says it will not happen then) or not the date of its role."""
    where = named_zone(text)  # "May 14 at 6:10 PM Pacific": the instant's date on a Pacific calendar
    if where is None and api_values.date_said_in_utc(text, s.end):
        where = UTC_ZONE  # "2026-05-15 01:10 UTC": the instant's date on the UTC calendar, not the reader's
    pool = [(leaf, d) for leaf in scoped for d in _dates_read(leaf.value, where)]
    agreeing = [leaf for leaf, d in pool if any(dates_agree(r, d) for r in s.readings)]
    negated = negated_at(text, s.start)
    if agreeing:
        best = max(agreeing, key=lambda leaf: role_score(leaf, near))
        # Only a denial of what is to come disputes a date a leaf holds: any negation did, and was wrong on 15
        # of the 16 corpus claims it disputed (session 16: "we can't backdate it to 20 November").
        if future_negated_at(text, s.start) and role_score(best, near) > 0:
            return Finding("date", s.start, s.end, s.text, False, best,
                           f"the record has {best.path} = {best.value}: it does happen on that date", True)
        return Finding("date", s.start, s.end, s.text, True, best,
                       f"{s.text} matches {best.path} = {best.value}{read_as(best)}{_in_zone(best, where)}")
    moved = _offset_date(s, pool, text, near)
    if moved is not None:
        return moved
    role = max((leaf for leaf, _ in pool), key=lambda leaf: role_score(leaf, near), default=None)
    if role is not None and where is None:
        said = lambda d: any(dates_agree(r, d) for r in s.readings)
        unknown = _zone_unknown(s, role, local_dates(role.value), said) \
            or _naive_as_utc(s, role, lambda m: (m.year, m.month, m.day), said) or _utc_day_bound(s, role, said)
        if unknown is not None:
            return unknown
    if role is not None and not negated and role_score(role, near) >= 0.5 and names_role(role, near):
        return Finding("date", s.start, s.end, s.text, False, role,
                       f"{s.text} is not the recorded date ({role.path} = {role.value}{read_as(role)})")
    return Finding("date", s.start, s.end, s.text, None, None, f"no record date is {s.text}")


# The word after a count of days that says which way it runs from its base ("7 days before the hearing", "45
# days from delivery") and the words that name the base. General English.
_DAYS_FROM = re.compile(r"\s*(?:working\s+|business\s+|calendar\s+)?(?:days?|weeks?|minutes?|mins?|hours?|hrs?)?\s*"
                        r"(?P<way>before|prior\s+to|ahead\s+of"
                        r"|after|from|following|since|of|past)\b(?P<base>(?:\s+[\w'-]+){0,4})", re.IGNORECASE)
_BACK = ("before", "prior", "ahead")


def _base_words(text: str, end: int) -> list[str]:
    """The words that name the base a count runs from ("... days before the hearing": hearing), stemmed."""
    way = _DAYS_FROM.match(text, end)
    return [_stem(w) for w in words_of(way.group("base"))] if way else []


def _names_base(leaf: Leaf, base_words: Sequence[str]) -> bool:
    """Whether the base a count runs from is this leaf, by a key word of its own (not a generic one)."""
    return any(same_word(w, k) for w in base_words for k in leaf.words if k not in GENERIC_KEYS)


def _offset_date(s: Specific, pool: Sequence[tuple[Leaf, tuple[int, int, int]]], text: str,
                 near: list[str]) -> Finding | None:
    """The claim's date as a recorded date moved by a count of days the claim itself states, the way it says and
    from the date it names ("by Mar 9, 7 days from the Mar 2 delivery"; "by 18 May, 14 days before the renewal
    date"), with the arithmetic; None otherwise. The base is a date the claim writes, or a leaf whose words the
    claim names after "before"/"from": any date of the record, moved either way, would explain a wrong date by
    chance."""
    found = []
    written = [r for sp in specifics(text) if sp.kind == "date" and sp is not s for r in sp.readings]
    for sp in specifics(text):
        if sp.kind != "number" or len(sp.readings) != 1:
            continue
        offsets = derived.day_offsets([(next(iter(sp.readings)), sp.unit)])
        if not offsets:
            continue
        way = _DAYS_FROM.match(text, sp.end)
        signs = (-1,) if way and way.group("way").lower().startswith(_BACK) else (1,) if way else (1, -1)
        base_words = _base_words(text, sp.end)
        for leaf, held in pool:
            named = any(dates_agree(r, held) for r in written) or _names_base(leaf, base_words)
            if not named:
                continue
            for day, arithmetic in derived.offset_dates(date(*held), offsets, signs):
                if any(dates_agree(r, (day.year, day.month, day.day)) for r in s.readings):
                    found.append((role_score(leaf, near), leaf, arithmetic))
    if not found:
        return None
    _, leaf, arithmetic = max(found, key=lambda f: f[0])
    return Finding("date", s.start, s.end, s.text, True, leaf,
                   f"{s.text} is {leaf.path} moved by the days the claim states ({arithmetic})")


def elapsed_days(s: Specific, text: str, near: list[str], scoped: Sequence[Leaf], today: date | None,
                 said: Sequence[Specific] | None = None) -> Finding | None:
    """A count of days the claim states that is the span between two days it speaks of: a date it writes and
    today, another date it writes, or a recorded date it names after "before"/"from" or by the words around the
    count ("cancelled on 4 March, 26 days before your arrival" beside an arrival on 30 March; "12 days out from the
    30 March ferry"). The case's own figure worked out, with the arithmetic: no field holds it, and a policy's
    period beside it ("14 days before arrival") is a rule's bound, not this count. One end must be a date the
    claim writes that a record holds: two recorded dates a count apart would explain a wrong count by chance, and
    a date worked out from this very count ("by 24 March, 6 days before your arrival") proves nothing of it.
    `said`: the claim's specifics when the caller has read them already."""
    if s.kind != "number" or len(s.readings) != 1:
        return None
    offsets = derived.day_offsets([(next(iter(s.readings)), s.unit)])
    if not offsets:
        return None
    recorded = [d for leaf in scoped for d in _dates_read(leaf.value, None)]
    written = [sp for sp in (specifics(text) if said is None else said) if sp.kind == "date"
               and any(dates_agree(r, d) for r in sp.readings for d in recorded)]
    if not written:
        return None
    base_words = _base_words(text, s.end)
    others: list[tuple[tuple[int, int, int], str]] = [((today.year, today.month, today.day), "today")] if today else []
    for leaf in scoped:
        if role_score(leaf, near) >= 0.5 or _names_base(leaf, base_words):
            others += [(d, leaf.path) for d in _dates_read(leaf.value, None)]
    for i, sp in enumerate(written):
        ends = others + [(r, w.text) for j, w in enumerate(written) if j != i for r in w.readings if r[0] is not None]
        for said in (r for r in sp.readings if any(dates_agree(r, d) for d in recorded)):
            for held, name in ends:
                day = _dated(said, held)
                if day is None:
                    continue
                other = date(*held)
                first, last = min(day, other), max(day, other)
                for offset in offsets:
                    if first != last and derived.shifted(first, offset, 1) == last:
                        unit = "working days" if offset.working else "days"
                        return Finding("number", s.start, s.end, s.text, True, None,
                                       f"{s.text} {s.unit} is the span from {first.isoformat()} to {last.isoformat()} "
                                       f"({sp.text} and {name}: {offset.days} {unit})")
    return None


def elapsed_minutes(s: Specific, text: str, near: list[str], scoped: Sequence[Leaf], now: int | None = None,
                    said: Sequence[Specific] | None = None) -> Finding | None:
    """A stretch of minutes or hours the claim states that is the span between two clock times of one day it
    speaks of: a time it writes that a record holds, and another it writes or a recorded time it names ("arrived
    at 8:05 PM, 35 minutes after your window closed" beside a window ending at 7:30 PM), or the minute the case
    says the reply is written (`now`: "pay within the next 28 minutes, by 3:40 PM"). As `elapsed_days`: the case's
    own figure worked out, never a rule's bound, and one end a recorded time the claim writes. `said` as there."""
    unit = api_values.claim_unit(s.unit)  # the value layer's unit table: minutes and hours, not days
    if s.kind != "number" or len(s.readings) != 1 or unit is None or unit[0] != "time" or not 60 <= unit[1] <= 3600:
        return None
    minutes = next(iter(s.readings)) * unit[1] / 60
    if not float(minutes).is_integer() or not 0 < minutes < 24 * 60:
        return None
    recorded = {t for leaf in scoped for t in _clocks_read(leaf.value, False, None)}
    written = [sp for sp in (specifics(text) if said is None else said) if sp.kind == "time" and sp.readings & recorded]
    if not written:
        return None
    base_words = _base_words(text, s.end)
    named = [(t, leaf.path) for leaf in scoped if role_score(leaf, near) >= 0.5 or _names_base(leaf, base_words)
             for t in _clocks_read(leaf.value, False, None)] + ([(now, "now")] if now is not None else [])
    for i, sp in enumerate(written):
        ends = named + [(t, w.text) for j, w in enumerate(written) if j != i for t in w.readings & recorded]
        for said in sp.readings & recorded:
            for held, name in ends:
                if abs(said - held) == minutes:
                    return Finding("number", s.start, s.end, s.text, True, None,
                                   f"{s.text} {s.unit} is the span between {sp.text} and {name} "
                                   f"({abs(said - held)} minutes)")
    return None


def _dated(said: tuple[int | None, int, int], near: tuple[int, int, int]) -> date | None:
    """A written date as a calendar day: its own year, or (written without one) the year that puts it nearest
    the other end of the span."""
    years = [said[0]] if said[0] is not None else [near[0] - 1, near[0], near[0] + 1]
    days = []
    for year in years:
        try:
            days.append(date(year, said[1], said[2]))
        except ValueError:
            continue
    return min(days, key=lambda d: abs((d - date(*near)).days), default=None)


def _dates_read(value, where) -> list:
    """The dates a leaf holds, an instant's on the calendar of the zone the claim names when it names one."""
    zoned = date_in(value, where) if where is not None else None
    return [zoned] if zoned is not None else leaf_dates(value)


def _clocks_read(value, utc: bool, where) -> list[int]:
    """The clock times a leaf holds, an instant's on the clock of the zone the claim names when it names one."""
    zoned = [t for t in (clock_in(one, where) for one in api_values.interval_ends(value) or [value])
             if t is not None] if where is not None else []
    return zoned or api_values.clock_minutes(value, utc)


def _in_zone(leaf: Leaf, where) -> str:
    name = getattr(where, "key", None) or str(where)
    return f" (read in {name}, the zone the claim names)" if where is not None and instant(leaf.value) else ""


def time_finding(s: Specific, near: list[str], scoped: Sequence[Leaf], text: str) -> Finding:
    """A clock time, read in the record's clock unless the claim says UTC."""
    utc = api_values.said_in_utc(text, s.end)  # "16:00 UTC" is the instant; any other time the record's clock
    where = None if utc else named_zone(text)  # "6:10 PM Pacific": the instant on a Pacific clock
    pool = [(leaf, t) for leaf in scoped for t in _clocks_read(leaf.value, utc, where)]
    agreeing = [leaf for leaf, t in pool if t in s.readings]
    if agreeing:
        best = max(agreeing, key=lambda leaf: role_score(leaf, near))
        return Finding("time", s.start, s.end, s.text, True, best,
                       f"{s.text} matches {best.path} = {best.value}{read_as(best)}{_in_zone(best, where)}")
    lengthened = _time_from_length(s, pool, scoped, text)
    if lengthened is not None:
        return lengthened
    role = max((leaf for leaf, _ in pool), key=lambda leaf: role_score(leaf, near), default=None)
    if role is not None and not utc and where is None:
        said = lambda minutes: minutes in s.readings
        unknown = _zone_unknown(s, role, local_clocks(role.value), said) \
            or _naive_as_utc(s, role, lambda m: m.hour * 60 + m.minute, said)
        if unknown is not None:
            return unknown
    if role is not None and (role_score(role, near) >= 0.5 and names_role(role, near) or len(pool) == 1):
        if _another_day(text, role):
            return Finding("time", s.start, s.end, s.text, None, role,
                           f"{s.text} is on a day the claim gives, and {role.path} = {role.value} is on another: "
                           f"the time of another event, which does not settle this one")
        return Finding("time", s.start, s.end, s.text, False, role,
                       f"{s.text} is not the recorded time ({role.path} = {role.value}{read_as(role)})")
    return Finding("time", s.start, s.end, s.text, None, None, f"no record time is {s.text}")


def _time_from_length(s: Specific, pool: Sequence[tuple[Leaf, int]], scoped: Sequence[Leaf], text: str
                      ) -> Finding | None:
    """The other end of a stretch the claim writes both ends of, worked out from the recorded end it writes and a
    recorded length of the same record: "2:00-3:30 PM" of a start at 14:00 lasting PT90M (or a start from an
    end). The length is a leaf the value layer reads as a stretch of time (an ISO 8601 duration, a key in minutes
    or hours), under a day; with the arithmetic. A time said alone ("starts at 3:30 PM") is never a recorded
    time plus a length: that is how a start misread as the end, or a UTC clock read as local, adds up by chance."""
    others = [r for sp in specifics(text) if sp.kind == "time" and sp.start != s.start for r in sp.readings]
    if not others:
        return None  # a time said alone
    lengths = []
    for leaf in scoped:
        measure = api_values.measure_of(leaf.path, leaf.value)
        if measure is not None and measure[0].dimension == "time" and not leaf.is_count:
            minutes = measure[1] * measure[0].size / 60
            if float(minutes).is_integer() and 0 < minutes < 24 * 60:
                lengths.append((leaf, int(minutes)))
    for leaf, clock in pool:
        if clock not in others:
            continue  # the claim does not write this end of the stretch
        for length, minutes in lengths:
            if length.evidence_id != leaf.evidence_id:
                continue
            for sign, op in ((1, "+"), (-1, "-")):
                if (clock + sign * minutes) % (24 * 60) in s.readings:
                    return Finding("time", s.start, s.end, s.text, True, leaf,
                                   f"{s.text} is {leaf.path} = {leaf.value} {op} {length.path} = {length.value}")
    return None


def _zone_unknown(s: Specific, leaf: Leaf, readings: dict, said: Callable[[Any], bool]) -> Finding | None:
    """Unsettled, not wrong: a date or clock time that some zone reads the leaf's instant as, where the instant
    is in UTC and neither its record, the case nor the claim says which zone the customer reads it in. The claim
    may give the customer's clock ("3:22 AM" of 10:22Z in Denver); the UTC clock is only a guess at it (issue
    37: "a local time replaced by the UTC clock time"). None otherwise, and the leaf may dispute it."""
    if not leaf.reading.endswith(NO_ZONE_NAMED):
        return None
    offset = next((offset for reading, offset in readings.items() if said(reading)), None)
    if offset is None:
        return None
    return Finding(s.kind, s.start, s.end, s.text, None, leaf,
                   f"{s.text} is {leaf.path} = {leaf.value} read in {offset_words(offset)}; the record gives the "
                   f"instant in UTC and nothing says the customer's zone")


def _naive_as_utc(s: Specific, leaf: Leaf, read: Callable[[datetime], Any], said: Callable[[Any], bool]) -> Finding | None:
    """Unsettled, not wrong: a date or clock time the leaf's timestamp reads as when its wall clock is taken as UTC.
    The record writes the time with no offset ("2026-05-11 01:40:00"), which the value layer places on the
    record's clock; some APIs write UTC that way, and the claim may have read it so ("9:40" in UTC+8). None
    otherwise, and the leaf may dispute it."""
    if NAIVE_AS_LOCAL not in leaf.reading:
        return None
    moment = as_if_utc(leaf.value)
    if moment is None or not said(read(moment)) or moment.utcoffset() is None:
        return None
    return Finding(s.kind, s.start, s.end, s.text, None, leaf,
                   f"{s.text} is {leaf.path} = {leaf.reading.split(NAIVE_AS_LOCAL)[0]} read as UTC, on the "
                   f"{offset_words(moment.utcoffset())} clock; the record writes the time with no offset")


def _utc_day_bound(s: Specific, leaf: Leaf, said: Callable[[Any], bool]) -> Finding | None:
    """Unsettled, not wrong: the date of an instant that falls on a UTC day's bound (00:00 or 23:59 UTC, whatever
    offset it is written with), read on the UTC calendar. Such an instant is a day the system stored at midnight
    UTC ("2026-02-13T19:00:00-05:00" for a trial that ends on 14 February), so the claim may give that day. None
    otherwise, and the leaf may dispute it."""
    moment = instant(leaf.value)
    if moment is None or moment.utcoffset() is None:
        return None
    utc = moment.astimezone(UTC_ZONE)
    if (utc.hour, utc.minute) not in ((0, 0), (23, 59)) or not said((utc.year, utc.month, utc.day)):
        return None
    return Finding(s.kind, s.start, s.end, s.text, None, leaf,
                   f"{s.text} is {leaf.path} = {leaf.value} on the UTC calendar: the instant is a UTC day's bound, "
                   f"as a day stored at midnight UTC is")


def _another_day(text: str, leaf: Leaf) -> bool:
    """The claim gives a date or weekday and the leaf's instant falls on none of them: its clock time is another
    event's ("Friday at 6:45 PM" against the time the waitlist was joined, a Wednesday)."""
    held = leaf_dates(leaf.value)
    if not held or instant(leaf.value) is None:
        return False
    dates = [r for sp in specifics(text) if sp.kind == "date" for r in sp.readings]
    weekdays = api_values.weekdays_said(text)
    if not dates and not weekdays:
        return False
    return not any(dates_agree(r, d) for r in dates for d in held) \
        and not any(date(*d).weekday() in weekdays for d in held)
