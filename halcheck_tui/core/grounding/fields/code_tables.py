"""Code tables: records that only say what short codes mean, and the codes other records hold.

Back-office exports and older APIs write a state as a short code ("status_cd": "D") and send the meaning in
a separate lookup record ({"table": "ORDSTAT", "codes": {"O": "OPEN", "D": "DESPATCHED"}}). A reader asked
"has my order gone out?" reads the code through the table. So does the checker: a record made only of such
maps is a code table; another record's value that is a code of exactly one of the case's maps (or, when
several maps hold it, of the one whose name is a word of the value's key: `status_cd` and `status`) is read
as its meaning. A code table itself says nothing about this customer: it is definitions, so a claim is never
settled by it ("your invoice is paid" is not supported by `invstat.P = PAID` when the invoice holds "U").

Nothing here knows a field or a code: the shape (maps from short codes to words) is the whole reading.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...case import Evidence
from ...language.tokens import key_words

MIN_ENTRIES = 2
"""A map of one code is no table: a record's own object may have one short key."""
MAX_CODE = 4
"""How long a code may be ("D", "KNG", "ACTV"): longer keys are words, not codes."""


def _is_code(text: Any) -> bool:
    """"D", "KNG", "07": short, and in capitals or digits as codes are written ("to" and "from" are words)."""
    return isinstance(text, str) and 0 < len(text.strip()) <= MAX_CODE and text.strip().isalnum() \
        and (text.strip().isupper() or text.strip().isdigit())


def _maps(fields: Any, name: str = "") -> list[tuple[str, dict[str, str]]] | None:
    """The code maps of a record, or None when it holds anything else besides (a name string may label it)."""
    if not isinstance(fields, dict):
        return None
    if len(fields) >= MIN_ENTRIES and all(_is_code(k) and isinstance(v, str) and v.strip() for k, v in fields.items()):
        return [(name, {k.strip(): v.strip() for k, v in fields.items()})]
    found: list[tuple[str, dict[str, str]]] = []
    labels = 0
    for key, value in fields.items():
        if isinstance(value, dict):
            inner = _maps(value, key)
            if inner is None:
                return None
            found += inner
        elif isinstance(value, str):
            labels += 1  # the table's name ("table": "ORDSTAT")
        else:
            return None  # a number, a list or a flag: a record of the case, not a table
    return found if labels <= 1 else None


def code_maps(record: Evidence) -> list[tuple[str, dict[str, str]]]:
    """The maps a code-table record holds (name, code -> meaning); empty for any other record."""
    return _maps(record.fields) or []


def _meaning(value: str, key: str, maps: Sequence[tuple[str, dict[str, str]]]) -> str | None:
    holding = [(name, table) for name, table in maps if value in table]
    if len(holding) > 1:  # several tables know the code: the one the key names ("status_cd" -> "status")
        words = set(key_words(key))
        holding = [(name, table) for name, table in holding if words & set(key_words(name))]
    return holding[0][1][value] if len(holding) == 1 else None


def _resolved(fields: Any, maps: Sequence[tuple[str, dict[str, str]]], key: str = "") -> Any:
    if isinstance(fields, dict):
        return {k: _resolved(v, maps, k) for k, v in fields.items()}
    if isinstance(fields, list):
        return [_resolved(v, maps, key) for v in fields]
    if _is_code(fields):
        meaning = _meaning(fields.strip(), key, maps)
        return meaning if meaning is not None else fields
    return fields


def with_codes_read(records: Sequence[Evidence]) -> list[Evidence]:
    """The records with their codes read through the case's code tables, the tables themselves left out;
    the records unchanged when the case has no table."""
    return [r for r in codes_read_in_place(tuple(records)) if not code_maps(r)]


def codes_read_in_place(evidence: tuple[Evidence, ...]) -> tuple[Evidence, ...]:
    """Every record with its codes read through the case's code tables, the tables kept where they are (one
    for one with `evidence`); the same tuple when the case has no table."""
    tables = [code_maps(item) for item in evidence]
    maps = [m for found in tables for m in found]
    if not maps:
        return evidence
    return tuple(item if found else replace(item, fields=_resolved(item.fields, maps))
                 for item, found in zip(evidence, tables))
