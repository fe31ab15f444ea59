"""Do no harm: a correction may only put in the value the evidence gives for the same role, in the record
the claim is about (issue 37).

The grounding tied the draft's figure to one leaf and found it different. When the draft's own figure is what
another leaf of the same role holds (another item of the same list: the other leg's arrival, the other
invoice line; or the same field of another record: the customer's other order), the draft may simply mean
that one: overwriting it would turn a right value into a wrong one, or one guess into another. Such a claim is
dropped instead (the sentence is trimmed; nothing false is written). The one exception is a claim whose
sentence names the record the correction comes from by one of its identifiers: then the record is pinned, and
the draft's figure is that record's figure said wrongly.

A role is a leaf's path with its list positions taken out (`legs.0.arrives` and `legs.1.arrives` are one role).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..case import Evidence
from ..grounding.fields.alignment.leaves import flatten, is_money_leaf
from ..grounding.fields.superseded import is_code
from ..values.api_values import figure_holds
from ..values.leaf_values import dates_agree, leaf_dates, leaf_number, leaf_time
from ..values.mentions import Specific, specifics

_POSITION = re.compile(r"\.\d+(?=\.|$)")


def role_of(path: str) -> str:
    """`legs.1.arrival.local` -> `legs.arrival.local`: the path without list positions."""
    return _POSITION.sub("", path)


def leaf_holds(s: Specific, path: str, value: Any) -> bool:
    """Whether a leaf holds a specific of the draft, by the value layer's reading of each kind."""
    if s.kind in ("money", "number"):
        return figure_holds(s, path, value)
    if s.kind == "date":
        return any(dates_agree(r, d) for r in s.readings for d in leaf_dates(value))
    if s.kind == "time":
        minutes = leaf_time(value)
        return minutes is not None and minutes in s.readings
    return False


def _read(item: Evidence) -> dict[str, Any]:
    """A record's values by path as the value layer reads them (what grounding compared)."""
    return {leaf.path: leaf.value for leaf in flatten(item.fields, item.id, item.reader_zone) if not leaf.is_count}


def _own_ids(record: Evidence) -> set[str]:
    return {v.strip().lower() for v in record.flat_fields().values() if is_code(v)}


def _money_leaves(record: Evidence | None) -> list:
    """A record's money leaves as the value layer reads them (`is_money_leaf`: a currency beside the amount, or a
    key that names money, as most APIs write it); empty for no record."""
    if record is None or not record.fields:
        return []
    return [leaf for leaf in flatten(record.fields, record.id, record.reader_zone) if is_money_leaf(leaf)]


def amount_held_in_the_record(old_text: str, field: str, record_id: str, evidence: Mapping[str, Evidence]) -> str | None:
    """Another money field of the same record that holds the draft's amount ("record#path"), or None. An amount
    the record holds is the record's, in some role: which one the draft meant is the question the check could
    not settle, and a correction would answer it with a guess (measured on the corpus's writers: corrections of
    held amounts were right 4 times and harmful 11 times), so the claim is dropped instead."""
    money = [leaf for leaf in _money_leaves(evidence.get(record_id)) if leaf.path != field]
    for s in specifics(old_text):
        if s.kind == "money":
            for leaf in money:
                if leaf_holds(s, leaf.path, leaf.value):
                    return f"{record_id}#{leaf.path}"
    return None


def amount_derived_from_the_leaf(old_text: str, field: str, record_id: str,
                                 evidence: Mapping[str, Evidence]) -> str | None:
    """Another money field of the same record that, added to or taken from the corrected field, gives the
    draft's amount ("record#path"), or None. "€1,480.00 is left to pay" against Total.Amount 1,780.00 beside a
    €300.00 deposit states the balance, a figure of its own: correcting it to the total would write a false
    value into a right sentence (measured on the new writers w25-w32: such corrections were harmful 5 times
    and right never), so the claim is dropped instead."""
    # Amounts as numbers, whether the API wrote them as numbers or as decimal strings ("1763.36").
    money = {leaf.path: number for leaf in _money_leaves(evidence.get(record_id))
             if (number := leaf_number(leaf.value)) is not None}
    corrected = money.get(field)
    if corrected is None:
        return None
    said = [r for s in specifics(old_text) if s.kind == "money" for r in s.readings if isinstance(r, float)]
    for path, value in money.items():
        if path != field and any(abs(abs(corrected - value) - r) < 0.005 or abs(corrected + value - r) < 0.005
                                 for r in said):
            return f"{record_id}#{path}"
    return None


def held_in_another_place(old_text: str, field: str, record_id: str, evidence: Mapping[str, Evidence],
                          claim_context: str) -> str | None:
    """Where else the draft's figure is held for the same role ("record#path"), or None: another item of the
    record's list, or the same role in another record unless the claim's sentence names this record."""
    record = evidence.get(record_id)
    if record is None or not record.fields:
        return None
    role = role_of(field)
    pinned = any(re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", claim_context.lower()) for i in _own_ids(record))
    for s in specifics(old_text):
        if s.kind not in ("money", "number", "date", "time"):
            continue
        for item in evidence.values():
            if not item.fields or (item.id != record_id and pinned):
                continue
            for path, value in _read(item).items():
                # The same role only: any other leaf of the record was tried (the subtotal for the total) and
                # lowered support-dev's repairs (83 -> 82: a waitlist position another count held) with no
                # measured gain, so it was taken out.
                if role_of(path) == role and (item.id, path) != (record_id, field) and leaf_holds(s, path, value):
                    return f"{item.id}#{path}"
    return None
