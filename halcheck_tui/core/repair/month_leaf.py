"""A month and year no leaf settled ("expires in July 2029" against `expiry_date` = 2029-10-15), corrected to the
full date of the one date leaf whose key names the claim's role (a key word the claim also uses: "expiry" of
`expiry_date` for "expires"). A claim whose month and year a date leaf holds stands; two candidate leaves or none
and nothing is written. The full date is put in ("on October 15, 2029", in the draft's date style where the
draft gives a date), since a month alone cannot be read against a day; the re-check decides."""
from __future__ import annotations

import re
from collections.abc import Mapping

from ..case import Evidence, EvidenceKind, flatten_fields
from ..decomposition.mentions import date_mentions, parse_record_date
from ..language.calendar_words import MONTH_NAMES
from ..language.tokens import key_letter_words
from ..values.patterns import MONTH_AND_YEAR
from .draft_style import format_date


def _role_words(path: str) -> set[str]:
    words = key_letter_words(path.split(".")[-1])
    return {w for w in words[:-1] if len(w) >= 3}  # the last word names the value's kind ("date", "at")


def month_leaf_fix(text: str, draft: str, evidence: Mapping[str, Evidence]) -> tuple[int, int, str, str, str] | None:
    """(start, end, new text, evidence id, leaf path), or None."""
    found = list(MONTH_AND_YEAR.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    said = (int(m.group("year")), MONTH_NAMES.index(m.group("month")) + 1)
    dates = [(e.id, path, day) for e in evidence.values() if e.kind is EvidenceKind.RECORD
             for path, value in flatten_fields(e.fields).items() if (day := parse_record_date(value)) is not None]
    if any(day[:2] == said for _, _, day in dates):
        return None  # a recorded month: it stands
    words = re.findall(r"[a-z]{3,}", text.lower())
    fits = [(eid, path, day) for eid, path, day in dates
            if any(w.startswith(r[:4]) for r in _role_words(path) for w in words)]
    if len(fits) != 1:
        return None
    eid, path, day = fits[0]
    shown = date_mentions(draft)
    new = format_date(day, shown[0].text if shown else "January 1, 2000")
    prep = m.group("prep")
    start = m.start("prep") if prep else m.start("month")
    lead = ("on " if prep.lower() == "in" else f"{prep} ") if prep else ""
    return start, m.end("year"), lead + new, eid, path
