"""A record leaf's value read as a figure, and a figure compared with one: dates, clock times, numbers and
codes as tools store them ('2026-03-12', '2026-03-12T10:14:00+01:00', '13:00', 408.8, 'QX7-221'), and the
near misses (one slip of the pen) between a claim's figure and a recorded one. values.py reads the claim's
side; both sides meet here.
"""
from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from typing import Any

from .patterns import (
    CALENDAR_DATE,
    CLOCK_LEAF,
    ISO_DATE_INTERVAL,
    ISO_DATE_PARTS,
    ISO_LEAF,
    SCALE_FACTORS,
    TIMESTAMP_INTERVAL,
    WRITTEN_NUMBER,
    normalise_identifier,
)


def valid_date(y: int | None, m: int, d: int) -> bool:
    """Whether day d of month m is a calendar day (in year y, or in a leap year when the year is not said)."""
    try:
        date(y or 2024, m, d)
    except ValueError:
        return False
    return True


def looks_like_id(value: str) -> bool:
    return _looks_like_id(str(value))


@lru_cache(maxsize=8192)
def _looks_like_id(value: str) -> bool:
    """'QX7-221', 'RX-88213', '0419 2283 5571', '40917': a code to compare as written, not a word or a
    name with a figure in it ('Atorvastatin 20 mg tablets')."""
    s = str(value).strip()
    if not s or len(normalise_identifier(s)) < 3 or not any(c.isdigit() for c in s):
        return False
    tokens = s.split()
    # The two fullmatches of [\w./#-] shapes below cut nothing into words: each asks whether a whole part, or the
    # whole value, is written as a code is (tests/test_language_layer.py allows exactly these).
    if len(tokens) > 1:
        return all(any(c.isdigit() for c in t) or re.fullmatch(r"[A-Z]{1,5}", t) for t in tokens) \
            and all(re.fullmatch(r"[\w./#-]+", t) for t in tokens)
    if re.fullmatch(r"\d+(?:\.\d+)?", s.replace(",", "")):
        return bool(re.fullmatch(r"0\d{3,}|\d{5,}", s))  # a long or zero-led digit string is a code, 42.5 is not
    return bool(re.fullmatch(r"[#A-Za-z0-9][\w./#:-]*", s))


def leaf_dates(value: Any) -> list[tuple[int, int, int]]:
    """The dates a value holds: one for '2026-03-12', both ends of an interval '2026-01-28/2026-02-26'."""
    one = leaf_date(value)
    if one:
        return [one]
    if isinstance(value, str) and ISO_DATE_INTERVAL.fullmatch(value):
        found = [tuple(int(x) for x in d) for d in ISO_DATE_PARTS.findall(value)]
        return [d for d in found if valid_date(*d)]
    if isinstance(value, str) and TIMESTAMP_INTERVAL.fullmatch(value):  # an interval of timestamps, as APIs write one
        return list(dict.fromkeys(d for d in (leaf_date(end) for end in TIMESTAMP_INTERVAL.fullmatch(value).groups()) if d))
    numeric = CALENDAR_DATE.fullmatch(value.strip()) if isinstance(value, str) else None
    if numeric and numeric.group("sep") and len(numeric.group("y3") or "") == 4:
        # "19-03-2026", "03/19/2026", "19.03.2026": day and month either way round, as a claim's are read
        a, b, year = int(numeric.group("a")), int(numeric.group("b")), int(numeric.group("y3"))
        return list(dict.fromkeys(d for d in ((year, b, a), (year, a, b)) if valid_date(*d)))
    return []


def leaf_date(value: Any) -> tuple[int, int, int] | None:
    if not isinstance(value, str):
        return None
    m = ISO_LEAF.match(value.strip())
    if not m or not valid_date(int(m.group(1)), int(m.group(2)), int(m.group(3))):
        return None
    return int(m.group(1)), int(m.group(2)), int(m.group(3))


def leaf_time(value: Any) -> int | None:
    """Minutes after midnight of '13:00' or of the time part of '2026-03-12T10:14:00Z'."""
    if not isinstance(value, str):
        return None
    m = ISO_LEAF.match(value.strip())
    if m and m.group(4):
        return int(m.group(4)) * 60 + int(m.group(5))
    m = CLOCK_LEAF.match(value.strip())
    return int(m.group(1)) * 60 + int(m.group(2)) if m else None


def number_readings(raw: str, scale: str | None = None) -> frozenset[float]:
    """Every value a written number can mean: '2.350' -> {2.35, 2350}; '1,118.80' -> {1118.8}."""
    # an apostrophe groups thousands and is never a decimal mark (Swiss "1'250.50", typographic "1’250.50")
    s = raw.replace("\u202f", " ").replace("\u00a0", " ").replace("'", "").replace("\u2019", "")
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
    if scale:
        f = SCALE_FACTORS.get(scale.lower(), 1.0)
        readings = {r * f for r in readings} | readings
    return frozenset(round(r, 6) for r in readings)


def leaf_number(value: Any) -> float | None:
    """A leaf's number: a JSON number, or a string of one as the record's locale writes it ("1,250.50",
    "1.234,50", "1'250.50", "1 060"), read as a claim's figure is (number_readings); a grouping that could
    mean two numbers ("1.250": 1.25 or 1250) is left as text."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if not isinstance(value, str):
        return None
    return _string_number(value.strip())


@lru_cache(maxsize=8192)
def _string_number(text: str) -> float | None:
    """leaf_number of a string (cached: the aligner asks of the same leaves many times a check)."""
    body = text[1:] if text.startswith("-") else text
    if not body[:1].isdigit() or not body[-1:].isdigit():
        return None
    if body.replace(".", "", 1).isdigit():
        return float(text)  # "1250", "-12.5": a plain number (a single dot is the decimal mark)
    if re.fullmatch(rf"-?(?:{WRITTEN_NUMBER})", text):
        readings = number_readings(body)
        if len(readings) == 1:
            return -next(iter(readings)) if text.startswith("-") else next(iter(readings))
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
