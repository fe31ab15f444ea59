"""The quiz: what a trainee is asked before a level runs, and how their answers are marked after.

Before level 1: for each sentence with a checkable claim, will level 1 cut it? Before level 2: for each
checkable claim, supported, contradicted or not enough evidence? Before the result: the release decision.
Each question is built from the levels already done (the decomposition is run first: it is cheap and the
claims come from it), and marked against the level's own result once it has run: level 1's truth is
whether it flagged the sentence for a cut (a degenerate sentence, or a shaky specific the evidence does
not hold: `core/pipeline.merge_levels` cuts exactly those, unless a record confirms the figure); level
2's, the claim's verdict after both levels (the trace's `claims[].verdict`); the result's, its decision.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.confidence.assess import evidence_figures, held_by_evidence
from ..core.levels import Level, Steps
from ..core.types import REASON_EXPLANATIONS, ClaimClass, ConfidenceFlag, Decision, ReasonCode, Verdict

QUIZ_LEVELS = (Level.CONFIDENCE, Level.GROUNDING, Level.RESULT)
"""The levels a trainee predicts before they run (decomposition and repair are shown, not asked)."""

CUT_CHOICES = ("kept", "cut")
VERDICT_CHOICES = (Verdict.SUPPORTED.value, Verdict.CONTRADICTED.value, Verdict.INSUFFICIENT.value)
DECISION_CHOICES = tuple(d.value for d in Decision)
CHOICE_LABELS = {Verdict.INSUFFICIENT.value: "not enough evidence"}
"""How a choice is shown when its value is not plain English."""


@dataclass(frozen=True)
class Question:
    key: str
    """What it is about: a sentence (`s1`), a claim id (`c2`) or `decision`; stable for a case."""
    text: str
    choices: tuple[str, ...]


@dataclass(frozen=True)
class Marked:
    """One question with the trainee's answer beside halcheck's, and why halcheck answered so."""

    question: Question
    answer: str | None
    truth: str
    reason: str = ""
    """The reason code and its explanation (REASON_EXPLANATIONS), or what decided it."""
    evidence_ids: tuple[str, ...] = ()

    @property
    def right(self) -> bool:
        return self.answer == self.truth


def label(choice: str | None) -> str:
    return "\u2014" if choice is None else CHOICE_LABELS.get(choice, choice)


def questions(level: Level, steps: Steps) -> tuple[Question, ...]:
    """What to ask before `level` runs; empty for a level that is not quizzed or a draft with nothing to ask."""
    decomposition = steps.decomposition
    if decomposition is None or level not in QUIZ_LEVELS:
        return ()
    checkable = [c for c in decomposition.claims if c.claim_class is not ClaimClass.CONVERSATIONAL]
    if level is Level.CONFIDENCE:
        asked = sorted({c.sentence for c in checkable})
        return tuple(Question(f"s{s.index}", s.text, CUT_CHOICES) for s in decomposition.sentences if s.index in asked)
    if level is Level.GROUNDING:
        return tuple(Question(c.id, c.text, VERDICT_CHOICES) for c in checkable)
    return (Question("decision", "The release decision for this draft", DECISION_CHOICES),)


def explain_reason(code: str | None) -> str:
    """`CODE: what it means` (REASON_EXPLANATIONS, the glossary's sentences); empty for no code."""
    if code is None:
        return ""
    value = getattr(code, "value", code)
    known = value in ReasonCode._value2member_map_
    return f"{value}: {REASON_EXPLANATIONS.get(ReasonCode(value), '')}" if known else value


def _cut_truth(steps: Steps, question: Question) -> tuple[str, str]:
    assert steps.confidence is not None
    index = int(question.key[1:])
    figures = steps.confidence.for_sentence(index)
    if figures is not None and figures.flag == ConfidenceFlag.DEGENERATE:
        return "cut", explain_reason(ReasonCode.DEGENERATE_SENTENCE)
    held = evidence_figures(steps.case.evidence)
    shaky = [s.text for s in (figures.shaky if figures else ()) if not held_by_evidence(s.text, held)]
    if shaky:
        return "cut", f"{explain_reason(ReasonCode.SHAKY_SPECIFIC)} ({', '.join(shaky)})"
    if not steps.confidence.available:
        return "kept", f"level 1 did not score this draft ({steps.confidence.note}), so it cuts nothing"
    return "kept", "no degenerate sentence and no shaky specific the evidence does not hold"


def mark(level: Level, steps: Steps, asked: tuple[Question, ...], answers: dict[str, str]) -> tuple[Marked, ...]:
    """Each question of `level` marked against the level's result (which `steps` must hold)."""
    out = []
    for question in asked:
        answer = answers.get(question.key)
        if level is Level.CONFIDENCE:
            truth, reason = _cut_truth(steps, question)
            out.append(Marked(question, answer, truth, reason))
        elif level is Level.GROUNDING:
            assert steps.first is not None
            outcome = steps.first.outcome_for(question.key)
            out.append(Marked(question, answer, outcome.verdict.value, explain_reason(outcome.reason_code),
                              outcome.evidence_ids))
        else:
            assert steps.result is not None
            result = steps.result
            out.append(Marked(question, answer, result.decision.value, f"outcome {result.outcome.value}"))
    return tuple(out)


def score(marked: tuple[Marked, ...]) -> tuple[int, int]:
    """(right, asked)."""
    return sum(1 for m in marked if m.right), len(marked)
