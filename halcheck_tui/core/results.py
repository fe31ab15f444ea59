"""The results that cross levels: one pass of the levels over a text (`Assessment`), the repair level's
result (`RepairResult`) and the whole check's (`CheckResult`). Each level's own result lives in its room
(`decomposition.decompose.Decomposition`, `confidence.assess.ConfidenceResult`,
`grounding.grounder.GroundingResult`, `release.policy.Release`); these hold them together.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..config import Settings
from ..ports import ChatMessage
from .case import Case
from .confidence.assess import ConfidenceResult
from .decomposition import citations
from .decomposition.decompose import Decomposition
from .grounding.grounder import GroundingResult
from .release.conflicts import Conflict
from .release.policy import ClaimOutcome, Release
from .repair.fix import Edit
from .types import Decision, Outcome, RepairMethod


@dataclass(frozen=True)
class Assessment:
    """One pass of the levels over one text (the draft, or its rewrite)."""

    case: Case
    decomposition: Decomposition
    confidence: ConfidenceResult
    grounding: GroundingResult
    outcomes: tuple[ClaimOutcome, ...]
    release: Release
    timings_ms: dict[str, float] = field(default_factory=dict)
    conflicts: tuple[Conflict, ...] = ()
    """Evidence items in conflict about a claim, and how the authority rule settled each (core/conflicts.py)."""

    def outcome_for(self, claim_id: str) -> ClaimOutcome:
        return next(o for o in self.outcomes if o.claim.id == claim_id)

    @property
    def failed(self) -> tuple[ClaimOutcome, ...]:
        return tuple(o for o in self.outcomes if o.failed)

    @property
    def citations(self) -> citations.CitationReport | None:
        """What the draft cited and whether it holds (None when it cites nothing)."""
        return citations.report_of(self.grounding)


@dataclass(frozen=True)
class RepairResult:
    attempted: bool
    skipped_reason: str | None
    prompt: tuple[ChatMessage, ...] = ()
    text: str | None = None
    recheck: Assessment | None = None
    diff: str = ""
    method: RepairMethod = RepairMethod.MODEL
    edits: tuple[Edit, ...] = ()
    """The correction's edits, each with the evidence id and field its new text came from."""
    candidates: tuple[RepairResult, ...] = ()
    """Every candidate tried when both methods ran (the chosen one is this result)."""
    supported_kept: int = 0
    """How many of the first check's supported claims the re-checked candidate still sends."""
    rejected: str | None = None
    """Why the re-checked repair was not used (it would send less than trimming the draft), or None."""


@dataclass(frozen=True)
class CheckResult:
    first: Assessment
    repair: RepairResult
    decision: Decision
    outcome: Outcome
    final_text: str
    explanation: str
    settings: Settings
    models: dict[str, str | None]
    timings_ms: dict[str, float]

    @property
    def case(self) -> Case:
        return self.first.case
