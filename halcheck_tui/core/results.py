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
from .repair.rewrite import WordChange, unified_diff, word_diff
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
    word_changes: tuple[WordChange, ...] = ()
    """The draft against `text`, word by word: what the TUI marks as deleted and inserted."""

    @classmethod
    def from_text(cls, draft: str, text: str, recheck: Assessment | None, prompt: tuple[ChatMessage, ...] = (),
                  method: RepairMethod = RepairMethod.MODEL, edits: tuple[Edit, ...] = (),
                  supported_kept: int = 0) -> RepairResult:
        """A repair that wrote `text` for `draft`, with both diffs made here: the sentence diff (the trace's, for a
        text that was re-checked; a rewrite the model left empty has none) and the word diff."""
        diff = unified_diff(draft, text) if recheck is not None else ""
        return cls(True, None, prompt, text, recheck, diff, method, edits, supported_kept=supported_kept,
                   word_changes=word_diff(draft, text))


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
