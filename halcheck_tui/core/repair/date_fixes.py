"""Wrong dates and times: a date or clock time in the draft's own style from the leaf that plays the
claim's role, a range corrected end by end, and a negation taken back when the date was right all along."""
from __future__ import annotations

import re
from collections.abc import Mapping

from ..case import Evidence, EvidenceKind, flatten_fields
from ..decomposition.mentions import date_mentions, parse_record_date
from ..grounding.fields.records import MentionCheck
from ..values.api_values import said_in_utc
from ..values.patterns import CLOCK_TIME_IN_TEXT
from ..values.times import NO_ZONE_NAMED
from .api_fixes import weekday_fix
from .draft_style import format_date, format_time, parse_record_time
from .fix import CannotFix, Fix, locate
from .leaf_lookup import better_date_leaf, dates_said, leaf_value, opposite_roles, parent_path, read_leaf, role_words
from .word_tables import PERIOD_END_WORDS, PERIOD_START_WORDS

# A negation that a right date makes wrong, and what it becomes: "won't be posted on 3 May" -> "will still be
# posted", tried in this order so the longest form is taken first.
_NEGATED_FUTURE = (
    (re.compile(r"\bwill not be\b", re.I), "will still be"),
    (re.compile(r"\bwon't be\b", re.I), "will still be"),
    (re.compile(r"\bwill not\b", re.I), "will still"),
    (re.compile(r"\bwon't\b", re.I), "will still"),
    (re.compile(r"\bisn't\b", re.I), "is"),
    (re.compile(r"\baren't\b", re.I), "are"),
    (re.compile(r"\bdoesn't\b", re.I), "does"),
    (re.compile(r"\bdon't\b", re.I), "do"),
    (re.compile(r"\bnot\s+", re.I), ""),
)
_TIME_SPAN = r"\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?(?![a-z]))?"
_TIME_RANGE = re.compile(rf"\b(?:between|from)\s+(?P<a>{_TIME_SPAN})\s+(?:and|to|until|till|-|–)\s+"
                         rf"(?P<b>{_TIME_SPAN})"
                         rf"|\b(?P<a2>{_TIME_SPAN})\s*(?:-|–|to)\s*(?P<b2>{_TIME_SPAN})", re.IGNORECASE)


def fix_weekday(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[Fix]:
    """A lone weekday word beside a date ("Tue" for a Monday): the recorded date's weekday. [] otherwise."""
    if check.mention.kind != "date" or " " in check.mention.text.strip():
        return []
    weekday = weekday_fix(text, *locate(text, check.mention.text, check.mention.start, check.mention.end),
                          leaf_value(evidence, check))
    return [Fix(*weekday, check.evidence_id, check.field_path, check.reason)] if weekday is not None else []


def _leaf_for_the_role(text: str, start: int, end: int, check: MentionCheck,
                       evidence: Mapping[str, Evidence]) -> MentionCheck:
    """The aligned check, or the one whose leaf plays the claim's role when the aligned leaf cannot."""
    raw = leaf_value(evidence, check)
    aligned_day = parse_record_date(raw) if isinstance(raw, str) else None
    if opposite_roles(text, start, check.field_path) or (
            aligned_day is not None and date_mentions(text[start:end])
            and (aligned_day[1], aligned_day[2]) in dates_said(text, start, end)):
        better = better_date_leaf(text, start, end, check, evidence)
        if better is None:
            raise CannotFix(f"{check.field_path} is the other end of the period the claim dates, or a date "
                            f"the claim gives for something else")
        return better
    return check


def _clock_guessed(evidence: Mapping[str, Evidence], check: MentionCheck) -> bool:
    """Was the leaf's clock time read on UTC only because its record names no zone?"""
    leaf = read_leaf(evidence, check.evidence_id, check.field_path)
    return leaf is not None and leaf.reading.endswith(NO_ZONE_NAMED)


def fix_date(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[Fix]:
    start, end = locate(text, check.mention.text, check.mention.start, check.mention.end)
    check = _leaf_for_the_role(text, start, end, check, evidence)
    raw = leaf_value(evidence, check)
    day = parse_record_date(raw) if isinstance(raw, str) else None
    clock = parse_record_time(raw)
    span = text[start:end]
    fixes = []
    dates = date_mentions(span)
    if dates and day is not None:
        d = dates[0]
        new = format_date(day, d.text)
        if new.lower() == d.text.lower():
            return [take_back_negation(text, start, check)]
        at = start + span.index(d.text)
        fixes.append(Fix(at, at + len(d.text), new, check.evidence_id, check.field_path, check.reason))
    elif day is not None and not CLOCK_TIME_IN_TEXT.search(span) and any(ch.isdigit() for ch in span):
        # a date the reader did not take apart ("30.03.2026"): the record's date in the draft's style
        like = span.strip()
        new = format_date(day, like)
        if new.lower() == like.lower():
            return [take_back_negation(text, start, check)]
        fixes.append(Fix(start, end, new, check.evidence_id, check.field_path, check.reason))
    # A span that writes a day only in words ("today", "tonight", "noon") is not given a date: the record's
    # date in its place changes what the sentence says, and the reply's own day word may be right where the
    # check's reading of it was not (measured on 24 writers: 8 such corrections, all in harmful lines).
    time_said = CLOCK_TIME_IN_TEXT.search(span)
    if time_said and clock is not None and _clock_guessed(evidence, check) \
            and not said_in_utc(text, start + time_said.end()):
        # An epoch instant in a record that names no zone was read on the UTC clock; the reply may give the
        # customer's clock, so writing the UTC time would be a guess ("a local time replaced by the UTC clock
        # time"; on the corpus's 24 writers, 2026-12-05: harm 105 -> 101 lines, no right repair lost)
        time_said = None
    if time_said and clock is not None:
        new = format_time(clock, time_said.group(0))
        if new != time_said.group(0):
            fixes.append(Fix(start + time_said.start(), start + time_said.end(), new, check.evidence_id,
                             check.field_path, check.reason))
    if not fixes:
        raise CannotFix("the recorded date or time cannot be read, or the span holds neither")
    return fixes


def _range_around(text: str, start: int, end: int) -> tuple[re.Match, str, str] | None:
    """The time range the span sits in, and the names of its two ends' groups."""
    found = next((m for m in _TIME_RANGE.finditer(text)
                  if any(m.start(g) <= start and end <= m.end(g) for g in ("a", "b", "a2", "b2") if m.group(g))), None)
    if found is None:
        return None
    a, b = ("a", "b") if found.group("a") else ("a2", "b2")
    if not (CLOCK_TIME_IN_TEXT.search(found.group(a)) or CLOCK_TIME_IN_TEXT.search(found.group(b))):
        return None
    return found, a, b


def _range_ends(item: Evidence, parent: str) -> dict[str, list[tuple[str, tuple[int, int]]]]:
    """The clock-time leaves of one object, by the end of a period their names give them."""
    ends: dict[str, list[tuple[str, tuple[int, int]]]] = {"start": [], "end": []}
    for path, value in flatten_fields(item.fields).items():
        clock = parse_record_time(value) if parent_path(path) == parent else None
        if clock is None:
            continue
        role = role_words(path)
        if role & PERIOD_START_WORDS and not role & PERIOD_END_WORDS:
            ends["start"].append((path, clock))
        elif role & PERIOD_END_WORDS and not role & PERIOD_START_WORDS:
            ends["end"].append((path, clock))
    return ends


def fix_time_range(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[Fix]:
    """"between 8 am and 11 am" against a window from 14:00 to 17:00: a range is corrected end by end from the
    start and end leaves of the object the aligned leaf sits in, both ends together (one end's leaf may hold
    the other end's time: correcting one alone writes "between 1 pm and 1 pm"). [] when this is no range."""
    item = evidence.get(check.evidence_id)
    if item is None or item.kind is not EvidenceKind.RECORD:
        return []
    try:
        start, end = locate(text, check.mention.text, check.mention.start, check.mention.end)
    except CannotFix:
        return []
    around = _range_around(text, start, end)
    if around is None:
        return []
    found, a, b = around
    ends = _range_ends(item, parent_path(check.field_path))
    if len(ends["start"]) != 1 or len(ends["end"]) != 1:
        return []
    fixes = []
    for group, (path, clock) in ((a, ends["start"][0]), (b, ends["end"][0])):
        said = found.group(group)
        new = format_time(clock, said)
        if new.lower() != said.lower():
            fixes.append(Fix(found.start(group), found.end(group), new, check.evidence_id, path, check.reason))
    return fixes


def take_back_negation(text: str, start: int, check: MentionCheck) -> Fix:
    """"will not be charged on 9 October" against a recorded 9 October: the date stands, the negation goes."""
    before = text[:start]
    clause = max(before.rfind(","), before.rfind(";")) + 1
    for pattern, replacement in _NEGATED_FUTURE:
        found = None
        for found in pattern.finditer(before, clause):
            pass
        if found is not None:
            return Fix(found.start(), found.end(), replacement, check.evidence_id, check.field_path, check.reason)
    raise CannotFix("the date is the recorded one and there is no negation to take back")
