"""Leaves: a record flattened into dot paths (`shipment.events.2.status`) and how a claim's words name one.

`flatten` turns any record into `Leaf`s (money found by its key or a currency beside it); `role_score` and its
neighbours say how well the words around a specific name a leaf's role; `verbalise_leaves` writes leaves for a reader."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import tzinfo
from typing import Any

from ....language.calendar_words import MONTH_NAMES
from ....language.tokens import letter_word_spans
from ....language.words import edit_distance
from ....language.words import stem as _stem
from ....values import api_values, currencies, money, record_values
from ....values.api_values import NOT_AN_AMOUNT_KEYS
from ....values.leaf_values import leaf_date, leaf_dates, leaf_number, leaf_time
from ....values.money import AmountReading
from ....values.patterns import ISO_CURRENCIES, normalise_identifier
from ..key_units import key_currency
from .vocabulary import GENERIC_KEYS, LIGHT, MONEY_WORDS, same_word, split_path_words, words_of


@dataclass(frozen=True)
class Leaf:
    evidence_id: str
    path: str
    value: Any
    scope: str
    """The list item that holds this leaf ('items.1'), or '' for the record itself: the unit a claim about
    'the second item' or about one of several recalls is scoped to."""
    words: tuple[str, ...]
    """Stemmed words of the path, list indices dropped; the last key's words come first."""
    currency: str | None = None
    is_count: bool = False
    """A list's length, not a field: `holds` with 0 items reads as "no holds"."""
    reading: str = ""
    """How the value layer read the record's value ('epoch seconds 1760032800 in America/Chicago', 'minor
    units of USD ...'); '' when `value` is the record's value as written."""
    alternates: tuple[AmountReading, ...] = ()
    """Other amounts the record's number may stand for (its minor-unit reading): a claim matching one matches."""

    @property
    def key_words(self) -> tuple[str, ...]:
        """The last key's words ('minutes_used' -> minute, used)."""
        last = self.path.split(".")[-1]
        if (last.isdigit() or self.is_count) and "." in self.path and not last.isalpha():
            last = self.path.split(".")[-2]
        return tuple(_stem(w) for w in split_path_words(last))

    @property
    def text(self) -> str:
        return humanise(self.value)


def humanise(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value).replace("_", " ")


def flatten(fields: Mapping[str, Any], evidence_id: str, reader_zone: tzinfo | None = None) -> list[Leaf]:
    """A record's leaves, each value read by the value layer; `reader_zone` is the clock of a record that
    names no zone of its own (Evidence.reader_zone)."""
    leaves: list[Leaf] = []

    def walk(value: Any, path: str, scope: str) -> None:
        value = record_values.well_known_value(value)  # a protobuf Date or Money object is one value
        if isinstance(value, Mapping):
            for key, inner in value.items():
                walk(inner, f"{path}.{key}" if path else str(key), scope)
        elif isinstance(value, list):
            # The list's length is a fact too: "two refills", "no flags on your profile", "both items".
            words = split_path_words(path)
            leaves.append(Leaf(evidence_id, path, len(value), scope,
                               tuple(dict.fromkeys(_stem(w) for w in words)), None, True))
            for i, inner in enumerate(value):
                item = f"{path}.{i}"
                walk(inner, item, item if isinstance(inner, Mapping) else scope)
        else:
            words = split_path_words(path)
            last = split_path_words(path.split(".")[-1]) or words
            ordered = tuple(dict.fromkeys([_stem(w) for w in last] + [_stem(w) for w in words]))
            leaves.append(Leaf(evidence_id, path, value, scope, ordered))

    walk(fields, "", "")
    return _read_values(leaves, reader_zone)


def _read_values(leaves: list[Leaf], reader_zone: tzinfo | None = None) -> list[Leaf]:
    """Each leaf's value as the value layer reads it (core/values/): instants in the zone the record names,
    amounts in the units the record writes them in, a currency code beside a number making it money."""
    by_container: dict[str, str] = {}
    for leaf in leaves:
        if currencies.is_code(leaf.value, ISO_CURRENCIES):
            by_container.setdefault(record_values.container(leaf.path), leaf.value.strip())
    codes = {c.upper() for c in by_container.values()}
    record_currency = next(iter(codes)) if len(codes) == 1 else None
    zones = record_values.record_zones([(leaf.path, leaf.value) for leaf in leaves if not leaf.is_count], reader_zone)
    lasts = {leaf.path: split_path_words(leaf.path.split(".")[-1]) for leaf in leaves}
    places = {record_values.container(leaf.path): n for leaf in leaves
              if (n := money.decimal_places(lasts[leaf.path], leaf.value)) is not None}
    shape = money.record_shape(list(lasts.values()), list(by_container.values()),
                               [leaf.value for leaf in leaves if record_values.container(leaf.path) in by_container
                                and leaf_number(leaf.value) is not None and any(w in MONEY_WORDS for w in leaf.words)])
    out = []
    for leaf in leaves:
        last = lasts[leaf.path]
        timed = None if leaf.is_count else record_values.instant(leaf.path, leaf.value, last, zones)
        if timed is not None:
            leaf = replace(leaf, value=timed.value, reading=timed.note)
        elif (flag := record_values.string_flag(leaf.value)) is not None and not leaf.is_count:
            leaf = replace(leaf, value=flag, reading=f"'{leaf.value}' as {'yes' if flag else 'no'}")
        elif money.decimal_places(last, leaf.value) is not None:
            pass  # how many places the amount beside it has: a scale, never an amount
        elif (n := places.get(record_values.container(leaf.path))) is not None and isinstance(leaf.value, int) \
                and not isinstance(leaf.value, bool) and not leaf.is_count and any(_stem(w) in MONEY_WORDS for w in last):
            # OTA: {"Amount": 348000, "DecimalPlaces": 2} is 3480.00
            leaf = replace(leaf, value=leaf.value / 10 ** n, currency=by_container.get(record_values.container(leaf.path)),
                           reading=f"{leaf.value} with the {n} decimal places the record gives beside it")
        elif leaf_number(leaf.value) is not None and not leaf.is_count and not isinstance(leaf.value, bool):
            leaf = _money(leaf, last, by_container, record_currency, shape)
        out.append(leaf)
    return out


# Money words that say how a figure is added up, not that it is money: "visits_total" and "points_balance"
# count visits and points, "amount_total" and "fee_balance" are money (general English; a key's own words).
ADDING_UP_WORDS = frozenset(_stem(w) for w in "total totals sum balance remaining left outstanding due value".split())


def counts_a_noun(last: list[str]) -> bool:
    """Whether a key's own words name what its number counts ("visits_total", "points_balance", "seats_left"):
    a plural noun that is not money, beside only words of adding up."""
    stems = [_stem(w) for w in last]
    if any(w in MONEY_WORDS and w not in ADDING_UP_WORDS for w in stems):
        return False
    return any(w.isalpha() and len(w) > 3 and w.endswith("s") and not w.endswith("ss") and _stem(w) not in MONEY_WORDS
               and w not in LIGHT for w in last)


def _money(leaf: Leaf, last: list[str], by_container: dict[str, str], record_currency: str | None,
           shape: money.MoneyShape) -> Leaf:
    beside = by_container.get(record_values.container(leaf.path))
    minor = money.key_in_minor_units(last) or money.key_in_micros(last)
    if isinstance(leaf.value, str) and beside is None and not minor and not key_currency(last) \
            and not any(_stem(w) in MONEY_WORDS for w in last):
        return leaf  # digits as text under a key that names no money ("last4": "4417"): a code, not an amount
    currency = key_currency(last) or (beside.upper() if beside else None) or (
        record_currency if minor or any(w in MONEY_WORDS for w in leaf.words) else None)
    if currency is None and not minor:
        fixed = money.fixed_width_hundredths(leaf.value)
        if fixed is not None and any(_stem(w) in MONEY_WORDS for w in last):
            # "order_total": "000052346" is 523.46: a fixed-width export's amount with two implied decimals
            return replace(leaf, value=fixed, reading=f"{leaf.value} as a fixed-width amount with two implied decimals")
        return leaf
    # A number named only "value" or "amount" beside a code is that pair's amount ({"value": 1250, "currency": ..}).
    pair = beside is not None and last in (["value"], ["amount"])
    if not (minor or pair or key_currency(last) or any(w in MONEY_WORDS for w in leaf.words)):
        return replace(leaf, currency=currency)  # a count beside a currency code ("quantity": 2) is read as written
    read = record_values.amount(leaf.value, leaf_number(leaf.value), last, currency, beside is not None, shape)
    if read.alternates and counts_a_noun(last):
        # Both readings stay, the count first: "visits_total": 10 is ten visits before it is $0.10.
        as_written = [a for a in read.alternates if a.value == leaf_number(leaf.value)]
        if as_written:
            others = tuple(a for a in read.alternates if a not in as_written)
            return replace(leaf, currency=currency, alternates=(AmountReading(read.value, read.note), *others))
    return replace(leaf, value=read.value, currency=currency, reading=read.note, alternates=read.alternates)


def names_an_identifier(leaf: Leaf) -> bool:
    """Does the leaf's own key end in a word that names an identifier or a version ("refunds.0.id",
    "quote.version", "invoice_number"): a number no amount or count is worked out from."""
    keys = [part for part in leaf.path.split(".") if not part.isdigit()]  # "carrier_id.0": an item of the ids
    own = split_path_words(keys[-1]) if keys else []
    return bool(own) and own[-1].lower() in NOT_AN_AMOUNT_KEYS


def is_money_leaf(leaf: Leaf) -> bool:
    if api_values.is_measure(leaf.path):
        return False  # a key in minutes, kg or GB holds a measurement, whatever its other words ("premium")
    if names_an_identifier(leaf):
        return False  # "refunds.0.id" = 81944 is the refund's id, not an amount of it
    money_words = any(w in MONEY_WORDS for w in leaf.words) or api_values.key_unit(leaf.path) is not None
    if isinstance(leaf.value, str) and leaf.value.strip().isdigit() and not money_words:
        return False  # "6612", "0937": digits written as text are a code, whatever currency the record has
    return not leaf.is_count and leaf_number(leaf.value) is not None and (leaf.currency is not None or money_words)


def near_stems(text: str, start: int, end: int, reach: int = 40) -> list[str]:
    """Stems of the claim's words around a specific, nearest first."""
    left = words_of(text[max(0, start - reach):start])
    right = words_of(text[end:end + reach])
    out, i = [], 0
    while i < max(len(left), len(right)):
        if i < len(right):
            out.append(right[i])
        if i < len(left):
            out.append(left[-1 - i])
        i += 1
    return [_stem(w) for w in out if w not in LIGHT and not w.isdigit()]


def role_score(leaf: Leaf, claim_stems: Sequence[str]) -> float:
    """How well the claim's words name this leaf: the share of the leaf's key words the claim uses,
    plus a little for the path's other words (`plan.name` for 'your plan'). Type words ("amount", "date")
    say nothing of the role when they are the whole key: `refund.amount` is named by "refund"."""
    key = [w for w in leaf.key_words if w not in LIGHT and w not in GENERIC_KEYS]
    if not key:
        parents = informative_words(leaf)
        if not parents:
            return 0.5
        return sum(1 for w in parents if any(same_word(w, c) for c in claim_stems)) / len(parents)
    hit = sum(1 for w in key if any(same_word(w, c) for c in claim_stems))
    rest = [w for w in leaf.words if w not in key]
    extra = sum(1 for w in rest if any(same_word(w, c) for c in claim_stems))
    return hit / len(key) + 0.25 * (extra / len(rest) if rest else 0.0)


def informative_words(leaf: Leaf) -> list[str]:
    """The words of a leaf's path that say what it is (not "date", "amount" or a light word)."""
    return [w for w in leaf.words if w not in LIGHT and w not in GENERIC_KEYS]


def names_role(leaf: Leaf, near: Sequence[str]) -> bool:
    """The claim's words name at least one informative word of the leaf's path (not only "date")."""
    informative = informative_words(leaf)
    return not informative or any(same_word(w, c) for w in informative for c in near)


def unit_names(unit: str | None, leaf: Leaf) -> bool:
    """The figure's unit word is one of the leaf's path words ('312 minutes' and minutes_used)."""
    return bool(unit) and any(same_word(_stem(unit), w) for w in leaf.words)


def same_kind(kind: str, leaf: Leaf) -> bool:
    """Whether a leaf holds the kind of specific a claim gives (a date for a date, a clock time for a time)."""
    if kind == "date":
        return bool(leaf_dates(leaf.value))
    if kind == "time":
        return leaf_time(leaf.value) is not None
    return leaf_number(leaf.value) is not None and not leaf.is_count


def distinct_key(a: Leaf, b: Leaf) -> bool:
    """Two leaves whose last keys share no word (fee_net vs charge_gross; not amount vs amount)."""
    return not set(a.key_words) & set(b.key_words)


def close_id(said: str, value: Any) -> bool:
    a, b = normalise_identifier(said), normalise_identifier(value)
    return len(b) >= 5 and edit_distance(a, b) <= 2


def locate_words(text: str, stems: Sequence[str]) -> tuple[int, int] | None:
    spans = []
    for m in letter_word_spans(text):
        st = _stem(m.group(0).lower())
        if any(same_word(st, s) for s in stems):
            spans.append((m.start(), m.end()))
    if not spans:
        return None
    return spans[0][0], spans[-1][1]


def verbalise_leaves(leaves: Sequence[Leaf]) -> str:
    """'minutes used: 312; cycle end: 10 May 2026' for a reader (and for NLI), never the whole record."""
    parts = []
    for leaf in leaves:
        name = " ".join(split_path_words(leaf.path)[-3:])
        value = leaf.value
        d = leaf_date(value)
        if d and isinstance(value, str) and len(value.strip()) == 10:
            year, month, day = d
            value = f"{day} {MONTH_NAMES[month - 1][:3]} {year}"  # one style for every reader: 12 Sep 2026
        parts.append(f"{name}: {humanise(value)}")
    return "; ".join(parts) + "." if parts else ""


def read_as(leaf: Leaf, note: str | None = None) -> str:
    """The value layer's note on how a leaf was read, for a finding's detail ('' when read as written)."""
    note = leaf.reading if note is None else note
    return f" (read as {note})" if note else ""
