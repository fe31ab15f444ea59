"""Level 2, deterministic part: records are read, not inferred.

A record claim is broken into typed mentions (money, identifiers, dates, quantities, states, named
values) and each mention is compared with the record's fields, flattened by dot path and normalised
(42.5 = $42.50, 2026-05-12 = 12 May). States go through a small state machine per domain, so
"has been issued" against `queued_for_review` is a RECORD_STATE_MISMATCH while "has not been
initiated" against `not_initiated` is supported. What no field can settle is left for NLI.
"""
from __future__ import annotations

import copy
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from ....config import Settings
from ...case import Evidence
from ...decomposition.mentions import COMPLETION_REPLY, REFUSAL_WORDS, Mention
from ...evidence_kinds import registry
from ...evidence_kinds.base import Reading
from ...language.tokens import LETTERS_AND_HYPHENS
from ...types import ReasonCode, Verdict
from ...values.leaf_values import looks_like_id
from ..calls.refused_calls import (
    FUTURE_OR_CONDITION,
    HANDED_ON,
    LOOKED_WORDS,
    REQUESTED,
    check_refused,
    done_verbs,
    names_action,
    verb_forms,
)
from ..text.effect_denial import effect_denied
from ..verdicts import MentionCheck
from .alignment.aligner import RecordAligner, refers_to_records
from .alignment.findings import Alignment, Finding
from .alignment.restatement import restating_window
from .alignment.vocabulary import same_word, words_of
from .attributive_states import reread_attributive
from .code_tables import with_codes_read
from .empty_fields import empty_fields_named
from .governing import action_denied, leftover_denied, terms_left, timing_left
from .pinned_heads import settle_head_nouns

# --- the check ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RecordCheck:
    verdict: Verdict | None
    """None when no field could settle the claim (it goes on to NLI over the verbalised records)."""
    reason: ReasonCode | None
    evidence_ids: tuple[str, ...]
    checks: tuple[MentionCheck, ...]
    detail: str
    leaves: tuple = ()
    """The record leaves the claim aligned to, best first: what NLI reads when fields cannot settle it."""


_PRIORITY = [ReasonCode.NOT_EXECUTED, ReasonCode.IDENTIFIER_MISMATCH, ReasonCode.AMOUNT_MISMATCH,
             ReasonCode.RECORD_STATE_MISMATCH, ReasonCode.DATE_MISMATCH, ReasonCode.VALUE_MISMATCH]


@dataclass(frozen=True)
class AlignmentLimits:
    """When the fields settle a record claim whose specifics all agree: the user's settings (config.py),
    handed in by whoever checks, never read from defaults here, so a repair's re-check and the routing of
    a claim apply the same limits as the first check."""

    residual_max: int
    """How many content words no aligned field spells a claim may hold and still be settled by fields."""
    novel_max: int
    """How many of those may be words no evidence of the case uses at all."""
    restatement_novel_max: int
    """How many words of its own a claim that restates a policy sentence around its fields may hold."""

    @classmethod
    def from_settings(cls, settings: Settings) -> AlignmentLimits:
        return cls(settings.record_residual_max, settings.record_novel_max, settings.restatement_novel_max)


class RecordChecker:
    """Checks one case's record claims against its records and refused calls."""

    def __init__(self, evidence: Sequence[Evidence], limits: AlignmentLimits, policy_restatement: bool = True) -> None:
        self.limits = limits
        """How many words of its own a claim settled by fields may hold (the user's settings, never a default)."""
        self.policy_restatement = policy_restatement
        """Settle a case claim whose fields agree and whose every other word and figure one policy or
        passage window holds (it restates the policy around the record)."""
        readings = [registry.reading_of(e) for e in evidence]
        # Codes are read through the case's code tables, and the tables (definitions) settle nothing themselves.
        self.records = with_codes_read([e for e, r in zip(evidence, readings) if r is Reading.FIELDS])
        self.refused = [e for e, r in zip(evidence, readings) if r is Reading.REFUSED_ACTION]
        self.aligner = RecordAligner(self.records + self.refused,
                                     [e.text for e, r in zip(evidence, readings) if r is Reading.TEXT])

    @property
    def has_tool_evidence(self) -> bool:
        return bool(self.records or self.refused)

    def check(self, text: str, context_text: str | None = None) -> RecordCheck:
        """The claim aligned to the records' leaves (alignment.RecordAligner) and read against refused calls.

        Supported only when every specific and the claim's predicate align to leaves that agree; contradicted
        when a leaf that plays a specific's role holds another value; otherwise left for NLI over the leaves
        the claim aligned to (`RecordCheck.leaves`)."""
        if not self.has_tool_evidence:
            return RecordCheck(Verdict.INSUFFICIENT, ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE, (), (),
                               "no tool record was seen, so nothing can confirm a claim about this case")
        context_text = context_text or text
        refused = check_refused(self.refused, text)
        # A verb phrase ("hasn't shipped yet") is read with the subject it shares ("Order C-7 hasn't shipped
        # yet"): the subject says which record and which state the phrase is about.
        read = context_text if context_text != text and context_text.endswith(text.strip()) else text
        alignment = self.aligner.align(read, context_text)
        if read is not text:
            # The subject says which record; the phrase must itself meet a field: "the Gold plan | includes
            # a personal trainer" is not settled by the plan's name alone.
            phrase_start = len(read) - len(text.strip())
            if not any(f.start >= phrase_start and f.ok is not None for f in alignment.findings):
                own = set(words_of(text))
                alignment.blocking += [w for w in alignment.residual if w in own] or [text.strip()]
        executed = any(c.reason is ReasonCode.NOT_EXECUTED for c in refused)
        checks = list(refused)
        call_ids = {c.id for c in self.refused}
        about_calls = {f.leaf.evidence_id for f in alignment.findings if f.ok and f.leaf is not None
                       and f.leaf.evidence_id in call_ids}
        for call in self.refused:
            if call.id in about_calls and not any(c.evidence_id == call.id for c in refused):
                # The claim repeats what was asked ("frozen for two months") without saying it was refused:
                # an effect reported as done is NOT_EXECUTED; anything else the arguments cannot confirm.
                done = [v for v in done_verbs(text) if names_action(v, call.tool, verb_forms(call.tool)[0])]
                if done and not REFUSAL_WORDS.search(text) and not HANDED_ON.search(text):
                    checks.append(MentionCheck(Mention("state", 0, len(text), text.strip(), "executed"), False, call.id,
                                               "decision", f"{call.tool} {call.decision}", ReasonCode.NOT_EXECUTED,
                                               f"'{done[0]}' reports the effect of the {call.tool} call, which was "
                                               f"refused ({call.decision}) and never executed"))
                    executed = True
                elif re.search(r"\bnow\b", text, re.IGNORECASE) and not REFUSAL_WORDS.search(text) \
                        and not HANDED_ON.search(text) and not REQUESTED.search(text) \
                        and not any(w.lower() in LOOKED_WORDS for w in LETTERS_AND_HYPHENS.findall(text)):
                    # "Your wages now go to the account ending 3093": a value only the refused call carried,
                    # said as the state now. No record holds it, so the claim reports the call's effect.
                    record_values = {str(leaf.value).lower() for leaf in self.aligner.leaves
                                     if leaf.evidence_id not in call_ids}
                    own = [f for f in alignment.findings
                           if f.ok and f.leaf is not None and f.leaf.evidence_id == call.id
                           and f.kind not in ("state", "identifier") and not looks_like_id(str(f.leaf.value))
                           and str(f.leaf.value).lower() not in record_values
                           and not FUTURE_OR_CONDITION.search(text[:f.start])]
                    if own:
                        f = own[0]
                        checks.append(MentionCheck(Mention("state", f.start, f.end, f.text, "executed"), False, call.id,
                                                   "decision", f"{call.tool} {call.decision}", ReasonCode.NOT_EXECUTED,
                                                   f"'{f.text}' is what the {call.tool} call asked for, said as done; "
                                                   f"the call was refused ({call.decision}) and never executed"))
                        executed = True
        alignment.findings = [f for f in alignment.findings if not (f.leaf is not None and f.leaf.evidence_id in call_ids
                                                                    and not any(c.evidence_id == f.leaf.evidence_id and c.ok
                                                                                for c in refused))]
        # "... has been passed to our team for review": when the claim says what became of a refused call, its
        # words for that ("review", "pending") are the call's state, not a record's status.
        said_of_call = [(m.start(), m.end()) for pattern in (HANDED_ON, REFUSAL_WORDS)
                        for m in pattern.finditer(text)] if any(c.ok for c in refused) else []
        for f in alignment.findings:
            if f.ok is None or (executed and f.kind == "state"):
                continue
            if f.kind == "state" and any(a < f.end and f.start < b for a, b in said_of_call):
                continue
            checks.append(_as_check(f))
        checks = reread_attributive(read, checks, self.aligner.leaves)  # "your cancelled box": the box's state
        checks = settle_head_nouns(read, checks, alignment.residual, self.aligner.leaves)  # "your lamp" on its order
        alignment.blocking += empty_fields_named(read, checks, self.aligner.leaves)  # "added a credit": null
        return self._settle_aligned(checks, alignment, refused)

    def _reason_restated(self, text: str, open_specifics: Sequence[Finding]) -> bool:
        """"I couldn't move W-71 to bay 2, since bays 1-4 are kept for staff vans": the refusal is the call's, and
        the reason after "since"/"because" restates a policy sentence, which holds what no field does."""
        m = re.search(r"\b(?:since|because|as)\b", text, re.IGNORECASE)
        if m is None or any(f.start < m.start() for f in open_specifics):
            return False
        windows = [(str(i), s, 0, len(s)) for i, s in enumerate(self.aligner.sentences)]
        return restating_window(text[m.end():], windows) is not None

    def _settle_aligned(self, checks: list[MentionCheck], alignment: Alignment,
                        refused: list[MentionCheck]) -> RecordCheck:
        failures = [c for c in checks if c.ok is False]
        ids = tuple(dict.fromkeys(c.evidence_id for c in checks if c.evidence_id))
        leaves = tuple(alignment.leaves)
        if failures:
            worst = min(failures, key=lambda c: _PRIORITY.index(c.reason) if c.reason in _PRIORITY else 99)
            return RecordCheck(Verdict.CONTRADICTED, worst.reason,
                               tuple(dict.fromkeys([worst.evidence_id, *ids])), tuple(checks), worst.detail, leaves)
        settled = [c for c in checks if c.ok]
        open_specifics = [f for f in alignment.unsettled]
        effect = effect_denied(alignment.text, self.aligner.sentences)  # "it's paused" / "does not stop it"
        if refused and all(c.ok for c in refused) and not effect and (not open_specifics or self._reason_restated(alignment.text,
                                                                                                   open_specifics)):
            # "I couldn't cancel it", "I've passed this to our team": the call itself says so.
            return RecordCheck(Verdict.SUPPORTED, None, ids, tuple(checks), "; ".join(c.detail for c in settled), leaves)
        # An id only says which record; it settles a claim only when nothing else is left ("Your booking
        # reference is QX7-221"), never "Your order A-4417 will be gift-wrapped".
        # An instruction ("Until then, please keep NB-7 unplugged") states nothing but the id it names.
        only_ids = all(c.mention.kind == "identifier" for c in settled) and not _INSTRUCTION.match(alignment.text)
        # A word that sets the terms ("free", "refunded", "included") is never one of the words left unread.
        aligned = {leaf.evidence_id for leaf in alignment.leaves}
        timing = timing_left(alignment.text, any(f.ok and f.kind in ("date", "time") for f in alignment.findings))
        terms = terms_left(alignment.residual, alignment.text, [x for x in self.aligner.leaves if x.evidence_id in aligned]) \
            + timing
        values = [w for c in settled if c.mention.kind in ("value", "state") for w in words_of(c.mention.text)]
        denied = leftover_denied(alignment.text, alignment.residual, values, self.aligner.sentences) or \
            action_denied(alignment.text, self.aligner.sentences, same_word) or effect
        if denied and settled and not open_specifics:
            # "the heatwave counts as severe weather" against a policy that says heatwaves are not considered so
            worst = settled[0]
            return RecordCheck(Verdict.CONTRADICTED, ReasonCode.VALUE_MISMATCH, ids, tuple(checks),
                               f"{worst.detail}; the policy says otherwise: '{denied[:120]}'", leaves)
        if settled and not open_specifics and not alignment.blocking and len(alignment.residual) <= self.limits.residual_max \
                and len(alignment.novel) <= self.limits.novel_max and not (only_ids and alignment.residual) \
                and not terms:
            # Every specific agrees and what is left are words the fields do not spell ("heading to you",
            # "was emailed"): a few such words do not make a claim unsettled (fitted leave-one-domain-out).
            extra = f" (words no field spells: {', '.join(alignment.residual)})" if alignment.residual else ""
            return RecordCheck(Verdict.SUPPORTED, None, ids, tuple(checks), "; ".join(c.detail for c in settled) + extra,
                               leaves)
        if settled and not alignment.blocking and self.policy_restatement and all(
                "stated by the case's policy" in f.detail for f in open_specifics):
            window = self.aligner.restated_text(alignment, self.limits.restatement_novel_max)
            if window is not None and not any(t.lower() not in window.lower() for t in timing):
                return RecordCheck(Verdict.SUPPORTED, None, ids, tuple(checks),
                                   "; ".join(c.detail for c in settled) + f"; the rest restates the policy text "
                                   f"'{window[:120]}'", leaves)
        missing = [f.text for f in open_specifics] + alignment.residual
        detail = ("; ".join(c.detail for c in settled) + "; " if settled else "") + (
            f"no field settles '{' '.join(missing)}'" if missing else "no record field settles this claim")
        return RecordCheck(None, None, ids, tuple(checks), detail, leaves)

_FINDING_KIND = {"money": "money", "date": "date", "time": "date", "identifier": "identifier", "number": "quantity",
                 "state": "state", "value": "value", "flag": "value"}
_FINDING_REASON = {"money": ReasonCode.AMOUNT_MISMATCH, "date": ReasonCode.DATE_MISMATCH, "time": ReasonCode.DATE_MISMATCH,
                   "identifier": ReasonCode.IDENTIFIER_MISMATCH, "state": ReasonCode.RECORD_STATE_MISMATCH}


def _as_check(f: Finding) -> MentionCheck:
    """An alignment finding in the record check's terms (the span is the claim's, the value the leaf's)."""
    leaf = f.leaf
    mention = Mention(_FINDING_KIND.get(f.kind, "value"), f.start, f.end, f.text, f.text, f.negated)
    reason = None if f.ok is not False else (
        ReasonCode.VALUE_MISMATCH if f.kind == "date" and f.negated else _FINDING_REASON.get(f.kind, ReasonCode.VALUE_MISMATCH))
    return MentionCheck(mention, f.ok, leaf.evidence_id if leaf else "", leaf.path if leaf else "",
                        "" if leaf is None else (str(leaf.value).lower() if isinstance(leaf.value, bool) else str(leaf.value)),
                        reason, f.detail, f.rule)


# A claim about what the writer did, or about the customer's request: "I couldn't ...", "We've passed ...",
# "Your request to ... has been ...".
_INSTRUCTION = re.compile(r"\W*(?:(?:until then|meanwhile|in the meantime|for now),?\s+)?please\b", re.IGNORECASE)
# "your ...", or a sentence about something just named ("It includes up to 3 rooms"): this case's own.
_YOURS = re.compile(r"\byour\b|^\W*(?:it|its|it's|this|they)\b|^\W*you(?:'ve| have)(?: got)?\b", re.IGNORECASE)
_SAYS_WHAT_WE_DID = re.compile(r"\s*(?:I|we)\b|\s*(?:your|the|this) (?:[\w-]+ ){0,2}request\b", re.IGNORECASE)


# A promise the writer makes ("we'll refund any missed lesson"): what the business will do is a policy's to
# say, whoever it names; a record holds what is, not what was promised.
_WRITER_PROMISE = re.compile(r"\b(?:we|i)(?:'ll|\s+will|\s+shall)\b", re.IGNORECASE)


def names_a_record_name(findings) -> bool:
    """Does a claim name what this case's record names, written as the record writes a name ("Northgate",
    "Mr. Ada Brook")? Then "each", "up to 8" or "once approved" in it describe this record, not a policy:
    the record's values win over the rule's cues (issue 31). An UPPER_CASE enum or a lower-case word is
    not a name: policy sentences share those. A figure beside the name keeps the rule's reading: which
    field a count or a length belongs to is the rule's question too ("30 lessons each term")."""
    if any(f.kind in ("number", "money", "date", "time") for f in findings):
        return False
    return any(f.kind == "value" and f.leaf is not None and f.ok is not None and not f.loose and len(f.text) >= 4
               and isinstance(f.leaf.value, str) and f.leaf.value[:1].isupper() and not f.leaf.value.isupper()
               for f in findings)


def route_by_records(decomposition, evidence: Sequence[Evidence], limits: AlignmentLimits):
    """Route claims by what this case's records hold.

    A claim filed as a world fact (or as a rule) that names what the records hold is a record claim: it is
    read against the records, never confirmed by a passage about the policy in general. A claim filed as
    a record claim that aligns to nothing in the records or the refused calls, in a case with policy or
    passage text, restates the policy ("Storage is billed at $9 a day after three free days"): it is
    read as a rule (or a fact) against that text."""
    from dataclasses import replace

    from ...decomposition.claim_classes import RULE_CUES
    from ...types import ClaimClass
    tool_kinds, text_kinds = registry.tool_kinds(), registry.kinds_read_as(Reading.TEXT)
    records = [e for e in evidence if e.kind in tool_kinds]
    if not records:
        return decomposition  # a refused call alone still says what became of the request
    checker = record_checker(evidence, limits)
    aligner = checker.aligner
    has_text = any(e.kind in text_kinds for e in evidence)
    claims = []
    for claim in decomposition.claims:
        if claim.claim_class in (ClaimClass.FACT, ClaimClass.RULE) and _SAYS_WHAT_WE_DID.match(claim.text) \
                and (said := check_refused(checker.refused, claim.text)) and all(c.ok for c in said):
            # "I couldn't unlock your locker", "Your request to ... has been passed to our team": what became
            # of this customer's refused call, which the call itself settles, not a policy read by NLI.
            claim = replace(claim, claim_class=ClaimClass.RECORD)
        elif claim.claim_class is ClaimClass.FACT and refers_to_records(aligner, claim.text, claim.context_text):
            claim = replace(claim, claim_class=ClaimClass.RECORD)
        elif claim.claim_class is ClaimClass.RULE and (
                refers_to_records(aligner, claim.text, claim.context_text, strong_only=True)
                or (not _WRITER_PROMISE.search(claim.context_text)
                    and names_a_record_name(aligner.align(claim.text, claim.context_text).findings))
                or (_YOURS.search(claim.context_text) and any(
                    f.leaf is not None and (f.ok and f.kind in ("value", "number", "money", "date", "identifier")
                                            or f.kind == "flag" and f.ok is not None)  # "you can keep your modem"
                    for f in aligner.align(claim.text, claim.context_text).findings))):
            # "Your policy lists Thailand": a rule-shaped sentence about this customer's own record
            claim = replace(claim, claim_class=ClaimClass.RECORD)
        elif claim.claim_class is ClaimClass.RECORD and has_text and not COMPLETION_REPLY.match(claim.text) \
                and not refers_to_records(aligner, claim.text, claim.context_text) \
                and not any(f.leaf is not None for f in aligner.align(claim.text, claim.context_text).findings) \
                and not check_refused(checker.refused, claim.text):
            claim = replace(claim, claim_class=ClaimClass.RULE if RULE_CUES.search(claim.context_text)
                            else ClaimClass.FACT)
        claims.append(claim)
    return replace(decomposition, claims=tuple(claims))


_RECENT = threading.local()


def record_checker(evidence: Sequence[Evidence], limits: AlignmentLimits) -> RecordChecker:
    """The record checker of one evidence list, its records flattened and aligned once: routing and
    grounding of the same case (and the repair's re-check, which keeps the evidence) share the work. One
    slot per thread; it holds the list itself, so that list's identity cannot be reused while cached."""
    # Two slots: a claim is read against the current view of the evidence, and one that names a superseded
    # record against all of it (superseded.py), so one check may alternate between two lists.
    slots = getattr(_RECENT, "slots", None)
    if slots is None:
        slots = _RECENT.slots = []
    cached = next((slot for slot in slots if slot[0] is evidence), None)
    if cached is None:
        cached = (evidence, RecordChecker(evidence, limits))
        slots.insert(0, cached)
        del slots[2:]
    checker = copy.copy(cached[1])  # same aligner, this caller's settings
    checker.limits = limits
    return checker
