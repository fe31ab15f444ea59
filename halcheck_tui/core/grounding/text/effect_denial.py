"""A claim that an event has an effect ("the closure is paused while we review it") where a policy sentence says
that effect does not happen to the same thing ("a review does not stop a scheduled closure"). The verbs are read
through lexicon.EFFECT_VERBS, so the two may say the effect in different words; the policy's negation must
govern its verb and the claim's must not, and the thing the verb acts on must be the same word in both.

Nothing here knows a case: the table is how people write something scheduled being stopped or called off.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from ...language.calendar_words import MONTH_NAMES
from ...language.negation import NEGATION_JUST_BEFORE
from ...language.sentences import SPACE_AFTER_SENTENCE
from ...language.stopwords import EFFECT_CONTEXT
from ...language.tokens import letter_word_spans
from ...language.words import stem
from ..fields.lexicon import EFFECT_ANTONYMS, EFFECT_VERBS

_STOP = EFFECT_CONTEXT  # language/stopwords.py
_REACH = 2  # content words after a verb that name what it acts on ("stop a scheduled closure")
_CLAUSE_END = re.compile(r"[.!?;:]|,\s+(?:and|but|so|while|which)\b|\b(?:but|while|whereas|because|unless)\b", re.IGNORECASE)


def _content(text: str) -> list[tuple[int, str]]:
    return [(m.start(), stem(m.group(0).lower())) for m in letter_word_spans(text)
            if len(m.group(0)) > 3 and m.group(0).lower() not in _STOP]


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the clause around text[start:end]."""
    cut = max((m.end() for m in _CLAUSE_END.finditer(text[:start])), default=0)
    stop = _CLAUSE_END.search(text, end)
    return cut, stop.start() if stop else len(text)


def _arguments(text: str, words: list[tuple[int, str]], start: int, end: int) -> set[str]:
    """A claim verb's arguments: the content words of its clause before it, back to a comma ("while it is
    open, the visit is paused": the visit), and the _REACH content words after it."""
    cut, stop = _clause(text, start, end)
    cut = max([cut] + [m.end() for m in re.finditer(",", text[:start])])
    return {w for at, w in words if cut <= at < start} | set([w for at, w in words if end <= at < stop][:_REACH])


def _subject_and_object(text: str, words: list[tuple[int, str]], start: int, end: int) -> set[str]:
    """A policy verb's arguments: every content word of its clause before it (the subject, a list of
    examples included: "wear parts such as belts and pads are not covered") and _REACH after it."""
    cut, stop = _clause(text, start, end)
    return {w for at, w in words if cut <= at < start} | set([w for at, w in words if end <= at < stop][:_REACH])


# A participle said of the thing, not before a noun: "it is covered", never "a covered loss".
_PREDICATIVE = re.compile(r"\b(?:is|are|was|were|be|been|being|get|gets|got|stays?|remains?)\s+(?:\w+ly\s+|also\s+|still\s+)?$",
                          re.IGNORECASE)
_MONTHS = frozenset(month.lower() for month in MONTH_NAMES)
_PARTICIPLE = re.compile(r"(?:ed|en)$", re.IGNORECASE)


def _names(text: str) -> set[str]:
    """The capitalised words of a text that are not function words: what a claim or rule is about by name
    ("Plan B", "Gold")."""
    return {m.group(0).lower() for m in re.finditer(r"\b[A-Z][a-z]+\b", text)
            if m.group(0).lower() not in _STOP and m.group(0).lower() not in _MONTHS}


def _other_scope(claim: str, sentence: str) -> bool:
    """Do the claim and the sentence each name something by name the other does not ("Gold includes ..." against
    "Basic includes ...")?"""
    said, ruled = _names(claim), _names(sentence)
    return bool(said - ruled) and bool(ruled - said)


def _effects(text: str, negated: bool) -> list[tuple[str, int, int]]:
    """(group, start, end) of each effect verb of `text` whose negation is as asked (an antonym counts as
    the negated verb)."""
    found = []
    for group, pattern in EFFECT_VERBS.items():
        for m in pattern.finditer(text):
            if bool(NEGATION_JUST_BEFORE.search(text[max(0, m.start() - 40):m.start()])) == negated:
                found.append((group, m.start(), m.end()))
    for group, pattern in EFFECT_ANTONYMS.items() if negated else ():
        found += [(group, m.start(), m.end()) for m in pattern.finditer(text)
                  if not NEGATION_JUST_BEFORE.search(text[max(0, m.start() - 40):m.start()])]
    return found


def effect_denied(claim: str, sentences: Iterable[str]) -> str | None:
    """The policy sentence that negates an effect the claim states, on the same thing, sharing at least two
    content words with the claim (the thing acted on among them)."""
    said = [(g, a, b) for g, a, b in _effects(claim, negated=False)
            if not _PARTICIPLE.search(claim[a:b]) or _PREDICATIVE.search(claim[max(0, a - 30):a])]
    if not said:
        return None
    claim_words = _content(claim)
    verb_spans = [(a, b) for _, a, b in said + _effects(claim, negated=True)]
    claim_words = [(at, w) for at, w in claim_words if not any(a <= at < b for a, b in verb_spans)]
    for sentence in sentences:
        denied = _effects(sentence, negated=True)
        if not denied or _other_scope(claim, sentence):
            continue
        sentence_words = _content(sentence)
        shared = {w for _, w in claim_words} & {w for _, w in sentence_words}
        if len(shared) < 2:
            continue
        for group, a, b in said:
            acted_on = _arguments(claim, claim_words, a, b) & shared
            if any(g == group and acted_on & _subject_and_object(sentence, sentence_words, x, y) for g, x, y in denied):
                return sentence
    return None


def effect_conflict(claim: str, policy: str) -> str | None:
    """effect_denied over one policy text's sentences, said as a verdict's detail."""
    sentence = effect_denied(claim, [s for s in SPACE_AFTER_SENTENCE.split(policy) if s.strip()])
    return f"the policy says otherwise: '{sentence[:120]}'" if sentence else None
