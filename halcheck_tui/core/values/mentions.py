"""Values as people write them, parsed into comparable forms: money, numbers, dates, times, ids.

Both sides of a record check go through here: a claim's specifics ("€408.80", "May 10th", "4/18",
"two refills", "1 pm", "QX7-221") and a record leaf's value (408.8, "2026-05-10", "13:00",
"qx7-221"). Formats, units and number words are general knowledge of how figures are written, not any
one tool's schema. An ambiguous form keeps every reading ("04/05" is 4 May or 5 April; "2.350" is
2.35 or 2350) so a value agrees when any reading agrees and disagrees only when none does.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import takewhile

from ..language.calendar_words import day_period_said
from ..language.numbers import COUNTING_MULTIPLES, COUNTING_ORDINALS, number_in_words
from .currencies import ISO_CODES, english_marks, prefixed_mark
from .leaf_values import number_readings, valid_date
from .patterns import (
    CALENDAR_DATE,
    CLOCK_TIME,
    CLOCK_TIME_RANGE,
    CURRENCY_MARKS,
    CURRENCY_WORD_AFTER,
    CURRENCY_WORDS,
    DOLLAR_CURRENCIES,
    HOURS_AND_MINUTES,
    IDENTIFIER,
    ISO_CURRENCIES,
    KRONA_CURRENCIES,
    MONEY_AMOUNT,
    NUMBER_SCALE,
    NUMBER_WORD_VALUES,
    ONE_CURRENCY_UNIT,
    ORDINAL_SUFFIX,
    WRITTEN_NUMBER,
    month_number,
    normalise_identifier,
)
from .units import UNITS


def currencies_agree(claimed: str | None, recorded: str | None) -> bool:
    if not claimed or not recorded or claimed == recorded:
        return True
    if claimed == "$":
        return recorded in DOLLAR_CURRENCIES
    if claimed == "SEK" and recorded in KRONA_CURRENCIES:
        return True
    return False


@dataclass(frozen=True)
class Specific:
    """One checkable specific in a claim, with its span in the claim's text."""

    kind: str
    """money | number | date | time | identifier"""
    start: int
    end: int
    text: str
    readings: frozenset
    """Every value it can mean: floats for money and numbers, (y|None, m, d) for dates, minutes for times,
    a normalised string for identifiers."""
    currency: str | None = None
    unit: str | None = None


# A bare number or a number word, with its scale: what is left once money, dates, times and ids are read.
_NUMBER = re.compile(rf"(?<![\w.,:/$€£¥#-])(?P<n>{WRITTEN_NUMBER}){NUMBER_SCALE}(?![/:]|[.,]\d|\d|\([a-z]\))"
                     rf"|\b(?P<w>{'|'.join(sorted(NUMBER_WORD_VALUES, key=len, reverse=True))})\b", re.IGNORECASE)
# Number words that rarely state a field's figure: ordinals and "once"/"twice" ("the second item" is a scope).
_NOT_A_COUNT = frozenset({*COUNTING_ORDINALS, *COUNTING_MULTIPLES, "half"})
# Words after "one" that make it a pronoun, not a count ("the new one", "one of", "one that").
_NOT_COUNTED = {"of", "that", "which", "who", "is", "was", "will", "can", "you", "we", "i", "it", "to", "and", "or",
                "more", "another", "day", "time"}
# A figure with its unit glued on (284k, 1.284M, 20mg, 5GB) or hyphened (20-mg): a number, never an id.
_NUMBER_WITH_UNIT = re.compile(r"\d+(?:[.,]\d+)?(?:[kKmMbB]|[a-z]{1,5}|GB|MB|TB|KB|GHz|MHz|kWh|Mbps)")
_HYPHENED_UNIT = re.compile(r"\d+(?:[.,]\d+)?-[a-z]+(?:-[a-z]+)?")
# The word right after a number, read as its unit ("3 refills", "12%").
_UNIT_AFTER = re.compile(r"\s*(?:-\s*)?(?P<unit>%|percent|[a-z]+)", re.IGNORECASE)
# The hour and minutes at the start of a range's first end ("1" of "1-5pm", "9:30" of "9:30 to 11am").
_RANGE_HOUR = re.compile(r"(\d{1,2})(?::(\d{2}))?")




def _year(raw: str | None) -> int | None:
    if not raw:
        return None
    y = int(raw)
    return y + 2000 if y < 100 else y


def _free(found: list[Specific], a: int, b: int) -> bool:
    """Whether the span a..b overlaps nothing read so far: the first kind to claim a span keeps it."""
    return all(b <= s.start or a >= s.end for s in found)


def _add_durations(text: str, found: list[Specific]) -> None:
    """Hours and minutes ("2 hours 15 minutes") as one figure, in minutes or hours, before its numbers alone."""
    for m in HOURS_AND_MINUTES.finditer(text):
        hours, minutes = float(m.group("h")), float(m.group("m"))
        found.append(Specific("number", m.start(), m.end(), m.group(0),
                              frozenset({hours * 60 + minutes, round(hours + minutes / 60, 6)}), unit="minutes"))


def currency_of(mark: str) -> str | None:
    """The ISO code, "$" (any dollar), "cent" or "pence" a written currency mark, code or word stands for; a sign
    after its country's capitals ("TT$") last, by `currencies.prefixed_mark`."""
    upper = mark.upper() if mark.upper() in ISO_CURRENCIES or mark in ISO_CODES else None
    return upper or CURRENCY_MARKS.get(mark) or CURRENCY_MARKS.get(mark.capitalize()) or english_marks().get(mark) \
        or CURRENCY_WORDS.get(mark.lower()) or prefixed_mark(mark)


def _add_money(text: str, found: list[Specific]) -> None:
    """Amounts with a mark, code or currency word ("€408.80", "95 cents"); hundredths read in the whole unit."""
    for m in MONEY_AMOUNT.finditer(text):
        if not _free(found, m.start(), m.end()):
            continue
        currency = currency_of(m.group("pre") or m.group("post"))
        readings = number_readings(m.group("n1") or m.group("n2"), m.group("s1") or m.group("s2"))
        if currency == "cent":
            readings, currency = frozenset(round(r / 100, 6) for r in readings), None
        elif currency == "pence":
            readings, currency = frozenset(round(r / 100, 6) for r in readings), "GBP"
        found.append(Specific("money", m.start(), m.end(), m.group(0), readings, currency))
    for m in ONE_CURRENCY_UNIT.finditer(text):
        if _free(found, m.start(), m.end()):
            found.append(Specific("money", m.start(), m.end(), m.group(0), frozenset({1.0}),
                                  CURRENCY_WORDS[m.group("word").lower()]))


def _date_readings(m: re.Match) -> set[tuple[int | None, int, int]] | None:
    """Every (year or None, month, day) a date match can mean; None when the match is not a date after all."""
    if m.group("iy"):
        return {(int(m.group("iy")), int(m.group("im")), int(m.group("id")))}
    if m.group("m1") or m.group("m2"):
        if (m.group("m2") or "").lower() == "may" and not m.group("d2"):
            return None
        month, day = month_number(m.group("m1") or m.group("m2")), int(m.group("d1") or m.group("d2"))
        year = _year(m.group("y1") or m.group("y2"))
        readings = {(year, month, day)}
        other = m.group("d1a") or m.group("d2b")  # "10-13 April", "March 1-15": both ends of the range
        if other:
            readings.add((year, month, int(other)))
        return readings
    if m.group("sep") == "." and not m.group("y3"):
        return None  # "2.35" is a number, not a date
    if m.group("sep") == "-" and len(m.group("y3") or "") != 4:
        return None  # "3-5" is a range and "10-12-26" a code; "19-03-2026" is a date
    a, b, year = int(m.group("a")), int(m.group("b")), _year(m.group("y3"))
    return {(year, a, b), (year, b, a)}


def _add_dates(text: str, found: list[Specific]) -> None:
    for m in CALENDAR_DATE.finditer(text):
        if not _free(found, m.start(), m.end()):
            continue
        readings = {r for r in _date_readings(m) or () if 1 <= r[1] <= 12 and valid_date(*r)}
        if readings:
            found.append(Specific("date", m.start(), m.end(), m.group(0).strip(), frozenset(readings)))


def _add_range_times(text: str, found: list[Specific]) -> None:
    """The first hour of "1-5pm" or "between 9 and 11 am", which takes the am/pm written after the second."""
    ranges = {m.start("h"): m.group("ap").lower() for m in CLOCK_TIME_RANGE.finditer(text)}
    for start, ap in ranges.items():
        m = _RANGE_HOUR.match(text, start)
        if m and _free(found, start, m.end()):
            h, mm = int(m.group(1)), int(m.group(2) or 0)
            if h <= 12:
                found.append(Specific("time", start, m.end(), m.group(0),
                                      frozenset({(h % 12 + (12 if ap == "p" else 0)) * 60 + mm})))


def _clock_minutes(m: re.Match) -> int | None:
    """Minutes after midnight of a clock-time match; None for an hour over 12 with am/pm."""
    if m.group("noon"):
        return 0 if m.group("noon").lower() == "midnight" else 720
    if m.group("h24"):
        return int(m.group("h24")) * 60 + int(m.group("m24"))
    h, mm = int(m.group("h")), int(m.group("m") or 0)
    if h > 12:
        return None
    return (h % 12 + (12 if m.group("ap").lower().startswith("p") else 0)) * 60 + mm


def _add_times(text: str, found: list[Specific]) -> None:
    for m in CLOCK_TIME.finditer(text):
        minutes = _clock_minutes(m) if _free(found, m.start(), m.end()) else None
        hour = m.group("h24")
        if minutes is not None and hour and not hour.startswith("0") and 1 <= int(hour) <= 11 \
                and day_period_said(text[m.end():m.end() + 24]) not in (None, "morning1"):
            minutes += 720  # "3:30 in the afternoon" is 15:30: a 12-hour clock time with its day period in words
        if minutes is not None:
            found.append(Specific("time", m.start(), m.end(), m.group(0), frozenset({minutes})))


def _add_identifiers(text: str, found: list[Specific]) -> None:
    for m in IDENTIFIER.finditer(text):
        if _free(found, m.start(), m.end()):
            token = m.group(0).rstrip(".-/")
            if _NUMBER_WITH_UNIT.fullmatch(token) or _HYPHENED_UNIT.fullmatch(token):
                continue  # 284k, 1.284M, 20mg, 5GB: a figure with its unit, read below as a number
            if len(normalise_identifier(token)) >= 3:
                found.append(Specific("identifier", m.start(), m.start() + len(token), token,
                                      frozenset({normalise_identifier(token)})))


def _word_count(text: str, m: re.Match) -> frozenset | None:
    """The value of a number word that counts something; None for an ordinal or "one" used as a pronoun."""
    word = m.group("w").lower()
    if word in _NOT_A_COUNT:
        return None
    after = re.match(r"\s+(?P<next>[a-z-]+)", text[m.end():], re.IGNORECASE)
    if word == "one" and (not after or after.group("next").lower() in _NOT_COUNTED):
        return None
    return frozenset({float(NUMBER_WORD_VALUES[word])})


# Two plain numbers joined as a range ("5-10 business days", "5 to 10 days", "3–4 weeks"). Why: the hyphen
# before the second end keeps `_NUMBER` from reading it (a hyphen also joins codes), and the first end's unit
# is the word after the second end, not the joining word.
_NUMBER_RANGE = re.compile(r"(?<![\w.,:/$€£¥#-])(?P<a>\d+(?:[.,]\d+)?)\s*(?:-|–|—|to)\s*(?P<b>\d+(?:[.,]\d+)?)"
                           r"(?![\w.,:/-]?\d)")


def _add_number_ranges(text: str, found: list[Specific]) -> None:
    for m in _NUMBER_RANGE.finditer(text):
        if not _free(found, m.start(), m.end()):
            continue
        unit = _UNIT_AFTER.match(text, m.end())
        unit_word = unit.group("unit").lower() if unit else None
        for end in ("a", "b"):
            found.append(Specific("number", m.start(end), m.end(end), m.group(end), number_readings(m.group(end)),
                                  unit=unit_word))


def _add_numbers(text: str, found: list[Specific]) -> None:
    """Every number left, in digits or a word, with the word after it as its unit."""
    _add_number_ranges(text, found)
    for m in _NUMBER.finditer(text):
        if not _free(found, m.start(), m.end()):
            continue
        readings = _word_count(text, m) if m.group("w") else number_readings(m.group("n"), m.group("scale"))
        if readings is None:
            continue
        unit = _UNIT_AFTER.match(text, m.end())
        found.append(Specific("number", m.start(), m.end(), m.group(0), readings,
                              unit=unit.group("unit").lower() if unit else None))


# The readers in the order they claim spans: a duration before its numbers, money before a bare number, a date
# before a time or an id, an id before the plain numbers it holds.
_READERS = (_add_durations, _add_money, _add_dates, _add_range_times, _add_times, _add_identifiers, _add_numbers)


def specifics(text: str) -> list[Specific]:
    """Money, dates, times, identifiers and numbers in a claim, without overlaps (the first kind wins)."""
    found: list[Specific] = []
    for read in _READERS:
        read(text, found)
    worded = _worded_measures(text, _worded_numbers(text, sorted(found, key=lambda s: s.start)))
    return _range_ends(text, _worded_money(text, worded))


def _word_value(s: Specific) -> float | None:
    worded = s.kind == "number" and re.fullmatch(r"[A-Za-z]+(?:[ -][A-Za-z]+)*", s.text) and len(s.readings) == 1
    return next(iter(s.readings)) if worded else None


def _worded_numbers(text: str, found: list[Specific]) -> list[Specific]:
    """Numbers written in words over several words: "twenty-five", "two hundred", "three hundred and forty"."""
    out: list[Specific] = []
    for s in found:
        prev = out[-1] if out else None
        join = text[prev.end:s.start] if prev is not None else ""
        a, b = (_word_value(prev), _word_value(s)) if prev is not None else (None, None)
        value = number_in_words(text[prev.start:s.end]) if a is not None and b is not None \
            and join in ("-", " ", " and ") else None
        if value is None:
            out.append(s)
            continue
        out[-1] = Specific("number", prev.start, s.end, text[prev.start:s.end], frozenset({float(value)}), unit=s.unit)
    return out


# A fraction said after a whole number ("two and a half hours", "one and a quarter miles"): one figure with it.
_FRACTION_TAILS = (" and a half", " and a quarter", " and three quarters")
# Spans of time said in words alone, in minutes: "half an hour" is 30 minutes as "30 minutes" is.
_SPANS_IN_WORDS = (("three quarters of an hour", 45.0), ("a quarter of an hour", 15.0), ("half an hour", 30.0))
# The minutes a clock time says in words after its hour ("nine-thirty"); other pairs ("five-fifty") are as
# often a price or a count, so only the quarter hours are read as a time.
_CLOCK_MINUTE_WORDS = {15.0, 30.0, 45.0}


def _unit_size(word: str | None) -> float | None:
    """Seconds in a unit of time as the one units table writes it ("hours" 3600, "mins" 60), else None."""
    found = UNITS.get(word.lower()) if word else None
    return found[1] if found and found[0] == "time" else None


def _next_word(text: str, at: int) -> str | None:
    """The word starting after the spaces at `at`, lower-cased, without trailing punctuation."""
    rest = text[at:].lstrip()
    word = rest.split(" ", 1)[0].strip(".,;:!?)(").lower() if rest else ""
    return word or None


def _worded_measures(text: str, found: list[Specific]) -> list[Specific]:
    """Figures written as words over several numbers: "two and a half hours" (2.5 hours), "three hours and
    fifteen minutes" (195 minutes), "half an hour" (30 minutes), "nine-thirty" (9:30, morning or evening).
    Read here, beside the digits' readers, so a reply that spells a figure out is compared as one that writes
    it in digits, not as a count with the unit "and"."""
    lowered = text.lower()
    out: list[Specific] = []
    for s in found:
        value = _word_value(s) if s.kind == "number" else None
        tail = next((t for t in _FRACTION_TAILS if lowered.startswith(t, s.end)), None) if s.kind == "number" else None
        if tail and len(s.readings) == 1:
            whole = next(iter(s.readings))
            end = s.end + len(tail)
            share = number_in_words(tail.replace(" and ", "", 1).strip())
            if share is not None:
                out.append(Specific("number", s.start, end, text[s.start:end], frozenset({round(whole + share, 6)}),
                                    unit=_next_word(text, end)))
                continue
        if out and out[-1].end > s.start:
            continue  # inside a figure just read ("half" of "two and a half")
        prev = out[-1] if out else None
        prev_value = _word_value(prev) if prev is not None else None
        joined = text[prev.end:s.start] if prev is not None else ""
        if prev is not None and _unit_size(prev.unit) == 3600.0 and s.kind == "number" and _unit_size(s.unit) == 60.0 \
                and _unit_size(joined.strip().lower().removesuffix(" and")) == 3600.0 \
                and len(prev.readings) == 1 and len(s.readings) == 1:
            hours, minutes = next(iter(prev.readings)), next(iter(s.readings))
            end = s.end + len(s.unit) + (len(text[s.end:]) - len(text[s.end:].lstrip()))
            out[-1] = Specific("number", prev.start, end, text[prev.start:end],
                               frozenset({hours * 60 + minutes, round(hours + minutes / 60, 6)}), unit="minutes")
            continue
        if prev_value is not None and value in _CLOCK_MINUTE_WORDS and joined == "-" and prev_value == int(prev_value) \
                and 1 <= prev_value <= 12:
            hour = int(prev_value) % 12
            out[-1] = Specific("time", prev.start, s.end, text[prev.start:s.end],
                               frozenset({hour * 60 + int(value), (hour + 12) * 60 + int(value)}))
            continue
        out.append(s)
    for phrase, minutes in _SPANS_IN_WORDS:
        at = lowered.find(phrase)
        if at >= 0 and all(s.end <= at or s.start >= at + len(phrase) for s in out):
            out.append(Specific("number", at, at + len(phrase), text[at:at + len(phrase)],
                                frozenset({minutes, round(minutes / 60, 6)}), unit="minutes"))
    return sorted(out, key=lambda s: s.start)


# The cents after an amount in words ("... dollars and seventy-eight cents", "... pounds and 40 pence").
_CENTS_AFTER = re.compile(r"\s+and\s+(?P<n>\d{1,2}|[a-z]+(?:[ -][a-z]+)?)\s+(?:cents?|pence)\b", re.IGNORECASE)


def _worded_money(text: str, found: list[Specific]) -> list[Specific]:
    out: list[Specific] = []
    for s in found:
        if out and s.start < out[-1].end:
            continue  # the cents of the amount before it ("... and 40 pence")
        m = CURRENCY_WORD_AFTER.match(text, s.end) if s.kind == "number" and re.fullmatch(r"[A-Za-z -]+", s.text) else None
        if m:
            end, readings = m.end(), s.readings
            cents = _CENTS_AFTER.match(text, end)
            hundredths = (float(cents.group("n")) if cents and cents.group("n").isdigit()
                          else number_in_words(cents.group("n")) if cents else None)
            if hundredths is not None and 0 <= hundredths < 100:
                # "six dollars and seventy-eight cents" is 6.78
                end, readings = cents.end(), frozenset(r + hundredths / 100 for r in readings)
            else:
                # "thirty-one dollars fifty" is 31.50, as a price is said aloud: the cents in words, and nothing
                # after them in the clause (so "ten dollars fifty times" stays ten dollars)
                word = _next_word(text, end)
                at = text.lower().find(word, end) if word else -1
                after = at + len(word) if at >= 0 else -1
                said = number_in_words(word) if word and word.replace("-", "").isalpha() else None
                if said is not None and after >= 0 and 10 <= said < 100 and said == int(said) \
                        and (after >= len(text) or text[after] in ".,;:!?)"):
                    end, readings = after, frozenset(r + said / 100 for r in readings)
            s = Specific("money", s.start, end, text[s.start:end], readings, CURRENCY_WORDS[m.group("word").lower()])
        out.append(s)
    return out


# Between the two ends of a range of days. Why: "from 10 to 14 January" and "January 10 through 14" write the
# month once; the bare day is a date in that month, not a number.
_RANGE_JOIN = re.compile(r"\s*(?:-|–|to|until|till|through|thru|and)\s*", re.IGNORECASE)
# A bare day of the month ("14", "14th").
_DAY = re.compile(rf"\d{{1,2}}{ORDINAL_SUFFIX}?")


def _range_ends(text: str, found: list[Specific]) -> list[Specific]:
    """A bare day beside a date across a range word takes that date's month and year."""
    out = list(found)
    for i, s in enumerate(found):
        if s.kind != "number" or not _DAY.fullmatch(s.text):
            continue
        day = int("".join(takewhile(str.isdigit, s.text)))
        after = found[i + 1] if i + 1 < len(found) else None
        before = found[i - 1] if i > 0 else None
        if after is not None and after.kind == "date" and _RANGE_JOIN.fullmatch(text[s.end:after.start]) \
                and after.text[:1].isdigit():
            months = {(y, m) for y, m, _ in after.readings}
        elif before is not None and before.kind == "date" and _RANGE_JOIN.fullmatch(text[before.end:s.start]) \
                and re.match(r"[A-Za-z]", before.text):
            months = {(y, m) for y, m, _ in before.readings}
        else:
            continue
        readings = frozenset((y, m, day) for y, m in months if valid_date(y, m, day))
        if readings:
            out[i] = Specific("date", s.start, s.end, s.text, readings)
    return out
