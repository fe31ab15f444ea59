"""Figures a record implies but does not hold: a total of its amounts, a difference, a unit price times a
quantity, a remainder, a percentage of an amount, a date a stated count of days from a recorded one. A claim
may state any of them ("3 of your 5 seats are left", "the two nights come to $240", "by 18 May, 14 days before
renewal"); the search is bounded (a few terms, a few dozen fields) so that a
wrong figure is not explained by chance, and every derivation carries its arithmetic for the trace.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from itertools import combinations

MAX_TERMS = 3
"""The most figures a sum may add: a total of more items is read from a whole list (`list_total`)."""
MAX_FIELDS = 12
"""Sums of two or three terms are tried over at most this many fields of one record (220 triples)."""
# Words that say a figure is everything added up (general English), so the sum of a whole list is "clearly
# meant" when no field holds it.
TOTAL_WORDS = frozenset("total totals altogether overall combined sum together all".split())


@dataclass(frozen=True)
class Term:
    """One figure a derivation reads: where it is (a path) and its value."""

    label: str
    value: float


@dataclass(frozen=True)
class Derivation:
    value: float
    arithmetic: str
    """How it was reached, for the trace: 'items.0.price 12.5 + items.1.price 7 = 19.5'."""
    terms: tuple[Term, ...]


def _num(x: float) -> str:
    return f"{x:g}" if abs(x) < 1e15 else str(x)


def _show(terms: Sequence[Term], op: str, value: float) -> str:
    return f" {op} ".join(f"{t.label} {_num(t.value)}" for t in terms) + f" = {_num(round(value, 6))}"


def sums(amounts: Sequence[Term]) -> Iterator[Derivation]:
    """Sums of two or three of the amounts (bounded by MAX_FIELDS)."""
    if len(amounts) > MAX_FIELDS:
        return
    for k in range(2, MAX_TERMS + 1):
        for group in combinations(amounts, k):
            total = round(sum(t.value for t in group), 6)
            yield Derivation(total, _show(group, "+", total), group)


def differences(figures: Sequence[Term]) -> Iterator[Derivation]:
    """Each larger figure less a smaller one: a balance, a remainder, what is left."""
    if len(figures) > MAX_FIELDS * 2:
        return
    for a in figures:
        for b in figures:
            if a is not b and a.value > b.value > 0:
                value = round(a.value - b.value, 6)
                yield Derivation(value, _show((a, b), "-", value), (a, b))


def products(prices: Sequence[Term], quantities: Sequence[Term]) -> Iterator[Derivation]:
    """A unit price times a quantity (a whole number from 2 to 999)."""
    for p in prices:
        for q in quantities:
            if float(q.value).is_integer() and 2 <= q.value <= 999:
                value = round(p.value * q.value, 6)
                yield Derivation(value, _show((p, q), "x", value), (p, q))


def percentages(amounts: Sequence[Term], shares: Sequence[Term]) -> Iterator[Derivation]:
    """A percentage of an amount: a share field in percent (0-100) or as a fraction (0-1) times the amount."""
    for a in amounts:
        for s in shares:
            if 0 < s.value <= 100:
                fraction = s.value / 100 if s.value > 1 else s.value
                value = round(a.value * fraction, 6)
                yield Derivation(value, f"{s.label} {_num(s.value)}{'%' if s.value > 1 else ''} of "
                                        f"{a.label} {_num(a.value)} = {_num(value)}", (a, s))


def quotients(amounts: Sequence[Term], counts: Sequence[Term]) -> Iterator[Derivation]:
    """An amount split into a whole number of parts (2 to 999): "£462.50 over 10 instalments" is £46.25 each."""
    for a in amounts:
        for n in counts:
            if float(n.value).is_integer() and 2 <= n.value <= 999:
                value = round(a.value / n.value, 6)
                yield Derivation(value, _show((a, n), "/", value), (a, n))


def less_shares(amounts: Sequence[Term], percents: Sequence[Term]) -> Iterator[Derivation]:
    """An amount less a percentage of itself (a discount): "€629.00 less 5%" is €597.55."""
    for a in amounts:
        for p in percents:
            if 0 < p.value < 100:
                value = round(a.value * (1 - p.value / 100), 6)
                yield Derivation(value, f"{a.label} {_num(a.value)} less {p.label} {_num(p.value)}% = "
                                        f"{_num(value)}", (a, p))


def list_total(items: Sequence[Term]) -> Derivation | None:
    """Every item of one list added up ('items[].price'), or None for fewer than two items."""
    if len(items) < 2:
        return None
    total = round(sum(t.value for t in items), 6)
    return Derivation(total, _show(items, "+", total), tuple(items))


def line_total(lines: Sequence[tuple[Term, Term]]) -> Derivation | None:
    """Each line's price times its quantity, added up ('lines[].unit_price x lines[].qty'), or None for fewer
    than two lines: an order's total when the record keeps only its lines."""
    if len(lines) < 2:
        return None
    total = round(sum(p.value * q.value for p, q in lines), 6)
    shown = " + ".join(f"{p.label} {_num(p.value)} x {q.label} {_num(q.value)}" for p, q in lines)
    return Derivation(total, f"{shown} = {_num(total)}", tuple(t for pair in lines for t in pair))


def first_match(candidates: Iterator[Derivation], agrees: Callable[[float], bool]) -> Derivation | None:
    """The first derivation whose value the claim's figure agrees with."""
    return next((d for d in candidates if agrees(d.value)), None)


# --- dates a stated offset derives from a recorded one -------------------------------------------------

DAY_UNITS = {"day": 1, "days": 1, "week": 7, "weeks": 7}
"""Units of a count of calendar days (general English)."""
WORKING_DAY_UNITS = frozenset({"working", "business", "workday", "workdays", "weekday", "weekdays"})
"""Units of a count of working days: Saturdays and Sundays are not counted (general English)."""


@dataclass(frozen=True)
class DayOffset:
    """A count of days a claim states ("14 days", "two weeks", "10 working days")."""

    days: int
    working: bool


def day_offsets(counts: Sequence[tuple[float, str | None]]) -> list[DayOffset]:
    """The day counts among a claim's (number, unit) figures; whole positive counts of at most a year."""
    out = []
    for value, unit in counts:
        word = (unit or "").lower()
        if not float(value).is_integer() or not 0 < value <= 366:
            continue
        if word in WORKING_DAY_UNITS:
            out.append(DayOffset(int(value), True))
        elif word in DAY_UNITS:
            out.append(DayOffset(int(value) * DAY_UNITS[word], False))
    return out


def shifted(day: date, offset: DayOffset, sign: int) -> date:
    """`day` moved by `offset` forward (sign 1) or back (-1); working days skip Saturdays and Sundays."""
    if not offset.working:
        return day + timedelta(days=sign * offset.days)
    moved, left = day, offset.days
    while left:
        moved += timedelta(days=sign)
        if moved.weekday() < 5:
            left -= 1
    return moved


def offset_dates(recorded: date, offsets: Sequence[DayOffset], signs: Sequence[int] = (1, -1)
                 ) -> Iterator[tuple[date, str]]:
    """Each date the offsets derive from a recorded date, forward (1) or back (-1) as `signs` allow, with its
    arithmetic for the trace."""
    for offset in offsets:
        unit = "working days" if offset.working else "days"
        for sign in signs:
            op = "+" if sign > 0 else "-"
            yield shifted(recorded, offset, sign), f"{recorded.isoformat()} {op} {offset.days} {unit}"
