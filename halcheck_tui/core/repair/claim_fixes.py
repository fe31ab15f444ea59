"""The fixes for one failed claim: its record findings each answered by a record fixer (record_fixers.py),
a refused call's effect restated, a rule's figure read from the policy; None when the claim is dropped
instead, KEEP when its finding belongs to the clause another claim corrects."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..case import Evidence, EvidenceKind
from ..decomposition.decompose import Claim
from ..grounding.fields.alignment.rules import CORRECTABLE, CORRECTS_INSTANTS
from ..grounding.fields.records import MentionCheck
from ..grounding.grounder import GroundingResult
from ..release.policy import ClaimOutcome
from ..types import ClaimClass, ReasonCode, Verdict
from ..values.times import compact_timestamp
from ..values.zones import instant
from .fix import KEEP, CannotFix, Fix
from .policy_figures import case_figures_kept, fix_policy_figures, other_policy_figures, policy_figure_instead
from .reading import article_fix, harmless, reads_well
from .record_fixers import record_fix
from .refused_calls import Voice, fix_refused, product_of_refused_call

# The reasons an only-unsupported claim may still carry a figure a policy states otherwise: the re-check
# decides (a figure level 1 found shaky is corrected too: the policy's figure is evidence, never cut).
_POLICY_READ_REASONS = (ReasonCode.NLI_NOT_ENTAILED, ReasonCode.NO_POLICY_EVIDENCE,
                        ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE, ReasonCode.SHAKY_SPECIFIC, None)


def _borrowed(claim: Claim, failing: Sequence[MentionCheck]) -> list[MentionCheck]:
    """Findings whose wrong value is in the clause the claim hangs on, not in the claim's own words."""
    return [c for c in failing if c.mention.text and c.mention.text.lower() not in claim.text.lower()
            and c.mention.text.lower() in (claim.context_text or "").lower()]


def _finding_fixes(claim: Claim, failing: Sequence[MentionCheck], verdict, evidence: Mapping[str, Evidence],
                   covered_calls: set[str], voice: Voice) -> list[Fix] | None:
    """Each record finding answered in turn; a refused call's effect rewrites the whole claim alone."""
    fixes: list[Fix] = []
    for check in failing:
        if check.reason is ReasonCode.NOT_EXECUTED:
            call = evidence.get(check.evidence_id)
            if call is None or call.kind is not EvidenceKind.REFUSED_CALL:
                raise CannotFix("the finding cites no refused call")
            fix = fix_refused(claim.text, check, call, voice, check.evidence_id in covered_calls)
            return None if fix is None else [fix]  # the whole effect is rewritten: other findings go with it
        policy = policy_figure_instead(claim, check, verdict.premises, evidence)
        fixes += policy if policy else record_fix(claim.text, check, evidence)
    if fixes and not any(f.field == "decision" for f in fixes):
        fixes += other_policy_figures(claim, fixes, verdict.record_checks, verdict.premises, evidence)
    return fixes


def _fixes(claim: Claim, outcome: ClaimOutcome, failing: Sequence[MentionCheck], verdict,
           evidence: Mapping[str, Evidence], covered_calls: set[str], voice: Voice) -> list[Fix] | None:
    if outcome.verdict is not Verdict.CONTRADICTED:
        # Only unsupported: a rule or record claim whose figure a policy states otherwise is still corrected;
        # anything else is dropped, never invented. A claim read as a fact about the world is not the policy's
        # to correct: given the policy's figure over 40 writers and the dev sets, such claims were never a
        # right repair and three times a right reply made wrong (session 21).
        if claim.claim_class in (ClaimClass.RULE, ClaimClass.RECORD) and not failing \
                and outcome.reason_code in _POLICY_READ_REASONS:
            if claim.claim_class is ClaimClass.RECORD:
                return case_figures_kept(claim, verdict.record_checks, verdict.premises, evidence)
            return fix_policy_figures(claim, verdict.premises, evidence)
        return None
    if not failing:
        return fix_policy_figures(claim, verdict.premises, evidence)
    return _finding_fixes(claim, failing, verdict, evidence, covered_calls, voice)


def _finished(text: str, fixes: list[Fix]) -> list[Fix] | None:
    """The fixes in order with their articles right, or None when two meet on one span or one would not
    read as well as the original (the claim is trimmed instead)."""
    fixes = sorted({(f.start, f.end, f.new): f for f in fixes}.values(), key=lambda f: (f.start, f.end))
    if any(a.end > b.start for a, b in zip(fixes, fixes[1:])):
        return None  # two findings about one span: nothing safe to write
    fixes = [article_fix(text, f) for f in fixes]
    for fix in fixes:
        if not reads_well(text[:fix.start], fix.new, text[fix.end:], fix.predicate):
            return None
    return harmless(text, fixes)


def _read_off_an_instant(check: MentionCheck, evidence: Mapping[str, Evidence]) -> bool:
    """A date or time disputed by an instant, from a rule that may not correct those (Rule.corrects_instants)."""
    if CORRECTS_INSTANTS.get(check.rule, True) or check.mention.kind != "date":
        return False
    item = evidence.get(check.evidence_id)
    raw = item.flat_fields().get(check.field_path) if item is not None else None
    # The record's own value, not the leaf as read: a naive local time read in the record's zone is no reading
    # of an instant in some other zone ("20260312104500-0330" is one, once written out).
    return instant(compact_timestamp(raw) or raw) is not None


def claim_fixes(claim: Claim, outcome: ClaimOutcome, grounding: GroundingResult,
                evidence: Mapping[str, Evidence], covered_calls: set[str], voice: Voice) -> list[Fix] | None:
    """The fixes for one failed claim, or None when it is dropped instead."""
    verdict = grounding.for_claim(claim.id)
    failing = [c for c in verdict.record_checks if not c.ok]
    borrowed = _borrowed(claim, failing)
    if failing and len(borrowed) == len(failing):
        # The wrong value is in the clause the claim hangs on ("a Model 40 ... and should be fitted by 4 June"):
        # that clause's own claim corrects it; this one is kept as it is, and the re-check reads it again.
        return KEEP
    failing = [c for c in failing if c not in borrowed]
    if any(not CORRECTABLE.get(c.rule, True) or _read_off_an_instant(c, evidence) for c in failing):
        return None  # a finding that knows the claim is wrong but not what is right: trimmed, never rewritten
    try:
        fixes = _fixes(claim, outcome, failing, verdict, evidence, covered_calls, voice)
    except CannotFix:
        try:
            fixes = product_of_refused_call(claim.text, outcome, evidence, voice, covered_calls)
        except CannotFix:  # the refused call cannot be restated either (an API path): the claim is dropped
            return None
        if not fixes:
            return None
    if fixes is None:
        return None
    return _finished(claim.text, fixes)
