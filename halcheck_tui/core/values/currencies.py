"""ISO 4217 minor-unit exponents: how many decimal places a currency's minor unit has (USD 2: cents; JPY 0:
no minor unit in use; KWD 3: fils). An integer amount in minor units is the major amount times 10**exponent.

The table is data, copied from ISO 4217's published list (SIX Group, "List One: Currency, fund and precious
metal codes", the `CcyMnrUnts` column, 2024 edition). Every code not listed has exponent 2, which holds for
nearly all of the list; the ones listed are the ones that differ.
"""
from __future__ import annotations

import functools

from babel import Locale
from babel.core import get_global
from babel.localedata import locale_identifiers
from babel.numbers import list_currencies

# Currencies whose minor unit is not the hundredth (ISO 4217 List One, CcyMnrUnts).
EXPONENT_NOT_TWO: dict[str, int] = {
    # no minor unit in use
    **{code: 0 for code in "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF".split()},
    # thousandths
    **{code: 3 for code in "BHD IQD JOD KWD LYD OMR TND".split()},
    # ten-thousandths (units of account)
    "CLF": 4, "UYW": 4,
}
# The codes the value layer knows as currencies beyond the vocabulary's (patterns.ISO_CURRENCIES): the
# exponent table's own codes, so an object like {"value": 12500, "currency": "KWD"} is money.
KNOWN_CODES = frozenset(EXPONENT_NOT_TWO)
DEFAULT_EXPONENT = 2
"""The exponent of every ISO 4217 currency not in EXPONENT_NOT_TWO."""


def is_code(value: object, vocabulary: frozenset[str]) -> bool:
    """Whether a record value is an ISO 4217 code ('usd', 'KWD'): in `vocabulary` or the exponent table."""
    return isinstance(value, str) and len(value.strip()) == 3 and (value.strip().upper() in vocabulary
                                                                   or value.strip().upper() in KNOWN_CODES)


def exponent(code: str | None) -> int:
    """The minor-unit exponent of an ISO 4217 code, any case ('usd' -> 2, 'JPY' -> 0, 'KWD' -> 3)."""
    return EXPONENT_NOT_TWO.get((code or "").upper(), DEFAULT_EXPONENT)


def from_minor(amount: float, code: str | None) -> float:
    """An amount in minor units as the major amount a customer reads (2450 USD -> 24.5, 2450 JPY -> 2450)."""
    return round(amount / 10 ** exponent(code), 6)


def to_minor(amount: float, code: str | None) -> int:
    """A major amount in minor units (24.5 USD -> 2450)."""
    return int(round(amount * 10 ** exponent(code)))


# --- how currencies are written: the Unicode CLDR, through Babel ---------------------------------------------

ISO_CODES: frozenset[str] = frozenset(list_currencies())
"""Every ISO 4217 code the CLDR knows (about 300). A claim writes one in capitals beside a figure ("KWD 4.050",
"47.700 KWD"); these are read as money only there, never as a record value on their own (`is_code`), where a
three-letter word ("BOB", "TOP") is more often a name than a currency."""


@functools.lru_cache(maxsize=1)
def english_marks() -> dict[str, str]:
    """The currency marks English writes, each with the one ISO code it stands for: the symbols of the generic
    English locale ("CA$", "₩") and of every territory's English locale for the currencies in use there
    ("R" in en_ZA, "RM" in en_MY, "Ksh" in en_KE, "₦" in en_NG). A mark two currencies share within that set
    ("Rs": MUR and PKR; "K": PGK and ZMW) is left out, since it names neither. From the CLDR, so the reading
    covers every currency without a hand-kept table."""
    available = set(locale_identifiers())
    seen: dict[str, set[str]] = {}

    def note(locale: Locale, codes) -> None:
        for code in codes:
            mark = locale.currency_symbols.get(code)
            if mark and mark != code and not mark.isspace():
                seen.setdefault(mark, set()).add(code)

    english = Locale.parse("en")
    note(english, [code for code in english.currency_symbols if code in ISO_CODES])
    for territory, tenders in get_global("territory_currencies").items():
        if f"en_{territory}" in available:
            # (code, start, end, tender): only currencies still in use there
            note(Locale.parse(f"en_{territory}"), [t[0] for t in tenders if t[2] is None])
    seen.pop("¤", None)  # the generic currency sign (XXX, "no currency")
    return {mark: next(iter(codes)) for mark, codes in seen.items() if len(codes) == 1}


@functools.lru_cache(maxsize=256)
def prefixed_mark(mark: str) -> str | None:
    """The currency a country-prefixed sign stands for ("TT$" -> TTD, "J$" -> JMD, "E£" -> EGP): the one ISO
    code that starts with the capitals and whose English name is a dollar (or a pound); "$" (any dollar) when
    the capitals fit none or several ("N$": NAD or NZD), None for a pound sign that fits none. From the CLDR's
    currency names, so no table is kept."""
    letters, sign = mark[:-1], mark[-1]
    word = {"$": "dollar", "£": "pound"}.get(sign)
    if not letters.isalpha() or word is None:
        return None
    fits = [code for code in ISO_CODES if code.startswith(letters.upper()) and word in _english_name(code)]
    if len(fits) == 1:
        return fits[0]
    return "$" if sign == "$" else None


def is_dollar(code: str | None) -> bool:
    """Whether a currency's English name is a dollar (NAD, TTD, CAD): what an ambiguous "N$" may stand for."""
    return bool(code) and "dollar" in _english_name(code)


@functools.cache
def _english_name(code: str) -> str:
    """A currency's English name in lower case ("trinidad & tobago dollar"), from the CLDR; '' for none."""
    return Locale("en").currencies.get(code, "").lower()
