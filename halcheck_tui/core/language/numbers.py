"""How English writes numbers in words: the one table every level reads.

General English, not any business's words: the cardinals, tens and scales, ordinals, the common fractions
("half", "a quarter", "three quarters") and multiples ("twice", "a dozen"). Where it came from: the word
lists of any English grammar; nothing here was taken from a labelled case. `number_in_words` reads a whole
phrase ("twenty-five", "two hundred and forty", "three quarters", "twenty-first"), so a claim that writes
a figure out is compared with the record's digits as the same number.
"""
from __future__ import annotations

from .tokens import LETTER_RUN_IGNORING_CASE

CARDINALS: tuple[str, ...] = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                              "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                              "eighteen", "nineteen", "twenty")
"""The counts written as one word, zero to twenty, in value order."""
TENS: dict[str, int] = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
                        "eighty": 80, "ninety": 90}
SCALES: dict[str, int] = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
ORDINALS: dict[str, int] = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
    "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
    "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
}
"""Ordinal words and the number they rank; "twenty-first" is read as tens plus an ordinal."""
FRACTIONS: dict[str, float] = {"half": 0.5, "halves": 0.5, "quarter": 0.25, "quarters": 0.25, "third": 1 / 3,
                               "thirds": 1 / 3, "fifth": 0.2, "fifths": 0.2, "tenth": 0.1, "tenths": 0.1}
"""A fraction word's share of one ("a quarter" 0.25; "three quarters" is three times it)."""
MULTIPLES: dict[str, int] = {"once": 1, "twice": 2, "single": 1, "double": 2, "triple": 3, "dozen": 12}
"""Words that say how many times, or a count by another name."""

COUNTING_ORDINALS: tuple[str, ...] = tuple(word for word, rank in ORDINALS.items() if rank <= 5)
"""The ordinals a claim may count with ("a third visit"); past "fifth" an ordinal names a position, not a count."""
COUNTING_MULTIPLES: tuple[str, ...] = tuple(word for word, times in MULTIPLES.items() if times <= 2)
"""The multiples a claim may count with ("billed twice")."""

CARDINAL_VALUES: dict[str, int] = {**{word: value for value, word in enumerate(CARDINALS)}, **TENS}
"""Every one-word count: zero to twenty and the tens."""


def number_in_words(phrase: str) -> float | None:
    """The number a phrase writes in words, or None if any word is not part of a number.

    "twenty-five" 25, "two hundred and forty" 240, "one thousand two hundred" 1200, "a quarter" 0.25,
    "three quarters" 0.75, "one and a half" 1.5, "twenty-first" 21, "a dozen" 12, "twice" 2, "half" 0.5."""
    words = [w.lower() for w in LETTER_RUN_IGNORING_CASE.findall(phrase)]
    if len(words) == 1 and words[0] in MULTIPLES:
        return float(MULTIPLES[words[0]])
    total, current, last_count, article, seen = 0.0, 0.0, None, False, False
    for i, word in enumerate(words):
        final = i == len(words) - 1
        if word in ("a", "an") and not final and not article:
            article = True  # "a quarter", "a hundred", "a dozen": the article counts one
            continue
        if word == "and" and seen and not final and not article:
            continue
        fraction = word in FRACTIONS and final and (article or word.endswith("s") or word not in ORDINALS)
        if article and not (fraction or word in SCALES or word == "dozen"):
            return None
        if fraction:
            count = 1 if article or last_count is None else last_count
            current += count * FRACTIONS[word] - (0 if article or last_count is None else last_count)
        elif word in CARDINAL_VALUES:
            if last_count is not None and not (last_count in TENS.values() and 0 < CARDINAL_VALUES[word] < 10):
                return None  # "one two" is two numbers; only "twenty-five" joins a unit to its tens
            last_count = CARDINAL_VALUES[word]
            current += last_count
        elif word in SCALES or word == "dozen":
            current = (current or 1) * SCALES.get(word, 12)
            if SCALES.get(word, 0) >= 1000:
                total, current = total + current, 0.0
            last_count = None
        elif word in ORDINALS and final and (last_count is None or last_count in TENS.values()):
            current += ORDINALS[word]
        else:
            return None
        article, seen = False, True
    return total + current if seen else None
