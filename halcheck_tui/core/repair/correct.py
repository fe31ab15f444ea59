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
"""
from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..case import Case, Evidence, EvidenceKind, flatten_fields
from ..decomposition.decompose import Claim, Decomposition
from ..decomposition.mentions import COMPLETION_REPLY, Mention, date_mentions, money_mentions, parse_record_date
from ..grounding.api_values import key_currency, leaf_amount
from ..grounding.grounder import GroundingResult, quantities
from ..grounding.records import AlignmentLimits, MentionCheck, record_checker
from ..grounding.states import domain_for, normalise_state
from ..memo import per_value
from ..release.policy import ClaimOutcome
from ..types import ClaimClass, ReasonCode, Verdict
from .api_fixes import unit_fix, weekday_fix

# Formatting in the draft's own style lives in draft_style.py.
from .draft_style import (
    NUMBER_WORDS,
    TIME_IN_TEXT,
    format_amount,
    format_date,
    format_number,
    format_time,
    number_value,
    parse_record_time,
    status_phrase,
)
from .fix_trial import contradicted, ruled_out_fixes
from .month_leaf import month_leaf_fix
from .name_leaf import name_leaf_fix
from .unit_leaf import unit_leaf_fixes

# Patterns written inline stay compiled here: re's own cache drops the oldest of 512 entries, and a check
# builds many one-off patterns from a case's values, so fixed ones would be compiled again case after case.
_rx = functools.lru_cache(maxsize=None)(re.compile)

ACTION_CORRECT = "correct"
ACTION_DROP = "drop"

# Readable phrases for the states the state machines know, (singular subject, plural subject). Each reads
# back as its own state through records.state_mentions (a test proves it). Tense follows the state
# machine: a queue is a present state ("is queued for review"), a milestone a perfect ("has been issued").
# Any other status value is written from the value itself: "is " + its words ("is pending review").
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


@dataclass(frozen=True)
class Voice:
    """The team's words for what happened to a refused call (Settings.correction_* fields)."""

    denied: str = "could not"
    """A denied call: "I could not transfer prescription RX-1", "Your plan could not be cancelled"."""
    escalated: str = "escalated to our team for review"
    """An escalated call: "Your request to move your exam has been escalated to our team for review"."""


# The auxiliary before a state word belongs to the replaced span: "has been issued" -> "is queued for
# review", never "has been is queued for review".
_STATE_AUX = re.compile(
    r"(?:\b(?P<aux>has|have|had|is|are|was|were|will|'s|'re)(?:\s+not|n't)?\s+(?:yet\s+)?(?:been\s+|be\s+)?"
    r"|\b(?P<neg>hasn't|haven't|isn't|aren't|wasn't|weren't|won't)\s+(?:yet\s+)?(?:been\s+|be\s+)?)"
    r"(?:already\s+|now\s+|just\s+|also\s+|successfully\s+|finally\s+|currently\s+|still\s+)?$", re.IGNORECASE)
_PLURAL_AUX = {"have", "are", "were", "'re", "haven't", "aren't", "weren't"}
# A time word after a state is part of the old claim ("issued yesterday"), not of the record's state.
_TRAILING_TIME = re.compile(r"^\s+(?:today|yesterday|this (?:morning|afternoon|week)|earlier(?: today)?|already"
                            r"|just now|successfully)\b", re.IGNORECASE)
_PASSIVE_AUX = re.compile(r"\b(?P<aux>is|are|was|were|has been|have been|had been|will be|'s been|'ve been|'s|'re)\s*"
                          r"(?:now\s+|already\s+|just\s+|successfully\s+)?$", re.IGNORECASE)
_ACTIVE_AUX = re.compile(r"(?:^|(?<=\s))(?P<subj>I|we)(?:\s*(?P<aux>have|'ve|had|'d|just|will|'ll))?\s*"
                         r"(?:now\s+|already\s+|just\s+|also\s+|successfully\s+|gone ahead and\s+)?$", re.IGNORECASE)
# The object after an active verb, up to the next preposition, conjunction or punctuation.
_OBJECT = re.compile(r"^\s+(?P<obj>(?:your|the|this|that|our|my)\s+(?:[\w$£€'-]+\s+){0,3}?[\w'-]+)"
                     r"(?=\s*(?:[,.;:!?]|$)|\s+(?:to|for|on|by|at|in|with|from|and|but|so|because|which|as|until)\b)",
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
    predicate: bool = False
    """The new text ends a predicate ("is pending review"): no noun of the old text may follow it."""


_KEEP: list = []
"""A failed claim left as it is (its finding belongs to another claim's span, which that claim corrects)."""


class _CannotFix(Exception):
    """The finding does not name a value to put in its place: the claim is dropped instead."""


def _locate(text: str, mention_text: str, start: int, end: int) -> tuple[int, int]:
    if 0 <= start < end <= len(text) and text[start:end] == mention_text:
        return start, end
    found = re.search(re.escape(mention_text), text, re.IGNORECASE) if mention_text else None
    if found is None:
        raise _CannotFix(f"{mention_text!r} is not in the claim's own text")
    return found.start(), found.end()


def _leaf(evidence: Mapping[str, Evidence], check: MentionCheck) -> Any:
    """The aligned leaf's value: the record's own (typed) value when the path resolves, else the raw string."""
    item = evidence.get(check.evidence_id)
    if item is not None and item.kind is EvidenceKind.RECORD:
        flat = flatten_fields(item.fields)
        if check.field_path in flat:
            return flat[check.field_path]
    if check.record_value in (None, ""):
        raise _CannotFix("the finding names no recorded value")
    return check.record_value


def _sibling(evidence: Mapping[str, Evidence], check: MentionCheck, word: str) -> Any:
    """The leaf named `word` nearest to the aligned leaf (same parent first): a money leaf's currency."""
    item = evidence.get(check.evidence_id)
    if item is None or item.kind is not EvidenceKind.RECORD:
        return None
    parts = check.field_path.split(".")
    flat = flatten_fields(item.fields)
    for depth in range(len(parts) - 1, -1, -1):
        prefix = ".".join(parts[:depth])
        for path, value in flat.items():
            rest = path[len(prefix) + 1:] if prefix else path
            if (not prefix or path.startswith(prefix + ".")) and "." not in rest and word in rest.lower():
                return value
    return None


# --- one fixer per kind of specific ------------------------------------------------------------------------


def _state_phrase(value: Any, plural: bool) -> tuple[str, bool]:
    """(phrase, known): a state the state machines know in their phrase; any other value from its words."""
    known = domain_for(str(value))
    # A value the machines know under its own name gets their phrase; an alias keeps its own words
    # ("pending_review" -> "is pending review", not the machine's "is queued for review").
    if known is not None and (known[0].name, known[1]) in STATE_PHRASES and known[1] == normalise_state(value):
        return STATE_PHRASES[(known[0].name, known[1])][plural], True
    words = status_phrase(value)
    if not _rx(r"[a-z][a-z0-9 ]{0,40}").fullmatch(words):
        raise _CannotFix(f"the status value {value!r} is not a short phrase")
    return f"{'are' if plural else 'is'} {words}", False


def _fix_state(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> _Fix:
    value = _leaf(evidence, check)
    start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
    trailing = _TRAILING_TIME.match(text[end:])
    if trailing:
        end += trailing.end()
    aux = _STATE_AUX.search(text[:start])
    own_aux = _rx(r"(?P<aux>is|are|was|were|has|have)\b", re.IGNORECASE).match(text[start:end])
    if aux is None and own_aux is None:
        raise _CannotFix("no auxiliary before the state word, so a replacement would not be grammatical")
    word = ((aux.group("aux") or aux.group("neg")) if aux else own_aux.group("aux")).lower()
    begin = aux.start() if aux else start
    subject = _rx(r"(?:^|\s)(?P<s>I|we|you|they)\s*$", re.IGNORECASE).search(text[:begin])
    if subject and subject.group("s").lower() in {"i", "we"}:
        # "I have issued your refund" -> "your refund is queued for review": the thing has the state, not us.
        obj = _OBJECT.match(text[end:])
        if obj is None:
            raise _CannotFix("the state is said of the writer and no object can take it")
        noun = obj.group("obj")
        plural = noun.split()[-1].lower().endswith("s") and not noun.split()[-1].lower().endswith("ss")
        phrase, _ = _state_phrase(value, plural)
        return _Fix(subject.start("s"), end + obj.end(), f"{noun} {phrase}", check.evidence_id, check.field_path,
                    check.reason, predicate=True)
    phrase, _ = _state_phrase(value, word in _PLURAL_AUX)
    return _Fix(begin, end, phrase, check.evidence_id, check.field_path, check.reason, predicate=True)


# Units a leaf's name can carry that are never money: "energy_kwh", "wait_minutes", "desks". An amount is never
# corrected to such a leaf, whatever the alignment made of it ("$93.10 for 515 kWh" -> never "$515.00").
_NOT_MONEY_UNITS = frozenset("""kwh wh kw mwh minutes minute mins min hours hour hrs hr days day weeks months years
qty quantity count kg kgs lb lbs km kms miles mi metres meters gb mb tb pct percent seats units points kilos litres
liters gallons""".split())


def _path_words(path: str) -> list[str]:
    """The words of a leaf's dot path's last named part: "parts.0.list_price" -> ["list", "price"]."""
    named = [p for p in path.split(".") if not p.isdigit()]
    last = _rx(r"(?<=[a-z])(?=[A-Z])").sub(" ", named[-1] if named else "").lower()
    return [w for w in _rx(r"[^a-z]+").split(last) if w]


def _leaf_named_in(text: str, path: str) -> bool:
    """Whether the claim speaks of the leaf by name: a word of its path in the claim (five-letter stems)."""
    said = _stems(text)
    return any(w[:5] in said for w in _path_words(path) if len(w) >= 3)


# Words a money leaf's name is made of (a general table, no record's own field names).
_MONEY_WORDS = frozenset("""amount price fee fees total cost charge charges balance paid due net gross payout refund
deposit premium excess subtotal tax fare rate credit owed spend spent salary pay""".split())


def _other_figure(text: str, check: MentionCheck, value: float) -> str | None:
    """A plain number outside the finding's span that equals `value`: the figure the claim gives for
    something else ("642 kWh"), so the leaf holding it is not the amount's."""
    for m in _rx(r"(?<![\w.,$£€¥₹])\d[\d,]*(?:\.\d+)?(?![\w]|[.,]\d)").finditer(text):
        if not (m.start() >= check.mention.start and m.end() <= check.mention.end) \
                and number_value(m.group(0)) == value and not money_mentions(text[max(0, m.start() - 4):m.end()]):
            return m.group(0)
    return None


def _money_leaf_doubt(text: str, check: MentionCheck, amount: Any) -> str | None:
    """Why the aligned leaf cannot be the amount the claim means, or None."""
    if set(_path_words(check.field_path)) & _NOT_MONEY_UNITS:
        return f"{check.field_path} measures something other than money"
    if isinstance(amount, (int, float)) and not isinstance(amount, bool):
        said = _other_figure(text, check, float(amount))
        if said is not None:
            return f"{check.field_path} holds {said}, a figure the claim gives for something else"
    return None


def _better_money_leaf(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> MentionCheck | None:
    """The amount leaf a contradicted amount means when the aligned leaf cannot be it: the one sibling leaf
    (same parent) named as money, holding a number the claim does not give for something else."""
    item = evidence.get(check.evidence_id)
    if item is None or item.kind is not EvidenceKind.RECORD:
        return None
    parent = check.field_path.rsplit(".", 1)[0] if "." in check.field_path else ""
    candidates = []
    for path, value in flatten_fields(item.fields).items():
        here = path.rsplit(".", 1)[0] if "." in path else ""
        words = set(_path_words(path))
        if path == check.field_path or here != parent or isinstance(value, bool) \
                or not isinstance(value, (int, float)) or not words & _MONEY_WORDS or words & _NOT_MONEY_UNITS:
            continue
        if _other_figure(text, check, float(value)) is None:
            candidates.append((path, value))
    if len(candidates) != 1:
        return None
    path, value = candidates[0]
    return MentionCheck(check.mention, False, check.evidence_id, path, str(value), check.reason,
                        f"{check.detail} (the amount is {path})")


def _fix_money(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> _Fix:
    amount = _leaf(evidence, check)
    if isinstance(amount, bool):
        raise _CannotFix("the recorded amount is not a number")
    doubt = _money_leaf_doubt(text, check, amount)
    if doubt is not None:
        better = _better_money_leaf(text, check, evidence)
        if better is None:
            raise _CannotFix(doubt)
        check, amount = better, _leaf(evidence, better)
    amount = number_value(str(amount)) if not isinstance(amount, (int, float)) else float(amount)
    if amount is None:
        raise _CannotFix("the recorded amount is not a number")
    amount = leaf_amount(check.field_path, amount)  # hundredths of a minor-unit key ("amount_cents")
    currency = _sibling(evidence, check, "currency")
    currency = str(currency).upper() if isinstance(currency, str) and len(currency) == 3 else None
    currency = currency or key_currency(check.field_path)
    start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
    shown = money_mentions(text[start:end])
    if shown:  # the span may carry words around the amount ("active with €50"): only the amount changes
        start, end = start + shown[0].start, start + shown[0].end
    return _Fix(start, end, format_amount(float(amount), text[start:end], currency), check.evidence_id,
                check.field_path, check.reason)


def _fix_identifier(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> _Fix:
    value = str(_leaf(evidence, check)).strip()
    start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
    said = text[start:end]
    if _rx(r"\d+").fullmatch(said) and len(value) > len(said) and re.search(rf"\d{{{len(said)}}}$", value):
        value = value[-len(said):]  # "ending 6602" against a masked or full number: the same last digits
    if said.startswith("#") and not value.startswith("#"):
        value = "#" + value
    if not value:
        raise _CannotFix("the recorded id is empty")
    return _Fix(start, end, value, check.evidence_id, check.field_path, check.reason)


# The role a date plays, from the words before it in the claim and the words of the leaf's path: a claim's
# end date ("valid until", "check-out on", "to 14 April") is never corrected to a start leaf (starts_on,
# arrival_day), nor the other way round: such a leaf is the other end of the same period.
_END_WORDS = frozenset("until till through thru expires expire expiry expiring end ends ending out to due deadline "
                       "last close closes closing".split())
_START_WORDS = frozenset("from since start starts starting begin begins beginning in issued opened created received "
                         "first open opens".split())


def _opposite_roles(text: str, start: int, path: str) -> bool:
    said = set(_rx(r"[a-z]+").findall(text[:start].lower())[-3:])
    leaf = _role_words(path)
    return bool((said & _END_WORDS and leaf & _START_WORDS and not leaf & _END_WORDS)
                or (said & _START_WORDS and not said & _END_WORDS and leaf & _END_WORDS and not leaf & _START_WORDS))


def _role_words(path: str) -> set[str]:
    last = _rx(r"(?<=[a-z])(?=[A-Z])").sub(" ", path.split(".")[-1])
    return set(_rx(r"[a-z]+").findall(last.lower().replace("_", " ")))


def _dates_said(text: str, start: int, end: int) -> set[tuple[int, int]]:
    return {(d.value[1], d.value[2]) for d in date_mentions(text[:start] + " " * (end - start) + text[end:])}


def _better_date_leaf(text: str, start: int, end: int, check: MentionCheck,
                      evidence: Mapping[str, Evidence]) -> MentionCheck | None:
    """The date leaf a contradicted date means, when the one aligned to it cannot be: it is the other end
    of the period ("expires on" aligned to opened_on) or its date is one the claim already gives for
    something else. A sibling date leaf (same parent) whose name plays the role the claim's words give the
    date ("expires" -> expiry_day, "until" -> ends_on, "check-out" -> departure_day), the only such leaf."""
    item = evidence.get(check.evidence_id)
    if item is None or item.kind is not EvidenceKind.RECORD:
        return None
    parent = check.field_path.rsplit(".", 1)[0] if "." in check.field_path else ""
    said_words = set(_rx(r"[a-z]+").findall(text[:start].lower())[-3:])
    said_stems = {w[:5] for w in said_words if len(w) >= 4}
    taken = _dates_said(text, start, end)
    candidates = []
    for path, value in flatten_fields(item.fields).items():
        here = path.rsplit(".", 1)[0] if "." in path else ""
        if path == check.field_path or here != parent or not isinstance(value, str):
            continue
        day = parse_record_date(value)
        if day is None or (day[1], day[2]) in taken or _opposite_roles(text, start, path):
            continue
        leaf = _role_words(path)
        plays = (bool(said_words & _END_WORDS) and bool(leaf & _END_WORDS)) or \
            (bool(said_words & _START_WORDS) and not said_words & _END_WORDS and bool(leaf & _START_WORDS)) or \
            bool({w[:5] for w in leaf if len(w) >= 4} & said_stems)
        if plays:
            candidates.append((path, value))
    if len(candidates) != 1:
        return None
    path, value = candidates[0]
    return MentionCheck(check.mention, False, check.evidence_id, path, value, check.reason,
                        f"{check.detail} (the claim's role for the date is {path})")


def _fix_date(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[_Fix]:
    start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
    raw = _leaf(evidence, check)
    aligned_day = parse_record_date(raw) if isinstance(raw, str) else None
    if _opposite_roles(text, start, check.field_path) or (
            aligned_day is not None and date_mentions(text[start:end])
            and (aligned_day[1], aligned_day[2]) in _dates_said(text, start, end)):
        better = _better_date_leaf(text, start, end, check, evidence)
        if better is None:
            raise _CannotFix(f"{check.field_path} is the other end of the period the claim dates, or a date "
                             f"the claim gives for something else")
        check = better
    raw = _leaf(evidence, check)
    day = parse_record_date(raw) if isinstance(raw, str) else None
    clock = parse_record_time(raw)
    span = text[start:end]
    fixes = []
    dates = date_mentions(span)
    if dates and day is not None:
        d = dates[0]
        new = format_date(day, d.text)
        if new.lower() == d.text.lower():
            return [_take_back_negation(text, start, check)]
        at = start + span.index(d.text)
        fixes.append(_Fix(at, at + len(d.text), new, check.evidence_id, check.field_path, check.reason))
    elif day is not None and not TIME_IN_TEXT.search(span):
        like = span.strip()
        new = format_date(day, like)
        if new.lower() == like.lower():
            return [_take_back_negation(text, start, check)]
        fixes.append(_Fix(start, end, new, check.evidence_id, check.field_path, check.reason))
    time_said = TIME_IN_TEXT.search(span)
    if time_said and clock is not None:
        new = format_time(clock, time_said.group(0))
        if new != time_said.group(0):
            fixes.append(_Fix(start + time_said.start(), start + time_said.end(), new, check.evidence_id,
                              check.field_path, check.reason))
    if not fixes:
        raise _CannotFix("the recorded date or time cannot be read, or the span holds neither")
    return fixes


_TIME_SPAN = r"\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?(?![a-z]))?"
_TIME_RANGE = re.compile(rf"\b(?:between|from)\s+(?P<a>{_TIME_SPAN})\s+(?:and|to|until|till|-|–)\s+"
                         rf"(?P<b>{_TIME_SPAN})"
                         rf"|\b(?P<a2>{_TIME_SPAN})\s*(?:-|–|to)\s*(?P<b2>{_TIME_SPAN})", re.IGNORECASE)


def _fix_time_range(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[_Fix]:
    """"between 8 am and 11 am" against a window from 14:00 to 17:00: a range is corrected end by end from the
    start and end leaves of the object the aligned leaf sits in, both ends together (one end's leaf may hold
    the other end's time: correcting one alone writes "between 1 pm and 1 pm"). [] when this is no range."""
    item = evidence.get(check.evidence_id)
    if item is None or item.kind is not EvidenceKind.RECORD:
        return []
    try:
        start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
    except _CannotFix:
        return []
    found = next((m for m in _TIME_RANGE.finditer(text)
                  if any(m.start(g) <= start and end <= m.end(g) for g in ("a", "b", "a2", "b2") if m.group(g))), None)
    if found is None:
        return []
    a, b = ("a", "b") if found.group("a") else ("a2", "b2")
    if not (TIME_IN_TEXT.search(found.group(a)) or TIME_IN_TEXT.search(found.group(b))):
        return []
    parent = check.field_path.rsplit(".", 1)[0] if "." in check.field_path else ""
    ends: dict[str, list[tuple[str, tuple[int, int]]]] = {"start": [], "end": []}
    for path, value in flatten_fields(item.fields).items():
        here = path.rsplit(".", 1)[0] if "." in path else ""
        clock = parse_record_time(value) if here == parent else None
        if clock is None:
            continue
        role = _role_words(path)
        if role & _START_WORDS and not role & _END_WORDS:
            ends["start"].append((path, clock))
        elif role & _END_WORDS and not role & _START_WORDS:
            ends["end"].append((path, clock))
    if len(ends["start"]) != 1 or len(ends["end"]) != 1:
        return []
    fixes = []
    for group, (path, clock) in ((a, ends["start"][0]), (b, ends["end"][0])):
        said = found.group(group)
        new = format_time(clock, said)
        if new.lower() != said.lower():
            fixes.append(_Fix(found.start(group), found.end(group), new, check.evidence_id, path, check.reason))
    return fixes


def _take_back_negation(text: str, start: int, check: MentionCheck) -> _Fix:
    """"will not be billed on June 1" against a recorded June 1: the date stands, the negation goes."""
    before = text[:start]
    clause = max(before.rfind(","), before.rfind(";")) + 1
    for pattern, replacement in _NEGATED_FUTURE:
        found = None
        for found in pattern.finditer(before, clause):
            pass
        if found is not None:
            return _Fix(found.start(), found.end(), replacement, check.evidence_id, check.field_path, check.reason)
    raise _CannotFix("the date is the recorded one and there is no negation to take back")


_NUMBER_IN_SPAN = re.compile(r"\d[\d,]*(?:\.\d+)?|\b(?:" + "|".join(NUMBER_WORDS) + r")\b", re.IGNORECASE)


def _fix_number(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[_Fix]:
    raw = _leaf(evidence, check)
    if isinstance(raw, bool):
        raise _CannotFix("a yes/no field is not a count")
    if isinstance(raw, (int, float)):
        value = float(raw)
    else:
        inner = _NUMBER_IN_SPAN.search(str(raw))
        value = number_value(inner.group(0)) if inner else None
    if value is None:
        raise _CannotFix("the recorded value is not a number")
    start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
    said = _NUMBER_IN_SPAN.search(text[start:end])
    if said is None:
        raise _CannotFix("no number in the span")
    old_value = number_value(said.group(0))
    if old_value is not None and float(old_value).is_integer() != float(value).is_integer():
        raise _CannotFix("a count and a measure are not the same figure")
    if _rx(r"(?:19|20)\d\d").fullmatch(said.group(0)) and not _rx(r"(?:19|20)\d\d").fullmatch(f"{value:g}"):
        raise _CannotFix("a year is not a count")
    a, b = start + said.start(), start + said.end()
    fixes = [_Fix(a, b, format_number(value, said.group(0)), check.evidence_id, check.field_path, check.reason)]
    unit = unit_fix(text, b, check.field_path)  # "45 hours" against a minutes key: the key's unit
    if unit is not None:
        return fixes + [_Fix(*unit, check.evidence_id, check.field_path, check.reason)]
    agreement = _noun_agreement(text, b, old_value, value, check.evidence_id, check.field_path, check.reason)
    return fixes + ([agreement] if agreement else [])


def _noun_agreement(text: str, after: int, old_value: float | None, value: float, evidence_id: str | None,
                    field: str | None, reason: ReasonCode | None) -> _Fix | None:
    """"two checked bags" -> "one checked bag": the counted noun after a changed number agrees with it."""
    noun = _rx(r"(\s+(?:[a-z-]+\s+)?)([a-z]+)\b").match(text[after:])
    if noun is None or old_value is None or (old_value == 1) == (value == 1):
        return None
    word = noun.group(2)
    if value == 1 and word.endswith("s") and not word.endswith("ss"):
        new_word = word[:-3] + "y" if word.endswith("ies") else word[:-1]
    elif old_value == 1 and not word.endswith("s"):
        new_word = word[:-1] + "ies" if _rx(r"[^aeiou]y$").search(word) else word + "s"
    else:
        return None
    at = after + noun.start(2)
    return _Fix(at, at + len(word), new_word, evidence_id, field, reason)


def _fix_value(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> _Fix:
    value = _leaf(evidence, check)
    if isinstance(value, (dict, list)) or isinstance(value, bool):
        raise _CannotFix("the leaf is not a value a sentence can carry")
    new = str(value).strip()
    if "_" in new and " " not in new:
        new = status_phrase(new)
    if not new or len(new) > 60 or "\n" in new:
        raise _CannotFix("the recorded value is not a short phrase")
    mention = check.mention
    start, end = _locate(text, mention.text, mention.start, mention.end)
    said = str(mention.value) if mention.value not in (None, "") else text[start:end]
    inner = re.search(re.escape(said), text[start:end], re.IGNORECASE)
    if inner is not None:
        start, end = start + inner.start(), start + inner.end()
    old = text[start:end]
    if old.isupper() and new.islower() and len(new) <= 5:
        new = new.upper()
    elif old[:1].isupper() and new[:1].islower() and start > 0:
        new = " ".join(w[:1].upper() + w[1:] for w in new.split())
    # "Luis Ortega" said, "Maria Ortega" held: one name for the other, never both.
    return _Fix(start, end, new, check.evidence_id, check.field_path, check.reason)


# --- refused and escalated calls -------------------------------------------------------------------------

_IRREGULAR_PAST = {"send": "sent", "pay": "paid", "make": "made", "reset": "reset", "set": "set", "put": "put",
                   "give": "given", "get": "got", "buy": "bought", "hold": "held", "freeze": "frozen",
                   "do": "done", "take": "taken", "write": "written", "run": "run", "build": "built",
                   "cancel": "cancelled", "transfer": "transferred", "ship": "shipped", "stop": "stopped",
                   "submit": "submitted", "refer": "referred", "top": "topped", "drop": "dropped", "plan": "planned"}
_BASE_OF = {past: base for base, past in _IRREGULAR_PAST.items()} | {"canceled": "cancel", "froze": "freeze"}


def past_of(verb: str) -> str:
    verb = verb.lower()
    if verb in _IRREGULAR_PAST:
        return _IRREGULAR_PAST[verb]
    if verb.endswith("e"):
        return verb + "d"
    if _rx(r"[^aeiou]y$").search(verb):
        return verb[:-1] + "ied"
    return verb + "ed"


def base_of(past: str, tool_verb: str) -> str:
    """The base form of a past verb the draft used ("moved" -> "move"); the tool's own verb when it is one."""
    past = past.lower()
    if past in {past_of(tool_verb), tool_verb} or (tool_verb == "cancel" and past == "canceled"):
        return tool_verb
    if past in _BASE_OF:
        return _BASE_OF[past]
    if past.endswith("ied"):
        return past[:-3] + "y"
    if past.endswith("ed"):
        stem = past[:-2]
        if _rx(r"(?:[^aeiou][vcsz]|at|ut|it|ag|ng|rg|uc|ur|iv|ov|av|iz|us|ys|ai[vs]|ee|[^aeiou]l|ar)$").search(stem) \
                and not stem.endswith(("ss", "ll")):
            return stem + "e"
        return stem
    return past


def _tool_words(tool: str) -> tuple[str, str]:
    """("renew", "licence") for renew_licence / renewLicence."""
    words = [w.lower() for w in _rx(r"[_\-\s.]+|(?<=[a-z])(?=[A-Z])").split(tool) if w]
    return (words[0] if words else tool.lower()), " ".join(words[1:])


def _call_action(call: Evidence, text: str) -> str:
    """What the call would have done, in plain words from its tool and the arguments the claim speaks of:
    "pay the delay benefit (flight QF 12)". Arguments the claim does not mention are left out (they add
    nothing the customer asked about), and so is a `reason` argument: the statement says what happened."""
    verb, noun = _tool_words(call.tool)
    said_dates = {(d.value[1], d.value[2]): d.text for d in date_mentions(text)}
    shown = []
    for key, value in call.args.items():
        if isinstance(value, bool) or not isinstance(value, (str, int, float)) or key.lower() == "reason":
            continue
        day = parse_record_date(value) if isinstance(value, str) else None
        if day is not None and (day[1], day[2]) in said_dates:
            shown.append(f"{_key_words(key)} {format_date(day, said_dates[(day[1], day[2])])}")
        elif str(value) and re.search(rf"(?<![\w]){re.escape(str(value))}(?![\w])", text, re.IGNORECASE):
            shown.append(f"{_key_words(key)} {value}")
        elif isinstance(value, (int, float)) and any(abs(m.value[0] - float(value)) < 0.005
                                                     for m in money_mentions(text)):
            money = next(m for m in money_mentions(text) if abs(m.value[0] - float(value)) < 0.005)
            shown.append(f"{_key_words(key)} {format_amount(float(value), money.text)}")
        elif isinstance(value, (int, float)) and any(number_value(m.group(0)) == float(value)
                                                     for m in _rx(r"\d[\d,]*(?:\.\d+)?").finditer(text)):
            shown.append(f"{_key_words(key)} {format_number(float(value), '1,000' if value >= 1000 else '1')}")
    action = f"{verb} the {noun}" if noun else verb
    return action + (f" ({', '.join(shown)})" if shown else "")


def _key_words(key: str) -> str:
    """An argument's name as words, without tokens that mix letters and figures ("payee_iban_tail4" ->
    "payee iban"): those read as code in a sentence, and the value after them says the rest."""
    words = [w for w in status_phrase(key).split() if not (_rx(r"\d").search(w) and _rx(r"[a-z]").search(w))]
    return " ".join(words) or status_phrase(key)


def _first_clause(rest: str) -> str:
    """What the effect was done to, without a clause hung on it (", so only $50 remains", ", which ..."):
    that clause reports the effect's consequences, which did not happen either."""
    return _rx(r"\s*[,;:]\s+|\s+(?:so|which|and then)\s+").split(rest.rstrip(), maxsplit=1)[0]


_PAST_WORD = re.compile(r"[A-Za-z]+(?:ed|en)|sent|paid|made|set|put|reset|done|got|bought|held|frozen")


def _effect_verb(text: str, check: MentionCheck, tool_verb: str) -> tuple[int, int]:
    """Where the claim says the call's effect happened: the finding's span when it is a past verb, else the
    tool's own verb in the claim, else a past verb after "I've" / "has been" / "is"; (-1, -1) when none."""
    try:
        start, end = _locate(text, check.mention.text, check.mention.start, check.mention.end)
        if _PAST_WORD.fullmatch(text[start:end]):
            return start, end
    except _CannotFix:
        pass
    forms = {past_of(tool_verb), tool_verb + "ed", "canceled" if tool_verb == "cancel" else ""} - {""}
    own = re.search(rf"\b(?:{'|'.join(map(re.escape, sorted(forms)))})\b", text, re.IGNORECASE)
    if own:
        return own.start(), own.end()
    for pattern in (_DONE_BY_US, _DONE_TO_IT, _IS_DONE):
        found = pattern.search(text)
        if found:
            return found.start("verb"), found.end("verb")
    return -1, -1


def _fix_refused(text: str, check: MentionCheck, call: Evidence, voice: Voice,
                 others_cover_it: bool) -> _Fix | None:
    """The effect of a refused call -> a plain statement that it was not done (None: drop the claim)."""
    escalated = str(call.decision).upper() == "ESCALATE"
    verb, noun = _tool_words(call.tool)
    if check.mention.value == "done" or COMPLETION_REPLY.match(text):  # a bare "Done!"
        if others_cover_it:
            return None
        subject = f"Your {noun}" if noun else "Your request"
        new = (f"{subject} has not been {past_of(verb)} yet, as the request has been {voice.escalated}" if escalated
               else f"{subject} {voice.denied} be {past_of(verb)}")
        return _Fix(0, len(text), new, call.id, "decision", check.reason)
    start, end = _effect_verb(text, check, verb)
    said = text[start:end] if start >= 0 else ""
    is_verb = start >= 0
    active = _ACTIVE_AUX.search(text[:start]) if start >= 0 and is_verb else None
    if active:
        # "I've moved your fitting to 3 August" -> a plain statement of the call: "I could not reschedule the
        # exam (new slot May 19)" / "Your request to reschedule the exam (...) has been passed to our team
        # for review". The call's own words are what the evidence says; the draft's wording of the effect
        # carries figures (a compensation amount, a destination card) the call may not hold.
        action = _call_action(call, text)
        if escalated:
            new = f"Your request to {action} has been {voice.escalated}"
        else:
            new = f"{active.group('subj')} {voice.denied} {action}"
        return _Fix(active.start(), len(text.rstrip()), new, call.id, "decision", check.reason)
    passive = _PASSIVE_AUX.search(text[:start]) if start > 0 and is_verb else None
    if passive and text[:passive.start()].strip():
        # "Your wire has been sent" -> "Your wire could not be sent" / "... has not been sent yet; ...".
        plural = passive.group("aux").lower() in {"are", "were", "have been", "'ve been", "'re"}
        rest = _first_clause(text[end:])
        if escalated:
            new = (f"{'have' if plural else 'has'} not been {said.lower()}{rest} yet, as the request has "
                   f"been {voice.escalated}")
        else:
            new = f"{voice.denied} be {said.lower()}{rest}"
        if passive.group("aux").startswith("'"):
            new = " " + new  # "it's cancelled" -> "it could not be cancelled"
        return _Fix(passive.start(), len(text.rstrip()), new, call.id, "decision", check.reason)
    # Any other wording of the effect ("is now active", "now goes to ..."): say what the call was.
    return _plain_call_fix(text, call, voice, check.reason)


def _plain_call_fix(text: str, call: Evidence, voice: Voice, reason: ReasonCode | None) -> _Fix:
    """The whole claim -> the plain statement of the refused call, in the call's own words."""
    action = _call_action(call, text)
    escalated = str(call.decision).upper() == "ESCALATE"
    new = f"Your request to {action} has been {voice.escalated}" if escalated else f"I {voice.denied} {action}"
    return _Fix(0, len(text.rstrip()), new, call.id, "decision", reason)


def _unit_leaf_plan(plan: dict[str, list[_Fix] | None], failed: Sequence[ClaimOutcome], draft: str,
                    evidence: Mapping[str, Evidence]) -> None:
    """An unsupported record claim left to be dropped whose unit figure (unit_leaf.py), name (name_leaf.py) or
    month (month_leaf.py) one leaf corrects."""
    for o in failed:
        if o.claim.id not in plan or plan[o.claim.id] is not None or o.verdict is not Verdict.INSUFFICIENT \
                or o.claim.claim_class is not ClaimClass.RECORD:
            continue
        found = unit_leaf_fixes(o.claim.text, draft, evidence)
        one = None if found else name_leaf_fix(o.claim.text, draft, evidence) or month_leaf_fix(o.claim.text, draft,
                                                                                              evidence)
        fixes = [_Fix(a, b, new, eid, path, ReasonCode.VALUE_MISMATCH)
                 for a, b, new, eid, path in found + ([one] if one else [])]
        plan[o.claim.id] = _harmless(o.claim.text, fixes) if fixes else None


def _restate_refused(plan: dict[str, list[_Fix] | None], failed: Sequence[ClaimOutcome], case: Case,
                     evidence: Mapping[str, Evidence], voice: Voice, limits: AlignmentLimits) -> None:
    """A refused call's effect rewritten in the draft's words ("could not be moved to <date>") that the
    records still contradict (the negation meets a value the call's arguments hold): the plain statement
    of the call instead, or the claim dropped when that too is contradicted."""
    for o in failed:
        fixes = plan.get(o.claim.id)
        if not fixes or len(fixes) != 1 or fixes[0].field != "decision" or fixes[0].start == 0:
            continue
        call = evidence.get(fixes[0].evidence_id)
        if call is None or call.kind is not EvidenceKind.REFUSED_CALL \
                or not contradicted(o.claim.text, fixes, case.evidence, limits):
            continue
        plain = _plain_call_fix(o.claim.text, call, voice, fixes[0].reason)
        plan[o.claim.id] = None if contradicted(o.claim.text, [plain], case.evidence, limits) else [plain]


_DONE_BY_US = re.compile(r"\b(?:I|we)(?:\s*(?:'ve|have|had|just))?\s+(?:now\s+|already\s+|just\s+|also\s+)?"
                        r"(?P<verb>[a-z]+(?:ed|en)|sent|paid|made|set|put|reset|done|got|bought|held)\b", re.IGNORECASE)
_DONE_TO_IT = re.compile(r"\b(?:has|have|had)\s+(?:now\s+|already\s+|just\s+)?been\s+(?:now\s+|already\s+)?"
                         r"(?P<verb>[a-z]+(?:ed|en)|sent|paid|made|set|put|reset|done)\b", re.IGNORECASE)


_IS_DONE = re.compile(r"\b(?:is|are|was|were)\s+(?:now\s+|already\s+)?(?P<verb>[a-z]+ed)\b", re.IGNORECASE)


def _speaks_of(call: Evidence, text: str, verb: str) -> bool:
    """Whether a claim is about this call: its verb is the tool's, or it names one of the call's arguments
    (an id, a name, a date or a figure the call carried)."""
    tool_verb, noun = _tool_words(call.tool)
    if base_of(verb, tool_verb) == tool_verb or verb.lower() == past_of(tool_verb):
        return True
    said_dates = {(d.value[1], d.value[2]) for d in date_mentions(text)}
    said_numbers = {number_value(m.group(0)) for m in _rx(r"\d[\d,]*(?:\.\d+)?").finditer(text)}
    for value in call.args.values():
        if isinstance(value, bool):
            continue
        if isinstance(value, (int, float)) and value >= 10 and float(value) in said_numbers:
            return True
        if isinstance(value, str):
            day = parse_record_date(value)
            if day is not None and (day[1], day[2]) in said_dates:
                return True
            if len(value) >= 3 and re.search(rf"(?<![\w]){re.escape(value)}(?![\w])", text, re.IGNORECASE):
                return True
    return False


def refused_effect(text: str, evidence: Mapping[str, Evidence]) -> MentionCheck | None:
    """A finding for a claim that reports, as done, what a refused call would have done, when the grounding
    named none: "I've moved your fitting to 3 August" with move_fitting(new_date=2026-08-03) refused."""
    calls = [e for e in evidence.values() if e.kind is EvidenceKind.REFUSED_CALL]
    for pattern in (_DONE_BY_US, _DONE_TO_IT):
        for m in pattern.finditer(text):
            if _rx(r"\b(?:not|never)\s*$|n't\s*$").search(text[:m.start("verb")]):
                continue
            call = next((c for c in calls if _speaks_of(c, text, m.group("verb"))), None)
            if call is not None:
                mention = Mention("state", m.start("verb"), m.end("verb"), m.group("verb"), "executed")
                return MentionCheck(mention, False, call.id, "decision", f"{call.tool} {call.decision}",
                                    ReasonCode.NOT_EXECUTED, "the claim reports the effect of a refused call")
    return None


# --- policy figures ----------------------------------------------------------------------------------------

_CURRENCY = r"(?:[$€£¥₹]|(?:AUD|USD|EUR|GBP|CAD|INR|CHF)\s?)"
_NUM = r"(?:\d[\d,]*(?:\.\d+)?|" + "|".join(NUMBER_WORDS[1:]) + r")"
_MARK = r"(?:\s?(?:%|¢|[ap]\.m\.|[ap]m\b)|(?::\d{2})(?:\s?(?:[ap]\.m\.|[ap]m\b))?)"
_FIGURE = re.compile(
    rf"(?P<fig>(?P<cur>{_CURRENCY})?(?P<n1>{_NUM})(?P<m1>{_MARK})?"
    rf"(?:\s*(?:to|-|–|and|or)\s*(?P<cur2>{_CURRENCY})?(?P<n2>{_NUM})(?P<m2>{_MARK})?)?)"
    r"(?P<tail>(?:[\s-]+[A-Za-z]+){0,2})", re.IGNORECASE)
_CONTENT_WORD = re.compile(r"[a-z]{3,}")
_STOP = frozenset("the and for with your you our are is was were has have been will can may per each any all "
                  "this that from than more less least most only also not just into onto within a an to of in on "
                  "at by or if as up so it its".split())


def _stems(text: str) -> frozenset[str]:
    """Content words cut to five letters, so "password" meets "passwords" and "expire" meets "expires"."""
    return frozenset(w[:5] for w in _CONTENT_WORD.findall(text.lower()) if w not in _STOP)


@dataclass(frozen=True)
class _Figure:
    start: int
    end: int
    text: str
    values: tuple[float, ...]
    units: frozenset[str]
    before: str
    context: frozenset[str]
    tail: str
    """The words after the number ("business days"): replaced with it when the premise writes the same."""


@per_value(maxsize=256)
def _figures(text: str) -> tuple[_Figure, ...]:
    # Every failed claim reads every policy sentence's figures: once per sentence.
    out = []
    for m in _FIGURE.finditer(text):
        if m.start() > 0 and (text[m.start() - 1].isalnum() or text[m.start() - 1] in "-/.:"):
            continue  # inside an id or a date
        values = tuple(v for v in (number_value(m.group("n1")), number_value(m.group("n2") or "")) if v is not None)
        if not values:
            continue
        units = set()
        for mark in ("cur", "cur2", "m1", "m2"):
            if m.group(mark):
                shown = m.group(mark).strip().lower()
                units.add("time" if shown.startswith(":") or shown.rstrip(".") in {"am", "pm", "a.m", "p.m"}
                          else shown)
        tail = [w.lower() for w in _rx(r"[A-Za-z]+").findall(m.group("tail"))]
        units.update(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in tail if w not in _STOP)
        words_before = _rx(r"[A-Za-z]+").findall(text[max(0, m.start() - 30):m.start()])
        before = words_before[-1].lower() if words_before else ""
        window = text[max(0, m.start() - 60):m.end() + 40].lower()
        context = _stems(window)
        out.append(_Figure(m.start("fig"), m.end("fig"), m.group("fig"), values, frozenset(units), before, context,
                           m.group("tail")))
    return tuple(out)


def _figure_fixes(text: str, premise_text: str, evidence_id: str) -> list[_Fix]:
    """Each figure of the claim that the premise states otherwise about the same thing (the same unit or
    the same word before it, and words around it in common) -> the premise's figure."""
    claimed, stated = _figures(text), _figures(premise_text)
    pairs = []
    for c in claimed:
        if any(set(c.values) == set(s.values) and (c.units & s.units or not c.units) for s in stated):
            continue  # the premise states this figure: it stands
        for s in stated:
            same_kind = bool(c.units & s.units) if (c.units or s.units) else c.before == s.before
            if c.units and s.units and not (c.units & s.units):
                same_kind = False
            if not same_kind or len(c.values) != len(s.values) and not (c.units & s.units):
                continue
            overlap = len(c.context & s.context) + (c.before == s.before and bool(c.before))
            if overlap:
                pairs.append((overlap, c, s))
    fixes, used_c, used_s = [], set(), set()
    for overlap, c, s in sorted(pairs, key=lambda p: -p[0]):
        if c.start in used_c or s.start in used_s:
            continue
        used_c.add(c.start)
        used_s.add(s.start)
        new, end = s.text, c.end
        if c.tail.strip() and c.tail.lower() == s.tail.lower():
            new, end = s.text + s.tail, c.end + len(c.tail)
        elif len(c.values) == 1 and len(s.values) == 1 and re.fullmatch(_NUM, c.text.strip(), re.IGNORECASE) \
                and re.fullmatch(_NUM, s.text.strip(), re.IGNORECASE):
            new = format_number(s.values[0], c.text)
        fixes.append(_Fix(c.start, end, new, evidence_id, "text", ReasonCode.VALUE_MISMATCH))
        if end == c.end and len(c.values) == 1 and len(s.values) == 1:
            agreement = _noun_agreement(text, c.end, c.values[0], s.values[0], evidence_id, "text",
                                        ReasonCode.VALUE_MISMATCH)
            if agreement:
                fixes.append(agreement)
    return fixes


def _policy_sentences(evidence: Mapping[str, Evidence], premises: Sequence[Any]) -> list[tuple[str, str]]:
    """(evidence id, sentence) to read figures from: the claim's premises first, then every policy and
    passage sentence (a premise window may have missed the sentence with the figure)."""
    out = [(p.evidence_id, p.text) for p in premises]
    for item in evidence.values():
        if item.kind in (EvidenceKind.POLICY, EvidenceKind.PASSAGE) and item.text:
            out += [(item.id, s) for s in _rx(r"(?<=[.!?])\s+").split(item.text) if s.strip()]
    return out


def _fix_policy_figures(claim: Claim, premises: Sequence[Any], evidence: Mapping[str, Evidence]) -> list[_Fix]:
    """A figure the policy states differently: the claim's figure in the policy's words, and the policy's
    condition ("once approved") when the claim leaves it out."""
    text = claim.text
    words = _stems(text)
    best: tuple[int, list[_Fix], str] | None = None
    for evidence_id, sentence in _policy_sentences(evidence, premises):
        fixes = _figure_fixes(text, sentence, evidence_id)
        if not fixes:
            continue
        score = len(words & _stems(sentence))
        if best is None or score > best[0]:
            best = (score, fixes, sentence)
    if best is None or best[0] < 2:
        raise _CannotFix("no policy sentence states this figure about the same thing")
    _, fixes, sentence = best
    condition = _CONDITION.search(sentence)
    if condition and not _CLAIM_CONDITION.search(text) and quantities(text):
        fixes.append(_Fix(len(text), len(text), f" {condition.group('cond').lower()}", fixes[0].evidence_id, "text",
                          ReasonCode.VALUE_MISMATCH))
    return fixes


# --- reading well ------------------------------------------------------------------------------------------

_SUBJECT_AGREES = {"i": {"am", "was", "have", "had", "could", "can", "will", "would"},
                   "you": {"are", "were", "have", "had"}, "we": {"are", "were", "have", "had"},
                   "they": {"are", "were", "have", "had"}, "he": {"is", "was", "has", "had"},
                   "she": {"is", "was", "has", "had"}, "it": {"is", "was", "has", "had"}}
_FINITE = {"am", "is", "are", "was", "were", "has", "have", "had"}
# What may follow a predicate ("is pending review"): punctuation, a clause or a phrase, never a noun left
# over from the old text ("is queued for review card").
_AFTER_PREDICATE = frozenset("""and but or so for to on by in at with from until since as because while once after
before yet now today still already soon again too also if when where which who that than then though although
unless within under over about into onto through during per via of""".split())


def reads_well(before: str, new: str, after: str, predicate: bool = False) -> bool:
    """Whether `new` between `before` and `after` reads as well as the old words did: the subject agrees
    with the verb, no word is doubled at either seam, and a predicate is not followed by a stray noun."""
    left = _rx(r"[A-Za-z']+").findall(before)[-1:]
    new_words = _rx(r"[A-Za-z']+").findall(new)
    right = _rx(r"\s*([A-Za-z']+)").match(after)
    if not new_words:
        return True
    if left and left[0].lower() == new_words[0].lower() and not _rx(r"[,;:]\s*$").search(before):
        return False
    if right and right.group(1).lower() == new_words[-1].lower() and not _rx(r"[,;:]").match(new[-1:] or " "):
        return False
    if left and new_words[0].lower() in _FINITE and left[0].lower() in _SUBJECT_AGREES \
            and _rx(r"[A-Za-z']\s*$").search(before) \
            and new_words[0].lower() not in _SUBJECT_AGREES[left[0].lower()]:
        return False
    if new_words[0].lower() in _SUBJECT_AGREES and len(new_words) > 1 and new_words[1].lower() in _FINITE \
            and new_words[1].lower() not in _SUBJECT_AGREES[new_words[0].lower()]:
        return False
    if predicate and right and _rx(r"\s+[A-Za-z]").match(after) and right.group(1).lower() not in _AFTER_PREDICATE \
            and not right.group(1)[0].isupper():
        return False
    return True


def _article_fix(text: str, fix: _Fix) -> _Fix:
    """"a" / "an" before a replaced value follows the new value's first sound."""
    found = _rx(r"\b(a|an|A|An)\s+$").search(text[:fix.start])
    if not found or not fix.new:
        return fix
    vowel = fix.new[:1].lower() in "aeiou" or _rx(r"(?:8|11|18)\b").match(fix.new) is not None
    article = found.group(1)
    want = ("an" if vowel else "a")
    want = want.capitalize() if article[:1].isupper() else want
    if want == article:
        return fix
    return _Fix(found.start(1), fix.end, f"{want} {text[found.end():fix.start]}{fix.new}".replace("  ", " "),
                fix.evidence_id, fix.field, fix.reason, fix.predicate)


# --- the whole draft ----------------------------------------------------------------------------------


def _record_fix(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[_Fix]:
    kind, reason = check.mention.kind, check.reason
    if reason is ReasonCode.RECORD_STATE_MISMATCH or kind == "state":
        return [_fix_state(text, check, evidence)]
    if reason is ReasonCode.AMOUNT_MISMATCH or kind == "money":
        return [_fix_money(text, check, evidence)]
    if reason is ReasonCode.IDENTIFIER_MISMATCH or kind == "identifier":
        return [_fix_identifier(text, check, evidence)]
    if reason is ReasonCode.DATE_MISMATCH or kind == "date":
        weekday = weekday_fix(text, *_locate(text, check.mention.text, check.mention.start, check.mention.end),
                              _leaf(evidence, check)) if kind == "date" and " " not in check.mention.text.strip() else None
        if weekday is not None:
            return [_Fix(*weekday, check.evidence_id, check.field_path, check.reason)]
        return _fix_time_range(text, check, evidence) or _fix_date(text, check, evidence)
    if kind in ("quantity", "number"):
        return _fix_number(text, check, evidence)
    return [_fix_value(text, check, evidence)]


def _claim_fixes(claim: Claim, outcome: ClaimOutcome, grounding: GroundingResult,
                 evidence: Mapping[str, Evidence], covered_calls: set[str], voice: Voice) -> list[_Fix] | None:
    """The fixes for one failed claim, or None when it is dropped instead."""
    verdict = grounding.for_claim(claim.id)
    failing = [c for c in verdict.record_checks if not c.ok]
    borrowed = [c for c in failing if c.mention.text and c.mention.text.lower() not in claim.text.lower()
                and c.mention.text.lower() in (claim.context_text or "").lower()]
    if failing and len(borrowed) == len(failing):
        # The wrong value is in the clause the claim hangs on ("a Model 40 ... and should be fitted by 4 June"):
        # that clause's own claim corrects it; this one is kept as it is, and the re-check reads it again.
        return _KEEP
    failing = [c for c in failing if c not in borrowed]
    if not any(c.reason is ReasonCode.NOT_EXECUTED for c in failing):
        effect = refused_effect(claim.text, evidence)
        if effect is not None:
            failing = [effect]
            outcome = ClaimOutcome(outcome.claim, Verdict.CONTRADICTED, ReasonCode.NOT_EXECUTED,
                                   outcome.cut_by_confidence, outcome.evidence_ids)
    try:
        if outcome.verdict is not Verdict.CONTRADICTED:
            # Only unsupported: a rule or fact whose figure a policy states otherwise is still corrected
            # (the re-check decides); anything else is dropped, never invented.
            if claim.claim_class is not ClaimClass.CONVERSATIONAL and not failing \
                    and outcome.reason_code in (ReasonCode.NLI_NOT_ENTAILED, ReasonCode.NO_POLICY_EVIDENCE,
                                                ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE, ReasonCode.SHAKY_SPECIFIC,
                                                None):
                # (a figure level 1 found shaky is corrected too: the policy's figure is evidence, never cut)
                fixes = _fix_policy_figures(claim, verdict.premises, evidence)
            else:
                return None
        elif not failing:
            fixes = _fix_policy_figures(claim, verdict.premises, evidence)
        else:
            fixes = []
            for check in failing:
                if check.reason is ReasonCode.NOT_EXECUTED:
                    call = evidence.get(check.evidence_id)
                    if call is None or call.kind is not EvidenceKind.REFUSED_CALL:
                        raise _CannotFix("the finding cites no refused call")
                    fix = _fix_refused(claim.text, check, call, voice, check.evidence_id in covered_calls)
                    if fix is None:
                        return None
                    fixes = [fix]  # the whole effect is rewritten: other findings in it go with it
                    break
                policy = _policy_figure_instead(claim, check, verdict.premises, evidence)
                fixes += policy if policy else _record_fix(claim.text, check, evidence)
            if fixes and not any(f.field == "decision" for f in fixes):
                fixes += _other_policy_figures(claim, fixes, verdict.record_checks, verdict.premises, evidence)
    except _CannotFix:
        fixes = _product_of_refused_call(claim.text, outcome, evidence, voice, covered_calls)
        if not fixes:
            return None
    fixes = sorted({(f.start, f.end, f.new): f for f in fixes}.values(), key=lambda f: (f.start, f.end))
    if any(a.end > b.start for a, b in zip(fixes, fixes[1:])):
        return None  # two findings about one span: nothing safe to write
    fixes = [_article_fix(claim.text, f) for f in fixes]
    for fix in fixes:
        if not reads_well(claim.text[:fix.start], fix.new, claim.text[fix.end:], fix.predicate):
            return None  # it would not read as well as the original: trimmed instead
    return _harmless(claim.text, fixes)


_DIGITS = re.compile(r"\d")


def _zero_figure(text: str) -> bool:
    """A figure whose every digit is 0 ("$0", "0.00", "0 days")."""
    digits = _DIGITS.findall(text)
    return bool(digits) and set(digits) == {"0"}


def _harmless(text: str, fixes: list[_Fix]) -> list[_Fix] | None:
    """The fixes, or None (the claim is trimmed instead) when one would write a zero or an empty value where
    the claim had a figure: "a $0 credit", "within 0 days" is no correction of a promise, it is a field that
    holds nothing for it (an unused or not-yet-set value).

    (Keeping every figure a field matched was tried too: it cost repairs that move a range, "9 am-1 pm" to
    "1-5 pm", where the 1 pm matched a field in another role; support-dev 82 -> 80 of 84.)"""
    for fix in fixes:
        old = text[fix.start:fix.end]
        if _DIGITS.search(old) and not _zero_figure(old) and (_zero_figure(fix.new) or
                                                               (fix.field and not fix.new.strip())):
            return None
    return fixes


def _product_of_refused_call(text: str, outcome: ClaimOutcome, evidence: Mapping[str, Evidence], voice: Voice,
                             covered_calls: set[str]) -> list[_Fix]:
    """A contradicted claim that gives what a refused call would have produced ("Your access code for unit 4
    is 8812" when generate_access_code(unit=4) was denied) and has no value to correct: it names the call's
    object and one of its arguments. The claim becomes the plain statement of the call; nothing else fits."""
    if outcome.verdict is not Verdict.CONTRADICTED:
        return []
    said = _stems(text)
    for call in evidence.values():
        if call.kind is not EvidenceKind.REFUSED_CALL or call.id in covered_calls:
            continue
        _verb, noun = _tool_words(call.tool)
        object_words = [w for w in _rx(r"[a-z]+").findall(noun) if len(w) >= 3]
        named_args = [v for k, v in call.args.items() if k.lower() != "reason" and isinstance(v, (str, int, float))
                      and not isinstance(v, bool) and len(str(v)) >= 3
                      and re.search(rf"(?<![\w]){re.escape(str(v))}(?![\w])", text, re.IGNORECASE)]
        if not object_words or not all(w[:5] in said for w in object_words) or not named_args:
            continue
        mention = Mention("state", 0, len(text), text, "executed")
        check = MentionCheck(mention, False, call.id, "decision", f"{call.tool} {call.decision}",
                             ReasonCode.NOT_EXECUTED, "the claim gives what the refused call would have produced")
        fix = _fix_refused(text, check, call, voice, False)
        return [fix] if fix is not None else []
    return []


def _other_policy_figures(claim: Claim, fixes: Sequence[_Fix], checks: Sequence[MentionCheck], premises: Sequence[Any],
                          evidence: Mapping[str, Evidence]) -> list[_Fix]:
    """A claim with a record figure wrong may also give a rule's figure wrong ("you have 12 hours left, and up
    to 30 carry over"): the figures no record finding covers, read against the policy. The spans the record
    corrects or confirms are blanked first, so the policy's figure never lands on them."""
    blank = [(f.start, f.end) for f in fixes] + [(c.mention.start, c.mention.end) for c in checks
                                                  if c.evidence_id in evidence and 0 <= c.mention.start < c.mention.end]
    text = claim.text
    for a, b in blank:
        text = text[:a] + " " * (b - a) + text[b:]
    try:
        extra = _fix_policy_figures(replace(claim, text=text), premises, evidence)
    except _CannotFix:
        return []
    return [f for f in extra if not any(f.start < b and a < f.end for a, b in blank) and f.start < f.end]


def _policy_figure_instead(claim: Claim, check: MentionCheck, premises: Sequence[Any],
                           evidence: Mapping[str, Evidence]) -> list[_Fix]:
    """A figure aligned to a record leaf the claim never names ("a $4.40 handling fee" against an item's price),
    when a policy sentence about the same thing states that figure otherwise: the policy's figure, not the
    leaf's. The leaf was only the nearest money in the records; the policy speaks of the claim's subject."""
    if check.mention.kind not in ("money", "quantity", "number") or _leaf_named_in(claim.text, check.field_path):
        return []
    try:
        fixes = _fix_policy_figures(claim, premises, evidence)
    except _CannotFix:
        return []
    start, end = check.mention.start, check.mention.end
    if not any(f.start < end and start < f.end for f in fixes):
        return []
    return fixes


def _stated_elsewhere(draft: str, claim: Claim, fix: _Fix, together: Sequence[_Fix] = ()) -> bool:
    """Whether a record value put in is a figure the draft already gives for something else ("opened on
    2 March and closes on 9 October" -> "closes on 2 March"): the leaf belongs to that other figure,
    so the correction would only copy it. Phrases (states, refused calls) and added conditions are not figures."""
    new = fix.new.strip()
    if fix.field in ("decision",) or fix.predicate or not _rx(r"\d").search(new) or len(new) > 24:
        return False
    outside = draft
    for other in {(f.start, f.end) for f in together} | {(fix.start, fix.end)}:  # spans rewritten together
        at = claim.start + other[0]
        outside = outside[:at] + " " * (other[1] - other[0]) + outside[claim.start + other[1]:]
    if re.search(rf"(?<![\w.,]){re.escape(new)}(?![\w]|[.,]\d)", outside, re.IGNORECASE):
        return True
    return bool(_figure_keys(new) & _figure_keys(outside))


def _figure_keys(text: str) -> set[tuple]:
    """Dates by (month, day) and amounts by value, so "January 20, 2026" meets "January 20"."""
    keys: set[tuple] = {("date", d.value[1], d.value[2]) for d in date_mentions(text)}
    keys |= {("money", m.value[0]) for m in money_mentions(text)}
    return keys


def _apply(text: str, fixes: Sequence[_Fix]) -> str:
    out, cursor = [], 0
    for fix in fixes:
        out += [text[cursor:fix.start], fix.new]
        cursor = fix.end
    out.append(text[cursor:])
    return "".join(out)


def correct_draft(case: Case, decomposition: Decomposition, outcomes: Sequence[ClaimOutcome],
                  grounding: GroundingResult, limits: AlignmentLimits, voice: Voice | None = None) -> Correction:
    """The draft with every correctable contradiction corrected and every other failed claim dropped.

    Returns an empty text when no claim could be corrected: dropping alone is what trimming does, and
    a case with nothing the evidence can correct still trims or withholds.
    """
    voice = voice or Voice()
    evidence = {e.id: e for e in case.evidence}
    failed = [o for o in outcomes if o.failed]
    if not failed:
        return Correction("", (), "no claim failed, so there is nothing to correct")
    # A bare "Done!" is dropped when another claim already says what happened to the same refused call.
    covered_calls: set[str] = set()
    for o in failed:
        for check in grounding.for_claim(o.claim.id).record_checks:
            if check.reason is ReasonCode.NOT_EXECUTED and check.mention.value != "done" and not check.ok \
                    and not COMPLETION_REPLY.match(o.claim.text):
                covered_calls.add(check.evidence_id)
    plan: dict[str, list[_Fix] | None] = {
        o.claim.id: _claim_fixes(o.claim, o, grounding, evidence, covered_calls, voice) for o in failed}
    plan = {cid: fixes for cid, fixes in plan.items() if fixes is not _KEEP}  # kept claims are not edited
    _unit_leaf_plan(plan, failed, case.draft, evidence)
    for o in failed:
        fixes = plan.get(o.claim.id)
        added = [f for f in fixes or () if f.start == f.end == len(o.claim.text) and f.field == "text"]
        if added and record_checker(case.evidence, limits).check(_apply(o.claim.text, fixes)).verdict is Verdict.CONTRADICTED \
                and record_checker(case.evidence, limits).check(_apply(o.claim.text, [f for f in fixes if f not in added])
                                                        ).verdict is not Verdict.CONTRADICTED:
            # The policy's condition ("once approved") is one the records rule out (the refund was denied):
            # the figure is corrected, the condition is not added.
            plan[o.claim.id] = [f for f in fixes if f not in added]
    for o in failed:
        fixes = plan.get(o.claim.id)
        wrong = ruled_out_fixes(o.claim.text, fixes, case.evidence, limits) if fixes else []
        if wrong:  # a figure the records rule out where the claim's was not: that span keeps its figure
            plan[o.claim.id] = [f for f in fixes if f not in wrong] or None
    _restate_refused(plan, failed, case, evidence, voice, limits)
    for o in failed:
        fixes = plan.get(o.claim.id)
        if fixes and any(_stated_elsewhere(case.draft, o.claim, f, fixes) for f in fixes):
            plan[o.claim.id] = None
        elif fixes and len({f.new for f in fixes if _rx(r"\d").search(f.new)}) < sum(
                1 for f in fixes if _rx(r"\d").search(f.new)):
            plan[o.claim.id] = None  # two figures corrected to one value: one of them is aligned to the wrong leaf
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
        fixes = plan.get(claim.id) or ()
        text = _apply(claim.text, fixes)
        at_start = claim.start <= sentence.start + 1 or not draft[sentence.start:claim.start].strip(" \"'([")
        if any(f.start == 0 for f in fixes) and text[:1].isupper() and not at_start \
                and not _rx(r"(?:I\b|[A-Z]{2,}|[A-Z][a-z]*[A-Z0-9])").match(text):
            text = text[:1].lower() + text[1:]  # a rewritten clause in the middle of a sentence
        if any(f.start == 0 for f in fixes) and at_start:
            text = text[:1].upper() + text[1:]
        gap = draft[cursor:claim.start]
        if capitalise and not out:
            text = text[:1].upper() + text[1:]
            gap = ""
        capitalise = False
        out += [gap, text]
        cursor = claim.end
    out.append(draft[cursor:sentence.end])
    return "".join(out)
