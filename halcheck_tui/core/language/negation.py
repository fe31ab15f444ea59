"""The one inventory of English negation words, as data, with the named pattern each reader searches with
(issue 39: one definition; a test finds a negation regex written anywhere else in the core).

Where it came from: English grammar's negators (the negative words, the negated auxiliaries, the contracted
"not"), the few multi-word negations the readers met in replies ("no longer", "yet to"), the prefix "non" and
the limiting "only". General English: nothing here is a case's wording. A reader's words are chosen from
`NEGATIONS` only (`negations`, `either`), so it cannot negate with a word nobody listed here. A pattern keeps
the order its words were written in: where two start alike, the first listed is the one a match reports.
Changing a reader's words changes its figures: measure on the dev sets and the corpus before and after.
"""
from __future__ import annotations

import re

NEGATIVE_WORDS = frozenset("not no never none nothing neither nor without cannot".split())
"""The words that negate on their own ("cannot" is one word in English spelling)."""
CONTRACTED_NOT = "n't"
"""The contracted "not", the ending of every negated auxiliary: a pattern that ends a word with it finds each
one, listed or not ("mustn't", "needn't")."""
NEGATED_AUXILIARIES = frozenset("""isn't aren't wasn't weren't hasn't haven't hadn't don't doesn't didn't won't
wouldn't can't couldn't shouldn't mustn't needn't""".split())
NEGATING_PHRASES = frozenset({"no longer", "will not", "yet to", "yet to be", "has yet to", "have yet to"})
"""Negations written as more than one word: "no longer" ends a state, "yet to" says it has not begun."""
NEGATING_PREFIXES = frozenset({"non"})
"""A prefix that negates the word it is joined to ("non-transferable"); a word of its own before the hyphen."""
LIMITING_WORDS = frozenset({"only"})
"""A word that grants one case and so denies every other ("open only on weekdays": closed on the rest)."""

NEGATIONS = (NEGATIVE_WORDS | {CONTRACTED_NOT} | NEGATED_AUXILIARIES | NEGATING_PHRASES | NEGATING_PREFIXES
             | LIMITING_WORDS)
"""Every word or phrase any reader may read as a negation."""


def negations(*words: str) -> tuple[str, ...]:
    """`words`, in the order given, each checked against `NEGATIONS` (a new one goes into a group above first)."""
    unlisted = [w for w in words if w not in NEGATIONS]
    if unlisted:
        raise ValueError(f"not in NEGATIONS: {unlisted}")
    return words


def either(*words: str) -> str:
    """`words` as a regex alternation with no group of its own, for a pattern that keeps its own structure
    around them. Only letters, apostrophes and spaces are listed, so nothing needs escaping."""
    return "|".join(negations(*words))


def _whole_word_or_contracted(words: tuple[str, ...]) -> str:
    return rf"\b(?:{either(*words)})\b|{CONTRACTED_NOT}\b"


FUTURE_NEGATORS = negations("will not", "won't")
"""A negation of what is to come ("you will not be billed on June 1"): said of a date a record schedules, it
denies that scheduled event. Other negations beside a date rarely do ("we can't backdate it to 20 November",
"it wasn't moved by the May 4 deadline" name the date to explain a refusal)."""

VERB_NEGATORS = negations("not", "never", "no longer", "hasn't", "haven't", "isn't", "aren't", "wasn't", "weren't",
                          "won't", "didn't", "doesn't", "don't", "can't", "cannot", "couldn't", "yet to be",
                          "has yet to", "have yet to")
VERB_NEGATION = re.compile(_whole_word_or_contracted(VERB_NEGATORS), re.IGNORECASE)
"""A negation of a verb ("has not shipped", "is yet to be sent"), or any n't contraction; "no" and "none",
which negate a noun, are left out (decomposition/mentions.py)."""

NEGATORS = negations("not", "never", "no", "none", "nothing", "without", "hasn't", "haven't", "isn't", "aren't",
                     "wasn't", "weren't", "won't", "didn't", "doesn't", "don't", "can't", "cannot", "couldn't",
                     "yet to", "no longer")
_COMPOUND_FIRST = ("not", "no")
"""Negators that also begin a hyphenated compound ("not-for-profit", "no-fee"), which negates nothing."""
NEGATION = re.compile(r"(?<!-)\b(?:" + "|".join(f"{w}(?!-)" if w in _COMPOUND_FIRST else w for w in NEGATORS)
                      + rf")\b|{CONTRACTED_NOT}\b", re.IGNORECASE)
"""Any negation of a verb or a noun, or any n't contraction, outside a hyphenated compound: a negated state or
flag is compared as its opposite, never dropped (grounding/fields/alignment and the readers beside it)."""

PLAIN_NEGATORS = negations("not", "no", "never", "cannot", "neither", "nor")
PLAIN_NEGATION = re.compile(_whole_word_or_contracted(PLAIN_NEGATORS), re.IGNORECASE)
"""The negative words alone, "neither" and "nor" among them, or any n't contraction: whether a line and a claim
have the same polarity (grounding/text/name_bridge.py)."""

NEGATORS_AND_LIMITS = negations("not", "no", "never", "don't", "doesn't", "won't", "isn't", "aren't", "cannot",
                                "can't", "non", "only")
NEGATION_OR_LIMIT = re.compile(_whole_word_or_contracted(NEGATORS_AND_LIMITS), re.IGNORECASE)
"""A negation, the prefix "non" or the limiting "only": each denies what the words near it would grant alone
(grounding/fields/governing.py)."""

NEGATORS_BEFORE_A_VERB = negations("not", "never", "no longer", "won't", "doesn't", "don't", "isn't", "aren't",
                                   "cannot", "can't", "wouldn't", "will not")
_AT_MOST_TWO_WORDS_TO_THE_END = r"\s+(?:\w+\s+){0,2}$"
NEGATION_JUST_BEFORE = re.compile(rf"\b(?:{either(*NEGATORS_BEFORE_A_VERB)}){_AT_MOST_TWO_WORDS_TO_THE_END}"
                                  rf"|{CONTRACTED_NOT}{_AT_MOST_TWO_WORDS_TO_THE_END}", re.IGNORECASE)
"""A negation at most two words before the end of the text: searched in the text up to a verb, it says whether
that verb is negated ("does not normally stop") (grounding/text/effect_denial.py)."""

WORD_NEGATORS = negations("not", "no", "never", "none", "cannot")
_QUANTIFYING = ("be|been|being|is|are|was|were|any|a|an|the|yet|ever|longer|get|gets|further|more|other|additional"
                "|extra|new|remaining|outstanding")
"""Words between a negation and the word it negates that only link or quantify it ("not any more fees")."""
NEGATED_WORD = re.compile(rf"(?:\b(?:{either(*WORD_NEGATORS)})|{CONTRACTED_NOT})\s+(?:(?:{_QUANTIFYING})\s+)*"
                          r"([A-Za-z][\w-]*)", re.IGNORECASE)
"""The word a negation negates, in group 1, past the words that only quantify it: "no further payments" and
"not any more fees" negate "payments" and "fees" (grounding/text/nli_verdicts.py)."""
