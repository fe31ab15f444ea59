"""A reply's sentence read against a refused tool call: saying it could not be done (or went to someone for
review) agrees with the call; reporting its effect as done is NOT_EXECUTED. How `refused_call` evidence
grounds a claim about the case, for the record checker (`records.RecordChecker`) and the routing."""
from __future__ import annotations

import re
from collections.abc import Sequence

from ...case import Evidence
from ...decomposition.mentions import COMPLETION_REPLY, REFUSAL_WORDS, Mention, is_negated
from ...language.tokens import VALUE_WORD, letter_words, tool_name_parts, unit_key_words
from ...types import ReasonCode
from ...values.leaf_values import dates_agree, leaf_dates
from ...values.mentions import specifics
from ...values.record_values import RecordZones, instant
from ..verdicts import MentionCheck
from .refused_in_force import in_force_span


def verb_forms(tool: str) -> tuple[list[str], str]:
    """Past forms of a refused tool's action ('cancel_plan' -> cancelled/canceled) and its object noun."""
    words = [w for w in tool_name_parts(tool) if w]
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


# Saying a request was handed on: "passed this to our team", "escalated", "is with a supervisor". "Forward" only as
# the verb ("forwarded", "I'll forward it to"): a fitting "moved forward to 9 March" was rescheduled, not handed on.
HANDED_ON = re.compile(
    r"\b(?:escalat\w*|forward(?:ed|ing|s)\b|forward (?:it|this|that|(?:the|your)(?: [\w'-]+){1,3}) (?:on )?to(?! you)|referr\w*"
    r"|pass(?:ed|ing)? (?:it |this |that |your \w+ )?(?:on )?to(?! you)"
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


def done_verbs(text: str) -> list[str]:
    """The verbs a claim reports as done: "I've moved" -> moved, "has been set up" -> set up."""
    out = []
    for m in _DONE.finditer(text):
        verb = m.group("v1") or m.group("v2") or m.group("v3")
        up = m.group("up") or m.group("up2") or m.group("up3") or ""
        out.append(verb + up)
    return out
FUTURE_OR_CONDITION = re.compile(r"\b(?:will|'ll|once|when|after|if|can|could|would|should)\b[^.]*$", re.IGNORECASE)


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
ACTION_VERBS = frozenset().union(*_ACTION_GROUPS)
"""Every verb above: the words known to be verbs when a tool's name starts with one."""


def names_action(text: str, tool: str, forms: Sequence[str]) -> bool:
    """Does the claim report the tool's own action (its verb, or a verb of the same action)?"""
    verb = tool_name_parts(tool)[0].lower()
    for group in _ACTION_GROUPS:
        if verb in group:
            for v in group:
                if any(re.search(rf"\b{re.escape(f)}\b", text, re.IGNORECASE) for f in verb_forms(v)[0]):
                    return True
    if re.search(rf"\b(?:{'|'.join(map(re.escape, forms))})\b", text, re.IGNORECASE):
        return True
    verb = tool_name_parts(tool)[0].lower()
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
LOOKED_WORDS = frozenset("""checked looked reviewed verified confirmed found seen noticed noted received located pulled
viewed read double-checked searched investigated traced tracked""".split())
_BY_US = re.compile(r"\b(?:I|we)(?:'ve| have)\s+(?:just\s+|now\s+|already\s+|also\s+|gone ahead and\s+)?"
                    r"(?P<verb>[a-z]+(?:ed|en)|sent|paid|made|set|put|reset|done|got|bought|held|given)\b",
                    re.IGNORECASE)
# Asking for the action is not reporting it: "you asked to move it", "your request to swap it".
REQUESTED = re.compile(r"\b(?:asked|requested|request|wanted|want|would like|applied)\s+(?:to|for)\b", re.IGNORECASE)


def _reported_by_us(text: str) -> tuple[int, int] | None:
    """The span of a first-person done verb that reports an action ("I've renewed"), not a look-up."""
    for m in _BY_US.finditer(text):
        if m.group("verb").lower() not in LOOKED_WORDS:
            return m.start("verb"), m.end("verb")
    return None


def _state_of_action(text: str, tool: str) -> tuple[int, int] | None:
    """"is now active" for activate_x, "is now enrolled" for enroll_x: the state the tool's verb brings about,
    said as the present state (its first five letters are the verb's)."""
    verb = tool_name_parts(tool)[0].lower()
    if len(verb) < 5:
        return None
    for m in re.finditer(r"\b(?:is|are|'s|'re)\s+(?:now\s+|all\s+)(?P<word>[a-z]+)\b", text, re.IGNORECASE):
        if m.group("word").lower()[:5] == verb[:5]:
            return m.start("word"), m.end("word")
    return None


def _about_call(text: str, call: Evidence, forms: Sequence[str], noun: str) -> tuple[int, int] | None:
    """Where a claim talks about a refused call: its action verb, its object's words, or one of its
    arguments' values ('6 installments', 'exam', 'A-4417'). The span of the first such words."""
    spans = []
    m = re.search(rf"\b(?:{'|'.join(map(re.escape, forms))})\b", text, re.IGNORECASE)
    if m:
        spans.append((m.start(), m.end()))
    lowered = text.lower()
    object_words = [w for w in letter_words(noun) if len(w) > 2]
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
        for w in VALUE_WORD.findall(str(value)):
            if len(w) >= 3 or w.isdigit():
                at = re.search(rf"(?<![\w]){re.escape(w.lower())}(?![\w])", lowered)
                if at:
                    spans.append((at.start(), at.end()))
    if not spans:
        return None
    return min(spans)


def _another_moment(text: str, call: Evidence) -> bool:
    """Does the claim date what it reports to another day than every date the call carried ("delivered on Friday 12
    June" beside a refused schedule_delivery for 9 June)? Then it reports another action than the refused one (a
    later delivery, arranged some other way), whatever the verbs share."""
    said = [r for s in specifics(text) if s.kind == "date" for r in s.readings]
    carried = []
    for key, value in call.args.items():
        read = instant(key, value, unit_key_words(key), RecordZones({}, None))  # the value layer's reading
        carried += leaf_dates(read.value if read is not None else value)
    return bool(said) and bool(carried) and not any(dates_agree(r, d) for r in said for d in carried)


def check_refused(calls: Sequence[Evidence], text: str) -> list[MentionCheck]:
    """A refused or escalated call read both ways: saying it could not be done, or that it went to
    someone for review, agrees with the call; reporting its effect as done is NOT_EXECUTED."""
    checks = []
    for call in calls:
        forms, noun = verb_forms(call.tool)
        record_value = f"{call.tool} {call.decision}"
        if COMPLETION_REPLY.match(text):
            checks.append(MentionCheck(Mention("state", 0, len(text), text.strip(), "done"), False, call.id,
                                       "decision", record_value, ReasonCode.NOT_EXECUTED,
                                       f"the {call.tool} call was refused ({call.decision}); nothing was done"))
            continue
        about = _about_call(text, call, forms, noun)
        if about is None and len(calls) == 1 and (
                (call.decision == "ESCALATE" and HANDED_ON.search(text)) or
                # an escalated call was not done either: "I couldn't activate it yet" agrees with it
                (REFUSAL_WORDS.search(text) and re.search(r"\b(?:i|we)\b", text, re.I))):
            # "I've forwarded it to them", "we couldn't do that": the one refused call of the case.
            m = HANDED_ON.search(text) or REFUSAL_WORDS.search(text)
            about = (m.start(), m.end())
        if about is None:
            continue
        start, end = about
        mention = Mention("state", start, end, text[start:end], "executed", is_negated(text, start))
        if REFUSAL_WORDS.search(text) or HANDED_ON.search(text) or is_negated(text, start):
            checks.append(MentionCheck(mention, True, call.id, "decision", record_value, None,
                                       f"the {call.tool} call was refused ({call.decision}), as the claim says"))
        elif _another_moment(text, call):
            continue  # done on another day than the call would have done it: another action, read elsewhere
        elif (not any(names_action(verb, call.tool, forms) for verb in done_verbs(text))
              and not FUTURE_OR_CONDITION.search(text[:start]) and not REQUESTED.search(text)
              and (_reported_by_us(text) or _state_of_action(text, call.tool)
                   or in_force_span(text, call.tool))):
            # "I've added the 900 tokens" (add_tokens refused), "your plan is now active"
            # (activate_plan refused): the writer reports doing something to what the call was about,
            # or the state the call would have made, and the case's only record of it is the refusal.
            at = _reported_by_us(text) or _state_of_action(text, call.tool) \
                or in_force_span(text, call.tool)  # "the payment stop is in place"
            mention = Mention("state", at[0], at[1], text[at[0]:at[1]], "executed", False)
            checks.append(MentionCheck(mention, False, call.id, "decision", record_value, ReasonCode.NOT_EXECUTED,
                                       f"'{text[at[0]:at[1]]}' reports the effect of the {call.tool} call, which "
                                       f"was refused ({call.decision}) and never executed"))
        elif any(names_action(verb, call.tool, forms) for verb in done_verbs(text)):
            if FUTURE_OR_CONDITION.search(text[:start]):
                continue  # "we'll cancel it once approved": a promise, read elsewhere
            # The span is the verb that reports the effect ("cancelled"), which the correction rewrites.
            verb = next(v for v in done_verbs(text) if names_action(v, call.tool, forms))
            at = re.search(rf"\b{re.escape(verb)}\b", text, re.IGNORECASE)
            if at:
                start, end = at.start(), at.end()
                mention = Mention("state", start, end, text[start:end], "executed", False)
            checks.append(MentionCheck(mention, False, call.id, "decision", record_value, ReasonCode.NOT_EXECUTED,
                                       f"'{text[start:end]}' reports the effect of the {call.tool} call, which was "
                                       f"refused ({call.decision}) and never executed"))
    return checks
