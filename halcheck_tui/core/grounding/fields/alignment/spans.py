"""Value spans: where a string leaf's value is written in a claim, as the record writes it."""
from __future__ import annotations

import re
from collections.abc import Sequence

from ....language.negation import CONTRACTED_NOT, either
from ....values.leaf_values import leaf_date, leaf_time, looks_like_id
from .leaves import Leaf
from .vocabulary import words_of


def _phrase_pattern(value: str) -> re.Pattern | None:
    tokens = words_of(value)
    if not tokens:
        return None
    return re.compile(r"(?<![\w])" + r"[\s_\-/.,&']{1,3}".join(re.escape(t) for t in tokens) + r"(?![\w])", re.IGNORECASE)


def value_spans(text: str, leaves: Sequence[Leaf]) -> list[tuple[int, int, Leaf]]:
    """Where a string leaf's value is written in the claim ('Elm Street Pharmacy', 'out for delivery',
    '0419 2283 5571'), longest first; a long value may be shortened to its leading words
    ('Atorvastatin 20 mg' for 'Atorvastatin 20 mg tablets')."""
    found = []
    for leaf in leaves:
        span = _written_at(text, leaf)
        if span is not None:
            found.append((span[0], span[1], leaf))
    found.sort(key=lambda t: (t[0] - t[1], t[0]))
    kept: list[tuple[int, int, Leaf]] = []
    for a, b, leaf in found:
        if not any(a < y and x < b and (y - x) > (b - a) for x, y, _ in kept):
            kept.append((a, b, leaf))
    return kept


def _written_at(text: str, leaf: Leaf) -> tuple[int, int] | None:
    """Where one leaf's string value is written in the claim: whole or by its leading words, a two-letter code
    as written, a negative enum as a negated verb, a value with a note in brackets by what comes before it."""
    v = leaf.value
    if not isinstance(v, str) or len(v.strip()) < 2 or leaf_date(v) or leaf_time(v):
        return None
    tokens = words_of(v)
    if tokens and len(tokens) == 1 and len(v.strip()) == 2 and v.strip().isupper() and v.strip().isalpha():
        # A two-letter code ("US", "NL") counts only written the same way, capitals and all, as a word.
        m = re.search(rf"(?<![\w-]){re.escape(v.strip())}(?![\w-])", text)
        return (m.start(), m.end()) if m else None
    if not tokens or (len(tokens) == 1 and len(tokens[0]) < 3 and not any(c.isdigit() for c in tokens[0])):
        return None
    for n in range(len(tokens), 0, -1):
        if n < len(tokens) and (n < 2 or n / len(tokens) < 0.5 or looks_like_id(v)):
            break  # an id is compared as written, whole: 113-5520918 is not 113-5520918-4471
        pattern = _phrase_pattern(" ".join(tokens[:n]))
        m = pattern.search(text) if pattern else None
        if m:
            return m.start(), m.end()
    # A negative enum ("not_opened", "not_yet_sent") is written as a negated verb: "you haven't
    # attempted it yet", "it hasn't shipped".
    if len(tokens) >= 2 and tokens[0] in ("not", "no") and not looks_like_id(v):
        rest = [t for t in tokens[1:] if t != "yet"]
        if rest:
            m = re.search(rf"(?:\b(?:{either('not', 'never')})|{CONTRACTED_NOT})\s+(?:yet\s+|been\s+|even\s+)*" + r"\s+".join(map(re.escape, rest))
                          + r"(?![\w])", text, re.IGNORECASE)
            if m:
                return m.start(), m.end()
    # A value with a note in brackets is named by what comes before it: "Egress (GB)" is "egress".
    head = v.split("(")[0].strip() if "(" in v and not looks_like_id(v) else ""
    if len(head) >= 4 and words_of(head):
        pattern = _phrase_pattern(" ".join(words_of(head)))
        m = pattern.search(text) if pattern else None
        if m:
            return m.start(), m.end()
    return None
