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
from typing import Any

from ...config import Settings
from ..case import Evidence, EvidenceKind, flatten_fields
from ..decomposition.mentions import COMPLETION_REPLY, REFUSAL_WORDS, Mention, is_negated
from ..types import ReasonCode, Verdict
from .alignment import Alignment, Finding, RecordAligner, refers_to_records, restating_window, same_word, words_of
from .effect_denial import effect_denied
from .governing import action_denied, leftover_denied, terms_left, timing_left
from .values import looks_like_id


def humanise(value: Any) -> str:
    return str(value).replace("_", " ")


def verbalise_record(item: Evidence) -> list[str]:
    """A record as short sentences ('status is queued for review') so NLI can read what fields cannot settle."""
    if item.kind is EvidenceKind.REFUSED_CALL:
        args = ", ".join(f"{k} {v}" for k, v in item.args.items())
        return [f"The {humanise(item.tool)} call ({args}) was refused ({item.decision}) and was not executed."]
    sentences = []
    for path, value in flatten_fields(item.fields).items():
        name = humanise(path.split(".")[-1] if not path.split(".")[-1].isdigit() else path)
        sentences.append(f"The {name} is {humanise(value)}.")
    return sentences




# --- the check ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MentionCheck:
    mention: Mention
    ok: bool
    evidence_id: str
    field_path: str
    record_value: str
    reason: ReasonCode | None
    detail: str


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


def _verb_forms(tool: str) -> tuple[list[str], str]:
    """Past forms of a refused tool's action ('cancel_plan' -> cancelled/canceled) and its object noun."""
    words = [w for w in re.split(r"[_\-\s]+|(?<=[a-z])(?=[A-Z])", tool) if w]
    verb = words[0].lower() if words else tool.lower()
    noun = " ".join(words[1:]).lower()
    irregular = {"send": ["sent"], "pay": ["paid"], "make": ["made"], "issue": ["issued"], "reset": ["reset"],
                 "cancel": ["cancelled", "canceled"], "refund": ["refunded"], "ship": ["shipped"],
                 "apply": ["applied"], "give": ["given"], "set": ["set"], "put": ["put"], "close": ["closed"],
                 "delete": ["deleted"], "remove": ["removed"], "update": ["updated"], "change": ["changed"],
                 "create": ["created"], "approve": ["approved"], "book": ["booked"], "credit": ["credited"],
                 "freeze": ["frozen", "froze"], "take": ["taken", "took"], "break": ["broken"], "hold": ["held"],
                 "keep": ["kept"], "withdraw": ["withdrawn"], "undo": ["undone"], "buy": ["bought"],
                 "spend": ["spent"], "lend": ["lent"], "split": ["split"], "shut": ["shut"], "rebook": ["rebooked"],
                 "transfer": ["transferred"], "cancel_": ["cancelled"], "move": ["moved"], "waive": ["waived"],
                 "extend": ["extended"], "unlock": ["unlocked"], "upgrade": ["upgraded"], "pause": ["paused"]}
    forms = irregular.get(verb, [verb + "d" if verb.endswith("e") else verb + "ed"])
    if noun == "refund" or verb == "refund":
        forms = forms + ["refunded", "issued"]
    return forms, noun


# Saying a request was handed on: "passed this to our team", "escalated", "is with a supervisor".
_HANDED_ON = re.compile(
    r"\b(?:escalat\w*|forward\w*|referr\w*|pass(?:ed|ing)? (?:it |this |that |your \w+ )?(?:on )?to(?! you)"
    r"|handed (?:it |this |that |the \w+ |your \w+ )?(?:over )?to(?! you)"
    r"|sent (?:it |this |that |the \w+ |your \w+ )?(?:on )?(?:to|for)(?! you)"
    r"|raised (?:it |this |the \w+ |your \w+ )?with"
    r"|(?:is|are|sits?) (?:now )?with (?:a|an|our|the)|for (?:review|approval|sign-off|a decision)"
    r"|needs? (?:to be )?(?:approv|review)\w*|needs? (?:the |an? |our |your )?(?:[\w']+ ){0,3}(?:approval|review|sign-off|verification)"
    r"|awaiting|waiting (?:for|on)|pending|under review|in review"
    r"|(?:team|supervisor|manager|specialist|department|desk) (?:will|to|can|must|needs)|asked (?:our|the|a)"
    r"|requested (?:approval|review))", re.IGNORECASE)
# A completed effect: "I've moved", "has been cancelled", "is now set up", "done".
_DONE = re.compile(r"\b(?:i|we)(?:'ve| have| had)?\s+(?:just\s+|now\s+|already\s+|gone ahead and\s+)?(?P<v1>\w+(?:ed|en|t|de|ve))\b(?P<up> up)?"
                   r"|(?:\b(?:has|have|had)|(?<=\w)'(?:ve|s))\s+(?:now\s+|already\s+|just\s+|successfully\s+)?been\s+(?P<v2>\w+)(?P<up2> up)?"
                   r"|\b(?:is|are|was|were)\s+(?:now\s+|all\s+|already\s+)?(?P<v3>\w+ed|set)(?P<up3> up)?\b", re.IGNORECASE)


def _done_verbs(text: str) -> list[str]:
    """The verbs a claim reports as done: "I've moved" -> moved, "has been set up" -> set up."""
    out = []
    for m in _DONE.finditer(text):
        verb = m.group("v1") or m.group("v2") or m.group("v3")
        up = m.group("up") or m.group("up2") or m.group("up3") or ""
        out.append(verb + up)
    return out
_FUTURE_OR_CONDITION = re.compile(r"\b(?:will|'ll|once|when|after|if|can|could|would|should)\b[^.]*$", re.IGNORECASE)


# Verbs that report the same action as a tool's verb: "moved" for reschedule, "set up" for create.
_ACTION_GROUPS = tuple(frozenset(g.split()) for g in """
create set make open add start enrol enroll register activate book
cancel terminate stop end close deactivate remove delete drop
update change modify edit move switch amend adjust reschedule rebook swap transfer
refund reimburse credit return
waive remove drop forgive
issue send grant give provide
extend renew prolong
upgrade downgrade change switch
approve authorise authorize accept
reset unlock restore reactivate reinstate
replace exchange swap
apply add redeem
pause suspend freeze hold
increase raise decrease lower reduce
""".strip().splitlines())


def _names_action(text: str, tool: str, forms: Sequence[str]) -> bool:
    """Does the claim report the tool's own action (its verb, or a verb of the same action)?"""
    verb = (re.split(r"[_\-\s]+|(?<=[a-z])(?=[A-Z])", tool) or [tool])[0].lower()
    for group in _ACTION_GROUPS:
        if verb in group:
            for v in group:
                if any(re.search(rf"\b{re.escape(f)}\b", text, re.IGNORECASE) for f in _verb_forms(v)[0]):
                    return True
    if re.search(rf"\b(?:{'|'.join(map(re.escape, forms))})\b", text, re.IGNORECASE):
        return True
    verb = (re.split(r"[_\-\s]+|(?<=[a-z])(?=[A-Z])", tool) or [tool])[0].lower()
    lowered = text.lower()
    for group in _ACTION_GROUPS:
        if verb in group or any(verb.startswith(v) for v in group if len(v) > 3):
            for v in group:
                if re.search(rf"\b{re.escape(v)}(?:s|d|ed|ted|ped|red|led|ned|ped|t)?\b", lowered) or \
                        re.search(rf"\b{re.escape(v[:-1])}(?:ed|ing)\b", lowered) if len(v) > 3 else False:
                    return True
                if v in ("set", "put", "send", "give", "make") and re.search(
                        {"set": r"\bset (?:it |this |that |you )?up\b|\bset\b", "put": r"\bput\b", "send": r"\bsent\b",
                         "give": r"\bgiven\b|\bgave\b", "make": r"\bmade\b"}[v], lowered):
                    return True
    return False


# Verbs that report looking, not doing: "I've checked your order" says nothing was changed.
_LOOKED = frozenset("""checked looked reviewed verified confirmed found seen noticed noted received located pulled
viewed read double-checked searched investigated traced tracked""".split())
_BY_US = re.compile(r"\b(?:I|we)(?:'ve| have)\s+(?:just\s+|now\s+|already\s+|also\s+|gone ahead and\s+)?"
                    r"(?P<verb>[a-z]+(?:ed|en)|sent|paid|made|set|put|reset|done|got|bought|held|given)\b",
                    re.IGNORECASE)
# Asking for the action is not reporting it: "you asked to move it", "your request to swap it".
_REQUESTED = re.compile(r"\b(?:asked|requested|request|wanted|want|would like|applied)\s+(?:to|for)\b", re.IGNORECASE)


def _reported_by_us(text: str) -> tuple[int, int] | None:
    """The span of a first-person done verb that reports an action ("I've renewed"), not a look-up."""
    for m in _BY_US.finditer(text):
        if m.group("verb").lower() not in _LOOKED:
            return m.start("verb"), m.end("verb")
    return None


def _state_of_action(text: str, tool: str) -> tuple[int, int] | None:
    """"is now active" for activate_x, "is now enrolled" for enroll_x: the state the tool's verb brings about,
    said as the present state (its first five letters are the verb's)."""
    verb = (re.split(r"[_\-\s]+|(?<=[a-z])(?=[A-Z])", tool) or [tool])[0].lower()
    if len(verb) < 5:
        return None
    for m in re.finditer(r"\b(?:is|are|'s|'re)\s+(?:now\s+|all\s+)(?P<word>[a-z]+)\b", text, re.IGNORECASE):
        if m.group("word").lower()[:5] == verb[:5]:
            return m.start("word"), m.end("word")
    return None


# Words that say a request was taken down, not granted: "your upgrade request has been logged".
_RECORDED = frozenset("logged noted recorded received submitted filed raised opened flagged".split())
_PASSIVE_DONE = re.compile(r"(?:\b(?:has|have|had)|(?<=\w)'(?:ve|s))\s+(?:now\s+|already\s+|just\s+)?been\s+(?P<verb>[a-z]+)"
                           r"|\b(?:is|are|was|were)\s+now\s+(?P<verb2>[a-z]+(?:ed|en))\b", re.IGNORECASE)


def _object_said_done(text: str, noun: str) -> tuple[int, int] | None:
    """"Your voucher has been issued": the refused call's object (its tool name's noun) said to have had something
    done to it, with a verb other than the tool's own; the span of that verb."""
    words = [w for w in re.split(r"[^a-z]+", noun) if len(w) > 2]
    for m in _PASSIVE_DONE.finditer(text):
        verb = (m.group("verb") or m.group("verb2")).lower()
        if verb in _LOOKED or verb in _RECORDED:
            continue
        before = text[:m.start()].lower()
        if any(re.search(rf"\b{re.escape(w[:max(4, len(w) - 2)])}\w*", before) for w in words):
            name = "verb" if m.group("verb") else "verb2"
            return m.start(name), m.end(name)
    return None


def _about_call(text: str, call: Evidence, forms: Sequence[str], noun: str) -> tuple[int, int] | None:
    """Where a claim talks about a refused call: its action verb, its object's words, or one of its
    arguments' values ('6 installments', 'exam', 'A-4417'). The span of the first such words."""
    spans = []
    m = re.search(rf"\b(?:{'|'.join(map(re.escape, forms))})\b", text, re.IGNORECASE)
    if m:
        spans.append((m.start(), m.end()))
    lowered = text.lower()
    object_words = [w for w in re.split(r"[^a-z]+", noun) if len(w) > 2]
    for w in object_words:
        at = re.search(rf"\b{re.escape(w[:max(4, len(w) - 2)])}\w*", lowered)
        if at:
            spans.append((at.start(), at.end()))
    for key, value in call.args.items():
        if isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value) >= 10:
            # a figure the call carried, however the claim writes it ("2,800", "2800")
            for m in re.finditer(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w]|[.,]\d)", text):
                if abs(float(m.group(0).replace(",", "")) - float(value)) < 0.005:
                    spans.append((m.start(), m.end()))
        for w in re.findall(r"[A-Za-z0-9][\w-]*", str(value)):
            if len(w) >= 3 or w.isdigit():
                at = re.search(rf"(?<![\w]){re.escape(w.lower())}(?![\w])", lowered)
                if at:
                    spans.append((at.start(), at.end()))
    if not spans:
        return None
    return min(spans)


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

    def __init__(self, evidence: Sequence[Evidence], residual_max: int | None = None, novel_max: int | None = None,
                 policy_restatement: bool = True, restatement_novel_max: int | None = None) -> None:
        defaults = Settings()
        residual_max = defaults.record_residual_max if residual_max is None else residual_max
        novel_max = defaults.record_novel_max if novel_max is None else novel_max
        self.residual_max = residual_max
        """How many content words no aligned field spells a claim may hold and still be settled by fields."""
        self.novel_max = novel_max
        """How many of those may be words no evidence of the case uses at all."""
        self.policy_restatement = policy_restatement
        """Settle a case claim whose fields agree and whose every other word and figure one policy or
        passage window holds (it restates the policy around the record)."""
        self.restatement_novel_max = defaults.restatement_novel_max if restatement_novel_max is None \
            else restatement_novel_max
        """How many words of such a claim may be its own, used by no evidence at all ("covers")."""
        self.records = [e for e in evidence if e.kind is EvidenceKind.RECORD]
        self.refused = [e for e in evidence if e.kind is EvidenceKind.REFUSED_CALL]
        self.aligner = RecordAligner(self.records + self.refused,
                                     [e.text for e in evidence if e.kind in (EvidenceKind.POLICY, EvidenceKind.PASSAGE)])

    @property
    def has_tool_evidence(self) -> bool:
        return bool(self.records or self.refused)

    def _check_refused(self, text: str) -> list[MentionCheck]:
        """A refused or escalated call read both ways: saying it could not be done, or that it went to
        someone for review, agrees with the call; reporting its effect as done is NOT_EXECUTED."""
        checks = []
        for call in self.refused:
            forms, noun = _verb_forms(call.tool)
            record_value = f"{call.tool} {call.decision}"
            if COMPLETION_REPLY.match(text):
                checks.append(MentionCheck(Mention("state", 0, len(text), text.strip(), "done"), False, call.id,
                                           "decision", record_value, ReasonCode.NOT_EXECUTED,
                                           f"the {call.tool} call was refused ({call.decision}); nothing was done"))
                continue
            about = _about_call(text, call, forms, noun)
            if about is None and len(self.refused) == 1 and (
                    (call.decision == "ESCALATE" and _HANDED_ON.search(text)) or
                    # an escalated call was not done either: "I couldn't activate it yet" agrees with it
                    (REFUSAL_WORDS.search(text) and re.search(r"\b(?:i|we)\b", text, re.I))):
                # "I've forwarded it to them", "we couldn't do that": the one refused call of the case.
                m = _HANDED_ON.search(text) or REFUSAL_WORDS.search(text)
                about = (m.start(), m.end())
            if about is None:
                continue
            start, end = about
            mention = Mention("state", start, end, text[start:end], "executed", is_negated(text, start))
            if REFUSAL_WORDS.search(text) or _HANDED_ON.search(text) or is_negated(text, start):
                checks.append(MentionCheck(mention, True, call.id, "decision", record_value, None,
                                           f"the {call.tool} call was refused ({call.decision}), as the claim says"))
            elif (not any(_names_action(verb, call.tool, forms) for verb in _done_verbs(text))
                  and not _FUTURE_OR_CONDITION.search(text[:start]) and not _REQUESTED.search(text)
                  and (_reported_by_us(text) or _state_of_action(text, call.tool) or _object_said_done(text, noun))):
                # "I've added the 900 tokens" (add_tokens refused), "your plan is now active"
                # (activate_plan refused): the writer reports doing something to what the call was about,
                # or the state the call would have made, and the case's only record of it is the refusal.
                at = _reported_by_us(text) or _state_of_action(text, call.tool) or _object_said_done(text, noun)
                mention = Mention("state", at[0], at[1], text[at[0]:at[1]], "executed", False)
                checks.append(MentionCheck(mention, False, call.id, "decision", record_value, ReasonCode.NOT_EXECUTED,
                                           f"'{text[at[0]:at[1]]}' reports the effect of the {call.tool} call, which "
                                           f"was refused ({call.decision}) and never executed"))
            elif any(_names_action(verb, call.tool, forms) for verb in _done_verbs(text)):
                if _FUTURE_OR_CONDITION.search(text[:start]):
                    continue  # "we'll cancel it once approved": a promise, read elsewhere
                # The span is the verb that reports the effect ("cancelled"), which the correction rewrites.
                verb = next(v for v in _done_verbs(text) if _names_action(v, call.tool, forms))
                at = re.search(rf"\b{re.escape(verb)}\b", text, re.IGNORECASE)
                if at:
                    start, end = at.start(), at.end()
                    mention = Mention("state", start, end, text[start:end], "executed", False)
                checks.append(MentionCheck(mention, False, call.id, "decision", record_value, ReasonCode.NOT_EXECUTED,
                                           f"'{text[start:end]}' reports the effect of the {call.tool} call, which was "
                                           f"refused ({call.decision}) and never executed"))
        return checks

    def check(self, text: str, context_text: str | None = None) -> RecordCheck:
        """The claim aligned to the records' leaves (alignment.RecordAligner) and read against refused calls.

        Supported only when every specific and the claim's predicate align to leaves that agree; contradicted
        when a leaf that plays a specific's role holds another value; otherwise left for NLI over the leaves
        the claim aligned to (`RecordCheck.leaves`)."""
        if not self.has_tool_evidence:
            return RecordCheck(Verdict.INSUFFICIENT, ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE, (), (),
                               "no tool record was seen, so nothing can confirm a claim about this case")
        context_text = context_text or text
        refused = self._check_refused(text)
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
                done = [v for v in _done_verbs(text) if _names_action(v, call.tool, _verb_forms(call.tool)[0])]
                if done and not REFUSAL_WORDS.search(text) and not _HANDED_ON.search(text):
                    checks.append(MentionCheck(Mention("state", 0, len(text), text.strip(), "executed"), False, call.id,
                                               "decision", f"{call.tool} {call.decision}", ReasonCode.NOT_EXECUTED,
                                               f"'{done[0]}' reports the effect of the {call.tool} call, which was "
                                               f"refused ({call.decision}) and never executed"))
                    executed = True
                elif re.search(r"\bnow\b", text, re.IGNORECASE) and not REFUSAL_WORDS.search(text) \
                        and not _HANDED_ON.search(text) and not _REQUESTED.search(text) \
                        and not any(w.lower() in _LOOKED for w in re.findall(r"[A-Za-z-]+", text)):
                    # "Your wages now go to the account ending 3093": a value only the refused call carried,
                    # said as the state now. No record holds it, so the claim reports the call's effect.
                    record_values = {str(leaf.value).lower() for leaf in self.aligner.leaves
                                     if leaf.evidence_id not in call_ids}
                    own = [f for f in alignment.findings
                           if f.ok and f.leaf is not None and f.leaf.evidence_id == call.id
                           and f.kind not in ("state", "identifier") and not looks_like_id(str(f.leaf.value))
                           and str(f.leaf.value).lower() not in record_values
                           and not _FUTURE_OR_CONDITION.search(text[:f.start])]
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
        said_of_call = [(m.start(), m.end()) for pattern in (_HANDED_ON, REFUSAL_WORDS)
                        for m in pattern.finditer(text)] if any(c.ok for c in refused) else []
        for f in alignment.findings:
            if f.ok is None or (executed and f.kind == "state"):
                continue
            if f.kind == "state" and any(a < f.end and f.start < b for a, b in said_of_call):
                continue
            checks.append(_as_check(f))
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
        if settled and not open_specifics and not alignment.blocking and len(alignment.residual) <= self.residual_max \
                and len(alignment.novel) <= self.novel_max and not (only_ids and alignment.residual) \
                and not terms:
            # Every specific agrees and what is left are words the fields do not spell ("heading to you",
            # "was emailed"): a few such words do not make a claim unsettled (fitted leave-one-domain-out).
            extra = f" (words no field spells: {', '.join(alignment.residual)})" if alignment.residual else ""
            return RecordCheck(Verdict.SUPPORTED, None, ids, tuple(checks), "; ".join(c.detail for c in settled) + extra,
                               leaves)
        if settled and not alignment.blocking and self.policy_restatement and all(
                "stated by the case's policy" in f.detail for f in open_specifics):
            window = self.aligner.restated_text(alignment, self.restatement_novel_max)
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
                        reason, f.detail)


# A claim about what the writer did, or about the customer's request: "I couldn't ...", "We've passed ...",
# "Your request to ... has been ...".
_INSTRUCTION = re.compile(r"\W*(?:(?:until then|meanwhile|in the meantime|for now),?\s+)?please\b", re.IGNORECASE)
# "your ...", or a sentence about something just named ("It includes up to 3 rooms"): this case's own.
_YOURS = re.compile(r"\byour\b|^\W*(?:it|its|it's|this|they)\b|^\W*you(?:'ve| have)(?: got)?\b", re.IGNORECASE)
_SAYS_WHAT_WE_DID = re.compile(r"\s*(?:I|we)\b|\s*(?:your|the|this) (?:[\w-]+ ){0,2}request\b", re.IGNORECASE)


def route_by_records(decomposition, evidence: Sequence[Evidence], limits: AlignmentLimits):
    """Route claims by what this case's records hold.

    A claim filed as a world fact (or as a rule) that names what the records hold is a record claim: it is
    read against the records, never confirmed by a passage about the policy in general. A claim filed as
    a record claim that aligns to nothing in the records or the refused calls, in a case with policy or
    passage text, restates the policy ("Storage is billed at $9 a day after three free days"): it is
    read as a rule (or a fact) against that text."""
    from dataclasses import replace

    from ..decomposition.decompose import RULE_CUES
    from ..types import ClaimClass
    records = [e for e in evidence if e.kind in (EvidenceKind.RECORD, EvidenceKind.REFUSED_CALL)]
    if not records:
        return decomposition  # a refused call alone still says what became of the request
    checker = record_checker(evidence, limits)
    aligner = checker.aligner
    has_text = any(e.kind in (EvidenceKind.POLICY, EvidenceKind.PASSAGE) for e in evidence)
    claims = []
    for claim in decomposition.claims:
        if claim.claim_class in (ClaimClass.FACT, ClaimClass.RULE) and _SAYS_WHAT_WE_DID.match(claim.text) \
                and (said := checker._check_refused(claim.text)) and all(c.ok for c in said):
            # "I couldn't unlock your locker", "Your request to ... has been passed to our team": what became
            # of this customer's refused call, which the call itself settles, not a policy read by NLI.
            claim = replace(claim, claim_class=ClaimClass.RECORD)
        elif claim.claim_class is ClaimClass.FACT and refers_to_records(aligner, claim.text, claim.context_text):
            claim = replace(claim, claim_class=ClaimClass.RECORD)
        elif claim.claim_class is ClaimClass.RULE and (
                refers_to_records(aligner, claim.text, claim.context_text, strong_only=True)
                or (_YOURS.search(claim.context_text) and any(
                    f.ok and f.leaf is not None and f.kind in ("value", "number", "money", "date", "identifier")
                    for f in aligner.align(claim.text, claim.context_text).findings))):
            # "Your policy lists Thailand": a rule-shaped sentence about this customer's own record
            claim = replace(claim, claim_class=ClaimClass.RECORD)
        elif claim.claim_class is ClaimClass.RECORD and has_text and not COMPLETION_REPLY.match(claim.text) \
                and not refers_to_records(aligner, claim.text, claim.context_text) \
                and not any(f.leaf is not None for f in aligner.align(claim.text, claim.context_text).findings) \
                and not checker._check_refused(claim.text):
            claim = replace(claim, claim_class=ClaimClass.RULE if RULE_CUES.search(claim.context_text)
                            else ClaimClass.FACT)
        claims.append(claim)
    return replace(decomposition, claims=tuple(claims))


_RECENT = threading.local()


def record_checker(evidence: Sequence[Evidence], limits: AlignmentLimits) -> RecordChecker:
    """The record checker of one evidence list, its records flattened and aligned once: routing and
    grounding of the same case (and the repair's re-check, which keeps the evidence) share the work. One
    slot per thread; it holds the list itself, so that list's identity cannot be reused while cached."""
    cached = getattr(_RECENT, "slot", None)
    if cached is None or cached[0] is not evidence:
        cached = (evidence, RecordChecker(evidence))
        _RECENT.slot = cached
    checker = copy.copy(cached[1])  # same aligner, this caller's settings
    checker.residual_max = limits.residual_max
    checker.novel_max = limits.novel_max
    checker.restatement_novel_max = limits.restatement_novel_max
    return checker
