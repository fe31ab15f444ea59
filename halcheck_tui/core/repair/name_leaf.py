"""A name no record leaf settled ("a Harbour Cabin" when the record's one name-like value is another),
corrected from the record when exactly one name-like leaf is left: a value written in capitalised words
that the draft nowhere gives. Two such leaves or none, or more than one unsettled name in the claim, and
nothing is written; the pipeline's re-check reads the corrected claim as a fresh check would."""
from __future__ import annotations

import re
from collections.abc import Mapping

from ..case import Evidence, EvidenceKind, flatten_fields
from ..language.calendar_words import CALENDAR_WORDS

_NAME = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z]+){0,3}")
_IN_TEXT = re.compile(r"(?<![\w'])[A-Z][a-z]+(?: [A-Z][a-z]+){0,3}(?![\w'])")


# Months and weekdays are capitalised but name no one: "June" is never a misspelt town or first name (it was
# once corrected to one on the corpus: "September" to "Marco", "June" to "Dingle"). language.CALENDAR_WORDS.
def _names_in(text: str) -> list[re.Match]:
    """Capitalised words inside the text, not the first word of a sentence, nor a month or a weekday."""
    return [m for m in _IN_TEXT.finditer(text) if text[:m.start()].strip() and text[:m.start()].rstrip()[-1] not in ".!?"
            and not all(w.lower() in CALENDAR_WORDS for w in m.group(0).split())]


def _name_leaves(evidence: Mapping[str, Evidence], draft: str) -> list[tuple[str, str, str]]:
    lowered = draft.lower()
    return [(e.id, path, value) for e in evidence.values() if e.kind is EvidenceKind.RECORD
            for path, value in flatten_fields(e.fields).items()
            if isinstance(value, str) and _NAME.fullmatch(value) and value.lower() not in lowered]


def name_leaf_fix(text: str, draft: str, evidence: Mapping[str, Evidence]) -> tuple[int, int, str, str, str] | None:
    """(start, end, recorded name, evidence id, leaf path), or None."""
    values = [str(v).lower() for e in evidence.values() if e.kind is EvidenceKind.RECORD
              for v in flatten_fields(e.fields).values() if isinstance(v, str)]
    unsettled = [m for m in _names_in(text) if not any(m.group(0).lower() in v for v in values)]
    leaves = _name_leaves(evidence, draft)
    if len(unsettled) != 1 or len(leaves) != 1:
        return None
    m, (eid, path, value) = unsettled[0], leaves[0]
    if len(m.group(0).split()) != len(value.split()):
        return None  # a name of another shape is not the same kind of thing
    return m.start(), m.end(), value, eid, path
