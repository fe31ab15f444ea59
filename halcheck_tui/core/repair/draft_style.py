"""Values written in the draft's own style (money, dates, numbers, times), for corrections from the record.

What each value looks like comes from the vocabulary (`core/values/patterns.py`); this module reads how the draft
wrote one and writes the record's value the same way."""
from __future__ import annotations

import functools
import re

from ..decomposition.mentions import money_mentions
from ..language.tokens import spaced_camel_case
from ..values import currencies
from ..values.patterns import (
    CARDINAL_WORDS,
    CLOCK_TIME_STYLE,
    ISO_DATE,
    MONTH_NAMES,
    NUMERIC_DATE_STYLE,
    ORDINAL_SUFFIX,
    RECORD_CLOCK,
    SYMBOL_OF_CURRENCY,
    TWELVE_HOUR_LEAF,
)

# Patterns written inline stay compiled here: re's own cache drops the oldest of 512 entries, and a check
# builds many one-off patterns from a case's values, so fixed ones would be compiled again case after case.
_rx = functools.lru_cache(maxsize=None)(re.compile)


def format_amount(amount: float, like: str, currency: str | None = None) -> str:
    """`amount` written the way `like` writes money ("$118.84", "118.84 USD", "USD 1,250"), in `currency`
    when that differs from what `like` shows."""
    number = _rx(r"\d[\d,]*(?:[.,]\d+)?").search(like)
    digits = number.group(0) if number else ""
    decimals = len(digits.rsplit(".", 1)[1]) if "." in digits else (0 if float(amount).is_integer() else 2)
    if not float(amount).is_integer():
        decimals = max(decimals, 2)
    text = f"{amount:,.{decimals}f}" if "," in digits else f"{amount:.{decimals}f}"
    prefix, suffix = (like[:number.start()], like[number.end():]) if number else ("", "")
    if currency:
        shown = money_mentions(like)
        # A country's "$" the draft wrote ("N$", read as any dollar) stays when the record's currency is a dollar.
        if shown and shown[0].value[1] != currency and not (shown[0].value[1] == "$" and currencies.is_dollar(currency)):
            symbol = SYMBOL_OF_CURRENCY.get(currency)
            if prefix.strip() in SYMBOL_OF_CURRENCY.values() and symbol:
                prefix = prefix.replace(prefix.strip(), symbol)
            else:
                prefix, suffix = ("", f" {currency}") if suffix.strip() else (f"{currency} ", "")
    return f"{prefix}{text}{suffix}"


def format_date(value: tuple[int, int, int], like: str) -> str:
    """A record date in the draft's date style: 2026-05-12, 12 May, May 12th, 12 May 2026..."""
    year, month, day = value
    numeric = format_numeric_date(value, like)
    if numeric is not None:
        return numeric
    if _rx(ISO_DATE).fullmatch(like.strip()):
        return f"{year:04d}-{month:02d}-{day:02d}"
    month_word = re.search(r"[A-Za-z]{3,}", _rx(rf"(?<=\d){ORDINAL_SUFFIX}\b").sub("", like))
    name = MONTH_NAMES[month - 1]
    if month_word and len(month_word.group(0).rstrip(".")) == 3:
        name = name[:3]
    if month_word and month_word.group(0).islower():
        name = name.lower()
    ordinal = bool(_rx(rf"\d{ORDINAL_SUFFIX}\b").search(like))
    day_text = f"{day}{_ordinal(day) if ordinal else ''}"
    with_year = bool(_rx(r"\b\d{4}\b").search(like))
    if _rx(r"\s*\d").match(like):  # day first: "12 May"
        return f"{day_text} {name}" + (f" {year}" if with_year else "")
    return f"{name} {day_text}" + (f", {year}" if with_year else "")


def _ordinal(day: int) -> str:
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


# --- issue 21: numbers, times, numeric dates and status phrases in the draft's style ---------------------

# The counts a repair may write as a word, as the draft did ("two refills"): zero to twenty.
_NUMBER_WORD_VALUES = {w: i for i, w in enumerate(CARDINAL_WORDS)}


def number_value(text: str) -> float | None:
    """The number a figure writes: "3,240" -> 3240, "two" -> 2, "12.5" -> 12.5 (None when it is not one)."""
    raw = text.strip().lower()
    if raw in _NUMBER_WORD_VALUES:
        return float(_NUMBER_WORD_VALUES[raw])
    cleaned = raw.replace(",", "")
    try:
        return float(cleaned)
    except ValueError:
        return None


def format_number(value: float, like: str) -> str:
    """`value` written the way `like` writes a number: digits or words, thousands commas, decimals."""
    like = like.strip()
    if like.lower() in _NUMBER_WORD_VALUES and float(value).is_integer() and 0 <= value < len(CARDINAL_WORDS):
        word = CARDINAL_WORDS[int(value)]
        return word.capitalize() if like[:1].isupper() else word
    decimals = len(like.rsplit(".", 1)[1]) if _rx(r"[\d,]*\.\d+").fullmatch(like) else 0
    if not float(value).is_integer():
        decimals = max(decimals, len(repr(float(value)).rsplit(".", 1)[1]))
    grouped = "," in like
    return f"{value:,.{decimals}f}" if grouped else f"{value:.{decimals}f}"




def parse_record_time(value: object) -> tuple[int, int] | None:
    """(hour, minute) from "2026-05-12T09:00:00+02:00", "18:30", "9:05:00" or "5 pm" (None: no time)."""
    text = str(value).strip()
    m = RECORD_CLOCK.search(text)
    if m:
        hour, minute = int(m.group(1)), int(m.group(2))
    else:
        m = TWELVE_HOUR_LEAF.fullmatch(text)
        if not m:
            return None
        hour, minute = int(m.group(1)) % 12 + (12 if m.group(2).lower() == "p" else 0), 0
    return (hour, minute) if hour < 24 and minute < 60 else None


def format_time(value: tuple[int, int], like: str) -> str:
    """A time in the draft's style: "9 am", "9:45 am", "15:07", "09:00", "5:00 pm", "5pm", "5 p.m."."""
    hour, minute = value
    m = CLOCK_TIME_STYLE.match(like.strip())
    if m is None:
        return f"{hour:02d}:{minute:02d}"
    if m.group("ampm"):
        marker = m.group("ampm")
        suffix = ("p" if hour >= 12 else "a") + marker[1:]
        if marker[:1].isupper():
            suffix = suffix[:1].upper() + suffix[1:]
        twelve = hour % 12 or 12
        shown = f"{twelve}:{minute:02d}" if m.group("m") or minute else f"{twelve}"
        return f"{shown}{m.group('sp')}{suffix}"
    if m.group("m") is None:
        return f"{hour}"
    return f"{hour:02d}:{minute:02d}" if len(m.group("h")) == 2 else f"{hour}:{minute:02d}"


def format_numeric_date(value: tuple[int, int, int], like: str) -> str | None:
    """A record date in a numeric draft style ("4/18", "04/05/2026", "31.03.2026", "12.03"); None when
    `like` is not numeric. The draft's own order is kept: day first when its first part is over 12 or it
    uses dots, month first otherwise (the US reading)."""
    m = NUMERIC_DATE_STYLE.match(like)
    if m is None:
        return None
    year, month, day = value
    a = int(m.group("a"))
    day_first = m.group("sep") == "." or a > 12
    width = 2 if m.group("a").startswith("0") or m.group("b").startswith("0") else 0
    first, second = (day, month) if day_first else (month, day)
    text = f"{first:0{width}d}{m.group('sep')}{second:0{width}d}" if width else f"{first}{m.group('sep')}{second}"
    if m.group("y"):
        text += m.group("sep") + (f"{year:04d}" if len(m.group("y")) == 4 else f"{year % 100:02d}")
    return text


def status_phrase(value: object) -> str:
    """A status value as words: "pending_review" -> "pending review", "OnHold" -> "on hold"."""
    words = spaced_camel_case(str(value).strip())
    return _rx(r"[\s_\-]+").sub(" ", words).strip().lower()
