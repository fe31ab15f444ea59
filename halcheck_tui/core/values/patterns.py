"""The vocabulary every level reads: what a month, a calendar date, an ISO 8601 timestamp, a clock time, a money
amount, an identifier and a counted quantity look like when people or tools write them.

Defined once here so the decomposer, level 1, the record check and the repair agree on what each of them is.
Each is general language (no case's wording): extend it here, for every level at once. Where a level needs a
narrower or looser form, the variant is named here beside the main one, with the line saying why it differs
(one pattern for all would move some level's spans, and with them its traces).

Fragments (plain strings, no groups of their own) are the parts the compiled patterns are built from; a level
that builds its own pattern builds it from these, never from its own alternation.
"""
from __future__ import annotations

import re
from typing import Any

from ..language.calendar_words import MONTH_NAMES
from ..language.numbers import (
    CARDINAL_VALUES,
    CARDINALS,
    COUNTING_MULTIPLES,
    COUNTING_ORDINALS,
    FRACTIONS,
    MULTIPLES,
    ORDINALS,
    SCALES,
)
from .currencies import ISO_CODES, english_marks

# --- months (their names and the weekdays' are general English, in core/language/calendar_words.py) ------

MONTH_WORD = (r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
              r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?")
"""A month's name or its abbreviation, as a regex alternation (no group: wrap it as the use needs)."""
MONTH_PATTERN = rf"(?:{MONTH_WORD})"
"""`MONTH_WORD` in a non-capturing group, ready to sit inside a longer pattern."""

FULL_MONTH_NAME = "|".join(MONTH_NAMES)
"""Only the full, capitalised names, as an alternation. Why a variant: a month-and-year correction rewrites the
name as the draft wrote it, and an abbreviation or a lower-case "may" is too often another word."""


def month_number(name: str) -> int:
    """1 to 12 for a month's name or abbreviation ("Sept", "october"): its first three letters decide."""
    prefix = name.lower()[:3]
    return next(i for i, full in enumerate(MONTH_NAMES, 1) if full.lower().startswith(prefix))


ORDINAL_SUFFIX = r"(?:st|nd|rd|th)"
"""The letters after a day's number ("1st", "22nd", "3rd", "14th")."""

# --- calendar dates -------------------------------------------------------------------------------------

ISO_DATE = r"\d{4}-\d{2}-\d{2}"
"""An ISO 8601 calendar date, zero-padded ("2031-07-04"), as a fragment."""
UTC_OFFSET = r"(?:Z|[+-]\d{2}:?\d{2})"
"""The offset that ends an ISO 8601 timestamp: "Z", "+02:00", "-0530"."""

CALENDAR_DATE = re.compile(
    rf"\b(?P<iy>\d{{4}})-(?P<im>\d{{1,2}})-(?P<id>\d{{1,2}})(?:[T ]\d{{2}}:\d{{2}}(?::\d{{2}})?{UTC_OFFSET}?)?\b"
    rf"|\b(?:(?P<d1a>\d{{1,2}}){ORDINAL_SUFFIX}?\s*[-–]\s*)?(?P<d1>\d{{1,2}}){ORDINAL_SUFFIX}?(?:\s+of)?\s+"
    rf"(?P<m1>{MONTH_PATTERN})\.?(?:,?\s+(?P<y1>\d{{4}}))?\b"
    rf"|\b(?P<m2>{MONTH_PATTERN})\.?\s+(?P<d2>\d{{1,2}}){ORDINAL_SUFFIX}?\b"
    rf"(?:\s*[-–]\s*(?P<d2b>\d{{1,2}}){ORDINAL_SUFFIX}?\b)?(?:,?\s+(?P<y2>\d{{4}}))?"
    r"|\b(?P<a>\d{1,2})(?P<sep>[/.-])(?P<b>\d{1,2})(?:(?P=sep)(?P<y3>\d{4}|\d{2}))?\b(?![.,]\d)",
    re.IGNORECASE)
"""A date as a claim writes it: ISO ("2031-07-04", with a time and offset after it), day first ("4th of July
2031", "3-5 July"), month first ("July 4, 2031", "July 3-5") or numeric ("7/4", "04.07.2031", "19-03-2026": with hyphens only with a four-digit year). Groups: iy/im/id;
d1a, d1, m1, y1; m2, d2, d2b, y2; a, sep, b, y3. The record check reads every reading of it."""
CALENDAR_DATE_MENTION = re.compile(
    rf"\b(?P<iy>\d{{4}})-(?P<im>\d{{2}})-(?P<id>\d{{2}})\b"
    rf"|\b(?P<d1>\d{{1,2}}){ORDINAL_SUFFIX}?(?:\s+of)?\s+(?P<m1>{MONTH_WORD})\.?(?:,?\s+(?P<y1>\d{{4}}))?\b"
    rf"|\b(?P<m2>{MONTH_WORD})\.?\s+(?P<d2>\d{{1,2}}){ORDINAL_SUFFIX}?\b(?:,?\s+(?P<y2>\d{{4}}))?",
    re.IGNORECASE)
"""`CALENDAR_DATE` without numeric dates, ranges or a time after the ISO date. Why a variant: a typed mention
is one (year, month, day) that a repair rewrites in place; "7/4" has two readings and a range two days."""
DATE_CUE = re.compile(rf"\b\d{{1,2}}{ORDINAL_SUFFIX}?\s+{MONTH_PATTERN}\b|\b{MONTH_PATTERN}\s+\d{{1,2}}{ORDINAL_SUFFIX}?\b"
                      rf"|\b{ISO_DATE}\b", re.IGNORECASE)
"""That a sentence names a day ("9 March", "March 9th", "2031-03-09"). Why a variant: the decomposer only asks
whether a claim is specific, so no year, no numeric form ("3/9" is as often a ratio or a score)."""
DATE_SPANS = (
    re.compile(rf"\b{ISO_DATE}(?:[T ]\d{{2}}:\d{{2}}(?::\d{{2}})?)?"),
    re.compile(rf"\b\d{{1,2}}{ORDINAL_SUFFIX}?\s+(?:of\s+)?{MONTH_PATTERN}\b(?:,?\s+\d{{4}}\b)?", re.I),
    re.compile(rf"\b{MONTH_PATTERN}\.?\s+\d{{1,2}}{ORDINAL_SUFFIX}?\b(?:,?\s+\d{{4}}\b)?", re.I),
    re.compile(r"\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b"),
)
"""The span a date covers in a sentence (no groups): "2031-10-02T08:30", "2 October 2031", "October 2, 2031",
"10/02/2031". Why a variant: level 1 cuts the span a token covers, so it wants every written date, whole,
without reading it."""
RECORD_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$")
"""A record's date value: an ISO date, anything after a "T" or a space ignored. Why a variant: a mention is
compared to a record's date only, so a time or offset after it need not parse."""
NUMERIC_DATE_STYLE = re.compile(r"^\s*(?P<a>\d{1,2})(?P<sep>[./])(?P<b>\d{1,2})(?:(?P=sep)(?P<y>\d{2,4}))?\s*$")
"""A whole value that is a numeric date ("4/18", "31.03.2031"), so a correction keeps its order and separator.
Groups: a, sep, b, y."""
ISO_DATE_INTERVAL = re.compile(rf"\s*{ISO_DATE}\s*(?:/|to|–|-|\.\.)\s*{ISO_DATE}\s*")
"""Two ISO dates as one value ("2031-01-28/2031-02-26", "2031-01-28 to 2031-02-26"): an interval's ends."""
ISO_DATE_PARTS = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
"""Year, month and day of each ISO date in a value."""

# --- ISO 8601 timestamps --------------------------------------------------------------------------------

ISO_TIMESTAMP = rf"{ISO_DATE}[T ]\d{{2}}:\d{{2}}(?::\d{{2}}(?:\.\d+)?)?{UTC_OFFSET}?"
"""A date and time, seconds, fraction and offset optional ("2031-05-12T09:00:00.250+02:00"), as a fragment."""
ISO_DATE_OR_TIMESTAMP = rf"{ISO_DATE}(?:[T ]\d{{2}}:\d{{2}}(?::\d{{2}}(?:\.\d+)?)?{UTC_OFFSET}?)?"
"""`ISO_TIMESTAMP` whose time part may be left out: either end of an interval a tool writes."""
ISO_LEAF = re.compile(rf"^(\d{{4}})-(\d{{2}})-(\d{{2}})(?:[T ](\d{{2}}):(\d{{2}})(?::\d{{2}}(?:\.\d+)?)?{UTC_OFFSET}?)?$")
"""A whole record value that is an ISO date or timestamp. Groups: year, month, day, then hour and minute."""
OFFSET_TIMESTAMP = re.compile(rf"^{ISO_DATE}[T ]\d{{2}}:\d{{2}}(?::\d{{2}}(?:\.\d+)?)?{UTC_OFFSET}$")
"""A whole value that is a timestamp carrying its offset: only such a time can be read in UTC."""
TIMESTAMP_INTERVAL = re.compile(rf"\s*({ISO_TIMESTAMP})\s*(?:/|\.\.|–|to)\s*({ISO_TIMESTAMP})\s*")
"""Two timestamps as one value ("…T17:00+01:00/…T19:00+01:00"). Groups: the two ends."""
ISO_DURATION = re.compile(r"P(?:(?P<w>\d+(?:\.\d+)?)W)?(?:(?P<d>\d+(?:\.\d+)?)D)?"
                          r"(?:T(?:(?P<h>\d+(?:\.\d+)?)H)?(?:(?P<m>\d+(?:\.\d+)?)M)?(?:(?P<s>\d+(?:\.\d+)?)S)?)?")
"""An ISO 8601 duration as tools write one ("PT1H30M", "P2W", "P1DT12H"). Groups: w, d, h, m, s (months and
years are left out: their length depends on the calendar)."""
DATE_OR_TIMESTAMP_INTERVAL = re.compile(
    rf"\s*(?P<a>{ISO_DATE_OR_TIMESTAMP})\s*(?:/|\.\.|–|\bto\b)\s*(?P<b>{ISO_DATE_OR_TIMESTAMP})\s*")
"""An interval whose ends may be dates or timestamps. Groups: a, b. Why a variant of `TIMESTAMP_INTERVAL`: a
unit's time span compares either end's writing, the date reader only timestamps (dates it reads above)."""

# --- clock times ----------------------------------------------------------------------------------------

AM_PM = r"[ap]\.?m\.?"
"""The 12-hour marker: "am", "p.m.", "PM" (with re.IGNORECASE)."""
CLOCK_TIME = re.compile(
    r"\b(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s?(?P<ap>a\.?m\.?|p\.?m\.?)(?![a-z])"
    r"|\b(?P<h24>[01]?\d|2[0-3]):(?P<m24>[0-5]\d)(?::\d{2})?\b"
    r"|\b(?:12\s+)?(?P<noon>noon|midday|midnight)\b", re.IGNORECASE)
"""A clock time in a claim: 12-hour ("9am", "9:45 p.m."), 24-hour ("17:05", "07:30:00") or a named hour ("noon",
"12 midnight"). Groups: h, m, ap; h24, m24; noon."""
CLOCK_TIME_RANGE = re.compile(
    r"\b(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?:-|–|to|and|until)\s*(?=\d{1,2}(?::\d{2})?\s?(?P<ap>[ap])\.?m)",
    re.IGNORECASE)
"""The first hour of a range that writes am/pm once ("between 1 and 5 pm", "9-11am"): it shares the second's."""
CLOCK_LEAF = re.compile(r"^([01]?\d|2[0-3]):([0-5]\d)(?::\d{2})?$")
"""A whole record value that is a 24-hour clock time ("13:00", "7:05:30")."""
CLOCK_TIME_KEY = re.compile(rf"\b(\d{{1,2}}):(\d{{2}})\s*({AM_PM})?|\b(\d{{1,2}})[.](\d{{2}})\s*({AM_PM})", re.I)
"""A time written with its minutes ("10:30", "10.30 a.m."), to key a figure. Why a variant: level 1 compares
figures by key and "10.30" alone is a number; an hour with no minutes ("9am") keys as the number 9."""
CLOCK_TIME_STYLE = re.compile(rf"(?P<h>\d{{1,2}})(?::(?P<m>\d{{2}}))?(?P<sp>\s*)(?P<ampm>{AM_PM})?", re.IGNORECASE)
"""How a draft writes a time, read from its start: hour, minutes, the space and the marker it uses, so a
correction is written the same way."""
RECORD_CLOCK = re.compile(r"(?:^|T|\s)(\d{1,2}):(\d{2})(?::\d{2})?")
"""The hour and minute inside a record's value ("2031-05-12T09:00:00+02:00", "18:30")."""
TWELVE_HOUR_LEAF = re.compile(r"(\d{1,2})\s*([ap])\.?m\.?", re.IGNORECASE)
"""A whole value that is an hour with am/pm ("5 pm"). Groups: hour, a or p."""

# --- money ----------------------------------------------------------------------------------------------

CURRENCY_OF_SYMBOL = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"}
"""The one-character currency marks and the ISO code each is read as (`CURRENCY_MARKS` reads more)."""
SYMBOL_OF_CURRENCY = {code: symbol for symbol, code in CURRENCY_OF_SYMBOL.items()}
"""The mark a correction writes for a currency its draft wrote as a mark."""
CURRENCY_MARKS = {
    "C$": "CAD", "AU$": "AUD", "S$": "SGD", "$": "$", "£": "GBP", "₽": "RUB", "₺": "TRY", "฿": "THB", "zł": "PLN",
    "Rs.": "INR", "Rs": "INR", "kr": "SEK", "Fr.": "CHF", "CHF": "CHF",
}
"""Currency marks and the ISO code each stands for, where the CLDR's English marks (currencies.english_marks)
name another or none: "$" alone is read as any dollar, "£" as sterling, "kr" as the krona, "C$" as the Canadian
dollar; the rest are the marks of their own languages."""
CURRENCY_WORDS = {"dollar": "$", "dollars": "$", "euro": "EUR", "euros": "EUR", "pound": "GBP", "pounds": "GBP",
                  "yen": "JPY", "rupee": "INR", "rupees": "INR", "krona": "SEK", "kronor": "SEK", "krone": "SEK",
                  "cents": "cent", "cent": "cent", "¢": "cent", "pence": "pence", "p": "pence"}
"""A currency written as a word after a figure; "cent" and "pence" mark hundredths."""
ISO_CURRENCIES = frozenset("""USD EUR GBP JPY INR AUD CAD NZD CHF SEK NOK DKK PLN CZK HUF BRL MXN ZAR SGD HKD CNY KRW
TRY ILS AED SAR THB PHP VND IDR MYR RUB""".split())
"""The ISO 4217 codes a figure or a record's key may carry."""
DOLLAR_CURRENCIES = frozenset({"USD", "CAD", "AUD", "NZD", "HKD", "SGD", "MXN"})
"""The currencies a bare "$" may mean."""
KRONA_CURRENCIES = frozenset({"SEK", "NOK", "DKK"})
"""The currencies a bare "kr" may mean."""

GROUPED_NUMBER = r"\d{1,3}(?:[,.\u202f\u00a0 '\u2019]\d{3})+(?:[.,]\d{1,2})?"
"""A number grouped in thousands, either decimal mark: 1,118.80 / 2.350,00 / 1 060 / 1'250.50 (a fragment)."""
WRITTEN_NUMBER = rf"\d{{1,2}}(?:,\d{{2}})+,\d{{3}}(?:\.\d{{1,2}})?|{GROUPED_NUMBER}|\d+(?:[.,]\d+)?"
"""A number as written, grouped or not, either decimal mark: 1,118.80 / 2.350,00 / 1 060 / 1'250.50 (Swiss) / 12.5, and
the Indian grouping of lakhs and crores, two digits a group above the thousands: 1,50,000 / 2,10,00,000.50."""
NUMBER_SCALE = r"(?:\s?(?P<scale>[kKmMbB]|million|billion|thousand|bn)\b)?"
"""An optional scale after a number ("284k", "1.2 million"), captured as `scale` (rename it per use)."""
SCALE_FACTORS = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9}
"""What each scale word multiplies by."""

# Every mark and code as one alternation, longest mark first so "US$" is not read as "$".
# The CLDR's English marks (currencies.english_marks) beyond these: a mark with a sign in it ("₦", "GH₵") before
# any figure; a mark of letters alone ("R", "RM", "Ksh") only before a figure written as money (grouped
# thousands or two decimals: "R2,163.50", "RM1,400"), since "Q3", "K9" or "VT14" are names, not amounts.
_CLDR_MARKS = {m: c for m, c in english_marks().items() if m not in CURRENCY_MARKS}
_SIGN_MARKS = [m for m in _CLDR_MARKS if not m.replace(".", "").isalpha()]
_LETTER_MARKS = [m for m in _CLDR_MARKS if m.replace(".", "").isalpha()]
MONEY_WRITTEN = rf"{GROUPED_NUMBER}|\d+[.,]\d{{2}}(?!\d)"
"""A figure written the way money is (grouped thousands, or two decimals), which a mark of letters needs."""
_MARK_ALTERNATION = "|".join(re.escape(m) for m in sorted([*CURRENCY_MARKS, *_SIGN_MARKS], key=len, reverse=True))
_LETTER_ALTERNATION = "|".join(re.escape(m) for m in sorted(_LETTER_MARKS, key=len, reverse=True))
_CODE_ALTERNATION = "|".join(sorted(ISO_CURRENCIES))
# Every other ISO 4217 code, in capitals only ("KWD 4.050"): in any case, "all 5" or "top 10" would be money.
_CAPITAL_CODES = rf"(?-i:{'|'.join(sorted(ISO_CODES - ISO_CURRENCIES))})\b"
COUNTRY_CAPITALS = r"(?-i:[A-Z]{1,3})"
"""The capitals of a country written before its dollar or pound sign ("TT" of "TT$")."""
PREFIXED_MARK = rf"{COUNTRY_CAPITALS}[$£](?=\s?\d)"
"""A dollar or pound sign after the capitals of its country ("TT$", "J$", "BZ$", "E£"), as English writes the
currencies the CLDR gives no such mark: read as that country's dollar or pound (`currencies.prefixed_mark`)."""
MONEY_AMOUNT = re.compile(
    rf"(?<![\w$])(?P<pre>{PREFIXED_MARK}|{_MARK_ALTERNATION}|(?:{_CODE_ALTERNATION})\b|{_CAPITAL_CODES}"
    rf"|(?-i:{_LETTER_ALTERNATION})(?=\s?(?:{MONEY_WRITTEN})))\s?(?P<n1>{WRITTEN_NUMBER})"
    rf"{NUMBER_SCALE.replace('scale', 's1')}"
    rf"|(?<![\w.,])(?P<n2>{WRITTEN_NUMBER}){NUMBER_SCALE.replace('scale', 's2')}\s?(?P<post>(?:{_CODE_ALTERNATION})\b|{_CAPITAL_CODES}"
    rf"|€|¢|kr\b|zł|(?:dollars?|euros?|pounds?|yen|rupees?|kronor|krona|krone|cents?|pence)\b|(?<=\d)p(?![.\w]))",
    re.IGNORECASE)
"""A money amount as a claim writes it: a mark or code before the number ("€408.80", "US$ 1.2m", "CHF 90") or a
code, mark or word after it ("408,80 €", "95 cents", "12 dollars", "40p"). Groups: pre, n1, s1; n2, s2, post."""
ONE_CURRENCY_UNIT = re.compile(r"\b(?:a|an|one|every|each|per)\s+(?P<word>dollar|euro|pound)\b", re.IGNORECASE)
"""One unit of a currency, written as a word ("every pound", "per dollar", "a euro")."""
CURRENCY_WORD_AFTER = re.compile(r"\s+(?P<word>dollars?|euros?|pounds?|yen|rupees?)\b", re.IGNORECASE)
"""A currency word right after a number in words ("forty dollars"): money, as "$40" is."""

MENTION_CURRENCY_WORDS = {"usd": "USD", "dollar": "USD", "dollars": "USD", "eur": "EUR", "euro": "EUR",
                          "euros": "EUR", "gbp": "GBP", "pound": "GBP", "pounds": "GBP"}
"""The code each word of `MONEY_MENTION` is read as (a bare dollar is USD there)."""
MONEY_MENTION = re.compile(
    rf"(?<![\w$])(?P<pfx>{COUNTRY_CAPITALS})?(?P<sym>[$€£¥])\s?(?P<a1>\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"|(?P<code1>USD|EUR|GBP)\s?(?P<a2>\d+(?:[.,]\d+)?)"
    r"|(?P<a3>\d+(?:\.\d+)?)\s?(?P<code2>USD|EUR|GBP|dollars?|euros?|pounds?)\b", re.IGNORECASE)
"""`MONEY_AMOUNT` narrowed to the four one-character marks and three codes, dot decimals. Why a variant: a
typed mention is one (amount, code) pair a repair rewrites in the draft's style; every reading of an amount
is the record check's job (`MONEY_AMOUNT`)."""
MONEY_CUE = re.compile(r"[$€£¥]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:usd|eur|gbp|dollars?|euros?|pounds?)\b", re.IGNORECASE)
"""That a sentence names an amount. Why a variant: the decomposer only asks whether a claim is specific."""
NUMBER_SPAN = r"\d+(?:,\d{3})*(?:\.\d+)?"
"""A plain number as level 1 keys it: "118.84", "1,250.00" (a trailing comma is punctuation), as a fragment."""
# The codes level 1 and the repair of policy figures take for money: the common ones, so a capitalised word is
# rarely read as an amount.
SPAN_CURRENCY_CODES = r"(?:USD|EUR|GBP|INR|JPY|CAD|AUD|CHF)"
MONEY_SPANS = (
    re.compile(rf"[$\u20ac\u00a3\u00a5\u20b9]\s?{NUMBER_SPAN}"),
    re.compile(rf"\b{NUMBER_SPAN}\s?(?:{SPAN_CURRENCY_CODES}|dollars?|euros?|pounds?|rupees?)\b", re.I),
    re.compile(rf"\b{SPAN_CURRENCY_CODES}\s?{NUMBER_SPAN}"),
)
"""The span an amount covers in a sentence (no groups): "$118.84", "118.84 USD", "USD 118.84". Why a variant:
level 1 cuts the span a token covers; a code before the number only in capitals ("eur 5" is rarely money)."""

# --- identifiers ----------------------------------------------------------------------------------------

IDENTIFIER = re.compile(
    r"#\s?\d{3,}\b|(?<![\w$€£¥.,])(?=[\w./-]*\d)(?=[\w./-]*[A-Za-z])[A-Za-z0-9](?:[\w./-]*[A-Za-z0-9])?"
    r"|(?<![\w$€£¥.,:/])\d{5,}(?![.,:/]?\d)"
    r"|(?<![\w$€£¥.,:/-])\d{2,}-\d{3,}(?:-\d+)*(?![\w.,:/-]?\d)"  # 44-1209: digit groups, not a range
    r"(?!\s*(?:[a-z]+\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?|km|miles?|kg|lbs?|units?|items?|%))")
"""An identifier in a claim: "#40917", a code of letters and digits ("QX7-221", "RX-88213"), a long digit
string ("40917"), digit groups joined by a hyphen that no unit follows ("44-1209")."""
IDENTIFIER_CUE = re.compile(r"(?:#\s?\d{3,}|\b[A-Z]{1,4}-?\d{2,}[A-Z0-9-]*\b)")
"""That a sentence names a reference ("#4417", "INV-2210", "QX77"). Why a variant: the decomposer only asks
whether a claim is specific, and a capital prefix keeps model names and sizes out."""
CASE_IDENTIFIER = re.compile(r"#\s?\d{3,}\b|\b[A-Z]{1,4}-\d{2,}[A-Z0-9-]*\b")
"""`IDENTIFIER_CUE` with the hyphen required. Why a variant: it says a sentence is about the reader's own case,
and "QX77" alone is as often a product."""
IDENTIFIER_SPANS = (
    re.compile(r"#?\b[A-Za-z]{1,8}(?:-[A-Za-z0-9]+)*-\d[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*"),
    re.compile(r"\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,}\b"),
    re.compile(r"#\d+\b"),
)
"""The span an identifier covers in a sentence (no groups): "A-4417", "1Z999AA1012", "#4417". Why a variant:
level 1 cuts the span a token covers; one hyphenated prefix or six capitals and digits, no reading."""
ALNUM_IDENTIFIER = re.compile(r"[A-Za-z]*\d[A-Za-z0-9]*|[A-Za-z]+-[A-Za-z0-9-]*\d[A-Za-z0-9-]*")
"""A whole token that is a code of letters and digits ("A4417", "ord-2031-7"), to key it as an identifier."""
SHORT_ALNUM_CODE = re.compile(r"\b(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{2,6}\b")
"""A short code of letters and digits ("B2", "4K", "X12"): a plan or tier a rule names, not a figure."""


def normalise_identifier(value: Any) -> str:
    """An identifier reduced to its capitals and digits: "qx7-221", "QX7 221" and "QX7221" are one."""
    return re.sub(r"[^A-Z0-9]", "", str(value).upper())


# --- counted quantities ---------------------------------------------------------------------------------

CARDINAL_WORDS = CARDINALS
"""The counts written as one word, zero to twenty, in value order (the language layer's table)."""
NUMBER_WORD_VALUES = {
    **CARDINAL_VALUES, "hundred": SCALES["hundred"], "thousand": SCALES["thousand"],
    **{word: MULTIPLES[word] for word in COUNTING_MULTIPLES},
    # Ordinals past "fifth" and fractions past "half" name a position or a share far more often than a count.
    **{word: ORDINALS[word] for word in COUNTING_ORDINALS},
    "half": FRACTIONS["half"],
}
"""Every number word a claim may count with, and its value ("twice": 2, "half": 0.5)."""
DURATION_UNIT = r"(?:business days?|working days?|days?|weeks?|months?|years?|hours?|minutes?|nights?)"
"""A unit of a span of time a rule or a claim counts in ("3 business days", "2 nights"), as a fragment."""
COUNTED_QUANTITY = re.compile(rf"\b(?P<num>\d+(?:\.\d+)?)[\s-]*(?P<unit>{DURATION_UNIT})\b", re.IGNORECASE)
"""A number of units of time ("within 3 days", "a 14-day window"). Groups: num, unit."""
HOURS_AND_MINUTES = re.compile(
    r"\b(?P<h>\d{1,3})\s*(?:hours?|hrs?|h)\s*(?:and\s+)?(?P<m>\d{1,2})\s*(?:minutes?|mins?|m)\b", re.IGNORECASE)
"""A duration in hours and minutes ("2 hours 15 minutes", "1h30m"). Groups: h, m."""


# --- patterns levels used to keep for themselves (moved here so no level reads a value its own way) --------

ISO_DATE_START = re.compile(ISO_DATE)
"""A value that begins with an ISO 8601 date ("2026-05-10", "2026-05-10T09:00Z"): use `.match`."""
NUMBERS = re.compile(NUMBER_SPAN)
"""Every plain figure in a text ("1,250.00", "3"), for comparing the figures two texts write."""
CLOCK_TIME_IN_TEXT = re.compile(rf"\b\d{{1,2}}:\d{{2}}(?:\s*{AM_PM})?|\b\d{{1,2}}\s*{AM_PM}(?![a-z])", re.IGNORECASE)
"""A clock time anywhere in a draft ("9:45", "9:45 pm", "5pm"): where a time correction may go."""
MONTH_AND_YEAR = re.compile(r"(?:(?P<prep>\bin|\bby|\bbefore|\buntil)\s+)?(?:the end of\s+)?\b(?P<month>"
                            + FULL_MONTH_NAME + r")\s+(?P<year>\d{4})\b(?!\s*\d)")
"""A month and year with no day ("by the end of July 2029"), with the word before it. Groups: prep, month, year."""
FIGURE_WITH_UNIT = re.compile(r"(?<![\w.,$£€¥₹])(?P<num>\d[\d,]*(?:\.\d+)?)\s?(?P<unit>[A-Za-z%]+)\b")
"""A figure and the word right after it ("515 kWh", "45 minutes"), never an amount of money. Groups: num, unit."""
AFTER_A_WAIT = re.compile(rf"\bafter (?:an? )?(?:\d+|[a-z]+)[\s-]*{DURATION_UNIT}\b|\bwaiting period\b|\bafter (?:an? )?"
                          r"(?:initial |qualifying )?(?:wait|delay)\b", re.IGNORECASE)
"""A rule that says a thing begins only after a wait ("after a 6-week wait", "after the waiting period")."""
TRAILING_TIME_WORDS = re.compile(r"^\s+(?:today|yesterday|this (?:morning|afternoon|week)|earlier(?: today)?|already"
                                 r"|just now|successfully)\b", re.IGNORECASE)
"""A time word right after a verb ("issued yesterday", "sent just now"): part of the claim, not of a state."""
