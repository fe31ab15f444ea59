"""What kind of value a piece of text is: a figure (an amount, number, identifier, date or time the value layer
reads), a calendar word (a weekday, a month, "tomorrow", an ISO duration), or plain words (a name, a state, a
place). The repair level reads it to keep a correction's kind: a name is never "corrected" to a weekday."""
from __future__ import annotations

from datetime import date
from typing import Literal

from ..language.calendar_words import CALENDAR_WORDS, WEEKDAYS
from ..language.tokens import letter_words
from .mentions import specifics
from .relative import relative_dates
from .times import duration_seconds, parse_timestamp

ValueKind = Literal["figure", "calendar", "words"]

# Full names and the longer short forms ("thurs"): "sun" and "sat" are words of their own.
_DAY_FORMS = frozenset(form for names in WEEKDAYS for form in names.split() if len(form) > 3)


def value_kind(text: str) -> ValueKind:
    """'figure' when the value layer reads a specific in it, 'calendar' for a day, month or duration said in
    words or written as an API writes it, else 'words'."""
    raw = text.strip()
    if duration_seconds(raw) is not None or parse_timestamp(raw) is not None:
        return "calendar"
    if specifics(text):
        return "figure"
    words = [w.lower() for w in letter_words(raw)]
    # "Tuesdays" is the weekday said of every week: the plural of a calendar word is one too.
    if any(w in CALENDAR_WORDS or w in _DAY_FORMS or w.endswith("s") and w[:-1] in _DAY_FORMS for w in words):
        return "calendar"
    if relative_dates(raw, date(2000, 1, 1)):  # any reference date: only whether such a phrase is there
        return "calendar"
    return "words"
