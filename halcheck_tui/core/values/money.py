"""Amounts as APIs write them: the readings a record's number can have as money a customer reads.

- A key that says minor units (`amount_cents`, `fee_pence`, `amount_minor`, `unit_amount`): the number in
  the currency's minor units, read by its ISO 4217 exponent (2450 USD is 24.50, 2450 JPY is 2450).
- An integer beside an ISO 4217 code in the same object (`{"amount": 2450, "currency": "usd"}`,
  `{"value": 2450, "currency": "EUR"}`): major or minor units. A record that shows which it uses settles it:
  a key in minor units, or a code written in lower case (the card processors' form, whose amounts are minor
  units), makes it minor; an amount beside a code written with decimals makes it major. Otherwise both
  readings stand, the amount as written first, and a claim that matches either matches.
- An integer away from any code in a record that names its currency once (`"currency": "EUR"` at the top,
  `"balance": {"available": 21340}`): the same two readings, unless the record's shape settles them.
- A decimal string ("12.50") or a float: the amount as written.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .currencies import exponent, from_minor

# Key words that say a money field holds minor units. Why: "amount_cents": 1250 is what a customer reads as
# $12.50; the claim never says "1250 cents".
MINOR_UNIT_WORDS = frozenset("cents cent pence penny minor".split())
# Whole keys that public payment APIs document as minor units though no word of them says so (Stripe's API
# reference: a price's `unit_amount` is "a positive integer in cents"); compared as split, lower-cased words.
MINOR_UNIT_KEYS = frozenset({("unit", "amount")})


@dataclass(frozen=True)
class AmountReading:
    """One amount a record's number can stand for, and how it was read ('' for as written)."""

    value: float
    note: str = ""


@dataclass(frozen=True)
class MoneyShape:
    """What a whole record shows of how it writes amounts beside a currency code."""

    minor: bool = False
    """A key in minor units, or a currency code in lower case: integers beside a code are minor units."""
    major: bool = False
    """An amount beside a code written with decimals: integers beside a code are major units."""


MICRO_UNIT_WORDS = frozenset({"micros"})
"""A key word that says its number counts millionths of the currency: Google's billing and ads APIs write
prices as `priceAmountMicros` / `amount_micros` (17990000 is 17.99)."""


def key_in_micros(key_words: Sequence[str]) -> bool:
    return any(w.lower() in MICRO_UNIT_WORDS for w in key_words)


DECIMAL_PLACES_KEYS = frozenset({("decimal", "places"), ("decimals",)})
"""Keys that say how many decimal places the amount beside them carries (OTA's `DecimalPlaces`)."""


def decimal_places(key_words: Sequence[str], value: object) -> int | None:
    """The places a `DecimalPlaces`-like leaf gives to the amount beside it, or None."""
    words = tuple(w.lower() for w in key_words)
    if words[-2:] not in DECIMAL_PLACES_KEYS and words[-1:] not in DECIMAL_PLACES_KEYS:
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 6 else None


def key_in_minor_units(key_words: Sequence[str]) -> bool:
    """Does a key say its number counts minor units (`amount_cents`, `amountMinor`, `unit_amount`)?"""
    words = tuple(w.lower() for w in key_words)
    return any(w in MINOR_UNIT_WORDS for w in words) or words[-2:] in MINOR_UNIT_KEYS


def record_shape(keys: Sequence[Sequence[str]], codes: Sequence[str], amounts_beside_code: Sequence[object]) -> MoneyShape:
    """How one record writes amounts: from every key's words, the currency codes as written, and the raw
    numbers that sit beside a code."""
    minor = any(key_in_minor_units(k) for k in keys) or any(c.strip().islower() for c in codes)
    major = any(isinstance(v, float) and not v.is_integer() or isinstance(v, str) and "." in v
                for v in amounts_beside_code)
    return MoneyShape(minor=minor and not major, major=major and not minor)


def amount_readings(raw: object, number: float, key_words: Sequence[str], code: str | None, beside_code: bool,
                    shape: MoneyShape) -> tuple[AmountReading, ...]:
    """The amounts a money leaf's number can stand for, the one to write first. `number` is `raw` read as a
    number; `code` the leaf's currency; `beside_code` whether a code sits in the leaf's own object."""
    if key_in_minor_units(key_words):
        return (AmountReading(from_minor(number, code), _minor_note(code, "its key")),)
    if key_in_micros(key_words):
        return (AmountReading(round(number / 1_000_000, 6), f"millionths of {code or 'the currency'} (by its key)"),)
    integer = isinstance(raw, int) and not isinstance(raw, bool)
    whole_text = isinstance(raw, str) and raw.strip().isdigit()  # metadata often holds numbers as strings
    if (integer or whole_text) and not beside_code and not shape.major and code and exponent(code) > 0:
        # an integer amount away from the code ("metadata.deposit_applied": 2000, or "balance.available": 21340
        # under a record-level "currency": "EUR"): either reading may be meant, so a claim matching either
        # matches. A record shaped in minor units puts that reading first, so a correction writes "$36.55",
        # never "$3,655.00"; a record that shows neither way keeps the amount as written first, and a correction
        # writes the reading the draft uses (repair/leaf_lookup.py), or none
        as_written = AmountReading(number, f"major units of {code} (one of two readings)")
        if shape.minor:
            return AmountReading(from_minor(number, code), _minor_note(code, "the record's shape, one of two "
                                                                             "readings")), as_written
        return as_written, AmountReading(from_minor(number, code), _minor_note(code, "one of two readings"))
    if not (integer and beside_code and code and exponent(code) > 0) or shape.major:
        return (AmountReading(number),)
    minor = AmountReading(from_minor(number, code), _minor_note(code, "the record's shape" if shape.minor
                                                                else "one of two readings"))
    if shape.minor:
        return (minor,)
    return AmountReading(number, f"major units of {code} (one of two readings)"), minor


def fixed_width_hundredths(raw: object) -> float | None:
    """An amount as fixed-width exports write one, zero-padded digits with two implied decimals ("000012550" is
    125.50), or None. Only a zero-padded string of six or more digits: a plain integer may be whole units."""
    text = raw.strip() if isinstance(raw, str) else ""
    if len(text) < 6 or not text.isdigit() or not text.startswith("0"):
        return None
    return int(text) / 100


def _minor_note(code: str | None, why: str) -> str:
    return f"minor units of {code or 'the currency'} (exponent {exponent(code)}, by {why})"
