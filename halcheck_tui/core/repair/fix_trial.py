"""A correction tried against the records before it is made: a figure put in that the records rule out
(where the figure it replaces was not ruled out) is a value read from the wrong place, for instance a time
zone offset read as a clock time, so that one fix is not made and the claim keeps the figure it had.
The pipeline's re-check reads the corrected text as a fresh check would; this keeps a fix that would only
fail that re-check from costing the whole reply."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..case import Evidence
from ..grounding.fields.records import AlignmentLimits, record_checker
from ..types import Verdict


def _failing_spans(text: str, evidence: Sequence[Evidence], limits: AlignmentLimits) -> list[tuple[int, int]]:
    result = record_checker(evidence, limits).check(text)
    return [(c.mention.start, c.mention.end) for c in result.checks
            if not c.ok and 0 <= c.mention.start < c.mention.end]


def _apply_placed(text: str, fixes: Sequence[Any]) -> tuple[str, list[tuple[Any, int, int]]]:
    """The corrected text and where each fix's new text lands in it (fixes sorted and apart)."""
    out, placed, cursor, length = [], [], 0, 0
    for fix in fixes:
        out.append(text[cursor:fix.start])
        length += fix.start - cursor
        placed.append((fix, length, length + len(fix.new)))
        out.append(fix.new)
        length += len(fix.new)
        cursor = fix.end
    out.append(text[cursor:])
    return "".join(out), placed


def contradicted(text: str, fixes: Sequence[Any], evidence: Sequence[Evidence], limits: AlignmentLimits) -> bool:
    """Whether the records contradict the claim once the fixes are made."""
    return record_checker(evidence, limits).check(_apply_placed(text, fixes)[0]).verdict is Verdict.CONTRADICTED


def _overlaps(a: int, b: int, spans: Sequence[tuple[int, int]]) -> bool:
    return any(s < b and a < e for s, e in spans)


def ruled_out_fixes(text: str, fixes: Sequence[Any], evidence: Sequence[Evidence], limits: AlignmentLimits) -> list[Any]:
    """The fixes (each with start, end, new and a figure in `new`) whose new figure the records rule out in
    the corrected claim while the claim's own figure there was not ruled out."""
    figures = [f for f in fixes if any(ch.isdigit() for ch in f.new)]
    if not figures:
        return []
    corrected, placed = _apply_placed(text, fixes)
    after = _failing_spans(corrected, evidence, limits)
    if not after:
        return []
    before = _failing_spans(text, evidence, limits)
    wrong = [fix for fix, a, b in placed if fix in figures and _overlaps(a, b, after)
             and not _overlaps(fix.start, fix.end, before)]
    # a word that only agreed with a dropped figure ("1 day" -> "3 days") goes with it
    return wrong + [f for f in fixes if f not in figures and any(
        w.end <= f.start and not text[w.end:f.start].strip() for w in wrong)]
