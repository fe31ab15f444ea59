"""Decompose: the draft into sentences, sentences into atomic claims, each claim classified.

Every sentence and claim carries exact character offsets into the draft, so `draft[start:end]` is its
text; the TUI highlights with them and the trace reports them. Segmentation is rule-based on
purpose: it must survive $118.84, e.g., U.S., A-4417, 10:30, URLs, e-mails, bullets and line breaks,
and a rule that fails can be read and fixed, unlike a model.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..patterns import CASE_IDENTIFIER, DATE_CUE, IDENTIFIER_CUE, MONEY_CUE, MONTH_ABBREVIATIONS
from ..types import ClaimClass
from .closings import is_advice, is_closing_shape, is_closing_wish, is_sign_off_line, is_signature

# Words after which a period does not end a sentence even when a capital follows ("Mr. Smith").
ABBREVIATIONS = {
    "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "vs", "etc", "e.g", "i.e", "approx", "dept",
    "no", "nos", "fig", "inc", "ltd", "co", "corp", *MONTH_ABBREVIATIONS,
    "mon", "tue", "wed", "thu", "fri", "sat", "sun", "u.s", "u.k",
    "e.u", "a.m", "p.m", "ref", "tel", "ext", "vol", "art", "sec", "min", "max", "est", "cf", "al",
}

# Abbreviations that often end a sentence: a capitalised pronoun or determiner after them starts a new one.
_CAN_END_SENTENCE = {"a.m", "p.m", "etc", "inc", "ltd", "co", "corp", "u.s", "u.k", "e.u", "jr", "sr"}
_SENTENCE_STARTERS = {"the", "we", "you", "your", "i", "it", "this", "that", "these", "our", "please", "they", "he",
                      "she", "if", "thanks", "thank", "a", "an", "there", "my", "its", "their", "in", "on", "for"}

_BULLET = re.compile(r"[ \t]*(?:[-*•·▪‣◦]|\d{1,3}[.)]|[a-zA-Z][.)](?=\s))[ \t]+")
_SENTENCE_END = re.compile(r"[.!?…]+[\"'”’)\]]*")


@dataclass(frozen=True)
class Sentence:
    index: int
    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Claim:
    id: str
    sentence: int
    start: int
    end: int
    text: str
    claim_class: ClaimClass
    context_text: str
    """The claim as a stand-alone statement for NLI: a verb phrase split from its subject gets the
    subject back ("should arrive on 12 May" -> "Your parcel P-3310 should arrive on 12 May")."""


@dataclass(frozen=True)
class Decomposition:
    sentences: tuple[Sentence, ...]
    claims: tuple[Claim, ...]

    def claims_of(self, sentence_index: int) -> tuple[Claim, ...]:
        return tuple(c for c in self.claims if c.sentence == sentence_index)


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _is_boundary(text: str, dot_start: int, after: int) -> bool:
    """Does the punctuation run text[dot_start:after] end a sentence?"""
    if after < len(text) and not text[after].isspace():
        return False  # 118.84, example.com/a.b, A.4417: punctuation inside a token
    mark = text[dot_start]
    rest = text[after:].lstrip(" \t")
    if not rest or rest[0] == "\n":
        return True
    if mark in "!?…":
        return True
    word_match = re.search(r"([A-Za-z][A-Za-z.]*)$", text[:dot_start])
    word = word_match.group(1).lower() if word_match else ""
    next_word = re.match(r"[A-Za-z']+", rest)
    starts_sentence = bool(next_word) and next_word.group(0).lower() in _SENTENCE_STARTERS
    if word in _CAN_END_SENTENCE and starts_sentence:
        return True  # "at 10:30 a.m. The office..." / "...and Co. We will..."
    # A lone capital is an initial ("J. Doe") only as a word of its own: in "seat 23C." it ends a code.
    initial = len(word) == 1 and text[dot_start - 1].isupper() and (
        dot_start < 2 or not text[dot_start - 2].isalnum())
    if word in ABBREVIATIONS or initial:
        return False  # "Mr. Smith", "U.S. Army", "J. Doe"
    if re.search(r"(?:^|\s)[A-Za-z](?:\.[A-Za-z])+$", text[:dot_start]):
        return starts_sentence  # "e.g", "U.S" written without a trailing word boundary
    nxt = rest[0]
    return nxt.isupper() or nxt.isdigit() or nxt in "\"'“‘([$€£#*-•"


def split_sentences(draft: str) -> tuple[Sentence, ...]:
    spans: list[tuple[int, int]] = []
    line_start = 0
    for line in draft.splitlines(keepends=True):
        line_end = line_start + len(line.rstrip("\r\n"))
        bullet = _BULLET.match(draft, line_start, line_end)
        cursor = bullet.end() if bullet else line_start
        piece_start = cursor
        for match in _SENTENCE_END.finditer(draft, cursor, line_end):
            if _is_boundary(draft, match.start(), match.end()):
                spans.append((piece_start, match.end()))
                piece_start = match.end()
        spans.append((piece_start, line_end))
        line_start += len(line)
    sentences = []
    for start, end in spans:
        start, end = _trim(draft, start, end)
        if start < end and re.search(r"\w", draft[start:end]):
            sentences.append(Sentence(len(sentences), start, end, draft[start:end]))
    return tuple(sentences)


# --- claims -----------------------------------------------------------------------------------

_CONJUNCTIONS = r"and|but|or|so|while|whereas|although|though|yet|however"
_SUBJECT_WORDS = (r"(?:i|we|you|he|she|it|they|this|that|these|those|there|your|our|my|their|his|her|its|the|a|an"
                  r"|both|each|all|some|no)")
_SUBJECTS = rf"(?:{_SUBJECT_WORDS}|[A-Z][\w-]*)"
"""A clause opens with a pronoun or determiner (any case) or a capitalised name (case-sensitive: with
IGNORECASE the name pattern would accept every word, and "regional and global scales" would split)."""
_CORRELATIVE = re.compile(r"\b(?:both|between|either|neither)\s+(?:\S+\s+){0,3}\S+\s*$", re.IGNORECASE)
"""'both X and Y', 'between X and Y': the conjunction joins two nouns, not two claims."""
_IMPERATIVE_CONDITION = re.compile(r"^\s*(?!(?:[\w-]+(?:s|ed|ing))\b)[A-Za-z][a-z-]+\s+(?:a|an|the|your|our|us|me|it|this|that|one|any)"
                                   r"\b[^,;]{0,40}$", re.IGNORECASE)
"""'Pick a tier and the fee drops', 'call us and we'll fix it': an order followed by 'and' and a clause is the
condition of that clause (if you pick a tier, the fee drops): the two halves are one claim."""
_AUX = (r"(?:is|are|was|were|be|been|being|am|has|have|had|will|would|shall|should|can|could|may|might|must"
        r"|do|does|did|won't|can't|isn't|aren't|wasn't|weren't|hasn't|haven't|didn't|doesn't|don't|'s|'re|'ll|'ve)")
_VERB_LIKE = re.compile(rf"\b{_AUX}\b|\b\w+(?:ed|es)\b|\b(?:arrive|ship|send|get|receive|see|take|need|reach|"
                        r"cover|include|expire|apply|process|refund|charge|bill|pay|cost|offer|provide)s?\b",
                        re.IGNORECASE)
_SENTENCE_LEAD = re.compile(r"(?:after that|after this|afterwards|then|later|in that case)\b,?", re.IGNORECASE)
_FINITE_VERB = re.compile(
    rf"\b(?:{_AUX}|(?:arrive|ship|send|get|receive|take|need|cover|include|expire|apply|process|cost|offer|provide"
    r"|start|begin|end|count|remain|stay|drop|close|open|last|earn|go|come|require|allow|lose|pay|renew|expire"
    r"|deliver|reach|mean|work|happen|hold|keep|leave|qualif(?:y|ies))s?)\b",
    re.IGNORECASE)
"""A verb a clause can stand on: auxiliaries and present-tense verbs, never a participle alone."""
_NOT_A_SUBJECT = (r"(?:to|for|with|from|by|of|in|on|at|into|onto|over|under|after|before|about|as|if|when|than"
                  r"|then|also|not|only|more|less|other|another)")
_CLAUSE_SPLIT = re.compile(rf"(?:\s*;\s*|,?\s+\b(?:{_CONJUNCTIONS})\b,?\s+|,\s+which\s+|,\s+(?P<reason>as|since|because)\s+)",
                           re.IGNORECASE)
"""", as later ones are charged": the reason given for an instruction ("Please ..., as ...") is a claim of its
own, the policy behind the instruction; split only where a whole clause follows ("..., as requested" stays
whole). A reason after a statement stays with it: the statement is what it explains."""
_INSTRUCTION_LEAD = re.compile(r"\W*please\b", re.IGNORECASE)
# The noun a ", which ..." clause is about: the last noun phrase before the comma ("the Gold plan").
_RELATIVE_HEAD = re.compile(r"\b((?:the|your|our|this|that|a|an)\s+[^,;]{1,60})$", re.IGNORECASE)
# "No, ..." answers; "no files are removed" keeps its "no" (an answer word is a marker only with its comma).
_LEADING_MARKERS = re.compile(
    r"^(?:(?:(?:yes|no|sure|ok|okay)\b[,:!]|(?:great news|good news|unfortunately|also|additionally|however|so|well"
    r"|as requested|just to confirm|to confirm)\b[,:!]?)\s+)+", re.IGNORECASE)


# Courtesy that may open a sentence before a claim: "Hi Sam, ...", "Thanks for your patience and ...",
# "Sorry for the delay, ...", "Good news: ...". The opener asserts nothing; what follows it is checked as
# if the opener were not there. A separator (punctuation, a dash, or "and" before a clause) must follow.
_COURTESY_OPENER = re.compile(
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
# Lead-ins that announce the claim that follows them ("I can confirm that your refund ..."): no separator.
_ANNOUNCING_LEADIN = re.compile(
    r"(?:(?:(?:i|we)\s+)?(?:can|am\s+(?:happy|glad|pleased)\s+to|are\s+(?:happy|glad|pleased)\s+to|'m\s+(?:happy|glad|pleased)\s+to"
    r"|'re\s+(?:happy|glad|pleased)\s+to|wanted\s+to|just\s+wanted\s+to)\s+(?:confirm|report|let\s+you\s+know|say|tell\s+you)"
    r"|(?:i'm|i\s+am|we're|we\s+are)\s+(?:happy|glad|pleased|delighted)\s+to\s+(?:confirm|report|let\s+you\s+know|say)"
    r"|(?:the\s+)?good\s+news\s+is|rest\s+assured|please\s+(?:note|be\s+aware)|just\s+so\s+you\s+know"
    r"|(?:did|do)\s+you\s+know|were\s+you\s+aware|are\s+you\s+aware|as\s+you\s+(?:may\s+)?know)"
    r"(?:\s+that)?\s+",
    re.IGNORECASE)
# A question asserts nothing unless it presupposes something ("Did you know your refund has been issued?")
# or carries a completed-state statement inside it; such questions are checked (seed 001: fail closed).
_PRESUPPOSING_QUESTION = re.compile(
    r"^(?:did|do)\s+you\s+know|^(?:were|are)\s+you\s+aware|^as\s+you\s+(?:may\s+)?know|^since\s+"
    r"|\b(?:has|have|had|was|were|is|are)\s+(?:already\s+|now\s+|just\s+)?(?:been\s+)?"
    r"(?:issued|refunded|shipped|delivered|cancell?ed|approved|processed|credited|sent|paid|completed|reset|closed|denied)\b"
    r"|\balready\b",
    re.IGNORECASE)


def strip_courtesy(draft: str, start: int, end: int) -> tuple[list[tuple[int, int]], int]:
    """Courtesy openers at draft[start:end] that come before a claim: their spans, and where the rest begins.

    An opener is split off only when something follows it that can be checked; "Thanks for the photos and
    the receipt" keeps its "and" (no clause follows), and stays one conversational piece.
    """
    openers: list[tuple[int, int]] = []
    cursor = start
    for _ in range(4):
        text = draft[cursor:end]
        m = _COURTESY_OPENER.match(text) or _ANNOUNCING_LEADIN.match(text)
        if not m or m.end() >= len(text.rstrip(" .!?")):
            break
        rest = text[m.end():]
        if "sep" in m.groupdict() and m.group("sep") and "and" in m.group("sep").lower() \
                and _starts_clause(rest) != "clause":
            break
        if not re.search(r"[A-Za-z0-9]", rest):
            break
        if re.fullmatch(r"[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}[\s.!,]*", rest) and not _VERB_LIKE.search(rest) \
                and not asserts_something(rest):
            openers.append((cursor, cursor + len(rest.rstrip(" .!,")) + m.end()))  # "Thanks, Sam."
            cursor = end
            break
        openers.append((cursor, cursor + m.start("sep") if "sep" in m.groupdict() and m.group("sep") else cursor + m.end()))
        cursor += m.end()
    return openers, cursor


def _starts_clause(fragment: str, before: str | None = None) -> str | None:
    """'clause' if the text after a conjunction can stand alone, 'verb_phrase' if it shares the
    subject before it ("and should arrive..."), None if it is a noun-phrase list ("salt and pepper")."""
    words = fragment.split()
    if not words:
        return None
    if re.match(rf"{_AUX}\b", fragment, re.IGNORECASE) or re.match(
            r"(?:also\s+|then\s+|not\s+)?(?:\w+ed|will|should|can|must|may)\b", fragment, re.IGNORECASE):
        return "verb_phrase"
    if re.match(rf"{_SUBJECTS}\b", fragment) or re.match(rf"{_SUBJECT_WORDS}\b", fragment, re.IGNORECASE):
        # ... up to a list break: in "needs sign-off from the depot and the driver, so I've passed it on" the verb after the
        # comma is another clause's, and "the driver" ends a list.
        head = re.split(r"[;:]|,(?!\d)", " ".join(words[:7]))[0]
        if _VERB_LIKE.search(head):
            return "clause"
        return None
    # The two readings below need a finite verb before the conjunction too: in "brake pads, wiper blades
    # and tires are not covered" the list before "and" shares the verb after it.
    if before is None or not _FINITE_VERB.search(before):
        return None
    if _FINITE_VERB.match(fragment):
        return "verb_phrase"  # "... and includes 5 GB": the subject before the conjunction
    # A noun-phrase subject with a finite verb ("late returns cost a fee", "skydiving is excluded") is a
    # clause of its own; a past participle alone ("and accessories bought online") is not enough.
    # The subject runs to its verb with no list break on the way: in "and night buses, but it can't be
    # moved" the verb belongs to the next clause, and "night buses" ends a list.
    head = re.split(r"[;:]|,(?!\d)|\b(?:and|but|or)\b", " ".join(words[1:8]))[0]
    verb = _FINITE_VERB.search(head)
    # The verb needs something after it: "and shipping costs" ends on a noun that looks like a verb.
    if not re.match(rf"{_NOT_A_SUBJECT}\b", fragment, re.IGNORECASE) and verb and head[verb.end():].strip():
        return "clause"
    return None


def _reason_clause(fragment: str) -> bool:
    """Does a reason after ", as" stand alone: a subject, then a verb within a few words, before any comma
    ("later pick-ups are charged ..."), never a participle or a preposition first ("as requested", "as of")?"""
    if re.match(rf"(?:{_NOT_A_SUBJECT}|{_AUX}|\w+ed|well|always|usual|ever|soon|far|long|much|many|such)\b",
                fragment, re.IGNORECASE):  # "as always", "as soon as": no reason follows
        return False
    head = " ".join(re.split(r"[,;:]", fragment)[0].split()[:6])
    verb = re.search(rf"\b{_AUX}\b", head, re.IGNORECASE) or _FINITE_VERB.search(head) or _VERB_LIKE.search(head)
    return bool(verb) and verb.start() > 0 and bool(head[verb.end():].strip())


def _subject_of(clause: str) -> str:
    """The words before the first auxiliary or verb: the subject a verb phrase shares."""
    match = re.search(rf"\b{_AUX}\b", clause, re.IGNORECASE) or _FINITE_VERB.search(clause)
    return clause[:match.start()].strip() if match else ""


def _split_claims(draft: str, sentence: Sentence) -> list[tuple[int, int, str]]:
    """(start, end, kind) pieces of one sentence; kind is 'courtesy', 'clause' or 'verb_phrase'."""
    openers, cursor = strip_courtesy(draft, sentence.start, sentence.end)
    pieces: list[tuple[int, int, str]] = [(a, b, "courtesy") for a, b in openers]
    kind = "clause"
    for match in _CLAUSE_SPLIT.finditer(draft, sentence.start, sentence.end):
        right = draft[match.end():sentence.end]
        left = draft[cursor:match.start()]
        is_semicolon = ";" in match.group(0)
        if re.search(r"\bwhich\b", match.group(0), re.IGNORECASE):
            # "..., which includes X": a claim about the noun before the comma
            # (a content verb, not a copula: "which is fine" comments; and only at the end of the sentence:
            # "Your refund, which was issued on 2 May, is on its way" keeps its main clause whole)
            right_kind = "relative" if (_FINITE_VERB.match(right) and not re.match(rf"{_AUX}\b", right, re.I)
                                        and "," not in right and _RELATIVE_HEAD.search(left)) else None
        else:
            right_kind = "clause" if is_semicolon else _starts_clause(right, left)
            if match.group("reason"):
                if not (_INSTRUCTION_LEAD.match(left) and _reason_clause(right)):
                    continue
                right_kind = "clause"
        if right_kind is None or not (_VERB_LIKE.search(left) or _FINITE_VERB.search(left) or match.group("reason")):
            continue
        if not is_semicolon and (_CORRELATIVE.search(left) or (right_kind == "clause" and _IMPERATIVE_CONDITION.match(left))):
            continue
        pieces.append((cursor, match.start(), kind))
        cursor, kind = match.end(), right_kind
    pieces.append((cursor, sentence.end, kind))
    out = []
    for start, end, piece_kind in pieces:
        start, end = _trim(draft, start, end)
        while end > start and draft[end - 1] in ".!?,;:…":
            end -= 1
        marker = _LEADING_MARKERS.match(draft[start:end])
        if marker and marker.end() < end - start and piece_kind != "courtesy":
            start += marker.end()
        if start < end:
            out.append((start, end, piece_kind))
    return out


# --- classification -----------------------------------------------------------------------------

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
# What makes a claim specific, as the vocabulary defines it (core/patterns.py): an amount, a reference, a day.
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
                or re.search(r"\d", text) or _ASSERTED_STATE.search(text) or _STATED_STATE.search(text))


# A case state said of something ("your refund is queued for review", "it's out for delivery"): a sentence
# that carries one is checked, however courteous its opening (fail closed).
_STATED_STATE = re.compile(
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
        return not _PRESUPPOSING_QUESTION.search(stripped)
    opener = _COURTESY_OPENER.match(stripped + ",")
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
    return is_yes_no(text) or (0 < len(words) <= 6 and not _VERB_LIKE.search(text))


def is_yes_no(text: str) -> bool:
    return bool(_YES_NO.match(text.strip().rstrip(".!").strip()))


def answer_in_context(decomposition: Decomposition, question: str) -> Decomposition:
    """A bare yes or no means nothing without its question: NLI reads it as "<question> <answer>"."""
    question = question.strip()
    if not question:
        return decomposition
    claims = tuple(replace(c, context_text=f"{question} {c.text.strip()}.") if is_yes_no(c.text) else c
                   for c in decomposition.claims)
    return replace(decomposition, claims=claims)


def answer_lead_ins(decomposition: Decomposition) -> Decomposition:
    """A bare "Yes!" that opens a reply whose next sentences say what it means ("Yes! Order A-7 qualifies for
    a refund of $40.") asserts nothing of its own: those sentences carry the answer and are checked. Read with
    the question instead, a small verifier "contradicts" the yes against any policy line with a condition.
    A bare answer with nothing checkable after it stays a claim (read with its question)."""
    claims = list(decomposition.claims)
    for i, claim in enumerate(claims):
        if not is_yes_no(claim.text) or claim.claim_class is ClaimClass.CONVERSATIONAL:
            continue
        later = [c for c in claims[i + 1:] if c.sentence > claim.sentence and c.claim_class is not ClaimClass.CONVERSATIONAL]
        if later and all(c.claim_class is ClaimClass.CONVERSATIONAL for c in claims[:i]):
            claims[i] = replace(claim, claim_class=ClaimClass.CONVERSATIONAL)
    return replace(decomposition, claims=tuple(claims))


def decompose(draft: str) -> Decomposition:
    sentences = split_sentences(draft)
    claims: list[Claim] = []
    for sentence in sentences:
        sentence_is_question = sentence.text.rstrip().endswith("?")
        subject = ""
        # "After that, the lamp returns to the shelf and the deposit is refunded": the opening holds for every clause.
        lead = None
        for start, end, kind in _split_claims(draft, sentence):
            text = draft[start:end]
            if kind == "courtesy":
                claims.append(Claim(f"c{len(claims) + 1}", sentence.index, start, end, text,
                                    ClaimClass.CONVERSATIONAL, text))
                continue
            if kind == "clause":
                subject = _subject_of(text)
                context = text
            elif kind == "relative":
                head = _RELATIVE_HEAD.search(re.sub(r",?\s*which\s*$", "", draft[sentence.start:start], flags=re.I))
                context = f"{head.group(1).strip()} {text}" if head else text
            else:
                context = f"{subject} {text}".strip() if subject else text
            if lead and not _SENTENCE_LEAD.match(context):
                context = f"{lead.group(0).strip()} {context}"
            # an opening met mid-sentence ("...until 3 June; after that, the hold lapses") holds from there on
            lead = _SENTENCE_LEAD.match(text) or lead
            # A question is read whole (its "?" is on the sentence, not on the piece); a verb phrase is
            # classified with its subject ("should arrive on 12 May" is about "Your parcel P-3310"). What a
            # presupposing question wraps ("Did you know your refund is queued?") is a statement.
            presupposed = sentence_is_question and (_PRESUPPOSING_QUESTION.search(sentence.text.strip())
                                                    or _STATED_STATE.search(text))
            claim_class = classify(text + "?" if sentence_is_question and not presupposed else context)
            # A short lead-in that opens a list ("It includes:", "Charges were:") asserts nothing itself;
            # the lines under it are the claims.
            if sentence.text.rstrip().endswith(":") and end == _trim(draft, sentence.start, sentence.end)[1] - 1 \
                    and _only_names_a_list(draft, sentence, text):
                claim_class = ClaimClass.CONVERSATIONAL
            claims.append(Claim(f"c{len(claims) + 1}", sentence.index, start, end, text, claim_class, context))
    return Decomposition(sentences, tuple(_sign_off(draft, sentences, claims)))


_MAX_LEAD_IN_WORDS, _MAX_LIST_LEAD_IN_WORDS = 4, 8


def _only_names_a_list(draft: str, sentence: Sentence, text: str) -> bool:
    """Does a lead-in ending in a colon only name what the lines under it list ("Here are your passes:")?
    A short one always does; a longer one when bullet lines follow it and it holds no figure, state or
    term of its own ("You have these open vouchers:"): the bullet lines are the claims."""
    if asserts_something(text):
        return False
    if len(text.split()) <= _MAX_LEAD_IN_WORDS:
        return True
    next_line = draft[sentence.end:].lstrip(" \t\r\n").split("\n", 1)[0]
    return len(text.split()) <= _MAX_LIST_LEAD_IN_WORDS and draft[sentence.end:].lstrip(" \t").startswith(("\n", "\r")) \
        and bool(_BULLET.match(next_line)) and not RULE_CUES.search(text)


def _own_line(draft: str, sentence: Sentence) -> bool:
    """Does the sentence fill its line (a closing or a signature is written on a line of its own)?"""
    before = re.sub(r"[-–—][ \t]*$", "", draft[:sentence.start].rstrip(" \t")).rstrip(" \t")  # "- Orla" is split as a bullet
    return (not before or before.endswith("\n")) and draft[sentence.end:].lstrip(" \t")[:1] in ("", "\n", "\r")


def _sign_off(draft: str, sentences: tuple[Sentence, ...], claims: list[Claim]) -> list[Claim]:
    """The closing block: the last lines of a reply, after its last assertive sentence, read by place and
    shape. The last line is a signature when it is dash-led or names a team, or when it is a name under a
    closing; the line above a signature is a closing when it is short, has no verb or figure and ends in a
    comma or "!". Each is a line of its own, one claim long."""
    if not claims:
        return claims
    last = claims[-1]
    whole = len([c for c in claims if c.sentence == last.sentence]) == 1 and _own_line(draft, sentences[last.sentence])
    if not whole:
        return claims
    above = claims[-2] if len(claims) >= 2 and claims[-2].sentence != last.sentence else None
    above_whole = above is not None and len([c for c in claims if c.sentence == above.sentence]) == 1 \
        and _own_line(draft, sentences[above.sentence])
    closing_above = above is not None and (above.claim_class is ClaimClass.CONVERSATIONAL or (
        above_whole and is_closing_shape(sentences[above.sentence].text, bool(_VERB_LIKE.search(above.text)))
        and not asserts_something(above.text) and not RULE_CUES.search(above.text)))
    bare_name = re.fullmatch(r"[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}", last.text.strip())
    line_start = draft.rfind("\n", 0, last.start) + 1
    line, line_above = draft[line_start:last.end], draft[:line_start].rstrip().rsplit("\n", 1)[-1]
    in_a_list = bool(_BULLET.match(line) and _BULLET.match(line_above))  # the last item of a dashed list
    if (is_sign_off_line(line) and not in_a_list) or (closing_above and (bare_name or is_signature(last.text))):
        claims[-1] = replace(last, claim_class=ClaimClass.CONVERSATIONAL)
        if closing_above and above.claim_class is not ClaimClass.CONVERSATIONAL:
            claims[-2] = replace(above, claim_class=ClaimClass.CONVERSATIONAL)
    return claims
