"""A claim that says a thing exists or was done where the record's field for that thing holds nothing: "we've
added a delay credit" beside "delay_credit": null. The other values of the claim may all agree (the area, the
date), but no field confirms the credit, and the one that would is empty, so the claim is not settled by them.

Nothing here knows a field name: a field is named when the claim uses every word of its key.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ...language.negation import CONTRACTED_NOT, either
from ...language.tokens import letter_runs
from ...language.words import stem

# Why: "no credit", "hasn't been added" and "we'll add one once ..." do not say the thing exists now.
_NOT_NOW = re.compile(rf"\b(?:{either('no', 'not', 'never', 'none', 'without')}|will|would|could|can|may|might|should|once"
                      rf"|if|when|unless)\b|{CONTRACTED_NOT}\b|'ll\b", re.IGNORECASE)


def _empty(value) -> bool:
    return value is None or (isinstance(value, (str, list, dict)) and not value)


def empty_fields_named(text: str, checks: Sequence, leaves: Iterable) -> list[str]:
    """The claim's words that name an empty field no check of the claim cites (every word of its key is in
    the claim): words that block the claim from being settled by its other values. None when the claim is
    negated or says what may happen."""
    if _NOT_NOW.search(text):
        return []
    words = {stem(w.lower()): w for w in letter_runs(text)}
    cited = {(c.evidence_id, c.field_path) for c in checks}
    out = []
    for leaf in leaves:
        key = [w for w in leaf.key_words if len(w) > 2]
        if _empty(leaf.value) and key and set(key) <= set(words) and (leaf.evidence_id, leaf.path) not in cited:
            out += [words[w] for w in key if words[w] not in out]
    return out
