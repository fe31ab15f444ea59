"""Corrections for values as APIs write them (values/api_values.py reads them): a wrong weekday beside
a date, a figure given in another unit than the field's key names. Each returns (start, end, new text)
inside the claim's text, or None when there is nothing of this kind to change."""
from __future__ import annotations

import re
from datetime import date
from typing import Any

from ..language.calendar_words import WEEKDAYS
from ..language.tokens import unit_key_pieces
from ..values.api_values import claim_unit, key_unit
from ..values.leaf_values import leaf_dates
from ..values.units import UNIT_NAMES, UNITS


def weekday_fix(text: str, start: int, end: int, recorded: Any) -> tuple[int, int, str] | None:
    """"Tue" beside 9 March (a Monday) -> "Mon": the recorded date's weekday, abbreviated or not and
    capitalised as the claim wrote it."""
    said = text[start:end]
    names = next((n.split() for n in WEEKDAYS if said.lower() in n.split()), None)
    days = leaf_dates(recorded)
    if names is None or not days:
        return None
    right = WEEKDAYS[date(*days[0]).weekday()].split()
    new = right[0] if said.lower() == names[0] else right[1]
    new = new.upper() if said.isupper() and len(said) > 1 else new.capitalize() if said[:1].isupper() else new
    return (start, end, new) if new != said else None


def unit_fix(text: str, after: int, path: str) -> tuple[int, int, str] | None:
    """The unit word after a corrected number, when the claim wrote another unit of the dimension the key
    names ("45 hours" against `…Min` = 45 -> "45 minutes")."""
    key = key_unit(path)
    m = re.match(r"(\s*(?:-\s*)?)([A-Za-z%]+)", text[after:])
    if key is None or key.dimension is None or m is None:
        return None
    word = m.group(2)
    said = claim_unit(word)
    if said is None or said[0] != key.dimension or said[1] == key.size:
        return None
    name = _unit_name(path, plural=word.lower().endswith("s") or len(word) > 3)
    if name is None:
        return None
    at = after + m.start(2)
    return at, at + len(word), name


def _unit_name(path: str, plural: bool) -> str | None:
    last = unit_key_pieces(path.split(".")[-1])[-1]
    name = UNIT_NAMES.get(last, last)
    if name not in UNITS:
        return None
    if len(name) <= 3:
        return name  # "km", "kg": written the same for one or many
    return name if plural or not name.endswith("s") else name[:-1]
