"""Which record an id names, and which records are linked to it (any tool schema).

A record's own ids are the id its evidence is filed under (`get_thing#T-7`) and the ids at its top level; an
id deeper in it (a code inside one of its parts) says less about which record a claim is about.
Two records are linked when one holds the other's own id (a basket line with `leg_ref: LG-5` and the
leg LG-5): a claim about the one may take values from the other, never from a sibling it is not linked to.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...values.leaf_values import dates_agree, leaf_date, leaf_number, leaf_time, looks_like_id
from ...values.patterns import normalise_identifier


def _is_code(value: Any) -> bool:
    return (isinstance(value, (str, int)) and not isinstance(value, bool) and looks_like_id(str(value))
            and not leaf_date(value) and not leaf_time(value))


def own_ids(evidence_id: str, top_level: Mapping[str, Any]) -> frozenset[str]:
    """The normalised ids a record is known by: its evidence id's tail and its top-level codes."""
    ids = {normalise_identifier(value) for value in top_level.values() if _is_code(value)}
    tail = evidence_id.split("#", 1)[1] if "#" in evidence_id else ""
    if tail and looks_like_id(tail):
        ids.add(normalise_identifier(tail))
    return frozenset(i for i in ids if len(i) >= 3)


def anchor_weight(leaf_path: str, value: Any, own: frozenset[str]) -> int:
    """How strongly one matched value points at its record: a plain value 1, an id 3, the record's own id 5."""
    if not _is_code(value) or leaf_number(value) is not None and not looks_like_id(str(value)):
        return 1
    return 5 if "." not in leaf_path and normalise_identifier(value) in own else 3


def links(values_by_record: Mapping[str, Iterable[Any]], own: Mapping[str, frozenset[str]],
          call_args: Iterable[Iterable[Any]] = ()) -> dict[str, set[str]]:
    """Record id -> the records it is linked to: either holds one of the other's own ids, or one requested
    call's arguments name both (moving item I to place P links I and P)."""
    out: dict[str, set[str]] = {rid: set() for rid in values_by_record}
    for args in call_args:
        named = {normalise_identifier(v) for v in args if _is_code(v)}
        both = [rid for rid in values_by_record if own.get(rid, frozenset()) & named]
        for a in both:
            out[a].update(b for b in both if b != a)
    held = {rid: {normalise_identifier(v) for v in vals if _is_code(v)} for rid, vals in values_by_record.items()}
    for a in values_by_record:
        for b in values_by_record:
            if a != b and held[a] & own.get(b, frozenset()) and not own.get(a, frozenset()) & own.get(b, frozenset()):
                out[a].add(b)
                out[b].add(a)
    return out


def with_linked(chosen: Sequence[str], linked: Mapping[str, set[str]]) -> list[str]:
    """The chosen records and every record linked to one of them."""
    return list(dict.fromkeys([*chosen, *(b for a in chosen for b in sorted(linked.get(a, ())))]))


# What may join a date and the clock time said with it. Why: "16 June at 09:30", "16 June from 09:30",
# "16 June, 09:30" name one moment, which one timestamp field must hold whole.
_MOMENT_JOIN = re.compile(r"\s*(?:,|at|from|@|–|-)?\s*(?:around\s+|about\s+)?", re.IGNORECASE)


def one_moment(text: str, date_end: int, time_start: int) -> bool:
    """Is a date written directly before a clock time, as one moment?"""
    return time_start >= date_end and bool(_MOMENT_JOIN.fullmatch(text[date_end:time_start]))


def moment_mismatch(claimed: frozenset, time_value: Any) -> tuple[int, int, int] | None:
    """The date of the timestamp that holds the claim's clock time, when it is not the claim's date."""
    held = leaf_date(time_value)
    if held is None or leaf_time(time_value) is None:
        return None
    return None if any(dates_agree(c, held) for c in claimed) else held
