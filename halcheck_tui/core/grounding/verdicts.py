"""Level 2's results: a verdict per claim, with the premises and NLI judgement it rests on."""
from __future__ import annotations

from dataclasses import dataclass

from ...config import NLIThresholds
from ..decomposition.mentions import Mention
from ..types import Method, ReasonCode, Verdict
from .text.decision import ClaimSignals


@dataclass(frozen=True)
class MentionCheck:
    mention: Mention
    ok: bool
    evidence_id: str
    field_path: str
    record_value: str
    reason: ReasonCode | None
    detail: str
    rule: str = ""
    """The alignment rule's code behind it (alignment/rules.py), or "" for a check no rule made."""


@dataclass(frozen=True)
class Premise:
    """An evidence sentence (or window) a claim was checked against, anchored for highlighting."""

    evidence_id: str
    start: int
    end: int
    text: str
    score: float
    window: bool = False
    names_ok: bool = True
    may_refute: bool = True
    """False for policy text read for a claim about the case: it may confirm the part of the claim that
    restates the policy, never refute what the records settle."""
    """False when this premise alone may not support the claim: it omits a name the claim uses that
    is either elsewhere in the same evidence item (a window should be read instead) or nowhere in the
    evidence at all (the claim brings in something nobody said)."""


@dataclass(frozen=True)
class NLIJudgement:
    entailment: float
    neutral: float
    contradiction: float
    premise: str
    evidence_id: str
    window: bool = False

    def as_dict(self) -> dict:
        return {"entailment": round(self.entailment, 4), "neutral": round(self.neutral, 4),
                "contradiction": round(self.contradiction, 4), "premise": self.premise,
                "evidence_id": self.evidence_id, "window": self.window}


@dataclass(frozen=True)
class ClaimVerdict:
    claim_id: str
    verdict: Verdict
    reason_code: ReasonCode | None
    method: Method
    evidence_ids: tuple[str, ...]
    detail: str
    nli: NLIJudgement | None = None
    record_checks: tuple[MentionCheck, ...] = ()
    premises: tuple[Premise, ...] = ()
    signals: ClaimSignals | None = None
    """What the decision model read (NLI-decided claims only)."""
    fail_probability: float | None = None
    figures_read: bool = False
    """A deterministic reading found every figure of the claim in the evidence sentence it restates (not
    NLI): a figure the generator wrote unsure of itself is then confirmed, as a record field confirms one."""

    @property
    def deciding_rule(self) -> str | None:
        """The code of the alignment rule whose finding disputed the claim (the one its detail gives), or None."""
        if self.verdict is not Verdict.CONTRADICTED:
            return None
        return next((c.rule for c in self.record_checks if c.ok is False and c.detail == self.detail and c.rule), None)


@dataclass(frozen=True)
class GroundingResult:
    verdicts: tuple[ClaimVerdict, ...]
    nli_model: str | None
    thresholds: NLIThresholds

    def for_claim(self, claim_id: str) -> ClaimVerdict:
        return next(v for v in self.verdicts if v.claim_id == claim_id)
