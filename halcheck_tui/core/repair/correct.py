"""Evidence-grounded correction: each contradicted span rewritten with the value the evidence holds.

No model writes anything here. The grounding's alignment names, for each wrong specific, its span in
the claim and the record leaf (dot path, raw value) that says otherwise; the span is replaced by that
value written in the draft's own style (draft_style.py): amounts keep the draft's currency format, dates
and times its date and clock style, numbers their digits or words, a status value becomes a short phrase
with the right auxiliary ("is pending review"), a name or id is put in as the record holds it. Nothing
here knows a record's field names: any leaf is corrected the same way. A rule claim contradicted by a
policy figure gets the policy's figure; a claim reporting the effect of a refused call becomes a plain
statement of the call (tool and arguments) in the team's voice (Settings phrases). A correction that
would not read as well as the sentence it replaces (subject-verb agreement, a doubled word or noun) is
not made: the claim is dropped instead. Claims that are only unsupported are dropped, never invented.
The pipeline re-checks the corrected draft once with every level; nothing here decides what ships.

This module is the driver: `PASSES`, in the order they run, each refining the plan (every failed claim's
fixes) the one before left; then the draft is rebuilt from it (clause_removal.py). Each pass has a code (CP<nn>,
its place in the run) and a fixture: a made-up draft and case on which it changes the correction. The kinds of
fix for a wrong record value are `record_fixers.RECORD_FIXERS`.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from ..case import Case, Evidence, EvidenceKind
from ..decomposition.decompose import Decomposition
from ..grounding.fields.alignment.vocabulary import same_word, split_path_words
from ..grounding.fields.records import AlignmentLimits, record_checker
from ..grounding.fields.superseded import current_view
from ..grounding.grounder import GroundingResult
from ..language.tokens import letter_words
from ..language.words import stem as _stem
from ..release.policy import ClaimOutcome
from ..types import ClaimClass, ReasonCode, Verdict
from ..values.mentions import specifics
from ..values.value_kinds import value_kind
from ..values.worked_out import worked_out_figures
from .claim_fixes import claim_fixes
from .clause_removal import rebuild_draft
from .fix import ACTION_CORRECT, ACTION_DROP, KEEP, CannotFix, Correction, Fix, Plan, RepairFixture, apply_fixes
from .fix_trial import contradicted, ruled_out_fixes
from .month_leaf import month_leaf_fix
from .name_leaf import name_leaf_fix
from .reading import harmless, stated_elsewhere
from .refused_calls import Voice, covered_calls, plain_call_fix
from .regex_cache import compiled
from .same_role import amount_derived_from_the_leaf, amount_held_in_the_record, held_in_another_place
from .scale import far_from_the_draft, minor_units_settled
from .unit_leaf import unit_leaf_fixes
from .word_tables import BOOKKEEPING_STEMS


@dataclass(frozen=True)
class PassContext:
    """What every pass reads: the case, its failed claims and their grounding, and the user's settings."""

    case: Case
    failed: tuple[ClaimOutcome, ...]
    grounding: GroundingResult
    evidence: Mapping[str, Evidence]
    voice: Voice
    limits: AlignmentLimits


@dataclass(frozen=True)
class CorrectionPass:
    code: str
    name: str
    why: str
    """One line: what the pass changes in the plan and why it runs where it does."""
    run: Callable[[Plan, PassContext], Plan]
    fixture: RepairFixture


def _fix_each_claim(plan: Plan, context: PassContext) -> Plan:
    calls = covered_calls(context.failed, context.grounding)
    planned = {o.claim.id: claim_fixes(o.claim, o, context.grounding, context.evidence, calls, context.voice)
               for o in context.failed}
    return plan | {cid: fixes for cid, fixes in planned.items() if fixes is not KEEP}  # kept claims: not edited


def _unsettled_leaves(plan: Plan, context: PassContext) -> Plan:
    """An unsupported record claim left to be dropped whose unit figure (unit_leaf.py), name (name_leaf.py) or
    month (month_leaf.py) one leaf corrects."""
    plan = dict(plan)
    draft, evidence = context.case.draft, context.evidence
    for o in context.failed:
        if o.claim.id not in plan or plan[o.claim.id] is not None or o.verdict is not Verdict.INSUFFICIENT \
                or o.claim.claim_class is not ClaimClass.RECORD:
            continue
        found = unit_leaf_fixes(o.claim.text, draft, evidence)
        one = None if found else name_leaf_fix(o.claim.text, draft, evidence) or month_leaf_fix(o.claim.text, draft,
                                                                                              evidence)
        fixes = [Fix(a, b, new, eid, path, ReasonCode.VALUE_MISMATCH)
                 for a, b, new, eid, path in found + ([one] if one else [])]
        plan[o.claim.id] = harmless(o.claim.text, fixes) if fixes else None
    return plan


def _conditions_ruled_out(plan: Plan, context: PassContext) -> Plan:
    """The policy's condition ("once approved") is one the records rule out (the refund was denied): the
    figure is corrected, the condition is not added."""
    plan = dict(plan)
    evidence, limits = context.case.evidence, context.limits
    for o in context.failed:
        fixes = plan.get(o.claim.id)
        added = [f for f in fixes or () if f.start == f.end == len(o.claim.text) and f.field == "text"]
        if added and record_checker(evidence, limits).check(apply_fixes(o.claim.text, fixes)).verdict \
                is Verdict.CONTRADICTED \
                and record_checker(evidence, limits).check(apply_fixes(o.claim.text, [f for f in fixes if f not in added])
                                                           ).verdict is not Verdict.CONTRADICTED:
            plan[o.claim.id] = [f for f in fixes if f not in added]
    return plan


def _figures_ruled_out(plan: Plan, context: PassContext) -> Plan:
    """A figure the records rule out where the claim's was not (fix_trial.py): that span keeps its figure."""
    plan = dict(plan)
    for o in context.failed:
        fixes = plan.get(o.claim.id)
        wrong = ruled_out_fixes(o.claim.text, fixes, context.case.evidence, context.limits) if fixes else []
        if wrong:
            plan[o.claim.id] = [f for f in fixes if f not in wrong] or None
    return plan


def _restate_refused(plan: Plan, context: PassContext) -> Plan:
    """A refused call's effect rewritten in the draft's words ("could not be moved to <date>") that the
    records still contradict (the negation meets a value the call's arguments hold): the plain statement
    of the call instead, or the claim dropped when that too is contradicted."""
    plan = dict(plan)
    evidence, limits = context.case.evidence, context.limits
    for o in context.failed:
        fixes = plan.get(o.claim.id)
        if not fixes or len(fixes) != 1 or fixes[0].field != "decision" or fixes[0].start == 0:
            continue
        call = context.evidence.get(fixes[0].evidence_id)
        if call is None or call.kind is not EvidenceKind.REFUSED_CALL \
                or not contradicted(o.claim.text, fixes, evidence, limits):
            continue
        try:
            plain = plain_call_fix(o.claim.text, call, context.voice, fixes[0].reason)
        except CannotFix:  # the call cannot be restated (an API path): the claim is dropped
            plan[o.claim.id] = None
            continue
        plan[o.claim.id] = None if contradicted(o.claim.text, [plain], evidence, limits) else [plain]
    return plan


def _copied_figures(plan: Plan, context: PassContext) -> Plan:
    """A value put in that the draft already gives for something else belongs to that figure: dropped."""
    plan = dict(plan)
    for o in context.failed:
        fixes = plan.get(o.claim.id)
        if fixes and any(stated_elsewhere(context.case.draft, o.claim, f, fixes) for f in fixes):
            plan[o.claim.id] = None
    return plan


def _one_value_twice(plan: Plan, context: PassContext) -> Plan:
    """Two figures corrected to one value: one of them is aligned to the wrong leaf, so the claim is dropped."""
    plan = dict(plan)
    for o in context.failed:
        fixes = plan.get(o.claim.id)
        figures = [f.new for f in fixes or () if compiled(r"\d").search(f.new)]
        if fixes and len(set(figures)) < len(figures):
            plan[o.claim.id] = None
    return plan


def _held_elsewhere(plan: Plan, context: PassContext) -> Plan:
    """A figure the draft gives that the same role holds in another place (another item of the list, a record
    the sentence does not rule out), or that the corrected field and another amount of its record add up to
    (a balance after a deposit): the draft may mean that one, so the claim is dropped, not overwritten."""
    plan = dict(plan)
    for o in context.failed:
        fixes = plan.get(o.claim.id)
        for f in fixes or ():
            old = o.claim.text[f.start:f.end]
            if f.evidence_id and f.field and (
                    held_in_another_place(old, f.field, f.evidence_id, context.evidence, o.claim.context_text)
                    or amount_held_in_the_record(old, f.field, f.evidence_id, context.evidence)
                    or amount_derived_from_the_leaf(old, f.field, f.evidence_id, context.evidence)):
                plan[o.claim.id] = None
                break
    return plan


def _far_from_the_draft(plan: Plan, context: PassContext) -> Plan:
    """A figure corrected to one of another order (more than `scale.FAR` times larger or smaller): the draft
    was not miscopying that leaf but stating another quantity, so the claim is dropped, not overwritten."""
    plan = dict(plan)
    for o in context.failed:
        fixes = plan.get(o.claim.id)
        if fixes and any(far_from_the_draft(o.claim.text[f.start:f.end], f.new,
                                                   minor_units_settled(context.evidence, f.evidence_id, f.field))
                                for f in fixes):
            plan[o.claim.id] = None
    return plan


def _arithmetic_kept(plan: Plan, context: PassContext) -> Plan:
    """A claim that shows arithmetic ("6.5 hours x $42.60 = $276.90", "$348 plus $300, $648 in total") keeps it
    true: corrections that leave fewer of its figures worked out from the others changed one figure of a sum
    and not the rest, so the claim is dropped, not overwritten. Over 48 writers and the dev sets such corrections
    were right 0 times and made 8 correct replies wrong (session 22)."""
    plan = dict(plan)
    for o in context.failed:
        fixes = plan.get(o.claim.id)
        if fixes and worked_out_figures(apply_fixes(o.claim.text, sorted(fixes, key=lambda f: f.start))) \
                < worked_out_figures(o.claim.text):
            plan[o.claim.id] = None
    return plan


def _same_kind(plan: Plan, context: PassContext) -> Plan:
    """A span of plain words (a name, a format, a product) corrected to a figure, a date or a weekday, or a
    calendar word (a weekday, a month) corrected to plain words, was aligned to a leaf of another kind ("Mari
    Carmen" to the recurrence's TUESDAY, "Tuesdays" to a tutor's name): the claim is dropped, not
    overwritten. A figure may become words ("two" parcels -> "one", "within 5 days by post" -> "by courier").
    A refused call's restatement and a state's predicate are whole phrases, not values, and are left alone."""
    def other_kind(old: str, new: str) -> bool:
        was, now = value_kind(old), value_kind(new)
        return was == "words" and now != "words" or was == "calendar" and now == "words"

    plan = dict(plan)
    for o in context.failed:
        fixes = plan.get(o.claim.id)
        if fixes and any(f.start < f.end and f.field != "decision" and not f.predicate
                         and other_kind(o.claim.text[f.start:f.end], f.new) for f in fixes):
            plan[o.claim.id] = None
    return plan


_REMAINDER = _stem("remaining")  # its synonym group (vocabulary.py): remain, left, balance, available


def _remainders(plan: Plan, context: PassContext) -> Plan:
    """An amount or count the claim says is left ("3.5 kg remain", "9 visits left of 20") is what is left of a
    total: it is corrected only from a leaf whose key says so too (a balance, a remaining count), never from
    the total, the limit or a rate beside it. Otherwise the claim is dropped, not overwritten."""
    plan = dict(plan)
    for o in context.failed:
        fixes = plan.get(o.claim.id)
        for f in fixes or ():
            if not f.field or f.field in ("text", "decision") or f.start >= f.end:
                continue
            said = specifics(o.claim.text[f.start:f.end])
            if not said or any(x.kind not in ("money", "number") for x in said):
                continue
            # the words around the figure, light ones too: "left" is a stop word to the aligner's role reading
            near = [_stem(w.lower()) for w in letter_words(o.claim.text[max(0, f.start - 40):f.end + 40])]
            if any(same_word(w, _REMAINDER) for w in near) \
                    and not any(same_word(w, _REMAINDER) for w in split_path_words(f.field)):
                plan[o.claim.id] = None
                break
    return plan


def _bookkeeping_stamps(plan: Plan, context: PassContext) -> Plan:
    """A date or time corrected from a record's bookkeeping stamp (its updateTime, created_at) that the claim does not
    name: the stamp says when the record was written, not when the thing the claim dates happens, so the claim is
    dropped, not overwritten."""
    def stamp_words(words) -> set[str]:
        return {w.lower() for w in words if w.lower().startswith(BOOKKEEPING_STEMS)}

    plan = dict(plan)
    for o in context.failed:
        fixes = plan.get(o.claim.id)
        said = stamp_words(letter_words(o.claim.text))
        for f in fixes or ():
            dated = [x for x in specifics(o.claim.text[f.start:f.end]) if x.kind in ("date", "time")]
            stamp = stamp_words(split_path_words(f.field.split(".")[-1])) if f.field and dated else set()
            if stamp and not any(w.startswith(x[:5]) for w in said for x in stamp):
                plan[o.claim.id] = None
                break
    return plan


PASSES: tuple[CorrectionPass, ...] = (
    CorrectionPass("CP01", "fix each claim", "each failed claim's findings answered from the evidence, or the claim "
                   "dropped; every later pass only narrows this", _fix_each_claim,
                   RepairFixture("Your cleaning fee is $35.", {"stay#S-1": {"cleaning_fee": 45.0, "nights": 3}},
                                 "Your cleaning fee is $45.")),
    CorrectionPass("CP02", "unsettled leaves", "an unsupported record claim about to be dropped may hold a unit "
                   "figure, name or month that exactly one leaf corrects", _unsettled_leaves,
                   RepairFixture("Your card VX-4421 expires in July 2029.",
                                 {"card#C-1": {"card_ref": "VX-4421", "expiry_date": "2029-10-15"}},
                                 "Your card VX-4421 expires on October 15, 2029.")),
    CorrectionPass("CP03", "conditions ruled out", "a policy condition the records contradict is not added, while "
                   "the figure beside it still is", _conditions_ruled_out,
                   RepairFixture("Your refund of $40 will reach your card within 5 business days.",
                                 {"refund#R-1": {"amount": 40.0, "status": "denied"}},
                                 "Your refund of $40 will reach your card within 10 business days.",
                                 policy="Once approved, refunds reach the card within 10 business days.")),
    CorrectionPass("CP04", "figures ruled out", "a figure put in that the records rule out was read from the wrong "
                   "place: that span keeps the figure it had", _figures_ruled_out,
                   # the policy's $1,200 is the gross, and a payout is net: the claim is dropped, not "corrected"
                   RepairFixture("Your payout of $1,050 is sent every Friday from Brightwater. Your statement lists "
                                 "12 sales.", {"statement#W-1": {"gross": 1200.0, "net": 1050.0, "sales": 14}},
                                 "Your statement lists 14 sales.", policy="A payout of $1,200 is sent every Friday.")),
    CorrectionPass("CP05", "refused calls restated", "a refused call's effect still contradicted in the draft's "
                   "words becomes the plain statement of the call", _restate_refused,
                   # "could not be extended to July 19 at 22:00" is still disputed: 22:00 is the clock time of the
                   # locker's recorded end, 17 July, so the call is stated plainly instead
                   RepairFixture("Done: locker L-7 is extended to July 19 at 22:00.",
                                 {"locker#L-7": {"locker_ref": "L-7", "end": {"local": "2026-07-17T22:00"}}},
                                 "I could not extend the locker (locker ref L-7, new end local July 19).",
                                 calls=(("extend_locker", "DENY", {"locker_ref": "L-7",
                                                                   "new_end_local": "2026-07-19T22:00"}),))),
    CorrectionPass("CP06", "copied figures", "a value the draft already gives for something else belongs to that "
                   "figure, so writing it here would only copy it", _copied_figures,
                   RepairFixture("Your deposit is $50 and the cleaning fee is $35. Your stay starts on 3 May.",
                                 {"stay#S-1": {"deposit": 50.0, "cleaning_fee": 50.0, "starts_on": "2026-05-04"}},
                                 "Your deposit is $50. Your stay starts on 4 May.")),
    CorrectionPass("CP07", "one value twice", "two figures corrected to one value means one was aligned to the "
                   "wrong leaf", _one_value_twice,
                   RepairFixture("Your deposit and cleaning fee are $40 and $35. Your stay starts on 3 May.",
                                 {"stay#S-1": {"deposit": 50.0, "cleaning_fee": 50.0, "starts_on": "2026-05-04"}},
                                 "Your stay starts on 4 May.")),
    CorrectionPass("CP08", "held elsewhere", "the draft's figure is what the same role holds in another item or "
                   "record: the draft may mean that one, so a correction would be a guess (do no harm)",
                   _held_elsewhere,
                   RepairFixture("Flight KL977 lands at 14:20. Your booking reference is QX7-2210.",
                                 {"trip#T-1": {"booking_reference": "QX7-2219",
                                               "legs": [{"flight": "KL402", "lands_at": "14:20"},
                                                        {"flight": "KL977", "lands_at": "18:05"}]}},
                                 "Your booking reference is QX7-2219.")),
    CorrectionPass("CP09", "far from the draft", "a figure corrected to one of another order is another quantity "
                   "the draft states, not a slip copying the leaf (do no harm)", _far_from_the_draft,
                   # $180 is four times the fee: another quantity, so the claim goes rather than being "corrected"
                   RepairFixture("The late fee is $180. Your stay starts on 3 May.",
                                 {"stay#S-1": {"late_fee": 45.0, "starts_on": "2026-05-04"}},
                                 "Your stay starts on 4 May.")),
    CorrectionPass("CP10", "arithmetic kept", "a correction that breaks the arithmetic the claim shows changed one "
                   "figure of it and not the rest (do no harm)", _arithmetic_kept,
                   # "$348.00 plus ... $250 come to $250.00" would be a new false sum
                   RepairFixture("Your membership dues of $348.00 plus the roof assessment installment of $300 come "
                                 "to $648.00. Your visit was on 3 May.",
                                 {"account#A-1": {"membership_dues": 348.0, "roof_assessment_installment": 250.0,
                                                  "currency": "USD", "visit_date": "2026-05-04"}},
                                 "Your visit was on 4 May.")),
    CorrectionPass("CP11", "same kind", "a name or other plain words corrected to a figure, date or weekday, or a "
                   "weekday or month to plain words, was aligned to a leaf of another kind (do no harm)", _same_kind,
                   # a policy's figure written over words of another kind: without it "at least two hour befores a
                   # class" (the fixture until session 26 was a sibling-twins finding; that rule, AL302, is retired)
                   RepairFixture("Cancellations need to be made at least one hour before a class to get a refund.",
                                 {"get_booking#B-31": {"booking": {
                                     "starts_at": "2026-08-05T06:30:00Z", "status": "CANCELLED_BY_CUSTOMER",
                                     "cancelled_at": "2026-08-05T05:50:00Z", "refund_pence": 0}}},
                                 "",
                                 "Cancellations made at least 2 hours before a class receive a full refund. Later "
                                 "cancellations are not refunded.")),
    CorrectionPass("CP12", "remainders", "an amount or count said to be left is corrected only from a leaf that is "
                   "a remainder too, never from the total beside it (do no harm)", _remainders,
                   # the pass's count is what was bought, not what is left: "You have 10 visits left" would be false
                   RepairFixture("You have 9 visits left of your pass. It started on 3 May.",
                                 {"pass#P-1": {"visits": 10, "visits_total": 20, "started_on": "2026-05-04"}},
                                 "It started on 4 May.")),
    CorrectionPass("CP13", "bookkeeping stamps", "a date or time from the record's own updated or created stamp, "
                   "which the claim does not name, dates the record, not the claim (do no harm)", _bookkeeping_stamps,
                   # "due back on 10 December by 08:00" would give the time the rental record was last written
                   RepairFixture("Your rental is due back on Thursday 10 December by 19:00. Your deposit was $50.",
                                 {"rental#R-1": {"due_back": "2026-12-10", "deposit": 60.0, "currency": "USD",
                                                 "updateTime": "2026-12-03T08:00:00+02:00"}},
                                 "Your deposit was $60.")),
)


def correct_draft(case: Case, decomposition: Decomposition, outcomes: Sequence[ClaimOutcome],
                  grounding: GroundingResult, limits: AlignmentLimits, voice: Voice | None = None) -> Correction:
    """The draft with every correctable contradiction corrected and every other failed claim dropped.

    Returns an empty text when no claim could be corrected: dropping alone is what trimming does, and
    a case with nothing the evidence can correct still trims or withholds.
    """
    failed = tuple(o for o in outcomes if o.failed)
    if not failed:
        return Correction("", (), "no claim failed, so there is nothing to correct")
    # A correction is taken from the evidence as it stands now: a superseded record or version never
    # supplies one (superseded.py), however well its value fits the span.
    case = replace(case, evidence=current_view(case.evidence, case.as_of))
    context = PassContext(case, failed, grounding, {e.id: e for e in case.evidence}, voice or Voice(), limits)
    plan: Plan = {}
    for correction_pass in PASSES:
        plan = correction_pass.run(plan, context)
    if not any(plan.values()):
        return Correction("", (), "no contradicted claim names a value the evidence holds, so nothing can be "
                                  "corrected; trim and withhold apply")
    text, edits = rebuild_draft(case.draft, decomposition, plan, {o.claim.id: o.reason_code for o in failed})
    return Correction(text, edits, f"{sum(1 for e in edits if e.action == ACTION_CORRECT)} span(s) corrected "
                                   f"from the evidence, {sum(1 for e in edits if e.action == ACTION_DROP)} "
                                   f"claim(s) it cannot correct dropped")
