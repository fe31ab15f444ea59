"""Rules for a claim pinned to one record or list item by an id or a name: its other values are that one's."""
from __future__ import annotations

import re

from ....values import api_values
from ....values.leaf_values import leaf_dates, leaf_number, looks_like_id
from .findings import Finding
from .leaves import Leaf
from .run import AlignmentRun

# Findings that pin a claim to the record or item that holds them. Why: an id or a name says which one the claim
# is about; a figure or a plan name only says something of it.
_PINS = frozenset(("identifier", "value"))
# Findings a pin may move to another record's field of the same key. Why: these are what a reply copies from
# the wrong row of two look-alikes.
_PINNED = frozenset(("money", "number", "date", "time", "value"))


def _unit(leaf: Leaf) -> tuple[str, str]:
    return leaf.evidence_id, leaf.scope


def _key_in_unit(leaf: Leaf) -> str:
    """The leaf's key inside its record or list item (`boats.1.berth` -> `berth`), list indices generalised."""
    inner = leaf.path[len(leaf.scope) + 1:] if leaf.scope and leaf.path.startswith(leaf.scope + ".") else leaf.path
    return re.sub(r"\.\d+(?=\.|$)", ".#", inner)


def listed_with_siblings(findings: list[Finding], f: Finding) -> bool:
    """Whether the claim gives the same field of another item of f's list, a figure of the same kind, beside
    f ("$16.00 pizza, $14.50 Caesar, $8.00 tiramisu"; "paid on Apr 15 and Apr 16"): it lists the items, each
    figure its own item's, so none is a look-alike taken from a neighbour. A mix of two items' different
    fields ("the 6:30 PM class on Thursday", time of one, day of another) lists nothing."""
    return f.leaf is not None and bool(f.leaf.scope) and any(
        g is not f and g.ok is True and g.leaf is not None and g.kind == f.kind and g.leaf.scope
        and g.leaf.evidence_id == f.leaf.evidence_id and g.leaf.scope != f.leaf.scope
        and _key_in_unit(g.leaf) == _key_in_unit(f.leaf) for g in findings)


def _is_id(f: Finding) -> bool:
    return f.kind == "identifier" or looks_like_id(f.text) or _masked(f)


def _masked(f: Finding) -> bool:
    """Digits read inside a masked identifier ("ending 4415" in "6048 77** **** 4415"): the card or account the
    claim names by its last digits."""
    held = f.leaf.value if f.leaf is not None else None
    return isinstance(held, str) and ("*" in held or "•" in held) and f.text.strip() in held


def pinned_units(run: AlignmentRun) -> None:
    """Values of one claim taken from two look-alike records or items ("hull B-2 has the Gold berth": the hull
    of boats.1, the berth of boats.0; "your Kite X came to $45": the kite of one ticket, the sum of the
    other). When every pin of the claim (its ids and names; only its ids for a name) sits in one record or item
    and a value agreed with a field of another, whose pinned twin of the same key holds something else, the
    value is wrong against the twin.

    Example: "Hull HB-2207 has the Gold berth." where Gold is hull HB-2206's berth: wrong.
    """
    result = run.result
    found = [f for f in result.findings if f.ok is True and f.leaf is not None]
    for i, f in enumerate(result.findings):
        if f.ok is not True or f.leaf is None or f.kind not in _PINNED or _is_id(f) \
                or listed_with_siblings(result.findings, f):
            continue
        pins = [g for g in found if g is not f and (g.kind in _PINS and (_is_id(g) or f.kind != "value") or _masked(g))]
        units = {_unit(_current(run, g)) for g in pins}
        if len(units) != 1 or _unit(f.leaf) in units:
            continue
        (eid, scope), key = next(iter(units)), _key_in_unit(f.leaf)
        twin = next((leaf for leaf in run.index.leaves if (leaf.evidence_id, leaf.scope) == (eid, scope)
                     and _key_in_unit(leaf) == key and not leaf.is_count), None)
        if twin is not None and twin.value != f.leaf.value and _comparable(f.kind, f.leaf, twin) \
                and _look_alike(run, f.leaf, twin):
            result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, twin,
                                         f"'{f.text}' is {f.leaf.evidence_id} {f.leaf.path}; the claim is about "
                                         f"{eid} {scope or ''}, whose {twin.path} = {twin.value}".replace("  ", " "),
                                         f.negated)


def _current(run: AlignmentRun, pin: Finding) -> Leaf:
    """The leaf a pin names: an id a superseded record shares with the record that replaced it ("quote Q-5521,
    version 2" of two versions filed under Q-5521) names the current one, as a newer version wins."""
    if pin.leaf.evidence_id not in run.index.stale_ids:
        return pin.leaf
    current = [leaf for leaf in run.result.alternatives.get((pin.start, pin.end), [])
               if leaf.evidence_id not in run.index.stale_ids]
    return current[0] if len(current) == 1 else pin.leaf


def _comparable(kind: str, leaf: Leaf, twin: Leaf) -> bool:
    """Both fields hold the kind of value the claim gives, as a field of that kind (not a figure written inside a
    description: "panel 3 of 8" is no field of 3)."""
    if kind == "value":
        return isinstance(leaf.value, str) and isinstance(twin.value, str)
    if kind == "date":
        return bool(leaf_dates(leaf.value)) and bool(leaf_dates(twin.value))
    if kind == "time":
        return all(api_values.clock_minutes(x.value, False) for x in (leaf, twin))
    return all(leaf_number(x.value) is not None and not isinstance(x.value, (bool, str)) for x in (leaf, twin))


def _look_alike(run: AlignmentRun, leaf: Leaf, twin: Leaf) -> bool:
    """Two items of one list, or two records of the same shape or from the same tool (two jobs, two orders)."""
    if leaf.evidence_id == twin.evidence_id:
        return bool(leaf.scope and twin.scope)
    source = {r.id: r.lineage.get("source") for r in run.index.records}
    same_tool = source.get(leaf.evidence_id) is not None and source.get(leaf.evidence_id) == source.get(twin.evidence_id)
    return same_tool or run.index.look_alike_records(leaf.evidence_id, twin.evidence_id)
