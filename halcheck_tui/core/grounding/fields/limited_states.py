"""Recorded states that hold only in part, under a condition or not yet, read against what a claim says.

A state value may carry a word that limits it: `partially_<done>`, `conditionally_<done>_pending_<thing>`,
`<thing>_pending`, `held_for_<thing>`. Such a value never supports a claim of the whole ("fully", "in full", "both")
or of the plain finished state ("has been <done>", "is ready"), unless the claim itself says the limit
("partly", "subject to", "once ..."). Nothing here knows a field name or a domain: the tables are how
people write limits and wholes.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from ...language.tokens import letter_words
from ...language.words import stem

# Words of a state value that limit the state, by kind of limit. Why: a value spelled with one of them
# says the state named next to it holds only in part, only under a condition, or is still awaited.
LIMIT_WORDS: dict[str, frozenset[str]] = {
    "part": frozenset("partial partially part partly incomplete split".split()),
    "condition": frozenset("conditional conditionally provisional provisionally tentative tentatively preliminary "
                           "interim subject".split()),
    "awaited": frozenset("pending awaiting waiting hold held queued".split()),
}
# Limit words that qualify the word after them whatever follows ("partially_refunded"); the others
# qualify the word after them when there is one, else the word before ("refund_pending").
ADVERB_LIMITS = frozenset(w for ws in LIMIT_WORDS.values() for w in ws if w.endswith("ly"))
# How a claim says each limit itself. Why: a claim that names the limit ("refunded in part", "approved
# subject to documents", "once it clears") agrees with the limited value and must not be ruled out.
LIMIT_SAID: dict[str, re.Pattern] = {
    "part": re.compile(r"\b(?:partial(?:ly)?|part(?:ly)?|in part|some of|one of|only|not (?:all|fully|the full|yet)"
                       r"|rest|remaining|remainder)\b", re.IGNORECASE),
    "condition": re.compile(r"\b(?:conditional(?:ly)?|provisional(?:ly)?|tentative(?:ly)?|preliminary|interim"
                            r"|subject to|once|if|provided|as long as|pending|until|after|conditions?)\b", re.IGNORECASE),
    "awaited": re.compile(r"\b(?:pending|await\w*|waiting|on hold|held|not yet|yet to|once|when|after|until|still"
                          r"|queued|in the queue)\b", re.IGNORECASE),
}
# Words a claim claims the whole or the unconditional with. Why: "fully refunded", "paid in full",
# "both parts", "every piece" say no part is missing, which a partial or conditional state denies.
WHOLE = re.compile(r"\b(?:fully|in full|complete(?:ly)?|entire(?:ly)?|totally|whole|all|both|every|each|"
                   r"unconditional(?:ly)?|100%)\b", re.IGNORECASE)
# Claim words of readiness. Why: "ready" claims the awaited step is over ("your card is ready") although
# the status vocabulary files it with states still under way.
READY = frozenset(stem(w) for w in "ready done finished complete completed all set".split())


def limits_of(value: str) -> list[tuple[str, int, int]]:
    """(kind, index of the limit word, index of the word it limits or -1) for each limit word of a value."""
    tokens = letter_words(value)
    out = []
    for i, t in enumerate(tokens):
        kind = next((k for k, ws in LIMIT_WORDS.items() if t in ws), None)
        if kind is None:
            continue
        if t in ADVERB_LIMITS or i + 1 < len(tokens):
            target = i + 1 if i + 1 < len(tokens) else -1
        else:
            target = i - 1
        out.append((kind, i, target))
    return out


def _clause(text: str, start: int, end: int) -> str:
    """The clause around a state word: a claim's other clause ("but the rest is pending") says nothing of it."""
    left = max(text.rfind(sep, 0, start) for sep in (",", ";", " but ", " and ", ".", ":"))
    rights = [i for i in (text.find(sep, end) for sep in (",", ";", " but ", ".")) if i >= 0]
    return text[left + 1: min(rights) if rights else len(text)]


def limited_state_agrees(text: str, start: int, end: int, word_stem: str, value: str,
                         same_word) -> bool | None:
    """False when a limited value rules out the claim's state word at text[start:end]; None when it has no
    say (the value carries no limit, or the claim says the limit itself). `same_word` compares two stems."""
    limits = limits_of(value)
    if not limits:
        return None
    tokens = [stem(t) for t in letter_words(value)]
    clause = _clause(text, start, end)
    limited = [(kind, target) for kind, _, target in limits
               if target >= 0 and same_word(word_stem, tokens[target])]
    readiness = word_stem in READY and any(kind == "awaited" for kind, _, _ in limits)
    if not limited and not readiness:
        return None
    kinds = {kind for kind, _ in limited} or {"awaited"}
    if WHOLE.search(clause) and not LIMIT_SAID["part"].search(clause):
        return False
    if all(LIMIT_SAID[k].search(clause) for k in kinds):
        return None
    if readiness and not limited:
        # "ready for pickup" of a value awaiting pickup: the claim names what is awaited, so it agrees.
        awaited = {tokens[t] for kind, i, t in limits if kind == "awaited" and t > i}
        if any(same_word(stem(w), a) for w in letter_words(clause) for a in awaited):
            return None
    return False


def whole_of_partial(text: str, values: Sequence[str]) -> str | None:
    """A claim of the whole ("both parts", "fully reimbursed") about a record whose state holds in part:
    the limited value, or None. A claim that says the part itself ("one of them", "the rest") is left be."""
    m = WHOLE.search(text)
    if not m or LIMIT_SAID["part"].search(text):
        return None
    for value in values:
        if any(kind == "part" for kind, _, _ in limits_of(value)):
            return value
    return None


# Status words that name one end state. Why: a card "declined" is a payment that "failed", a room "booked" is
# a reservation "confirmed"; the claim's word and the record's value differ only in wording.
STATE_EQUIVALENTS: tuple[frozenset[str], ...] = tuple(frozenset(stem(w) for w in g.split()) for g in """
declined failed bounced unsuccessful
booked confirmed reserved
cancelled canceled terminated
completed complete finished done
paid settled
""".strip().splitlines())


def equivalent_state(word_stem: str, value: str) -> bool:
    """The claim's status word and the recorded value name the same end state (STATE_EQUIVALENTS), and the
    value carries no limit ("partially_", "pending_") that would make it less."""
    if limits_of(value):
        return False
    tokens = {stem(t) for t in letter_words(value)}
    return any(word_stem in group and tokens & group for group in STATE_EQUIVALENTS)


def part_said(text: str, start: int, end: int, value: str) -> bool:
    """The value holds in part and the claim's clause says it speaks of a part ("part of the order has
    arrived"): the status of the whole has no say over the part's state word."""
    return any(kind == "part" for kind, _, _ in limits_of(value)) and bool(LIMIT_SAID["part"].search(_clause(text, start, end)))
