"""Restatement windows: whether a claim restates a sentence (or two) of the case's policy or passage text."""
from __future__ import annotations

import re
from collections.abc import Sequence

from ....language.negation import CONTRACTED_NOT, NEGATION, either
from ....language.words import stem as _stem
from ....values.mentions import specifics
from ..lexicon import CANONICAL_WORDS, canonical
from .vocabulary import CASE_NOUNS, DECISIVE, LIGHT, same_word, words_of

_CONDITIONAL = re.compile(r"\b(?:if|unless|once|when|whenever|after|until|provided|as long as|only)\b", re.IGNORECASE)


# The negations a second predicate may begin with, after "and" ("... and cannot be swapped").
_NEGATED_PREDICATE_START = either("cannot", "can't", "won't", "aren't", "isn't", "don't", "doesn't", "not", "never")
_CLAUSE_BREAK = re.compile(r"\s*;\s*|,?\s+(?:but|whereas|while|although|however|except)\s+"
                           # "... go on the coming statement and cannot be swapped": a second predicate
                           rf"|,?\s+and\s+(?=(?:{_NEGATED_PREDICATE_START}|can|may|must|will|are|is|do|does)\b)",
                           re.IGNORECASE)


def clause_parts(text: str) -> list[str]:
    """A sentence cut at its clause breaks (semicolons, "but", "whereas", a second predicate after "and")."""
    return _CLAUSE_BREAK.split(text)


def content_stems(text: str, case_words: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The words a restatement must carry: stems of the content words, light words, case nouns, figures and
    the case's own names left out."""
    return [_stem(w) for w in words_of(text) if w not in LIGHT and w not in CASE_NOUNS and not w.endswith(CONTRACTED_NOT)
            and not any(c.isdigit() for c in w) and len(w) > 2 and w not in case_words]


def restating_window(text: str, windows: Sequence[tuple[str, str, int, int]],
                     case_words: set[str] | frozenset[str] = frozenset(), novel_allowed: int = 0,
                     known_words: set[str] | frozenset[str] | None = None) -> tuple[str, int, int, str] | None:
    """The policy or passage window (evidence id, start, end, text) that a claim restates: every content word
    of the claim is a word of the window (stems, general synonyms), every figure of the claim is a figure of
    the window with the same unit word after it, and both are negated or neither is. "Memberships have a
    "Lockers are free for members" restates itself; "after one free night" does not restate "after two free nights".

    A rule with its condition ("members can bring one child per class, provided the child is 12 or older") may restate two
    adjacent sentences of one text, the rule one and the condition the next, each part whole in its own.

    With `known_words` (every stem the case's evidence uses), up to `novel_allowed` of the claim's words that
    no evidence uses at all may be missing from the window when at least three others are in it: the
    claim's own word ("a second bag") for what the sentence says ("extra bags"), never a name."""
    novel = set() if known_words is None or not novel_allowed else own_words(
        [w for w in words_of(text) if _stem(w) not in known_words], text)
    text = _TRAILING_PLEASE.sub("", text)  # "..., so please renew it soon": an instruction asserts nothing
    whole = _restating_one(text, windows, case_words, novel, novel_allowed)
    if whole is not None:
        return whole
    lead = _LEAD_CONDITION.match(text)
    if lead:
        # "If a friend can go instead, you can swap the seat holder ...": a rule the policy states without the
        # condition holds under it as well; the rest must restate a sentence that sets no condition of its own.
        plain = [w for w in windows if not _CONDITIONAL.search(w[1])]
        found = _restating_one(text[lead.end():], plain, case_words, novel, novel_allowed)
        if found is not None:
            return found
    both = _JOINED_SPLIT.split(text, maxsplit=1)
    if len(both) == 2:
        # "Pickup starts at 9 AM, and late pickup depends on staff": two rules joined, each restating a sentence
        found = [_restating_one(part, windows, case_words, novel, novel_allowed) for part in both]
        if all(found):
            return found[0][0], min(f[1] for f in found), max(f[2] for f in found), " ".join(f[3] for f in found)
    parts = _CONDITION_SPLIT.split(text, maxsplit=1)
    if len(parts) != 2:
        return None
    for i, (evidence_id, first, start, _end) in enumerate(windows[:-1]):
        next_id, second, _start, end = windows[i + 1]
        if next_id != evidence_id:
            continue
        if _restating_one(parts[0], [windows[i]], case_words) and _restating_one(parts[1], [windows[i + 1]], case_words):
            return evidence_id, start, end, f"{first} {second}"
    return None


_TRAILING_PLEASE = re.compile(r",?\s+(?:so|and)?\s*please\b[^.;]*[.!]?\s*$", re.IGNORECASE)


_LEAD_CONDITION = re.compile(r"^\W*(?:if|when|whenever|should)\b[^,;]{3,80},\s*", re.IGNORECASE)


_JOINED_SPLIT = re.compile(r",\s+and\s+|;\s+", re.IGNORECASE)


_CONDITION_SPLIT = re.compile(r",?\s+(?:as long as|so long as|provided(?: that)?)\s+", re.IGNORECASE)


def _restating_one(text: str, windows: Sequence[tuple[str, str, int, int]],
                   case_words: set[str] | frozenset[str] = frozenset(), novel: set[str] | frozenset[str] = frozenset(),
                   novel_allowed: int = 0) -> tuple[str, int, int, str] | None:
    text = canonical(text)  # "free" and "we don't charge for" compared as one word (lexicon.PARAPHRASES)
    claim_words = content_stems(text, case_words)
    # An id the case's records hold names this case's thing ("your booking Q8-21"), not a figure of the rule.
    figures = [f for f in specifics(text) if not (f.kind == "identifier" and set(words_of(f.text)) <= set(case_words))]
    if len(claim_words) < 2:
        return None
    negated = bool(NEGATION.search(text))
    # Each clause of a window on its own: "free for repairs; for upgrades, a charge applies" holds every
    # word of "free for upgrades" only across its semicolon.
    clauses = [(evidence_id, part, start, end) for evidence_id, window, start, end in windows
               for part in clause_parts(window) if part.strip()]
    for evidence_id, original, start, end in clauses:
        window = canonical(original)
        stems = {_stem(w) for w in words_of(window)}
        if not holds_but_own(claim_words, stems, novel, novel_allowed, least=3):
            continue
        if bool(NEGATION.search(window)) != negated or (stems & CANONICAL_WORDS) - set(claim_words):
            continue  # polarity, as written or as a canonical word ("noneed"), must agree
        if bool(_CONDITIONAL.search(window)) and not _CONDITIONAL.search(text):
            continue  # "the voucher is already valid" does not restate "if ..., the voucher becomes valid"
        theirs = specifics(window)
        if all(any(f.kind == t.kind and f.readings & t.readings and same_unit(f.unit, t.unit) for t in theirs)
               for f in figures):
            return evidence_id, start, end, original
    return None


def own_words(words: Sequence[str], text: str) -> set[str]:
    """Stems of those of `words` a restatement may miss as the claim's own wording ("covers", "qualifies"):
    written in lower case in the claim (a name is not), and not a word that sets a rule's terms (DECISIVE)."""
    return {_stem(w) for w in words if w not in DECISIVE and re.search(rf"\b{re.escape(w)}\b", text)}


def holds_but_own(words: Sequence[str], stems: set[str], own: set[str], allowed: int, least: int) -> bool:
    """Does a window's `stems` hold every one of `words`, but at most `allowed` of the claim's own words (and
    then only with at least `least` others held)?"""
    missing = [w for w in words if not any(same_word(w, t) for t in stems)]
    return not missing or (len(missing) <= allowed and set(missing) <= own and len(words) - len(missing) >= least)


def same_unit(a: str | None, b: str | None) -> bool:
    return a is None or b is None or same_word(_stem(a), _stem(b))


def readings_of(text: str) -> frozenset:
    found = specifics(text)
    return frozenset().union(*(s.readings for s in found)) if found else frozenset()

