"""State words: which leaves hold a state, whether a claim's state word agrees with one the state machines do
not know, and the condition or promise a state word is said under."""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ....language.negation import NEGATION
from ....language.words import stem as _stem
from ....values.leaf_values import leaf_date, leaf_time, looks_like_id
from ..states import compare_states, condition_of, domain_for, state_mentions
from .leaves import Leaf
from .vocabulary import CLASS_OF, STATUS_PATH_STEMS, STATUS_WORDS, WAITING, same_word, stems_of, words_of

_STATE_HINT = re.compile(r"^[a-z]+(?:[_ -][a-z]+){0,3}$")


def state_leaves(leaves: Sequence[Leaf]) -> list[Leaf]:
    return [leaf for leaf in leaves if _is_state_leaf(leaf)]


@lru_cache(maxsize=8192)
def _is_state_leaf(leaf: Leaf) -> bool:
    v = leaf.value
    if not isinstance(v, str) or leaf_date(v) or leaf_time(v) or looks_like_id(v):
        return False
    norm = v.strip().lower()
    if any(w in STATUS_PATH_STEMS for w in leaf.key_words):
        return True  # a status field is a state whatever it holds; an odd value is compared as words
    return bool(_STATE_HINT.match(norm) and (any(_stem(w) in STATUS_WORDS for w in words_of(norm))
                                             or any(w in STATUS_PATH_STEMS for w in leaf.words)))


STATUS_KEY = re.compile(r"(?:^|\.)(?:status|state|stage|phase)$", re.IGNORECASE)


def state_word_agrees(word: str, negated: bool, value: str, strong: bool = True) -> bool | None:
    """Does a claim's state word (stemmed, maybe negated) agree with a recorded state value the state
    machines do not know? True / False, or None when the two words cannot be compared.

    Fail closed on completion: a claim that something is done ("issued") agrees only with a value that
    says so; a value that is still in progress, negated ("not issued") or another end state disagrees.
    A claim of an earlier step ("submitted") agrees with a value further along ("pending review")."""
    tokens = [_stem(w) for w in words_of(value)]
    value_negated = bool(NEGATION.search(value.replace("_", " "))) or any(t.startswith("un") and t[2:] == word for t in tokens)
    holds = any(same_word(word, t) for t in tokens)
    if negated:
        if holds:
            awaited = any(CLASS_OF.get(t) == "progress" for t in tokens[:-1]) and same_word(word, tokens[-1])
            return value_negated or awaited  # "hasn't approved it yet" vs awaiting_lead_signoff
        return True if CLASS_OF.get(word) == "done" else None
    if holds:
        awaited = any(CLASS_OF.get(t) == "progress" for t in tokens[:-1]) and same_word(word, tokens[-1]) \
            and CLASS_OF.get(word) == "done"
        return not value_negated and not awaited  # "approved" vs awaiting_owner_approval: still awaited
    if value_negated:
        return False if CLASS_OF.get(word) in ("done", "progress") else None
    mine = CLASS_OF.get(word)
    theirs = {CLASS_OF.get(t) for t in tokens} - {None}
    if mine == "done":
        if strong or "progress" in theirs:
            return False  # another end state, a state still in progress, or a value nobody listed
        return None  # the record's only state, not named by the claim: "paid by card" says nothing of it
    if mine == "early":
        return True if theirs & {"progress", "done"} else None
    if mine == "progress":
        if "done" in theirs:
            return False
        # "still waiting on the landlord" is pending_landlord_reply: both say it waits on someone, whatever for.
        if word in WAITING and any(t in WAITING for t in tokens):
            return True
        return None
    return None


def subject_flag(before: str, word: str, scoped: Sequence[Leaf]) -> Leaf | None:
    """The one yes/no field the subject of a completed or started state word names ("your cancellation is
    confirmed" -> a flag whose key is cancel...), or None."""
    if CLASS_OF.get(word) not in ("done", "early"):
        return None
    subject = [w for w in stems_of(before)[-3:] if len(w) >= 4]
    flags = [leaf for leaf in scoped if isinstance(leaf.value, bool)
             and any(same_word(w, k) for w in subject for k in leaf.key_words if len(k) >= 4)]
    return flags[0] if len(flags) == 1 else None


def word_agrees_state(word: str, negated: bool, leaf: Leaf) -> bool:
    """Does a claim's status word agree with this state leaf (its domain machine, else the word vocabulary)?"""
    known = domain_for(leaf.value)
    if known is not None:
        mentions = state_mentions(word, known[0])
        return bool(mentions) and compare_states(known[0], mentions[0].value, negated, known[1])
    return state_word_agrees(_stem(word.lower()), negated, str(leaf.value), True) is True


_LEADING_CONDITION = re.compile(r"^\W*(?P<word>after that|after this|afterwards|then|later|once|if|when|unless|until)\b",
                                re.IGNORECASE)


_HABITUAL = re.compile(r"\b(?:is|are|'s|'re)\s+(?:\w+\s+)?$")


_HABITUAL_AFTER = re.compile(r"\s+(?:automatically\s+)?(?:within|after|once|when)\b", re.IGNORECASE)


def state_condition(text: str, start: int, end: int) -> str | None:
    """The condition a state word is said under, or None when it is said of now: "once approved", a sentence
    that opens with one ("After that, the credit is returned"), or a rule in the present ("it's issued
    automatically within 2 days", never "it was sent within 2 days")."""
    said = condition_of(text, start)
    if said:
        return said
    lead = _LEADING_CONDITION.match(text)
    if lead and lead.end() <= start:
        return lead.group("word").split()[0].lower()
    if _HABITUAL.search(text[max(0, start - 20):start]) and _HABITUAL_AFTER.match(text[end:]):
        return "when"
    return None


FUTURE = re.compile(r"\b(?:will|'ll|going to|should|would|can|may|once|when|after|until|before|if|or|otherwise)\s+"
                     r"(?:\w+\s+){0,3}$",
                     re.IGNORECASE)


# A state promised, not reported ("it will be issued next week"); conditions ("once", "before")
# are read by the state machines themselves.
PROMISED = re.compile(r"\b(?:will|'ll|going to|would|should)\s+(?:\w+\s+){0,3}$", re.IGNORECASE)

