"""Patterns and tables more than one level reads: month names, currency marks, counted quantities.

Written once here so the decomposer, level 1, the record check and the repair agree on what a month or a
currency is. Each is general language (no case's wording): extend it here, for every level at once.
"""
from __future__ import annotations

MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")
MONTH_WORD = (r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
              r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?")
"""A month's name or its abbreviation, as a regex alternation (no group: wrap it as the use needs)."""
MONTH_PATTERN = rf"(?:{MONTH_WORD})"

CURRENCY_OF_SYMBOL = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"}
"""The one-character currency marks and the ISO code each is read as (grounding/values.py reads more)."""
SYMBOL_OF_CURRENCY = {code: symbol for symbol, code in CURRENCY_OF_SYMBOL.items()}

