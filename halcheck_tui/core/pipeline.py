"""The pipeline: decompose -> level 1 confidence -> level 2 grounding -> repair once -> trim/withhold.

`Checker` exposes each level as its own method so the TUI can step through them one at a time;
`Checker.check` runs them all. Model runtimes come in through `Runtimes`, so tests pass fakes.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from ..config import NLIThresholds, Settings
from ..errors import HalcheckError, InputError
from ..locations import default_model_path
from ..ports import Runtimes
from .case import Case, Evidence
from .confidence.assess import (
    SKIPPED_NOTE,
    ConfidenceResult,
    assess_confidence,
    cut_possible,
    evidence_figures,
    held_by_evidence,
    obtain_logprobs,
    unavailable,
)
from .confidence.consistency import with_self_consistency
from .decomposition import citations
from .decomposition.decompose import Decomposition, answer_in_context, answer_lead_ins, decompose
from .grounding.fields.records import AlignmentLimits, route_by_records
from .grounding.grounder import ClaimVerdict, Grounder, GroundingResult, GroundingSettings
from .grounding.text import second_opinion
from .language.tokens import WORD_CHARACTERS
from .levels import FIRST_PASS, Cancelled, Level, Steps, run_through
from .memo import per_evidence
from .prompts import scoring_evidence
from .release.conflicts import resolve_conflicts, review_unresolved
from .release.language import LANGUAGE_NOTE, language_review
from .release.policy import ClaimOutcome, decide
from .repair.correct import correct_draft
from .repair.fix import Correction
from .repair.refused_calls import Voice
from .repair.rewrite import FailedClaim, clean_rewrite, plan_repair, repair_gate
from .results import Assessment, CheckResult, RepairResult
from .types import (
    REASON_EXPLANATIONS,
    ClaimClass,
    ConfidenceSource,
    Method,
    Outcome,
    ReasonCode,
    RepairMethod,
    RepairMode,
    Verdict,
)


def merge_levels(decomposition: Decomposition, confidence: ConfidenceResult,
                 grounding: GroundingResult, evidence: Sequence[Evidence] = ()) -> tuple[tuple[ClaimOutcome, ...], set[int]]:
    """Apply level 1's two deterministic cuts to level 2's verdicts.

    A degenerate sentence is cut whatever grounding says; a shaky specific cuts its claim unless a
    record (or a sentence the claim restates, figures and all) confirmed it or the figure appears in any evidence (a figure copied from the evidence is not
    made up, however unsure a reading model was of it). Everything else from level 1 is information only.
    """
    held = evidence_figures(evidence)
    # Courtesy is never cut: a sentence holding only conversational claims asserts nothing to doubt.
    assertive = {c.sentence for c in decomposition.claims if c.claim_class is not ClaimClass.CONVERSATIONAL}
    degenerate = {s.sentence for s in confidence.sentences if s.flag == "DEGENERATE" and s.sentence in assertive}
    outcomes = []
    for claim in decomposition.claims:
        verdict = grounding.for_claim(claim.id)
        final_verdict, reason, cut = verdict.verdict, verdict.reason_code, False
        if claim.claim_class is not ClaimClass.CONVERSATIONAL:
            confirmed = verdict.verdict is Verdict.SUPPORTED and (
                verdict.method is Method.RECORD or verdict.figures_read)
            # A contradiction stays the reason (it is the more specific finding); any other verdict
            # yields to the confidence cut, and a cut claim is never "supported".
            refuted = verdict.verdict is Verdict.CONTRADICTED
            cut_reason = None
            if claim.sentence in degenerate:
                cut_reason = ReasonCode.DEGENERATE_SENTENCE
            elif not confirmed and any(not held_by_evidence(s.text, held)
                                                 for s in confidence.shaky_within(claim.start, claim.end)):
                cut_reason = ReasonCode.SHAKY_SPECIFIC
            if cut_reason is not None:
                cut = True
                if not refuted:
                    final_verdict, reason = Verdict.INSUFFICIENT, cut_reason
        outcomes.append(ClaimOutcome(claim, final_verdict, reason, cut, verdict.evidence_ids))
    return tuple(outcomes), degenerate


def _unconfirmed_support(verdict: ClaimVerdict) -> bool:
    """Supported by level 2, but not by a record or a figure read from the evidence: what level 1 may still
    cut (merge_levels). A failed claim fails whatever level 1 says; a confirmed one is never cut."""
    return verdict.verdict is Verdict.SUPPORTED and verdict.method is not Method.RECORD and not verdict.figures_read


@per_evidence
def split_draft(evidence: tuple[Evidence, ...], draft: str, question: str) -> Decomposition:
    """The draft's sentences and claims before routing. Once per text and evidence: a repair's re-check
    splits the first draft again (to know which claims the correction left as they were)."""
    # Citation markers are cut out before decomposing and offsets mapped back (see core/citations.py).
    return citations.decompose_cited(draft, {item.id: item for item in evidence},
                                     lambda text: answer_lead_ins(answer_in_context(decompose(text), question)))


def reused_verdicts(decomposition: Decomposition, grounding: GroundingResult,
                    earlier: Decomposition) -> dict[str, ClaimVerdict]:
    """Claim id in `decomposition` -> the verdict `grounding` gave the same claim (same text, context and
    class) in `earlier`, renamed to the new id."""
    by_key = {}
    for claim in earlier.claims:
        by_key.setdefault((claim.text, claim.context_text, claim.claim_class), claim.id)
    verdicts = {v.claim_id: v for v in grounding.verdicts}
    out = {}
    for claim in decomposition.claims:
        old_id = by_key.get((claim.text, claim.context_text, claim.claim_class))
        if old_id is not None and old_id in verdicts:
            out[claim.id] = replace(verdicts[old_id], claim_id=claim.id)
    return out


def supported_content_kept(first: Assessment, recheck: Assessment) -> int:
    """How many of the first check's supported claims a re-checked candidate still sends: a rewrite that
    drops what was right is worse than one that keeps it (most of each claim's words, in any order)."""
    if recheck.release.outcome == Outcome.WITHHELD:
        return 0
    sent = set(WORD_CHARACTERS.findall(recheck.release.final_text.lower()))
    kept = 0
    for outcome in first.outcomes:
        if outcome.checked and outcome.verdict is Verdict.SUPPORTED and not outcome.cut_by_confidence:
            words = set(WORD_CHARACTERS.findall(outcome.claim.text.lower()))
            kept += bool(words) and len(words & sent) >= 0.8 * len(words)
    return kept


_DELIVERY = {Outcome.SENT: 3, Outcome.REPAIRED: 3, Outcome.TRIMMED: 2, Outcome.WITHHELD: 1}
"""What the customer gets, best first: the whole text checked, part of it, or the withheld message."""


def delivery_rank(assessment: Assessment) -> tuple[int, int]:
    """(how much of the text goes out, how many supported claims go out with it): bigger is better."""
    kept = set(assessment.release.kept_sentences)
    supported = sum(1 for o in assessment.outcomes if o.checked and not o.failed
                    and o.verdict is Verdict.SUPPORTED and o.claim.sentence in kept)
    return _DELIVERY.get(assessment.release.outcome, 0), supported


def repair_no_worse(recheck: Assessment, first: Assessment) -> bool:
    """A repaired text may replace the draft's trim only if it delivers at least as much checked text."""
    return delivery_rank(recheck) >= delivery_rank(first)


class Checker:
    def __init__(self, settings: Settings, runtimes: Runtimes, classify_claims: bool = True) -> None:
        # Both given, never defaulted here: a front end builds them from the user's config (wiring.build_checker).
        self.settings = settings
        self.runtimes = runtimes
        self.classify_claims = classify_claims
        """False treats every assertive claim as a `fact` (for evaluation on data that is not support replies)."""

    # --- levels, one method each, so the TUI can step through them ---

    def nli_thresholds(self) -> NLIThresholds:
        name = self.runtimes.nli.name if self.runtimes.nli else ""
        return self.settings.nli_for(name, self.runtimes.nli_thresholds)

    def decompose(self, case: Case, earlier: Assessment | None = None) -> Decomposition:
        """Claims, classed and routed by the case's records. With `earlier` (a check of another text over
        the same evidence: a repair's re-check), a claim split and classed as before keeps the class the
        records gave it then; only the others are routed again (routing reads each claim on its own).
        The draft's citation markers are read once the classes are final: a conversational claim cites nothing."""
        limits = AlignmentLimits.from_settings(self.settings)
        result = split_draft(case.evidence, case.draft, case.question)
        if self.classify_claims and earlier is not None and earlier.case.evidence == case.evidence:
            before = split_draft(earlier.case.evidence, earlier.case.draft, earlier.case.question)
            routed = {(c.text, c.context_text, c.claim_class): r.claim_class
                      for c, r in zip(before.claims, earlier.decomposition.claims) if c.id == r.id}
            key = lambda c: (c.text, c.context_text, c.claim_class)  # noqa: E731
            changed = tuple(c for c in result.claims if key(c) not in routed)
            fresh = {c.id: c.claim_class for c in route_by_records(replace(result, claims=changed), case.evidence, limits).claims} \
                if changed else {}
            result = replace(result, claims=tuple(replace(c, claim_class=fresh[c.id] if c.id in fresh else routed[key(c)])
                                                  for c in result.claims))
        elif self.classify_claims:
            result = route_by_records(result, case.evidence, limits)
        else:
            result = replace(result, claims=tuple(c if c.claim_class is ClaimClass.CONVERSATIONAL
                                                  else replace(c, claim_class=ClaimClass.FACT) for c in result.claims))
        return replace(result, citations=citations.scan(case, result))

    def scores_when_needed(self, case: Case) -> bool:
        """Whether level 1 would score this draft with the generator only when it could change the outcome
        (scoring_when "needed"): then the runner grounds first and hands the verdicts to `confidence`."""
        return case.logprobs is None and self.runtimes.generator is not None and self.settings.scoring_when == "needed"

    def confidence(self, case: Case, decomposition: Decomposition, generated_by: str | None = None,
                   grounding: GroundingResult | None = None) -> ConfidenceResult:
        """Level 1: token confidence, then self-consistency against the case's samples (a signal, never a cut)."""
        return with_self_consistency(self._token_confidence(case, decomposition, generated_by, grounding),
                                     decomposition, case.samples, self.runtimes.nli,
                                     self.settings.self_consistency_entail, self.settings.self_consistency_min_share)

    def _token_confidence(self, case: Case, decomposition: Decomposition, generated_by: str | None,
                          grounding: GroundingResult | None) -> ConfidenceResult:
        """With `grounding` (scoring_when "needed"), the draft is scored only when a cut could change its
        outcome: a claim level 2 supports without a record or a figure read from the evidence confirming it,
        that writes a figure no evidence holds. Every other claim either fails already or cannot be cut."""
        if self.scores_when_needed(case):
            open_texts = [c.text for c in decomposition.claims if c.claim_class is not ClaimClass.CONVERSATIONAL
                          and (grounding is None or _unconfirmed_support(grounding.for_claim(c.id)))]
            if not cut_possible(open_texts, case.evidence):
                return unavailable(decomposition.sentences, SKIPPED_NOTE, source=ConfidenceSource.SKIPPED,
                                   model=self.runtimes.generator.name)
        tokens, source, model, note = obtain_logprobs(case, self.runtimes.generator, generated_by=generated_by,
                                                      prompt_evidence=self.scoring_evidence(case, decomposition),
                                                      layout=self.settings.scoring_layout,
                                                      unavailable=self.runtimes.unavailable.get("generator"),
                                                      turned_off=self.runtimes.turned_off.get("generator"))
        thresholds = self.settings.confidence_for(model or "", source)
        return assess_confidence(case.draft, decomposition.sentences, tokens, thresholds, source=source, model=model,
                                 note=note)

    def scoring_evidence(self, case: Case, decomposition: Decomposition) -> tuple[Evidence, ...] | None:
        """What level 1's scoring prompt quotes (settings.scoring_prompt): None (everything) for "full"."""
        if self.settings.scoring_prompt == "full" or case.logprobs is not None or self.runtimes.generator is None:
            return None
        claims = [c.context_text for c in decomposition.claims if c.claim_class is not ClaimClass.CONVERSATIONAL]
        return scoring_evidence(case.evidence, claims, self.settings.retrieval_top_k)

    def ground(self, case: Case, decomposition: Decomposition, reuse: GroundingResult | None = None,
               reused_from: Decomposition | None = None) -> GroundingResult:
        """Level 2's verdicts. With `reuse` (an earlier grounding of `reused_from`, over the same evidence),
        a claim whose text, context and class are unchanged keeps its earlier verdict and only the others
        are grounded: a repair's re-check pays for what the repair changed, not for the whole reply again.
        A verdict depends on nothing but the claim, its context and the evidence, so it is the same verdict."""
        grounder = Grounder(self.runtimes.nli, self.runtimes.embedder, self.nli_thresholds(),
                            GroundingSettings.from_settings(self.settings), self.runtimes.decision)
        known = case.evidence_by_id()
        clean = citations.clean_claims(decomposition, known)
        earlier = reused_verdicts(clean, reuse, citations.clean_claims(reused_from, known)) \
            if reuse is not None and reused_from is not None and citations.report_of(reuse) is None else {}
        if earlier:
            fresh = grounder.ground(case, clean, {c.id for c in clean.claims if c.id not in earlier})
            by_id = {v.claim_id: v for v in fresh.verdicts} | earlier
            result = GroundingResult(tuple(by_id[c.id] for c in clean.claims if c.id in by_id), fresh.nli_model,
                                     fresh.thresholds)
        else:
            result = grounder.ground(case, clean)
        result = citations.check_citations(
            case, decomposition, result,
            lambda items, claim_ids: grounder.ground(replace(case, evidence=items), clean, claim_ids))
        # Post-step: a confirm-only second verifier on what NLI left insufficient (never refutes).
        return second_opinion.apply(result, decomposition, self.runtimes.second_opinion, self.second_opinion_cut(),
                                    self.settings.second_opinion_classes)

    def second_opinion_cut(self) -> float | None:
        """The second verifier's cut: config's per-name value, else its own fitted one (None: it confirms nothing)."""
        verifier = self.runtimes.second_opinion
        if verifier is None:
            return None
        return self.settings.second_opinion_cuts.get(verifier.name, verifier.cut)

    def assess(self, case: Case, progress: Callable[[str], None] | None = None,
               cancel: threading.Event | None = None, generated_by: str | None = None) -> Assessment:
        """The first pass (decompose, confidence, grounding) over one text, by the one level runner."""
        steps = run_through(self, Steps(case), Level.GROUNDING, cancel=cancel, generated_by=generated_by,
                            on_start=(lambda level: progress(level.value)) if progress else None)
        assert steps.first is not None
        return steps.first

    def recheck(self, first: Assessment, text: str, cancel: threading.Event | None = None) -> Assessment:
        """A corrected text through every level of the first pass, by the one level runner (`run_through`
        up to grounding, with `Steps.earlier`): decomposition keeps the classes the first pass gave the
        claims it split the same way, grounding reuses the first check's verdicts for the claims the
        correction left as they were (Checker.ground), and level 1 scores beside grounding when the
        generator is loaded, as in the first pass. A level added to the runner runs in both passes."""
        case = replace(first.case, draft=text, logprobs=None)
        steps = run_through(self, Steps(case=case, earlier=first), Level.GROUNDING, cancel=cancel)
        assert steps.first is not None
        return steps.first

    def assemble(self, case: Case, decomposition: Decomposition, confidence: ConfidenceResult,
                 grounding: GroundingResult, timings: dict[str, float] | None = None) -> Assessment:
        """Level results -> one Assessment: confidence cuts applied, then the release policy."""
        grounding, conflicts = resolve_conflicts(case, decomposition, grounding, self.settings.authority_order)
        outcomes, degenerate = merge_levels(decomposition, confidence, grounding, case.evidence)
        report = citations.report_of(grounding)
        release = decide(case.draft, decomposition, outcomes, degenerate, self.settings.material_classes,
                         self.settings.withheld_message, report.invalid_sentences() if report else None)
        release = review_unresolved(release, conflicts)
        release = language_review(release, case.draft, self.settings.withheld_message)
        if release.explanation == LANGUAGE_NOTE and LANGUAGE_NOTE not in case.notes:
            case = replace(case, notes=case.notes + (LANGUAGE_NOTE,))
        return Assessment(case, decomposition, confidence, grounding, outcomes, release, dict(timings or {}),
                          conflicts)

    def repair(self, first: Assessment, cancel: threading.Event | None = None) -> RepairResult:
        """One bounded rewrite with the evidence and the failed claims, re-checked once."""
        failed = [FailedClaim(o.claim.text, o.verdict.value, (o.reason_code.value if o.reason_code else o.verdict.value),
                              REASON_EXPLANATIONS.get(o.reason_code, "") if o.reason_code else "")
                  for o in first.outcomes if o.failed]
        report = first.citations
        for index, ids in (report.invalid_sentences() if report else {}).items():
            # An invented source is a failure to fix even when the sentence's claims hold.
            sentence = first.decomposition.sentences[index]
            failed.append(FailedClaim(sentence.text, "invalid_citation", ReasonCode.INVALID_CITATION.value,
                                      f"cites {', '.join(ids)}, which is not in the evidence: cite only ids shown"))
        if not failed:
            return RepairResult(False, "every claim passed; nothing to repair")
        generator = self.runtimes.generator
        plan = plan_repair(first.case, first.decomposition.claims, failed)
        if not plan.attempt:
            return RepairResult(False, plan.reason)
        if generator is None:
            return RepairResult(False, "no local model is loaded to rewrite the draft", plan.messages)
        generation = generator.generate(list(plan.messages), max_tokens=self.settings.repair_max_tokens)
        text = clean_rewrite(generation.text)
        if not text.strip():
            return RepairResult.from_text(first.case.draft, text, None, plan.messages)
        if cancel is not None and cancel.is_set():
            raise Cancelled("check cancelled", "run it again when you are ready")
        tokens = generation.tokens if "".join(t.token for t in generation.tokens) == text else None
        rewrite_case = replace(first.case, draft=text, logprobs=tokens)
        recheck = self.assess(rewrite_case, cancel=cancel, generated_by=generator.name if tokens else None)
        return RepairResult.from_text(first.case.draft, text, recheck, plan.messages)

    def repair_step(self, first: Assessment, enabled: bool = True,
                    cancel: threading.Event | None = None) -> RepairResult:
        """The repair level: skipped when turned off or when nothing failed, else one rewrite."""
        if not enabled:
            return RepairResult(False, "repair turned off (--no-repair)")
        if first.release.outcome == Outcome.SENT:
            return RepairResult(False, "nothing failed; the draft goes as it is")
        if first.release.explanation == LANGUAGE_NOTE:
            return RepairResult(False, "the reply is mostly not in English, so nothing can be corrected")
        return self.repair_once(first, cancel)

    def model_rewrite_helps(self) -> bool:
        """Whether `auto` repair also asks the generator: only for a model other than the embedded
        SmolLM2-135M, whose rewrite repeated the draft's error on the shared scenarios (issue 13)."""
        generator = self.runtimes.generator
        path = getattr(generator, "model_path", None)
        if generator is None or path is None:
            return False
        try:
            return Path(path).resolve() != default_model_path().resolve()
        except HalcheckError:
            return True

    def correct(self, first: Assessment, cancel: threading.Event | None = None) -> RepairResult:
        """Evidence-grounded correction (no model), re-checked once by the whole pipeline."""
        voice = Voice(self.settings.correction_denied_phrase, self.settings.correction_escalated_phrase)
        correction: Correction = correct_draft(first.case, first.decomposition, first.outcomes, first.grounding,
                                               AlignmentLimits.from_settings(self.settings), voice)
        if not correction.corrected:
            return RepairResult(False, correction.reason, method=RepairMethod.CORRECTION)
        if cancel is not None and cancel.is_set():
            raise Cancelled("check cancelled", "run it again when you are ready")
        recheck = self.recheck(first, correction.text, cancel)
        return RepairResult.from_text(first.case.draft, correction.text, recheck, method=RepairMethod.CORRECTION,
                                      edits=correction.edits, supported_kept=supported_content_kept(first, recheck))

    def repair_once(self, first: Assessment, cancel: threading.Event | None = None) -> RepairResult:
        """One bounded repair (settings.repair_mode): correction from the evidence and/or one model rewrite,
        each re-checked once; the candidate whose re-check releases with the most of the draft's supported
        content wins (a tie goes to the correction: nothing in it was guessed)."""
        try:
            mode = RepairMode(self.settings.repair_mode)
        except ValueError:
            raise InputError(f"repair_mode {self.settings.repair_mode!r} is not known",
                             f"use one of {', '.join(RepairMode)}") from None
        gate = repair_gate(first.decomposition.claims, first.case.evidence)
        # The gate keeps a model from rewriting with nothing to rewrite from; a correction writes only values
        # the evidence holds (and writes nothing when none fits), so it needs no gate.
        if not gate.allowed and mode is RepairMode.MODEL:
            return RepairResult(False, gate.reason, method=RepairMethod.MODEL)
        candidates: list[RepairResult] = []
        if mode in (RepairMode.AUTO, RepairMode.CORRECT, RepairMode.BOTH):
            candidates.append(self.correct(first, cancel))
        if not gate.allowed:
            if not candidates[0].attempted:
                return replace(candidates[0], skipped_reason=f"{candidates[0].skipped_reason}; {gate.reason}")
            return candidates[0]
        if mode in (RepairMode.MODEL, RepairMode.BOTH) or (mode is RepairMode.AUTO and self.model_rewrite_helps()):
            rewrite = self.repair(first, cancel)
            if rewrite.recheck is not None:
                rewrite = replace(rewrite, supported_kept=supported_content_kept(first, rewrite.recheck))
            candidates.append(rewrite)
        if len(candidates) == 1:
            return candidates[0]
        tried = [c for c in candidates if c.recheck is not None]
        if not tried:
            base = next((c for c in candidates if c.attempted), candidates[0])
            reason = "; ".join(f"{c.method}: {c.skipped_reason}" for c in candidates if c.skipped_reason)
            return replace(base, skipped_reason=reason or base.skipped_reason, candidates=tuple(candidates))

        def rank(c: RepairResult):
            release = c.recheck.release
            supported = sum(1 for o in c.recheck.outcomes if o.verdict is Verdict.SUPPORTED and o.checked
                            and o.claim.sentence in release.kept_sentences)
            return (release.outcome == Outcome.SENT, c.supported_kept, supported, release.outcome != Outcome.WITHHELD,
                    c.method == RepairMethod.CORRECTION)

        return replace(max(tried, key=rank), candidates=tuple(candidates))

    def conclude(self, first: Assessment, repair: RepairResult, timings: dict[str, float]) -> CheckResult:
        """The decision after the (optional) rewrite: the rewrite's own check decides when there is one."""
        final = first.release
        outcome, decision, explanation = final.outcome, final.decision, final.explanation
        if repair.recheck is not None and not repair_no_worse(repair.recheck, first):
            # A repair may only win when its re-check is at least as good as the trimmed draft; otherwise
            # the draft's own check decides, so decision, outcome, final text and claims[] agree.
            repair = replace(repair, rejected=(
                f"the re-checked repair would be {repair.recheck.release.decision}/"
                f"{repair.recheck.release.outcome}, worse than the draft's own {final.decision}/{final.outcome}"))
            explanation = f"{repair.rejected}, so the draft's check stands: {final.explanation}"
        elif repair.recheck is not None:
            final = repair.recheck.release
            how = "correction from the evidence" if repair.method == RepairMethod.CORRECTION else "rewrite"
            decision, explanation = final.decision, f"after one {how}: " + final.explanation
            outcome = Outcome.REPAIRED if final.outcome == Outcome.SENT else final.outcome
        return CheckResult(first, repair, decision, outcome, final.final_text, explanation, self.settings,
                           self.runtimes.model_names(), timings)

    def check(self, case: Case, repair: bool = True, progress: Callable[[str], None] | None = None,
              cancel: threading.Event | None = None) -> CheckResult:
        """Every level in one go, by the same runner as the TUI's step-through."""

        def on_start(level: Level) -> None:
            if progress is None:
                return
            if level in FIRST_PASS:
                progress(level.value)
            elif level is Level.REPAIR and repair and first[0].release.outcome != Outcome.SENT:
                progress(level.value)  # only when a repair will be tried

        first: list[Assessment] = []
        steps = run_through(self, Steps(case, started=time.perf_counter()), Level.RESULT, repair=repair,
                            cancel=cancel, on_start=on_start,
                            on_done=lambda level, s: first.append(s.first) if level is Level.GROUNDING else None)
        assert steps.result is not None
        return steps.result
