"""Whether a fix reads as well as the words it replaces, and whether it is a correction at all. A fix that
breaks agreement, doubles a word, leaves a stray noun after a predicate, writes a zero for a figure or
copies a figure the draft gives for something else is not made: the claim is dropped instead."""
from __future__ import annotations

import re
from collections.abc import Sequence

from ..decomposition.decompose import Claim
from ..decomposition.mentions import date_mentions, money_mentions
from ..language.tokens import LETTERS_AND_APOSTROPHES
from .fix import Fix
from .regex_cache import compiled
from .word_tables import AFTER_PREDICATE, FINITE_VERBS, SUBJECT_AGREES

_DIGITS = re.compile(r"\d")


def _doubled_at_a_seam(before: str, new: str, new_words: list[str], left: list[str], right: re.Match | None) -> bool:
    if left and left[0].lower() == new_words[0].lower() and not compiled(r"[,;:]\s*$").search(before):
        return True
    return bool(right and right.group(1).lower() == new_words[-1].lower()
                and not compiled(r"[,;:]").match(new[-1:] or " "))


def _subject_disagrees(before: str, new_words: list[str], left: list[str]) -> bool:
    if left and new_words[0].lower() in FINITE_VERBS and left[0].lower() in SUBJECT_AGREES \
            and compiled(r"[A-Za-z']\s*$").search(before) \
            and new_words[0].lower() not in SUBJECT_AGREES[left[0].lower()]:
        return True
    return new_words[0].lower() in SUBJECT_AGREES and len(new_words) > 1 and new_words[1].lower() in FINITE_VERBS \
        and new_words[1].lower() not in SUBJECT_AGREES[new_words[0].lower()]


def reads_well(before: str, new: str, after: str, predicate: bool = False) -> bool:
    """Whether `new` between `before` and `after` reads as well as the old words did: the subject agrees
    with the verb, no word is doubled at either seam, and a predicate is not followed by a stray noun."""
    left = LETTERS_AND_APOSTROPHES.findall(before)[-1:]
    new_words = LETTERS_AND_APOSTROPHES.findall(new)
    right = compiled(rf"\s*({LETTERS_AND_APOSTROPHES.pattern})").match(after)  # the word after, past any spaces
    if not new_words:
        return True
    if _doubled_at_a_seam(before, new, new_words, left, right) or _subject_disagrees(before, new_words, left):
        return False
    if predicate and right and compiled(r"\s+[A-Za-z]").match(after) \
            and right.group(1).lower() not in AFTER_PREDICATE and not right.group(1)[0].isupper():
        return False
    return True


def article_fix(text: str, fix: Fix) -> Fix:
    """"a" / "an" before a replaced value follows the new value's first sound."""
    found = compiled(r"\b(a|an|A|An)\s+$").search(text[:fix.start])
    if not found or not fix.new:
        return fix
    vowel = fix.new[:1].lower() in "aeiou" or compiled(r"(?:8|11|18)\b").match(fix.new) is not None
    article = found.group(1)
    want = ("an" if vowel else "a")
    want = want.capitalize() if article[:1].isupper() else want
    if want == article:
        return fix
    return Fix(found.start(1), fix.end, f"{want} {text[found.end():fix.start]}{fix.new}".replace("  ", " "),
               fix.evidence_id, fix.field, fix.reason, fix.predicate)


def _zero_figure(text: str) -> bool:
    """A figure whose every digit is 0 ("$0", "0.00", "0 days")."""
    digits = _DIGITS.findall(text)
    return bool(digits) and set(digits) == {"0"}


def harmless(text: str, fixes: list[Fix]) -> list[Fix] | None:
    """The fixes, or None (the claim is trimmed instead) when one would write a zero or an empty value where
    the claim had a figure: "a $0 credit", "within 0 days" is no correction of a promise, it is a field that
    holds nothing for it (an unused or not-yet-set value).

    (Keeping every figure a field matched was tried too: it cost repairs that move a range, "9 am-1 pm" to
    "1-5 pm", where the 1 pm matched a field in another role; support-dev 82 -> 80 of 84.)"""
    for fix in fixes:
        old = text[fix.start:fix.end]
        if _DIGITS.search(old) and not _zero_figure(old) and (_zero_figure(fix.new) or
                                                               (fix.field and not fix.new.strip())):
            return None
    return fixes


def _figure_keys(text: str) -> set[tuple]:
    """Dates by (month, day) and amounts by value, so "January 20, 2026" meets "January 20"."""
    keys: set[tuple] = {("date", d.value[1], d.value[2]) for d in date_mentions(text)}
    keys |= {("money", m.value[0]) for m in money_mentions(text)}
    return keys


def stated_elsewhere(draft: str, claim: Claim, fix: Fix, together: Sequence[Fix] = ()) -> bool:
    """Whether a record value put in is a figure the draft already gives for something else ("opened on
    2 March and closes on 9 October" -> "closes on 2 March"): the leaf belongs to that other figure,
    so the correction would only copy it; or a name the claim already gives to something else. Phrases (states,
    refused calls) and added conditions are neither."""
    new = fix.new.strip()
    if fix.field in ("decision",) or fix.predicate or len(new) > 24:
        return False
    if not compiled(r"\d").search(new):
        # a name the claim itself already gives to something else ("Marikit has been with Marikit")
        rest = claim.text[:fix.start] + " " + claim.text[fix.end:]
        words = " ".join(w.strip(".,;:!?()\"'") for w in rest.split())
        return len(new) >= 3 and f" {new} " in f" {words} "
    outside = draft
    for other in {(f.start, f.end) for f in together} | {(fix.start, fix.end)}:  # spans rewritten together
        at = claim.start + other[0]
        outside = outside[:at] + " " * (other[1] - other[0]) + outside[claim.start + other[1]:]
    if re.search(rf"(?<![\w.,]){re.escape(new)}(?![\w]|[.,]\d)", outside, re.IGNORECASE):
        return True
    return bool(_figure_keys(new) & _figure_keys(outside))
