"""A state word that stands before a noun describes that noun, not the record's status: in "we refunded your
expired voucher", "expired" is what became of the voucher, and the refund's own status says nothing against it.
Such a word agrees with the record when one of the same record's values holds it ("note": "voucher_expired"),
whatever its status field reads.

Nothing here knows a field name: the tables are how English places an adjective before its noun.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from ...language.grammar import NOT_BEFORE_A_NOUN
from ...language.tokens import LETTER_LED_WORD, letter_words
from ...language.words import stem

# A determiner just before the word (with an adverb between, "your recently cancelled box"). Why: only then is
# the word an adjective of the noun after it; "it was cancelled" states the status itself.
_DETERMINER_BEFORE = re.compile(r"\b(?:your|the|this|that|these|those|my|our|their|his|her|its|a|an)\s+"
                                r"(?:[a-z]+ly\s+)?$", re.IGNORECASE)
# Words after the state word that show it is a predicate after all ("the cancelled by you ..." reads as a
# clause), or that end the phrase: a noun must follow for the word to describe one.
_NOT_A_NOUN = NOT_BEFORE_A_NOUN  # language/grammar.py


def describes_noun(text: str, start: int, end: int) -> str | None:
    """The noun phrase a state word at text[start:end] stands before as its adjective ("spring voucher" in "your
    expired spring voucher from 4 April"), or None when the word is no adjective there."""
    if not _DETERMINER_BEFORE.search(text[:start]):
        return None
    phrase = []
    for word in LETTER_LED_WORD.findall(re.split(r"[,.;:!?]", text[end:end + 60])[0])[:3]:
        if word.lower() in _NOT_A_NOUN:
            break
        phrase.append(word)
    return " ".join(phrase) or None


def _value_words(value: Any) -> set[str]:
    return {stem(w) for w in letter_words(str(value))}


def holding_leaf(word: str, noun: str, evidence_id: str, leaves: Iterable) -> Any | None:
    """A string leaf of the record `evidence_id` whose value holds the state word (as a stem) and, when it
    names a thing besides, names one of the noun phrase's words: "voucher_expired" says "expired voucher", not
    "expired pass"."""
    wanted = stem(word.lower())
    nouns = {stem(w.lower()) for w in noun.split()}
    for leaf in leaves:
        if leaf.evidence_id != evidence_id or not isinstance(leaf.value, str):
            continue
        held = _value_words(leaf.value)
        if wanted in held and (held == {wanted} or held & nouns):
            return leaf
    return None


def reread_attributive(text: str, checks: Sequence, leaves: Iterable) -> list:
    """The record checks with each failed state check whose word is an adjective of a noun read again: it
    agrees when a value of the same record holds the word (the check then cites that leaf)."""
    leaves = list(leaves)
    out = []
    for check in checks:
        mention = check.mention
        if check.ok is False and mention.kind == "state" and not mention.negated and 0 <= mention.start < mention.end \
                and text[mention.start:mention.end].lower() == mention.text.lower():
            noun = describes_noun(text, mention.start, mention.end)
            leaf = holding_leaf(mention.text, noun, check.evidence_id, leaves) if noun else None
            if leaf is not None:
                check = replace(check, ok=True, reason=None, field_path=leaf.path, record_value=str(leaf.value),
                                detail=f"'{mention.text}' describes '{noun}', as {leaf.path} = {leaf.value} says")
        out.append(check)
    return out
