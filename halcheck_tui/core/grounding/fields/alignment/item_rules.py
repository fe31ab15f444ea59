"""Rules for list items and look-alike records: a value taken from another item or record."""
from __future__ import annotations

import re

from .findings import Finding
from .leaves import Leaf
from .pin_rules import listed_with_siblings
from .run import AlignmentRun
from .vocabulary import LIGHT, words_of


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


def item_look_alikes(run: AlignmentRun) -> None:
    """A value the claim took from another item of the same list. Most of the claim's specifics sit
    in one item (the framing inspection: its type and its date); a specific that agrees only with a
    sibling item ("passed" is item 0's result), where the claim's words around it name nothing else of
    that sibling, is a look-alike when the claim's item holds another value in that same field.

    Example: "The wiring inspection at Larch Street on 11 May cost $80." where $80 is the framing's fee: wrong.
    """
    index, result = run.index, run.result
    def item_of(leaf: Leaf) -> tuple[str, str] | None:
        return (leaf.evidence_id, leaf.scope) if leaf.scope else None

    found = [(i, f) for i, f in enumerate(result.findings) if f.ok and f.leaf is not None and item_of(f.leaf)]
    # Naming an item ("a broken blind") picks that item; only its figures, states and ids can be a
    # neighbour's taken by mistake.
    suspects = {i for i, f in found if f.kind != "value"}
    counts: dict[tuple[str, str], int] = {}
    for _, f in found:
        counts[item_of(f.leaf)] = counts.get(item_of(f.leaf), 0) + 1
    if len(counts) < 2:
        return
    best = max(counts.values())
    majority = [k for k, n in counts.items() if n == best]
    if len(majority) != 1 or best < 2:
        return
    rid, home = majority[0]
    list_of = lambda scope: scope.rsplit(".", 1)[0]
    for i, f in found:
        item = item_of(f.leaf)
        if i not in suspects or item == majority[0] or item[0] != rid or list_of(item[1]) != list_of(home) or counts[item] > 1:
            continue
        if listed_with_siblings(result.findings, f):
            continue  # "£52.00 for the first bin and £26.00 for the second": each item's own figure
        own_values = [leaf for leaf in index.leaves if leaf.evidence_id == rid and leaf.scope == item[1]
                      and leaf is not f.leaf and isinstance(leaf.value, str)]
        near = set(words_of(result.text[max(0, f.start - 40):f.end + 40]))
        if any(set(words_of(leaf.value)) & near - LIGHT for leaf in own_values):
            continue  # the claim names that sibling too: it lists several items
        key = f.leaf.path[len(item[1]) + 1:]
        twin = next((leaf for leaf in index.leaves if leaf.evidence_id == rid and leaf.path == f"{home}.{key}"), None)
        if twin is not None and twin.value != f.leaf.value:
            result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, twin,
                                         f"'{f.text}' is {f.leaf.path}, another item's; the item the claim is "
                                         f"about has {twin.path} = {twin.value}", f.negated)


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
