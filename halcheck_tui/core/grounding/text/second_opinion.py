"""Confirm-only second opinion: a second verifier may lift insufficient -> supported, never refute.

NLI misses correct claims whose support is spread over two sentences or worded far from the evidence;
they end `insufficient_evidence` and are trimmed. A second verifier that errs differently (the shipped
binary support model, or a local LLM asked yes or no) reads the same retrieved premises. Its "yes" is
trusted only above its fitted cut and only on claims nothing else decided: the design notes' test turn had
it confirm 5/5 true claims where NLI confirmed 2/5, but also accept one wrong relation, so a low score
refutes nothing and it never runs on a claim that was contradicted or that a record's fields settled.

`apply` is a post-step on the GroundingResult: the verdicts it leaves are the first pass's own, and the
ones it lifts say `method: second_opinion` with its score beside NLI's in the trace.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, fields

from ....ports import ChatMessage, Generator, SupportVerifier
from ...decomposition.decompose import Claim, Decomposition
from ...prompts import DATA_RULE, defang
from ...types import ClaimClass, Method, ReasonCode, Verdict
from ..verdicts import ClaimVerdict, GroundingResult, Premise


@dataclass(frozen=True)
class SecondOpinion:
    """What the second verifier said about one claim (confirmed or not)."""

    model: str
    score: float
    """The highest P(supported) over the premises it read."""
    cut: float
    confirmed: bool
    evidence_id: str
    premise: str
    window: bool
    first_pass_entailment: float | None
    """NLI's entailment for the premise the first pass showed, for the 'both scores' view."""

    def as_dict(self) -> dict:
        return {"model": self.model, "score": round(self.score, 4), "cut": self.cut, "confirmed": self.confirmed,
                "evidence_id": self.evidence_id, "premise": self.premise, "window": self.window,
                "first_pass_entailment": (None if self.first_pass_entailment is None
                                          else round(self.first_pass_entailment, 4))}


@dataclass(frozen=True)
class SecondOpinionVerdict(ClaimVerdict):
    """A ClaimVerdict the second opinion looked at; `second_opinion` says what it found."""

    second_opinion: SecondOpinion | None = None


def opinion_of(verdict: ClaimVerdict) -> SecondOpinion | None:
    return getattr(verdict, "second_opinion", None)


def eligible(verdict: ClaimVerdict, claim: Claim, classes: Sequence[str]) -> bool:
    """Only claims the NLI pass itself left unsupported: not contradicted, not settled by a record's fields,
    not failed for a citation or a missing policy, and of a class the second opinion may confirm."""
    return (verdict.verdict is Verdict.INSUFFICIENT and verdict.method is Method.NLI
            and verdict.reason_code is ReasonCode.NLI_NOT_ENTAILED
            and claim.claim_class is not ClaimClass.CONVERSATIONAL and claim.claim_class.value in classes)


def chunks_for(verdict: ClaimVerdict, limit: int | None) -> list[Premise]:
    """The premises the first pass read, chunks first (the granularity the verifier was trained at), then
    single sentences that name what the claim names; repeated texts once."""
    ordered = [p for p in verdict.premises if p.window] + [p for p in verdict.premises if not p.window and p.names_ok]
    seen: set[str] = set()
    out = []
    for premise in ordered:
        if premise.text.strip() and premise.text not in seen:
            seen.add(premise.text)
            out.append(premise)
    return out[:limit] if limit else out


def _with_opinion(first: ClaimVerdict, opinion: SecondOpinion, **changes) -> SecondOpinionVerdict:
    values = {f.name: getattr(first, f.name) for f in fields(ClaimVerdict)}
    values.update(changes)
    return SecondOpinionVerdict(**values, second_opinion=opinion)


def apply(grounding: GroundingResult, decomposition: Decomposition, verifier: SupportVerifier | None,
          cut: float | None, classes: Sequence[str] = ("rule", "fact")) -> GroundingResult:
    """Ask `verifier` about every eligible claim (one batch); lift those whose best premise scores >= cut.

    Never changes a verdict other than insufficient -> supported; with no verifier or no cut it returns
    `grounding` unchanged."""
    if verifier is None or cut is None:
        return grounding
    claims = {c.id: c for c in decomposition.claims}
    asked: list[tuple[int, Claim, list[Premise]]] = []
    for index, verdict in enumerate(grounding.verdicts):
        claim = claims.get(verdict.claim_id)
        if claim is not None and eligible(verdict, claim, classes):
            premises = chunks_for(verdict, verifier.chunks_per_claim)
            if premises:
                asked.append((index, claim, premises))
    if not asked:
        return grounding
    scores = iter(verifier.support_probability([(p.text, claim.context_text) for _, claim, ps in asked for p in ps]))
    verdicts = list(grounding.verdicts)
    for index, claim, premises in asked:
        best_score, best = max(((next(scores), p) for p in premises), key=lambda sp: sp[0])
        verdict = verdicts[index]
        confirmed = best_score >= cut
        opinion = SecondOpinion(verifier.name, best_score, cut, confirmed, best.evidence_id, best.text, best.window,
                                verdict.nli.entailment if verdict.nli else None)
        if confirmed:
            verdicts[index] = _with_opinion(
                verdict, opinion, verdict=Verdict.SUPPORTED, reason_code=None, method=Method.SECOND_OPINION,
                evidence_ids=(best.evidence_id,),
                detail=(f"confirmed by the second opinion ({verifier.name}, p={best_score:.2f} >= cut {cut:.2f}) "
                        f"reading {best.evidence_id}; the first pass found no entailing premise: {verdict.detail}"))
        else:
            verdicts[index] = _with_opinion(verdict, opinion)
    return GroundingResult(tuple(verdicts), grounding.nli_model, grounding.thresholds)


# --- a local LLM as the second verifier ----------------------------------------------------------------

YES_VARIANTS = ("yes", "Yes", "YES", " yes", " Yes")
NO_VARIANTS = ("no", "No", "NO", " no", " No")
JUDGE_SYSTEM = ("You check whether a statement is fully supported by the evidence. " + DATA_RULE +
                " Answer with one word: yes or no.")


def judge_messages(premise: str, claim: str) -> list[ChatMessage]:
    user = (f"<<<EVIDENCE>>>\n{defang(premise.strip())}\n<<<END EVIDENCE>>>\n\n"
            f"Statement: {defang(claim.strip())}\n\n"
            "Is every part of the statement supported by the evidence? Answer yes or no.")
    return [ChatMessage("system", JUDGE_SYSTEM), ChatMessage("user", user)]


class GeneratorJudge(SupportVerifier):
    """A GGUF model asked, per claim and evidence chunk, whether the chunk supports the claim: P(yes) from
    the next-token distribution, normalised over the yes/no spellings. Its cut is per model in config."""

    chunks_per_claim = 2
    """One prompt per chunk; the two best-retrieved chunks keep a CPU run near a second per claim."""

    def __init__(self, generator: Generator, cut: float | None = None) -> None:
        self.generator = generator
        self.name = generator.name
        self.cut = cut

    def p_yes(self, premise: str, claim: str) -> float:
        logprobs = self.generator.continuation_logprobs(judge_messages(premise, claim), YES_VARIANTS + NO_VARIANTS)
        yes = sum(math.exp(logprobs[v]) for v in YES_VARIANTS)
        no = sum(math.exp(logprobs[v]) for v in NO_VARIANTS)
        return yes / (yes + no) if yes + no > 0 else 0.0

    def support_probability(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        return [self.p_yes(premise, claim) for premise, claim in pairs]
