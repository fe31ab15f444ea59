"""The case's records read once for every rule: leaves, the words and ids that name each record, the policy
and passage text beside them, and which records look alike."""
from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from ....case import Evidence, EvidenceKind
from ....language.sentences import SPACE_AFTER_SENTENCE
from ....language.words import stem as _stem
from ....values.leaf_values import leaf_dates, leaf_number, leaf_time, looks_like_id, numbers_agree
from ....values.mentions import Specific, specifics
from ..record_links import anchor_weight, links, own_ids, with_linked
from ..superseded import current_view
from .leaves import Leaf, flatten
from .vocabulary import split_path_words, words_of


class RecordIndex:
    """One case's records read once: their leaves, the words and ids that name each record, the policy and
    passage text beside them, and which records look alike. Every rule reads the case through it."""

    def __init__(self, records: Sequence[Evidence], other_texts: Sequence[str] = ()) -> None:
        self.records = [r for r in records if r.kind is EvidenceKind.RECORD]
        self.reference: date | None = None
        """The date relative dates in a claim are read against ("tomorrow"), or None: they are not read."""
        self.reference_clock: int | None = None
        """The minute of the day the case's own `now` gives, or None: spans from "now" in minutes are not read."""
        self.calls = [r for r in records if r.kind is EvidenceKind.REFUSED_CALL]
        self.call_ids = {c.id for c in self.calls}
        self.other_specifics = [sp for t in other_texts for sp in specifics(t)]
        self.other_words = {_stem(w) for t in other_texts for w in words_of(t)}
        # Windows of one or two adjacent sentences of each policy or passage text, with their words and
        # figures: what a case claim that restates the policy must fall within.
        self.sentences = [p for t in other_texts for p in SPACE_AFTER_SENTENCE.split(t) if p.strip()]
        self.text_windows: list[tuple[str, set[str], list[Specific]]] = []
        for t in other_texts:
            parts = [p for p in SPACE_AFTER_SENTENCE.split(t) if p.strip()]
            for i in range(len(parts)):
                for j in (i + 1, i + 2):
                    if j <= len(parts):
                        window = " ".join(parts[i:j])
                        self.text_windows.append((window, {_stem(w) for w in words_of(window)}, specifics(window)))
        # A refused call's arguments are what was asked for ("shift the fitting to 3 August"): a claim that
        # repeats them is about the call, and the refused-call check says whether it was done.
        self.leaves = [leaf for r in self.records for leaf in flatten(r.fields, r.id, r.reader_zone)] + [
            leaf for c in self.calls for leaf in flatten({"args": dict(c.args)}, c.id)]
        # Words of each record's source and id ("tool:get_refund", "refund#R-1"): what "the refund" names.
        self.source_words = {r.id: {_stem(w) for w in split_path_words(r.id.split("#")[0] + " " + str(r.lineage.get("source", "")))
                                    if w not in ("tool", "get", "lookup", "fetch", "read", "list", "search", "find")}
                             for r in self.records}
        self.own_ids = {r.id: own_ids(r.id, r.fields) for r in self.records}
        self.stale_ids = {r.id for r in self.records} - {r.id for r in current_view(tuple(self.records))}
        """Records a newer one beside them stands in for (superseded.py): an id they share with it names the newer."""
        self.linked = links({r.id: [leaf.value for leaf in self.leaves if leaf.evidence_id == r.id] for r in self.records},
                            self.own_ids, [list(c.args.values()) for c in self.calls])
        self.paths: dict[str, set[str]] = {}
        for leaf in self.leaves:
            self.paths.setdefault(leaf.evidence_id, set()).add(re.sub(r"\.\d+(?=\.|$)", "", leaf.path))
        self.text_specifics = {(leaf.evidence_id, leaf.path): specifics(leaf.value) for leaf in self.leaves
                               if isinstance(leaf.value, str) and len(leaf.value) > 4 and any(c.isdigit() for c in leaf.value)}
        self.vocabulary = {w for leaf in self.leaves for w in leaf.words} | {
            _stem(w) for leaf in self.leaves if isinstance(leaf.value, str) for w in words_of(leaf.value)}
        self.all_words = self.vocabulary | self.other_words | {w for ws in self.source_words.values() for w in ws}
        # The records' text values (refused calls' arguments aside): where a person's name or a code is held.
        self.string_leaves = [leaf for leaf in self.leaves if isinstance(leaf.value, str)
                              and leaf.evidence_id not in self.call_ids]

    # Scope: the record or list item the claim's ids and values point at.
    def scope_of(self, anchors: Sequence[Leaf]) -> set[tuple[str, str]]:
        """The record and list item most of the claim's anchors sit in: the other items of that list are
        look-alikes ("the framing inspection" is item 1, so item 0's result is not its result)."""
        counts: dict[tuple[str, str], int] = {}
        for leaf in anchors:
            # An id names its record or item outright; a shared word value ("delivered") may be any one's.
            # The record's own id (its top-level code, the id it is filed under) names it more than a code inside it.
            weight = 3 if looks_like_id(str(leaf.value)) and not leaf_dates(leaf.value) and not leaf_time(leaf.value) \
                and leaf_number(leaf.value) is None else 1
            if weight == 3 and anchor_weight(leaf.path, leaf.value, self.own_ids.get(leaf.evidence_id, frozenset())) == 5:
                weight = 5
            counts[(leaf.evidence_id, leaf.scope)] = counts.get((leaf.evidence_id, leaf.scope), 0) + weight
        per_record: dict[str, int] = {}
        for (rid, _), n in counts.items():
            per_record[rid] = per_record.get(rid, 0) + n
        if not per_record:
            return set()
        best = max(per_record.values())
        return {(rid, "") for rid in with_linked([rid for rid, n in per_record.items() if n == best], self.linked)}

    def in_scope(self, leaf: Leaf, scope: set[tuple[str, str]]) -> bool:
        if not scope or leaf.evidence_id in self.call_ids:
            return True
        for rid, sc in scope:
            if leaf.evidence_id == rid and (sc == "" or leaf.scope == sc or leaf.scope == "" or leaf.path.startswith(sc + ".")):
                return True
        return False

    def look_alike_records(self, a: str, b: str) -> bool:
        """Two records of the same shape (two orders, two cards): most of their field paths are shared."""
        pa, pb = self.paths.get(a, set()), self.paths.get(b, set())
        return bool(pa and pb) and len(pa & pb) / len(pa | pb) >= 0.5

    def stated_elsewhere(self, s: Specific) -> bool:
        """A figure the policy or passage text of the case states ("an expedited review costs $60") is
        about the policy, not a wrong copy of a record field."""
        for other in self.other_specifics:
            if other.kind == s.kind and other.readings & s.readings:
                return True
            if {other.kind, s.kind} <= {"money", "number"} and any(
                    numbers_agree(s.readings, r) for r in other.readings if isinstance(r, float)):
                return True
        return False

    def names_scoped_record(self, said: str, scope: set[tuple[str, str]]) -> bool:
        """"under exchange EXC-7": a word another record holds as a value is here the name of the kind of record
        the claim is about (its source words), not that value."""
        words = {_stem(w) for w in words_of(said)}
        return bool(words) and any(words <= self.source_words.get(rid, set()) for rid, _ in scope)
