"""Typed mentions in a claim (money, dates), parsed for the record check and the repair.

What a money amount or a date is comes from the vocabulary (`core/values/patterns.py`); this module reads one typed
value from each, and keeps the words that say a mention is negated or refused."""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from ..language.negation import VERB_NEGATION
from ..values.mentions import currency_of
from ..values.patterns import (
    CALENDAR_DATE_MENTION,
    CURRENCY_OF_SYMBOL,
    MENTION_CURRENCY_WORDS,
    MONEY_MENTION,
    RECORD_DATE,
    month_number,
)

# Words that say the agent refused or could not act. Why: "we couldn't refund $20" states no refund.
REFUSAL_WORDS = re.compile(r"\b(?:refused|denied|declined|rejected|escalated|could not|couldn't|can't|cannot|unable"
                            r"|wasn't able|not able|needs? (?:approval|review)|pending (?:approval|review)|not (?:been )?"
                            r"(?:processed|completed|executed|done))\b", re.IGNORECASE)
COMPLETION_REPLY = re.compile(r"^\s*(?:done|all done|all set|completed|finished|sorted|taken care of)\s*[.!]*\s*$",
                              re.IGNORECASE)
"""A whole claim that only says the thing is done ("All set!"): a completed state with no subject of its own."""
# Parcel carriers by name. Why: a carrier's name in a claim is a value to check, not a capitalised word.
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
    # A verb negated in the same clause: "has not shipped on 4 May" does not state the date.
    return bool(VERB_NEGATION.search(window[clause_start + 1:]))


def money_mentions(text: str) -> list[Mention]:
    out = []
    for m in MONEY_MENTION.finditer(text):
        raw_amount = m.group("a1") or m.group("a2") or m.group("a3")
        amount = float(raw_amount.replace(",", "")) if m.group("a1") else float(raw_amount.replace(",", "."))
        if m.group("sym"):
            # "TT$", "C$", "US$": the currency the value layer reads for the country's capitals; a bare sign as before
            currency = (m.group("pfx") and currency_of(m.group("pfx") + m.group("sym"))) or CURRENCY_OF_SYMBOL[m.group("sym")]
        else:
            word = (m.group("code1") or m.group("code2")).lower()
            currency = MENTION_CURRENCY_WORDS.get(word, word.upper())
        out.append(Mention("money", m.start(), m.end(), m.group(0), (round(amount, 2), currency)))
    return out


def date_mentions(text: str) -> list[Mention]:
    out = []
    for m in CALENDAR_DATE_MENTION.finditer(text):
        if m.group("iy"):
            year, month, day = int(m.group("iy")), int(m.group("im")), int(m.group("id"))
        elif m.group("m1"):
            year = int(m.group("y1")) if m.group("y1") else None
            month, day = month_number(m.group("m1")), int(m.group("d1"))
        else:
            year = int(m.group("y2")) if m.group("y2") else None
            month, day = month_number(m.group("m2")), int(m.group("d2"))
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
    m = RECORD_DATE.match(value.strip())
    if not m:
        return None
    try:
        parsed = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None
    return parsed.year, parsed.month, parsed.day
