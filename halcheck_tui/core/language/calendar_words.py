"""The calendar's words in English: the months and their short forms, the weekdays and theirs. The value
layer's patterns (core/values/patterns.py) and the sentence splitter (core/language/sentences.py) read them from
here, so that no module writes a month or weekday list of its own (tests/test_vocabulary.py) and the language
layer never reads from a layer above it. Where it came from: the Gregorian calendar's English names.
"""
from __future__ import annotations

MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")
"""The months in calendar order, capitalised as written: a month's number is its place here plus one."""
MONTH_ABBREVIATIONS = ("jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec")
"""The short forms a month is written in with a full stop after it ("Sept."); "may" is a word of its own."""
WEEKDAYS = ("monday mon", "tuesday tue tues", "wednesday wed", "thursday thu thur thurs", "friday fri",
            "saturday sat", "sunday sun")
"""Each weekday's name and its usual abbreviations, Monday first (`date.weekday()` order)."""
WEEKDAY_NAMES = tuple(names.split()[0].capitalize() for names in WEEKDAYS)
"""The days of the week as written in full, Monday first."""
CALENDAR_WORDS = frozenset(word.lower() for word in (*MONTH_NAMES, *WEEKDAY_NAMES))
"""The months and weekdays written in full, lower-cased: English capitalises them, and they name no person,
place or product."""
