"""Decompose: the draft into sentences, sentences into atomic claims, each claim classified.

Every sentence and claim carries exact character offsets into the draft, so `draft[start:end]` is its
text; the TUI highlights with them and the trace reports them. Segmentation is rule-based on
purpose: it must survive $118.84, e.g., U.S., A-4417, 10:30, URLs, e-mails, bullets and line breaks,
and a rule that fails can be read and fixed, unlike a model.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..types import ClaimClass
from .claim_classes import (
    AUX,
    COURTESY_OPENER,
    PRESUPPOSING_QUESTION,
    RULE_CUES,
    STATED_STATE,
    VERB_LIKE,
    asserts_something,
    classify,
    is_yes_no,
)
from .closings import is_closing_shape, is_closing_wish, is_sign_off_line, is_signature
from .markers import DraftCitations
from .sentences import BULLET, Sentence, split_sentences, trim_span


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
    citations: DraftCitations | None = None
    """What the draft cites, read against the case's evidence by the decompose level (`Checker.decompose`);
    None for a text split without a case."""

    def claims_of(self, sentence_index: int) -> tuple[Claim, ...]:
        return tuple(c for c in self.claims if c.sentence == sentence_index)


_CONJUNCTIONS = r"and|but|or|so|while|whereas|although|though|however"
# "yet" joins two clauses only after a comma ("It has shipped, yet the tracking is blank"); without one it is the
# adverb of "has not yet reached", and a split there left "has not" and "reached the account" as two claims.
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
_SENTENCE_LEAD = re.compile(r"(?:after that|after this|afterwards|then|later|in that case)\b,?", re.IGNORECASE)
_FINITE_VERB = re.compile(
    rf"\b(?:{AUX}|(?:arrive|ship|send|get|receive|take|need|cover|include|expire|apply|process|cost|offer|provide"
    r"|start|begin|end|count|remain|stay|drop|close|open|last|earn|go|come|require|allow|lose|pay|renew|expire"
    r"|deliver|reach|mean|work|happen|hold|keep|leave|qualif(?:y|ies))s?)\b",
    re.IGNORECASE)
"""A verb a clause can stand on: auxiliaries and present-tense verbs, never a participle alone."""
_NOT_A_SUBJECT = (r"(?:to|for|with|from|by|of|in|on|at|into|onto|over|under|after|before|about|as|if|when|than"
                  r"|then|also|not|only|more|less|other|another)")
_CLAUSE_SPLIT = re.compile(rf"(?:\s*;\s*|,?\s+\b(?:{_CONJUNCTIONS})\b,?\s+|,\s+yet\b,?\s+|,\s+which\s+|,\s+(?P<reason>as|since|because)\s+)",
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


# Lead-ins that announce the claim that follows them ("I can confirm that your refund ..."): no separator.
_ANNOUNCING_LEADIN = re.compile(
    r"(?:(?:(?:i|we)\s+)?(?:can|am\s+(?:happy|glad|pleased)\s+to|are\s+(?:happy|glad|pleased)\s+to|'m\s+(?:happy|glad|pleased)\s+to"
    r"|'re\s+(?:happy|glad|pleased)\s+to|wanted\s+to|just\s+wanted\s+to)\s+(?:confirm|report|let\s+you\s+know|say|tell\s+you)"
    r"|(?:i'm|i\s+am|we're|we\s+are)\s+(?:happy|glad|pleased|delighted)\s+to\s+(?:confirm|report|let\s+you\s+know|say)"
    r"|(?:the\s+)?good\s+news\s+is|rest\s+assured|please\s+(?:note|be\s+aware)|just\s+so\s+you\s+know"
    r"|(?:did|do)\s+you\s+know|were\s+you\s+aware|are\s+you\s+aware|as\s+you\s+(?:may\s+)?know)"
    r"(?:\s+that)?\s+",
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
        m = COURTESY_OPENER.match(text) or _ANNOUNCING_LEADIN.match(text)
        if not m or m.end() >= len(text.rstrip(" .!?")):
            break
        rest = text[m.end():]
        if "sep" in m.groupdict() and m.group("sep") and "and" in m.group("sep").lower() \
                and _starts_clause(rest) != "clause":
            break
        if not re.search(r"[A-Za-z0-9]", rest):
            break
        if re.fullmatch(r"[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}[\s.!,]*", rest) and not VERB_LIKE.search(rest) \
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
    if re.match(rf"{AUX}\b", fragment, re.IGNORECASE) or re.match(
            r"(?:also\s+|then\s+|not\s+)?(?:\w+ed|will|should|can|must|may)\b", fragment, re.IGNORECASE):
        return "verb_phrase"
    if re.match(rf"{_SUBJECTS}\b", fragment) or re.match(rf"{_SUBJECT_WORDS}\b", fragment, re.IGNORECASE):
        # ... up to a list break: in "needs sign-off from the depot and the driver, so I've passed it on" the verb after the
        # comma is another clause's, and "the driver" ends a list.
        head = re.split(r"[;:]|,(?!\d)", " ".join(words[:7]))[0]
        if VERB_LIKE.search(head):
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
    if re.match(rf"(?:{_NOT_A_SUBJECT}|{AUX}|\w+ed|well|always|usual|ever|soon|far|long|much|many|such)\b",
                fragment, re.IGNORECASE):  # "as always", "as soon as": no reason follows
        return False
    head = " ".join(re.split(r"[,;:]", fragment)[0].split()[:6])
    verb = re.search(rf"\b{AUX}\b", head, re.IGNORECASE) or _FINITE_VERB.search(head) or VERB_LIKE.search(head)
    return bool(verb) and verb.start() > 0 and bool(head[verb.end():].strip())


def _subject_of(clause: str) -> str:
    """The words before the first auxiliary or verb: the subject a verb phrase shares."""
    match = re.search(rf"\b{AUX}\b", clause, re.IGNORECASE) or _FINITE_VERB.search(clause)
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
            right_kind = "relative" if (_FINITE_VERB.match(right) and not re.match(rf"{AUX}\b", right, re.I)
                                        and "," not in right and _RELATIVE_HEAD.search(left)) else None
        else:
            right_kind = "clause" if is_semicolon else _starts_clause(right, left)
            if match.group("reason"):
                if not (_INSTRUCTION_LEAD.match(left) and _reason_clause(right)):
                    continue
                right_kind = "clause"
        if right_kind is None or not (VERB_LIKE.search(left) or _FINITE_VERB.search(left) or match.group("reason")):
            continue
        if not is_semicolon and (_CORRELATIVE.search(left) or (right_kind == "clause" and _IMPERATIVE_CONDITION.match(left))):
            continue
        pieces.append((cursor, match.start(), kind))
        cursor, kind = match.end(), right_kind
    pieces.append((cursor, sentence.end, kind))
    out = []
    for start, end, piece_kind in pieces:
        start, end = trim_span(draft, start, end)
        while end > start and draft[end - 1] in ".!?,;:…":
            end -= 1
        marker = _LEADING_MARKERS.match(draft[start:end])
        if marker and marker.end() < end - start and piece_kind != "courtesy":
            start += marker.end()
        if start < end:
            out.append((start, end, piece_kind))
    return out


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
            presupposed = sentence_is_question and (PRESUPPOSING_QUESTION.search(sentence.text.strip())
                                                    or STATED_STATE.search(text))
            claim_class = classify(text + "?" if sentence_is_question and not presupposed else context)
            # A short lead-in that opens a list ("It includes:", "Charges were:") asserts nothing itself;
            # the lines under it are the claims.
            if sentence.text.rstrip().endswith(":") and end == trim_span(draft, sentence.start, sentence.end)[1] - 1 \
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
        and bool(BULLET.match(next_line)) and not RULE_CUES.search(text)


def _own_line(draft: str, sentence: Sentence) -> bool:
    """Does the sentence fill its line (a closing or a signature is written on a line of its own)?"""
    before = re.sub(r"[-–—][ \t]*$", "", draft[:sentence.start].rstrip(" \t")).rstrip(" \t")  # "- Orla" is split as a bullet
    return (not before or before.endswith("\n")) and draft[sentence.end:].lstrip(" \t")[:1] in ("", "\n", "\r")


def _signs_in_line(text: str) -> bool:
    """A last sentence that signs the reply though it shares a line with the one before: a signature naming a
    team or brand ("Ashcombe Libraries Team"), alone or after a closing ("With best wishes, Ashcombe Libraries
    Team"): capitalised names and a team word only (`is_sign_off_line`), no figure."""
    text = text.strip()
    closing, comma, signature = text.partition(",")
    if comma and (is_closing_wish(closing) or is_closing_shape(closing + ",", False)):
        text = signature.strip()
    return is_sign_off_line(text)


def _whole_line(draft: str, sentences: tuple[Sentence, ...], claims: list[Claim], at: int) -> bool:
    """Is claims[at] a sentence of its own that fills its line?"""
    claim = claims[at]
    return len([c for c in claims if c.sentence == claim.sentence]) == 1 and _own_line(draft, sentences[claim.sentence])


def _a_closing(claim: Claim, sentences: tuple[Sentence, ...], whole: bool) -> bool:
    """Is the claim a closing line: already conversational, or (filling its line) short, with no verb, figure,
    assertion or rule cue, ending in a comma or "!"."""
    return claim.claim_class is ClaimClass.CONVERSATIONAL or (
        whole and is_closing_shape(sentences[claim.sentence].text, bool(VERB_LIKE.search(claim.text)))
        and not asserts_something(claim.text) and not RULE_CUES.search(claim.text))


def _two_line_signature(draft: str, sentences: tuple[Sentence, ...], claims: list[Claim]) -> bool:
    """A closing, a name and a role or firm under it ("Yours sincerely, / Amaka Obi / Clerk, ClaimDesk Lagos"),
    each on its own line: all three sign the reply. Marks them conversational and says whether it did."""
    if len(claims) < 3 or len({c.sentence for c in claims[-3:]}) != 3 \
            or not all(_whole_line(draft, sentences, claims, at) for at in (-1, -2, -3)):
        return False
    closing, name, role = claims[-3:]
    if not (is_signature(role.text) and is_signature(name.text)) or not _a_closing(closing, sentences, True):
        return False
    claims[-3:] = [replace(c, claim_class=ClaimClass.CONVERSATIONAL) for c in (closing, name, role)]
    return True


def _sign_off(draft: str, sentences: tuple[Sentence, ...], claims: list[Claim]) -> list[Claim]:
    """The closing block: the last lines of a reply, after its last assertive sentence, read by place and
    shape. The last line is a signature when it is dash-led or names a team, or when it is a name under a
    closing; the line above a signature is a closing when it is short, has no verb or figure and ends in a
    comma or "!". Each is a line of its own, one claim long."""
    if not claims:
        return claims
    last = claims[-1]
    alone = len([c for c in claims if c.sentence == last.sentence]) == 1
    if alone and not _own_line(draft, sentences[last.sentence]) and _signs_in_line(last.text):
        # "... at 25p a day. Ashcombe Libraries Team": a signature run on after the last sentence
        claims[-1] = replace(last, claim_class=ClaimClass.CONVERSATIONAL)
        return claims
    whole = alone and _own_line(draft, sentences[last.sentence])
    if not whole:
        return claims
    if _two_line_signature(draft, sentences, claims):
        return claims
    above = claims[-2] if len(claims) >= 2 and claims[-2].sentence != last.sentence else None
    closing_above = above is not None and _a_closing(above, sentences, _whole_line(draft, sentences, claims, -2))
    bare_name = re.fullmatch(r"[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}", last.text.strip())
    line_start = draft.rfind("\n", 0, last.start) + 1
    line, line_above = draft[line_start:last.end], draft[:line_start].rstrip().rsplit("\n", 1)[-1]
    in_a_list = bool(BULLET.match(line) and BULLET.match(line_above))  # the last item of a dashed list
    if (is_sign_off_line(line) and not in_a_list) or (closing_above and (bare_name or is_signature(last.text))):
        claims[-1] = replace(last, claim_class=ClaimClass.CONVERSATIONAL)
        if closing_above and above.claim_class is not ClaimClass.CONVERSATIONAL:
            claims[-2] = replace(above, claim_class=ClaimClass.CONVERSATIONAL)
    return claims
