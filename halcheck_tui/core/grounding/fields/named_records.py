"""The record a reply is about, when the case holds several of one shape.

A case often holds the customer's other order, another family member's application or last year's booking
beside the one asked about: records of the same shape whose fields share names. A reply that names one of
them by its own id ("Your renewal application PA-2026-0481177 was approved") and never names the others is
about that one, so its later sentences ("We expect to mail it by May 27") are read against it: a date that
only the look-alike holds is that record's value, not this one's.

Nothing here knows a field name: a record's own ids are its evidence id's tail and its top-level codes
(record_links.own_ids), and two records look alike when one tool returned both (the same evidence id before
its `#`) and most of their field paths are shared.
"""
from __future__ import annotations

from collections.abc import Sequence

from ...case import Evidence
from ...language.tokens import letter_words
from ...values.patterns import normalise_identifier
from .alignment.index import RecordIndex


def _named_ids(text: str) -> set[str]:
    """Every word of the text as an identifier is normalised ("PA-2026-0481177," -> "PA20260481177")."""
    return {normalise_identifier(t) for t in text.split()}


def unnamed_look_alikes(index: RecordIndex, draft: str) -> frozenset[str]:
    """The records that look like one the draft names by its own id, and that the draft never names."""
    said = _named_ids(draft)
    named = {rid for rid, ids in index.own_ids.items() if ids & said}
    if not named:
        return frozenset()
    return frozenset(other for other in index.own_ids if other not in named and index.own_ids[other]
                     and any(_same_source(rid, other) and index.look_alike_records(rid, other) for rid in named))


def _same_source(a: str, b: str) -> bool:
    """Two results of one tool or collection ("get_application#PA-1", "get_application#PA-2"): the customer's
    own member record and the one a transfer names come from different look-ups, and are not look-alikes."""
    return "#" in a and a.split("#", 1)[0] == b.split("#", 1)[0]


def own_words(index: RecordIndex, unnamed: frozenset[str]) -> frozenset[str]:
    """Words only the unnamed records hold as values ("Noor" for the other applicant): a claim that uses
    one is about that record after all."""
    theirs = {w for leaf in index.leaves if leaf.evidence_id in unnamed and isinstance(leaf.value, str)
              for w in letter_words(leaf.value) if len(w) >= 3}
    ours = {w for leaf in index.leaves if leaf.evidence_id not in unnamed and isinstance(leaf.value, str)
            for w in letter_words(leaf.value)}
    return frozenset(theirs - ours)


def names_unnamed(text: str, unnamed_words: frozenset[str]) -> bool:
    """Whether the text uses a word ("Oren's": "oren") only the unnamed records hold."""
    return any(w in unnamed_words for w in letter_words(text))


def without(evidence: Sequence[Evidence], unnamed: frozenset[str]) -> tuple[Evidence, ...]:
    return tuple(e for e in evidence if e.id not in unnamed)
