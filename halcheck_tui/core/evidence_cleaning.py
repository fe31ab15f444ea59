"""Evidence text as the levels check it: hidden controls cleaned out of it, each cleaned item noted.

Apart from the parser because it is a step of its own: the case is read as given, and the check reads it
cleaned (`evidence_as_checked`), so the editor can show what will be replaced where it stands.
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from .case import Case, Evidence

EVIDENCE_CONTROLS = frozenset([0x7F, *range(0x80, 0xA0)])
"""DEL and the C1 controls: in evidence text each is replaced by U+FFFD, one for one. Not by a space: these
mostly come from text decoded with the wrong code page (0x80 was a euro sign, 0x92 an apostrophe, 0x96 a
dash), and a space would invent a word or number boundary that was never there ("1\x80000" would read
"1 000", a thousands separator), while U+FFFD marks that something unreadable stood there, joins nothing
and splits nothing that was one word. One for one also keeps every offset into the text where it was."""
BIDI_CONTROLS = frozenset([*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C])
"""The bidi embeddings, overrides and isolates, and the LRM, RLM and ALM marks: removed from evidence
text. They carry no letters (only the order they are shown in), so the text checked is the text in the
order it is stored, and `iss\u202dued` reads "issued"."""
_EVIDENCE_CONTROLS_RE = re.compile("[" + "".join(f"\\u{cp:04x}" for cp in sorted(EVIDENCE_CONTROLS)) + "]")
_BIDI_RE = re.compile("[" + "".join(f"\\u{cp:04x}" for cp in sorted(BIDI_CONTROLS)) + "]")
EVIDENCE_CLEANED = EVIDENCE_CONTROLS | BIDI_CONTROLS
"""What evidence text may hold and is checked without (a superset of HIDDEN_CONTROLS): a passage scraped
from a web page or a record copied from a legacy system often carries one, and refusing the whole case
for it helped nobody. Each cleaned item is named, with its count, in the trace's notes."""
_EVIDENCE_CLEANED_RE = re.compile("[" + "".join(f"\\u{cp:04x}" for cp in sorted(EVIDENCE_CLEANED)) + "]")


def _clean_text(value: str, found: Counter) -> str:
    """`value` with EVIDENCE_CONTROLS replaced by U+FFFD and BIDI_CONTROLS removed; each one counted."""
    for char in value:
        if ord(char) in EVIDENCE_CLEANED:
            found[ord(char)] += 1
    value = _EVIDENCE_CONTROLS_RE.sub("\ufffd", value)
    return _BIDI_RE.sub("", value)


def _clean_value(value: Any, path: str, found: Counter, where: list[str]) -> Any:
    """A record's (or refused call's) value with every string in it cleaned; `where` gets the dot path of
    each string that changed (keys are left alone: check_json_values refuses hidden controls in them)."""
    if isinstance(value, str):
        if not _EVIDENCE_CLEANED_RE.search(value):
            return value
        where.append(path)
        return _clean_text(value, found)
    if isinstance(value, Mapping):
        return {key: _clean_value(item, f"{path}.{key}" if path else str(key), found, where)
                for key, item in value.items()}
    if isinstance(value, list):
        return [_clean_value(item, f"{path}.{i}", found, where) for i, item in enumerate(value)]
    return value


def _cleaning_note(item: Evidence, index: int, found: Counter, where: list[str]) -> str:
    replaced = sum(n for cp, n in found.items() if cp in EVIDENCE_CONTROLS)
    removed = sum(n for cp, n in found.items() if cp in BIDI_CONTROLS)
    done = []
    if replaced:
        done.append(f"{replaced} control character{'s' if replaced > 1 else ''} replaced by U+FFFD")
    if removed:
        done.append(f"{removed} bidi control{'s' if removed > 1 else ''} removed")
    shown = ", ".join(where[:3]) + (f" and {len(where) - 3} more" if len(where) > 3 else "")
    chars = ", ".join(f"U+{cp:04X}" for cp in sorted(found))
    return f"evidence {item.id!r} (evidence[{index}]) {shown}: {' and '.join(done)} ({chars}) before the check"


def evidence_as_checked(case: Case) -> Case:
    """The case as the levels check it: evidence text (passage and policy text, every string value inside
    a record's fields or a refused call's args) without hidden controls (EVIDENCE_CLEANED), each cleaned
    item named with its count in `notes`. `case` itself when there is nothing to clean, so a case is
    cleaned once however often it is checked (and the evidence tuple, which caches key on, is kept)."""
    items, notes = [], []
    for index, item in enumerate(case.evidence):
        found: Counter = Counter()
        where: list[str] = []
        if _EVIDENCE_CLEANED_RE.search(item.text):
            where.append("text")
            item = replace(item, text=_clean_text(item.text, found))
        for name in ("fields", "args"):
            mapping = getattr(item, name)
            changed: list[str] = []
            cleaned = _clean_value(dict(mapping), "", found, changed) if mapping else mapping
            if changed:
                where += [f"{name}.{path}" for path in changed]
                item = replace(item, **{name: cleaned})
        if found:
            notes.append(_cleaning_note(item, index, found, where))
        items.append(item)
    if not notes:
        return case
    return replace(case, evidence=tuple(items), notes=case.notes + tuple(notes))
