"""Typed mentions in a claim (money, identifiers, dates, quantities), parsed for the record check.

Moved out of records.py unchanged so that module stays readable; import them from here."""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from ..patterns import CURRENCY_OF_SYMBOL, MONTH_NAMES, MONTH_WORD

_CURRENCY_WORDS = {"usd": "USD", "dollar": "USD", "dollars": "USD", "eur": "EUR", "euro": "EUR", "euros": "EUR",
                   "gbp": "GBP", "pound": "GBP", "pounds": "GBP"}
_MONEY = re.compile(
    r"(?P<sym>[$€£¥])\s?(?P<a1>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"|(?P<code1>USD|EUR|GBP)\s?(?P<a2>\d+(?:[.,]\d+)?)"
    r"|(?P<a3>\d+(?:\.\d+)?)\s?(?P<code2>USD|EUR|GBP|dollars?|euros?|pounds?)\b", re.IGNORECASE)
_MONTH_RE = "(?P<{name}>" + MONTH_WORD + ")"
_DATE = re.compile(
    r"\b(?P<iy>\d{4})-(?P<im>\d{2})-(?P<id>\d{2})\b"
    rf"|\b(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTH_RE.format(name='m1')}\.?(?:,?\s+(?P<y1>\d{{4}}))?\b"
    rf"|\b{_MONTH_RE.format(name='m2')}\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(?P<y2>\d{{4}}))?",
    re.IGNORECASE)
_NEGATION = re.compile(r"\b(?:not|never|no longer|hasn't|haven't|isn't|aren't|wasn't|weren't|won't|didn't|doesn't"
                       r"|don't|can't|cannot|couldn't|yet to be|has yet to|have yet to)\b|n't\b", re.IGNORECASE)
REFUSAL_WORDS = re.compile(r"\b(?:refused|denied|declined|rejected|escalated|could not|couldn't|can't|cannot|unable"
                            r"|wasn't able|not able|needs? (?:approval|review)|pending (?:approval|review)|not (?:been )?"
                            r"(?:processed|completed|executed|done))\b", re.IGNORECASE)
COMPLETION_REPLY = re.compile(r"^\s*(?:done|all done|all set|completed|finished|sorted|taken care of)\s*[.!]*\s*$",
                              re.IGNORECASE)
"""A whole claim that only says the thing is done ("All set!"): a completed state with no subject of its own."""
KNOWN_CARRIERS = ["DHL", "UPS", "FedEx", "USPS", "DPD", "GLS", "Royal Mail", "Hermes", "Evri", "TNT", "Canada Post",
                  "Australia Post", "La Poste", "Correos", "PostNL", "Purolator", "Amazon Logistics"]


@dataclass(frozen=True)
class Mention:
    kind: str
    """money | identifier | date | quantity | state | value"""
    start: int
    end: int
    text: str
    value: Any
    negated: bool = False


def is_negated(text: str, start: int) -> bool:
    window = text[max(0, start - 40):start]
    clause_start = max(window.rfind(","), window.rfind(";"))
    return bool(_NEGATION.search(window[clause_start + 1:]))


def money_mentions(text: str) -> list[Mention]:
    out = []
    for m in _MONEY.finditer(text):
        raw_amount = m.group("a1") or m.group("a2") or m.group("a3")
        amount = float(raw_amount.replace(",", "")) if m.group("a1") else float(raw_amount.replace(",", "."))
        if m.group("sym"):
            currency = CURRENCY_OF_SYMBOL[m.group("sym")]
        else:
            word = (m.group("code1") or m.group("code2")).lower()
            currency = _CURRENCY_WORDS.get(word, word.upper())
        out.append(Mention("money", m.start(), m.end(), m.group(0), (round(amount, 2), currency)))
    return out


def normalise_identifier(value: Any) -> str:
    return re.sub(r"[^A-Z0-9]", "", str(value).upper())


def _month_number(name: str) -> int:
    name = name.lower()[:3]
    return next(i for i, full in enumerate((month.lower() for month in MONTH_NAMES), 1) if full.startswith(name))


def date_mentions(text: str) -> list[Mention]:
    out = []
    for m in _DATE.finditer(text):
        if m.group("iy"):
            year, month, day = int(m.group("iy")), int(m.group("im")), int(m.group("id"))
        elif m.group("m1"):
            year = int(m.group("y1")) if m.group("y1") else None
            month, day = _month_number(m.group("m1")), int(m.group("d1"))
        else:
            year = int(m.group("y2")) if m.group("y2") else None
            month, day = _month_number(m.group("m2")), int(m.group("d2"))
        if not (1 <= month <= 12 and 1 <= day <= 31):
            continue
        if m.group("m2") and m.group("m2").lower() == "may" and not re.match(r"\s*\d", text[m.end("m2"):]):
            continue
        out.append(Mention("date", m.start(), m.end(), m.group(0).strip(), (year, month, day),
                           is_negated(text, m.start())))
    return out


def parse_record_date(value: Any) -> tuple[int, int, int] | None:
    if not isinstance(value, str):
        return None
    m = re.match(r"^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$", value.strip())
    if not m:
        return None
    try:
        parsed = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None
    return parsed.year, parsed.month, parsed.day
