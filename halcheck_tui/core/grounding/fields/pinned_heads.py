"""A claim whose id pins one record takes its other values from that record: in "your lamp is on order 7-31",
the order's item "Brass desk lamp" is what "lamp" names, by its head noun (the last word of the name). Read only
when an identifier settles the claim to one record, so a word of another record's name never counts.

Nothing here knows a field name: a head noun is the last word of a name of two words or more, and the claim
must write it as a common noun (in lower case).
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

from ...decomposition.mentions import Mention
from ...language.tokens import LETTER_LED_NAME_WORD
from ...language.words import stem
from ...values.leaf_values import looks_like_id


def _head(value: str) -> str | None:
    words = LETTER_LED_NAME_WORD.findall(value)
    return stem(words[-1].lower()) if len(words) >= 2 and len(words[-1]) > 2 else None


def settle_head_nouns(text: str, checks: Sequence, residual: list[str], leaves: Iterable) -> list:
    """The checks, with one more for each word left unread that is the head noun of a name in the one record
    the claim's identifiers pin; those words are taken off `residual` (in place)."""
    pinned = {c.evidence_id for c in checks if c.ok and c.mention.kind == "identifier"}
    if len(pinned) != 1 or any(c.ok is False for c in checks):
        return list(checks)
    record = next(iter(pinned))
    anchor = next(c for c in checks if c.ok and c.mention.kind == "identifier")
    heads = {}
    for leaf in leaves:
        if leaf.evidence_id == record and isinstance(leaf.value, str) and not looks_like_id(leaf.value):
            head = _head(leaf.value)
            if head is not None:
                heads.setdefault(head, leaf)
    out = list(checks)
    for word in list(residual):
        leaf = heads.get(stem(word.lower()))
        at = re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE) if leaf is not None else None
        if at is None or (at.group(0)[:1].isupper() and text[:at.start()].strip()):
            continue  # a capitalised word names a place or a brand ("Laredo" is not "Nuevo Laredo"), not a kind
        residual.remove(word)
        out.append(replace(anchor, mention=Mention("value", at.start(), at.end(), at.group(0), at.group(0)),
                           field_path=leaf.path, record_value=leaf.value,
                           detail=f"'{at.group(0)}' names {leaf.path} = {leaf.value} by its head noun"))
    return out
