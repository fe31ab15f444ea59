"""A claim that reports, as done, what a refused or escalated call would have done, rewritten as a plain statement
of the call (its tool and the arguments the claim speaks of) in the team's voice. Which claims report a call's
effect is the grounding's reading (grounding/calls/refused_calls.py); the repair has no reader of its own."""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..case import Evidence, EvidenceKind
from ..decomposition.mentions import COMPLETION_REPLY, Mention, date_mentions, money_mentions, parse_record_date
from ..grounding.calls.refused_calls import ACTION_VERBS
from ..grounding.fields.records import MentionCheck
from ..grounding.grounder import GroundingResult
from ..language.tokens import dotted_tool_name_parts, letter_words
from ..release.policy import ClaimOutcome
from ..types import ReasonCode, Verdict
from .draft_style import format_amount, format_date, format_number, number_value, status_phrase
from .fix import CannotFix, Fix, locate
from .regex_cache import compiled
from .verbs import past_of
from .word_tables import stems


@dataclass(frozen=True)
class Voice:
    """The team's words for what happened to a refused call (Settings.correction_* fields)."""

    denied: str = "could not"
    """A denied call: "I could not transfer prescription RX-1", "Your plan could not be cancelled"."""
    escalated: str = "escalated to our team for review"
    """An escalated call: "Your request to move your exam has been escalated to our team for review"."""


_PASSIVE_AUX = re.compile(r"\b(?P<aux>is|are|was|were|has been|have been|had been|will be|'s been|'ve been|'s|'re)\s*"
                          r"(?:now\s+|already\s+|just\s+|successfully\s+)?$", re.IGNORECASE)
_ACTIVE_AUX = re.compile(r"(?:^|(?<=\s))(?P<subj>I|we)(?:\s*(?P<aux>have|'ve|had|'d|just|will|'ll))?\s*"
                         r"(?:now\s+|already\s+|just\s+|also\s+|successfully\s+|gone ahead and\s+)?$", re.IGNORECASE)
_PAST_WORD = re.compile(r"[A-Za-z]+(?:ed|en)|sent|paid|made|set|put|reset|done|got|bought|held|frozen")
_DONE_BY_US = re.compile(r"\b(?:I|we)(?:\s*(?:'ve|have|had|just))?\s+(?:now\s+|already\s+|just\s+|also\s+)?"
                         r"(?P<verb>[a-z]+(?:ed|en)|sent|paid|made|set|put|reset|done|got|bought|held)\b",
                         re.IGNORECASE)
_DONE_TO_IT = re.compile(r"\b(?:has|have|had)\s+(?:now\s+|already\s+|just\s+)?been\s+(?:now\s+|already\s+)?"
                         r"(?P<verb>[a-z]+(?:ed|en)|sent|paid|made|set|put|reset|done)\b", re.IGNORECASE)
_IS_DONE = re.compile(r"\b(?:is|are|was|were)\s+(?:now\s+|already\s+)?(?P<verb>[a-z]+ed)\b", re.IGNORECASE)


def is_escalated(call: Evidence) -> bool:
    return str(call.decision).upper() == "ESCALATE"


def tool_words(tool: str) -> tuple[str, str]:
    """("renew", "licence") for renew_licence / renewLicence."""
    words = [w.lower() for w in dotted_tool_name_parts(tool) if w]
    return (words[0] if words else tool.lower()), " ".join(words[1:])


def key_words(key: str) -> str:
    """An argument's name as words, without tokens that mix letters and figures ("payee_iban_tail4" ->
    "payee iban"): those read as code in a sentence, and the value after them says the rest."""
    words = [w for w in status_phrase(key).split() if not (compiled(r"\d").search(w) and compiled(r"[a-z]").search(w))]
    return " ".join(words) or status_phrase(key)


def _argument_said(key: str, value: str | int | float, text: str,
                   said_dates: Mapping[tuple[int, int], str]) -> str | None:
    """The argument as the claim speaks of it ("new slot May 19"), or None when the claim does not."""
    day = parse_record_date(value) if isinstance(value, str) else None
    if day is not None and (day[1], day[2]) in said_dates:
        return f"{key_words(key)} {format_date(day, said_dates[(day[1], day[2])])}"
    if str(value) and re.search(rf"(?<![\w]){re.escape(str(value))}(?![\w])", text, re.IGNORECASE):
        return f"{key_words(key)} {value}"
    if isinstance(value, (int, float)) and any(abs(m.value[0] - float(value)) < 0.005 for m in money_mentions(text)):
        money = next(m for m in money_mentions(text) if abs(m.value[0] - float(value)) < 0.005)
        return f"{key_words(key)} {format_amount(float(value), money.text)}"
    if isinstance(value, (int, float)) and any(number_value(m.group(0)) == float(value)
                                               for m in compiled(r"\d[\d,]*(?:\.\d+)?").finditer(text)):
        return f"{key_words(key)} {format_number(float(value), '1,000' if value >= 1000 else '1')}"
    return None


def speakable_words(call: Evidence, text: str) -> tuple[str, str]:
    """(verb, rest of the name) as tool_words splits a tool, its first word the verb, unless the name reads
    noun first: a later word is a known action verb and the first is neither one nor used by the claim as a
    verb ("SkiPassRefundRQ", "subscriptionCancel" made "I could not ski the pass refund rq", a false sentence
    in the customer's reply). Then CannotFix, and the claim is trimmed instead (do no harm)."""
    verb, noun = tool_words(call.tool)
    if verb in ACTION_VERBS or not any(w in ACTION_VERBS for w in noun.split()):
        return verb, noun
    said = {word.strip(".,;:!?\"'()").lower() for word in text.split()}
    if said & {verb, past_of(verb), verb + "ed", verb + "d", verb + "s", verb + "ing"}:
        return verb, noun
    raise CannotFix(f"the call {call.tool!r} names its object before its verb, so no sentence can be made of it")


def call_action(call: Evidence, text: str) -> str:
    """What the call would have done, in plain words from its tool and the arguments the claim speaks of:
    "pay the delay benefit (flight QF 12)". Arguments the claim does not mention are left out (they add
    nothing the customer asked about), and so is a `reason` argument: the statement says what happened."""
    if compiled(r"[./]").search(call.tool):
        # Do no harm: an API path ("shop.refunds.create", "projects/restore") names no verb a sentence can take
        # ("I could not shop the refunds create" was written that way); the claim is trimmed instead.
        raise CannotFix(f"the call {call.tool!r} is an API path, not words a customer reads")
    verb, noun = speakable_words(call, text)
    said_dates = {(d.value[1], d.value[2]): d.text for d in date_mentions(text)}
    shown = []
    for key, value in call.args.items():
        if isinstance(value, bool) or not isinstance(value, (str, int, float)) or key.lower() == "reason":
            continue
        said = _argument_said(key, value, text, said_dates)
        if said is not None:
            shown.append(said)
    action = f"{verb} the {noun}" if noun else verb
    return action + (f" ({', '.join(shown)})" if shown else "")


def _first_clause(rest: str) -> str:
    """What the effect was done to, without a clause hung on it (", so only $50 remains", ", which ..."):
    that clause reports the effect's consequences, which did not happen either."""
    return compiled(r"\s*[,;:]\s+|\s+(?:so|which|and then)\s+").split(rest.rstrip(), maxsplit=1)[0]


def _effect_verb(text: str, check: MentionCheck, tool_verb: str) -> tuple[int, int]:
    """Where the claim says the call's effect happened: the finding's span when it is a past verb, else the
    tool's own verb in the claim, else a past verb after "I've" / "has been" / "is"; (-1, -1) when none."""
    try:
        start, end = locate(text, check.mention.text, check.mention.start, check.mention.end)
        if _PAST_WORD.fullmatch(text[start:end]):
            return start, end
    except CannotFix:
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


def _done_reply_fix(text: str, call: Evidence, voice: Voice, reason: ReasonCode | None) -> Fix:
    """A bare "Done!" -> the thing was not done: "Your refund could not be issued"."""
    verb, noun = speakable_words(call, text)
    subject = f"Your {noun}" if noun else "Your request"
    new = (f"{subject} has not been {past_of(verb)} yet, as the request has been {voice.escalated}"
           if is_escalated(call) else f"{subject} {voice.denied} be {past_of(verb)}")
    return Fix(0, len(text), new, call.id, "decision", reason)


def _by_the_writer_fix(text: str, active: re.Match, call: Evidence, voice: Voice, reason: ReasonCode | None) -> Fix:
    """"I've moved your fitting to 3 August" -> a plain statement of the call: "I could not reschedule the
    exam (new slot May 19)" / "Your request to reschedule the exam (...) has been passed to our team for
    review". The call's own words are what the evidence says; the draft's wording of the effect carries
    figures (a compensation amount, a destination card) the call may not hold."""
    action = call_action(call, text)
    if is_escalated(call):
        new = f"Your request to {action} has been {voice.escalated}"
    else:
        new = f"{active.group('subj')} {voice.denied} {action}"
    return Fix(active.start(), len(text.rstrip()), new, call.id, "decision", reason)


def _done_to_it_fix(text: str, passive: re.Match, said: str, end: int, call: Evidence, voice: Voice,
                    reason: ReasonCode | None) -> Fix:
    """"Your wire has been sent" -> "Your wire could not be sent" / "... has not been sent yet; ..."."""
    plural = passive.group("aux").lower() in {"are", "were", "have been", "'ve been", "'re"}
    rest = _first_clause(text[end:])
    if is_escalated(call):
        new = (f"{'have' if plural else 'has'} not been {said.lower()}{rest} yet, as the request has "
               f"been {voice.escalated}")
    else:
        new = f"{voice.denied} be {said.lower()}{rest}"
    if passive.group("aux").startswith("'"):
        new = " " + new  # "it's cancelled" -> "it could not be cancelled"
    return Fix(passive.start(), len(text.rstrip()), new, call.id, "decision", reason)


def fix_refused(text: str, check: MentionCheck, call: Evidence, voice: Voice,
                others_cover_it: bool) -> Fix | None:
    """The effect of a refused call -> a plain statement that it was not done (None: drop the claim)."""
    if check.mention.value == "done" or COMPLETION_REPLY.match(text):  # a bare "Done!"
        return None if others_cover_it else _done_reply_fix(text, call, voice, check.reason)
    start, end = _effect_verb(text, check, tool_words(call.tool)[0])
    said = text[start:end] if start >= 0 else ""
    active = _ACTIVE_AUX.search(text[:start]) if start >= 0 else None
    if active:
        return _by_the_writer_fix(text, active, call, voice, check.reason)
    passive = _PASSIVE_AUX.search(text[:start]) if start > 0 else None
    if passive and text[:passive.start()].strip():
        return _done_to_it_fix(text, passive, said, end, call, voice, check.reason)
    # Any other wording of the effect ("is now active", "now goes to ..."): say what the call was.
    return plain_call_fix(text, call, voice, check.reason)


def plain_call_fix(text: str, call: Evidence, voice: Voice, reason: ReasonCode | None) -> Fix:
    """The whole claim -> the plain statement of the refused call, in the call's own words."""
    action = call_action(call, text)
    new = f"Your request to {action} has been {voice.escalated}" if is_escalated(call) else f"I {voice.denied} {action}"
    return Fix(0, len(text.rstrip()), new, call.id, "decision", reason)


def _gives_its_product(call: Evidence, text: str, said: frozenset[str]) -> bool:
    """Whether the claim names the call's object and one of its arguments."""
    _verb, noun = tool_words(call.tool)
    object_words = [w for w in letter_words(noun) if len(w) >= 3]
    named_args = [v for k, v in call.args.items() if k.lower() != "reason" and isinstance(v, (str, int, float))
                  and not isinstance(v, bool) and len(str(v)) >= 3
                  and re.search(rf"(?<![\w]){re.escape(str(v))}(?![\w])", text, re.IGNORECASE)]
    return bool(object_words) and all(w[:5] in said for w in object_words) and bool(named_args)


def product_of_refused_call(text: str, outcome: ClaimOutcome, evidence: Mapping[str, Evidence], voice: Voice,
                            covered_calls: set[str]) -> list[Fix]:
    """A contradicted claim that gives what a refused call would have produced ("Your access code for unit 4
    is 8812" when generate_access_code(unit=4) was denied) and has no value to correct: it names the call's
    object and one of its arguments. The claim becomes the plain statement of the call; nothing else fits."""
    if outcome.verdict is not Verdict.CONTRADICTED:
        return []
    said = stems(text)
    for call in evidence.values():
        if call.kind is not EvidenceKind.REFUSED_CALL or call.id in covered_calls:
            continue
        if not _gives_its_product(call, text, said):
            continue
        mention = Mention("state", 0, len(text), text, "executed")
        check = MentionCheck(mention, False, call.id, "decision", f"{call.tool} {call.decision}",
                             ReasonCode.NOT_EXECUTED, "the claim gives what the refused call would have produced")
        fix = fix_refused(text, check, call, voice, False)
        return [fix] if fix is not None else []
    return []


def covered_calls(failed: Sequence[ClaimOutcome], grounding: GroundingResult) -> set[str]:
    """The refused calls some failed claim already reports the effect of in words: a bare "Done!" about the
    same call is dropped rather than restated twice."""
    covered: set[str] = set()
    for o in failed:
        for check in grounding.for_claim(o.claim.id).record_checks:
            if check.reason is ReasonCode.NOT_EXECUTED and check.mention.value != "done" and not check.ok \
                    and not COMPLETION_REPLY.match(o.claim.text):
                covered.add(check.evidence_id)
    return covered
