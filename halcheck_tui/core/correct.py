"""Evidence-grounded correction: each contradicted span rewritten with the value the evidence holds.

No model writes anything here. For a contradicted claim whose finding names the value the evidence
holds (an amount, id, date, state, named value, a refused call, a number in policy text) the span is
replaced in the draft's own words: amounts keep the draft's currency format, dates its date style,
states become readable phrases from the state machine, a refused call's effect becomes a plain
statement that it was not done and what happens next. Claims that are only unsupported are dropped,
never invented. The pipeline re-checks the corrected draft once with every level; nothing here
decides what ships.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .case import Case, Evidence, EvidenceKind
from .decompose import Claim, Decomposition
from .grounding import _QUANTITY, GroundingResult, quantities
from .policy import ClaimOutcome
from .records import (_ID_KEYS, MentionCheck, _verb_forms, domain_for, edit_distance, flatten_fields, money_mentions,
                      normalise_identifier, parse_record_date)
from .types import Method, ReasonCode, Verdict

# Formatting in the draft's own style lives in draft_style.py; re-exported so imports of correct keep working.
from .draft_style import _MONTHS, _SYMBOLS, _ordinal, format_amount, format_date  # noqa: F401

ACTION_CORRECT = "correct"
ACTION_DROP = "drop"

# Readable phrases for each state, (singular subject, plural subject). Each phrase reads back as its
# own state through records.state_mentions (a test proves it), so the re-check agrees with the edit.
# Tense follows the state machine: a queue is a present state ("is queued for review"), a milestone
# a perfect ("has been issued").
STATE_PHRASES: dict[tuple[str, str], tuple[str, str]] = {
    ("refund", "not_initiated"): ("has not been started", "have not been started"),
    ("refund", "requested"): ("has been requested", "have been requested"),
    ("refund", "queued_for_review"): ("is queued for review", "are queued for review"),
    ("refund", "approved"): ("has been approved", "have been approved"),
    ("refund", "issued"): ("has been issued", "have been issued"),
    ("refund", "denied"): ("has been denied", "have been denied"),
    ("order", "packing"): ("is being packed", "are being packed"),
    ("order", "shipped"): ("has shipped", "have shipped"),
    ("order", "in_transit"): ("is on its way", "are in transit"),
    ("order", "out_for_delivery"): ("is out for delivery", "are out for delivery"),
    ("order", "delivered"): ("has been delivered", "have been delivered"),
    ("order", "cancelled"): ("has been cancelled", "have been cancelled"),
    ("order", "returned"): ("has been returned", "have been returned"),
    ("subscription", "active"): ("is still active", "are still active"),
    ("subscription", "paused"): ("is paused", "are paused"),
    ("subscription", "cancelled"): ("has been cancelled", "have been cancelled"),
}

# The auxiliary before a state word belongs to the replaced span: "has been issued" -> "is queued for
# review", never "has been is queued for review".
_STATE_AUX = re.compile(
    r"(?:\b(?P<aux>has|have|had|is|are|was|were|will|'s|'re)(?:\s+not|n't)?\s+(?:yet\s+)?(?:been\s+|be\s+)?"
    r"|\b(?P<neg>hasn't|haven't|isn't|aren't|wasn't|weren't|won't)\s+(?:yet\s+)?(?:been\s+|be\s+)?)"
    r"(?:already\s+|now\s+|just\s+|also\s+|successfully\s+|finally\s+)?$", re.IGNORECASE)
_PLURAL_AUX = {"have", "are", "were", "'re", "haven't", "aren't", "weren't"}
# A time word after a state is part of the old claim ("issued yesterday"), not of the record's state.
_TRAILING_TIME = re.compile(r"^\s+(?:today|yesterday|this (?:morning|afternoon|week)|earlier(?: today)?|already"
                            r"|just now|successfully)\b", re.IGNORECASE)
_PASSIVE_AUX = re.compile(r"\b(?P<aux>is|are|was|were|has been|have been|had been|will be|'s been|'ve been)\s+"
                          r"(?:now\s+|already\s+|just\s+|successfully\s+)?$", re.IGNORECASE)
_ACTIVE_AUX = re.compile(r"\b(?P<subj>I|we)(?:\s*(?P<aux>have|'ve|had|'d))?\s+(?:now\s+|already\s+|just\s+)?$",
                         re.IGNORECASE)
_NEGATED_FUTURE = (
    (re.compile(r"\bwill not be\b", re.I), "will still be"),
    (re.compile(r"\bwon't be\b", re.I), "will still be"),
    (re.compile(r"\bwill not\b", re.I), "will still"),
    (re.compile(r"\bwon't\b", re.I), "will still"),
    (re.compile(r"\bisn't\b", re.I), "is"),
    (re.compile(r"\baren't\b", re.I), "are"),
    (re.compile(r"\bdoesn't\b", re.I), "does"),
    (re.compile(r"\bdon't\b", re.I), "do"),
    (re.compile(r"\bnot\s+", re.I), ""),
)
_CONDITION = re.compile(r"\b(?P<cond>(?:once|after|when|as soon as)\s+(?:(?:it|they|the \w+|your \w+)\s+"
                        r"(?:is|are|has been|have been)\s+)?\w+ed)\b", re.IGNORECASE)
_CLAIM_CONDITION = re.compile(r"\b(?:once|after|when|as soon as|if|until|unless)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Edit:
    """One change to the draft: what it said, what it says now, and the evidence field it came from."""

    claim_id: str
    start: int
    end: int
    """Offsets into the draft: draft[start:end] == old."""
    old: str
    new: str
    action: str
    """"correct" (a value from the evidence) or "drop" (an unsupported claim removed, nothing invented)."""
    evidence_id: str | None
    field: str | None
    """The record field's dot path, "text" for policy text, "decision" for a refused call."""
    reason_code: str | None

    def as_dict(self) -> dict[str, Any]:
        return {"claim": self.claim_id, "span": {"start": self.start, "end": self.end}, "old": self.old,
                "new": self.new, "action": self.action, "evidence_id": self.evidence_id, "field": self.field,
                "reason_code": self.reason_code}


@dataclass(frozen=True)
class Correction:
    text: str
    """The corrected draft ('' when nothing could be corrected)."""
    edits: tuple[Edit, ...]
    reason: str
    """Why there is no correction, or what was done."""

    @property
    def corrected(self) -> tuple[Edit, ...]:
        return tuple(e for e in self.edits if e.action == ACTION_CORRECT)


@dataclass(frozen=True)
class _Fix:
    """A replacement inside one claim's text (offsets relative to the claim)."""

    start: int
    end: int
    new: str
    evidence_id: str | None
    field: str | None
    reason: ReasonCode | None


class _CannotFix(Exception):
    """The finding does not name a value to put in its place: the claim is dropped instead."""


def _locate(text: str, mention_text: str, start: int, end: int) -> tuple[int, int]:
    if 0 <= start < end <= len(text) and text[start:end] == mention_text:
        return start, end
    found = re.search(re.escape(mention_text), text, re.IGNORECASE) if mention_text else None
    if found is None:
        raise _CannotFix(f"{mention_text!r} is not in the claim's own text")
    return found.start(), found.end()


def _field(evidence: Mapping[str, Evidence], check: MentionCheck) -> Any:
    item = evidence.get(check.evidence_id)
    if item is None or item.kind is not EvidenceKind.RECORD:
        raise _CannotFix("the finding cites no record")
    flat = flatten_fields(item.fields)
    if check.field_path not in flat:
        raise _CannotFix(f"no field {check.field_path}")
    return flat[check.field_path]


# --- one fixer per finding -------------------------------------------------------------------------------


def _fix_state(text: str, check: MentionCheck) -> _Fix:
    known = domain_for(check.record_value)
    if known is None or (known[0].name, known[1]) not in STATE_PHRASES:
        raise _CannotFix(f"no phrase for state {check.record_value}")
    start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
    aux = _STATE_AUX.search(text[:start])
    if aux is None:
        raise _CannotFix("no auxiliary before the state word, so a replacement would not be grammatical")
    word = (aux.group("aux") or aux.group("neg") or "").lower()
    phrase = STATE_PHRASES[(known[0].name, known[1])][word in _PLURAL_AUX]
    trailing = _TRAILING_TIME.match(text[end:])
    if trailing:
        end += trailing.end()
    return _Fix(aux.start(), end, phrase, check.evidence_id, check.field_path, check.reason)


def _fix_refused(text: str, check: MentionCheck, call: Evidence, others_cover_it: bool) -> _Fix | None:
    """The effect of a refused call -> that it was not done and what happens next (None: drop it)."""
    forms, noun = _verb_forms(call.tool)
    form = forms[0]
    escalated = call.decision.upper() == "ESCALATE"
    if check.mention.value == "done":  # a bare "Done!"
        if others_cover_it:
            return None
        subject = f"Your {noun}" if noun else "Your request"
        new = (f"{subject} has not been {form} yet, as it needs review by our team" if escalated
               else f"{subject} could not be {form}")
        return _Fix(0, len(text), new, call.id, "decision", check.reason)
    start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
    said = text[start:end]
    passive = _PASSIVE_AUX.search(text[:start])
    if passive:
        plural = passive.group("aux").lower() in {"are", "were", "have been", "'ve been"}
        new = (f"{'have' if plural else 'has'} not been {said} yet, as {'they need' if plural else 'it needs'} "
               f"review by our team" if escalated else f"could not be {said}")
        return _Fix(passive.start(), end, new, call.id, "decision", check.reason)
    active = _ACTIVE_AUX.search(text[:start])
    if active:
        subject = active.group("subj")
        have = "have" if subject.lower() in {"i", "we"} else "has"
        new = f"{subject} {have} not {said}"
        why = ", as it needs review by our team first" if escalated else ", as the request was declined"
        return _Fix(active.start(), len(text), f"{new}{text[end:]}{why}", call.id, "decision", check.reason)
    raise _CannotFix("the refused call's effect is not written as a verb phrase this can rewrite")


def _fix_money(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> _Fix:
    amount = _field(evidence, check)
    if not isinstance(amount, (int, float)) or isinstance(amount, bool):
        raise _CannotFix("the recorded amount is not a number")
    record = evidence[check.evidence_id]
    currency = next((str(v).upper() for p, v in flatten_fields(record.fields).items() if "currency" in p.lower()), None)
    start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
    return _Fix(start, end, format_amount(float(amount), text[start:end], currency), check.evidence_id,
                check.field_path, check.reason)


def _fix_identifier(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> _Fix:
    """A near miss (one or two characters off) is replaced by the record's id; another id entirely is
    about something else, so it is not swapped for the first id at hand."""
    start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
    said = normalise_identifier(text[start:end])
    candidates = [(r.id, path, str(value)) for r in evidence.values() if r.kind is EvidenceKind.RECORD
                  for path, value in flatten_fields(r.fields).items()
                  if isinstance(value, (str, int)) and not isinstance(value, bool) and _ID_KEYS.search(path)]
    scored = sorted(((edit_distance(said, normalise_identifier(v)), rid, path, v) for rid, path, v in candidates))
    if not scored or scored[0][0] > 2:
        raise _CannotFix("no record id is within two characters of the one the draft gives")
    _, rid, path, value = scored[0]
    prefix = "#" if text[start:end].startswith("#") and not value.startswith("#") else ""
    return _Fix(start, end, prefix + value, rid, path, check.reason)


def _fix_date(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> _Fix:
    start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
    if check.reason is ReasonCode.VALUE_MISMATCH:
        # "will not be billed on June 1" against next_bill_date = June 1: the date stands, the negation goes.
        before = text[:start]
        clause = max(before.rfind(","), before.rfind(";")) + 1
        for pattern, replacement in _NEGATED_FUTURE:
            found = None
            for found in pattern.finditer(before, clause):
                pass
            if found is not None:
                return _Fix(found.start(), found.end(), replacement, check.evidence_id, check.field_path,
                            check.reason)
        raise _CannotFix("no negation to take back before the date")
    value = parse_record_date(_field(evidence, check))
    if value is None:
        raise _CannotFix("the recorded date cannot be read")
    return _Fix(start, end, format_date(value, text[start:end]), check.evidence_id, check.field_path, check.reason)


def _fix_value(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> _Fix:
    value = _field(evidence, check)
    mention = check.mention
    if mention.kind == "quantity":
        start, end = _locate(text, mention.text, mention.start, mention.end)
        number = re.match(r"\d+", text[start:end])
        return _Fix(start, start + number.end(), str(value), check.evidence_id, check.field_path, check.reason)
    said = str(mention.value)
    start, end = _locate(text, mention.text, mention.start, mention.end)
    inner = re.search(re.escape(said), text[start:end], re.IGNORECASE)
    if inner is None:
        raise _CannotFix("the named value is not in the claim")
    return _Fix(start + inner.start(), start + inner.end(), str(value), check.evidence_id, check.field_path,
                check.reason)


def _fix_policy_number(claim: Claim, premises: Sequence[Any]) -> list[_Fix]:
    """A number the policy states differently: the claim's quantity in the policy's words, and the
    policy's condition ("once approved") when the claim leaves it out."""
    text = claim.text
    claimed_units = set(quantities(text))
    premise = next((p for p in premises if claimed_units & set(quantities(p.text))), None)
    if premise is None:
        raise _CannotFix("no policy sentence states this quantity")

    def unit_of(match: re.Match) -> str:
        unit = match.group("unit").lower().split()[-1].rstrip("s")
        return {"%": "percent", "liter": "litre"}.get(unit, unit)

    stated = {unit_of(m): m for m in _QUANTITY.finditer(premise.text)}
    fixes = []
    for m in _QUANTITY.finditer(text):
        unit = unit_of(m)
        if unit in stated and quantities(m.group(0)).get(unit) != quantities(stated[unit].group(0)).get(unit):
            fixes.append(_Fix(m.start(), m.end(), stated[unit].group(0), premise.evidence_id, "text",
                              ReasonCode.VALUE_MISMATCH))
    if not fixes:
        raise _CannotFix("the differing quantity could not be found again")
    condition = _CONDITION.search(premise.text)
    if condition and not _CLAIM_CONDITION.search(text):
        fixes.append(_Fix(len(text), len(text), f" {condition.group('cond').lower()}", premise.evidence_id, "text",
                          ReasonCode.VALUE_MISMATCH))
    return fixes


# --- the whole draft ----------------------------------------------------------------------------------


def _claim_fixes(claim: Claim, outcome: ClaimOutcome, grounding: GroundingResult,
                 evidence: Mapping[str, Evidence], covered_calls: set[str]) -> list[_Fix] | None:
    """The fixes for one failed claim, or None when it is dropped instead."""
    if outcome.verdict is not Verdict.CONTRADICTED:
        return None  # only unsupported (or cut by level 1): dropped, never invented
    verdict = grounding.for_claim(claim.id)
    try:
        if verdict.method is Method.PASSAGE and verdict.reason_code is ReasonCode.VALUE_MISMATCH:
            return _fix_policy_number(claim, verdict.premises)
        failing = [c for c in verdict.record_checks if not c.ok]
        if not failing or verdict.method is not Method.RECORD:
            return None
        fixes: list[_Fix] = []
        for check in failing:
            if check.reason is ReasonCode.NOT_EXECUTED:
                call = evidence.get(check.evidence_id)
                if call is None or call.kind is not EvidenceKind.REFUSED_CALL:
                    raise _CannotFix("the finding cites no refused call")
                fix = _fix_refused(claim.text, check, call, check.evidence_id in covered_calls)
                if fix is None:
                    return None
                fixes.append(fix)
            elif check.reason is ReasonCode.RECORD_STATE_MISMATCH:
                fixes.append(_fix_state(claim.text, check))
            elif check.reason is ReasonCode.AMOUNT_MISMATCH:
                fixes.append(_fix_money(claim.text, check, evidence))
            elif check.reason is ReasonCode.IDENTIFIER_MISMATCH:
                fixes.append(_fix_identifier(claim.text, check, evidence))
            elif check.mention.kind == "date":
                fixes.append(_fix_date(claim.text, check, evidence))
            elif check.reason is ReasonCode.VALUE_MISMATCH:
                fixes.append(_fix_value(claim.text, check, evidence))
            else:
                return None
    except _CannotFix:
        return None
    fixes.sort(key=lambda f: (f.start, f.end))
    if any(a.end > b.start for a, b in zip(fixes, fixes[1:])):
        return None  # two findings about one span: nothing safe to write
    return fixes


def _apply(text: str, fixes: Sequence[_Fix]) -> str:
    out, cursor = [], 0
    for fix in fixes:
        out += [text[cursor:fix.start], fix.new]
        cursor = fix.end
    out.append(text[cursor:])
    return "".join(out)


def correct_draft(case: Case, decomposition: Decomposition, outcomes: Sequence[ClaimOutcome],
                  grounding: GroundingResult) -> Correction:
    """The draft with every correctable contradiction corrected and every other failed claim dropped.

    Returns an empty text when no claim could be corrected: dropping alone is what trimming does, and
    a case with nothing the evidence can correct still trims or withholds.
    """
    evidence = {e.id: e for e in case.evidence}
    failed = [o for o in outcomes if o.failed]
    if not failed:
        return Correction("", (), "no claim failed, so there is nothing to correct")
    # A bare "Done!" is dropped when another claim already says what happened to the same refused call.
    covered_calls: set[str] = set()
    for o in failed:
        for check in grounding.for_claim(o.claim.id).record_checks:
            if check.reason is ReasonCode.NOT_EXECUTED and check.mention.value != "done" and not check.ok:
                covered_calls.add(check.evidence_id)
    plan: dict[str, list[_Fix] | None] = {o.claim.id: _claim_fixes(o.claim, o, grounding, evidence, covered_calls)
                                          for o in failed}
    if not any(plan.values()):
        return Correction("", (), "no contradicted claim names a value the evidence holds, so nothing can be "
                                  "corrected; trim and withhold apply")
    reasons = {o.claim.id: o.reason_code for o in failed}
    edits: list[Edit] = []
    pieces: list[str] = []
    draft = case.draft
    sentences = decomposition.sentences
    cursor = 0
    for s_index, sentence in enumerate(sentences):
        claims = decomposition.claims_of(sentence.index)
        new_sentence = _rebuild_sentence(draft, sentence, claims, plan, reasons, edits)
        if new_sentence is None:
            # The whole sentence goes, with the space after it (or before it, when it is the last one).
            pieces.append(draft[cursor:sentence.start])
            nxt = sentences[s_index + 1].start if s_index + 1 < len(sentences) else None
            cursor = nxt if nxt is not None else sentence.end
            if nxt is None and pieces:
                pieces[-1] = pieces[-1].rstrip()
            continue
        pieces += [draft[cursor:sentence.start], new_sentence]
        cursor = sentence.end
    pieces.append(draft[cursor:])
    text = "".join(pieces).strip()
    return Correction(text, tuple(edits), f"{sum(1 for e in edits if e.action == ACTION_CORRECT)} span(s) corrected "
                                          f"from the evidence, {sum(1 for e in edits if e.action == ACTION_DROP)} "
                                          f"claim(s) it cannot correct dropped")


def _rebuild_sentence(draft: str, sentence, claims: Sequence[Claim], plan: Mapping[str, list[_Fix] | None],
                      reasons: Mapping[str, ReasonCode | None], edits: list[Edit]) -> str | None:
    """The sentence with its claims corrected or dropped; None when nothing in it survives."""
    dropped = {c.id for c in claims if c.id in plan and not plan[c.id]}
    for claim in claims:
        if claim.id in dropped:
            reason = reasons.get(claim.id)
            edits.append(Edit(claim.id, claim.start, claim.end, claim.text, "", ACTION_DROP, None, None,
                              reason.value if reason else None))
        elif plan.get(claim.id):
            for fix in plan[claim.id]:
                edits.append(Edit(claim.id, claim.start + fix.start, claim.start + fix.end,
                                  claim.text[fix.start:fix.end], fix.new, ACTION_CORRECT, fix.evidence_id, fix.field,
                                  fix.reason.value if fix.reason else None))
    kept = [c for c in claims if c.id not in dropped]
    if not kept:
        return None
    out, cursor, capitalise = [], sentence.start, False
    for i, claim in enumerate(claims):
        if claim.id in dropped:
            if any(c.id not in dropped for c in claims[:i]):
                cursor = claim.end  # the connector before it goes with it (", and ...")
            else:
                later = next((c for c in claims[i + 1:] if c.id not in dropped), None)
                cursor = later.start if later else claim.end
                capitalise = claim.start <= sentence.start + 1 or capitalise
            continue
        text = _apply(claim.text, plan.get(claim.id) or ())
        gap = draft[cursor:claim.start]
        if capitalise and not out:
            text = text[:1].upper() + text[1:]
            gap = ""
        capitalise = False
        out += [gap, text]
        cursor = claim.end
    out.append(draft[cursor:sentence.end])
    return "".join(out)
