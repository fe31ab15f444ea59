"""Rules for yes/no fields: flags the claim names, promised flags, weekdays beside dates, absences."""
from __future__ import annotations

import re
from collections.abc import Sequence

from ....language.negation import CONTRACTED_NOT, NEGATION, either
from ....language.tokens import letter_word_spans
from ....language.words import stem as _stem
from ....values import api_values
from .findings import Finding, negated_at, overlaps
from .flags import ABSENCE, flag_key, flag_value, modal_before, polar_said
from .leaves import Leaf, locate_words
from .run import AlignmentRun
from .vocabulary import FALSE_WORDS, LIGHT, same_word, split_path_words, words_of


def flags(run: AlignmentRun) -> None:
    """Yes/no fields the claim's words name ("autopay is on", "the voucher is used"): the claim's yes or no
    agrees with the field's or is ruled out by it.

    Example: "Autopay is enabled on your account." against autopay_enabled = false: wrong.
    """
    text, covered, result = run.text, run.covered, run.result
    for leaf in run.scoped:
        if (flag := flag_value(leaf)) is None:
            continue
        key = flag_key(leaf)  # "autopay_enabled" is named by "autopay"; "switched on" says its yes
        if not key or not all(any(same_word(w, c) for c in run.ctx_stems) for w in key):
            continue
        where = locate_words(text, key)
        if where is None or not _flag_said(text, where, leaf, key):
            continue
        a, b = where
        if overlaps(a, b, covered):
            continue
        said_true = _said_true(text, a, b)
        ok = said_true == flag
        covered.append((a, b))
        result.findings.append(Finding("flag", a, b, text[a:b], ok, leaf,
                                       f"{leaf.path} = {str(leaf.value).lower()}" + ("" if ok else
                                       f": the claim says {'yes' if said_true else 'no'}")))


# A verb of switching in its base or -ing form before a flag's words: an instruction ("Switch off auto-renew"),
# a supposition ("if you turn it off", "turning off auto-renew keeps ...") or a step, never what the flag is
# now; the past forms ("I've turned it off") do say it. General English.
_CHANGE_NOT_DONE = re.compile(r"\b(?:switch|switching|turn|turning|set|setting|enable|enabling|disable|disabling"
                              r"|toggle|toggling)\s+(?:it\s+|them\s+)?(?:on|off|up)?\b[^.;:!?]{0,20}$", re.IGNORECASE)


def _flag_said(text: str, where: tuple[int, int], leaf: Leaf, key: Sequence[str]) -> bool:
    """Does the claim say what the flag is, not what may happen to it or what passes by its word?"""
    if modal_before(text, where[1], leaf, key):
        return False  # "the backup can be turned on later" says what may happen, not what the flag is
    if _CHANGE_NOT_DONE.search(text[max(0, where[0] - 30):where[0]]):
        return False  # "Switch off auto-renew", "turning off auto-renew keeps...": an action asked or supposed
    if len(key) == 1 and not re.search(rf"\b(?:is|are|was|were|be|been|isn't|aren't|wasn't|weren't|has|have)\s+(?:not\s+|now\s+|no\s+|"
                                       rf"already\s+|still\s+|any\s+)*{re.escape(split_path_words(leaf.path)[-1])}\b",
                                       text, re.IGNORECASE) and not polar_said(text, leaf, key):
        return False  # "passed the voucher request on" names no flag; "the voucher is used" does
    return True


def _said_true(text: str, a: int, b: int) -> bool:
    """The claim says yes of the flag's words at a..b: nothing negates them before or after."""
    after = text[b:b + 30]
    return not negated_at(text, a + 1) and not negated_at(text, b) and not re.match(
        rf"\s*(?:is|are|was|were|has|have)?\s*(?:{either('not', CONTRACTED_NOT, 'never')})\b|\s*\w*{CONTRACTED_NOT}\b", after, re.IGNORECASE) and not any(
        w in FALSE_WORDS for w in words_of(text[max(0, a - 20):b + 20]))


def weekdays(run: AlignmentRun) -> None:
    """A weekday written beside a date a leaf holds ("Mon 9 March") must be that date's weekday, in the
    record's own calendar (the date as the record writes it, its offset never converted).

    Example: "Your class is on Wednesday 14 April." against class_date = 2026-04-14 (a Tuesday): wrong.
    """
    text, covered, result = run.text, run.covered, run.result
    dated = [(f.start, f.end, f.leaf) for f in result.findings if f.kind == "date" and f.ok and f.leaf is not None]
    for a, b, ok, leaf, detail in api_values.weekday_checks(text, dated):
        if not overlaps(a, b, covered):
            covered.append((a, b))
            result.findings.append(Finding("date", a, b, text[a:b], ok, leaf, detail))


def promised_flags(run: AlignmentRun) -> None:
    """A yes/no field that says what will happen (`smsOnDispatch`, `autoExtend`) read by a claim of what
    will happen: "you'll get a text when it leaves" agrees with true, "it won't extend" with false. The
    clause with "will" must name every word of the key but how it is set ("auto", "enabled").

    Example: "You will get a text when it leaves the depot." against sms_on_dispatch = false: wrong.
    """
    text, scoped, covered, result = run.text, run.scoped, run.covered, run.result
    clause = api_values.future_clause(text)
    if clause is None or re.match(r"\W*(?:if|unless|when|once)\b", text[clause[0]:], re.IGNORECASE):
        return
    # a light word ("leaves") may still be the key's event word ("dispatch"), never its plain same word
    words = [(m.start() + clause[0], m.end() + clause[0], _stem(m.group(0).lower()), m.group(0).lower() in LIGHT)
             for m in letter_word_spans(text[clause[0]:clause[1]])]
    for leaf in scoped:
        key = api_values.promised_key(leaf.path, LIGHT) if isinstance(leaf.value, bool) else None
        hits = [next((w for w in words if (not w[3] and same_word(k, w[2])) or api_values.event_word(k, w[2])),
                     None) for k in key or ()]
        if not key or None in hits:
            continue
        a, b = min(h[0] for h in hits), max(h[1] for h in hits)
        if overlaps(a, b, covered):
            continue
        said_true = not NEGATION.search(text[clause[0]:a]) and not NEGATION.search(text[a:b])
        ok = said_true == leaf.value
        covered.append((a, b))
        result.findings.append(Finding("flag", a, b, text[a:b], ok, leaf, f"{leaf.path} = {str(leaf.value).lower()}"
                                       + ("" if ok else f": the claim says it {'will' if said_true else 'will not'}")))


def absences(run: AlignmentRun) -> None:
    """An absence the claim states ("there's nothing owing", "there won't be any more debits")
    agrees with a field of that name that holds nothing: 0, null, an empty list. A field that holds
    something is not read as a contradiction here (the words may name something else); the claim is
    then left to the rest of the checks.

    Example: "There are no late fees on your account." against late_fees = 0: agreeing.
    """
    text, scoped, covered, result = run.text, run.scoped, run.covered, run.result
    for m in ABSENCE.finditer(text):
        if overlaps(m.start(), m.end(), covered):
            continue
        nouns = [_stem(w) for w in (m.group("noun"), m.group("noun2")) if w and w.lower() not in LIGHT]
        empty = [leaf for leaf in scoped if (leaf.value is None or leaf.value == 0 or leaf.value is False)
                 and any(same_word(n, k) for n in nouns for k in leaf.key_words)]
        if not empty:
            continue
        leaf = empty[0]
        covered.append((m.start(), m.end()))
        result.findings.append(Finding("flag", m.start(), m.end(), m.group(0), True, leaf,
                                       f"'{m.group(0)}' agrees with {leaf.path} = {leaf.value}"))
