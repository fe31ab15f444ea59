"""A claim that an event has an effect ("the closure is paused while we review it") where a policy sentence says
that effect does not happen to the same thing ("a review does not stop a scheduled closure"). The verbs are read
through lexicon.EFFECT_VERBS, so the two may say the effect in different words; the policy's negation must
govern its verb and the claim's must not, and the thing the verb acts on must be the same word in both.

Nothing here knows a case: the table is how people write something scheduled being stopped or called off.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from .lexicon import EFFECT_VERBS
from .words import stem

_NEGATED = re.compile(r"\b(?:not|never|no longer|won't|doesn't|don't|isn't|aren't|cannot|can't|wouldn't|will not)\s+"
                      r"(?:\w+\s+){0,2}$|n't\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
_STOP = frozenset("""the a an and or but is are was were be been being will would can could may might must shall
should this that these those it its it's your our their you we they them his her with for from into onto upon
while when once until after before during about over under than then there here which who what automatically
also just only still even very does doesn't""".split())
_REACH = 2  # content words either side of the verb that name what it acts on ("a scheduled closure")


def _content(text: str) -> list[tuple[int, str]]:
    return [(m.start(), stem(m.group(0).lower())) for m in re.finditer(r"[A-Za-z]+", text)
            if len(m.group(0)) > 3 and m.group(0).lower() not in _STOP]


def _arguments(words: list[tuple[int, str]], start: int, end: int) -> set[str]:
    before = [w for at, w in words if at < start][-_REACH:]
    after = [w for at, w in words if at >= end][:_REACH]
    return set(before) | set(after)


def _effects(text: str, negated: bool) -> list[tuple[str, int, int]]:
    """(group, start, end) of each effect verb of `text` whose negation is as asked."""
    found = []
    for group, pattern in EFFECT_VERBS.items():
        for m in pattern.finditer(text):
            if bool(_NEGATED.search(text[max(0, m.start() - 40):m.start()])) == negated:
                found.append((group, m.start(), m.end()))
    return found


def effect_denied(claim: str, sentences: Iterable[str]) -> str | None:
    """The policy sentence that negates an effect the claim states, on the same thing, sharing at least two
    content words with the claim (the thing acted on among them)."""
    said = _effects(claim, negated=False)
    if not said:
        return None
    claim_words = _content(claim)
    verb_spans = [(a, b) for _, a, b in said]
    claim_words = [(at, w) for at, w in claim_words if not any(a <= at < b for a, b in verb_spans)]
    for sentence in sentences:
        denied = _effects(sentence, negated=True)
        if not denied:
            continue
        sentence_words = _content(sentence)
        shared = {w for _, w in claim_words} & {w for _, w in sentence_words}
        if len(shared) < 2:
            continue
        for group, a, b in said:
            acted_on = _arguments(claim_words, a, b) & shared
            if any(g == group and acted_on & _arguments(sentence_words, x, y) for g, x, y in denied):
                return sentence
    return None
