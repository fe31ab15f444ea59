"""One record's values read as a customer reads them: its instants in the zone the record names and its
amounts in the units it writes them in. `alignment.leaves.flatten` applies this to every leaf once; repair
and the trace read the same leaves, so every level sees one reading of each value.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import tzinfo
from decimal import Decimal
from typing import Any

from . import api_values
from .leaf_values import valid_date
from .money import MINOR_UNIT_WORDS, AmountReading, MoneyShape, amount_readings
from .times import compact_timestamp, epoch_seconds, is_instant_key, local_reading, zone


@dataclass(frozen=True)
class ValueReading:
    """A leaf's value as read, how it was read ('' for as written), and the other amounts it may stand for."""

    value: Any
    note: str = ""
    alternates: tuple[AmountReading, ...] = ()


def container(path: str) -> str:
    """The object that holds a leaf ('branch.timezone' -> 'branch'; a top-level key -> '')."""
    return path.rsplit(".", 1)[0] if "." in path else ""


@dataclass(frozen=True)
class RecordZones:
    """The zones a record names: by the object that holds each zone field, and the record's one zone."""

    by_container: dict[str, tzinfo]
    record: tzinfo | None

    def for_path(self, path: str) -> tzinfo | None:
        """The zone of the nearest enclosing object that names one, else the record's one zone."""
        place = container(path)
        while True:
            if place in self.by_container:
                return self.by_container[place]
            if not place:
                return self.record
            place = container(place)


def record_zones(pairs: Sequence[tuple[str, Any]], reader_zone: tzinfo | None = None) -> RecordZones:
    """Every field whose value is an IANA zone name ('America/Chicago'), whatever its key. A record that names
    none is read on `reader_zone`, the clock of the reply's reader, when the case gives one."""
    by: dict[str, tzinfo] = {}
    for path, value in pairs:
        where = zone(value)
        if where is not None:
            by.setdefault(container(path), where)
    names = {str(getattr(z, "key", z)) for z in by.values()}
    if not by:
        return RecordZones(by, reader_zone)
    return RecordZones(by, next(iter(by.values())) if len(names) == 1 else None)


def instant(path: str, value: Any, key_words: Sequence[str], zones: RecordZones) -> ValueReading | None:
    """An epoch number under a key that names an instant, or a timestamp, as the wall-clock time of the zone
    the record names for it; None when the value is no instant or is read as written."""
    if not isinstance(value, str) and not is_instant_key(list(key_words)) and not epoch_shaped(path, value, key_words):
        return None
    packed = packed_date(value) if is_instant_key(list(key_words)) else None
    if packed is not None:
        return ValueReading(packed, f"{value} as YYYYMMDD")
    compact = compact_timestamp(value)
    if compact is not None:  # "20260516T063000": read as the ISO 8601 timestamp it is
        read = local_reading(compact, zones.for_path(path))
        return ValueReading(read[0], f"{value.strip()} as {read[1]}") if read else \
            ValueReading(compact, f"{value.strip()} as {compact}")
    read = local_reading(value, zones.for_path(path))
    return ValueReading(read[0], read[1]) if read else None


# A key's own words that say its number is a code, an amount or a size, never a moment, whatever its digits: the
# identifier words (api_values.NOT_AN_AMOUNT_KEYS), the minor-unit words, and these (general API English).
_NOT_A_MOMENT = api_values.NOT_AN_AMOUNT_KEYS | MINOR_UNIT_WORDS | frozenset(
    "amount total price balance fee cost count size bytes".split())


def epoch_shaped(path: str, value: Any, key_words: Sequence[str]) -> bool:
    """An integer of ten digits (seconds) or thirteen (milliseconds) in the span epoch times fall in, under a
    key that names no code, count, amount or unit: a moment whatever the key's own word for it (`booked_millis`,
    `reply_by`, `cutoff`, `eta`). APIs name their instants in more ways than a word list can hold."""
    if isinstance(value, bool) or not isinstance(value, int) or len(str(abs(value))) not in (10, 13):
        return False
    if epoch_seconds(value) is None or api_values.key_unit(path) is not None:
        return False
    return not any(w.lower() in _NOT_A_MOMENT for w in key_words)


def packed_date(value: Any) -> str | None:
    """A calendar date written as eight digits, YYYYMMDD ('20260506'), as fixed-width exports and ISO 8601's
    basic format write one; read only under a key that names an instant, since eight digits elsewhere are a
    code or a count."""
    text = value.strip() if isinstance(value, str) else ""
    if len(text) != 8 or not text.isdigit():
        return None
    year, month, day = int(text[:4]), int(text[4:6]), int(text[6:])
    return f"{year:04d}-{month:02d}-{day:02d}" if 1990 <= year < 2100 and valid_date(year, month, day) else None


def amount(raw: Any, number: float, key_words: Sequence[str], code: str | None, beside_code: bool,
           shape: MoneyShape) -> ValueReading:
    """A money leaf's value: the first reading, the others kept as alternates."""
    first, *others = amount_readings(raw, number, key_words, code, beside_code, shape)
    return ValueReading(raw if first.value == number else first.value, first.note, tuple(others))


# --- the protocol-buffer JSON mapping's well-known types -----------------------------------------------
# Google-style APIs (proto3 JSON mapping) write a date as {"year": 2026, "month": 3, "day": 14} and money
# as {"currency_code": "PHP", "units": "1250", "nanos": 500000000} (google.type.Date and google.type.Money;
# field names may be lowerCamelCase, "currencyCode"). Each is one value to a reader; flatten reads it as the
# value it stands for, where the record holds it.
_DATE_KEYS = frozenset({"year", "month", "day"})
_MONEY_CODE_KEYS = ("currency_code", "currencyCode")


def well_known_value(obj: Any) -> Any:
    """A google.type.Date as an ISO date string, a google.type.Money as {"amount": "<decimal>",
    "currency_code": code}; anything else unchanged. A date with a part left unset (0) is left as written."""
    if not isinstance(obj, dict):
        return obj
    keys = set(obj)
    if keys == _DATE_KEYS and all(isinstance(obj[k], int) and not isinstance(obj[k], bool) for k in keys):
        year, month, day = obj["year"], obj["month"], obj["day"]
        return f"{year:04d}-{month:02d}-{day:02d}" if year and valid_date(year, month, day) else obj
    code_key = next((k for k in _MONEY_CODE_KEYS if k in keys), None)
    if code_key is not None and "units" in keys and keys <= {code_key, "units", "nanos"}:
        units, nanos = str(obj["units"]).strip(), obj.get("nanos", 0)
        if units.lstrip("-").isdigit() and isinstance(nanos, int) and not isinstance(nanos, bool) and abs(nanos) < 10**9:
            # exact in decimal: "1250" and 500000000 nanos are 1250.5, written "1250.50" as money is
            amount = Decimal(units) + Decimal(nanos).scaleb(-9)
            text = format(amount.normalize(), "f")
            return {"amount": f"{amount:.2f}" if "." in text and len(text.split(".")[1]) < 2 else text,
                    "currency_code": obj[code_key]}
    return obj


_STRING_FLAGS = {"true": True, "false": False, "yes": True, "no": False, "Y": True, "N": False}
"""A yes/no as APIs write it in a string: JSON-as-text ("true"), form exports ("yes"), XML and legacy exports
("Y"/"N", capitals only: a lowercase letter is more often a label). A one-letter code that a record's code
table explains has been read as its words before this."""


def string_flag(value: Any) -> bool | None:
    """The yes/no a string states, or None."""
    if not isinstance(value, str):
        return None
    text = value.strip()
    return _STRING_FLAGS.get(text if len(text) == 1 else text.lower())
