"""Repair: one bounded rewrite of a failing draft, with the evidence in front of the model.

The pipeline (not this module) runs: gate -> build prompt -> generator.generate -> clean_rewrite ->
re-check the rewrite once with the whole pipeline -> trim/withhold. This module knows nothing of the
pipeline; it only builds the prompt, decides whether a rewrite may be attempted, and cleans and diffs
the result.
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ...ports import ChatMessage
from ..case import Case, Evidence, EvidenceKind
from ..language.sentences import SPACE_AFTER_SENTENCE_OR_LINE_BREAK
from ..language.tokens import SPACED_WORD
from ..prompts import DATA_RULE, defang, render_evidence
from ..types import ClaimClass

# Which evidence kinds could ground each class of claim (the contract's classes, section 2).
GROUNDING_KINDS: dict[ClaimClass, frozenset[EvidenceKind]] = {
    ClaimClass.RECORD: frozenset({EvidenceKind.RECORD, EvidenceKind.REFUSED_CALL}),
    ClaimClass.RULE: frozenset({EvidenceKind.POLICY}),
    ClaimClass.FACT: frozenset({EvidenceKind.PASSAGE, EvidenceKind.POLICY}),
}


class ClaimLike(Protocol):
    """What the gate needs of decompose.Claim."""

    text: str
    claim_class: ClaimClass | str


@dataclass(frozen=True)
class FailedClaim:
    """One claim the rewrite must fix, as listed in the repair prompt."""

    text: str
    verdict: str
    reason_code: str
    explanation: str


@dataclass(frozen=True)
class RepairGate:
    """Whether a rewrite may be attempted, and why not when it may not."""

    allowed: bool
    reason: str


@dataclass(frozen=True)
class RepairPlan:
    """The gate's decision plus, when allowed, the chat to send to the generator."""

    attempt: bool
    reason: str
    messages: tuple[ChatMessage, ...] = ()


def _class_of(claim: ClaimLike) -> ClaimClass:
    return claim.claim_class if isinstance(claim.claim_class, ClaimClass) else ClaimClass(claim.claim_class)


def repair_gate(claims: Sequence[ClaimLike], evidence: Sequence[Evidence]) -> RepairGate:
    """The deterministic gate that runs before any rewrite.

    A rewrite is allowed only when at least one of the draft's business (non-conversational) claims
    has evidence of a kind that could ground it. Asking a model to rewrite with nothing to rewrite from
    produces a second hallucination, so then the draft goes straight to trim/withhold.
    """
    business = [c for c in claims if _class_of(c) is not ClaimClass.CONVERSATIONAL]
    if not business:
        return RepairGate(False, "the draft makes no business claims, so there is nothing to repair")
    kinds = {item.kind for item in evidence}
    groundable = [c for c in business if GROUNDING_KINDS[_class_of(c)] & kinds]
    if not groundable:
        classes = sorted({_class_of(c).value for c in business})
        return RepairGate(False, f"no evidence could ground the draft's {' or '.join(classes)} claims; "
                                 "a rewrite from nothing would be a second hallucination")
    return RepairGate(True, f"{len(groundable)} of {len(business)} business claims have evidence of a kind "
                            "that could ground them")


REPAIR_SYSTEM = (
    "You rewrite a customer support reply so that every statement in it is backed by the evidence. "
    "Use only facts from the evidence: keep what it supports, correct what it contradicts, and remove "
    "anything it does not state. Do not invent amounts, dates, ids, statuses or promises. "
    "Keep the courtesy (greetings, thanks) and keep the reply short. " + DATA_RULE + " "
    "Answer with the rewritten reply text only: no preamble, no quotes, no notes."
)


def _as_failed(item: FailedClaim | Sequence[str]) -> FailedClaim:
    return item if isinstance(item, FailedClaim) else FailedClaim(*item)


# A worked example in the same shape as the real request. Small local models (SmolLM2-135M) copy the
# evidence blocks back when given instructions alone; one example exchange makes them answer with a
# reply instead. The example's evidence is quoted as data exactly like the real evidence.
_EXAMPLE_USER = (
    "Evidence:\n<<<EVIDENCE id=get_order#B-1200 kind=record>>>\norder_id: B-1200\nstatus: packing\n"
    "<<<END EVIDENCE>>>\n\nCustomer question: Where is my order?\n\n"
    "Reply to fix: Thanks for your patience! Your order B-1200 has shipped and will arrive tomorrow.\n"
    "Wrong:\n- \"Your order B-1200 has shipped\": contradicted (RECORD_STATE_MISMATCH). The order is packing.\n"
    "- \"will arrive tomorrow\": insufficient_evidence (CLAIM_WITHOUT_TOOL_EVIDENCE). No evidence says so.\n\n"
    "Fixed reply:")
_EXAMPLE_ASSISTANT = "Thanks for your patience! Your order B-1200 is still being packed."


def build_repair_prompt(case: Case, failed: Sequence[FailedClaim | tuple[str, str, str, str]]
                        ) -> list[ChatMessage]:
    """The chat for one rewrite: evidence as data, the draft, and each failed claim with its reason.

    `failed` items are (claim text, verdict, reason code, explanation) tuples or FailedClaim.
    """
    problems = "\n".join(
        f"- \"{defang(f.text)}\": {f.verdict} ({f.reason_code}). {f.explanation}"
        for f in map(_as_failed, failed)) or "- (none listed)"
    question = defang(case.question.strip()) or "(not given)"
    draft = " ".join(defang(case.draft).split())
    user = (f"Evidence:\n{render_evidence(case.evidence)}\n\n"
            f"Customer question: {question}\n\n"
            f"Reply to fix: {draft}\n"
            f"Wrong:\n{problems}\n\n"
            "Fixed reply:")
    return [ChatMessage("system", REPAIR_SYSTEM), ChatMessage("user", _EXAMPLE_USER),
            ChatMessage("assistant", _EXAMPLE_ASSISTANT), ChatMessage("user", user)]


def plan_repair(case: Case, claims: Sequence[ClaimLike],
                failed: Sequence[FailedClaim | tuple[str, str, str, str]]) -> RepairPlan:
    """Gate, then prompt: what the pipeline sends to the generator, or why it sends nothing."""
    if not failed:
        return RepairPlan(False, "no claim failed, so there is nothing to repair")
    gate = repair_gate(claims, case.evidence)
    if not gate.allowed:
        return RepairPlan(False, gate.reason)
    return RepairPlan(True, gate.reason, tuple(build_repair_prompt(case, failed)))


_PREAMBLE = re.compile(
    r"^\s*(?:(?:sure|certainly|of course|okay|ok)[,!.]?\s*)?"
    r"(?:here(?:'s|\s+is)\s+(?:the\s+|a\s+|my\s+|your\s+)?(?:corrected|rewritten|revised|updated|new|fixed)?\s*"
    r"(?:version(?:\s+of\s+the\s+reply)?|reply|response|answer|draft|text)?[^:\n]{0,40}:"
    r"|(?:corrected|rewritten|revised|updated|new)\s+(?:reply|response|answer|draft|version)\s*:"
    r"|(?:reply|response|answer)\s*:)\s*",
    re.I)
_FENCE = re.compile(r"^\s*```[\w-]*\s*\n(.*?)\n\s*```\s*$", re.S)
_AFTERWORD = re.compile(r"\n\s*\n\s*(?:note|notes|explanation|changes(?: made)?|i (?:removed|changed|corrected))\b.*$",
                        re.I | re.S)
_QUOTES = {'"': '"', "'": "'", "\u201c": "\u201d", "\u2018": "\u2019", "`": "`"}


# Pieces of our own prompt: a small model sometimes echoes the prompt instead of answering.
_SCAFFOLDING = re.compile(r"<{2,}\s*(?:END\s+)?EVIDENCE|^\s*(?:Draft reply|Evidence|Customer question)\s*:"
                          r"|failed the check:", re.I | re.M)


_ECHO_START = re.compile(r"^\s*(?:Wrong:|Evidence:|Customer question:|Reply to fix:|Fixed reply:|<<<EVIDENCE)",
                         re.MULTILINE)


def clean_rewrite(text: str) -> str:
    """The reply text alone: no "Here is the rewritten reply:", wrapping quotes, fences or afterword notes.

    An answer that echoes the prompt's scaffolding (evidence blocks, "Draft reply:") is no rewrite at
    all: it comes back empty, which the pipeline treats as a failed repair.
    """
    # The example exchange invites the model to continue the pattern ("Wrong:", "Evidence:"): keep
    # only what it wrote before the first such echo of the prompt's scaffolding.
    echo = _ECHO_START.search(text)
    if echo:
        text = text[:echo.start()]
    text = text.strip()
    if _SCAFFOLDING.search(text):
        return ""
    fence = _FENCE.match(text)
    if fence:
        text = fence.group(1).strip()
    previous = None
    while previous != text:
        previous = text
        text = _PREAMBLE.sub("", text, count=1).strip()
        text = _AFTERWORD.sub("", text).strip()
        text = text.replace('"""', "").strip()
        if len(text) >= 2 and text[0] in _QUOTES and text[-1] == _QUOTES[text[0]] \
                and text[0] not in text[1:-1]:
            text = text[1:-1].strip()
    return text


def split_for_diff(text: str) -> list[str]:
    """Sentences (one a line) so the diff reads sentence by sentence, as trimming does."""
    return [part.strip() for part in SPACE_AFTER_SENTENCE_OR_LINE_BREAK.split(text) if part and part.strip()]


def unified_diff(draft: str, rewrite: str, context: int = 2) -> str:
    """A sentence-level unified diff from the draft to the rewrite ('' when they are the same)."""
    lines = difflib.unified_diff(split_for_diff(draft), split_for_diff(rewrite), fromfile="draft",
                                 tofile="rewrite", n=context, lineterm="")
    return "\n".join(lines)


@dataclass(frozen=True)
class WordChange:
    """One run of a word-level diff: op is "equal", "delete" (only in the draft) or "insert"."""

    op: str
    text: str


def word_diff(draft: str, rewrite: str) -> tuple[WordChange, ...]:
    """Word-level changes for highlighting (the TUI); whitespace is kept with the word before it."""
    old, new = SPACED_WORD.findall(draft), SPACED_WORD.findall(rewrite)
    out: list[WordChange] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(WordChange("equal", "".join(old[i1:i2])))
            continue
        if i2 > i1:
            out.append(WordChange("delete", "".join(old[i1:i2])))
        if j2 > j1:
            out.append(WordChange("insert", "".join(new[j1:j2])))
    return tuple(out)
