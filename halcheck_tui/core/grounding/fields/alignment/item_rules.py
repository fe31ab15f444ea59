"""Rules for list items and look-alike records: a value taken from another item or record."""
from __future__ import annotations

import re

from .findings import Finding
from .run import AlignmentRun


def look_alikes(run: AlignmentRun) -> None:
    """A value the claim took from another item of the same list: the item the claim is about holds
    another value in that same field (item 0 passed, the claim's item 1 failed).

    Example: "Member M-7781, your order ORD-5521 ships in Dune Beige." where Dune Beige is ORD-5530's colour: wrong.
    """
    index, result, scope, scoped = run.index, run.result, run.scope, run.scoped
    if not scope or (not any(sc for _, sc in scope) and len({rid for rid, _ in scope}) == len(index.records)):
        return
    for i, f in enumerate(result.findings):
        if f.ok is not True or f.leaf is None or index.in_scope(f.leaf, scope) \
                or f.leaf.evidence_id in {c.id for c in index.calls}:
            continue
        if any(index.in_scope(leaf, scope) for leaf in result.alternatives.get((f.start, f.end), [])):
            continue  # the record the claim is about holds the same value too (and the item stays named)
        generic = re.sub(r"\.\d+\.", ".#.", f.leaf.path)
        twin = next((leaf for leaf in scoped if re.sub(r"\.\d+\.", ".#.", leaf.path) == generic
                     and leaf.value != f.leaf.value), None)
        if twin is not None:
            kind = f.kind
            result.findings[i] = Finding(kind, f.start, f.end, f.text, False, twin,
                                         f"'{f.text}' belongs to {f.leaf.evidence_id} {f.leaf.path}; the one the "
                                         f"claim is about has {twin.path} = {twin.value}", f.negated)
        elif f.kind != "identifier" and index.names_scoped_record(f.text, scope):
            result.findings[i] = Finding(f.kind, f.start, f.end, f.text, True, None,
                                         f"'{f.text}' names the record the claim is about", f.negated)
        elif f.kind != "identifier":
            result.findings[i] = Finding(f.kind, f.start, f.end, f.text, None, None,
                                         f"'{f.text}' is held by {f.leaf.evidence_id} {f.leaf.path}, not by the "
                                         "record the claim is about", f.negated)


def named_items(run: AlignmentRun) -> None:
    """A figure belongs to the list item the claim names next to it: in "$70 for the cracked mirror" and
    "55 of the 90 ordered ZX-40" the figure is given to the item named beside it, so it must be that
    item's, not another item's value of the same field.

    Example: "At Fernhollow we charged $70 for the cracked mirror." where $70 is the rug's cost: wrong.
    """
    index, result = run.index, run.result
    naming = [f for f in result.findings if f.ok and f.leaf is not None and f.leaf.scope
              and f.kind in ("value", "identifier")]
    if not naming:
        return
    for i, f in enumerate(result.findings):
        if not f.ok or f.leaf is None or not f.leaf.scope or f.kind in ("value", "identifier"):
            continue
        near = [g for g in naming if g.leaf.evidence_id == f.leaf.evidence_id
                and g.leaf.scope.rsplit(".", 1)[0] == f.leaf.scope.rsplit(".", 1)[0]]
        def gap(g: Finding) -> str:
            return result.text[min(f.end, g.end):max(f.start, g.start)]
        # The item named beside the figure with nothing between them that starts another item
        # ("$40 for oven cleaning and $40 for a cracked tile": the second $40 is the tile's).
        near = [g for g in near if len(gap(g)) <= 35 and not re.search(r"[;,]|\band\b|\bplus\b", gap(g))]
        if not near:
            continue
        g = min(near, key=lambda g: min(abs(g.start - f.end), abs(f.start - g.end)))
        if g.leaf.scope == f.leaf.scope:
            continue
        key = f.leaf.path[len(f.leaf.scope) + 1:]
        twin = next((leaf for leaf in index.leaves if leaf.evidence_id == f.leaf.evidence_id
                     and leaf.path == f"{g.leaf.scope}.{key}"), None)
        if twin is not None and twin.value != f.leaf.value:
            result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, twin,
                                         f"'{f.text}' is {f.leaf.path}; the claim gives it to '{g.text}', whose "
                                         f"{key} is {twin.value}", f.negated)
