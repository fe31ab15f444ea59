"""The deterministic release policy, trim and withhold.

Model prose and self-reported confidence never decide what ships: these rules do, from typed claim
outcomes. Material claims (record and rule by default) block or abstain; anything else that fails
asks for a revision; a supported claim without evidence ids goes to review.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..decomposition.decompose import Claim, Decomposition
from ..types import ClaimClass, Decision, Outcome, ReasonCode, Verdict


@dataclass(frozen=True)
class ClaimOutcome:
    """A claim with its final verdict after both levels (grounding, then confidence cuts)."""

    claim: Claim
    verdict: Verdict
    reason_code: ReasonCode | None
    cut_by_confidence: bool
    evidence_ids: tuple[str, ...]

    @property
    def failed(self) -> bool:
        return self.cut_by_confidence or self.verdict in (Verdict.CONTRADICTED, Verdict.INSUFFICIENT)

    @property
    def checked(self) -> bool:
        return self.claim.claim_class is not ClaimClass.CONVERSATIONAL


@dataclass(frozen=True)
class SentenceCut:
    sentence: int
    claim_ids: tuple[str, ...]
    reasons: tuple[str, ...]


@dataclass(frozen=True)
class Release:
    decision: Decision
    outcome: Outcome
    """sent | trimmed | withheld (the pipeline turns a successful rewrite into 'repaired')."""
    final_text: str
    kept_sentences: tuple[int, ...]
    cuts: tuple[SentenceCut, ...]
    explanation: str


def release_decision(outcomes: Sequence[ClaimOutcome], material_classes: Sequence[str],
                     invalid_citations: Sequence[str] = ()) -> tuple[Decision, str]:
    """(decision, why) from the claim outcomes and the ids the draft cites that are not in the evidence."""
    factual = [o for o in outcomes if o.checked]
    if not outcomes:
        return Decision.REVIEW, "nothing was decomposed from the draft"
    if invalid_citations:
        # An invented source blocks whatever the claims say (seed 001: `invalidCitation: block`).
        return Decision.BLOCK, f"the draft cites evidence that does not exist: {', '.join(invalid_citations)}"
    if not factual:
        return Decision.RELEASE, "only conversational sentences: nothing to check"
    material = [o for o in factual if o.claim.claim_class.value in material_classes]
    if any(o.verdict is Verdict.CONTRADICTED for o in material):
        return Decision.BLOCK, "a material claim is contradicted by the evidence"
    if any(o.failed for o in material):
        return Decision.ABSTAIN, "a material claim cannot be confirmed from the evidence"
    if any(o.failed for o in factual):
        return Decision.REVISE, "a non-material claim failed its check"
    if any(o.verdict is Verdict.SUPPORTED and not o.evidence_ids for o in factual):
        return Decision.REVIEW, "a claim was judged supported without citing evidence"
    return Decision.RELEASE, "every claim is supported by cited evidence"


def trim(draft: str, decomposition: Decomposition, outcomes: Sequence[ClaimOutcome],
         degenerate_sentences: set[int], withheld_message: str,
         invalid_citation_sentences: Mapping[int, Sequence[str]] | None = None,
         ) -> tuple[str, str, tuple[int, ...], tuple[SentenceCut, ...]]:
    """Remove every sentence holding a failed claim, cut by confidence or citing an unknown id; withhold
    if no checked claim survives."""
    cuts: list[SentenceCut] = []
    kept: list[int] = []
    invalid = invalid_citation_sentences or {}
    for sentence in decomposition.sentences:
        failed = [o for o in outcomes if o.claim.sentence == sentence.index and o.failed]
        if failed or sentence.index in degenerate_sentences or sentence.index in invalid:
            reasons = tuple(dict.fromkeys(
                [(o.reason_code.value if o.reason_code else o.verdict.value) for o in failed]
                + ([ReasonCode.DEGENERATE_SENTENCE.value] if sentence.index in degenerate_sentences else [])
                + ([ReasonCode.INVALID_CITATION.value] if sentence.index in invalid else [])))
            cuts.append(SentenceCut(sentence.index, tuple(o.claim.id for o in failed), reasons))
        else:
            kept.append(sentence.index)
    if not cuts:
        return Outcome.SENT, draft, tuple(kept), ()
    had_checked = any(o.checked for o in outcomes)
    survivors = [o for o in outcomes if o.checked and o.claim.sentence in kept]
    if had_checked and not survivors:
        return Outcome.WITHHELD, withheld_message, tuple(kept), tuple(cuts)
    pieces = []
    for i, index in enumerate(kept):
        sentence = decomposition.sentences[index]
        if i:
            previous = decomposition.sentences[kept[i - 1]]
            pieces.append("\n" if "\n" in draft[previous.end:sentence.start] else " ")
        pieces.append(sentence.text)
    return Outcome.TRIMMED, "".join(pieces), tuple(kept), tuple(cuts)


def decide(draft: str, decomposition: Decomposition, outcomes: Sequence[ClaimOutcome], degenerate_sentences: set[int],
           material_classes: Sequence[str], withheld_message: str,
           invalid_citation_sentences: Mapping[int, Sequence[str]] | None = None) -> Release:
    invalid = invalid_citation_sentences or {}
    invalid_ids = tuple(dict.fromkeys(i for ids in invalid.values() for i in ids))
    decision, why = release_decision(outcomes, material_classes, invalid_ids)
    outcome, final_text, kept, cuts = trim(draft, decomposition, outcomes, degenerate_sentences, withheld_message,
                                           invalid)
    return Release(decision, outcome, final_text, kept, cuts, why)
