"""What a claim says about each value: the word that governs a figure (its verb or head noun: refund, charge,
waive, include, free) must agree with the role of the field that holds the figure, or with a policy sentence
that states that action for it. And the words that set a claim's terms are never left over unread.

Nothing here knows a field name: the tables are how people write money moving and terms being set.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from .words import stem

# Actions that move money or set its terms, by group (a field's role agrees with a group when one of its
# path words, or its record's source words, is in the group). Why: "reimburse $3" said of a field that
# records what was paid for gift wrap claims an action the field does not record.
ACTION_GROUPS: dict[str, frozenset[str]] = {
    name: frozenset(stem(w) for w in words.split()) for name, words in {
        "refund": "refund refunded refunding refunds reimburse reimbursed reimbursement repay repaid",
        "credit": "credit credited credits compensate compensated compensation goodwill",
        "waive": "waive waived waiver forgive forgiven write written",
        "charge": "charge charged charges bill billed billing debit debited fee fees cost price paid pay payment",
    }.items()}
# Words a field's path may use for the same action. Why: a field's words rarely repeat the claim's verb
# ("amount_reimbursed" does, "payout" and "sum_back" do not).
ROLE_WORDS: dict[str, frozenset[str]] = {
    "refund": frozenset(stem(w) for w in "refund reimburse reimbursement repay back payout rebate".split()),
    "credit": frozenset(stem(w) for w in "credit compensation goodwill voucher rebate adjustment".split()),
    "waive": frozenset(stem(w) for w in "waive waiver waived forgiven writeoff written".split()),
    "charge": frozenset(stem(w) for w in "charge fee cost price paid pay payment bill billed total due amount "
                                         "debit rate premium fare subtotal".split()),
}
# Words that set a claim's terms, as written. Why: "free", "waived", "refunded", "guaranteed" decide what the
# customer gets or gets back; a claim whose fields agree may leave a few words unread, never one of these.
# Surface forms, not stems: "frees up" a slot and "covers" a country set nothing.
TERMS_WORDS = frozenset("""
free complimentary waive waived refund refunded reimburse reimbursed guaranteed guarantee unlimited included
includes include
""".split())
_NEGATION = re.compile(r"\b(?:not|no|never|don't|doesn't|won't|isn't|aren't|cannot|can't|non|only)\b|n't\b",
                       re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.!?:](?=\s|$)|[;\n]|\bbut\b|\bwhile\b|\bwhereas\b", re.IGNORECASE)


# Terms words a field settles when it holds nothing to pay or a yes ("free gift wrap": wrap_fee = 0,
# "breakfast included": breakfast = true). Why: a zero charge or a true flag named by the claim states them.
ZERO_TERMS = frozenset("free complimentary included includes include waived".split())


def terms_left(words: Iterable[str], text: str = "", leaves: Sequence = ()) -> list[str]:
    """The words of a claim's leftover that set its terms and no field settles (see ZERO_TERMS)."""
    said = {stem(w) for w in re.findall(r"[a-z]+", text.lower())}
    settled = any((leaf.value is True or (not isinstance(leaf.value, bool) and isinstance(leaf.value, (int, float))
                                          and leaf.value == 0 and not leaf.is_count))
                  and any(k in said for k in leaf.key_words if len(k) >= 4) for leaf in leaves)
    return [w for w in words if w.lower() in TERMS_WORDS and not (settled and w.lower() in ZERO_TERMS)]


def governing_action(text: str, start: int) -> tuple[str, str] | None:
    """The action word that governs the figure at `start`: the nearest word of an action group before it in
    its clause ("we'll reimburse $20 for the lamp plus the $3" -> reimburse governs both). (word, group)."""
    head = text[:start]
    cut = max((m.end() for m in _CLAUSE_END.finditer(head)), default=0)
    for m in reversed(list(re.finditer(r"[A-Za-z]+", head[cut:]))):
        st = stem(m.group(0).lower())
        group = next((g for g, ws in ACTION_GROUPS.items() if st in ws), None)
        if group is not None:
            return m.group(0), group
    return None


def role_agrees(group: str, leaf_words: Sequence[str], source_words: Iterable[str],
                same_word: Callable[[str, str], bool]) -> bool:
    """Does a field (its path words, or its record's source words as written) record the action of `group`?"""
    role = ROLE_WORDS[group] | ACTION_GROUPS[group]
    return any(same_word(w, r) for w in leaf_words for r in role) or bool(set(source_words) & role)


def policy_denies(group: str, leaf_words: Sequence[str], sentences: Iterable[str]) -> str | None:
    """A policy sentence that says the action is not taken for what the field records ("gift wrap is not
    reimbursed"): it names one of the field's own words and negates the action near it."""
    subject = {w for w in leaf_words if len(w) >= 4 and w not in ROLE_WORDS["charge"]}
    for sentence in sentences:
        words = [(m.start(), stem(m.group(0).lower())) for m in re.finditer(r"[A-Za-z]+", sentence)]
        if not subject or not any(w in subject for _, w in words):
            continue
        for at, w in words:
            if w in ACTION_GROUPS[group] and _NEGATION.search(sentence[max(0, at - 25):at + 25]):
                return sentence
    return None
