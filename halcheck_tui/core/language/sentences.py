"""Where an English sentence ends, and the abbreviations whose full stop ends none: the one definition every
splitter reads, as data (issue 39; a test finds a sentence-end pattern or an abbreviation list anywhere else in
the core).

Where it came from: English punctuation (a sentence ends at a full stop, an exclamation or question mark or an
ellipsis, with any quote or bracket that closes on it) and the common abbreviations of English dictionaries.
Each splitter's pattern is a named variant of the one definition, and a splitter that reads a shorter list
reads a named subset of `ABBREVIATIONS`, so no splitter's sentences move.
"""
from __future__ import annotations

import re

# The months' short forms ("Sept.") are read from the one month vocabulary (tests/test_vocabulary.py), not written
# again here.
from .calendar_words import MONTH_ABBREVIATIONS, WEEKDAYS

SENTENCE_MARKS = ".!?"
"""The marks that end a sentence: full stop, exclamation mark, question mark."""
ELLIPSIS = "…"
"""The one-character ellipsis, which ends a sentence as a run of full stops does."""
CLOSING_QUOTES = "\"'"
CURLY_CLOSING_QUOTES = "”’"
CLOSING_BRACKETS = ")]"
"""Quotes and brackets that close on a sentence's mark ('He said "no."'): they belong to the sentence."""


def _either_of(chars: str) -> str:
    return f"[{re.escape(chars)}]"


SENTENCE_END = re.compile(rf"{_either_of(SENTENCE_MARKS + ELLIPSIS)}+"
                          rf"{_either_of(CLOSING_QUOTES + CURLY_CLOSING_QUOTES + CLOSING_BRACKETS)}*")
"""A run of sentence marks and what closes on it, wherever it stands: the splitter judges whether it ends a
sentence ("$118.84", "e.g." and "Mr." do not) (decomposition/sentences.py)."""

SENTENCE_END_BEFORE_SPACE = re.compile(rf"{_either_of(SENTENCE_MARKS)}+{_either_of(CLOSING_QUOTES + CLOSING_BRACKETS)}*"
                                       r"(?=\s|$)")
"""A run of the plain marks and straight quotes or brackets, before whitespace or the end. The splitter whose
sentence numbers are stored (decomposition/anchors.py) reads only these: a wider rule would renumber the
sentences of evidence already stored, and its citations would point at other sentences."""

SPACE_AFTER_SENTENCE = re.compile(rf"(?<={_either_of(SENTENCE_MARKS)})\s+")
"""The space after a sentence's mark, to split a text into sentences where no offsets are kept: a policy or an
evidence text read sentence by sentence."""

SPACE_AFTER_SENTENCE_OR_LINE_BREAK = re.compile(rf"{SPACE_AFTER_SENTENCE.pattern}|\n+")
"""`SPACE_AFTER_SENTENCE`, and every line break: a reply split one sentence a line (repair/rewrite.py)."""


TITLES = frozenset("mr mrs ms dr prof sr jr st mt".split())
"""Titles and name parts, before or after a name ("Dr. Lee", "J. Smith Jr.", "St. Ives", "Mt. Fuji")."""
LATIN = frozenset("e.g i.e etc vs cf al".split())
"""Latin abbreviations ("e.g.", "i.e.", "etc.", "vs.", "cf.", "et al.")."""
WEEKDAY_ABBREVIATIONS = frozenset(names.split()[1] for names in WEEKDAYS)
"""Each weekday's usual short form ("Tue."), from the one calendar vocabulary rather than a second list."""
ORGANISATIONS = frozenset("inc ltd co corp dept".split())
"""Words in the names of organisations and their parts ("Acme Inc.", "Dept. of Health")."""
PLACES = frozenset("u.s u.k e.u".split())
TIMES_OF_DAY = frozenset("a.m p.m".split())
REFERENCES = frozenset("no nos fig ref vol art sec tel ext".split())
"""Words that come before a number or a reference ("No. 4", "Fig. 2", "Vol. 3", "Tel. 555", "Ext. 12")."""
QUALIFIERS = frozenset("approx min max est".split())
"""Words that qualify a figure ("approx. 3", "min. 2", "est. 1990")."""

ABBREVIATIONS = (TITLES | LATIN | frozenset(MONTH_ABBREVIATIONS) | WEEKDAY_ABBREVIATIONS | ORGANISATIONS | PLACES
                 | TIMES_OF_DAY | REFERENCES | QUALIFIERS)
"""Words after which a full stop does not end a sentence, even when a capital follows ("Mr. Smith"), written
lower-case and without their last full stop."""


def _subset(words: str) -> frozenset[str]:
    chosen = frozenset(words.split())
    unlisted = chosen - ABBREVIATIONS
    if unlisted:  # a subset is chosen from the one list; a new word goes into a named group above first
        raise ValueError(f"not in ABBREVIATIONS: {sorted(unlisted)}")
    return chosen


SENTENCE_FINAL_ABBREVIATIONS = _subset("a.m p.m etc inc ltd co corp u.s u.k e.u jr sr")
"""Abbreviations that often end a sentence: a capitalised pronoun or determiner after one starts a new sentence
("at 10:30 a.m. The office ...") (decomposition/sentences.py)."""

STORED_TEXT_ABBREVIATIONS = _subset("e.g i.e etc vs mr mrs ms dr no approx inc ltd st u.s a.m p.m")
"""The abbreviations the splitter whose sentence numbers are stored reads (decomposition/anchors.py): the list
it numbered stored evidence with, which may not grow for the reason `SENTENCE_END_BEFORE_SPACE` gives."""
