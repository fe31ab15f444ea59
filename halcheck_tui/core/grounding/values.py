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
from datetime import date
from functools import lru_cache
from typing import Any

from ..patterns import MONTH_PATTERN

NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "single": 1, "double": 2,
    "once": 1, "twice": 2, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "half": 0.5,
}

# Currency marks and the ISO code each stands for. "$" alone is read as any dollar.
CURRENCY_MARKS = {
    "US$": "USD", "CA$": "CAD", "C$": "CAD", "A$": "AUD", "AU$": "AUD", "NZ$": "NZD", "HK$": "HKD", "S$": "SGD",
    "R$": "BRL", "MX$": "MXN", "$": "$", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "₩": "KRW", "₽": "RUB",
    "₺": "TRY", "₪": "ILS", "₫": "VND", "₱": "PHP", "฿": "THB", "zł": "PLN", "Rs.": "INR", "Rs": "INR", "kr": "SEK",
    "Fr.": "CHF", "CHF": "CHF",
}
CURRENCY_WORDS = {"dollar": "$", "dollars": "$", "euro": "EUR", "euros": "EUR", "pound": "GBP", "pounds": "GBP",
                  "yen": "JPY", "rupee": "INR", "rupees": "INR", "krona": "SEK", "kronor": "SEK", "krone": "SEK",
                  "cents": "cent", "cent": "cent", "¢": "cent", "pence": "pence", "p": "pence"}
ISO_CURRENCIES = frozenset("""USD EUR GBP JPY INR AUD CAD NZD CHF SEK NOK DKK PLN CZK HUF BRL MXN ZAR SGD HKD CNY KRW
TRY ILS AED SAR THB PHP VND IDR MYR RUB""".split())
_DOLLARS = {"USD", "CAD", "AUD", "NZD", "HKD", "SGD", "MXN"}
_KR = {"SEK", "NOK", "DKK"}


def currencies_agree(claimed: str | None, recorded: str | None) -> bool:
    if not claimed or not recorded or claimed == recorded:
        return True
    if claimed == "$":
        return recorded in _DOLLARS
    if claimed == "SEK" and recorded in _KR:
        return True
    return False


# A number as written: 1,118.80 / 2.350,00 / 1 060 / 1.284M / 284k / 12.5
_NUM = r"\d{1,3}(?:[,.\u202f\u00a0 ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?"
_SCALE = r"(?:\s?(?P<scale>[kKmMbB]|million|billion|thousand|bn)\b)?"


def number_readings(raw: str, scale: str | None = None) -> frozenset[float]:
    """Every value a written number can mean: '2.350' -> {2.35, 2350}; '1,118.80' -> {1118.8}."""
    s = raw.replace("\u202f", " ").replace("\u00a0", " ")
    readings: set[float] = set()
    if " " in s:
        readings.add(float(s.replace(" ", "").replace(",", ".")))
    else:
        commas, dots = s.count(","), s.count(".")
        if commas and dots:
            if s.rfind(",") > s.rfind("."):   # 2.350,00
                readings.add(float(s.replace(".", "").replace(",", ".")))
            else:                              # 1,118.80
                readings.add(float(s.replace(",", "")))
        elif commas or dots:
            sep = "," if commas else "."
            parts = s.split(sep)
            if len(parts) > 2:
                readings.add(float("".join(parts)))
            else:
                if len(parts[1]) == 3:
                    readings.add(float("".join(parts)))
                if sep == "." or len(parts[1]) != 3:
                    readings.add(float(parts[0] + "." + parts[1]))
        else:
            readings.add(float(s))
    factor = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9}
    if scale:
        f = factor.get(scale.lower(), 1.0)
        readings = {r * f for r in readings} | readings
    return frozenset(round(r, 6) for r in readings)


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


_MARKS = sorted(CURRENCY_MARKS, key=len, reverse=True)
_MARK_RE = "|".join(re.escape(m) for m in _MARKS)
_CODES = "|".join(sorted(ISO_CURRENCIES))
_MONEY = re.compile(
    rf"(?<![\w$])(?P<pre>{_MARK_RE}|(?:{_CODES})\b)\s?(?P<n1>{_NUM}){_SCALE.replace('scale', 's1')}"
    rf"|(?<![\w.,])(?P<n2>{_NUM}){_SCALE.replace('scale', 's2')}\s?(?P<post>(?:{_CODES})\b|€|¢|kr\b|zł|"
    rf"(?:dollars?|euros?|pounds?|yen|rupees?|kronor|krona|krone|cents?|pence)\b|(?<=\d)p(?![.\w]))", re.IGNORECASE)
# "every pound", "per dollar", "a euro": one unit of the currency, written as a word.
_ONE_UNIT = re.compile(r"\b(?:a|an|one|every|each|per)\s+(?P<word>dollar|euro|pound)\b", re.IGNORECASE)
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"]
_DATE = re.compile(
    r"\b(?P<iy>\d{4})-(?P<im>\d{1,2})-(?P<id>\d{1,2})(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})?)?\b"
    rf"|\b(?:(?P<d1a>\d{{1,2}})(?:st|nd|rd|th)?\s*[-–]\s*)?(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+(?P<m1>{MONTH_PATTERN})\.?(?:,?\s+(?P<y1>\d{{4}}))?\b"
    rf"|\b(?P<m2>{MONTH_PATTERN})\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b(?:\s*[-–]\s*(?P<d2b>\d{{1,2}})(?:st|nd|rd|th)?\b)?(?:,?\s+(?P<y2>\d{{4}}))?"
    r"|\b(?P<a>\d{1,2})(?P<sep>[/.])(?P<b>\d{1,2})(?:(?P=sep)(?P<y3>\d{4}|\d{2}))?\b(?![.,]\d)",
    re.IGNORECASE)
_TIME = re.compile(
    r"\b(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s?(?P<ap>a\.?m\.?|p\.?m\.?)(?![a-z])"
    r"|\b(?P<h24>[01]?\d|2[0-3]):(?P<m24>[0-5]\d)(?::\d{2})?\b"
    r"|\b(?P<noon>noon|midday|midnight)\b", re.IGNORECASE)
# "between 1 and 5 pm", "1-5pm", "from 9 to 11 am": the first hour shares the second's am/pm.
_TIME_RANGE = re.compile(r"\b(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?:-|–|to|and|until)\s*(?=\d{1,2}(?::\d{2})?\s?(?P<ap>[ap])\.?m)",
                         re.IGNORECASE)
_IDENT = re.compile(r"#\s?\d{3,}\b|(?<![\w$€£¥.,])(?=[\w./-]*\d)(?=[\w./-]*[A-Za-z])[A-Za-z0-9](?:[\w./-]*[A-Za-z0-9])?"
                    r"|(?<![\w$€£¥.,:/])\d{5,}(?![.,:/]?\d)"
                    r"|(?<![\w$€£¥.,:/-])\d{2,}-\d{3,}(?:-\d+)*(?![\w.,:/-]?\d)"  # 44-1209: digit groups, not a range
                    r"(?!\s*(?:[a-z]+\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?|km|miles?|kg|lbs?|units?|items?|%))")
_NUMBER = re.compile(rf"(?<![\w.,:/$€£¥#-])(?P<n>{_NUM}){_SCALE}(?![/:]|[.,]\d|\d|\([a-z]\))"
                     rf"|\b(?P<w>{'|'.join(sorted(NUMBER_WORDS, key=len, reverse=True))})\b", re.IGNORECASE)
_DURATION = re.compile(r"\b(?P<h>\d{1,3})\s*(?:hours?|hrs?|h)\s*(?:and\s+)?(?P<m>\d{1,2})\s*(?:minutes?|mins?|m)\b",
                       re.IGNORECASE)
_NOT_COUNTED = {"of", "that", "which", "who", "is", "was", "will", "can", "you", "we", "i", "it", "to", "and", "or",
                "more", "another", "day", "time"}
_NUMBER_WITH_UNIT = re.compile(r"\d+(?:[.,]\d+)?(?:[kKmMbB]|[a-z]{1,5}|GB|MB|TB|KB|GHz|MHz|kWh|Mbps)")
_UNIT_AFTER = re.compile(r"\s*(?:-\s*)?(?P<unit>%|percent|[a-z]+)", re.IGNORECASE)


def month_number(name: str) -> int:
    return next(i for i, full in enumerate(MONTHS, 1) if full.startswith(name.lower()[:3]))


def _valid(y: int | None, m: int, d: int) -> bool:
    try:
        date(y or 2024, m, d)
    except ValueError:
        return False
    return True


def _year(raw: str | None) -> int | None:
    if not raw:
        return None
    y = int(raw)
    return y + 2000 if y < 100 else y


def specifics(text: str) -> list[Specific]:
    """Money, dates, times, identifiers and numbers in a claim, without overlaps (the first kind wins)."""
    found: list[Specific] = []

    def free(a: int, b: int) -> bool:
        return all(b <= s.start or a >= s.end for s in found)

    for m in _DURATION.finditer(text):
        hours, minutes = float(m.group("h")), float(m.group("m"))
        found.append(Specific("number", m.start(), m.end(), m.group(0),
                              frozenset({hours * 60 + minutes, round(hours + minutes / 60, 6)}), unit="minutes"))
    for m in _MONEY.finditer(text):
        if not free(m.start(), m.end()):
            continue
        raw = m.group("n1") or m.group("n2")
        scale = m.group("s1") or m.group("s2")
        mark = m.group("pre") or m.group("post")
        upper = mark.upper() if mark.upper() in ISO_CURRENCIES else None
        currency = upper or CURRENCY_MARKS.get(mark) or CURRENCY_MARKS.get(mark.capitalize()) \
            or CURRENCY_WORDS.get(mark.lower())
        readings = number_readings(raw, scale)
        if currency == "cent":
            readings, currency = frozenset(round(r / 100, 6) for r in readings), None
        elif currency == "pence":
            readings, currency = frozenset(round(r / 100, 6) for r in readings), "GBP"
        found.append(Specific("money", m.start(), m.end(), m.group(0), readings, currency))
    for m in _ONE_UNIT.finditer(text):
        if free(m.start(), m.end()):
            found.append(Specific("money", m.start(), m.end(), m.group(0), frozenset({1.0}),
                                  CURRENCY_WORDS[m.group("word").lower()]))
    for m in _DATE.finditer(text):
        if not free(m.start(), m.end()):
            continue
        readings: set[tuple[int | None, int, int]] = set()
        if m.group("iy"):
            readings.add((int(m.group("iy")), int(m.group("im")), int(m.group("id"))))
        elif m.group("m1") or m.group("m2"):
            month = month_number(m.group("m1") or m.group("m2"))
            day = int(m.group("d1") or m.group("d2"))
            if (m.group("m2") or "").lower() == "may" and not m.group("d2"):
                continue
            year = _year(m.group("y1") or m.group("y2"))
            readings.add((year, month, day))
            other = m.group("d1a") or m.group("d2b")  # "10-13 April", "March 1-15": both ends of the range
            if other:
                readings.add((year, month, int(other)))
        else:
            a, b, year = int(m.group("a")), int(m.group("b")), _year(m.group("y3"))
            if m.group("sep") == "." and not m.group("y3"):
                continue  # "2.35" is a number, not a date
            readings.update({(year, a, b), (year, b, a)})
        readings = {r for r in readings if 1 <= r[1] <= 12 and _valid(*r)}
        if readings:
            found.append(Specific("date", m.start(), m.end(), m.group(0).strip(), frozenset(readings)))
    ranges = {}
    for m in _TIME_RANGE.finditer(text):
        ranges[m.start("h")] = m.group("ap").lower()
    for start, ap in ranges.items():
        m = re.match(r"(\d{1,2})(?::(\d{2}))?", text[start:])
        if m and free(start, start + m.end()):
            h, mm = int(m.group(1)), int(m.group(2) or 0)
            if h <= 12:
                found.append(Specific("time", start, start + m.end(), m.group(0),
                                      frozenset({(h % 12 + (12 if ap == "p" else 0)) * 60 + mm})))
    for m in _TIME.finditer(text):
        if not free(m.start(), m.end()):
            continue
        if m.group("noon"):
            minutes = {0 if m.group("noon").lower() == "midnight" else 720}
        elif m.group("h24"):
            minutes = {int(m.group("h24")) * 60 + int(m.group("m24"))}
        else:
            h, mm = int(m.group("h")), int(m.group("m") or 0)
            if h > 12:
                continue
            pm = m.group("ap").lower().startswith("p")
            minutes = {(h % 12 + (12 if pm else 0)) * 60 + mm}
        found.append(Specific("time", m.start(), m.end(), m.group(0), frozenset(minutes)))
    for m in _IDENT.finditer(text):
        if free(m.start(), m.end()):
            token = m.group(0).rstrip(".-/")
            if _NUMBER_WITH_UNIT.fullmatch(token) or re.fullmatch(r"\d+(?:[.,]\d+)?-[a-z]+(?:-[a-z]+)?", token):
                continue  # 284k, 1.284M, 20mg, 5GB: a figure with its unit, read below as a number
            if len(normalise_id(token)) >= 3:
                found.append(Specific("identifier", m.start(), m.start() + len(token), token,
                                      frozenset({normalise_id(token)})))
    for m in _NUMBER.finditer(text):
        if not free(m.start(), m.end()):
            continue
        if m.group("w"):
            word = m.group("w").lower()
            if word in ("second", "once", "twice", "half", "single", "double", "first", "third", "fourth", "fifth"):
                continue  # ordinals and "once"/"twice" rarely state a field's figure; "the second item" is a scope
            after = re.match(r"\s+(?P<next>[a-z-]+)", text[m.end():], re.IGNORECASE)
            if word == "one" and (not after or after.group("next").lower() in _NOT_COUNTED):
                continue  # "the new one", "one of", "one that": a pronoun, not a count
            readings = frozenset({float(NUMBER_WORDS[word])})
        else:
            readings = number_readings(m.group("n"), m.group("scale"))
        unit = _UNIT_AFTER.match(text, m.end())
        found.append(Specific("number", m.start(), m.end(), m.group(0), readings,
                              unit=unit.group("unit").lower() if unit else None))
    return _range_ends(text, _worded_money(text, _worded_numbers(text, sorted(found, key=lambda s: s.start))))


_TENS = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
_UNITS_WORDS = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}


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
        if a is not None and b is not None and prev.text.lower() in _TENS and s.text.lower() in _UNITS_WORDS \
                and join in ("-", " "):
            value = a + b  # twenty-five
        elif a is not None and b == 100 and a < 10 and join == " ":
            value = a * 100  # two hundred
        elif a is not None and b is not None and a >= 100 and a % 100 == 0 and b < 100 and join in (" and ", " "):
            value = a + b  # two hundred and forty
        else:
            out.append(s)
            continue
        out[-1] = Specific("number", prev.start, s.end, text[prev.start:s.end], frozenset({float(value)}), unit=s.unit)
    return out


# Currency said as a word after a number in words. Why: "forty dollars" is money, as "$40" is.
_CURRENCY_AFTER = re.compile(r"\s+(?P<word>dollars?|euros?|pounds?|yen|rupees?)\b", re.IGNORECASE)


def _worded_money(text: str, found: list[Specific]) -> list[Specific]:
    out = []
    for s in found:
        m = _CURRENCY_AFTER.match(text, s.end) if s.kind == "number" and re.fullmatch(r"[A-Za-z -]+", s.text) else None
        if m:
            s = Specific("money", s.start, m.end(), text[s.start:m.end()], s.readings,
                         CURRENCY_WORDS[m.group("word").lower()])
        out.append(s)
    return out


# Between the two ends of a range of days. Why: "from 10 to 14 January" and "January 10 through 14" write the
# month once; the bare day is a date in that month, not a number.
_RANGE_JOIN = re.compile(r"\s*(?:-|–|to|until|till|through|thru|and)\s*", re.IGNORECASE)
_DAY = re.compile(r"\d{1,2}(?:st|nd|rd|th)?")


def _range_ends(text: str, found: list[Specific]) -> list[Specific]:
    """A bare day beside a date across a range word takes that date's month and year."""
    out = list(found)
    for i, s in enumerate(found):
        if s.kind != "number" or not _DAY.fullmatch(s.text):
            continue
        day = int(re.match(r"\d+", s.text).group(0))
        after = found[i + 1] if i + 1 < len(found) else None
        before = found[i - 1] if i > 0 else None
        if after is not None and after.kind == "date" and _RANGE_JOIN.fullmatch(text[s.end:after.start]) \
                and re.match(r"\d", after.text):
            months = {(y, m) for y, m, _ in after.readings}
        elif before is not None and before.kind == "date" and _RANGE_JOIN.fullmatch(text[before.end:s.start]) \
                and re.match(r"[A-Za-z]", before.text):
            months = {(y, m) for y, m, _ in before.readings}
        else:
            continue
        readings = frozenset((y, m, day) for y, m in months if _valid(y, m, day))
        if readings:
            out[i] = Specific("date", s.start, s.end, s.text, readings)
    return out


def normalise_id(value: Any) -> str:
    return re.sub(r"[^A-Z0-9]", "", str(value).upper())


def looks_like_id(value: str) -> bool:
    return _looks_like_id(str(value))


@lru_cache(maxsize=8192)
def _looks_like_id(value: str) -> bool:
    """'QX7-221', 'RX-88213', '0419 2283 5571', '40917': a code to compare as written, not a word or a
    name with a figure in it ('Atorvastatin 20 mg tablets')."""
    s = str(value).strip()
    if not s or len(normalise_id(s)) < 3 or not any(c.isdigit() for c in s):
        return False
    tokens = s.split()
    if len(tokens) > 1:
        return all(any(c.isdigit() for c in t) or re.fullmatch(r"[A-Z]{1,5}", t) for t in tokens) \
            and all(re.fullmatch(r"[\w./#-]+", t) for t in tokens)
    if re.fullmatch(r"\d+(?:\.\d+)?", s.replace(",", "")):
        return bool(re.fullmatch(r"0\d{3,}|\d{5,}", s))  # a long or zero-led digit string is a code, 42.5 is not
    return bool(re.fullmatch(r"[#A-Za-z0-9][\w./#:-]*", s))


_ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$")
_CLOCK = re.compile(r"^([01]?\d|2[0-3]):([0-5]\d)(?::\d{2})?$")


_STAMP = r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?"
_STAMPS = re.compile(rf"\s*({_STAMP})\s*(?:/|\.\.|–|to)\s*({_STAMP})\s*")


def leaf_dates(value: Any) -> list[tuple[int, int, int]]:
    """The dates a value holds: one for '2026-03-12', both ends of an interval '2026-01-28/2026-02-26'."""
    one = leaf_date(value)
    if one:
        return [one]
    if isinstance(value, str) and re.fullmatch(r"\s*\d{4}-\d{2}-\d{2}\s*(?:/|to|–|-|\.\.)\s*\d{4}-\d{2}-\d{2}\s*", value):
        found = [tuple(int(x) for x in d) for d in re.findall(r"(\d{4})-(\d{2})-(\d{2})", value)]
        return [d for d in found if _valid(*d)]
    if isinstance(value, str) and _STAMPS.fullmatch(value):  # an interval of timestamps, as APIs write one
        return list(dict.fromkeys(d for d in (leaf_date(end) for end in _STAMPS.fullmatch(value).groups()) if d))
    return []


def leaf_date(value: Any) -> tuple[int, int, int] | None:
    if not isinstance(value, str):
        return None
    m = _ISO_DATE.match(value.strip())
    if not m or not _valid(int(m.group(1)), int(m.group(2)), int(m.group(3))):
        return None
    return int(m.group(1)), int(m.group(2)), int(m.group(3))


def leaf_time(value: Any) -> int | None:
    """Minutes after midnight of '13:00' or of the time part of '2026-03-12T10:14:00Z'."""
    if not isinstance(value, str):
        return None
    m = _ISO_DATE.match(value.strip())
    if m and m.group(4):
        return int(m.group(4)) * 60 + int(m.group(5))
    m = _CLOCK.match(value.strip())
    return int(m.group(1)) * 60 + int(m.group(2)) if m else None


def leaf_number(value: Any) -> float | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str) and re.fullmatch(r"-?\d+(?:\.\d+)?", value.strip()):
        return float(value)
    return None


def dates_agree(claimed: tuple[int | None, int, int], recorded: tuple[int, int, int]) -> bool:
    return claimed[1:] == recorded[1:] and (claimed[0] is None or claimed[0] == recorded[0])


def numbers_agree(readings: frozenset, value: float) -> bool:
    return any(abs(r - value) < 0.005 + 1e-9 * abs(value) for r in readings)


# --- near misses: a figure one slip of the pen away from a recorded one ------------------------------


def one_slip(said: str, held: str, day: bool = False) -> bool:
    """Whether two digit strings differ by one slip: one digit replaced (3 digits or more, or a day of the
    month), two neighbours swapped, or (a day of the month) one digit dropped or added."""
    if said == held:
        return False
    if len(said) == len(held):
        diff = [i for i, (a, b) in enumerate(zip(said, held)) if a != b]
        i, j = (diff + [0, 0])[:2]
        if len(diff) == 2 and j == i + 1 and said[i] == held[j] and said[j] == held[i]:
            return True  # 6602 / 6620, 31 / 13
        return len(diff) == 1 and (len(said) >= 3 or day)  # 24.99 / 22.99, 206 / 216; 12 / 15 is another figure
    if day and abs(len(said) - len(held)) == 1:
        short, long_ = sorted((said, held), key=len)
        return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))
    return False


def _digits(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}".replace(".", "")


def near_miss(kind: str, readings: frozenset, value: Any) -> bool:
    """Whether a leaf's value is one slip away from a claim's figure that no leaf holds: "$24.99" against
    22.99, "ending 6602" against "6620", "March 31" against 2026-03-13, "15:07" against 15:47. A wrong copy of
    the record, not another figure: the alignment may take the leaf as the one the figure means when it is
    the only such leaf."""
    if kind in ("money", "number"):
        held = leaf_number(value)
        if held is None or held < 0:
            return False
        return any(r >= 0 and not numbers_agree(frozenset({r}), held) and one_slip(_digits(r), _digits(held))
                   for r in readings if isinstance(r, float))
    if kind == "date":
        return any(claimed[1] == recorded[1] and claimed[0] in (None, recorded[0]) and
                   one_slip(str(claimed[2]), str(recorded[2]), day=True)
                   for claimed in readings for recorded in leaf_dates(value))
    if kind == "time":
        held = leaf_time(value)
        return held is not None and any(isinstance(r, int) and one_slip(f"{r // 60:02d}{r % 60:02d}",
                                                                         f"{held // 60:02d}{held % 60:02d}")
                                        for r in readings)
    return False
