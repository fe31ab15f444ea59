"""The calendar's words in English: the months and their short forms, the weekdays and theirs. The value
layer's patterns (core/values/patterns.py) and the sentence splitter (core/language/sentences.py) read them from
here, so that no module writes a month or weekday list of its own (tests/test_vocabulary.py) and the language
layer never reads from a layer above it. Where it came from: the Unicode CLDR's English calendar (through
Babel), the British short forms beside the American ones ("Sept").
"""
from __future__ import annotations

from babel.dates import get_day_names, get_month_names, get_period_names

MONTH_NAMES = tuple(get_month_names("wide", locale="en")[n] for n in range(1, 13))
"""The months in calendar order, capitalised as written: a month's number is its place here plus one."""
MONTH_ABBREVIATIONS = tuple(dict.fromkeys(
    form.lower() for locale in ("en", "en_GB") for n in range(1, 13)
    if (form := get_month_names("abbreviated", locale=locale)[n]) != MONTH_NAMES[n - 1]))
"""The short forms a month is written in with a full stop after it ("Sept."); "may" is a word of its own."""
_LONGER_WEEKDAY_FORMS = {"tuesday": "tues", "thursday": "thur thurs"}
"""Weekday short forms people write that the CLDR's English calendar does not list."""
_DAY_NAMES = get_day_names("wide", locale="en")
_DAY_SHORT_FORMS = get_day_names("abbreviated", locale="en")
WEEKDAYS = tuple(" ".join([name, _DAY_SHORT_FORMS[n].lower(), *_LONGER_WEEKDAY_FORMS.get(name, "").split()])
                 for n in range(7) for name in [_DAY_NAMES[n].lower()])
"""Each weekday's name and its usual abbreviations, Monday first (`date.weekday()` order)."""
WEEKDAY_NAMES = tuple(names.split()[0].capitalize() for names in WEEKDAYS)
"""The days of the week as written in full, Monday first."""
CALENDAR_WORDS = frozenset(word.lower() for word in (*MONTH_NAMES, *WEEKDAY_NAMES))
"""The months and weekdays written in full, lower-cased: English capitalises them, and they name no person,
place or product."""

_DAY_PERIODS = {name.lower(): key for key, name in get_period_names("wide", "stand-alone", locale="en").items()
                if key.endswith("1")}
"""The CLDR's English day periods ("morning": "morning1", "afternoon", "evening", "night"): the part of the day a
clock time is said in."""


def day_period_said(after: str) -> str | None:
    """The day period the words right after a clock time place it in ("in the afternoon", "this evening", "at
    night"): its CLDR key ("afternoon1"), or None."""
    words = [w.strip(".,;:!?()") for w in after.lower().split()[:3]]
    for i, word in enumerate(words):
        if i and word in _DAY_PERIODS and all(w in ("in", "the", "this", "at") for w in words[:i]):
            return _DAY_PERIODS[word]
    return None
