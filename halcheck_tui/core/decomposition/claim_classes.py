"""What a claim is: conversational (asserts nothing), a rule (a policy or promise), a record claim (about this
case) or a fact. Read from its words alone; routing by the case's records comes later (grounding/fields/records.py).
"""
from __future__ import annotations

import re

from ..types import ClaimClass
from ..values.patterns import CASE_IDENTIFIER, DATE_CUE, IDENTIFIER_CUE, MONEY_CUE
from .closings import is_advice, is_closing_wish

AUX = (r"(?:is|are|was|were|be|been|being|am|has|have|had|will|would|shall|should|can|could|may|might|must"
        r"|do|does|did|won't|can't|isn't|aren't|wasn't|weren't|hasn't|haven't|didn't|doesn't|don't|'s|'re|'ll|'ve)")

VERB_LIKE = re.compile(rf"\b{AUX}\b|\b\w+(?:ed|es)\b|\b(?:arrive|ship|send|get|receive|see|take|need|reach|"
                        r"cover|include|expire|apply|process|refund|charge|bill|pay|cost|offer|provide)s?\b",
                        re.IGNORECASE)

# Courtesy that may open a sentence before a claim: "Hi Sam, ...", "Thanks for your patience and ...",
# "Sorry for the delay, ...", "Good news: ...". The opener asserts nothing; what follows it is checked as
# if the opener were not there. A separator (punctuation, a dash, or "and" before a clause) must follow.
COURTESY_OPENER = re.compile(
    r"[*_]{0,3}(?:(?:hi|hello|hey|dear|greetings|good\s+(?:morning|afternoon|evening|day))"
    r"(?:\s+(?:there|team|all|everyone|folks|valued|customer|sir|madam|friend|[\w'.-]+)){0,3}"
    r"|(?:many\s+)?thanks?(?:\s+you)?(?:\s+(?:so|very)\s+much)?(?:\s+(?:again|kindly))?"
    r"(?:\s+(?:for|about)\s+[^,:;!?.—–]{1,80}?)?"
    r"|(?:(?:i|we)(?:'m|'re|\s+am|\s+are)?\s+)?(?:so\s+|very\s+|really\s+|truly\s+)?(?:sorry|apologi[sz]e|apologies)"
    r"(?:\s+(?:for|about)\s+[^,:;!?.—–]{1,80}?)?"
    r"|my\s+apologies(?:\s+(?:for|about)\s+[^,:;!?.—–]{1,80}?)?"
    r"|(?:some\s+)?(?:good|great|happy)\s+news|just\s+to\s+(?:confirm|let\s+you\s+know|update\s+you)|to\s+confirm"
    r"|as\s+(?:promised|requested|discussed|mentioned)|(?:a\s+)?quick\s+update|update|(?:as\s+an\s+)?fyi"
    r"|(?:i(?:'m|\s+am)|we(?:'re|\s+are)|i'd|we'd)?\s*(?:more\s+than\s+)?(?:happy|glad|pleased|delighted)\s+to\s+help"
    r"(?:\s+(?:you|with\s+this|with\s+that|today))?"
    r"|rest\s+assured|of\s+course|absolutely|certainly|sure(?:\s+thing)?|no\s+problem|great\s+question|good\s+question|welcome\s+back"
    r"|(?:thanks|thank\s+you)\s+for\s+(?:your\s+)?(?:patience|waiting|bearing\s+with\s+us))"
    r"(?P<sep>[*_]{0,3}\s*(?:[,:;!—–]|\s-\s|\.\.\.)+[*_]{0,3}\s*|\s+and\s+(?:also\s+)?)",
    re.IGNORECASE)

# A question asserts nothing unless it presupposes something ("Did you know your refund has been issued?")
# or carries a completed-state statement inside it; such questions are checked (seed 001: fail closed).
PRESUPPOSING_QUESTION = re.compile(
    r"^(?:did|do)\s+you\s+know|^(?:were|are)\s+you\s+aware|^as\s+you\s+(?:may\s+)?know|^since\s+"
    r"|\b(?:has|have|had|was|were|is|are)\s+(?:already\s+|now\s+|just\s+)?(?:been\s+)?"
    r"(?:issued|refunded|shipped|delivered|cancell?ed|approved|processed|credited|sent|paid|completed|reset|closed|denied)\b"
    r"|\balready\b",
    re.IGNORECASE)



_CONVERSATIONAL = re.compile(
    r"^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|thanks|thank you|many thanks"
    r"|sorry|apologies|we apologi[sz]e|i apologi[sz]e|my apologies|please (?:let|feel|don't|do not) "
    r"|let (?:me|us) know|feel free|i(?:'m| am) happy to|happy to help|glad to|we(?:'re| are) (?:happy|glad)"
    r"|hope (?:this|that)|i hope|have a (?:great|nice|good|wonderful)|best regards|kind regards|regards|cheers"
    r"|is there anything|anything else|welcome|you're welcome|no problem|of course|absolutely|certainly"
    r"|i understand|we understand|i see|great question|thanks again|take care|talk soon|speak soon|talk later"
    r"|bye|goodbye|good-bye|bye for now|see you|all the best|best wishes|warm regards|warmly|sincerely|yours truly"
    r"|yours sincerely|with thanks|many thanks again|have a (?:lovely|nice|great|good) (?:day|evening|weekend|one)"
    r"|i(?:'d| would) be happy|i can help|we can help|how can i|what else|congratulations|congrats"
    r"|(?:we|i)(?:'re|'m| are| am)? (?:so |very |truly |really )?(?:grateful|thankful)"
    r"|(?:we|i)(?:'re|'m| are| am)? (?:look|looking) forward|looking forward)\b",
    re.IGNORECASE)
# A sign-off word alone on its line ("Best,", "Cheers"): the name under it is the signature.
_SIGN_OFF = re.compile(r"(?:best|cheers|regards|thanks|warmly|sincerely|respectfully|yours)", re.IGNORECASE)
_COMPLETION = re.compile(r"^(?:done|all done|all set|completed|finished|sorted|taken care of)$", re.IGNORECASE)
# What makes a claim specific, as the vocabulary defines it (core/values/patterns.py): an amount, a reference, a day.
_AMOUNT, _IDENTIFIER, _SPECIFIC_DATE = MONEY_CUE, IDENTIFIER_CUE, DATE_CUE
_CASE_NOUNS = (r"(?:order|refund|parcel|package|shipment|delivery|plan|subscription|account|payment|invoice"
               r"|ticket|booking|reservation|return|exchange|replacement|claim|case|request|card|charge|bill"
               r"|balance|credit|item|items|purchase|tracking)")
RULE_CUES = re.compile(
    r"\b(?:must|need to|needs to|required|requires|require|mandatory|policy|policies|allowed|not allowed"
    r"|eligible|entitled|always|never|every|each|within\s+\d|up to\s+\d|at least|at most|no later than"
    r"|guarantee[ds]?|we(?:'ll| will)|you(?:'ll| will) (?:receive|get|see|be (?:able|refunded|credited|charged))"
    r"|you can|you may|you should|expire[sd]?|business days|working days|free of charge|free)\b",
    re.IGNORECASE)


# What makes a courtesy-shaped sentence checkable after all: a specific (money, id, date, a number) or a
# completed-state statement. "Thanks for your order" asserts nothing; "Thanks, your refund was issued" does.
_ASSERTED_STATE = re.compile(
    r"\b(?:has|have|had|is|are|was|were|will\s+be|'s|'ve)\s+(?:already\s+|now\s+|just\s+|successfully\s+)?(?:been\s+)?"
    r"(?:issued|refunded|shipped|delivered|dispatched|cancell?ed|approved|processed|credited|sent|paid|completed|reset"
    r"|closed|denied|rejected|received|updated|changed|booked|arrived|escalated|resolved|fixed|applied|waived)\b"
    r"|\b(?:i|we)(?:'ve|\s+have|'ll|\s+will)?\s+(?:just\s+|already\s+)?(?:issued|refunded|cancell?ed|shipped|processed"
    r"|credited|approved|sent|reset|waived|applied|booked)\b",
    re.IGNORECASE)


def asserts_something(text: str) -> bool:
    """Does a sentence that looks like courtesy still state something checkable? (seed 001: fail closed)."""
    return bool(_AMOUNT.search(text) or _IDENTIFIER.search(text) or _SPECIFIC_DATE.search(text)
                or re.search(r"\d", text) or _ASSERTED_STATE.search(text) or STATED_STATE.search(text))


# A case state said of something ("your refund is queued for review", "it's out for delivery"): a sentence
# that carries one is checked, however courteous its opening (fail closed).
STATED_STATE = re.compile(
    r"\b(?:your|the|this|my|it|it's)\b[^.?!]{0,40}?\b(?:is|are|was|were|has been|have been|'s)\s+(?:now\s+|still\s+|already\s+)?"
    r"(?:queued|pending|under review|in review|on hold|approved|issued|denied|declined|shipped|delivered|cancell?ed"
    r"|out for delivery|in transit|on its way|processing|scheduled|confirmed|active|expired|suspended|refunded|paid"
    r"|overdue|closed|resolved|open|ready|booked|waitlisted|backordered)\b", re.IGNORECASE)


_SECOND_PERSON = re.compile(r"\b(?:you|your|yours|you're|you'll|you've)\b", re.IGNORECASE)
_CASE_IDENTIFIER = CASE_IDENTIFIER  # a reference to the reader's own case (the vocabulary's)
_YOUR_CASE_NOUN = re.compile(rf"\b(?:your|this|that)\s+(?:[\w$.,-]+\s+){{0,2}}{_CASE_NOUNS}\b", re.IGNORECASE)
_AGENT_ACTION = re.compile(
    r"\b(?:i|we)(?:'ve| have| had|'d)?\s+(?:just\s+|already\s+)?(?:issued|refunded|cancell?ed|sent|shipped|processed"
    r"|updated|changed|reset|approved|escalated|credited|charged|booked|created|opened|closed|applied|added|removed)\b",
    re.IGNORECASE)


def is_about_the_case(text: str) -> bool:
    """A claim about this customer's case: their order, refund, account, plan or ticket (second person with
    a case noun, or a case identifier), or an action the agent says it took. Everything else is about the
    world, and goes to the passages."""
    if _YOUR_CASE_NOUN.search(text) or _AGENT_ACTION.search(text):
        return True
    second = bool(_SECOND_PERSON.search(text))
    if _CASE_IDENTIFIER.search(text) and (second or re.search(rf"\b{_CASE_NOUNS}\b", text, re.IGNORECASE)):
        return True
    return second and bool(_AMOUNT.search(text) or _SPECIFIC_DATE.search(text) or _CASE_IDENTIFIER.search(text))


def is_conversational(text: str) -> bool:
    stripped = text.strip().rstrip(".!?").strip()
    if text.strip().endswith("?"):
        return not PRESUPPOSING_QUESTION.search(stripped)
    opener = COURTESY_OPENER.match(stripped + ",")
    if opener and opener.end() == len(stripped) + 1:
        return not asserts_something(stripped)  # a bare "Good news!" or "Hi Sam,"
    if _SIGN_OFF.fullmatch(stripped.rstrip(",")) or is_closing_wish(stripped) or is_advice(stripped):
        return True
    return bool(_CONVERSATIONAL.match(stripped)) and not asserts_something(stripped)


def classify(text: str) -> ClaimClass:
    stripped = text.strip().rstrip(".!?").strip()
    if is_conversational(text):
        return ClaimClass.CONVERSATIONAL
    if _COMPLETION.match(stripped):
        return ClaimClass.RECORD  # "Done!" asserts the requested action happened
    about_case = is_about_the_case(text)
    # A specific (money, id, date) in a claim about the case is read from the record, even inside a
    # promise ("You'll get your $118.84 back today"); a period or promise without one is policy.
    if about_case and (_IDENTIFIER.search(text) or _AMOUNT.search(text) or _SPECIFIC_DATE.search(text)):
        return ClaimClass.RECORD
    if RULE_CUES.search(text):
        return ClaimClass.RULE
    if about_case:
        return ClaimClass.RECORD
    return ClaimClass.FACT


_YES_NO = re.compile(r"^(?:yes|no|yeah|yep|nope|correct|incorrect|true|false)$", re.IGNORECASE)


def is_fragment(text: str) -> bool:
    """A short answer with no verb ("Zooey Deschanel", "1979", "yes"): it asserts something only as
    the answer to the question, so it is checked by quotation or together with the question."""
    words = text.strip().rstrip(".!").split()
    return is_yes_no(text) or (0 < len(words) <= 6 and not VERB_LIKE.search(text))


def is_yes_no(text: str) -> bool:
    return bool(_YES_NO.match(text.strip().rstrip(".!").strip()))
