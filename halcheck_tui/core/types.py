"""Vocabulary shared by every level: claim classes, verdicts, reason codes, methods, decisions, outcomes.

Level results live in their own modules (`decompose.Decomposition`, `confidence.ConfidenceResult`,
`grounding.GroundingResult`, `policy.Release`, `pipeline.RepairResult`); the levels themselves are
`levels.Level`. These enums are the words of the trace contract and must not be renamed.
"""
from __future__ import annotations

from enum import Enum, StrEnum


class ClaimClass(str, Enum):
    RECORD = "record"
    RULE = "rule"
    FACT = "fact"
    CONVERSATIONAL = "conversational"


class Verdict(str, Enum):
    SUPPORTED = "supported"
    CONTRADICTED = "contradicted"
    INSUFFICIENT = "insufficient_evidence"
    NOT_APPLICABLE = "not_applicable"


class Method(str, Enum):
    RECORD = "record"
    NLI = "nli"
    PASSAGE = "passage"
    SECOND_OPINION = "second_opinion"
    NONE = "none"


class ReasonCode(str, Enum):
    CLAIM_WITHOUT_TOOL_EVIDENCE = "CLAIM_WITHOUT_TOOL_EVIDENCE"
    IDENTIFIER_MISMATCH = "IDENTIFIER_MISMATCH"
    AMOUNT_MISMATCH = "AMOUNT_MISMATCH"
    RECORD_STATE_MISMATCH = "RECORD_STATE_MISMATCH"
    DATE_MISMATCH = "DATE_MISMATCH"
    VALUE_MISMATCH = "VALUE_MISMATCH"
    NOT_EXECUTED = "NOT_EXECUTED"
    NLI_CONTRADICTION = "NLI_CONTRADICTION"
    NLI_NOT_ENTAILED = "NLI_NOT_ENTAILED"
    NO_POLICY_EVIDENCE = "NO_POLICY_EVIDENCE"
    SHAKY_SPECIFIC = "SHAKY_SPECIFIC"
    DEGENERATE_SENTENCE = "DEGENERATE_SENTENCE"
    # additions to the contract's list (documented in README.md)
    CITATION_NOT_ENTAILED = "CITATION_NOT_ENTAILED"
    INVALID_CITATION = "INVALID_CITATION"


# One sentence a code, shown in the report, the TUI and training mode.
REASON_EXPLANATIONS: dict[ReasonCode, str] = {
    ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE: "A claim about this case, but no tool record was seen that could back it.",
    ReasonCode.IDENTIFIER_MISMATCH: "An id (order, parcel, plan) that the record does not hold.",
    ReasonCode.AMOUNT_MISMATCH: "An amount of money that is not the amount in the record.",
    ReasonCode.RECORD_STATE_MISMATCH: "A state the record's state machine rules out (e.g. 'issued' vs queued_for_review).",
    ReasonCode.DATE_MISMATCH: "A date that is not the date in the record.",
    ReasonCode.VALUE_MISMATCH: "A name, value or number (carrier, plan, quantity, a period in a policy) that differs from the record or the policy text.",
    ReasonCode.NOT_EXECUTED: "The claim reports the effect of a call that was refused, so it never happened.",
    ReasonCode.NLI_CONTRADICTION: "The NLI model reads the best evidence as contradicting the claim.",
    ReasonCode.NLI_NOT_ENTAILED: "No evidence sentence entails the claim: it may be true, but nothing seen says so.",
    ReasonCode.NO_POLICY_EVIDENCE: "A promise or rule with no policy text in the evidence to ground it.",
    ReasonCode.SHAKY_SPECIFIC: "A number, id or date the model wrote with probability under the cut, not confirmed by a record.",
    ReasonCode.DEGENERATE_SENTENCE: "The model was guessing through the whole sentence (mean probability under the cut).",
    ReasonCode.CITATION_NOT_ENTAILED: "The draft cites evidence for this claim, but the cited item does not say it (and nothing else does).",
    ReasonCode.INVALID_CITATION: "The draft cites an evidence id that is not in the case's evidence or snapshot: an invented source.",
}


class Decision(StrEnum):
    """What the policy decides for the reply (trace `decision`)."""

    RELEASE = "release"
    REVISE = "revise"
    ABSTAIN = "abstain"
    BLOCK = "block"
    REVIEW = "review"


class Outcome(StrEnum):
    """What the customer receives (trace `outcome`)."""

    SENT = "sent"
    REPAIRED = "repaired"
    TRIMMED = "trimmed"
    WITHHELD = "withheld"


class ConfidenceSource(StrEnum):
    """Where level 1's token probabilities came from (trace `confidence.source`)."""

    PROVIDED = "provided"  # with the case
    GENERATED = "generated"  # kept from `halcheck generate` by the same model
    SCORED = "scored"  # the draft scored by teacher forcing with the local generator
    SKIPPED = "skipped"  # the generator is loaded, but no level 1 cut could change this draft (scoring_when)
    UNAVAILABLE = "unavailable"


class ConfidenceFlag(StrEnum):
    """A sentence's level 1 flag (trace `sentences[].flag`)."""

    OK = "OK"
    LOW = "LOW"
    DEGENERATE = "DEGENERATE"


class ConsistencyFlag(StrEnum):
    """A sentence's self-consistency flag (trace `sentences[].self_consistency.flag`): a signal, never a cut."""

    OK = "OK"
    INCONSISTENT = "INCONSISTENT"  # fewer of the case's samples entail it than self_consistency_min_share


class RepairMode(StrEnum):
    """How a failing draft is repaired (`--repair`, config `repair_mode`)."""

    AUTO = "auto"  # correction, plus a model rewrite when a larger generator than the embedded one is set
    CORRECT = "correct"
    MODEL = "model"
    BOTH = "both"


class RepairMethod(StrEnum):
    """How a repair candidate was written (trace `repair.method`)."""

    CORRECTION = "correction"  # spans rewritten from the evidence, no model
    MODEL = "model"  # one rewrite by the local generator
