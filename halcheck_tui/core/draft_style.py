"""Values written in the draft's own style (money and dates), for corrections from the record.

Moved out of correct.py unchanged so that module stays readable; correct.py re-exports every name."""
from __future__ import annotations

import re

from .mentions import money_mentions

_SYMBOLS = {"USD": "$", "EUR": "\u20ac", "GBP": "\u00a3", "JPY": "\u00a5"}
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"]


def format_amount(amount: float, like: str, currency: str | None = None) -> str:
    """`amount` written the way `like` writes money ("$118.84", "118.84 USD", "USD 1,250"), in `currency`
    when that differs from what `like` shows."""
    number = re.search(r"\d[\d,]*(?:[.,]\d+)?", like)
    digits = number.group(0) if number else ""
    decimals = len(digits.rsplit(".", 1)[1]) if "." in digits else (0 if float(amount).is_integer() else 2)
    if not float(amount).is_integer():
        decimals = max(decimals, 2)
    text = f"{amount:,.{decimals}f}" if "," in digits else f"{amount:.{decimals}f}"
    prefix, suffix = (like[:number.start()], like[number.end():]) if number else ("", "")
    if currency:
        shown = money_mentions(like)
        if shown and shown[0].value[1] != currency:
            symbol = _SYMBOLS.get(currency)
            if prefix.strip() in _SYMBOLS.values() and symbol:
                prefix = prefix.replace(prefix.strip(), symbol)
            else:
                prefix, suffix = ("", f" {currency}") if suffix.strip() else (f"{currency} ", "")
    return f"{prefix}{text}{suffix}"


def format_date(value: tuple[int, int, int], like: str) -> str:
    """A record date in the draft's date style: 2026-05-12, 12 May, May 12th, 12 May 2026..."""
    year, month, day = value
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", like.strip()):
        return f"{year:04d}-{month:02d}-{day:02d}"
    month_word = re.search(r"[A-Za-z]{3,}", re.sub(r"(?<=\d)(?:st|nd|rd|th)\b", "", like))
    name = _MONTHS[month - 1]
    if month_word and len(month_word.group(0).rstrip(".")) == 3:
        name = name[:3]
    if month_word and month_word.group(0).islower():
        name = name.lower()
    ordinal = bool(re.search(r"\d(?:st|nd|rd|th)\b", like))
    day_text = f"{day}{_ordinal(day) if ordinal else ''}"
    with_year = bool(re.search(r"\b\d{4}\b", like))
    if re.match(r"\s*\d", like):  # day first: "12 May"
        return f"{day_text} {name}" + (f" {year}" if with_year else "")
    return f"{name} {day_text}" + (f", {year}" if with_year else "")


def _ordinal(day: int) -> str:
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
