"""What a correction is made of: a fix inside one claim, the edits it becomes in the draft, the correction
the repair level returns, the plan (each failed claim's fixes) that the driver's passes refine, and the made-up
case (`RepairFixture`) that shows what one pass or record fixer does."""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..case import Case
from ..grounding.fields.alignment.run import made_up_evidence
from ..types import ReasonCode

ACTION_CORRECT = "correct"
ACTION_DROP = "drop"


@dataclass(frozen=True)
class Edit:
    """One change to the draft: what it said, what it says now, and the evidence field it came from."""

    claim_id: str
    start: int
    end: int
    """Offsets into the draft: draft[start:end] == old."""
    old: str
    new: str
    action: str
    """"correct" (a value from the evidence) or "drop" (an unsupported claim removed, nothing invented)."""
    evidence_id: str | None
    field: str | None
    """The record field's dot path, "text" for policy text, "decision" for a refused call."""
    reason_code: str | None

    def as_dict(self) -> dict[str, Any]:
        return {"claim": self.claim_id, "span": {"start": self.start, "end": self.end}, "old": self.old,
                "new": self.new, "action": self.action, "evidence_id": self.evidence_id, "field": self.field,
                "reason_code": self.reason_code}


@dataclass(frozen=True)
class Correction:
    text: str
    """The corrected draft ('' when nothing could be corrected)."""
    edits: tuple[Edit, ...]
    reason: str
    """Why there is no correction, or what was done."""

    @property
    def corrected(self) -> tuple[Edit, ...]:
        return tuple(e for e in self.edits if e.action == ACTION_CORRECT)


@dataclass(frozen=True)
class Fix:
    """A replacement inside one claim's text (offsets relative to the claim)."""

    start: int
    end: int
    new: str
    evidence_id: str | None
    field: str | None
    reason: ReasonCode | None
    predicate: bool = False
    """The new text ends a predicate ("is pending review"): no noun of the old text may follow it."""


Plan = dict[str, list[Fix] | None]
"""Each failed claim's fixes by claim id; None drops the claim."""

KEEP: list = []
"""A failed claim left as it is (its finding belongs to another claim's span, which that claim corrects)."""


class CannotFix(Exception):
    """The finding does not name a value to put in its place: the claim is dropped instead."""


def locate(text: str, mention_text: str, start: int, end: int) -> tuple[int, int]:
    """The mention's span in the claim: its own offsets when they still hold, else its first occurrence."""
    if 0 <= start < end <= len(text) and text[start:end] == mention_text:
        return start, end
    # Never inside a longer word or figure: the "2" of a context's "2 x 3 L" is not the "2" of "16/11/2026".
    edge_in = r"(?<![\w/.,:-])" if mention_text[:1].isalnum() else ""
    edge_out = r"(?![\w/:-]|[.,]\d)" if mention_text[-1:].isalnum() else ""
    found = re.search(edge_in + re.escape(mention_text) + edge_out, text, re.IGNORECASE) if mention_text else None
    if found is None:
        raise CannotFix(f"{mention_text!r} is not in the claim's own text")
    return found.start(), found.end()


def apply_fixes(text: str, fixes: Sequence[Fix]) -> str:
    """The claim's text with its fixes made (fixes sorted and apart)."""
    out, cursor = [], 0
    for fix in fixes:
        out += [text[cursor:fix.start], fix.new]
        cursor = fix.end
    out.append(text[cursor:])
    return "".join(out)


@dataclass(frozen=True)
class RepairFixture:
    """A made-up draft and case on which a correction unit's work shows: corrected with every pass and record
    fixer the draft reads `corrected` ('' when nothing could be corrected); without the unit it reads otherwise
    (tests/test_repair_registry.py)."""

    draft: str
    records: Mapping[str, Mapping[str, Any]]
    corrected: str
    policy: str = ""
    calls: tuple[tuple[str, str, Mapping[str, Any]], ...] = ()
    """Refused calls, each as (tool, decision, arguments)."""

    def case(self) -> Case:
        return Case(draft=self.draft, evidence=tuple(made_up_evidence(self.records, self.policy, self.calls)))
