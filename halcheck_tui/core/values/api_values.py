"""Values as real APIs write them: unit-suffixed keys, minor currency units, currency codes in keys,
timestamps with an offset, weekdays beside dates, and yes/no fields that say what will happen.

A tool's key often carries the unit or scale of its value (`durationMin`, `route_km`, `totalUsd`,
`amount_cents`): the last word of the key says what the number counts. A claim's figure written in another
unit of the same dimension is converted before it is compared ("1.5 hours" is 90 of `…Min`); one written
in a unit the key rules out ("45 hours" against `…Min` = 45) is not that leaf's value. A key in minor units
holds hundredths ("$12.50" is `…_cents` = 1250). A key naming a currency code makes its number money in
that currency. Nothing here knows a schema: the tables are how units and currencies are abbreviated.
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from functools import lru_cache
from typing import Any

from ..language.calendar_words import WEEKDAYS
from ..language.tokens import unit_key_words
from ..language.words import stem
from .leaf_values import leaf_dates, leaf_number, leaf_time, numbers_agree
from .mentions import Specific
from .money import MINOR_UNIT_WORDS
from .patterns import AM_PM, DATE_OR_TIMESTAMP_INTERVAL, ISO_CURRENCIES, OFFSET_TIMESTAMP
from .times import duration_seconds
from .units import UNIT_NAMES, UNITS
from .zones import date_in, named_zone

# --- units --------------------------------------------------------------------------------------------

# "min" ends a key for minutes only beside a word for a span of time (`durationMin`, `wait_min`); beside
# anything else it is a minimum (`order_min`, `minSpend`). Words people name spans of time with.
_TIME_QUANTITY = frozenset(stem(w) for w in """duration length time wait delay eta elapsed runtime travel drive walk
ride hold timeout interval late lateness session call talk break lead transit response resolution""".split())
# Key words that say the number is in a currency's hundredths ("amount_cents", "fee_pence"): key_units' table,
# the one flatten scales such leaves by.
MINOR_UNITS = MINOR_UNIT_WORDS
# Key words that say a number's unit or scale, never what it is for ("cents" of `deposit_cents`, "usd" of
# `totalUsd`): role matching passes over them as it does "amount".
UNIT_KEY_WORDS = frozenset(stem(w) for w in MINOR_UNITS | {c.lower() for c in ISO_CURRENCIES})
# A single-letter unit ("h", "s", "g") ends a key only after a word (`duration_h`): alone it is a name.
_SHORT = frozenset(w for w in UNITS if len(w) == 1)
# The abbreviations of "minutes" that are also "minimum" (`order_min`): read as minutes only beside a span word.
_MIN_ABBREVIATIONS = frozenset({"min", "mins"})


@dataclass(frozen=True)
class KeyUnit:
    """What the last word of a leaf's key says of its number."""

    dimension: str | None = None
    size: float = 1.0
    system: str = "si"
    currency: str | None = None
    scale: float = 1.0
    """A minor-unit key holds hundredths: the value times `scale` is the amount a claim writes."""


@lru_cache(maxsize=4096)
def key_unit(path: str) -> KeyUnit | None:
    """The unit, currency or scale the last key of `path` names by its last word, or None."""
    words = unit_key_words(path.split(".")[-1])
    if not words or (len(words) < 2 and (words[0] in _SHORT or words[0] in _MIN_ABBREVIATIONS)):
        return None  # a key that is only "min" or "h" names nothing but itself; "minutes" or "kg" alone do
    last = words[-1]
    if words[-2:-1] == ["per"]:
        return None  # `…_per_day`, `fee_per_kg`: the unit is what a rate is counted by, not the number's own
    key = path.split(".")[-1]
    if "/" in key:  # "Extra kg (CHF/kg)", "rate (EUR/h)": a rate, in what stands before the slash, per what follows
        over = unit_key_words(key.rpartition("/")[0])
        return KeyUnit(currency=over[-1].upper()) if over and over[-1].upper() in ISO_CURRENCIES else None
    if last.upper() in ISO_CURRENCIES:
        return KeyUnit(currency=last.upper())
    if last in MINOR_UNITS:
        code = next((w.upper() for w in words[:-1] if w.upper() in ISO_CURRENCIES), None)
        return KeyUnit(currency=code, scale=0.01)
    if last in _MIN_ABBREVIATIONS and not any(stem(w) in _TIME_QUANTITY for w in words[:-1]):
        return None
    if last in UNITS:
        dimension, size, system = UNITS[last]
        return KeyUnit(dimension, size, system)
    return None


def path_unit_words(path: str, words: list[str]) -> list[str]:
    """A path's words with its last key's unit abbreviation written out (`sessionDurationMin`: 'session',
    'duration', 'minutes'), so path-word matching meets a claim's "minutes"; other words unchanged."""
    unit = key_unit(path)
    if not words or unit is None or unit.dimension is None or words[-1] not in UNIT_NAMES:
        return words
    return words[:-1] + [UNIT_NAMES[words[-1]]]


def claim_unit(word: str | None) -> tuple[str, float, str] | None:
    return UNITS.get(word.lower()) if word else None


def figure_holds(s: Specific, path: str, value: Any) -> bool:
    """Whether a leaf holds a claim's money or number, with the key's unit read: "90 minutes" and `…Hours`
    = 1.5; never an amount from a measurement key. (A minor-unit leaf comes scaled from flatten.)"""
    agrees = unit_agrees(s, path, value)
    if agrees is not None:
        return agrees
    if s.kind == "money" and is_measure(path):
        return False
    amount = leaf_number(value)
    return amount is not None and amount_agrees(s, amount)


def amount_agrees(s: Specific, amount: float) -> bool:
    """Whether a claim's figure is a recorded number; money by its size, since ledgers write a debit or a
    credit with a sign ("value": "-400.00") that a reply says in words ("your €400.00 withdrawal")."""
    return numbers_agree(s.readings, amount) or (s.kind == "money" and amount < 0 and numbers_agree(s.readings, -amount))


def key_currency(path: str) -> str | None:
    unit = key_unit(path)
    return unit.currency if unit else None


def is_measure(path: str) -> bool:
    """A key that names a measurement unit (`…Min`, `…_kg`): its number is not an amount of money."""
    unit = key_unit(path)
    return bool(unit and unit.dimension)


def _written_step(text: str) -> float:
    """Half the last written digit of a figure ("26" -> 0.5, "26.1" -> 0.05): the precision it claims."""
    m = re.search(r"[.,](\d+)\s*$", re.sub(r"[^\d.,]", "", text))
    return 0.5 * 10 ** -(len(m.group(1)) if m else 0)


def measure_of(path: str, value: Any) -> tuple[KeyUnit, float] | None:
    """A leaf's measurement: its number and the unit its key names, or an ISO 8601 duration ('PT45M') in
    seconds; None for anything else."""
    if isinstance(value, str):
        seconds = duration_seconds(value)  # the value layer's reading of 'PT45M', 'P14D'
        return None if seconds is None else (KeyUnit("time"), seconds)
    key, number = key_unit(path), leaf_number(value)
    return (key, number) if key is not None and key.dimension and number is not None else None


def unit_agrees(s: Specific, path: str, value: Any) -> bool | None:
    """Whether a claim's number agrees with a leaf once both units are read: True or False when the claim
    and the leaf both name a unit (of one dimension: converted; of two: False), None when either names none
    (the plain comparison stands)."""
    measure, said = measure_of(path, value), claim_unit(s.unit)
    if measure is None or said is None or s.kind != "number":
        return None
    key, number = measure
    if said[0] != key.dimension:
        return False
    held = number * key.size / said[1]  # the leaf's value in the claim's unit
    if said[2] != key.system and "si" not in (said[2], key.system):
        return any(abs(r - held) <= _written_step(s.text) + 1e-9 for r in s.readings if isinstance(r, float))
    whole = frozenset(r for r in s.readings if isinstance(r, float))
    if key.dimension == "time" and any(r.is_integer() and abs(r - held) <= 0.1 * held and (
            r == math.floor(held + 0.5) or (said[1] <= 60 and r == math.floor(held + 1e-9))) for r in whole):
        # a duration said in whole units, off by a tenth at most: rounded, or in minutes with its seconds
        # dropped ("13 minutes late" of PT13M37S); never "3 hours" for 3 h 50 min, nor "2 hours" for 90 minutes
        return True
    return numbers_agree(whole, round(held, 6))


def unit_rival(s: Specific, leaves: list, score: Callable[[Any], float] = lambda leaf: 0.0) -> Any | None:
    """The leaf a figure in a unit was meant to copy when no leaf agrees: the one leaf whose key names a unit
    of the figure's dimension ("50 minutes" and the only `…Min` field), or of several such the one the claim's
    words name best (`score` at least 0.5 and above every other)."""
    said = claim_unit(s.unit)
    if said is None or s.kind != "number":
        return None
    same = [leaf for leaf in leaves if not getattr(leaf, "is_count", False)
            and (measure_of(leaf.path, leaf.value) or (KeyUnit(),))[0].dimension == said[0]]
    if len(same) == 1:
        return same[0]
    ranked = sorted(((score(leaf), i) for i, leaf in enumerate(same)), reverse=True)
    if len(ranked) >= 2 and ranked[0][0] >= 0.5 and ranked[0][0] > ranked[1][0]:
        return same[ranked[0][1]]
    return None


# --- dates and times ----------------------------------------------------------------------------------

# Each weekday's names, and the pattern that finds one, longest name first ("thurs" before "thu").
_DAY_OF = {w: i for i, names in enumerate(WEEKDAYS) for w in names.split()}
_WEEKDAY_RE = re.compile(r"\b(?P<day>" + "|".join(sorted(_DAY_OF, key=len, reverse=True)) + r")\b\.?", re.IGNORECASE)


def weekday_checks(text: str, dated: list[tuple[int, int, Any]]) -> list[tuple[int, int, bool, Any, str]]:
    """Weekdays written next to a date the records hold ("Mon 9 March", "Friday, 3 April"): each agrees
    when it is that date's weekday. `dated` holds (start, end, leaf) of the claim's matched dates; the
    result holds (start, end, agrees, leaf, detail)."""
    out = []
    for m in _WEEKDAY_RE.finditer(text):
        word = m.group("day")
        if word.islower() and len(word) <= 4:
            continue  # "sat", "sun", "wed" in lower case are other words
        # The weekday's own date is the one written right after it ("Fri 24 April"), or right before it with only
        # punctuation between ("24 April (Fri)"); never the date before a word ("April 20 to Friday April 24",
        # "3/31 and Thu 4/2": that date is the other end of a range or another item of a list).
        near = [(a, b, leaf) for a, b, leaf in dated if 0 <= a - m.end() <= 3
                or (0 <= m.start() - b <= 6 and not text[b:m.start()].strip(" ,;(\u2013-"))]
        where = named_zone(text) if near else None  # "Thursday, May 14 at 6:10 PM Pacific": a Pacific calendar
        zoned = date_in(near[0][2].value, where) if where is not None else None
        days = [zoned] if zoned is not None else leaf_dates(near[0][2].value) if near else []
        if not days:
            continue
        leaf = near[0][2]
        actual = date(*days[0]).weekday()
        ok = actual == _DAY_OF[word.lower()]
        out.append((m.start(), m.start() + len(word), ok, leaf,
                    f"'{word}' is the weekday of {leaf.path} = {leaf.value}" if ok else
                    f"'{word}' is not the weekday of {leaf.path} = {leaf.value} (a "
                    f"{WEEKDAYS[actual].split()[0].capitalize()})"))
    return out


def weekdays_said(text: str) -> set[int]:
    """The weekdays a text names (Monday = 0), "sat", "sun" and "wed" in lower case aside (other words)."""
    return {_DAY_OF[m.group("day").lower()] for m in _WEEKDAY_RE.finditer(text)
            if not (m.group("day").islower() and len(m.group("day")) <= 4)}


# A clock time followed by UTC or GMT, alone or as the far end of a range ("9 and 11am UTC").
_SAID_UTC = re.compile(rf"\s*(?:(?:-|–|to|and|until)\s*\d{{1,2}}(?::\d{{2}})?\s*(?:{AM_PM})?\s*)?(?:\(\s*)?(?:UTC|GMT)\b"
                       r"(?![+-]\d)", re.IGNORECASE)


def utc_minutes(value: Any) -> int | None:
    """Minutes after midnight, in UTC, of a timestamp that carries its offset ('…T17:00:00+01:00' -> 960)."""
    if not isinstance(value, str) or not OFFSET_TIMESTAMP.match(value.strip()):
        return None
    stamp = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    utc = stamp - stamp.utcoffset()
    return utc.hour * 60 + utc.minute


def interval_ends(value: Any) -> list[str]:
    """Both ends of an ISO 8601 interval written as one value ('…T17:00:00+01:00/…T19:00:00+01:00'), or []."""
    m = DATE_OR_TIMESTAMP_INTERVAL.fullmatch(value) if isinstance(value, str) else None
    return [m.group("a"), m.group("b")] if m else []


def clock_minutes(value: Any, utc: bool) -> list[int]:
    """The clock times a value holds, minutes after midnight: each end of an interval; in the timestamp's own
    offset, or as the UTC instant when the claim said UTC."""
    out = []
    for one in interval_ends(value) or [value]:
        t = utc_minutes(one) if utc else None
        t = leaf_time(one) if t is None else t
        if t is not None:
            out.append(t)
    return out


_DATE_SAID_UTC = re.compile(r"(?:,?\s*(?:at\s+)?\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)?\s*\(?(?:UTC|GMT)\b",
                            re.IGNORECASE)


def date_said_in_utc(text: str, end: int) -> bool:
    """A date the claim gives on the UTC calendar, alone or with its clock time ("2026-05-15 01:10 UTC")."""
    return bool(_DATE_SAID_UTC.match(text, end))


def said_in_utc(text: str, end: int) -> bool:
    """A clock time the claim gives in UTC ("16:00 UTC", "4pm GMT"): compared with the instant, not with
    the record's own wall clock. Any other time is read in the record's own offset."""
    return bool(_SAID_UTC.match(text, end))


# --- yes/no fields that say what will happen ----------------------------------------------------------

# Words for the same channel or event in a field's key and in a claim ("sms" and "text", "dispatch" and
# "leave"): how notifications and hand-offs are named, not any tool's keys.
EVENT_SYNONYMS: tuple[frozenset[str], ...] = tuple(frozenset(stem(w) for w in g.split()) for g in """
sms text texts message messaged
email mail emailed emails
notify notification notified alert tell let know update
dispatch leave leaves depart ship shipped send sent
cancel end close
require required need needs must
receipt confirmation
sign signature
""".strip().splitlines())
# Key words that say how or whether a flag is set, not what it says will happen: "auto" of `autoExtend`,
# "enabled" of `remindersEnabled`. A claim need not name them ("it won't extend").
FLAG_MANNER = frozenset(stem(w) for w in "auto automatic automatically enabled enable flag on should".split())
# Words that put a clause in the future. Why: "you'll get a text" is a promise a flag must record.
_WILL = re.compile(r"\b(?:will|won't|shall|going\s+to)\b|'ll\b", re.IGNORECASE)
# A key word in "-ed" (`charged`, `shipped`): a state already reached, not a promise.
_STATE_KEY = re.compile(r"ed$")
# Auxiliaries that open a yes/no key for a state (`isActive`, `hasShipped`, `didPay`): it records what holds now.
_STATE_KEY_LEADS = frozenset("is has was had did".split())
# Adjectives for a condition that holds now (`active`, `eligible`): "will be active" is not the flag's value.
STATE_ADJECTIVES = frozenset("""active inactive open pending available unavailable ready live paused suspended frozen
locked blocked eligible ineligible valid invalid current due overdue visible public private primary default""".split())
# Irregular participles that, like any "-ed" word, make a key a state already reached (`paid`, `sent`).
_REACHED = frozenset("paid sent done made held kept won lost set shown given taken".split())


def event_word(a: str, b: str) -> bool:
    return any(a in g and b in g for g in EVENT_SYNONYMS)


def future_clause(text: str) -> tuple[int, int] | None:
    """The clause of a claim that says what will happen ("you'll get a text when it leaves"), or None."""
    m = _WILL.search(text)
    if m is None:
        return None
    cuts = [c.start() for c in re.finditer(r";|\bbut\b|\bwhereas\b|\balthough\b|\band\s+(?=(?:you|we|it|they|your|the)\b)",
                                          text, re.IGNORECASE)]
    start = max([c for c in cuts if c < m.start()], default=0)
    end = min([c for c in cuts if c > m.start()], default=len(text))
    return start, end


def promised_key(path: str, light: frozenset[str]) -> list[str] | None:
    """The stemmed key words of a yes/no field that a claim about what will happen must name, or None when
    the field records a state (`charged`, `isShipped`, `active`): "will be charged" or
    "will be active" is not its value now. An opt-in (`emailOptIn`) is consent, never read so either."""
    words = unit_key_words(path.split(".")[-1])
    if not words or words[0] in _STATE_KEY_LEADS or any(_STATE_KEY.search(w) for w in words) \
            or any(w in _REACHED or w in STATE_ADJECTIVES for w in words):
        return None
    key = [stem(w) for w in words if w not in light and stem(w) not in FLAG_MANNER]
    return key or None


# A key's own words that name an identifier or a count of versions, never an amount, whatever object holds
# it ("refunds.0.id", "quote.version", "invoice_number"). General API English.
NOT_AN_AMOUNT_KEYS = frozenset("id ids number no version revision sequence seq index code reference ref sku".split())
